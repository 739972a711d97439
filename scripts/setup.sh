#!/usr/bin/env bash
# Installs the system packages CollectionLayouts needs, only when something is missing.
#   bash scripts/setup.sh draw   building and drawing (`make example`, `make release`): Cairo, libpng,
#                                libdeflate and pkg-config for the renderer, DejaVu Sans for deterministic
#                                labels.
#   bash scripts/setup.sh [test] the above, and what the tests add (`make test`): librsvg2-bin for the
#                                SVG cross-check, chromium for the browser tests, python3's jsonschema
#                                (PyPI) for the schema tests.
set -euo pipefail
part="${1:-test}"
case "$part" in
  draw|test) ;;
  *) echo "error: scripts/setup.sh takes 'draw' or 'test', got '$part'" >&2; exit 64 ;;
esac
need=()
pkg-config --exists cairo libpng 2>/dev/null || need+=(libcairo2-dev libpng-dev pkg-config)
pkg-config --exists libdeflate 2>/dev/null || need+=(libdeflate-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
if [ "$part" = test ]; then
  command -v rsvg-convert >/dev/null 2>&1 || need+=(librsvg2-bin)
  # Chromium for the browser tests of HTML reports (Sources/BrowserTesting); $CHROMIUM overrides.
  [ -n "${CHROMIUM:-}" ] || command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
    || command -v google-chrome >/dev/null 2>&1 || need+=(chromium)
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
# PyPI jsonschema: the independent validator SpecSchemaTests checks `render schema` with.
if [ "$part" = test ] && ! python3 -c 'import jsonschema' >/dev/null 2>&1; then
  echo "setup: installing jsonschema (PyPI)" >&2
  python3 -m pip install -q 'jsonschema==4.26.0' >/dev/null 2>&1 \
    || python3 -m pip install -q --break-system-packages 'jsonschema==4.26.0' >/dev/null \
    || echo "setup: could not install jsonschema; SpecSchemaTests will skip outside CI" >&2
fi
command -v swift >/dev/null 2>&1 || { echo "setup: Swift 6.2 or later is required (swift not found on PATH)" >&2; exit 1; }
