import LayoutEngine

/// A small seeded generator (SplitMix64): the same workload on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

/// One benchmark workload: a layout kind with n items in a 1024 pt wide container.
struct Workload: Sendable {
    var name: String
    var direction: ScrollDirection = .vertical
    var make: @Sendable (_ n: Int, _ rng: inout SplitMix64) -> any CollectionLayout
}

extension Workload {
    static let container = Size(width: 1024, height: 800)

    /// Random sizes as in the reference C programs: widths 60-200, heights 60-300.
    static func randomSize(_ rng: inout SplitMix64) -> Size {
        Size(width: Double(Int.random(in: 60...200, using: &rng)), height: Double(Int.random(in: 60...300, using: &rng)))
    }

    static let all: [Workload] = [
        Workload(name: "aligned") { n, rng in
            AlignedLayout(sections: [AlignedLayout.Section(items: (0..<n).map { _ in
                let s = randomSize(&rng)
                return AlignedLayout.Item(width: s.width, height: s.height)
            })])
        },
        Workload(name: "flow") { n, rng in
            FlowLayout(sections: [FlowSection(items: (0..<n).map { _ in randomSize(&rng) })])
        },
        Workload(name: "fraction-grid") { n, rng in
            FractionGridLayout(sections: [FractionGridSection(items: (0..<n).map { _ in
                .init(lineFraction: Int.random(in: 1...6, using: &rng), aspectRatio: Double.random(in: 0.5...2, using: &rng))
            })])
        },
        Workload(name: "staggered") { n, rng in
            StaggeredLayout(sections: [StaggeredSection(items: (0..<n).map { _ in .init(aspectRatio: Double.random(in: 0.5...2, using: &rng)) },
                                                        lineCount: 6)])
        },
        Workload(name: "mosaic") { n, rng in
            MosaicLayout(sections: [MosaicSection(items: (0..<n).map { _ in
                .init(aspectRatio: Double.random(in: 0.5...2, using: &rng), canBeBig: Bool.random(using: &rng))
            }, lineCount: 6)], effects: [.elastic(), .fade()])
        },
    ]
}
