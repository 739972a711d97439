import CairoRenderer
import Foundation
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSpec
import Testing

/// The diagram layer called directly: one settings value from a spec or in Swift, and a prepared
/// diagram placed once whose bytes are those of the separate calls it replaces.
@Suite struct PreparedDiagramTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func spec(_ name: String) throws -> (document: SpecDocument, result: LayoutResult) {
        let text = try String(contentsOf: fixtures.appendingPathComponent("Fixtures/\(name).json"), encoding: .utf8)
        let document = try SpecDocument(json: text)
        return (document, try document.computeLayout())
    }

    @Test func settingsFromASpecAndInSwiftGiveTheSameOptions() throws {
        // grid-device-pixels is drawn at its scale 2; aligned-example has a contentOffset.
        let (grid, _) = try Self.spec("grid-device-pixels")
        let fromSpec = DiagramSettings(document: grid).options(for: grid)
        #expect(fromSpec == DiagramSettings(scale: 2).options(for: grid))
        #expect(fromSpec == DiagramSettings().options(for: grid))
        #expect(fromSpec == DiagramOptions(document: grid))
        #expect(fromSpec.scale == 2 && fromSpec.viewport == nil && fromSpec.layoutName == "grid")
        let (aligned, _) = try Self.spec("aligned-example")
        #expect(aligned.hasContentOffset)
        #expect(DiagramSettings(document: aligned).options(for: aligned).viewport == aligned.viewport)
        #expect(DiagramSettings(clip: .viewport).options(for: grid).viewport == grid.viewport)
    }

    @Test func theThemeAndHiddenPartsMapOnce() throws {
        let (document, _) = try Self.spec("list-cards")
        let settings = DiagramSettings(theme: .auto, hidden: [.legend], hidesGuides: true)
        let png = settings.options(for: document)
        #expect(png.theme == .light && png.darkTheme == .dark)
        #expect(png.hidden == DiagramFeature.guides.union([.legend]))
        // An HTML page follows the reader unless the theme is given.
        #expect(DiagramSettings().options(for: document, format: .html).darkTheme == .dark)
        #expect(DiagramSettings(theme: .light).options(for: document, format: .html).darkTheme == nil)
        #expect(DiagramSettings().options(for: document, format: .svg).darkTheme == nil)
        #expect(
            settings.arguments == [
                "--theme", "auto", "--hide", "cell-insets,groups,indentation,insets,lanes,legend,pinning,spacing",
            ])
        // A title that starts with `-` is one word: `--title -draft` read as a missing value.
        #expect(DiagramSettings(title: "-draft").arguments == ["--title=-draft"])
        #expect(DiagramSettings(title: "draft -2").arguments == ["--title", "draft -2"])
    }

    @Test func aPreparedDiagramGivesTheBytesOfTheSeparateCalls() throws {
        for name in ["aligned-example", "list-cards", "waterfall-hero"] {
            let (document, result) = try Self.spec(name)
            let diagram = try PreparedDiagram(document: document, result: result, formats: [.png, .svg, .html])
            let options = DiagramOptions(document: document)
            let scene = Diagram.scene(for: result, options: options)
            #expect(try diagram.data(.png) == SceneRenderer.png(scene, compression: .fast))
            #expect(try diagram.data(.svg) == Array(SceneRenderer.svg(scene).utf8))
            let svgBaseline = try Data(contentsOf: Self.fixtures.appendingPathComponent("Snapshots/\(name).svg"))
            #expect(try diagram.data(.svg) == Array(svgBaseline))
            var html = options
            html.darkTheme = .dark
            #expect(try diagram.data(.html) == Array(HTMLDiagram.render(result: result, options: html).utf8))
            #expect(diagram.canvas == Diagram.canvasSize(for: result, options: options))
            #expect(diagram.contentOrigin == Diagram.contentOrigin(for: result, options: options))
        }
    }

    @Test func bothPalettesComeFromOnePlacement() throws {
        let (document, result) = try Self.spec("aligned-example")
        let diagram = try PreparedDiagram(
            document: document, result: result, settings: DiagramSettings(theme: .auto), formats: [.svg])
        var dark = DiagramOptions(document: document)
        dark.theme = .dark
        let light = Diagram.scene(for: result, options: DiagramOptions(document: document))
        let expected = try SceneRenderer.svg(light: light, dark: Diagram.scene(for: result, options: dark))
        #expect(try diagram.data(.svg) == Array(expected.utf8))
    }

    @Test func everyCheckIsMadeByThePreparedDiagram() throws {
        let (document, result) = try Self.spec("list-cards")
        #expect(throws: DiagramRequestError.themeNeedsDocument) {
            try PreparedDiagram(
                document: document, result: result, settings: DiagramSettings(theme: .auto), formats: [.png])
        }
        let auto = try PreparedDiagram(document: document, result: result, settings: DiagramSettings(theme: .auto))
        #expect(throws: DiagramRequestError.themeNeedsDocument) { try auto.data(.png) }
        #expect(throws: DiagramRequestError.themeNeedsDocument) { try auto.image() }
        #expect(throws: (any Error).self) {
            try PreparedDiagram(document: document, result: result, settings: DiagramSettings(hidden: [.cellInsets]))
        }
        let tiny = try PreparedDiagram(document: document, result: result, settings: DiagramSettings(scale: 1e-300))
        #expect {
            try tiny.data(.png)
        } throws: { error in
            guard case .tooSmall(0, 0, 1e-300, let minimum)? = error as? DiagramRequestError else { return false }
            return minimum > 0 && minimum < 1
        }
        let huge = try PreparedDiagram(document: document, result: result, settings: DiagramSettings(scale: 16 * 64))
        #expect {
            try huge.data(.png)
        } throws: { error in
            guard case .render(.tooLarge)? = error as? DiagramRequestError else { return false }
            return true
        }
    }

    @Test func anOffsetBeyondTheContentGivesANote() throws {
        let (document, result) = try Self.spec("list-cards")
        let far = Rect(x: 0, y: 100_000, width: document.container.width, height: document.container.height)
        let diagram = try PreparedDiagram(document: document, result: result, viewport: far)
        #expect(diagram.notes.count == 1)
        #expect(diagram.notes.first?.hasPrefix("note: contentOffset y 100000 is outside the scrollable range") == true)
        #expect(try PreparedDiagram(document: document, result: result).notes.isEmpty)
    }

    /// An engine result with a frame at infinity (an aligned layout's centred lines past 3.4e38,
    /// as the original's floorf) drawn through the library: clipped to the viewport it was drawn,
    /// its SVG reading `x="inf"`; every format now refuses it by name, as the spec path does.
    @Test func aResultWithAFrameAtInfinityIsRefusedInEveryFormat() throws {
        let json =
            #"{"layout":"aligned","container":{"width":1e40,"height":600},"sections":[{"options":{"horizontalAlignment":"center"},"items":{"count":1,"width":1e39,"height":10}}]}"#
        let document = try SpecDocument(json: json)
        let result = try document.makeLayout().layout(in: document.context)
        let problem = LayoutError(
            path: "sections[0]",
            "cell 0.0's frame is not finite (x=inf y=5 w=1e+39 h=10): lengths this large add up, or multiply (a size scaled by its aspect ratio), past the largest number (about 1.8e308; 3.4e38 for the room of an aligned layout's centred line, rounded as a 32-bit float like the original's floorf); use smaller values"
        )
        for clip in [DiagramClip.none, .viewport] {
            let options = DiagramOptions(
                container: Size(width: 320, height: 400), viewport: Rect(x: 0, y: 0, width: 320, height: 400),
                clip: clip)
            for format in DiagramFormat.allCases {
                #expect(throws: RenderError.notFinite(problem)) {
                    try Diagram.data(result, format: format, options: options)
                }
                #expect(throws: DiagramRequestError.render(.notFinite(problem))) {
                    try PreparedDiagram(result: result, options: options).data(format)
                }
            }
            #expect(throws: DiagramRequestError.render(.notFinite(problem))) {
                try PreparedDiagram(result: result, options: options).image()
            }
        }
        #expect(
            "\(RenderError.notFinite(problem))" == "the layout cannot be drawn: sections[0]: \(problem.message)")
    }
}
