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

# The performance table of README.md (release build; about 5 minutes).
bench: setup
	swift build -c release --product layout-bench && swift build -c release --product render
	.build/release/layout-bench

# Regenerates the README gallery from Fixtures/ and Snapshots/.
gallery:
	python3 scripts/gallery.py
