import Testing

@testable import LayoutEngine

/// Rect queries on staggered and mosaic layouts, whose frames are not ordered along the scroll axis
/// (the original's binary search misses visible items there): `elements(in:)` must equal a
/// brute-force filter, and `visibleElements(in:)` must equal applying the effects to every element
/// and filtering.
@Suite struct PluginRectQueryTests {
    static func randomLayout(seed: UInt64, _ d: ScrollDirection) -> (any CollectionLayout, Size) {
        var rng = SplitMix64(seed: seed)
        let container =
            d == .vertical
            ? Size(width: Double.random(in: 200...800, using: &rng), height: 600)
            : Size(width: 600, height: Double.random(in: 200...800, using: &rng))
        let effects: [ScrollEffect] = [
            .elastic(
                spacing: Double.random(in: -120...120, using: &rng), span: Double.random(in: 50...400, using: &rng)),
            .fade(),
        ]
        var sections: [any PluginSection] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let options = PluginSectionOptions(
                insets: EdgeInsets(all: Double(Int.random(in: 0...12, using: &rng))),
                minimumLineSpacing: Double(Int.random(in: 0...10, using: &rng)),
                minimumInteritemSpacing: Double(Int.random(in: 0...10, using: &rng)),
                header: Bool.random(using: &rng) ? Size(width: 40, height: 40) : nil,
                footer: Bool.random(using: &rng) ? Size(width: 20, height: 20) : nil,
                sectionHeadersPinToVisibleBounds: Bool.random(using: &rng),
                sectionFootersPinToVisibleBounds: Bool.random(using: &rng),
                effects: Bool.random(using: &rng) ? effects : nil)
            let n = Int.random(in: 0...60, using: &rng)
            let ratios = (0..<n).map { _ in Double.random(in: 0.3...3, using: &rng) }
            let lanes = Int.random(in: 1...5, using: &rng)
            if Bool.random(using: &rng) {
                sections.append(
                    StaggeredSection(items: ratios.map { .init(aspectRatio: $0) }, lineCount: lanes, options: options))
            } else {
                sections.append(
                    MosaicSection(
                        items: ratios.map { .init(aspectRatio: $0, canBeBig: Bool.random(using: &rng)) },
                        lineCount: lanes, lineMultiple: Double(Int.random(in: 10...80, using: &rng)), options: options))
            }
        }
        return (CompositeLayout(sections: sections, effects: [.fade(span: 300)]), container)
    }

    @Test(arguments: ScrollDirection.allCases)
    func rectQueriesEqualABruteForceFilter(direction: ScrollDirection) throws {
        for seed in UInt64(1)...60 {
            let (layout, container) = Self.randomLayout(seed: seed, direction)
            let result = try layout.layout(in: LayoutContext(containerSize: container, scrollDirection: direction))
            #expect(result.invariantViolations() == [], "seed \(seed)")
            var rng = SplitMix64(seed: seed &* 7919)
            let content = result.contentSize
            for _ in 0..<40 {
                let x = Double.random(in: -50...(content.width + 50), using: &rng)
                let y = Double.random(in: -50...(content.height + 50), using: &rng)
                let rect = R(x, y, Double.random(in: 0...500, using: &rng), Double.random(in: 0...500, using: &rng))
                #expect(
                    result.elements(in: rect) == result.elements.filter { $0.frame.intersects(rect) },
                    "seed \(seed), rect \(rect)")

                let viewport = Rect(origin: rect.origin, size: container)
                let expected = result.elements.compactMap { element -> LayoutAttributes? in
                    var a = element
                    for effect in result.sections[a.section].effects {
                        effect.apply(
                            to: &a, section: result.sections[a.section], viewport: viewport, direction: direction)
                    }
                    return a.frame.intersects(viewport) ? a : nil
                }
                #expect(result.visibleElements(in: viewport) == expected, "seed \(seed), viewport \(viewport)")
            }
        }
    }
}
