import LayoutEngine
import Testing

@testable import LayoutSpec

@Suite struct StaggeredSpecTests {
    @Test func lineCountDefaultsToTwoAndCascades() throws {
        let json = pluginSpec(
            "staggered",
            #"""
            "options": {"lineCount": 4},
            "sections": [{"items": {"count": 2, "aspectRatio": 0.5}}, {"options": {"lineCount": 1}, "items": []}]
            """#)
        let layout = try pluginDecode(json, as: StaggeredLayout.self)
        #expect(layout.sections.map(\.lineCount) == [4, 1])
        #expect(
            layout.sections[0].items == [
                StaggeredSection.Item(aspectRatio: 0.5), StaggeredSection.Item(aspectRatio: 0.5),
            ])
        let plain = try pluginDecode(pluginSpec("staggered", #""sections": [{"items": []}]"#), as: StaggeredLayout.self)
        #expect(plain.sections[0].lineCount == 2)
    }

    @Test func horizontalScrollingIsAccepted() throws {
        let result = try SpecDocument(
            json: pluginSpec("staggered", #""scrollDirection": "horizontal", "sections": [{"items": {"count": 3}}]"#)
        ).computeLayout()
        // Two rows of (667 - 10) / 2 = 328.5; ratio 1.
        #expect(
            result.elements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 328.5, height: 328.5), Rect(x: 0, y: 338.5, width: 328.5, height: 328.5),
                Rect(x: 338.5, y: 0, width: 328.5, height: 328.5),
            ])
    }

    @Test(arguments: [
        (
            #""options": {"lineCount": 0}, "sections": []"#,
            "options.lineCount: must be at least 1, got 0; set it to 1 or more"
        ),
        (
            #""sections": [{"options": {"lineCount": -1}, "items": []}]"#,
            "sections[0].options.lineCount: must be at least 1, got -1; set it to 1 or more"
        ),
        (
            #""options": {"lineCount": 40}, "sections": [{"items": {"count": 1}}]"#,
            "options.lineCount: 40 lanes with minimumInteritemSpacing 10 leave no room in the 375 pt left after the insets (each lane would be -0.375 pt); lower lineCount, minimumInteritemSpacing or the insets"
        ),
        // Given at the top level, the error names that key, and which section it failed in (it
        // named sections[1].options.lineCount, a key the spec does not have).
        (
            #""options": {"lineCount": 20000}, "sections": [{"items": []}, {"items": []}]"#,
            "options.lineCount, for sections[0]: must be at most 10000, got 20000"
        ),
        (
            #""options": {"lineCount": 4}, "sections": [{"items": []}, {"options": {"insets": {"left": 360}}, "items": {"count": 1}}]"#,
            "options.lineCount, for sections[1]: 4 lanes with minimumInteritemSpacing 10 leave no room in the 15 pt left after the insets (each lane would be -3.75 pt); lower lineCount, minimumInteritemSpacing or the insets"
        ),
        (
            #""sections": [{"items": [{"canBeBig": true}]}]"#,
            #"sections[0].items[0].canBeBig: unknown key "canBeBig" for the "staggered" layout; allowed here: "aspectRatio", "width", "height""#
        ),
    ])
    func badValuesNameTheirPath(rest: String, message: String) {
        #expect(pluginSpecError(pluginSpec("staggered", rest)) == message)
    }
}
