# Two entry points; each installs missing system packages first (scripts/setup.sh).
#   make example   renders the built-in example of the newest layout kind
#   make test      runs the whole test suite
EXAMPLE ?= aligned
OUT ?= $(EXAMPLE).json

.PHONY: example test setup
setup:
	@bash scripts/setup.sh

example: setup
	swift run -c release render --layout $(EXAMPLE) $(OUT)
	@echo "wrote $(OUT)"

test: setup
	swift build --build-tests
	swift test --skip-build
