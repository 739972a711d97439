import Testing

@testable import LayoutEngine

@Suite struct CompositeLayoutTests {
    /// Four kinds, no spacing or insets, headers 10: each section starts where the previous ended.
    static func sections(header: Size) -> [any PluginSection] {
        let o = PluginSectionOptions(minimumLineSpacing: 0, minimumInteritemSpacing: 0, header: header)
        return [
            FlowSection(items: [Size(width: 50, height: 50), Size(width: 50, height: 30)], options: o),
            FractionGridSection(items: [.init(lineFraction: 1, aspectRatio: 4)], options: o),
            StaggeredSection(items: [.init(aspectRatio: 1), .init(aspectRatio: 2)], lineCount: 2, options: o),
            MosaicSection(items: [.init(aspectRatio: 2)], lineCount: 2, lineMultiple: 20, options: o),
        ]
    }

    @Test func sectionsOfDifferentKindsStackWithOneRunningOffset() throws {
        let result = try pluginResult(
            CompositeLayout(sections: Self.sections(header: Size(width: 0, height: 10))), width: 200, height: 300)
        #expect(
            result.elements.map(\.frame) == [
                R(0, 0, 200, 10), R(0, 10, 50, 50), R(50, 10, 50, 30), // flow: last line packed, top-aligned
                R(0, 60, 200, 10), R(0, 70, 200, 50), // fraction-grid: 1/1 at ratio 4
                R(0, 120, 200, 10), R(0, 130, 100, 100), R(100, 130, 100, 50), // staggered: two lanes
                R(0, 230, 200, 10), R(0, 240, 200, 100), // mosaic: spans both lanes, 100 -> 100
            ])
        #expect(
            result.sections.map(\.frame) == [
                R(0, 0, 200, 60), R(0, 60, 200, 60), R(0, 120, 200, 110), R(0, 230, 200, 110),
            ])
        #expect(result.contentSize == Size(width: 200, height: 340))
    }

    @Test func horizontalCompositeStacksToTheRight() throws {
        let result = try pluginResult(
            CompositeLayout(sections: Self.sections(header: Size(width: 10, height: 0))),
            width: 300, height: 200, .horizontal)
        #expect(
            result.elements.map(\.frame) == [
                R(0, 0, 10, 200), R(10, 0, 50, 50), R(10, 50, 50, 30),
                R(60, 0, 10, 200), R(70, 0, 800, 200), // width = 200 * 4
                R(870, 0, 10, 200), R(880, 0, 100, 100), R(880, 100, 200, 100),
                R(1080, 0, 10, 200), R(1090, 0, 400, 200), // 200 * 2 = 400, a multiple of 20
            ])
        #expect(result.contentSize == Size(width: 1490, height: 200))
    }

    @Test func layoutDefaultsApplyToSectionsThatDoNotSetTheirOwn() throws {
        let o = PluginSectionOptions(header: Size(width: 0, height: 10))
        let layout = CompositeLayout(
            sections: [
                FlowSection(items: [Size(width: 10, height: 10)], options: o),
                FlowSection(
                    items: [Size(width: 10, height: 10)], alignment: .start,
                    options: PluginSectionOptions(
                        header: Size(width: 0, height: 10), sectionHeadersPinToVisibleBounds: false)),
            ],
            alignment: .end, sectionHeadersPinToVisibleBounds: true)
        let result = try pluginResult(layout, width: 100, height: 100)
        #expect(result.cellFrames(0) == [R(90, 10, 10, 10)])
        #expect(result.cellFrames(1) == [R(0, 30, 10, 10)])
        #expect(result.sections[0].effects == [.stickyHeader(cells: R(90, 10, 10, 10), insets: .zero)])
        #expect(result.sections[1].effects == [])
    }

    @Test func guidesShowInsetsAndLanesUnlessTurnedOff() throws {
        let layout = CompositeLayout(sections: Self.sections(header: Size(width: 0, height: 10)))
        let result = try pluginResult(layout, width: 200, height: 300)
        #expect(result.guides.contains(.sectionInsets(section: 1, outer: R(0, 70, 200, 50), inner: R(0, 70, 200, 50))))
        #expect(result.guides.contains(.lane(section: 2, index: 1, frame: R(100, 130, 100, 100))))
        #expect(result.guides.contains(.lane(section: 3, index: 0, frame: R(0, 240, 100, 100))))
        let bare = try layout.layout(
            in: LayoutContext(containerSize: Size(width: 200, height: 300), includesGuides: false))
        #expect(bare.guides.isEmpty)
        #expect(Array(bare.elements) == Array(result.elements))
    }
}
