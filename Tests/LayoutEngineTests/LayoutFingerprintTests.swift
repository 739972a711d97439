import Testing

@testable import LayoutEngine

/// Fingerprints of seeded layouts of every kind, recorded from the engine before the work on the
/// index and on `staggered` (issue 7): every element's ID and frame, bit for bit, hashed in
/// element order, and every layout's rect queries against a brute-force filter of its frames. A
/// change to the index or to a kind's loop that moves a single frame by one ulp fails here.
@Suite struct LayoutFingerprintTests {
    /// FNV-1a over the element count, each element's ID and the bit patterns of its frame.
    static func fingerprint(_ result: LayoutResult) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash = (hash ^ (word >> UInt64(shift) & 0xff)) &* 0x100_0000_01b3
            }
        }
        mix(UInt64(result.elements.count))
        for e in result.elements {
            mix(UInt64(e.id.section) << 32 | UInt64(UInt32(truncatingIfNeeded: e.id.item)))
            mix(UInt64(e.id.kind == .header ? 1 : e.id.kind == .cell ? 2 : 3))
            for v in [e.frame.x, e.frame.y, e.frame.width, e.frame.height] { mix(v.bitPattern) }
        }
        mix(result.contentSize.width.bitPattern)
        mix(result.contentSize.height.bitPattern)
        return hash
    }

    static func randomSize(_ rng: inout SplitMix64) -> Size {
        Size(
            width: Double(Int.random(in: 60...200, using: &rng)), height: Double(Int.random(in: 60...300, using: &rng)))
    }

    static func ratios(_ n: Int, _ rng: inout SplitMix64) -> [StaggeredSection.Item] {
        (0..<n).map { _ in .init(aspectRatio: Double.random(in: 0.3...3, using: &rng)) }
    }

    /// The seeded workloads: every kind (as in `layout-bench`, a few hundred items), and
    /// `staggered` with edge cases (one lane, more lanes than items, no items, headers and
    /// footers, insets, zero and large spacing, several sections, both directions).
    static let workloads: [(name: String, direction: ScrollDirection, make: @Sendable () -> any CollectionLayout)] = [
        (
            "aligned", .vertical,
            {
                var rng = SplitMix64(seed: 1)
                return AlignedLayout(sections: [
                    AlignedLayout.Section(
                        items: (0..<400).map { _ in
                            let s = randomSize(&rng)
                            return AlignedLayout.Item(width: s.width, height: s.height)
                        })
                ])
            }
        ),
        (
            "waterfall", .vertical,
            {
                var rng = SplitMix64(seed: 2)
                return WaterfallLayout(
                    sections: [
                        WaterfallLayout.Section(
                            items: (0..<400).map { _ in
                                let s = randomSize(&rng)
                                return WaterfallLayout.Item(width: s.width, height: s.height)
                            })
                    ], columnCount: 4)
            }
        ),
        (
            "list", .vertical,
            {
                var rng = SplitMix64(seed: 3)
                return ListLayout(sections: [
                    ListLayout.Section(items: (0..<400).map { _ in ListLayout.Item(height: randomSize(&rng).height) })
                ])
            }
        ),
        (
            "column", .vertical,
            {
                var rng = SplitMix64(seed: 4)
                return ColumnLayout(
                    sections: [
                        ColumnLayout.Section(
                            items: (0..<400).map { _ in ColumnLayout.Item(height: randomSize(&rng).height) })
                    ],
                    columnCount: 4, layoutStrategy: .shortestFirst)
            }
        ),
        (
            "styled-flow", .vertical,
            {
                var rng = SplitMix64(seed: 5)
                return StyledFlowLayout(sections: [
                    StyledFlowLayout.Section(
                        items: (0..<400).map { _ in StyledFlowLayout.Item(style: .flow(randomSize(&rng))) })
                ])
            }
        ),
        (
            "grid", .horizontal,
            { GridLayout(itemCounts: [333, 5], lineItemCount: 4, itemSpacing: 10, lineSpacing: 10) }
        ),
        (
            "flow", .vertical,
            {
                var rng = SplitMix64(seed: 7)
                return FlowLayout(sections: [FlowSection(items: (0..<400).map { _ in randomSize(&rng) })])
            }
        ),
        (
            "flow-start", .horizontal,
            {
                var rng = SplitMix64(seed: 8)
                return FlowLayout(
                    sections: [FlowSection(items: (0..<400).map { _ in randomSize(&rng) })], alignment: .start)
            }
        ),
        (
            "fraction-grid", .vertical,
            {
                var rng = SplitMix64(seed: 9)
                return FractionGridLayout(sections: [
                    FractionGridSection(
                        items: (0..<400).map { _ in
                            .init(
                                lineFraction: Int.random(in: 1...6, using: &rng),
                                aspectRatio: Double.random(in: 0.5...2, using: &rng))
                        })
                ])
            }
        ),
        (
            "mosaic", .vertical,
            {
                var rng = SplitMix64(seed: 10)
                return MosaicLayout(
                    sections: [
                        MosaicSection(
                            items: (0..<400).map { _ in
                                .init(
                                    aspectRatio: Double.random(in: 0.5...2, using: &rng),
                                    canBeBig: Bool.random(using: &rng))
                            }, lineCount: 6)
                    ], effects: [.elastic(), .fade()])
            }
        ),
        (
            "composite", .vertical,
            {
                var rng = SplitMix64(seed: 11)
                return CompositeLayout(sections: [
                    FlowSection(items: (0..<100).map { _ in randomSize(&rng) }),
                    FractionGridSection(
                        items: (0..<100).map { _ in
                            .init(
                                lineFraction: Int.random(in: 1...6, using: &rng),
                                aspectRatio: Double.random(in: 0.5...2, using: &rng))
                        }),
                    StaggeredSection(items: ratios(100, &rng), lineCount: 6),
                    MosaicSection(
                        items: (0..<100).map { _ in
                            .init(
                                aspectRatio: Double.random(in: 0.5...2, using: &rng), canBeBig: Bool.random(using: &rng)
                            )
                        }, lineCount: 6),
                ])
            }
        ),
        (
            "staggered", .vertical,
            {
                var rng = SplitMix64(seed: 12)
                return StaggeredLayout(sections: [StaggeredSection(items: ratios(500, &rng), lineCount: 6)])
            }
        ),
        (
            "staggered-horizontal", .horizontal,
            {
                var rng = SplitMix64(seed: 13)
                return StaggeredLayout(sections: [StaggeredSection(items: ratios(300, &rng), lineCount: 4)])
            }
        ),
        (
            "staggered-one-lane", .vertical,
            {
                var rng = SplitMix64(seed: 14)
                return StaggeredLayout(sections: [StaggeredSection(items: ratios(200, &rng), lineCount: 1)])
            }
        ),
        (
            "staggered-edges", .vertical,
            {
                var rng = SplitMix64(seed: 15)
                let boxed = PluginSectionOptions(
                    insets: EdgeInsets(top: 7, left: 13, bottom: 3, right: 21), minimumLineSpacing: 0,
                    minimumInteritemSpacing: 0.5, header: Size(width: 10, height: 44),
                    footer: Size(width: 10, height: 17))
                return StaggeredLayout(
                    sections: [
                        StaggeredSection(items: ratios(3, &rng), lineCount: 8, options: boxed),
                        StaggeredSection(items: [], lineCount: 3, options: boxed),
                        StaggeredSection(
                            items: ratios(257, &rng), lineCount: 7,
                            options: PluginSectionOptions(
                                minimumLineSpacing: 33.3, minimumInteritemSpacing: 0, footer: Size(width: 1, height: 9))
                        ),
                        StaggeredSection(items: ratios(16, &rng), lineCount: 2, options: boxed),
                    ], sectionHeadersPinToVisibleBounds: true)
            }
        ),
        (
            "staggered-horizontal-edges", .horizontal,
            {
                var rng = SplitMix64(seed: 16)
                return StaggeredLayout(sections: [
                    StaggeredSection(
                        items: ratios(129, &rng), lineCount: 5,
                        options: PluginSectionOptions(
                            insets: EdgeInsets(top: 5, left: 9, bottom: 11, right: 2), minimumLineSpacing: 100,
                            header: Size(width: 60, height: 60))),
                    StaggeredSection(items: ratios(1, &rng), lineCount: 3),
                ])
            }
        ),
    ]

    /// Recorded from the engine before the change (commit 8a0c259).
    static let expected: [String: UInt64] = [
        "aligned": 14_596_330_128_568_431_210,
        "column": 12_170_819_120_605_068_318,
        "composite": 929_041_341_430_269_747,
        "flow-start": 8_166_156_614_700_338_006,
        "flow": 13_819_548_184_974_765_153,
        "fraction-grid": 3_052_820_834_884_186_468,
        "grid": 12_584_792_408_917_009_492,
        "list": 6_708_850_698_886_550_531,
        "mosaic": 2_101_680_724_551_511_380,
        "staggered-edges": 1_761_543_797_616_453_251,
        "staggered-horizontal-edges": 15_016_369_422_740_660_738,
        "staggered-horizontal": 6_989_805_712_893_550_122,
        "staggered-one-lane": 14_353_161_817_667_031_705,
        "staggered": 14_265_503_879_544_478_260,
        "styled-flow": 11_797_124_895_278_132_280,
        "waterfall": 10_809_626_369_581_446_399,
    ]

    @Test(arguments: workloads.indices)
    func framesAreUnchangedAndQueriesMatchBruteForce(_ w: Int) throws {
        let (name, direction, make) = Self.workloads[w]
        let container = direction == .vertical ? Size(width: 1024, height: 800) : Size(width: 800, height: 1024)
        let result = try make().layout(in: LayoutContext(containerSize: container, scrollDirection: direction))
        let fingerprint = Self.fingerprint(result)
        #expect(fingerprint == Self.expected[name], "\(name): fingerprint \(fingerprint)")
        AxisIndexTests.expectQueriesMatchBruteForce(result, seed: UInt64(w) &+ 100)
    }
}
