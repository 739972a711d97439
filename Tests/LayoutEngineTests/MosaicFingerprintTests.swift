import Testing
@testable import LayoutEngine

/// Mosaic's frames, bit for bit, on seeded workloads: the checksums were recorded from the code
/// before the item loop was optimised (lane vector, rounding without libm, per-direction loops), so
/// any change in any frame of any case fails the test.
@Suite struct MosaicFingerprintTests {
    typealias Item = MosaicSection.Item

    /// One case: a seeded section laid out in a container.
    struct Case: CustomStringConvertible {
        var seed: UInt64
        var count = 300
        var lineCount: Int
        var lineMultiple: Double
        var direction: ScrollDirection = .vertical
        var ratios: ClosedRange<Double> = 0.5...2
        var bigShare = 0.5
        var lineSpacing = 10.0
        var interitemSpacing = 10.0
        var insets = EdgeInsets.zero
        var header: Size? = nil
        var width = 375.0
        var description: String {
            "seed \(seed) lanes \(lineCount) m \(lineMultiple) \(direction) ratios \(ratios) spacing \(lineSpacing)/\(interitemSpacing)"
        }

        func section(_ rng: inout SplitMix64) -> MosaicSection {
            let items = (0..<count).map { _ in
                Item(aspectRatio: Double.random(in: ratios, using: &rng), canBeBig: Double.random(in: 0..<1, using: &rng) < bigShare)
            }
            return MosaicSection(items: items, lineCount: lineCount, lineMultiple: lineMultiple,
                                 options: PluginSectionOptions(insets: insets, minimumLineSpacing: lineSpacing,
                                                               minimumInteritemSpacing: interitemSpacing, header: header))
        }

        /// FNV-1a over the bit patterns of every element's frame and the content size.
        func checksum() throws -> UInt64 {
            var rng = SplitMix64(seed: seed)
            // Two sections: the second starts where the first ends (a non-zero start).
            let layout = MosaicLayout(sections: [section(&rng), section(&rng)])
            let size = direction == .vertical ? Size(width: width, height: 600) : Size(width: 600, height: width)
            let result = try pluginResult(layout, width: size.width, height: size.height, direction)
            var hash: UInt64 = 0xcbf29ce484222325
            func mix(_ value: Double) {
                var bits = value.bitPattern
                for _ in 0..<8 { hash = (hash ^ (bits & 0xff)) &* 0x100000001b3; bits >>= 8 }
            }
            for element in result.elements {
                mix(element.frame.minX); mix(element.frame.minY); mix(element.frame.width); mix(element.frame.height)
            }
            mix(result.contentSize.width); mix(result.contentSize.height)
            return hash
        }
    }

    static let cases: [(Case, UInt64)] = [
        (Case(seed: 1, lineCount: 3, lineMultiple: 50), 0xf2929cabc6510d9f),
        (Case(seed: 2, lineCount: 6, lineMultiple: 50), 0xedbe53cd390210db),
        (Case(seed: 3, lineCount: 6, lineMultiple: 50, direction: .horizontal), 0xdf008a5b176fe7ae),
        (Case(seed: 4, lineCount: 1, lineMultiple: 20), 0xe6c0a41f1d34ca2a),
        (Case(seed: 5, lineCount: 2, lineMultiple: 7.3, direction: .horizontal, bigShare: 0.9), 0x573c3b5c83543edd),
        (Case(seed: 6, lineCount: 8, lineMultiple: 20, ratios: 0.2...5, interitemSpacing: 0), 0x494d747a8c9ea61d),
        (Case(seed: 7, lineCount: 9, lineMultiple: 30, bigShare: 0.8), 0xf051e3571a440b1b),
        (Case(seed: 8, lineCount: 12, lineMultiple: 3, direction: .horizontal, ratios: 0.3...3, width: 800), 0xed2850424c2264ea),
        (Case(seed: 9, lineCount: 7, lineMultiple: 0.1, direction: .horizontal, lineSpacing: 0), 0xcfb73ef1abb4ef1f),
        (Case(seed: 10, lineCount: 5, lineMultiple: 1, direction: .horizontal, ratios: 0.9...1.1, lineSpacing: 0, interitemSpacing: 0), 0xfe58db75021fedb3),
        (Case(seed: 11, lineCount: 4, lineMultiple: 100, ratios: 0.01...100, lineSpacing: 2.5, interitemSpacing: 1.25,
              insets: EdgeInsets(top: 3, left: 7.5, bottom: 11, right: 2), header: Size(width: 10, height: 33.3)), 0xbe69ba45845eb023),
        (Case(seed: 12, lineCount: 8, lineMultiple: 25, direction: .horizontal, ratios: 1e-9...1e-7, width: 500), 0xf00ef63665d0a2ae),
        (Case(seed: 13, lineCount: 3, lineMultiple: 20, ratios: 1e-17...3e-14), 0x1c42b09ceaa47f6e),
        (Case(seed: 14, lineCount: 6, lineMultiple: 0.001, direction: .horizontal, ratios: 0.5...2, lineSpacing: 0.0003), 0xe2cb0c08147a1cc5),
        (Case(seed: 15, lineCount: 16, lineMultiple: 40, bigShare: 1, width: 1000), 0x480240a7fbca4fd0),
        (Case(seed: 16, lineCount: 6, lineMultiple: 50, ratios: 1...1, bigShare: 1), 0x7b1dee7cfad83239),
        (Case(seed: 18, count: 1200, lineCount: 6, lineMultiple: 50), 0xf40e31eccd770a45),
        (Case(seed: 17, lineCount: 6, lineMultiple: 50, ratios: 0.999...1.001, bigShare: 0.3, width: 376.1), 0xb33654d4a3bc5208),
    ]

    @Test(arguments: cases.indices)
    func framesAreUnchanged(_ index: Int) throws {
        let (testCase, expected) = Self.cases[index]
        let checksum = try testCase.checksum()
        #expect(checksum == expected, "case \(index) (\(testCase)): 0x\(String(checksum, radix: 16))")
    }

    /// The first bad aspect ratio is the error, wherever it is (before or after a batch of 512 cells).
    @Test(arguments: [(0, Double.nan), (1, 0), (513, -0.0), (700, .infinity), (999, -.infinity), (5, -.ulpOfOne)])
    func theFirstBadAspectRatioIsTheError(_ index: Int, _ ratio: Double) {
        var items = (0..<1000).map { Item(aspectRatio: 0.5 + Double($0 % 7) / 4, canBeBig: $0 % 3 != 0) }
        items[index].aspectRatio = ratio
        items[999].aspectRatio = index == 999 ? ratio : .nan
        for direction in [ScrollDirection.vertical, .horizontal] {
            #expect(throws: LayoutError(path: "sections[0].items[\(index)].aspectRatio",
                                        "must be a finite number greater than 0 (width / height), got \(formatNumber(ratio))")) {
                try MosaicLayout(sections: [MosaicSection(items: items, lineCount: 6)])
                    .layout(in: LayoutContext(containerSize: Size(width: 375, height: 600), scrollDirection: direction))
            }
        }
    }
}
