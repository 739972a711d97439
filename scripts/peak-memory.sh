#!/usr/bin/env bash
# Peak resident memory of `render diff` and `render check` on PNG bombs (Tests/Fixtures/png-bombs:
# 32-55 KB files claiming 16384 x 16384 pixels) and on images just within the default pixel budget,
# measured with GNU time (apt-get install time). Fails when a run exits above 128 or peaks at
# 1.5 GB or more. Usage: scripts/peak-memory.sh [path/to/render]
set -euo pipefail
render=${1:-.build/debug/render}
bombs=Tests/Fixtures/png-bombs
[ -x /usr/bin/time ] || { echo "peak-memory: needs GNU time (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
measure() { # label, command...
  local label=$1; shift
  /usr/bin/time -f "%M %x" -o "$work/time" "$@" >/dev/null 2>&1 || true
  read -r kb code < <(tail -n 1 "$work/time")
  printf '%-58s exit %3s  peak %5d MB\n' "$label" "$code" $((kb / 1024))
  if [ "$code" -gt 128 ] || [ "$kb" -ge 1464843 ]; then status=1; fi
}
# Two 7700 x 7700 8-bit RGB PNGs (59M pixels each: both and the diff image fit 2^28), by python3's zlib.
python3 - "$work" <<'PY'
import struct, sys, zlib
def png(path, width, height, fill):
    row = b"\x00" + bytes([fill]) * (3 * width)
    z = zlib.compressobj(9)
    data = b"".join(z.compress(row) for _ in range(height)) + z.flush()
    chunk = lambda k, b: struct.pack(">I", len(b)) + k + b + struct.pack(">I", zlib.crc32(k + b))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", data) + chunk(b"IEND", b""))
png(sys.argv[1] + "/a.png", 7700, 7700, 7)
png(sys.argv[1] + "/b.png", 7700, 7700, 200)
PY
measure "diff bomb bomb --out" "$render" diff $bombs/black.png $bombs/white.png --out "$work/d.png"
measure "diff bomb bomb" "$render" diff $bombs/black.png $bombs/white.png
measure "diff 7700x7700 7700x7700 --out (within the budget)" "$render" diff "$work/a.png" "$work/b.png" --out "$work/d.png"
mkdir -p "$work/specs" "$work/base" "$work/report"
spec='{"layout": "list", "container": {"width": 40, "height": 30}, "sections": [{"items": {"count": 3, "height": 8}}]}'
for n in a b c d; do echo "$spec" >"$work/specs/$n.json"; done
"$render" check "$work/specs" --baselines "$work/base" --update missing >/dev/null
cp $bombs/black.png "$work/base/a.png"; cp $bombs/white.png "$work/base/b.png"
cp "$work/a.png" "$work/base/c.png"; cp "$work/b.png" "$work/base/d.png"
measure "check 2 bombs + 2 large baselines --jobs 4 --report" "$render" check "$work/specs" --baselines "$work/base" --jobs 4 --report "$work/report"
exit $status
