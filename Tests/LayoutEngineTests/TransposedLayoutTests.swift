import Testing

@testable import LayoutEngine

/// The horizontal layouts of the vertical algorithms (`TransposableLayout`), with literal values
/// worked out on the transposed problem.
@Suite struct TransposedLayoutTests {
    /// Items 40x30, 50x30 and 40x50 under a header 20 wide, in a container 300 x 100, no insets,
    /// spacings 5. Transposed: a 100 pt wide vertical layout of 30x40, 30x50 and 50x40 under a
    /// header 20 tall: the first line holds items 0 and 1 (30 + 5 + 30; the third, 50, no longer
    /// fits), the second line starts at 20 + 50 + 5 = 75. Back in the horizontal layout: a column
    /// of items 0 and 1 at x 20 (left-aligned, the transposed `top`), item 2 in the next column.
    @Test func alignedHorizontalIsTheTransposedProblemsVerticalLayout() throws {
        let layout = AlignedLayout(
            sections: [
                AlignedLayout.Section(
                    attributes: AlignedLayout.SectionAttributes(itemSpacing: 5, lineSpacing: 5), headerHeight: 20,
                    items: [
                        AlignedLayout.Item(width: 40, height: 30), AlignedLayout.Item(width: 50, height: 30),
                        AlignedLayout.Item(width: 40, height: 50),
                    ])
            ], sectionSpacing: 0, contentInsets: .zero)
        let context = LayoutContext(containerSize: Size(width: 300, height: 100), scrollDirection: .horizontal)
        let r = try layout.layout(in: context)
        expectInvariants(r)
        #expect(r.scrollDirection == .horizontal && r.contentSize == Size(width: 115, height: 100))
        #expect(
            r.elements.map(\.description) == [
                "header 0 x=0 y=0 w=20 h=100", "cell 0.0 x=20 y=0 w=40 h=30", "cell 0.1 x=20 y=35 w=50 h=30",
                "cell 0.2 x=75 y=0 w=40 h=50",
            ])
        // The pinned header pins to the leading edge along the scroll axis, x = the offset.
        let visible = r.visibleElements(contentOffset: Point(x: 30, y: 0), viewportSize: Size(width: 300, height: 100))
        #expect(visible.first?.description == "header 0 x=30 y=0 w=20 h=100 z=901")
        // The definition, checked on the public API.
        let transposed = try layout.transposed().layout(in: context.transposed).transposed()
        #expect(r == transposed)
    }

    /// A column layout of 2 columns scrolled horizontally: columns become rows of height
    /// (100 - 2 * 8 - 8) / 2 = 38, and an item's explicit `height` (a length along the scroll axis)
    /// is its width.
    @Test func columnHorizontalRowsAndLengths() throws {
        let layout = ColumnLayout(
            sections: [ColumnLayout.Section(items: [ColumnLayout.Item(height: 30), ColumnLayout.Item(height: 60)])],
            columnCount: 2, pinHeadersToTop: false)
        let r = try layout.layout(
            in: LayoutContext(containerSize: Size(width: 400, height: 100), scrollDirection: .horizontal))
        #expect(
            r.elements.map(\.description) == ["cell 0.0 x=16 y=8 w=30 h=38", "cell 0.1 x=16 y=54 w=60 h=38"])
        #expect(r.contentSize == Size(width: 84, height: 100))
    }

    /// Errors of the transposed problem name the keys of the problem asked.
    @Test func errorsNameTheKeysOfTheHorizontalProblem() throws {
        let e = LayoutError(
            path: "sections[0].options.insets.left",
            "the left and right insets (60 and 50) leave no room in the 100 pt wide container")
        #expect(
            e.transposed().description
                == "sections[0].options.insets.top: the top and bottom insets (60 and 50) leave no room in the 100 pt tall container"
        )
        let column = ColumnLayout(
            sections: [ColumnLayout.Section(items: [], sectionInset: EdgeInsets(top: 60, bottom: 50))])
        #expect(
            throws: LayoutError(
                path: "sections[0].options.insets",
                "the top and bottom insets (60 + 50) leave no room for a column in the 100 pt tall container; make them add up to less than 100"
            )
        ) {
            try column.layout(
                in: LayoutContext(containerSize: Size(width: 400, height: 100), scrollDirection: .horizontal))
        }
    }
}
