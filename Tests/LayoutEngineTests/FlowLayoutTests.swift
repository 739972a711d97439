import Testing

@testable import LayoutEngine

@Suite struct FlowLayoutTests {
    /// 300 wide; insets top 5, left 10, bottom 5, right 10; spacing 10; header 20, footer 15.
    /// Line 1 holds items 0-2 (ends at 270 <= 290); item 3 (150) would end at 440: new line; item 4
    /// does not fit after item 3 either; item 5 fits after item 4 on the last line.
    static func section(_ alignment: FlowLayoutAlignment? = nil) -> FlowSection {
        FlowSection(
            items: [
                Size(width: 80, height: 40), Size(width: 100, height: 20), Size(width: 60, height: 30),
                Size(width: 150, height: 50), Size(width: 200, height: 10), Size(width: 50, height: 30),
            ],
            alignment: alignment,
            options: PluginSectionOptions(
                insets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10),
                header: Size(width: 0, height: 20), footer: Size(width: 300, height: 15)))
    }

    @Test func defaultAlignmentJustifiesCentresALoneItemAndLeavesTheLastLinePacked() throws {
        let result = try pluginResult(FlowLayout(sections: [Self.section()]), width: 300, height: 500)
        #expect(result.frame(.header(0)) == R(0, 0, 300, 20))
        #expect(
            result.cellFrames() == [
                // justified: free space 20 spread over two gaps; centred across the line (tallest 40)
                R(10, 25, 80, 40), R(110, 35, 100, 20), R(230, 30, 60, 30),
                // lone item on a non-last line: centred, (280 - 150) / 2 = 65 from the inset
                R(75, 75, 150, 50),
                // last line: packed at the left, top-aligned
                R(10, 135, 200, 10), R(220, 135, 50, 30),
            ])
        #expect(result.frame(.footer(0)) == R(0, 170, 300, 15))
        #expect(result.contentSize == Size(width: 300, height: 185))
        #expect(result.sections[0].frame == R(0, 0, 300, 185))
    }

    @Test(arguments: [
        (
            FlowLayoutAlignment.start,
            [
                R(10, 25, 80, 40), R(100, 35, 100, 20), R(210, 30, 60, 30),
                R(10, 75, 150, 50), R(10, 145, 200, 10), R(220, 135, 50, 30),
            ]
        ),
        (
            .center,
            [
                R(20, 25, 80, 40), R(110, 35, 100, 20), R(220, 30, 60, 30),
                R(75, 75, 150, 50), R(20, 145, 200, 10), R(230, 135, 50, 30),
            ]
        ),
        (
            .end,
            [
                R(30, 25, 80, 40), R(120, 35, 100, 20), R(230, 30, 60, 30),
                R(140, 75, 150, 50), R(30, 145, 200, 10), R(240, 135, 50, 30),
            ]
        ),
    ])
    func otherAlignmentsPackEveryLineIncludingTheLast(alignment: FlowLayoutAlignment, expected: [Rect]) throws {
        let result = try pluginResult(
            FlowLayout(sections: [Self.section()], alignment: alignment), width: 300, height: 500)
        #expect(result.cellFrames() == expected)
        // The section's own alignment wins over the layout's.
        let own = try pluginResult(
            FlowLayout(sections: [Self.section(alignment)], alignment: .default), width: 300, height: 500)
        #expect(own.cellFrames() == expected)
    }

    @Test func horizontalFlowIsTheTransposeOfVertical() throws {
        // Items, insets and supplementary sizes transposed: lines become columns advancing right.
        let section = FlowSection(
            items: [
                Size(width: 40, height: 80), Size(width: 20, height: 100), Size(width: 30, height: 60),
                Size(width: 50, height: 150), Size(width: 10, height: 200), Size(width: 30, height: 50),
            ],
            options: PluginSectionOptions(
                insets: EdgeInsets(top: 10, left: 5, bottom: 10, right: 5),
                header: Size(width: 20, height: 0), footer: Size(width: 15, height: 300)))
        let result = try pluginResult(FlowLayout(sections: [section]), width: 500, height: 300, .horizontal)
        #expect(result.frame(.header(0)) == R(0, 0, 20, 300))
        #expect(
            result.cellFrames() == [
                R(25, 10, 40, 80), R(35, 110, 20, 100), R(30, 230, 30, 60),
                R(75, 75, 50, 150),
                R(135, 10, 10, 200), R(135, 220, 30, 50),
            ])
        #expect(result.frame(.footer(0)) == R(170, 0, 15, 300))
        #expect(result.contentSize == Size(width: 185, height: 300))
        let vertical = try pluginResult(FlowLayout(sections: [Self.section()]), width: 300, height: 500)
        #expect(result.elements.map { transposed($0.frame) } == vertical.elements.map(\.frame))
    }

    @Test func anItemLongerThanTheLineOverflowsOnItsOwnLine() throws {
        // Kept from the original: the first item of a line is never tested; on a non-last line with
        // default alignment it is centred, so it overflows on both sides.
        let section = FlowSection(
            items: [Size(width: 250, height: 20), Size(width: 50, height: 20)],
            options: PluginSectionOptions(insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
        let result = try FlowLayout(sections: [section]).layout(
            in: LayoutContext(containerSize: Size(width: 200, height: 100)))
        #expect(result.cellFrames() == [R(-25, 0, 250, 20), R(10, 30, 50, 20)])
        #expect(
            result.invariantViolations() == ["cell 0.0 x=-25 y=0 w=250 h=20 lies outside the content size 200 x 50"])
    }

    @Test func headerNeedsOnlyItsScrollAxisLengthAndSpansTheContainer() throws {
        // A header of width 0 and height 30 exists (UIKit's rule), 320 wide; a footer of height 0 does not.
        let section = FlowSection(
            items: [Size(width: 50, height: 50)],
            options: PluginSectionOptions(header: Size(width: 0, height: 30), footer: Size(width: 320, height: 0)))
        let result = try pluginResult(FlowLayout(sections: [section]), width: 320, height: 400)
        #expect(result.elements.map(\.id) == [.header(0), .cell(0, 0)])
        #expect(result.frame(.header(0)) == R(0, 0, 320, 30))
        #expect(result.frame(.cell(0, 0)) == R(0, 30, 50, 50))
    }

    @Test func emptySectionsStillAddTheirInsetsAndSupplementaryViews() throws {
        let empty = FlowSection(
            items: [],
            options: PluginSectionOptions(
                insets: EdgeInsets(top: 7, left: 0, bottom: 3, right: 0),
                header: Size(width: 0, height: 20), footer: Size(width: 0, height: 10)))
        let result = try pluginResult(FlowLayout(sections: [empty, empty]), width: 100, height: 100)
        #expect(
            result.elements.map(\.frame) == [R(0, 0, 100, 20), R(0, 30, 100, 10), R(0, 40, 100, 20), R(0, 70, 100, 10)])
        #expect(result.contentSize == Size(width: 100, height: 80))
        #expect(
            try FlowLayout(sections: []).layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
                .contentSize == .zero)
    }

    @Test func zeroSizeItemsStillTakeTheirSpacing() throws {
        let section = FlowSection(
            items: [Size(width: 0, height: 0), Size(width: 0, height: 0), Size(width: 20, height: 20)],
            alignment: .start)
        let result = try pluginResult(FlowLayout(sections: [section]), width: 100, height: 100)
        #expect(result.cellFrames() == [R(0, 10, 0, 0), R(10, 10, 0, 0), R(20, 0, 20, 20)])
    }

    @Test func badValuesAreErrorsNamingTheParameter() {
        let ctx = LayoutContext(containerSize: Size(width: 100, height: 100))
        #expect(
            throws: LayoutError(path: "sections[0].items[1]", "the item's size must be finite and >= 0, got 10 x -1")
        ) {
            try FlowLayout(sections: [FlowSection(items: [Size(width: 1, height: 1), Size(width: 10, height: -1)])])
                .layout(in: ctx)
        }
        #expect(
            throws: LayoutError(
                path: "sections[0].options.minimumLineSpacing",
                "must be a finite number >= 0, got -1; use 0 or a positive value")
        ) {
            try FlowLayout(sections: [FlowSection(items: [], options: PluginSectionOptions(minimumLineSpacing: -1))])
                .layout(in: ctx)
        }
        #expect(throws: LayoutError(path: "options.effects[0].span", "must be a finite number greater than 0, got 0")) {
            try FlowLayout(sections: [], effects: [.fade(span: 0)]).layout(in: ctx)
        }
    }
}
