import Testing

@testable import LayoutEngine

@Suite struct MosaicLayoutTests {
    typealias Item = MosaicSection.Item

    @Test func bigItemsSpanCollapseAndSnap() throws {
        // 340 wide, insets left/right/bottom 10, spacing 10: three lanes of 100; multiple 50.
        let items = [
            Item(aspectRatio: 1), // all lanes free: spans 3 (320), 320 -> 350
            Item(aspectRatio: 1), // previous is big: one lane
            Item(aspectRatio: 0.5), // topmost lanes 1 and 2 (lane 0 is lower): spans 2
            Item(aspectRatio: 1.5), // lane 0 alone is topmost
            Item(aspectRatio: 0.8, canBeBig: false), // 125 -> 150, no lane end within 50
            Item(aspectRatio: 1), // 100 -> 100 would end at 850; snaps to 820 (shrinks)
            Item(aspectRatio: 0.9), // portrait and all lanes free: collapses to lane 0
            Item(aspectRatio: 1.2), // lanes 1-2; lane 0's end 980 is exactly 50 away: no snap
            Item(aspectRatio: 2), // 50 would end at 1040; snaps to 1030
        ]
        let section = MosaicSection(
            items: items, lineCount: 3, lineMultiple: 50,
            options: PluginSectionOptions(insets: EdgeInsets(top: 0, left: 10, bottom: 10, right: 10)))
        let result = try pluginResult(MosaicLayout(sections: [section]), width: 340, height: 600)
        #expect(
            result.cellFrames() == [
                R(10, 10, 320, 350), // line spacing before the first row, kept from the original
                R(10, 370, 100, 100),
                R(120, 370, 210, 450),
                R(10, 480, 100, 100),
                R(10, 590, 100, 150),
                R(10, 750, 100, 70),
                R(10, 830, 100, 150),
                R(120, 830, 210, 200),
                R(10, 990, 100, 40),
            ])
        #expect(result.contentSize == Size(width: 340, height: 1040))
    }

    @Test func theRunIsTheFirstContiguousRunOfTopmostLanes() throws {
        // 430 wide, no insets, spacing 10: four lanes of 100; multiple 50.
        let items = [
            Item(aspectRatio: 1, canBeBig: false), Item(aspectRatio: 1, canBeBig: false),
            Item(aspectRatio: 0.5, canBeBig: false), Item(aspectRatio: 1, canBeBig: false),
            Item(aspectRatio: 1.5), // lanes 0, 1 and 3 end at 110: the run is {0, 1}
            Item(aspectRatio: 1), // after a big item: lane 3; would end at 220, snaps down to lane 2's 210
            Item(aspectRatio: 1), // lanes 2 and 3 end at 210: spans them
            Item(aspectRatio: 3, canBeBig: false), // 33 -> 50
            Item(aspectRatio: 2, canBeBig: false), // ends at 330, equal to lane 0: snaps to itself
            Item(aspectRatio: 1, canBeBig: false), // 100 would end at 440; grows to lane 2's 470
        ]
        let result = try pluginResult(
            MosaicLayout(sections: [MosaicSection(items: items, lineCount: 4, lineMultiple: 50)]),
            width: 430, height: 600)
        #expect(
            result.cellFrames() == [
                R(0, 10, 100, 100), R(110, 10, 100, 100), R(220, 10, 100, 200), R(330, 10, 100, 100),
                R(0, 120, 210, 150),
                R(330, 120, 100, 90),
                R(220, 220, 210, 250),
                R(0, 280, 100, 50),
                R(110, 280, 100, 50),
                R(0, 340, 100, 130),
            ])
        #expect(result.contentSize == Size(width: 430, height: 470))
    }

    @Test func horizontalUsesTheRawMultipleAndTheSameLandscapeTest() throws {
        // 230 high, insets top/bottom 10, spacing 10: two rows of 100; multiple 10 (not raised to 20).
        let items = [
            Item(aspectRatio: 2), Item(aspectRatio: 0.5), Item(aspectRatio: 0.5), Item(aspectRatio: 0.25),
            Item(aspectRatio: 1.5),
        ]
        let section = MosaicSection(
            items: items, lineCount: 2, lineMultiple: 10,
            options: PluginSectionOptions(insets: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)))
        let result = try pluginResult(MosaicLayout(sections: [section]), width: 600, height: 230, .horizontal)
        #expect(
            result.cellFrames() == [
                R(10, 10, 420, 210), // spans both rows: 210 * 2
                R(440, 10, 50, 100), // after a big item: one row
                R(440, 120, 50, 100), // ends at 490 like row 0: snapped to itself
                R(500, 10, 30, 100), // ratio 0.25 < 1 with both rows free: collapses; 25 -> 30
                R(500, 120, 150, 100),
            ])
        #expect(result.contentSize == Size(width: 650, height: 230))
    }

    @Test func verticalRaisesTheMultipleToAtLeast20() throws {
        let section = MosaicSection(
            items: [Item(aspectRatio: 4)], lineCount: 1, lineMultiple: 10,
            options: PluginSectionOptions(minimumLineSpacing: 0))
        // 100 / 4 = 25 -> ceil(25 / 20) * 20 = 40 (with 10 it would be 30)
        #expect(
            try pluginResult(MosaicLayout(sections: [section]), width: 100, height: 100).cellFrames() == [
                R(0, 0, 100, 40)
            ])
    }

    @Test func badValuesAreErrors() {
        let ctx = LayoutContext(containerSize: Size(width: 100, height: 100))
        #expect(
            throws: LayoutError(
                path: "sections[0].options.lineMultiple", "must be a finite number greater than 0, got 0")
        ) {
            try MosaicLayout(sections: [MosaicSection(items: [], lineMultiple: 0)]).layout(in: ctx)
        }
        #expect(
            throws: LayoutError(
                path: "sections[0].items[1].aspectRatio",
                "must be a finite number greater than 0 (width / height), got -1")
        ) {
            try MosaicLayout(sections: [MosaicSection(items: [Item(), Item(aspectRatio: -1)])]).layout(in: ctx)
        }
    }
}
