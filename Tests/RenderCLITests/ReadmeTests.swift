import Foundation
import Testing

/// README.md stays true: Docs/Gallery.md shows every fixture's baseline next to its exact spec and
/// the command that draws it, and every relative link and image in the README and the guides points
/// at a file that exists.
@Suite struct ReadmeTests {
    static let root = CLI.packageRoot
    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Docs/Gallery.md is exactly what `render gallery` writes (`make gallery` refreshes it), so it
    /// shows every fixture, its current spec and its baseline.
    @Test func galleryIsUpToDate() throws {
        let run = try CLI.run(["gallery", "Fixtures", "--images", "Snapshots", "-o", "Docs/Gallery.md", "--check"])
        #expect(run.status == 0, "\(run.stderr)")
        let gallery = try Self.read("Docs/Gallery.md")
        let fixtures = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Fixtures").path
        )
        .filter { $0.hasSuffix(".json") }.sorted()
        #expect(!fixtures.isEmpty)
        for file in fixtures {
            let name = String(file.dropLast(5))
            let spec = try Self.read("Fixtures/\(file)").trimmingCharacters(in: .newlines)
            #expect(gallery.contains("<img src=\"../Snapshots/\(name).png\""), "\(name) is missing from the gallery")
            #expect(gallery.contains("```json\n\(spec)\n```"), "the gallery's spec of \(name) differs")
        }
    }

    /// `--check` fails on a stale page, naming the command that refreshes it, and writes nothing.
    @Test func galleryCheckFailsOnAStalePage() throws {
        let dir = try CLI.temporaryDirectory()
        let page = dir.appendingPathComponent("Gallery.md")
        try "# old\n".write(to: page, atomically: true, encoding: .utf8)
        let run = try CLI.run(["gallery", "Fixtures", "--images", "Snapshots", "-o", page.path, "--check"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("is out of date; run: render gallery Fixtures --images Snapshots -o"))
        #expect(try String(contentsOf: page, encoding: .utf8) == "# old\n")
    }

    /// A page that does not exist is said to be missing (it read "is out of date"), and is not made.
    @Test func galleryCheckNamesAMissingPage() throws {
        let dir = try CLI.temporaryDirectory()
        let page = dir.appendingPathComponent("Gallery.md")
        let run = try CLI.run(["gallery", "Fixtures", "--images", "Snapshots", "-o", page.path, "--check"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Gallery.md does not exist; run: render gallery Fixtures --images Snapshots -o"))
        #expect(!FileManager.default.fileExists(atPath: page.path))
    }

    /// The pictures in Docs/images that `render` draws are what it draws today, byte for byte (the
    /// report and HTML screenshots are taken by the browser tests with DOCS_SCREENSHOT=1).
    @Test(arguments: [
        ("flow-auto.svg", ["--layout", "flow", "--theme", "auto"]),
        (
            "change-diagram.png",
            [
                "diff", "Fixtures/aligned-example.json", "Docs/images/aligned-example-changed.json", "--scale", "2",
                "--out",
            ]
        ),
    ])
    func docsImagesAreCurrent(image: String, command: [String]) throws {
        let output = try CLI.temporaryDirectory().appendingPathComponent(image)
        let run = try CLI.run(command + [output.path])
        #expect(run.status == (command.first == "diff" ? 1 : 0), "\(run.stderr)")
        let expected = try Data(contentsOf: Self.root.appendingPathComponent("Docs/images/\(image)"))
        #expect(
            try Data(contentsOf: output) == expected,
            "Docs/images/\(image) is stale; re-make it with: render \(command.joined(separator: " ")) Docs/images/\(image)"
        )
    }

    /// Every command the gallery gives writes the baseline byte for byte.
    @Test func galleryCommandsReproduceTheBaselines() throws {
        let gallery = try Self.read("Docs/Gallery.md")
        let commands = gallery.split(separator: "\n").filter { $0.hasPrefix("render Fixtures/") }
        let fixtures = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Fixtures").path
        )
        #expect(commands.count == fixtures.filter { $0.hasSuffix(".json") }.count)
        let dir = try CLI.temporaryDirectory()
        for command in commands {
            var arguments = command.split(separator: " ").dropFirst().map(String.init)
            #expect(arguments.count == 4 && arguments[1].hasPrefix("Snapshots/") && arguments[2] == "--compression")
            let baseline = arguments[1]
            let output = dir.appendingPathComponent((baseline as NSString).lastPathComponent)
            arguments[1] = output.path
            let run = try CLI.run(arguments)
            #expect(run.status == 0, "\(command): \(run.stderr)")
            let expected = try Data(contentsOf: Self.root.appendingPathComponent(baseline))
            #expect(try Data(contentsOf: output) == expected, "\(command) does not reproduce \(baseline)")
        }
    }

    /// The README is a landing page: at most 20 KB.
    @Test func readmeIsALandingPage() throws {
        let size = try Self.read("README.md").utf8.count
        #expect(size <= 20 * 1024, "README.md is \(size) bytes; move detail to Docs/")
    }

    /// The relative path the gallery's links use.
    @Test func galleryLinksAreRelativeToThePage() throws {
        let run = try CLI.run(["gallery", "Fixtures", "--images", "Snapshots"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("<img src=\"Snapshots/waterfall-hero.png\" alt=\"waterfall-hero\" width=\"360\">"))
        #expect(run.stdout.contains("[spec](Fixtures/waterfall-hero.json) · [SVG](Snapshots/waterfall-hero.svg)"))
        let missing = try CLI.run(["gallery", "Fixtures", "--images", "Docs"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("cannot read Docs/aligned-alignments.png"))
    }

    static var documents: [String] {
        var docs = ["README.md", "Docs/Gallery.md"]
        for dir in ["Docs", "Docs/Kinds"] {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path)) ?? []
            docs += names.filter { $0.hasSuffix(".md") && $0 != "Gallery.md" }.sorted().map { "\(dir)/\($0)" }
        }
        return docs
    }

    @Test(arguments: documents)
    func relativeLinksResolve(document: String) throws {
        let text = try Self.read(document)
        let base = (document as NSString).deletingLastPathComponent
        var targets: [String] = []
        for pattern in [#"\]\(([^)#:]+)(#[^)]*)?\)"#, #"src="([^"]+)""#] {
            let regex = try NSRegularExpression(pattern: pattern)
            for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let r = Range(m.range(at: 1), in: text) { targets.append(String(text[r])) }
            }
        }
        #expect(!targets.isEmpty)
        for target in targets where !target.hasPrefix("http") {
            let path = (base as NSString).appendingPathComponent(target)
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                "\(document) links to \(target), which does not exist")
        }
    }
}
