import LayoutEngine

/// A small seeded generator (SplitMix64): the same workload on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One benchmark workload: a layout kind with n seeded random items in one section of a 1024 pt wide
/// container.
struct Workload: Sendable {
    var name: String
    var direction: ScrollDirection = .vertical
    /// Right to left: the result mirrored (`LayoutContext.layoutDirection`).
    var layoutDirection: LayoutDirection = .leftToRight
    var make: @Sendable (_ n: Int, _ rng: inout SplitMix64) -> any CollectionLayout
}

extension Workload {
    static let container = Size(width: 1024, height: 800)

    /// Random sizes as in the C programs of the issue: widths 60-200, heights 60-300.
    static func randomSize(_ rng: inout SplitMix64) -> Size {
        Size(
            width: Double(Int.random(in: 60...200, using: &rng)), height: Double(Int.random(in: 60...300, using: &rng)))
    }

    /// An aligned layout of `n` random sizes in one section.
    static func aligned(_ n: Int, _ rng: inout SplitMix64) -> AlignedLayout {
        AlignedLayout(sections: [
            AlignedLayout.Section(
                items: (0..<n).map { _ in
                    let s = randomSize(&rng)
                    return AlignedLayout.Item(width: s.width, height: s.height)
                })
        ])
    }

    /// A waterfall of four columns, `n` random sizes in one section.
    static func waterfall(_ n: Int, _ rng: inout SplitMix64) -> WaterfallLayout {
        WaterfallLayout(
            sections: [
                WaterfallLayout.Section(
                    items: (0..<n).map { _ in
                        let s = randomSize(&rng)
                        return WaterfallLayout.Item(width: s.width, height: s.height)
                    })
            ], columnCount: 4)
    }

    /// Every workload: one per kind, then the paths of issue 19 (`directionWorkloads`).
    static let all: [Workload] = kinds + directionWorkloads

    /// One workload per kind.
    static let kinds: [Workload] = [
        Workload(name: "aligned") { n, rng in aligned(n, &rng) },
        Workload(name: "waterfall") { n, rng in waterfall(n, &rng) },
        Workload(name: "list") { n, rng in
            ListLayout(sections: [
                ListLayout.Section(items: (0..<n).map { _ in ListLayout.Item(height: randomSize(&rng).height) })
            ])
        },
        Workload(name: "column") { n, rng in
            ColumnLayout(
                sections: [
                    ColumnLayout.Section(
                        items: (0..<n).map { _ in
                            ColumnLayout.Item(height: randomSize(&rng).height)
                        })
                ], columnCount: 4, layoutStrategy: .shortestFirst)
        },
        Workload(name: "styled-flow") { n, rng in
            StyledFlowLayout(sections: [
                StyledFlowLayout.Section(
                    items: (0..<n).map { _ in
                        StyledFlowLayout.Item(style: .flow(randomSize(&rng)))
                    })
            ])
        },
        Workload(name: "grid") { n, _ in
            GridLayout(itemCounts: [n], lineItemCount: 4, itemSpacing: 10, lineSpacing: 10)
        },
        // The default alignment: lines justified, the last one packed at the left.
        Workload(name: "flow") { n, rng in
            FlowLayout(sections: [FlowSection(items: (0..<n).map { _ in randomSize(&rng) })])
        },
        // Every line packed at the leading edge: the job of the C flow loop (left-aligned),
        // the one the "2x C" flow target compares with.
        Workload(name: "flow-start") { n, rng in
            FlowLayout(sections: [FlowSection(items: (0..<n).map { _ in randomSize(&rng) })], alignment: .start)
        },
        Workload(name: "fraction-grid") { n, rng in
            FractionGridLayout(sections: [
                FractionGridSection(
                    items: (0..<n).map { _ in
                        .init(
                            lineFraction: Int.random(in: 1...6, using: &rng),
                            aspectRatio: Double.random(in: 0.5...2, using: &rng))
                    })
            ])
        },
        Workload(name: "staggered") { n, rng in
            StaggeredLayout(sections: [
                StaggeredSection(
                    items: (0..<n).map { _ in .init(aspectRatio: Double.random(in: 0.5...2, using: &rng)) },
                    lineCount: 6)
            ])
        },
        Workload(name: "mosaic") { n, rng in
            MosaicLayout(
                sections: [
                    MosaicSection(
                        items: (0..<n).map { _ in
                            .init(
                                aspectRatio: Double.random(in: 0.5...2, using: &rng), canBeBig: Bool.random(using: &rng)
                            )
                        }, lineCount: 6)
                ], effects: [.elastic(), .fade()])
        },
        // A quarter of the items in each of four sections of different kinds.
        Workload(name: "composite") { n, rng in
            let q = n / 4
            return CompositeLayout(sections: [
                FlowSection(items: (0..<q).map { _ in randomSize(&rng) }),
                FractionGridSection(
                    items: (0..<q).map { _ in
                        .init(
                            lineFraction: Int.random(in: 1...6, using: &rng),
                            aspectRatio: Double.random(in: 0.5...2, using: &rng))
                    }),
                StaggeredSection(
                    items: (0..<q).map { _ in .init(aspectRatio: Double.random(in: 0.5...2, using: &rng)) },
                    lineCount: 6),
                MosaicSection(
                    items: (0..<(n - 3 * q)).map { _ in
                        .init(aspectRatio: Double.random(in: 0.5...2, using: &rng), canBeBig: Bool.random(using: &rng))
                    }, lineCount: 6),
            ])
        },
        // An App Store-like page repeated: carousels, a grid with badges, nested groups, a
        // self-sizing list (`Workload.compositional`).
        Workload(name: "compositional") { n, rng in compositional(n, &rng) },
    ]
}

/// What one pass of layout or query measurements covers at every size: `items` items in all, as
/// `layouts(n)` different seeded layouts of n items (1,000 layouts of 10^3 items, ..., one of
/// 10^6). Two reasons, both about measuring the code rather than the benchmark:
/// - A layout repeated over and over is learnt by the branch predictor: laying out the same
///   16,000-item fraction-grid again and again takes 5.0 ns per item, 32 different ones in turn
///   10.6, as much as one of 10^6 items. No app lays out the same items thousands of times in a
///   row; a pass of 10^6 items never repeats within a sample.
/// - The data in play is the same at every size: queries spread over a pass's layouts find their
///   frames in memory, not in L1, as they do at 10^6. What remains of a figure's growth with n is
///   the code's, not the cache's.
/// The benchmark also prints the old figures (one layout repeated, one layout queried) beside.
enum Pass {
    static let items = 1_000_000
    static func layouts(_ n: Int) -> Int { max(1, items / n) }
    /// The generator of layout k of the pass at n items; layout 0 has the seed the benchmark has
    /// always used (n), so that memory figures are unchanged.
    static func generator(_ n: Int, _ k: Int) -> SplitMix64 { SplitMix64(seed: UInt64(n) &+ UInt64(k) << 32) }
}

/// The sizes of the workloads, for the C programs: the same seeded sizes as `flow`'s.
extension Workload {
    static func randomSizes(_ n: Int, seed: UInt64) -> (widths: [Double], heights: [Double]) {
        var rng = SplitMix64(seed: seed)
        var widths: [Double] = []
        var heights: [Double] = []
        widths.reserveCapacity(n)
        heights.reserveCapacity(n)
        for _ in 0..<n {
            let s = randomSize(&rng)
            widths.append(s.width)
            heights.append(s.height)
        }
        return (widths, heights)
    }
}
