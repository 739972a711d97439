import Foundation
import Testing

/// The DocC kind articles (`Sources/LayoutEngine/LayoutEngine.docc/Kinds/*.md`) are made from the
/// GitHub guides (`Docs/Kinds/*.md`), so the two never drift: one text, two renderings.
///
/// The article is the guide with its source-links block replaced by the kind's picture (DocC finds
/// images by name in the catalog's `Resources/`), its images and links in DocC's form
/// (`../../Snapshots/NAME.png` -> `NAME`, `[flow](flow.md)` -> `<doc:Flow>`, `../Effects.md` ->
/// `<doc:ScrollEffects>`, other files named as code), and a "See also" section. Edit the guide, then
/// write the articles again with `SNAPSHOT_TESTING_RECORD=all swift test --filter KindArticleTests`
/// (the recording run fails on purpose; look at the diff and commit it).
@Suite struct KindArticleTests {
    static let root = DocExampleTests.root
    static let guides = "Docs/Kinds"
    static let articles = "Sources/LayoutEngine/LayoutEngine.docc/Kinds"

    /// The picture of each kind whose guide has none of its own (a fixture's baseline, linked into
    /// the catalog's Resources).
    static let pictures: [String: String] = [
        "aligned": "aligned-example", "column": "column-guide-example", "composite": "composite-four-kinds",
        "compositional": "compositional-app-store",
        "flow": "flow-justified", "fraction-grid": "fraction-grid-mixed", "grid": "grid-readme-sections-on-new-lines",
        "list": "list-pinned-header", "mosaic": "mosaic-photo-wall", "staggered": "staggered-round-robin",
        "styled-flow": "styled-flow-transforms", "waterfall": "waterfall-hero",
    ]

    /// `fraction-grid` -> `FractionGrid`: the article's file and `<doc:>` name.
    static func articleName(_ kind: String) -> String {
        kind.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The DocC article made from a kind's guide.
    static func article(kind: String, guide: String) -> String {
        var lines = guide.components(separatedBy: "\n")
        // The source-links block: "Source: [...]," ... ")." or "[[Source](...) |" ... "]".
        if let start = lines.firstIndex(where: { $0.hasPrefix("Source: [") || $0.hasPrefix("[[Source](") }) {
            let closing = lines[start].hasPrefix("Source: [") ? ")." : "]"
            let end = lines[start...].firstIndex { $0.hasSuffix(closing) } ?? start
            var replacement: [String] = []
            if !guide.contains("](../../Snapshots/"), let name = pictures[kind] {
                replacement = ["![The \(name) fixture (Fixtures/\(name).json), as drawn by render](\(name))"]
            }
            var removeThrough = end
            if replacement.isEmpty, removeThrough + 1 < lines.count, lines[removeThrough + 1].isEmpty {
                removeThrough += 1
            }
            lines.replaceSubrange(start...removeThrough, with: replacement)
        }
        var text = lines.joined(separator: "\n")
        text = replacing(#"\]\(\.\./\.\./Snapshots/([A-Za-z0-9-]+)\.png\)"#, in: text) { "](\($0[1]))" }
        text = replacing(#"\[[^\]]*\]\(\.\./Effects\.md(#[^)]*)?\)"#, in: text) { _ in "<doc:ScrollEffects>" }
        text = replacing(#"\[`?[a-z-]+`?\]\(([a-z-]+)\.md\)"#, in: text) { "<doc:\(articleName($0[1]))>" }
        text = replacing(#"\[([^\]]+)\]\((\.\./)+([^)#]+)(#[^)]*)?\)"#, in: text) { m in
            "\(m[1]) (`\(m[3].hasPrefix("Sources/") || m[3].hasPrefix("Tests/") ? m[3] : "Docs/" + m[3])`)"
        }
        while text.hasSuffix("\n") { text.removeLast() }
        return text + """


            ## See also

            The same guide on GitHub: `Docs/Kinds/\(kind).md`; every fixture of the kind with its spec: `Docs/Gallery.md`.

            """
    }

    static func replacing(_ pattern: String, in text: String, with make: ([String]) -> String) -> String {
        let regex = try! NSRegularExpression(pattern: pattern)
        var out = text
        for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            let groups = (0..<m.numberOfRanges).map { i -> String in
                Range(m.range(at: i), in: text).map { String(text[$0]) } ?? ""
            }
            out.replaceSubrange(Range(m.range, in: out)!, with: make(groups))
        }
        return out
    }

    static var kinds: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(guides).path)) ?? [])
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    }

    @Test func everyKindHasAGuideAndAnArticle() throws {
        #expect(Self.kinds.count == 12)
        let made = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent(Self.articles).path)
        #expect(Set(made) == Set(Self.kinds.map { Self.articleName($0) + ".md" }))
    }

    @Test(arguments: kinds)
    func theArticleIsMadeFromTheGuide(kind: String) throws {
        let guide = try String(
            contentsOf: Self.root.appendingPathComponent("\(Self.guides)/\(kind).md"), encoding: .utf8)
        let path = Self.root.appendingPathComponent("\(Self.articles)/\(Self.articleName(kind)).md")
        let expected = Self.article(kind: kind, guide: guide)
        let record =
            ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].map { $0 == "all" || $0 == "failed" }
            ?? (ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil)
        let current = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
        if current != expected, record {
            try expected.write(to: path, atomically: true, encoding: .utf8)
            Issue.record(
                "Wrote \(path.path) from Docs/Kinds/\(kind).md; look at the diff, then run again without recording.")
            return
        }
        #expect(
            current == expected,
            "\(Self.articles)/\(Self.articleName(kind)).md is not the article made from Docs/Kinds/\(kind).md; write it with SNAPSHOT_TESTING_RECORD=all swift test --filter KindArticleTests"
        )
    }

    @Test func theConversionFindsWhatItLooksFor() {
        let guide = """
            # `x`

            Intro, like [`flow`](flow.md) and [scroll effects](../Effects.md#sticky).

            Source: [`A.swift`](../../Sources/A.swift),
            tests: [`B.swift`](../../Tests/B.swift).

            ![pic](../../Snapshots/x-y.png) and [the format](../SpecFormat.md).
            """
        let made = Self.article(kind: "x", guide: guide)
        #expect(made.contains("Intro, like <doc:Flow> and <doc:ScrollEffects>."))
        #expect(!made.contains("Source:") && !made.contains("tests:"))
        #expect(made.contains("![pic](x-y) and the format (`Docs/SpecFormat.md`)."))
        #expect(made.hasSuffix("every fixture of the kind with its spec: `Docs/Gallery.md`.\n"))
    }
}
