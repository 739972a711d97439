import Foundation
import Testing

/// Every Swift code block of the documentation is compiled, and run where it prints or checks a
/// value, so that no example can use an undefined name or a stale API.
///
/// The documentation is `README.md`, `Docs/**/*.md` and the DocC articles (`Sources/*/*.docc`).
/// Each ```` ```swift ```` block in it must be exactly the visible text of one example file:
/// - `Snippets/**/NAME.swift`: a SwiftPM snippet, built by `swift build` as the executable `NAME`
///   and run here in an empty temporary folder (it must exit 0; a line `print(x)  // TEXT` must
///   print `TEXT`);
/// - `Tests/DocExampleTests/Examples/*.swift`: test code (snapshot tests), compiled and run by
///   this test target.
///
/// Lines between `// snippet.hide` and `// snippet.show` (SwiftPM's snippet markers) are compiled
/// but not shown: imports, sample data, checks of the printed values. A block that is a whole
/// `Package.swift` (it starts with `// swift-tools-version:`) is checked by `swift package
/// dump-package`. A block that is deliberately partial says so on the line before its fence:
/// `<!-- partial: why -->`; there may be at most `partialLimit` of those.
@Suite struct DocExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let partialLimit = 3

    // MARK: - The documentation's blocks

    struct Block: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var partial: Bool
        var description: String { "\(file):\(line)" }
        var isManifest: Bool { text.hasPrefix("// swift-tools-version:") }
    }

    /// The documentation files, relative to the package root, sorted.
    static func documentationFiles() throws -> [String] {
        var files = ["README.md"]
        files += try markdownFiles(under: "Docs")
        for target in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) {
            files += try markdownFiles(under: "Sources/\(target)/\(target).docc")
        }
        return files.sorted()
    }

    static func markdownFiles(under folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else {
            return []
        }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
    }

    /// The ```swift blocks of a Markdown text (fences at any indentation; the block is dedented).
    static func blocks(in text: String, file: String) -> [Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var i = 0
        while i < lines.count {
            let fence = lines[i].trimmingCharacters(in: .whitespaces)
            guard fence == "```swift" else {
                i += 1
                continue
            }
            let indent = lines[i].prefix { $0 == " " }.count
            let partial = i > 0 && lines[i - 1].trimmingCharacters(in: .whitespaces).hasPrefix("<!-- partial:")
            var body: [String] = []
            var j = i + 1
            while j < lines.count, lines[j].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(String(lines[j].dropFirst(min(indent, lines[j].prefix { $0 == " " }.count))))
                j += 1
            }
            blocks.append(Block(file: file, line: i + 1, text: body.joined(separator: "\n"), partial: partial))
            i = j + 1
        }
        return blocks
    }

    static func allBlocks() throws -> [Block] {
        try documentationFiles().flatMap { file in
            blocks(in: try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8), file: file)
        }
    }

    // MARK: - The example files

    struct Example {
        var path: String
        var visible: String
        var isSnippet: Bool
        var name: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }
    }

    /// The text a reader sees: the file without its `// snippet.hide` ... `// snippet.show`
    /// regions, blank lines at either end trimmed.
    static func visibleText(of source: String) -> String {
        var shown: [Substring] = []
        var hidden = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            default: if !hidden { shown.append(line) }
            }
        }
        while shown.first?.allSatisfy(\.isWhitespace) == true { shown.removeFirst() }
        while shown.last?.allSatisfy(\.isWhitespace) == true { shown.removeLast() }
        return shown.joined(separator: "\n")
    }

    static func examples() throws -> [Example] {
        var out: [Example] = []
        for (folder, isSnippet) in [("Snippets", true), ("Tests/DocExampleTests/Examples", false)] {
            for path in try swiftFiles(under: folder) {
                let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                out.append(Example(path: path, visible: visibleText(of: source), isSnippet: isSnippet))
            }
        }
        return out
    }

    static func swiftFiles(under folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else {
            return []
        }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.sorted()
    }

    // MARK: - Tests

    @Test func everySwiftBlockIsAnExample() throws {
        let examples = try Self.examples()
        var byText: [String: [String]] = [:]
        for example in examples { byText[example.visible, default: []].append(example.path) }
        let blocks = try Self.allBlocks()
        #expect(blocks.count >= 30, "found only \(blocks.count) Swift blocks: is the documentation where it was?")
        for block in blocks where !block.partial && !block.isManifest {
            #expect(
                byText[block.text] != nil,
                """
                \(block): this swift block is the visible text of no example; put it in Snippets/ (one file \
                per block) or Tests/DocExampleTests/Examples/, or mark it <!-- partial: why --> on the line \
                before the fence
                """)
        }
        for (text, paths) in byText where paths.count > 1 {
            Issue.record("\(paths.joined(separator: " and ")) show the same text; keep one: \(text.prefix(60))")
        }
        let shown = Set(blocks.map(\.text))
        for example in examples where !shown.contains(example.visible) {
            Issue.record("\(example.path) is shown by no documentation block; remove it or show it")
        }
    }

    @Test func partialBlocksAreFewAndSayWhy() throws {
        let partial = try Self.allBlocks().filter(\.partial)
        #expect(partial.count <= Self.partialLimit, "partial blocks: \(partial.map(\.description))")
    }

    @Test func snippetNamesAreUnique() throws {
        let names = try Self.examples().filter(\.isSnippet).map(\.name)
        #expect(Set(names).count == names.count, "\(names.sorted())")
    }

    /// Runs every snippet's executable (built by `swift build --build-tests`) in an empty folder.
    @Test func everySnippetRunsAndPrintsWhatItsCommentsSay() throws {
        for example in try Self.examples() where example.isSnippet {
            let binary = Self.binary(example.name)
            guard FileManager.default.isExecutableFile(atPath: binary.path) else {
                Issue.record("\(example.path): \(binary.path) is missing; run swift build --build-tests")
                continue
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try Self.run(binary, in: folder)
            #expect(run.status == 0, "\(example.path) exited \(run.status): \(run.stderr)")
            let expected = Self.expectedOutput(example.visible)
            if !expected.isEmpty {
                let printed = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
                    String.init)
                #expect(printed == expected, "\(example.path) printed \(printed)")
            }
        }
    }

    /// Every whole `Package.swift` shown is a valid manifest.
    @Test func everyManifestIsValid() throws {
        for block in try Self.allBlocks() where block.isManifest {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try block.text.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let swift = URL(fileURLWithPath: "/usr/bin/env")
            let run = try Self.run(swift, arguments: ["swift", "package", "dump-package"], in: folder)
            #expect(run.status == 0, "\(block): \(run.stderr)")
        }
    }

    @Test func theChecksFindWhatTheyLookFor() {
        let text = """
            Intro.

            ```swift
            let a = 1
            ```
            <!-- partial: an excerpt -->
              ```swift
              b(
              ```
            """
        let blocks = Self.blocks(in: text, file: "x.md")
        #expect(blocks.map(\.text) == ["let a = 1", "b("])
        #expect(blocks.map(\.partial) == [false, true])
        #expect(blocks.map(\.line) == [3, 7])
        let source = """
            // snippet.hide
            import A

            // snippet.show
            let x = f()
            print(x)   // 3 x 4
            // snippet.hide
            precondition(x == 3)
            """
        #expect(Self.visibleText(of: source) == "let x = f()\nprint(x)   // 3 x 4")
        #expect(
            Self.expectedOutput("print(x)   // 3 x 4\nlet y = 2 // no print\n  print(\"a\") // a") == ["3 x 4", "a"])
    }

    // MARK: - Helpers

    /// The text after `//` on each line that calls `print(...)` and ends with a comment.
    static func expectedOutput(_ visible: String) -> [String] {
        visible.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("print("), let comment = trimmed.range(of: ")   // ") ?? trimmed.range(of: ") // ")
            else { return nil }
            return String(trimmed[comment.upperBound...]).trimmingCharacters(in: .whitespaces)
        }
    }

    static func binary(_ name: String) -> URL {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [dir, dir.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return root.appendingPathComponent(".build/debug/\(name)")
    }

    static func run(_ executable: URL, arguments: [String] = [], in folder: URL) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
