#!/usr/bin/env bash
# Writes the seed corpus of FuzzBaseline (Fuzz/baseline/corpus): the fuzz target's own spec drawn by
# `render` (its attributes file, its PNG baseline, and both joined by a 0x00 byte, the target's
# split), and two fixtures' attributes files. Run from the repository root after `swift build`:
#   bash Fuzz/baseline/make-seeds.sh
set -euo pipefail
render=${RENDER:-.build/debug/render}
out=Fuzz/baseline/corpus
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/fuzz.json" <<'SPEC'
{"layout": "flow", "container": {"width": 60, "height": 40}, "contentOffset": {"x": 0, "y": 4},
 "options": {"sectionHeadersPinToVisibleBounds": true},
 "sections": [{"header": {"height": 6}, "items": {"count": 4, "width": 12, "height": 8}}]}
SPEC
"$render" "$tmp/fuzz.json" -o "$out/own.attributes.json"
"$render" "$tmp/fuzz.json" "$out/own.png" --compression small
{ cat "$out/own.attributes.json"; printf '\0'; cat "$out/own.png"; } > "$out/own-pair.bin"
cp Snapshots/list-horizontal-centred.attributes.json Snapshots/staggered-horizontal.attributes.json "$out/"
