import Foundation
import Testing

/// YAML specs: the same checks as JSON, errors with the file, line and column, comments allowed.
@Suite struct YAMLSpecTests {
    /// Fixtures/flow-justified.json in block-style YAML, with comments and an anchor.
    static let flowJustified = """
        # The justified flow fixture, written as YAML.
        layout: flow
        container: { width: 375, height: 420 }
        options:
          minimumLineSpacing: 10      # UIKit's default
          minimumInteritemSpacing: 10
          insets: { top: 10, left: 16, bottom: 10, right: 16 }
        sections:
          - header: { height: 32 }
            footer: { height: 24 }
            items:
              - { width: 100, height: 60 }
              - { width: 80, height: 40 }
              - { width: 120, height: 50 }
              - { width: 300, height: 44 }
              - &square { width: 90, height: 90 }
              - { width: 140, height: 50 }
              - { width: 70, height: 70 }
              - { width: 60, height: 40 }
        """

    /// Every YAML example of Docs/SpecFormat.md is a spec that lays out; the merge keys' example
    /// gives its second section the first one's header and items, and its third the header only.
    @Test func theFormatsYAMLExamplesAreSpecs() throws {
        let text = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Docs/SpecFormat.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        #expect(blocks.count >= 2)
        let dir = try CLI.temporaryDirectory()
        for (i, block) in blocks.enumerated() {
            try block.write(to: dir.appendingPathComponent("\(i).yaml"), atomically: true, encoding: .utf8)
            let run = try CLI.run(["\(i).yaml", "--format", "json"], in: dir)
            #expect(run.status == 0, "block \(i): \(run.stderr)")
        }
        guard let merges = blocks.firstIndex(where: { $0.contains("<<: *card") }) else {
            Issue.record("no merge example")
            return
        }
        let run = try CLI.run(["\(merges).yaml", "--format", "json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let elements = (object?["elements"] as? [[String: Any]]) ?? []
        let kinds = elements.map { "\($0["kind"] ?? "")\($0["section"] ?? "")" }
        #expect(kinds.filter { $0.hasPrefix("header") } == ["header0", "header1", "header2"])
        #expect(kinds.filter { $0.hasPrefix("footer") } == ["footer1"])
        #expect(kinds.filter { $0.hasPrefix("cell") }.count == 4 + 4 + 2)
        #expect(run.stdout.contains(#""contentSize": { "width": 375, "height": 996 }"#))
    }

    @Test func yamlDrawsTheSamePictureAsJSON() throws {
        let dir = try CLI.temporaryDirectory()
        for name in ["spec.yaml", "spec.yml"] {
            try Self.flowJustified.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let run = try CLI.run([name, "out.png", "--compression", "small"], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                try Data(contentsOf: dir.appendingPathComponent("out.png"))
                    == Data(contentsOf: CLI.packageRoot.appendingPathComponent("Snapshots/flow-justified.png")))
        }
        let yaml = try CLI.run(["spec.yaml", "--format", "json"], in: dir)
        let json = try CLI.run(["Fixtures/flow-justified.json", "--format", "json"])
        #expect(yaml.status == 0 && !yaml.stdout.isEmpty)
        #expect(yaml.stdout == json.stdout)
    }

    /// A byte order mark (Windows editors write one) was refused: "did not find expected
    /// <document start>" at line 2; a JSON spec with one was read.
    @Test func aByteOrderMarkOpensAYAMLSpecAsItOpensAJSONSpec() throws {
        let dir = try CLI.temporaryDirectory()
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.flowJustified.utf8)).write(to: dir.appendingPathComponent("bom.yaml"))
        let yaml = try CLI.run(["bom.yaml", "--format", "json"], in: dir)
        #expect(yaml.status == 0, "\(yaml.stderr)")
        #expect(yaml.stdout == (try CLI.run(["Fixtures/flow-justified.json", "--format", "json"])).stdout)
        // Places are counted after the mark, as editors show them.
        try Data([0xEF, 0xBB, 0xBF] + Array("layout: flow\ncontainer: [1\n".utf8)).write(
            to: dir.appendingPathComponent("bad.yaml"))
        let bad = try CLI.run(["bad.yaml", "--format", "json"], in: dir)
        #expect(
            bad.stderr
                == "error: bad.yaml: malformed YAML at line 3, column 1: did not find expected ',' or ']' (while parsing a flow sequence)\n"
        )
    }

    @Test(arguments: [
        (
            "layout: waterfall\ncontainer: { width: 375, height: 667 }\nsections:\n  - options: { columnCount: 0 }\n    items: []\n",
            "error: spec.yaml:4:29: sections[0].options.columnCount: must be at least 1, got 0; set it to 1 or more\n"
        ),
        (
            "layout: flow\ncontainer: { width: \"375\", height: 1 }\nsections: []\n",
            "error: spec.yaml:2:21: container.width: must be a number, got \"375\"\n"
        ),
        (
            "layout: flow\ncontainer: [1\n",
            "error: spec.yaml: malformed YAML at line 3, column 1: did not find expected ',' or ']' (while parsing a flow sequence)\n"
        ),
        // A duplicate key named no line ("malformed YAML: Parser: expected all keys to be unique ...").
        (
            "layout: flow\ncontainer: { width: 10, height: 10, width: 20 }\nsections: []\n",
            "error: spec.yaml: malformed YAML at line 2, column 14: duplicate key \"width\" (a key appears once per mapping)\n"
        ),
        // A control character read "malformed YAML: 4:3: error: reader: control characters are not allowed:".
        (
            "layout: flow\ncontainer: { width: 10, height: 10 }\nsections: []\n# \u{01}\n",
            "error: spec.yaml: malformed YAML at line 4, column 3: control characters are not allowed (U+0001); remove it or write it escaped in a quoted string\n"
        ),
        (
            "# only a comment\n",
            "error: spec.yaml: the YAML document is empty; a spec needs \"layout\", \"container\" and \"sections\"\n"
        ),
        (
            "layout: flow\ncontainer: { width: 10, height: 10 }\nsections: []\ncolour: red\n",
            "error: spec.yaml:4:9: colour: unknown key \"colour\"; allowed here: \"layout\", \"container\", \"scrollDirection\", \"layoutDirection\", \"scale\", \"contentOffset\", \"options\", \"sections\"\n"
        ),
    ])
    func errorsNameTheLine(yaml: String, message: String) throws {
        let dir = try CLI.temporaryDirectory()
        try yaml.write(to: dir.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["spec.yaml", "out.png"], in: dir)
        #expect(run.status == 65)
        #expect(run.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }

    @Test func foldersGiveTheirYAMLSpecsToo() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Self.flowJustified.write(to: specs.appendingPathComponent("a.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Fixtures/flow-justified.json"),
            to: specs.appendingPathComponent("b.json"))
        let run = try CLI.run(["specs", "--out-dir", "out", "--format", "svg"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let a = try Data(contentsOf: dir.appendingPathComponent("out/a.svg"))
        #expect(a == (try Data(contentsOf: dir.appendingPathComponent("out/b.svg"))))
    }
}
