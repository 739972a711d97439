#!/usr/bin/env bash
# The README's Install section, exactly as written, in a new consumer package: its Package.swift is
# the README's excerpt, the README's drawing example is its executable, and its tests use both
# assertion families (assertLayoutSnapshot, and swift-snapshot-testing's assertSnapshot with
# .diagramPNG() and .frames). The README's URL is resolved offline by git's url.insteadOf to a git
# repository (branch main) holding this working tree, so `branch: "main"` resolves as written.
#
#   run 1: the baselines are missing: recorded, and the run fails;
#   run 2: passes;
#   run 3: a changed layout fails, with the actual image, the diff image and the change list in
#          $SNAPSHOT_ARTIFACTS and as attachments (`swift test --attachments-path`).
#
# Usage: bash scripts/consumer-check.sh [WORKDIR]   (default .build/consumer-check; kept, so that a
# second run builds only what changed). Prints run 3's failure output to WORKDIR/run3.log.
set -euo pipefail
# The runs below set their own record mode and artifacts folder.
unset SNAPSHOT_TESTING_RECORD RECORD_SNAPSHOTS SNAPSHOT_ARTIFACTS
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$root/.build/consumer-check}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
fail() { echo "consumer-check: FAIL: $*" >&2; exit 1; }

# This working tree as the remote, on branch main (committed only when it changed).
remote="$work/remote/CollectionLayouts.git"
mkdir -p "$remote"
find "$remote" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
(cd "$root" && git ls-files -z --cached --others --exclude-standard) \
  | (cd "$root" && while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done) \
  | (cd "$root" && tar --null -T - -cf -) | tar -xf - -C "$remote"
[ -d "$remote/.git" ] || git -C "$remote" init -q -b main
git -C "$remote" add -A
git -C "$remote" diff --cached --quiet \
  || git -C "$remote" -c user.name=consumer-check -c user.email=consumer-check@localhost commit -q -m snapshot
export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0="url.file://$work/remote/.insteadOf" \
  GIT_CONFIG_VALUE_0="https://github.com/your-org/"

# The consumer: Package.swift from the README's excerpt, as written.
pkg="$work/Consumer"
rm -rf "$pkg/Sources" "$pkg/Tests"
mkdir -p "$pkg/Sources/MyTool" "$pkg/Tests/MyToolTests"
{
  echo '// swift-tools-version: 6.2'
  echo 'import PackageDescription'
  echo 'let package = Package('
  echo '    name: "Consumer",'
  awk '/<!-- partial: Package.swift excerpt -->/ { f = 1; next }
       f && /^```swift/ { g = 1; next }
       g && /^```/ { exit }
       g { print "    " $0 }' "$root/README.md"
  echo ')'
} > "$pkg/Package.swift"
grep -q 'branch: "main"' "$pkg/Package.swift" || fail "README's Install excerpt not found or not on branch main"
# The README's first example (a waterfall written as a PNG), and LayoutSpec imported.
{
  echo 'import LayoutSpec'
  awk '/^```swift/ { if (f) exit; g = 1; buf = ""; next }
       g && /^```/ { if (buf ~ /import LayoutDiagrams/) { printf "%s", buf; f = 1 } g = 0; next }
       g { buf = buf $0 "\n" }' "$root/README.md"
  echo 'print("wrote waterfall.png; specs: \(SpecDocument.self)")'
} > "$pkg/Sources/MyTool/main.swift"
grep -q 'Diagram.write' "$pkg/Sources/MyTool/main.swift" || fail "README's drawing example not found"
cat > "$pkg/Tests/MyToolTests/LayoutTests.swift" <<'EOF'
import Foundation
import LayoutEngine
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// A scale-2 grid; CONSUMER_CHANGE=1 spaces its lines 8 points further apart.
func gridLayout() throws -> LayoutResult {
    let spacing = ProcessInfo.processInfo.environment["CONSUMER_CHANGE"] == nil ? 5.0 : 13.0
    return try GridLayout(itemCounts: [8, 5], lineItemCount: 4, lineSpacing: spacing, sectionsStartOnNewLine: true)
        .layout(in: LayoutContext(containerSize: Size(width: 320, height: 480), scale: 2))
}

@Test func layoutAssertion() throws {
    assertLayoutSnapshot(of: try gridLayout())
}

@Test func snapshotStrategies() throws {
    let result = try gridLayout()
    assertSnapshot(of: result, as: .diagramPNG())
    assertSnapshot(of: result, as: .frames)
}
EOF

swift_test() { swift test --package-path "$pkg" --scratch-path "$work/build" "$@"; }
# Follow the new commit of main when there is one.
[ ! -f "$pkg/Package.resolved" ] || swift package --package-path "$pkg" --scratch-path "$work/build" update >/dev/null
snaps="$pkg/Tests/MyToolTests/__Snapshots__/LayoutTests"
rm -rf "$snaps" "$work/artifacts" "$work/attachments1" "$work/attachments3"
mkdir -p "$work/attachments1" "$work/attachments3"

echo "consumer-check: run 1 (records the missing baselines, fails)" >&2
if swift_test --attachments-path "$work/attachments1" > "$work/run1.log" 2>&1; then
  fail "run 1 passed; it must fail when it records (see $work/run1.log)"
fi
for f in layoutAssertion.layout.1.png layoutAssertion.layout.1.attributes.json snapshotStrategies.1.png \
  snapshotStrategies.2.txt; do
  [ -f "$snaps/$f" ] || fail "run 1 did not record $f (see $work/run1.log)"
done
grep -q "Recorded $snaps/layoutAssertion.layout.1.attributes.json" "$work/run1.log" \
  || fail "run 1 does not say what it recorded (see $work/run1.log)"

echo "consumer-check: run 2 (passes)" >&2
swift_test > "$work/run2.log" 2>&1 || fail "run 2 failed (see $work/run2.log)"

echo "consumer-check: run 3 (a changed layout fails, with its artifacts)" >&2
before="$(cat "$snaps"/* | cksum)"
if CONSUMER_CHANGE=1 SNAPSHOT_ARTIFACTS="$work/artifacts" swift_test --attachments-path "$work/attachments3" \
  > "$work/run3.log" 2>&1; then
  fail "run 3 passed with a changed layout (see $work/run3.log)"
fi
art="$work/artifacts/LayoutTests"
for f in layoutAssertion.layout.1.actual.png layoutAssertion.layout.1.diff.png layoutAssertion.layout.1.changes.txt \
  snapshotStrategies.1.png snapshotStrategies.1.diff.png snapshotStrategies.2.txt; do
  [ -s "$art/$f" ] || fail "run 3 wrote no $art/$f (see $work/run3.log)"
  grep -q "$f" "$work/run3.log" || [ "$f" = snapshotStrategies.2.txt ] || [ "$f" = snapshotStrategies.1.png ] \
    || fail "run 3's failure message does not name $f (see $work/run3.log)"
done
for f in layoutAssertion.layout.1.actual.png layoutAssertion.layout.1.diff.png layoutAssertion.layout.1.changes.txt \
  snapshotStrategies.1.png snapshotStrategies.1.diff.png snapshotStrategies.2.txt; do
  find "$work/attachments3" -name "*${f%.*}*" | grep -q . || fail "run 3 attached no $f (in $work/attachments3)"
done
grep -q "cell 0.4: moved (+0, +8)" "$work/run3.log" || fail "run 3 does not list the moved cells (see $work/run3.log)"
[ "$(cat "$snaps"/* | cksum)" = "$before" ] || fail "run 3 rewrote a baseline"
echo "consumer-check: ok (records and fails, passes, fails with artifacts and attachments; logs in $work)"
