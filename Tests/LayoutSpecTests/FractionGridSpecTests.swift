import LayoutEngine
import Testing

@testable import LayoutSpec

@Suite struct FractionGridSpecTests {
    @Test func aspectRatioComesFromTheMostSpecificLevelThatGivesAShape() throws {
        let json = pluginSpec(
            "fraction-grid",
            #"""
            "options": {"aspectRatio": 2},
            "sections": [
              {"items": [{}, {"lineFraction": 3}, {"width": 300, "height": 100}, {"width": 300}, {"aspectRatio": {"width": 16, "height": 9}},
                         {"aspectRatio": 0.5, "width": 10, "height": 10}]},
              {"options": {"width": 40, "height": 10}, "items": [{}, {"aspectRatio": 1}]}
            ]
            """#)
        let layout = try pluginDecode(json, as: FractionGridLayout.self)
        typealias Item = FractionGridSection.Item
        #expect(
            layout.sections[0].items == [
                Item(lineFraction: 1, aspectRatio: 2), // the layout's aspectRatio
                Item(lineFraction: 3, aspectRatio: 2),
                Item(lineFraction: 1, aspectRatio: 3), // width / height given by the item win
                Item(lineFraction: 1, aspectRatio: 1), // width alone: 1
                Item(lineFraction: 1, aspectRatio: 16.0 / 9),
                Item(lineFraction: 1, aspectRatio: 0.5), // aspectRatio wins over width / height
            ])
        #expect(
            layout.sections[1].items == [Item(lineFraction: 1, aspectRatio: 4), Item(lineFraction: 1, aspectRatio: 1)])
    }

    @Test func theExampleLaysOutThirdsOnOneLine() throws {
        let result = try SpecDocument(json: FractionGridSpec.example).computeLayout()
        let thirds = (4...6).compactMap { result.attributes(for: .cell(0, $0))?.frame.y }
        #expect(Set(thirds).count == 1)
    }

    @Test(arguments: [
        (
            #""sections": [{"items": [{"lineFraction": 0}]}]"#,
            "sections[0].items[0].lineFraction: must be at least 1, got 0; set it to 1 or more"
        ),
        (
            #""sections": [{"items": [{"lineFraction": 1.5}]}]"#,
            "sections[0].items[0].lineFraction: must be a whole number, got 1.5"
        ),
        (
            #""sections": [{"items": [{"aspectRatio": 0}]}]"#,
            "sections[0].items[0].aspectRatio: must be greater than 0 (width / height), got 0"
        ),
        (
            #""sections": [{"items": [{"aspectRatio": {"width": 4}}]}]"#,
            #"sections[0].items[0].aspectRatio.height: is missing; sections[0].items[0].aspectRatio needs both "width" and "height""#
        ),
        (
            #""sections": [{"items": [{"width": 10, "height": 0}]}]"#,
            #"sections[0].items[0]: the aspect ratio width / height must be finite and greater than 0, got width 10 and height 0; give both sides > 0 or set "aspectRatio""#
        ),
        (
            #""options": {"minimumInteritemSpacing": 400}, "sections": [{"items": [{"lineFraction": 2}]}]"#,
            "sections[0].items[0].lineFraction: 2 items with minimumInteritemSpacing 400 leave no room in the 375 pt left after the insets (each item would be -12.5 pt); lower lineFraction, minimumInteritemSpacing or the insets"
        ),
    ])
    func badValuesNameTheirPath(rest: String, message: String) {
        #expect(pluginSpecError(pluginSpec("fraction-grid", rest)) == message)
    }
}
