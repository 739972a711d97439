import LayoutEngine
import Testing

@testable import LayoutSpec

@Suite struct MosaicSpecTests {
    @Test func defaultsAndCascade() throws {
        let json = pluginSpec(
            "mosaic",
            #"""
            "sections": [{"options": {"canBeBig": false}, "items": [{}, {"canBeBig": true, "aspectRatio": 1.5}]}]
            """#)
        let layout = try pluginDecode(json, as: MosaicLayout.self)
        #expect(layout.sections[0].lineCount == 3)
        #expect(layout.sections[0].lineMultiple == 50)
        #expect(
            layout.sections[0].items == [
                MosaicSection.Item(aspectRatio: 1, canBeBig: false),
                MosaicSection.Item(aspectRatio: 1.5, canBeBig: true),
            ])
    }

    @Test func theBuiltInExampleIsAPhotoWallUnderAHeader() throws {
        let doc = try SpecDocument(json: MosaicSpec.example)
        let result = try doc.computeLayout()
        #expect(result.invariantViolations() == [])
        #expect(result.elements.first?.id == .header(0))
        let cells = result.elements.filter { $0.kind == .cell }
        #expect(cells.count == 24)
        // Photos of several shapes: some span lanes, several aspect ratios and lengths.
        #expect(Set(cells.map(\.frame.width)).count >= 3)
        #expect(Set(cells.map(\.frame.height)).count >= 4)
    }

    @Test(arguments: [
        (#""options": {"lineMultiple": 0}, "sections": []"#, "options.lineMultiple: must be greater than 0, got 0"),
        (
            #""sections": [{"options": {"lineMultiple": -5}, "items": []}]"#,
            "sections[0].options.lineMultiple: must be greater than 0, got -5"
        ),
        (
            #""sections": [{"items": [{"canBeBig": "yes"}]}]"#,
            #"sections[0].items[0].canBeBig: must be true or false, got "yes""#
        ),
        (
            #""sections": [{"items": [{"aspectRatio": -1}]}]"#,
            "sections[0].items[0].aspectRatio: must be greater than 0 (width / height), got -1"
        ),
        (
            #""options": {"lineCount": 0}, "sections": []"#,
            "options.lineCount: must be at least 1, got 0; set it to 1 or more"
        ),
    ])
    func badValuesNameTheirPath(rest: String, message: String) {
        #expect(pluginSpecError(pluginSpec("mosaic", rest)) == message)
    }
}
