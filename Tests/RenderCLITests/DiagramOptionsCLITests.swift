import CairoRenderer
import Foundation
import Testing

/// The diagram options added for self-explaining diagrams, end to end: `--hide` of a part the
/// diagram does not draw, `--title`, `--theme auto`, `.html`, and offsets beyond the content.
@Suite struct DiagramOptionsCLITests {
    @Test(arguments: [
        (
            "flow", "lanes",
            "--hide lanes: flow layouts have no lanes to hide; lanes is drawn for waterfall, column, grid, staggered, mosaic and composite layouts."
        ),
        (
            "waterfall", "indentation",
            "--hide indentation: waterfall layouts have no indentation to hide; indentation is drawn for aligned layouts."
        ),
        (
            "grid", "pinning",
            "--hide pinning: grid layouts have no pinning to hide; pinning is drawn for aligned, list, column, styled-flow, flow, fraction-grid, staggered, mosaic, composite and compositional layouts."
        ),
        (
            "waterfall", "viewport",
            "--hide viewport: this diagram draws no viewport; a viewport is drawn when the spec has a contentOffset (or with --offsets or --clip viewport)."
        ),
        (
            "mosaic", "pinning",
            "--hide pinning: this mosaic layout has no pinning to hide (none of its sections has any)."
        ),
    ])
    func hidingAPartTheDiagramDoesNotDrawIsAnErrorNamingTheKindsThatHaveIt(
        _ kind: String, _ part: String, _ message: String
    ) throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(["--layout", kind, dir.appendingPathComponent("x.png").path, "--hide", part])
        #expect(run.status == 64)
        #expect(message.hasSuffix("."))
        #expect(run.stderr == "error: \(message.dropLast()); see 'render draw --help'\n", "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func titleReplacesTheGeneratedOneAndHideTitleDropsIt() throws {
        let dir = try CLI.temporaryDirectory()
        let svg = dir.appendingPathComponent("t.svg")
        #expect(try CLI.run(["--layout", "grid", svg.path, "--title", "Photo grid"]).status == 0)
        #expect(try String(contentsOf: svg, encoding: .utf8).contains("<title id=\"diagram-title\">Photo grid</title>"))
        let png = dir.appendingPathComponent("t.png")
        let bare = dir.appendingPathComponent("bare.png")
        #expect(try CLI.run(["--layout", "grid", png.path]).status == 0)
        #expect(try CLI.run(["--layout", "grid", bare.path, "--hide", "title"]).status == 0)
        let withTitle = try PNGCodec.decode([UInt8](Data(contentsOf: png)))
        let without = try PNGCodec.decode([UInt8](Data(contentsOf: bare)))
        #expect(withTitle.width == without.width && withTitle.height > without.height + 30)
        let both = try CLI.run(["--layout", "grid", png.path, "--hide", "title", "--title", "x"])
        #expect(both.status == 64 && both.stderr.contains("Give --title or --hide title, not both;"))
    }

    @Test func themeAutoWritesOneSVGWithBothPalettesAndRefusesAPNG() throws {
        let dir = try CLI.temporaryDirectory()
        let svg = dir.appendingPathComponent("auto.svg")
        #expect(try CLI.run(["--layout", "flow", svg.path, "--theme", "auto"]).status == 0)
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("@media (prefers-color-scheme: dark)"))
        let png = try CLI.run(["--layout", "flow", dir.appendingPathComponent("auto.png").path, "--theme", "auto"])
        #expect(png.status == 64 && png.stderr.contains("--theme auto follows the reader's colour scheme"))
    }

    @Test func htmlIsWrittenFromTheExtensionOrFormat() throws {
        let dir = try CLI.temporaryDirectory()
        let html = dir.appendingPathComponent("d.html")
        #expect(try CLI.run(["--layout", "staggered", html.path]).status == 0)
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("const DIAGRAM = {"))
        let stdout = try CLI.run(["--layout", "staggered", "--format", "html"])
        #expect(stdout.status == 0 && stdout.stdout == page)
    }

    @Test func offsetsBeyondTheContentAreDrawnAsOneViewportOfOverscrollWithANote() throws {
        // The flow example: content 930 pt, container 667 pt.
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run([
            "--layout", "flow", "--offsets", "263,5000", dir.appendingPathComponent("o-%d.png").path,
        ])
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "note: contentOffset y 5000 is outside the scrollable range 0...263; drawn at 930 (at most one viewport of overscroll)\n"
        )
        let near = try PNGCodec.decode([UInt8](Data(contentsOf: dir.appendingPathComponent("o-263.png"))))
        let far = try PNGCodec.decode([UInt8](Data(contentsOf: dir.appendingPathComponent("o-5000.png"))))
        // One viewport below the content at most: 930 + 667 pt of layout, not 5,667.
        #expect(far.height < near.height + 667 + 1 && far.height > near.height)
        // The JSON output keeps the asked offset (it is data, not a drawing).
        let json = try CLI.run(["--layout", "flow", "--offsets", "5000", dir.appendingPathComponent("o-%d.json").path])
        #expect(json.status == 0 && json.stderr.isEmpty)
    }
}
