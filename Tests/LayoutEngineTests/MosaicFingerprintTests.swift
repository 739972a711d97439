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
                Item(
                    aspectRatio: Double.random(in: ratios, using: &rng),
                    canBeBig: Double.random(in: 0..<1, using: &rng) < bigShare)
            }
            return MosaicSection(
                items: items, lineCount: lineCount, lineMultiple: lineMultiple,
                options: PluginSectionOptions(
                    insets: insets, minimumLineSpacing: lineSpacing,
                    minimumInteritemSpacing: interitemSpacing, header: header))
        }

        /// FNV-1a over the bit patterns of every element's frame and the content size.
        func checksum() throws -> UInt64 {
            var rng = SplitMix64(seed: seed)
            // Two sections: the second starts where the first ends (a non-zero start).
            let layout = MosaicLayout(sections: [section(&rng), section(&rng)])
            let size = direction == .vertical ? Size(width: width, height: 600) : Size(width: 600, height: width)
            let result = try pluginResult(layout, width: size.width, height: size.height, direction)
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            func mix(_ value: Double) {
                var bits = value.bitPattern
                for _ in 0..<8 {
                    hash = (hash ^ (bits & 0xff)) &* 0x100_0000_01b3
                    bits >>= 8
                }
            }
            for element in result.elements {
                mix(element.frame.minX)
                mix(element.frame.minY)
                mix(element.frame.width)
                mix(element.frame.height)
            }
            mix(result.contentSize.width)
            mix(result.contentSize.height)
            return hash
        }
    }

    static let cases: [(Case, UInt64)] = [
        (Case(seed: 1, lineCount: 3, lineMultiple: 50), 0xf292_9cab_c651_0d9f),
        (Case(seed: 2, lineCount: 6, lineMultiple: 50), 0xedbe_53cd_3902_10db),
        (Case(seed: 3, lineCount: 6, lineMultiple: 50, direction: .horizontal), 0xdf00_8a5b_176f_e7ae),
        (Case(seed: 4, lineCount: 1, lineMultiple: 20), 0xe6c0_a41f_1d34_ca2a),
        (Case(seed: 5, lineCount: 2, lineMultiple: 7.3, direction: .horizontal, bigShare: 0.9), 0x573c_3b5c_8354_3edd),
        (Case(seed: 6, lineCount: 8, lineMultiple: 20, ratios: 0.2...5, interitemSpacing: 0), 0x494d_747a_8c9e_a61d),
        (Case(seed: 7, lineCount: 9, lineMultiple: 30, bigShare: 0.8), 0xf051_e357_1a44_0b1b),
        (
            Case(seed: 8, lineCount: 12, lineMultiple: 3, direction: .horizontal, ratios: 0.3...3, width: 800),
            0xed28_5042_4c22_64ea
        ),
        (Case(seed: 9, lineCount: 7, lineMultiple: 0.1, direction: .horizontal, lineSpacing: 0), 0xcfb7_3ef1_abb4_ef1f),
        (
            Case(
                seed: 10, lineCount: 5, lineMultiple: 1, direction: .horizontal, ratios: 0.9...1.1, lineSpacing: 0,
                interitemSpacing: 0), 0xfe58_db75_021f_edb3
        ),
        (
            Case(
                seed: 11, lineCount: 4, lineMultiple: 100, ratios: 0.01...100, lineSpacing: 2.5, interitemSpacing: 1.25,
                insets: EdgeInsets(top: 3, left: 7.5, bottom: 11, right: 2), header: Size(width: 10, height: 33.3)),
            0xbe69_ba45_845e_b023
        ),
        (
            Case(seed: 12, lineCount: 8, lineMultiple: 25, direction: .horizontal, ratios: 1e-9...1e-7, width: 500),
            0xf00e_f636_65d0_a2ae
        ),
        (Case(seed: 13, lineCount: 3, lineMultiple: 20, ratios: 1e-17...3e-14), 0x1c42_b09c_eaa4_7f6e),
        (
            Case(
                seed: 14, lineCount: 6, lineMultiple: 0.001, direction: .horizontal, ratios: 0.5...2,
                lineSpacing: 0.0003), 0xe2cb_0c08_147a_1cc5
        ),
        (Case(seed: 15, lineCount: 16, lineMultiple: 40, bigShare: 1, width: 1000), 0x4802_40a7_fbca_4fd0),
        (Case(seed: 16, lineCount: 6, lineMultiple: 50, ratios: 1...1, bigShare: 1), 0x7b1d_ee7c_fad8_3239),
        (Case(seed: 18, count: 1200, lineCount: 6, lineMultiple: 50), 0xf40e_31ec_cd77_0a45),
        (
            Case(seed: 17, lineCount: 6, lineMultiple: 50, ratios: 0.999...1.001, bigShare: 0.3, width: 376.1),
            0xb336_54d4_a3bc_5208
        ),
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
            #expect(
                throws: LayoutError(
                    path: "sections[0].items[\(index)].aspectRatio",
                    "must be a finite number greater than 0 (width / height), got \(formatNumber(ratio))")
            ) {
                try MosaicLayout(sections: [MosaicSection(items: items, lineCount: 6)])
                    .layout(in: LayoutContext(containerSize: Size(width: 375, height: 600), scrollDirection: direction))
            }
        }
    }
}
