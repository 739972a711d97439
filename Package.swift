// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way: LayoutEngine <- LayoutSpec <- (renderer) <- render.
// LayoutEngine and LayoutSpec import nothing: no Foundation, no Cairo.
let package = Package(
    name: "CollectionLayouts",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .executable(name: "render", targets: ["render"]),
        .executable(name: "layout-bench", targets: ["Benchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .target(name: "LayoutEngine", dependencies: []),
        .target(name: "LayoutSpec", dependencies: ["LayoutEngine"]),
        .executableTarget(
            name: "render",
            dependencies: [
                "LayoutEngine", "LayoutSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift run -c release layout-bench`: the performance table of README.md.
        .target(name: "CHeapInfo"),
        .executableTarget(name: "Benchmarks", dependencies: ["LayoutEngine", "LayoutSpec", "CHeapInfo"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "LayoutEngine"]),
        // End-to-end tests: run the built `render` binary as a user would.
        .testTarget(name: "RenderCLITests", dependencies: ["render"]),
    ],
    swiftLanguageModes: [.v6]
)
