import Testing

@testable import LayoutEngine

/// The index groups by start only the elements that need it (`AxisIndex.groupedBlocks`): in a
/// composite layout, the staggered sections, not the flow and mosaic sections around them.
@Suite struct PartialGroupingTests {
    /// Flow, staggered, flow, staggered, mosaic sections of `count` items; with `short`, flow,
    /// staggered, flow, mosaic (the grouped part is then less than half of the elements, and is put
    /// in order in place).
    static func composite(_ count: Int, seed: UInt64, short: Bool = false) -> CompositeLayout {
        var rng = SplitMix64(seed: seed)
        func sizes() -> [Size] {
            (0..<count).map { _ in
                Size(width: Double.random(in: 40...200, using: &rng), height: Double.random(in: 40...300, using: &rng))
            }
        }
        func staggered(_ lanes: Int) -> StaggeredSection {
            StaggeredSection(
                items: (0..<count).map { _ in .init(aspectRatio: Double.random(in: 0.3...3, using: &rng)) },
                lineCount: lanes,
                options: PluginSectionOptions(header: Size(width: 30, height: 30)))
        }
        var sections: [any PluginSection] = [
            FlowSection(items: sizes()),
            staggered(6),
            FlowSection(items: sizes(), options: PluginSectionOptions(footer: Size(width: 20, height: 20))),
        ]
        if !short { sections.append(staggered(4)) }
        return CompositeLayout(
            sections: sections + [
                MosaicSection(
                    items: (0..<count).map { _ in
                        .init(aspectRatio: Double.random(in: 0.5...2, using: &rng), canBeBig: Bool.random(using: &rng))
                    },
                    lineCount: 5)
            ])
    }

    @Test(arguments: ScrollDirection.allCases, [3, 40, 700, 3_000])
    func onlyTheStaggeredSectionsAreGrouped(direction: ScrollDirection, count: Int) throws {
        let container = direction == .vertical ? Size(width: 1024, height: 800) : Size(width: 800, height: 1024)
        let context = LayoutContext(containerSize: container, scrollDirection: direction)
        let short = try Self.composite(count, seed: UInt64(count) &+ 9, short: true).layout(in: context)
        if count == 3_000 {
            let grouped = AxisIndexTests.index(short).grouped
            #expect(grouped.lowerBound > count - 16 && grouped.count < 2 * count, "\(grouped)")
        }
        AxisIndexTests.expectQueriesMatchBruteForce(short, seed: UInt64(count) &+ 1)
        let result = try Self.composite(count, seed: UInt64(count) &+ 7).layout(in: context)
        let index = AxisIndexTests.index(result)
        if count == 3_000 {
            // The first flow section (elements 0..<count) and the mosaic section (the last count)
            // stay in element order, but for the blocks of 16 they share with the staggered ones.
            #expect(index.isReordered)
            #expect(index.grouped.lowerBound > count - 16, "\(index.grouped)")
            #expect(index.grouped.upperBound < 4 * count + 3 + 16, "\(index.grouped)")
        }
        // Every element's frame, through the slots or not, is the one the kind placed.
        let positions = Array(result.elements.indices)
        #expect(
            positions.allSatisfy { result.attributes(for: result.elements[$0].id)?.frame == result.elements[$0].frame })
        AxisIndexTests.expectQueriesMatchBruteForce(result, seed: UInt64(count))
    }
}
