import Foundation
import Testing

/// `render diff` on two layouts, two folders, and with pixelmatch's options.
@Suite struct DiffLayoutsTests {
    @Test func twoSpecsGiveTheElementChangeList() throws {
        let dir = try CLI.temporaryDirectory()
        let a = dir.appendingPathComponent("a.json")
        let b = dir.appendingPathComponent("b.json")
        let text = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Fixtures/aligned-example.json"), encoding: .utf8)
        try text.write(to: a, atomically: true, encoding: .utf8)
        try text.replacingOccurrences(of: "\"width\": 60, \"height\": 60", with: "\"width\": 60, \"height\": 68")
            .write(to: b, atomically: true, encoding: .utf8)
        let run = try CLI.run(["diff", a.path, b.path])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "content size: 375x502 -> 375x510\ncell 0.0: resized 60x60 -> 60x68\ncell 0.1: moved (+0, +4)\n"))
        #expect(run.stdout.hasSuffix("\n17 element changes\n"))
        // A spec against its own attributes baseline: the same layout.
        let same = try CLI.run(["diff", "Snapshots/aligned-example.attributes.json", "Fixtures/aligned-example.json"])
        #expect(same.status == 0 && same.stdout == "the layouts are the same (18 elements)\n")
    }

    /// A layout beside a PNG was read as two PNGs (`a.json: not a readable PNG (no PNG
    /// signature)`); standard input for both read it twice (the second read empty).
    @Test(arguments: [
        (
            ["Fixtures/list-cards.json", "Snapshots/list-cards.png"],
            "error: cannot compare the layout Fixtures/list-cards.json with Snapshots/list-cards.png, which is not a spec or attributes file (.json, .yaml, .yml); give two layouts, or two PNGs\n"
        ),
        (
            ["Snapshots/list-cards.png", "Snapshots/list-cards.attributes.json"],
            "error: cannot compare the layout Snapshots/list-cards.attributes.json with Snapshots/list-cards.png, which is not a spec or attributes file (.json, .yaml, .yml); give two layouts, or two PNGs\n"
        ),
        (["-", "-"], "error: standard input (-) can be one of the inputs, not both; give the other as a file\n"),
    ])
    func mismatchedInputsAreNamed(arguments: [String], message: String) throws {
        let run = try CLI.run(["diff"] + arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "" && run.stderr == message)
    }

    /// Standard input beside a layout is a layout (JSON); it was read as a PNG.
    @Test func standardInputBesideALayoutIsALayout() throws {
        let spec = FileHandle(forReadingAtPath: CLI.packageRoot.appendingPathComponent("Fixtures/list-cards.json").path)
        let run = try HardeningTests.run(["diff", "-", "Snapshots/list-cards.attributes.json"], stdin: spec)
        #expect(run.status == 0 && run.stdout == "the layouts are the same (10 elements)\n", "\(run.stderr)")
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ url: URL) throws -> (Int, Int) {
        let d = [UInt8](try Data(contentsOf: url))
        #expect(Array(d.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func be32(_ i: Int) -> Int { d[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test func twoSpecsWithOutDrawTheChangeDiagram() throws {
        let dir = try CLI.temporaryDirectory()
        let a = CLI.packageRoot.appendingPathComponent("Fixtures/aligned-example.json")
        let b = dir.appendingPathComponent("b.json")
        try String(contentsOf: a, encoding: .utf8)
            .replacingOccurrences(of: "\"width\": 60, \"height\": 60", with: "\"width\": 60, \"height\": 68")
            .write(to: b, atomically: true, encoding: .utf8)
        let png = dir.appendingPathComponent("change.png")
        let run = try CLI.run(["diff", a.path, b.path, "--out", png.path])
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("\n17 element changes\nchange diagram: \(png.path)\n"))
        // 375 + 2 x 16 wide; 510 + 2 x 16 - 8 for the layout, two legend rows and the summary
        // (3 x 16), 8 below: 590 high.
        #expect(try Self.pngSize(png) == (407, 590))
        // --scale doubles the pixels; SVG by the extension.
        let png2 = dir.appendingPathComponent("change@2x.png")
        #expect(try CLI.run(["diff", a.path, b.path, "--out", png2.path, "--scale", "2"]).status == 1)
        #expect(try Self.pngSize(png2) == (814, 1180))
        let svg = dir.appendingPathComponent("change.svg")
        #expect(try CLI.run(["diff", a.path, b.path, "--out", svg.path]).status == 1)
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("<svg") && text.contains("width=\"407px\" height=\"590px\""))
        // HTML: the same SVG inline in a page.
        let html = dir.appendingPathComponent("change.html")
        #expect(try CLI.run(["diff", a.path, b.path, "--out", html.path]).status == 1)
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("width=\"407px\" height=\"590px\""))
        #expect(!page.contains("<?xml") && page.hasSuffix("</html>\n"))
        // The same layout: exit 0, and the diagram (every element pale, one legend row) still written.
        let same = dir.appendingPathComponent("same.png")
        let equal = try CLI.run(["diff", a.path, "Snapshots/aligned-example.attributes.json", "--out", same.path])
        #expect(equal.status == 0)
        #expect(equal.stdout == "the layouts are the same (18 elements)\nchange diagram: \(same.path)\n")
        #expect(try Self.pngSize(same) == (407, 566))
        // An extension that names no format: exit 2, nothing written; --scale on images: usage error.
        let txt = dir.appendingPathComponent("change.txt")
        let bad = try CLI.run(["diff", a.path, b.path, "--out", txt.path])
        #expect(bad.status == 2 && bad.stderr.contains("name the file .png, .svg or .html"))
        #expect(!FileManager.default.fileExists(atPath: txt.path))
        #expect(try CLI.run(["diff", "a.png", "b.png", "--scale", "2"]).status == 64)
    }

    @Test func twoFoldersListNewMissingAndChangedFiles() throws {
        let dir = try CLI.temporaryDirectory()
        let a = dir.appendingPathComponent("a")
        let b = dir.appendingPathComponent("b/sub")
        try FileManager.default.createDirectory(at: a.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: b, withIntermediateDirectories: true)
        try Data("same".utf8).write(to: a.appendingPathComponent("sub/same.txt"))
        try Data("same".utf8).write(to: b.appendingPathComponent("same.txt"))
        try Data("old".utf8).write(to: a.appendingPathComponent("sub/gone.txt"))
        try Data("one".utf8).write(to: a.appendingPathComponent("sub/text.txt"))
        try Data("two".utf8).write(to: b.appendingPathComponent("text.txt"))
        try Data("new".utf8).write(to: b.appendingPathComponent("new.txt"))
        let run = try CLI.run(["diff", a.path, dir.appendingPathComponent("b").path])
        #expect(run.status == 1)
        #expect(
            run.stdout == "missing  sub/gone.txt\nnew      sub/new.txt\nchanged  sub/text.txt\n4 files: 3 differ\n")
    }

    @Test func thresholdAndAntialiasingMatchPixelmatch() throws {
        let fixtures = CLI.packageRoot.appendingPathComponent("Tests/LayoutCheckTests/pixelmatch")
        let run = try CLI.run([
            "diff", fixtures.appendingPathComponent("1a.png").path, fixtures.appendingPathComponent("1b.png").path,
            "--threshold", "0.05", "--ignore-antialiasing",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("143 pixels differ (max channel delta 255, threshold 0.05, anti-aliasing ignored"))
        #expect(try CLI.run(["diff", "a.png", "b.png", "--threshold", "1.5"]).status == 64)
    }
}
