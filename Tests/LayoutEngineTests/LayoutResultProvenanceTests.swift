import LayoutEngine
import Testing

/// A result knows the scale it was computed for and the kind that made it (for diagrams and
/// snapshot assertions that default to them); neither takes part in `==`.
@Suite struct LayoutResultProvenanceTests {
    @Test func aKindNamesItsResultAndKeepsTheScale() throws {
        let grid = try GridLayout(itemCounts: [4], lineItemCount: 2)
            .layout(in: LayoutContext(containerSize: Size(width: 100, height: 100), scale: 3))
        #expect(grid.kindName == "grid")
        #expect(grid.scale == 3)
        let list = try ListLayout(sections: [.init(itemCount: 2)], itemHeight: 20)
            .layout(in: LayoutContext(containerSize: Size(width: 100, height: 100), scale: 2))
        #expect(list.kindName == "list")
        #expect(list.scale == 2)
    }

    @Test func aHorizontalTransposedLayoutKeepsBoth() throws {
        let aligned = AlignedLayout(sections: [.init(items: [.init(width: 40, height: 30)])])
        let result = try aligned.layout(
            in: LayoutContext(containerSize: Size(width: 200, height: 100), scrollDirection: .horizontal, scale: 2))
        #expect(result.kindName == "aligned")
        #expect(result.scale == 2)
    }

    @Test func aResultAssembledByHandHasNeither() {
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: Rect(x: 0, y: 0, width: 10, height: 10), cells: [Rect(x: 0, y: 0, width: 10, height: 10)])
        let result = b.finish(contentSize: Size(width: 10, height: 10))
        #expect(result.kindName == nil)
        #expect(result.scale == 1)
        var named = result
        named.kindName = "grid"
        named.scale = 2
        #expect(named == result)
    }
}
