import Testing

@testable import LayoutEngine

@Suite struct FractionGridLayoutTests {
    typealias Item = FractionGridSection.Item

    @Test func mixedFractionsShareALine() throws {
        // Line 300 (320 minus insets 10): 1/1 -> 300, 1/2 -> 145, 1/4 -> 67.5; spacing 10.
        let section = FractionGridSection(
            items: [
                Item(lineFraction: 1, aspectRatio: 3), Item(lineFraction: 2, aspectRatio: 1),
                Item(lineFraction: 4, aspectRatio: 0.5), Item(lineFraction: 4, aspectRatio: 0.5),
                Item(lineFraction: 2, aspectRatio: 2),
            ],
            options: PluginSectionOptions(insets: EdgeInsets(all: 10)))
        let result = try pluginResult(FractionGridLayout(sections: [section]), width: 320, height: 600)
        #expect(
            result.cellFrames() == [
                R(10, 10, 300, 100),
                // one half and two quarters fill the line exactly; the shorter quarters are centred
                R(10, 120, 145, 145), R(165, 125, 67.5, 135), R(242.5, 125, 67.5, 135),
                // last line: packed, top-aligned
                R(10, 275, 145, 72.5),
            ])
        #expect(result.contentSize == Size(width: 320, height: 357.5))
    }

    @Test func thirdsShareOneLineDespiteFloatingPointError() throws {
        // The behaviour file's case: 375 wide, insets 16, spacing 10, three thirds. Positions
        // accumulate, and the third item ends 1 ulp past the line (the original wraps it).
        let w = 107.66666666666667
        #expect((251.33333333333337 + w) + 16 > 375)
        let section = FractionGridSection(
            items: Array(repeating: Item(lineFraction: 3, aspectRatio: 1), count: 4),
            options: PluginSectionOptions(insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)))
        let result = try pluginResult(FractionGridLayout(sections: [section]), width: 375, height: 667)
        #expect(
            result.cellFrames() == [
                // justified by a free space of -5.7e-14: the positions move by a few ulps
                R(16, 0, w, w), R(133.66666666666666, 0, w, w), R(251.33333333333331, 0, w, w),
                R(16, w + 10, w, w),
            ])
    }

    @Test(arguments: [320.0, 375, 390, 393, 414, 428, 744, 768, 810, 834, 1024])
    func nItemsOfFractionNAlwaysShareALine(width: Double) throws {
        for n in 1...8 {
            for (inset, spacing) in [(0.0, 0.0), (16, 10), (20, 8), (12.5, 7.5)] {
                let section = FractionGridSection(
                    items: Array(repeating: Item(lineFraction: n), count: 2 * n),
                    options: PluginSectionOptions(insets: EdgeInsets(all: inset), minimumInteritemSpacing: spacing))
                let frames = try pluginResult(FractionGridLayout(sections: [section]), width: width, height: 600)
                    .cellFrames()
                let firstLine = frames.prefix { $0.minY == frames[0].minY }
                #expect(firstLine.count == n, "width \(width), n \(n), inset \(inset), spacing \(spacing)")
            }
        }
    }

    @Test func horizontalItemsTakeAFractionOfTheHeight() throws {
        // Line 200 (220 minus insets top/bottom 10): halves are 95 high, widths 95 * ratio.
        let section = FractionGridSection(
            items: [
                Item(lineFraction: 2, aspectRatio: 1.5), Item(lineFraction: 2, aspectRatio: 1),
                Item(lineFraction: 1, aspectRatio: 2),
            ],
            options: PluginSectionOptions(insets: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)))
        let result = try pluginResult(FractionGridLayout(sections: [section]), width: 400, height: 220, .horizontal)
        #expect(
            result.cellFrames() == [
                R(0, 10, 142.5, 95), R(23.75, 115, 95, 95), // a full column; the narrower item is centred across it
                R(152.5, 10, 400, 200), // the next column, lineSpacing 10 after the widest
            ])
        #expect(result.contentSize == Size(width: 552.5, height: 220))
    }

    @Test func fractionsThatLeaveNoRoomAreErrors() {
        let section = FractionGridSection(
            items: [Item(lineFraction: 11)], options: PluginSectionOptions(minimumInteritemSpacing: 10))
        #expect(
            throws: LayoutError(
                path: "sections[0].items[0].lineFraction",
                "11 items with minimumInteritemSpacing 10 leave no room in the 100 pt left after the insets (each item would be 0 pt); lower lineFraction, minimumInteritemSpacing or the insets"
            )
        ) {
            try FractionGridLayout(sections: [section]).layout(
                in: LayoutContext(containerSize: Size(width: 100, height: 100)))
        }
        #expect(
            throws: LayoutError(
                path: "sections[0].items[0].lineFraction", "must be at least 1, got 0; set it to 1 or more")
        ) {
            try FractionGridLayout(sections: [FractionGridSection(items: [Item(lineFraction: 0)])])
                .layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
        }
        #expect(
            throws: LayoutError(
                path: "sections[0].items[0].aspectRatio",
                "must be a finite number greater than 0 (width / height), got 0")
        ) {
            try FractionGridLayout(sections: [FractionGridSection(items: [Item(aspectRatio: 0)])])
                .layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
        }
    }
}
