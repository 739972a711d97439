# Two entry points; each installs missing system packages first (scripts/setup.sh).
#   make example   renders the built-in mosaic example to mosaic.png
#   make test      runs the whole test suite
EXAMPLE ?= mosaic
OUT ?= $(EXAMPLE).png

.PHONY: example test setup bench gallery
setup:
	@bash scripts/setup.sh

example: setup
	swift build --product render
	.build/debug/render --layout $(EXAMPLE) $(OUT)
	@echo "wrote $(OUT)"

test: setup
	swift build --build-tests
	swift test --skip-build

# The performance table of Docs/Performance.md: release builds of layout-bench and render, then
# about 40 s of measurements (every figure next to its target, PASS or FAIL).
bench: setup
	swift build -c release --product layout-bench && swift build -c release --product render
	.build/release/layout-bench

# Regenerates the README gallery from Fixtures/ and Snapshots/.
gallery:
	python3 scripts/gallery.py
