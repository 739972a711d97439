import Foundation
import Testing

/// README.md stays true: the gallery shows every fixture's baseline next to its exact spec, and
/// every relative link and image in the README and the guides points at a file that exists.
@Suite struct ReadmeTests {
    static let root = CLI.packageRoot
    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func galleryShowsEveryFixtureWithItsSpec() throws {
        let readme = try Self.read("README.md")
        let fixtures = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Fixtures").path
        )
        .filter { $0.hasSuffix(".json") }.sorted()
        #expect(!fixtures.isEmpty)
        for file in fixtures {
            let name = String(file.dropLast(5))
            let spec = try Self.read("Fixtures/\(file)").trimmingCharacters(in: .newlines)
            #expect(
                readme.contains("<img src=\"Snapshots/\(name).png\""),
                "\(name) is missing from the gallery; run python3 scripts/gallery.py")
            #expect(
                readme.contains("```json\n\(spec)\n```"),
                "the gallery's spec of \(name) differs from Fixtures/\(file); run python3 scripts/gallery.py")
        }
    }

    static var documents: [String] {
        var docs = ["README.md"]
        for dir in ["Docs", "Docs/Kinds"] {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path)) ?? []
            docs += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(dir)/\($0)" }
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
