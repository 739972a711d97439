import Testing

@testable import LayoutEngine

/// Large staggered sections group their own frames by start (`StaggeredSection.placeItemsGrouped`,
/// `LayoutBuilder.appendCellsGroupedByStart`) instead of appending them in item order for the
/// index to group: the same frames, bit for bit, the same errors, and exact queries.
@Suite struct StaggeredGroupedTests {
    /// `section` laid out from `start` into a fresh builder, its frames grouped here or not.
    static func layout(
        _ section: StaggeredSection, _ direction: ScrollDirection, grouping: Bool,
        start: Double = 12.5
    ) throws -> (result: LayoutResult, end: Double) {
        let container = direction == .vertical ? Size(width: 1024, height: 800) : Size(width: 800, height: 1024)
        let env = PluginEnvironment(containerSize: container, scrollDirection: direction, section: 0)
        var builder = LayoutBuilder(scrollDirection: direction, capacity: section.items.count)
        builder.beginSection()
        let cells = try section.layoutCells(from: start, in: env, into: &builder, groupingOwnFrames: grouping)
        builder.endSection(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        return (builder.finish(contentSize: container), cells.end)
    }

    static func section(_ count: Int, lanes: Int, lineSpacing: Double, seed: UInt64, tiny: Bool = false)
        -> StaggeredSection
    {
        var rng = SplitMix64(seed: seed)
        let items = (0..<count).map { i -> StaggeredSection.Item in
            // A few ratios so small (vertical) or large (horizontal) that the item's length is
            // infinite: its lane then ends at infinity.
            if tiny && i % 997 == 500 { return .init(aspectRatio: i % 2 == 0 ? 1e-320 : 1e308) }
            return .init(aspectRatio: Double.random(in: 0.3...3, using: &rng))
        }
        return StaggeredSection(
            items: items, lineCount: lanes,
            options: PluginSectionOptions(minimumLineSpacing: lineSpacing, minimumInteritemSpacing: 6))
    }

    @Test(arguments: ScrollDirection.allCases, [2, 3, 6, 8])
    func groupedFramesAreTheItemOrderFrames(direction: ScrollDirection, lanes: Int) throws {
        for (count, lineSpacing, tiny) in [(1_024, 0.0, false), (1_500, 7.0, true), (5_003, 10.0, false)] {
            let section = Self.section(
                count, lanes: lanes, lineSpacing: lineSpacing, seed: UInt64(count * lanes), tiny: tiny)
            let plain = try Self.layout(section, direction, grouping: false)
            let grouped = try Self.layout(section, direction, grouping: true)
            #expect(grouped.end == plain.end)
            #expect(grouped.result.elements == plain.result.elements)
            #expect(AxisIndexTests.index(grouped.result).isReordered)
            AxisIndexTests.expectQueriesMatchBruteForce(grouped.result, seed: UInt64(count &+ lanes))
        }
    }

    @Test func theFirstBadAspectRatioIsTheError() throws {
        var section = Self.section(3_000, lanes: 4, lineSpacing: 10, seed: 5)
        section.items[2_000].aspectRatio = -1
        section.items[2_500].aspectRatio = .nan
        for grouping in [false, true] {
            #expect(
                throws: LayoutError(
                    path: "sections[0].items[2000].aspectRatio",
                    "must be a finite number greater than 0 (width / height), got -1")
            ) {
                _ = try Self.layout(section, .vertical, grouping: grouping)
            }
        }
    }

    /// A composite with two large staggered sections (each grouped by itself) and a flow section
    /// between them: the grouped range spans all three, the flow's elements in their own order.
    @Test(arguments: ScrollDirection.allCases)
    func twoGroupedSectionsInOneResult(direction: ScrollDirection) throws {
        var rng = SplitMix64(seed: 77)
        let flow = FlowSection(
            items: (0..<700).map { _ in
                Size(width: Double.random(in: 40...200, using: &rng), height: Double.random(in: 40...300, using: &rng))
            })
        let layout = CompositeLayout(sections: [
            Self.section(2_000, lanes: 5, lineSpacing: 3, seed: 1), flow,
            Self.section(1_200, lanes: 3, lineSpacing: 0, seed: 2),
        ])
        let container = direction == .vertical ? Size(width: 1024, height: 800) : Size(width: 800, height: 1024)
        let result = try layout.layout(in: LayoutContext(containerSize: container, scrollDirection: direction))
        let index = AxisIndexTests.index(result)
        #expect(index.grouped == 0..<3_900)
        for p in stride(from: 0, to: result.elements.count, by: 7) {
            #expect(result.attributes(for: result.elements[p].id)?.frame == result.elements[p].frame)
        }
        AxisIndexTests.expectQueriesMatchBruteForce(result, seed: 9)
    }

    /// Cells that step back elsewhere (appended in item order, far apart along the scroll axis)
    /// make the index group everything itself: the section grouped by the kind is put back in item
    /// order first. Queries stay exact and every frame is where its element is.
    @Test func steppingBackElsewhereRegroupsEverything() throws {
        let section = Self.section(2_048, lanes: 6, lineSpacing: 10, seed: 3)
        let env = PluginEnvironment(
            containerSize: Size(width: 1024, height: 800), scrollDirection: .vertical, section: 0)
        var builder = LayoutBuilder(scrollDirection: .vertical)
        builder.beginSection()
        let end = try section.layoutCells(from: 0, in: env, into: &builder, groupingOwnFrames: true).end
        builder.endSection(frame: Rect(x: 0, y: 0, width: 1024, height: end))
        // Two lanes of 3,000 cells each, the second far behind the first.
        builder.beginSection()
        for i in 0..<3_000 {
            builder.appendCell(Rect(x: 0, y: end + Double(i) * 50, width: 100, height: 40))
            builder.appendCell(Rect(x: 200, y: end + Double(i) * 5, width: 100, height: 4))
        }
        builder.endSection(frame: Rect(x: 0, y: end, width: 1024, height: 150_000))
        let result = builder.finish(contentSize: Size(width: 1024, height: end + 150_000))
        let plain = try Self.layout(section, .vertical, grouping: false, start: 0).result
        for p in 0..<section.items.count { #expect(result.elements[p].frame == plain.elements[p].frame) }
        #expect(AxisIndexTests.index(result).isReordered)
        AxisIndexTests.expectQueriesMatchBruteForce(result, seed: 4)
    }
}
