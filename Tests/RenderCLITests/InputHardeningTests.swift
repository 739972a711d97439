import Foundation
import TestSupport
import Testing

@testable import RenderCommands

/// Issue 24, the inputs every command reads: YAML that expands without limit or is read in
/// quadratic time, YAML specs that `check`, `diff` and `gallery` skipped, folder walks that followed
/// links, outputs that replaced the run's own inputs, and batch runs that skipped the single-file
/// checks.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct InputHardeningTests {
    static let listSpec =
        #"{"layout": "list", "container": {"width": 40, "height": 30}, "sections": [{"items": {"count": 3, "height": 8}}]}"#
    static let listYAML = """
        # a list of two cells
        layout: list
        container: {width: 40, height: 30}
        sections:
          - items: {count: 2, height: 8}

        """

    /// Runs `render` in `directory` with a time limit (a run that blocks is killed and fails the test).
    static func run(_ arguments: [String], in directory: URL, seconds: Double = 60) throws -> CLIRun {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("render-out-\(UUID().uuidString)")
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("render-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("render \(arguments) did not finish within \(seconds) s")
        }
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus, stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    static func write(_ text: String, _ dir: URL, _ name: String) throws {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func entries(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    static func text(_ dir: URL, _ name: String) -> String? {
        try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }

    // MARK: Defect 1: YAML aliases

    @Test func aYAMLAliasBombIsRefusedWhereItsValueBudgetRunsOut() throws {
        let dir = try CLI.temporaryDirectory()
        // Six levels of nine aliases: 531,441 strings from 233 bytes.
        var lines = [#"a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        for (name, previous) in zip("bcdef", "abcde") {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
        }
        try Self.write(lines.joined(separator: "\n") + "\n", dir, "bomb.yaml")
        let run = try Self.run(["bomb.yaml", "-o", "out.json"], in: dir, seconds: 30)
        #expect(run.status == 65)
        #expect(
            run.stderr.hasPrefix(
                "error: bomb.yaml:1:20: e[0][2][0][5][2]: the YAML expands to more than 10000 values here"),
            "\(run.stderr)")
        #expect(run.stderr.contains(#"give many equal items as "items": {"count": n, ...}"#))
        #expect(Self.entries(dir) == ["bomb.yaml"])
    }

    // MARK: Defect 2: many YAML keys

    @Test func aYAMLMappingOf100000KeysIsCheckedInLinearTime() throws {
        let dir = try CLI.temporaryDirectory()
        var yaml = "layout: list\ncontainer: {width: 40, height: 30}\nsections: []\n"
        for i in 0..<100_000 { yaml += "k\(i): 1\n" }
        try Self.write(yaml, dir, "keys.yaml")
        let start = Date()
        // Quadratic (every key compared with every earlier one), this ran for minutes.
        let run = try Self.run(["keys.yaml", "-o", "out.json"], in: dir, seconds: 25)
        #expect(Date().timeIntervalSince(start) < 25)
        #expect(run.status == 65)
        #expect(
            run.stderr.hasPrefix(#"error: keys.yaml:4:5: k0: unknown key "k0"; allowed here: "layout""#),
            "\(run.stderr)")
    }

    // MARK: Defect 19: YAML everywhere

    @Test func checkReadsYAMLSpecsInAFolderAndByName() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listYAML, dir, "specs/a.yaml")
        try Self.write(Self.listYAML, dir, "specs/b.yml")
        try Self.write(Self.listSpec, dir, "specs/c.json")
        try Self.write("not a spec", dir, "specs/.hidden.json")
        try Self.write(Self.listSpec, dir, "specs/sub/d.json")
        let record = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(
            record.stdout.hasSuffix("3 specs: 0 passed, 3 missing baselines; 6 baselines written\n"), "\(record.stdout)"
        )
        #expect(
            Self.entries(dir.appendingPathComponent("base")) == [
                "a.attributes.json", "a.png", "b.attributes.json", "b.png", "c.attributes.json", "c.png",
            ])
        let named = try CLI.run(["check", "specs/a.yaml", "specs/b.yml", "--baselines", "base"], in: dir)
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout.hasSuffix("2 specs: 2 passed\n") || named.stdout.contains("2 specs: 2 passed;"))
    }

    @Test func aYAMLSpecCheckErrorNamesItsLineAndColumn() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listYAML.replacingOccurrences(of: "height: 8", with: "height: -8"), dir, "specs/a.yaml")
        let run = try CLI.run(["check", "specs", "--baselines", "base"], in: dir)
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("failed   a: specs/a.yaml:5:31: sections[0].items.height: "), "\(run.stdout)")
    }

    @Test func diffComparesTwoYAMLSpecsElementByElement() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listYAML, dir, "a.yaml")
        try Self.write(Self.listYAML.replacingOccurrences(of: "count: 2", with: "count: 3"), dir, "b.yml")
        let run = try CLI.run(["diff", "a.yaml", "b.yml"], in: dir)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout == "cell 0.2: new (x=0 y=16 w=40 h=8)\n1 element change\n")
        let same = try CLI.run(["diff", "a.yaml", "a.yaml"], in: dir)
        #expect(same.status == 0)
        #expect(same.stdout == "the layouts are the same (2 elements)\n")
    }

    @Test func galleryShowsYAMLSpecsWithTheirOwnFileNames() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listYAML, dir, "specs/a.yaml")
        try Self.write(Self.listSpec, dir, "specs/b.json")
        for name in ["a.png", "a.svg", "b.png", "b.svg"] { try Self.write("", dir, "images/\(name)") }
        let run = try CLI.run(["gallery", "specs", "--images", "images"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("### a\n\n[spec](specs/a.yaml) · [SVG](images/a.svg)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("render specs/a.yaml images/a.png --compression small\n"))
        #expect(run.stdout.contains("```yaml\n# a list of two cells\n"))
        #expect(run.stdout.contains("### b\n\n[spec](specs/b.json)"))
    }

    /// An HTML page always draws a viewport (at offset 0 for a spec without a contentOffset), so
    /// `--hide viewport` hides it there; it was refused as "this diagram draws no viewport". A PNG
    /// of that spec draws none, and is still refused.
    @Test func hideViewportHidesTheViewportOfAnHTMLPage() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = CLI.packageRoot.appendingPathComponent("Fixtures/waterfall-hero.json").path
        let page = try CLI.run([spec, "c.html", "--hide", "viewport"], in: dir)
        #expect(page.status == 0, "\(page.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("c.html"), encoding: .utf8)
        #expect(!html.contains("id=\"viewport-frame\""))
        let shown = try CLI.run([spec, "d.html"], in: dir)
        #expect(shown.status == 0)
        #expect(
            try String(contentsOf: dir.appendingPathComponent("d.html"), encoding: .utf8).contains(
                "id=\"viewport-frame\""))
        let png = try CLI.run([spec, "c.png", "--hide", "viewport"], in: dir)
        #expect(png.status == 64)
        #expect(png.stderr.hasPrefix("error: --hide viewport: this diagram draws no viewport;"))
    }

    /// Links are relative to the page wherever `-o` puts it: an absolute `-o` linked `specs/` as
    /// if the page were beside it, and `-o docs/../docs/G.md` climbed three folders.
    @Test func galleryLinksAreRelativeToAPageGivenByAnyPath() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "specs/b.json")
        for name in ["b.png", "b.svg"] { try Self.write("", dir, "images/\(name)") }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("docs"), withIntermediateDirectories: true)
        for page in [dir.path + "/docs/G1.md", "docs/../docs/G2.md", "./docs//G3.md"] {
            let run = try CLI.run(["gallery", "specs", "--images", "images", "-o", page], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            let name = String(page.split(separator: "/").last!)
            let text = try String(contentsOf: dir.appendingPathComponent("docs/\(name)"), encoding: .utf8)
            #expect(text.contains("[spec](../specs/b.json) · [SVG](../images/b.svg)"), "\(page)")
            #expect(text.contains("src=\"../images/b.png\""), "\(page)")
        }
    }

    /// `--images` that is a file, or a folder that does not exist, is named as such (exit 66). Before,
    /// each spec's image was "missing", with a fix (`render SPEC file/a.png`) that could only fail.
    /// Two specs of one name (`a.json`, `a.yaml`) are refused (64); both showed `a.png`. A folder
    /// of no specs is refused (66), as `check` and a batch refuse it; it gave a page of none.
    @Test func galleryNamesAnImagesFolderThatIsNotOne() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "specs/a.json")
        try Self.write("", dir, "file")
        try Self.write("", dir, "empty/notes.txt")
        let runs: [(arguments: [String], message: String)] = [
            (
                ["gallery", "specs", "--images", "file/img"],
                "error: cannot read file/img: file is not a folder; give --images the folder that holds NAME.png and NAME.svg for every spec\n"
            ),
            (
                ["gallery", "specs", "--images", "none/"],
                "error: cannot read none/: no such folder; make it, and draw every spec into it as NAME.png and NAME.svg (render SPEC none/NAME.png)\n"
            ),
            (["gallery", "file", "--images", "specs"], "error: cannot read file: it is not a folder\n"),
            (
                ["gallery", "empty", "--images", "specs", "-o", "page.md"],
                "error: cannot read empty: no specs there (*.json, *.yaml, *.yml); give the folder of specs\n"
            ),
        ]
        for (arguments, message) in runs {
            let run = try CLI.run(arguments, in: dir)
            #expect(run.status == 66, "\(arguments): \(run.stderr)")
            #expect(run.stderr == message)
            #expect(run.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("page.md").path))
        // Two specs of one name would show the same images (check refuses them too).
        try Self.write(Self.listYAML, dir, "specs/a.yaml")
        let twice = try CLI.run(["gallery", "specs", "--images", "specs"], in: dir)
        #expect(twice.status == 64)
        #expect(
            twice.stderr
                == "error: specs/a.json and specs/a.yaml are both named a; the gallery would show specs/a.png for both. Rename one; see 'render gallery --help'\n"
        )
        // Or but for letter case: A.png is a.png on a Mac.
        try FileManager.default.moveItem(
            at: dir.appendingPathComponent("specs/a.yaml"), to: dir.appendingPathComponent("specs/A.yaml"))
        let cased = try CLI.run(["gallery", "specs", "--images", "specs"], in: dir)
        #expect(cased.status == 64)
        #expect(
            cased.stderr
                == "error: specs/A.yaml and specs/a.json are both named A, but for letter case (A, a): one file name on a case-insensitive file system, macOS's and Windows' default; the gallery would show specs/A.png for both. Rename one; see 'render gallery --help'\n"
        )
    }

    /// An output that is a spec of its own is refused (64), not replaced: `render a.json b.json` (a
    /// shell's `*.json` of two specs) replaced `b.json` with `a.json`'s attributes, and `render a.json
    /// --layout mosaic` replaced `a.json` with the example's. Every command's outputs are checked.
    @Test func anOutputThatIsAnotherSpecIsRefused() throws {
        let dir = try CLI.temporaryDirectory()
        for name in ["specs/a.json", "specs/b.json", "specs/0.json"] { try Self.write(Self.listSpec, dir, name) }
        try Self.write(Self.listYAML, dir, "specs/c.yaml")
        try Self.write(Self.listYAML, dir, "yaml/a.yaml")
        let png = try CLI.run(["specs/a.json", "a.png"], in: dir)
        #expect(png.status == 0)
        let fix = "Write the output to another file"
        let runs: [(arguments: [String], message: String)] = [
            (
                ["specs/a.json", "specs/b.json"],
                "The output specs/b.json is a spec; writing it would replace that spec. \(fix), or render both specs into a folder (--out-dir DIR); see 'render draw --help'"
            ),
            (
                ["specs/a.json", "specs/b.json", "--format", "png"],
                "The output specs/b.json is a spec; writing it would replace that spec. \(fix), or render both specs into a folder (--out-dir DIR); see 'render draw --help'"
            ),
            (
                ["specs/a.json", "--layout", "mosaic"],
                "The output specs/a.json is a spec; writing it would replace that spec. With --layout the one argument is the output: to draw specs/a.json, leave out --layout; to draw the example, write it to another file; see 'render draw --help'"
            ),
            (
                ["yaml/a.yaml", "--out-dir", "specs", "--format", "json"],
                "The output specs/a.json is a spec; writing it would replace that spec. Render into another folder (--out-dir out) or choose another --format; see 'render draw --help'"
            ),
            (
                ["specs/c.yaml", "--offsets", "0,1", "specs/%d.json"],
                "The output specs/0.json is a spec; writing it would replace that spec. Give an output pattern that names other files (out-%d.json); see 'render draw --help'"
            ),
            (
                ["schema", "-o", "specs/a.json"],
                "The output specs/a.json is a spec; writing it would replace that spec. Write the schema elsewhere (-o spec.schema.json); see 'render schema --help'"
            ),
            (
                ["check", "specs/a.json", "--baselines", "base", "--junit", "specs/b.json"],
                "The output specs/b.json is a spec; writing it would replace that spec. Choose another path for --junit; see 'render check --help'"
            ),
            (
                ["diff", "a.png", "a.png", "--out", "specs/b.json"],
                "The output specs/b.json is a spec; writing it would replace that spec. Give --out another path; see 'render diff --help'"
            ),
            (
                ["gallery", "specs", "--images", "base", "-o", "specs/b.json"],
                "-o specs/b.json is the spec specs/b.json; writing the page would replace it. Write the page elsewhere (-o Docs/Gallery.md); see 'render gallery --help'"
            ),
            (
                ["gallery", "specs/", "--images", "base", "-o", "specs/../specs/x/../b.json"],
                "-o specs/../specs/x/../b.json is the spec specs/b.json; writing the page would replace it. Write the page elsewhere (-o Docs/Gallery.md); see 'render gallery --help'"
            ),
        ]
        try Self.write(Self.listSpec, dir, "other/g.json")
        let all =
            runs + [
                (
                    ["gallery", "specs", "--images", "base", "-o", "other/g.json"],
                    "The output other/g.json is a spec; writing it would replace that spec. Write the page elsewhere (-o Docs/Gallery.md); see 'render gallery --help'"
                ),
                (
                    ["check", "merge", "shard", "--report", "merged", "--junit", "other/g.json"],
                    "The output other/g.json is a spec; writing it would replace that spec. Choose another path for --junit; see 'render check merge --help'"
                ),
            ]
        for (arguments, message) in all {
            let run = try CLI.run(arguments, in: dir)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr == "error: \(message)\n", "\(arguments)")
        }
        for name in ["a", "b", "0"] { #expect(Self.text(dir, "specs/\(name).json") == Self.listSpec) }
        #expect(Self.text(dir, "specs/c.yaml") == Self.listYAML)
        #expect(Self.text(dir, "other/g.json") == Self.listSpec)
        #expect(Self.entries(dir.appendingPathComponent("specs")) == ["0.json", "a.json", "b.json", "c.yaml"])
        // Attributes and JSON that is no spec are replaced as before.
        try Self.write(#"{"name": "x"}"#, dir, "other.json")
        for arguments in [
            ["specs/a.json", "out.json"], ["specs/a.json", "out.json"], ["specs/a.json", "other.json"],
        ] {
            let run = try CLI.run(arguments, in: dir)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        #expect(Self.text(dir, "other.json") == Self.text(dir, "out.json"))
    }

    /// A spec whose file name is not UTF-8 (`\xFF.json`) is listed with U+FFFD and cannot be opened
    /// by that name: `check` said "No such file or directory" of a file that is there.
    @Test func aSpecNamedInAnotherEncodingIsNamedWithTheFix() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "specs/a.json")
        let raw = Array(dir.path.utf8) + Array("/specs/".utf8) + [0xFF] + Array(".json".utf8) + [0]
        let fd = raw.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(fd >= 0)
        close(fd)
        let run = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "\nfailed   \u{FFFD}: cannot read specs/\u{FFFD}.json: no file has this name: the file's name holds bytes that are not UTF-8 (shown as \u{FFFD}), and cannot be opened by it; rename the file in UTF-8 (convmv -f latin1 -t utf8)\n"
            ), "\(run.stdout)")
    }

    /// An argument that is not UTF-8 reached `render` with U+FFFD for its bytes: `render a.json
    /// $'\xFF.png'` wrote `\u{FFFD}.png`, exit 0. It is refused before anything runs. (Foundation's
    /// `Process` takes its arguments as `String`s, so the bytes go through a shell.)
    @Test func anArgumentThatIsNotUTF8IsRefusedBeforeAnythingRuns() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "a.json")
        let run = try CLI.runThroughShell(#"exec "$0" a.json "$(printf 'caf\351.png')" --title x"#, in: dir)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "error: argument 2 (caf\u{FFFD}.png) is not UTF-8 text: its bytes would be read as \u{FFFD}, another name than the one given; give it in UTF-8 (a file's name: rename the file in UTF-8, convmv -f latin1 -t utf8)\n"
        )
        #expect(Self.entries(dir) == ["a.json"])
        // The rule itself: the first argument that is not UTF-8, numbered from 1.
        #expect(RenderRoot.argumentNotUTF8([Array("a.json".utf8), Array("caf\u{E9}.png".utf8)]) == nil)
        #expect(
            RenderRoot.argumentNotUTF8([Array("a.json".utf8), [0x61, 0xFF], [0xC3]])?.hasPrefix(
                "argument 2 (a\u{FFFD}) is not UTF-8 text") == true)
    }

    @Test func batchAndCheckTakeTheSameFilesOfAFolderForSpecs() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "specs/a.json")
        try Self.write(Self.listYAML, dir, "specs/b.YAML")
        // A geometry baseline next to its spec is not a spec (check never took it for one).
        let attributes = try CLI.run(["specs/a.json", "-o", "specs/a.attributes.json"], in: dir)
        #expect(attributes.status == 0)
        let batch = try CLI.run(["specs", "--out-dir", "out", "--format", "json"], in: dir)
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(Self.entries(dir.appendingPathComponent("out")) == ["a.json", "b.json"])
        let check = try CLI.run(["check", "specs", "--baselines", "specs"], in: dir)
        #expect(check.stdout.hasPrefix("missing  a: no baseline specs/a.png\nmissing  b: "), "\(check.stdout)")
    }

    // MARK: Defect 12: folder links

    @Test func diffOfTwoFoldersNeverFollowsLinksToFolders() throws {
        let dir = try CLI.temporaryDirectory()
        for side in ["a", "b"] {
            try Self.write("same", dir, "\(side)/file.txt")
            try Self.write("\(side)", dir, "\(side)/sub/inner.txt")
            symlink(".", dir.appendingPathComponent("\(side)/here").path)
            symlink(".", dir.appendingPathComponent("\(side)/again").path)
        }
        symlink("/", dir.appendingPathComponent("b/root").path)
        let run = try Self.run(["diff", "a", "b"], in: dir, seconds: 20)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout == "new      root\nchanged  sub/inner.txt\n5 files: 2 differ\n")
    }

    /// Two names that Swift takes for one (`café` composed, and decomposed: `e` and U+0301) are two
    /// files to the file system. Keyed by `String`, only one of them was compared: a change in the
    /// other passed (`1 file: 0 differ`, exit 0). The two are printed with their code points, as
    /// printed alike a reader could not tell which one changed.
    @Test func diffOfTwoFoldersComparesNamesByTheirBytes() throws {
        let dir = try CLI.temporaryDirectory()
        for side in ["a", "b"] {
            try Self.write(side == "a" ? "one" : "ONE", dir, "\(side)/caf\u{E9}.txt")
            try Self.write("two", dir, "\(side)/cafe\u{301}.txt")
        }
        let run = try CLI.run(["diff", "a", "b"], in: dir)
        #expect(run.status == 1)
        #expect(run.stdout == #"changed  caf\u{E9}.txt"# + "\n2 files: 1 differs\n")
        try Self.write("THREE", dir, "b/cafe\u{301}.txt")
        try Self.write("only in b", dir, "b/na\u{EF}ve.txt")
        let both = try CLI.run(["diff", "a", "b"], in: dir)
        #expect(both.status == 1)
        #expect(
            both.stdout == #"changed  cafe\u{301}.txt"# + "\n" + #"changed  caf\u{E9}.txt"# + "\n"
                + "new      na\u{EF}ve.txt\n3 files: 3 differ\n")
    }

    // MARK: Defect 18

    @Test func diffOfAFolderAndAMissingPathNamesTheMissingOne() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "somedir/a.json")
        let run = try CLI.run(["diff", "somedir", "nope"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == "error: cannot read nope: No such file or directory\n")
        let mixed = try CLI.run(["diff", "somedir", "somedir/a.json"], in: dir)
        #expect(mixed.status == 2)
        #expect(
            mixed.stderr
                == "error: cannot compare the folder somedir with the file somedir/a.json; give two folders or two files\n"
        )
    }

    // MARK: Defect 20: no output replaces an input

    @Test(arguments: [
        ["specs", "--out-dir", "specs", "--format", "json"],
        ["specs", "--out-dir", "specs", "--format", "json", "--watch"],
        ["specs/a.json", "specs/a.json"],
        ["specs/a.json", "-o", "./specs//a.json"],
        ["specs/a.json", "link.json"],
        ["specs/a.json", "--offsets", "0,10", "specs/a%d.json"],
    ])
    func renderRefusesAnOutputThatIsOneOfItsSpecs(_ arguments: [String]) throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "specs/a.json")
        try Self.write(Self.listSpec, dir, "specs/a0.json")
        symlink("specs/a.json", dir.appendingPathComponent("link.json").path)
        let arguments = arguments.last == "specs/a%d.json" ? ["specs/a0.json"] + arguments.dropFirst() : arguments
        let run = try Self.run(arguments, in: dir, seconds: 20)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("; writing it would replace the spec."), "\(run.stderr)")
        #expect(Self.text(dir, "specs/a.json") == Self.listSpec)
        #expect(Self.text(dir, "specs/a0.json") == Self.listSpec)
        #expect(Self.entries(dir.appendingPathComponent("specs")) == ["a.json", "a0.json"])
    }

    @Test func theBatchRefusalNamesTheSpecTheOutputAndTheFix() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "specs/a.json")
        let run = try CLI.run(["specs", "--out-dir", "specs", "--format", "json"], in: dir)
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: The output specs/a.json is the spec specs/a.json; writing it would replace the spec. Render into another folder (--out-dir out) or choose another --format; see 'render draw --help'\n"
        )
    }

    @Test func checkDiffAndGalleryRefuseOutputsThatAreTheirInputs() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "specs/a.json")
        let png = try CLI.run(["specs/a.json", "a.png"], in: dir)
        #expect(png.status == 0)
        let pngBytes = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        let runs: [(arguments: [String], message: String)] = [
            (
                ["check", "specs", "--baselines", "base", "--junit", "specs/a.json"],
                "error: --junit would write specs/a.json, which is the spec specs/a.json; writing it would replace the spec. Choose another path for --junit; see 'render check --help'\n"
            ),
            (
                ["check", "specs", "--baselines", "base", "--report", "./specs"],
                "error: --report ./specs is the folder of specs specs; the report's report.json would be read as a spec next time. Write the report to its own folder (--report report); see 'render check --help'\n"
            ),
            (
                ["diff", "a.png", "a.png", "--out", "a.png"],
                "error: --out a.png is the input a.png; writing it would replace that input. Give --out another path; see 'render diff --help'\n"
            ),
            (
                ["gallery", "specs", "--images", "base", "-o", "specs/a.json"],
                "error: -o specs/a.json is the spec specs/a.json; writing the page would replace it. Write the page elsewhere (-o Docs/Gallery.md); see 'render gallery --help'\n"
            ),
        ]
        for (arguments, message) in runs {
            let run = try CLI.run(arguments, in: dir)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr == message)
        }
        #expect(Self.text(dir, "specs/a.json") == Self.listSpec)
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == pngBytes)
        #expect(Self.entries(dir) == ["a.png", "specs"])
        #expect(Self.entries(dir.appendingPathComponent("specs")) == ["a.json"])
    }

    // MARK: Defect 21: the batch runs the single-file checks

    @Test func aBatchRefusesThemeAutoForPNGBeforeWritingAnything() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "specs/a.json")
        let run = try CLI.run(["specs", "--out-dir", "out", "--format", "svg,png", "--theme", "auto"], in: dir)
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: --theme auto follows the reader's colour scheme, which a PNG cannot do; write .svg or .html, or choose --theme light or dark for a PNG; see 'render draw --help'\n"
        )
        #expect(Self.entries(dir) == ["specs"])
    }

    @Test func aBatchChecksHiddenPartsForEachSpecsKind() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(Self.listSpec, dir, "specs/a.json")
        let run = try CLI.run(["specs", "--out-dir", "out", "--format", "svg", "--hide", "lanes"], in: dir)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "error: specs/a.json: --hide lanes: list layouts have no lanes to hide; lanes is drawn for waterfall, column, grid, staggered, mosaic and composite layouts."
            ), "\(run.stderr)")
        #expect(Self.entries(dir.appendingPathComponent("out")) == [])
    }
}
