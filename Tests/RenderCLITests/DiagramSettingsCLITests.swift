import LayoutDiagrams
import LayoutScene
import LayoutSpec
import Testing

@testable import RenderCommands

/// `render`'s diagram flags are one mapping into `DiagramSettings`: the same settings, and so the
/// same options, as a spec or Swift code gives.
@Suite struct DiagramSettingsCLITests {
    static let spec = """
        {"layout": "grid", "container": {"width": 200, "height": 300}, "scale": 2,
         "contentOffset": {"x": 0, "y": 40}, "sections": [{"items": {"count": 6}}], "options": {"lineItemCount": 3}}
        """

    @Test func flagsGiveTheSettingsSwiftGives() throws {
        let flags = try DiagramArguments.parse([
            "--theme", "dark", "--labels", "index", "--hide", "legend", "--no-guides", "--scale", "1.5",
            "--clip", "viewport", "--title", "A grid", "--compression", "small",
        ])
        let swift = DiagramSettings(
            theme: .dark, labels: .index, hidden: [.legend], scale: 1.5, clip: .viewport, title: "A grid",
            hidesGuides: true, compression: .small)
        #expect(flags.settings == swift)
        let document = try SpecDocument(json: Self.spec)
        #expect(flags.settings.options(for: document) == swift.options(for: document))
    }

    @Test func noFlagsGiveTheSpecsOwnSettings() throws {
        let document = try SpecDocument(json: Self.spec)
        let flags = try DiagramArguments.parse([])
        #expect(flags.settings == DiagramSettings())
        for format in [DiagramFormat.png, .svg, .html] {
            #expect(
                flags.settings.options(for: document, format: format)
                    == DiagramSettings(document: document).options(for: document, format: format))
        }
        #expect(flags.settings.options(for: document) == DiagramOptions(document: document))
    }

    @Test func autoIsRefusedForAPNGBeforeAnythingIsDrawn() throws {
        let flags = try DiagramArguments.parse(["--theme", "auto"])
        #expect(throws: (any Error).self) { try flags.settings(for: [.svg, .png]) }
        #expect(try flags.settings(for: [.svg, .html, .json]).theme == .auto)
    }
}
