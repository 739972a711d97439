import Testing

@testable import LayoutEngine

/// Right-to-left layouts (`LayoutDirection.rightToLeft`): the left-to-right layout mirrored across
/// the content width, with literal values.
@Suite struct MirroredLayoutTests {
    /// Two cells 30 and 40 wide, 5 apart, in a 100 pt container: left to right at x 0 and 35,
    /// right to left at 100 - 0 - 30 = 70 and 100 - 35 - 40 = 25 (`left` alignment is leading).
    @Test func alignedVerticalRightToLeft() throws {
        let layout = AlignedLayout(
            sections: [
                AlignedLayout.Section(
                    attributes: AlignedLayout.SectionAttributes(itemSpacing: 5),
                    items: [AlignedLayout.Item(width: 30, height: 20), AlignedLayout.Item(width: 40, height: 20)])
            ], contentInsets: .zero)
        let r = try layout.layout(
            in: LayoutContext(containerSize: Size(width: 100, height: 100), layoutDirection: .rightToLeft))
        expectInvariants(r)
        #expect(r.layoutDirection == .rightToLeft && r.contentSize == Size(width: 100, height: 20))
        #expect(r.elements.map(\.description) == ["cell 0.0 x=70 y=0 w=30 h=20", "cell 0.1 x=25 y=0 w=40 h=20"])
    }

    /// The horizontal aligned layout of `TransposedLayoutTests` (content 115 wide) right to left:
    /// the header at 115 - 0 - 20 = 95, the first column's cells at 115 - 20 - 40 = 55 and
    /// 115 - 20 - 50 = 45, the second column's at 0. At offset 35 in a 50 pt viewport (the mirror of
    /// offset 115 - 50 - 35 = 30 left to right, where the header pins at x 30) the header pins to
    /// the viewport's leading edge, the right one: x 115 - 30 - 20 = 65, ending at 85.
    @Test func alignedHorizontalRightToLeftPinsToTheRightEdge() throws {
        let layout = AlignedLayout(
            sections: [
                AlignedLayout.Section(
                    attributes: AlignedLayout.SectionAttributes(itemSpacing: 5, lineSpacing: 5), headerHeight: 20,
                    items: [
                        AlignedLayout.Item(width: 40, height: 30), AlignedLayout.Item(width: 50, height: 30),
                        AlignedLayout.Item(width: 40, height: 50),
                    ])
            ], sectionSpacing: 0, contentInsets: .zero)
        let r = try layout.layout(
            in: LayoutContext(
                containerSize: Size(width: 50, height: 100), scrollDirection: .horizontal, layoutDirection: .rightToLeft
            ))
        expectInvariants(r)
        #expect(
            r.elements.map(\.description) == [
                "header 0 x=95 y=0 w=20 h=100", "cell 0.0 x=55 y=0 w=40 h=30", "cell 0.1 x=45 y=35 w=50 h=30",
                "cell 0.2 x=0 y=0 w=40 h=50",
            ])
        let visible = r.visibleElements(contentOffset: Point(x: 35, y: 0), viewportSize: Size(width: 50, height: 100))
        #expect(
            visible.map(\.description) == [
                "header 0 x=65 y=0 w=20 h=100 z=901", "cell 0.0 x=55 y=0 w=40 h=30", "cell 0.1 x=45 y=35 w=50 h=30",
                "cell 0.2 x=0 y=0 w=40 h=50",
            ])
        // The rect query of a mirrored horizontal result answers through the unmirrored index.
        #expect(r.elements(in: Rect(x: 96, y: 0, width: 1, height: 1)).map(\.id) == [.header(0)])
        #expect(r.elements(in: Rect(x: 38, y: 0, width: 5, height: 100)).map(\.id) == [.cell(0, 2)])
        // Mirroring back gives the left-to-right layout.
        #expect(
            r.mirrored().elements.map(\.frame)
                == (try layout.layout(
                    in: LayoutContext(containerSize: Size(width: 50, height: 100), scrollDirection: .horizontal)))
                .elements.map(\.frame))
    }
}
