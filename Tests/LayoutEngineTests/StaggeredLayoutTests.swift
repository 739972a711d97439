import Testing

@testable import LayoutEngine

@Suite struct StaggeredLayoutTests {
    typealias Item = StaggeredSection.Item

    /// 340 wide, insets 10, spacing 10, three lanes of 100.
    static let vertical = StaggeredSection(
        items: [1, 2, 0.5, 1, 4, 1, 2].map { Item(aspectRatio: $0) }, lineCount: 3,
        options: PluginSectionOptions(insets: EdgeInsets(all: 10)))

    @Test func itemsGoRoundRobinNotToTheShortestLane() throws {
        let result = try pluginResult(StaggeredLayout(sections: [Self.vertical]), width: 340, height: 600)
        #expect(
            result.cellFrames() == [
                R(10, 10, 100, 100), R(120, 10, 100, 50), R(230, 10, 100, 200), // first row: no line spacing
                R(10, 120, 100, 100), // item 3 goes to lane 0 although lane 1 ends first (at 60)
                R(120, 70, 100, 25), R(230, 220, 100, 100),
                R(10, 230, 100, 50),
            ])
        #expect(result.contentSize == Size(width: 340, height: 330)) // tallest lane (320) + inset 10
        #expect(result.guides.contains(.lane(section: 0, index: 2, frame: R(230, 10, 100, 310))))
    }

    @Test func horizontalIsTheTransposeOfVertical() throws {
        // Lanes are rows; width = row height * ratio, so the transposed ratios are the inverses.
        let section = StaggeredSection(
            items: [1, 0.5, 2, 1, 0.25, 1, 0.5].map { Item(aspectRatio: $0) }, lineCount: 3,
            options: PluginSectionOptions(insets: EdgeInsets(all: 10)))
        let result = try pluginResult(StaggeredLayout(sections: [section]), width: 400, height: 340, .horizontal)
        #expect(
            result.cellFrames() == [
                R(10, 10, 100, 100), R(10, 120, 50, 100), R(10, 230, 200, 100),
                R(120, 10, 100, 100), R(70, 120, 25, 100), R(220, 230, 100, 100),
                R(230, 10, 50, 100),
            ])
        #expect(result.contentSize == Size(width: 330, height: 340))
        let vertical = try pluginResult(StaggeredLayout(sections: [Self.vertical]), width: 340, height: 400)
        #expect(result.cellFrames().map(transposed) == vertical.cellFrames())
    }

    @Test func lanesEndUnevenlyAndTheirCountsDifferByAtMostOne() throws {
        for count in 1...5 {
            for n in 0...12 {
                let section = StaggeredSection(
                    items: Array(repeating: Item(aspectRatio: 1), count: n), lineCount: count)
                let frames = try pluginResult(StaggeredLayout(sections: [section]), width: 300, height: 300)
                    .cellFrames()
                var perLane = [Int: Int]()
                for (i, f) in frames.enumerated() {
                    let lane = (0..<count).first { abs(f.minX - Double($0) * (f.width + 10)) < 1e-9 }
                    #expect(lane == i % count, "lineCount \(count), item \(i)")
                    perLane[lane ?? -1, default: 0] += 1
                }
                #expect((perLane.values.max() ?? 0) - (perLane.values.min() ?? 0) <= 1)
            }
        }
    }

    @Test func lanesThatDoNotFitAreErrors() {
        let ctx = LayoutContext(containerSize: Size(width: 30, height: 100))
        #expect(
            throws: LayoutError(
                path: "sections[0].options.lineCount",
                "3 lanes with minimumInteritemSpacing 10 leave no room in the 20 pt left after the insets (each lane would be 0 pt); lower lineCount, minimumInteritemSpacing or the insets"
            )
        ) {
            try StaggeredLayout(sections: [
                StaggeredSection(
                    items: [Item()], lineCount: 3,
                    options: PluginSectionOptions(insets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)))
            ]).layout(in: ctx)
        }
        #expect(
            throws: LayoutError(path: "sections[0].options.lineCount", "must be at least 1, got 0; set it to 1 or more")
        ) {
            try StaggeredLayout(sections: [StaggeredSection(items: [], lineCount: 0)]).layout(in: ctx)
        }
        #expect(throws: LayoutError(path: "sections[0].options.lineCount", "must be at most 10000, got 10001")) {
            try StaggeredLayout(sections: [StaggeredSection(items: [], lineCount: 10_001)]).layout(in: ctx)
        }
        // An empty section needs no room.
        #expect(throws: Never.self) {
            try StaggeredLayout(sections: [StaggeredSection(items: [], lineCount: 9)]).layout(in: ctx)
        }
    }
}
