// swift-tools-version: 6.2
import PackageDescription

// Swift 6.2 or later: the engine appends frames through `OutputSpan` (Array.append(addingCapacity:)).
//
// Dependencies point one way (every target; tests depend on what they test, plus TestSupport):
//   (LayoutEngine, EmbeddedAssets) <- LayoutSpec
//   LayoutEngine <- LayoutScene <- CairoRenderer (C: CCairo, CPNG, CPNGRead, CDeflate; EmbeddedAssets)
//   EmbeddedAssets (the decoder of files embedded by scripts/embed-assets.py: web assets, example specs)
//   LayoutEngine <- CompositionalUIKit (UIKit's compositional-layout API, translated to the engine's model)
//   CSafeIO <- SafeIO (files: atomic writes, bounded reads, the folder walker, one FileError)
//   (LayoutSpec, LayoutScene, CairoRenderer, SafeIO) <- LayoutDiagrams (a diagram request: one settings
//     value, a prepared diagram placed once, its bytes in any format; a spec's diagram written atomically)
//   (LayoutSpec, SafeIO, Yams) <- SpecFiles (spec files: which files of a folder are specs, JSON or YAML)
//   (LayoutSpec, LayoutScene, LayoutDiagrams, SpecFiles) <- LayoutCheck <- LayoutSnapshotTesting
//   (LayoutDiagrams, LayoutCheck, SpecFiles, ArgumentParser) <- RenderCommands <- render (main.swift)
//   FuzzDriver <- FuzzSpec, FuzzPNG, FuzzBaseline (libFuzzer targets, `make fuzz`)
//   (LayoutCheck, CHeapInfo, CReference, ...) <- Benchmarks (layout-bench, `make bench`)
//   BrowserTesting (headless Chromium, for tests of HTML pages); TestSupport (tests' shared helpers)
// LayoutEngine, LayoutSpec and LayoutScene import no Foundation and no Cairo (LayoutSpec imports only
// EmbeddedAssets besides the engine). CairoRenderer is the only target that imports CCairo, CPNG and
// CDeflate (system libraries found through pkg-config; install them with `bash scripts/setup.sh`).
let package = Package(
    name: "CollectionLayouts",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutScene", targets: ["LayoutScene"]),
        .library(name: "CairoRenderer", targets: ["CairoRenderer"]),
        .library(name: "LayoutDiagrams", targets: ["LayoutDiagrams"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        .library(name: "LayoutCheck", targets: ["LayoutCheck"]),
        .library(name: "SafeIO", targets: ["SafeIO"]),
        .library(name: "SpecFiles", targets: ["SpecFiles"]),
        .executable(name: "render", targets: ["render"]),
        .executable(name: "layout-bench", targets: ["Benchmarks"]),
        .library(name: "CompositionalUIKit", targets: ["CompositionalUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // YAML specs (`render spec.yaml`); only the SpecFiles target uses it.
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        // DocC catalogs: `make docs` (swift package generate-documentation; only the plugin, no code).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        .target(name: "LayoutEngine", dependencies: []),
        // Examples/: each kind's built-in example spec as a real JSON file, embedded by scripts/embed-assets.py.
        .target(name: "LayoutSpec", dependencies: ["LayoutEngine", "EmbeddedAssets"], exclude: ["Examples"]),
        .target(name: "EmbeddedAssets"),
        .target(name: "LayoutScene", dependencies: ["LayoutEngine"]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // libdeflate: the PNG image data's deflate and inflate (whole buffers, faster than zlib both ways).
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // libpng's classic API for decoding (every bit depth, interlaced, no gamma), in C for setjmp.
        .target(name: "CPNGRead", dependencies: ["CPNG"]),
        // Web/: the HTML diagram's script and style as real files, embedded by scripts/embed-assets.py.
        .target(
            name: "CairoRenderer",
            dependencies: ["LayoutScene", "CCairo", "CPNG", "CPNGRead", "CDeflate", "EmbeddedAssets"],
            exclude: ["Web"]),
        // Diagram requests: one settings value (from flags, a spec or Swift) and a prepared diagram
        // (placed once, every check, bytes in any format); `Diagram.write(document, to:)` draws a
        // spec as `render` does, written atomically by SafeIO. Every front end draws through it.
        .target(
            name: "LayoutDiagrams",
            dependencies: ["LayoutEngine", "LayoutSpec", "LayoutScene", "CairoRenderer", "SafeIO"]),
        // Visual regression checks: geometry change lists, pixel comparisons (exact or pixelmatch's),
        // the folder check of `render check`, and its HTML, JSON and JUnit reports.
        // Web/: the report's script and style as real files, embedded by scripts/embed-assets.py.
        .target(
            name: "LayoutCheck",
            dependencies: [
                "LayoutEngine", "LayoutSpec", "LayoutScene", "CairoRenderer", "LayoutDiagrams", "SafeIO", "SpecFiles",
                "EmbeddedAssets",
            ],
            exclude: ["Web"]),
        .target(
            name: "LayoutSnapshotTesting",
            dependencies: [
                "LayoutEngine", "LayoutScene", "CairoRenderer", "LayoutDiagrams", "LayoutSpec", "LayoutCheck",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Files written atomically (no clobbering, no partial files) and read with limits; only the
        // C library below it (CSafeIO: the signal handler that removes temporary files).
        .target(name: "CSafeIO"),
        .target(name: "SafeIO", dependencies: ["CSafeIO"]),
        // Spec files for every command: the one rule for which files of a folder are specs
        // (*.json, *.yaml, *.yml; not *.attributes.json, not hidden) and the one loader (JSON, or
        // YAML through Yams with a budget on what aliases expand to).
        .target(
            name: "SpecFiles",
            dependencies: ["LayoutEngine", "LayoutSpec", "SafeIO", .product(name: "Yams", package: "Yams")]),
        // `render`'s commands (argument parsing, the subcommands, their effects at one edge: Files,
        // Output), a library so that tests call them in the process; the executable is main.swift.
        .target(
            name: "RenderCommands",
            dependencies: [
                "LayoutEngine", "LayoutSpec", "LayoutScene", "CairoRenderer", "LayoutDiagrams", "LayoutCheck", "SafeIO",
                "SpecFiles", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "render", dependencies: ["RenderCommands", "SafeIO"]),
        // Headless Chromium over the DevTools protocol (a pipe, no network), for tests of HTML pages.
        .target(name: "BrowserTesting"),
        // `swift run -c release layout-bench`: the performance table of README.md.
        .target(name: "CHeapInfo"),
        .target(name: "CReference"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "LayoutEngine", "LayoutSpec", "LayoutScene", "CairoRenderer", "LayoutCheck", "CHeapInfo", "CReference",
            ]),
        // libFuzzer targets (`make fuzz`): the spec path, the PNG path and the baselines of a check; a plain
        // build replays files.
        .target(name: "FuzzDriver", dependencies: []),
        .executableTarget(
            name: "FuzzSpec",
            dependencies: [
                "FuzzDriver", "LayoutEngine", "LayoutSpec", "LayoutScene", "CairoRenderer", "LayoutDiagrams",
                "SpecFiles",
            ]),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzDriver", "CairoRenderer", "LayoutCheck"]),
        .executableTarget(
            name: "FuzzBaseline", dependencies: ["FuzzDriver", "CairoRenderer", "LayoutDiagrams", "LayoutCheck"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        // Helpers shared by test targets (device nodes that a buggy build cannot destroy).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SafeIOTests", dependencies: ["SafeIO", "TestSupport"]),
        .testTarget(name: "SpecFilesTests", dependencies: ["SpecFiles", "LayoutSpec", "SafeIO"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "LayoutEngine", "TestSupport"]),
        // Scene commands, checked without Cairo (a recording renderer).
        .testTarget(name: "LayoutSceneTests", dependencies: ["LayoutScene", "LayoutEngine", "LayoutSpec"]),
        // The Cairo backend: PNG codec, determinism, size limit, rsvg cross-check (compared with
        // LayoutCheck's ImageComparer, the one pixel comparator).
        .testTarget(
            name: "CairoRendererTests",
            dependencies: [
                "CairoRenderer", "LayoutScene", "LayoutEngine", "LayoutSpec", "LayoutCheck", "EmbeddedAssets",
                "TestSupport",
            ]),
        // The diagram layer: settings from flags, a spec or Swift; a prepared diagram's bytes.
        .testTarget(
            name: "LayoutDiagramsTests",
            dependencies: ["LayoutDiagrams", "CairoRenderer", "LayoutScene", "LayoutEngine", "LayoutSpec"]),
        // Every Fixtures/NAME.json against Snapshots/NAME.png and Snapshots/NAME.svg.
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "LayoutSnapshotTesting", "CairoRenderer", "LayoutDiagrams", "LayoutScene", "LayoutSpec", "LayoutEngine",
                "LayoutCheck", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "BrowserTestingTests", dependencies: ["BrowserTesting", "TestSupport"]),
        // Geometry changes, pixelmatch parity, the folder check, the report writers, the report in Chromium.
        .testTarget(
            name: "LayoutCheckTests",
            dependencies: [
                "LayoutCheck", "LayoutEngine", "LayoutSpec", "LayoutScene", "CairoRenderer", "LayoutDiagrams",
                "BrowserTesting", "LayoutSnapshotTesting", "SafeIO", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["pixelmatch", "Snapshots"]),
        // The documentation's Swift blocks: each is a snippet (Snippets/, built and run) or an example
        // test (Examples/, with its snapshot baselines in __Snapshots__).
        .testTarget(
            name: "DocExampleTests",
            dependencies: [
                "LayoutEngine", "LayoutSpec", "LayoutScene", "CairoRenderer", "LayoutDiagrams", "LayoutSnapshotTesting",
                "LayoutCheck", "TestSupport", "CompositionalUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Examples/__Snapshots__", "Examples/Layouts"]),
        // `render`'s commands, called in the test process (CLI.run), and end-to-end tests that run the
        // built binary as a user would (exit codes, signals, limits, standard input).
        // (and the HTML diagram in headless Chromium, against the JSON output)
        .testTarget(
            name: "RenderCLITests",
            dependencies: [
                "render", "RenderCommands", "CairoRenderer", "LayoutDiagrams", "LayoutSpec", "LayoutEngine",
                "LayoutScene", "BrowserTesting", "TestSupport",
            ]),
        // UIKit's compositional layout names (NSCollectionLayoutItem, ...) over the engine's model, so
        // that an app's layout function compiles on Linux; Foundation for CGFloat, CGSize and CGRect.
        .target(name: "CompositionalUIKit", dependencies: ["LayoutEngine"]),
        .testTarget(
            name: "CompositionalUIKitTests", dependencies: ["CompositionalUIKit", "LayoutEngine", "LayoutSpec"]),
    ],
    swiftLanguageModes: [.v6]
)
