# Two entry points; each installs missing system packages first (scripts/setup.sh).
#   make example   renders the built-in mosaic example to mosaic.png (installs only what drawing needs)
#   make test      runs the whole test suite (also installs the tests' rsvg, Chromium and jsonschema)
EXAMPLE ?= mosaic
OUT ?= $(EXAMPLE).png

.PHONY: example test test-quick setup setup-test bench release gallery lint format docs fuzz sanitize
setup:
	@bash scripts/setup.sh draw

setup-test:
	@bash scripts/setup.sh test

example: setup
	swift build --product render
	.build/debug/render --layout $(EXAMPLE) $(OUT)
	@echo "wrote $(OUT)"

test: setup-test lint
	swift build --build-tests
	swift test --skip-build
	.build/debug/render check Fixtures --baselines Snapshots --quiet

# A contributor's quick loop: every test except those tagged .slow (headless Chromium, child processes
# under limits, the consumer package's build, the 3,083-spec schema parity); `make test` runs them all.
test-quick:
	swift build --build-tests
	SKIP_SLOW_TESTS=1 swift test --skip-build

# Style and shape checks, run by `make test`: the formatter's lint (configuration in .swift-format),
# the embedded web assets current (scripts/embed-assets.py) and their JavaScript parsed by node
# where it is installed,
# and the engine's purity (nothing in Sources/LayoutEngine, code or its DocC articles, imports anything:
# no Foundation, no Cairo; code that needs the renderer is documented in the CairoRenderer catalog).
lint:
	swift format lint --strict --recursive --parallel Sources Tests Package.swift
	python3 scripts/embed-assets.py --check
	@if command -v node >/dev/null 2>&1; then for f in Sources/*/Web/*.js; do node --check "$$f" || exit 1; done; fi
	@if grep -rnE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]' Sources/LayoutEngine; then \
		echo "error: Sources/LayoutEngine must import nothing (keep Foundation, Cairo and files at the edges)"; exit 1; fi

# Formats every Swift file in place (run before committing; `make lint` checks it).
format:
	swift format format --in-place --recursive --parallel Sources Tests Package.swift

# Release builds link the Swift runtime statically: `render` starts in about 9 ms instead of 16
# (no dynamic loading and binding of the Swift libraries), which matters for a command run once
# per diagram.
RELEASE = swift build -c release --static-swift-stdlib

# The optimised `render`, in .build/release/render.
release: setup
	$(RELEASE) --product render
	@echo "built .build/release/render"

# The performance table of Docs/Performance.md: release builds of layout-bench and render, then
# about 20 seconds of measurements (every figure next to its target, PASS or FAIL). glibc's malloc
# puts large allocations on transparent huge pages (a 32 MB frame array: 16 page faults instead
# of 8,000), as an application with 10^6-item layouts would ask it to; the engine makes no
# system calls of its own.
bench: setup
	$(RELEASE) --product layout-bench && $(RELEASE) --product render
	GLIBC_TUNABLES=glibc.malloc.hugetlb=1 .build/release/layout-bench

# Regenerates Docs/Gallery.md from Fixtures/ and Snapshots/ (the `render gallery` subcommand;
# ReadmeTests fails when the page is out of date).
gallery: setup
	swift build --product render
	.build/debug/render gallery Fixtures --images Snapshots -o Docs/Gallery.md

# The DocC documentation of every library product (swift-docc-plugin; warnings are errors), into
# .build/docs/NAME.doccarchive, then the check that every public symbol has a /// comment
# (scripts/doc-coverage.swift, over the symbol graphs the plugin extracted). Catalog images are symbolic links to Snapshots/ (no copies in git);
# the archives get the files themselves.
DOCC_TARGETS = LayoutEngine LayoutSpec LayoutScene CairoRenderer LayoutDiagrams LayoutSnapshotTesting LayoutCheck CompositionalUIKit
docs: setup
	@set -e; mkdir -p .build/docs; for t in $(DOCC_TARGETS); do \
		swift package --disable-sandbox generate-documentation --target $$t --warnings-as-errors \
			--output-path .build/docs/$$t.doccarchive; \
		for link in $$(find .build/docs/$$t.doccarchive -type l); do \
			cp -L Sources/$$t/$$t.docc/Resources/$$(basename $$link) $$link.copy && mv -f $$link.copy $$link; \
		done; \
	done
	@swift scripts/doc-coverage.swift $$(ls .build/*/extracted-symbols/*/*/*.symbols.json | grep -E '/($(shell echo $(DOCC_TARGETS) | tr ' ' '|'))/')
	@echo "built .build/docs/{$(shell echo $(DOCC_TARGETS) | tr ' ' ',')}.doccarchive; every public symbol has a doc comment"

# libFuzzer on the spec path (FuzzSpec: JSON and YAML decoding, layout, attributes JSON, and the
# diagram as PNG, SVG and HTML), the PNG path (FuzzPNG: decode, diff) and the baselines of a check
# (FuzzBaseline: an attributes file and a baseline PNG compared with a drawn spec), each from its
# seed corpus (Fuzz/*/corpus, replayed first) with its dictionary, for FUZZ_SECONDS of new inputs
# per target. New inputs go to .build-fuzz/corpus (not committed); a crash writes crash-* in the
# current folder: replay it with `swift run FuzzSpec crash-...` (or FuzzPNG, FuzzBaseline).
FUZZ_SECONDS ?= 60
FUZZ_BUILD = swift build -c release --build-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -parse-as-library -Xswiftc -DFUZZING
FUZZ_RUN = -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096
fuzz: setup
	$(FUZZ_BUILD) --product FuzzSpec
	$(FUZZ_BUILD) --product FuzzPNG
	$(FUZZ_BUILD) --product FuzzBaseline
	mkdir -p .build-fuzz/corpus/spec .build-fuzz/corpus/png .build-fuzz/corpus/baseline
	.build-fuzz/release/FuzzSpec $(FUZZ_RUN) -dict=Fuzz/spec/spec.dict .build-fuzz/corpus/spec Fuzz/spec/corpus
	.build-fuzz/release/FuzzPNG $(FUZZ_RUN) -dict=Fuzz/png/png.dict .build-fuzz/corpus/png Fuzz/png/corpus
	.build-fuzz/release/FuzzBaseline $(FUZZ_RUN) -dict=Fuzz/baseline/baseline.dict .build-fuzz/corpus/baseline \
		Fuzz/baseline/corpus

# The whole suite under AddressSanitizer (+ LeakSanitizer, suppressions in .ci/lsan.supp) and
# ThreadSanitizer, each in its own build folder (Docs/Contributing.md).
sanitize: setup
	swift build --build-tests --build-path .build-asan -Xswiftc -sanitize=address
	SANITIZER=address LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp swift test --skip-build --build-path .build-asan
	swift build --build-tests --build-path .build-tsan -Xswiftc -sanitize=thread
	SANITIZER=thread TSAN_OPTIONS=suppressions=$(CURDIR)/.ci/tsan.supp swift test --skip-build --build-path .build-tsan
