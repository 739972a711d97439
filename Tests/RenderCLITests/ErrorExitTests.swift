import Foundation
import Testing

/// Bad input gives one line on stderr, nothing on stdout, a non-zero exit code, and no output file.
@Suite struct ErrorExitTests {
    static let badSpecs: [(String, String, String)] = [
        ("malformed", #"{"layout": "aligned""#, "malformed JSON at line 1"),
        (
            "unknown key", #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [], "x": 1}"#,
            "x: unknown key \"x\""
        ),
        (
            "wrong type", #"{"layout": "aligned", "container": {"width": "1", "height": 1}, "sections": []}"#,
            "container.width: must be a number"
        ),
        (
            "negative size", #"{"layout": "aligned", "container": {"width": -1, "height": 1}, "sections": []}"#,
            "container.width: must not be negative"
        ),
        ("NaN", #"{"layout": "aligned", "container": {"width": NaN, "height": 1}, "sections": []}"#, "malformed JSON"),
        ("missing container", #"{"layout": "aligned", "sections": []}"#, "container: is missing"),
        (
            "unknown layout", #"{"layout": "nope", "container": {"width": 1, "height": 1}, "sections": []}"#,
            "layout: unknown layout \"nope\""
        ),
        (
            "layout direction",
            #"{"layout": "aligned", "layoutDirection": "up", "container": {"width": 1, "height": 1}, "sections": []}"#,
            "layoutDirection: unknown value \"up\""
        ),
        (
            "huge count",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"items": {"count": 99999999999}}]}"#,
            "must be at most 10000000"
        ),
        (
            "footer",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"footer": {"height": 3}, "items": []}]}"#,
            "has no footers"
        ),
        ("empty file", "", "the file is empty"),
        (
            // 10^7 cells of a cell and ten badges each: refused before 1.1 * 10^8 elements are allocated.
            "too many elements",
            #"{"layout": "compositional", "container": {"width": 390, "height": 844}, "sections": [{"items": {"count": 10000000}, "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [\#(String(repeating: #"{"elementKind": "b", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "containerAnchor": {"edges": ["top"]}}, "#, count: 9))\#(#"{"elementKind": "b", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "containerAnchor": {"edges": ["top"]}}"#)]}]}}]}"#,
            "sections: the layout would hold 110000000 elements up to sections[0]"
        ),
    ]

    @Test(arguments: badSpecs)
    func badSpecExitsWith65AndOneLine(name: String, json: String, expected: String) throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("spec.json")
        try Data(json.utf8).write(to: spec)
        let out = dir.appendingPathComponent("out.json")
        let run = try CLI.run([spec.path, out.path])
        #expect(run.status == 65, "\(name): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: \(spec.path): "))
        #expect(run.stderr.contains(expected), "\(name): \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["spec.json"],
            "no temporary files are left")
    }

    @Test func missingSpecFileExitsWith66() throws {
        let run = try CLI.run(["/nonexistent/spec.json"])
        #expect(run.status == 66)
        #expect(run.stderr == "error: cannot read /nonexistent/spec.json: No such file or directory\n")
    }

    @Test func unwritableOutputExitsWith73AndLeavesNothing() throws {
        let run = try CLI.run(["--layout", "aligned", "/nonexistent-dir/out.json"])
        #expect(run.status == 73)
        #expect(run.stderr.contains("cannot write /nonexistent-dir/out.json"))
        #expect(run.stdout.isEmpty)
    }

    @Test func aFailedRunNeverTouchesAnExistingOutput() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("bad.json")
        try Data(#"{"layout": "aligned"}"#.utf8).write(to: spec)
        let out = dir.appendingPathComponent("out.json")
        try Data("precious".utf8).write(to: out)
        let run = try CLI.run([spec.path, "-o", out.path])
        #expect(run.status == 65)
        #expect(try String(contentsOf: out, encoding: .utf8) == "precious")
    }

    /// A misspelt word of the command line is named with what it most likely stands for. A value
    /// that is not one of an option's choices: the choice it most likely misspells, and in a comma
    /// list the part at fault; argument-parser's bulleted list of choices on one line (it read
    /// `one of the following:   - container   - sections ...`).
    @Test(arguments: [
        (
            ["Fixtures/list-cards.json", "x.png", "--theme", "drak"],
            "error: The value 'drak' is invalid for '--theme <theme>'. Please provide one of 'light', 'dark' or 'auto' (did you mean 'dark'?); see 'render draw --help'\n"
        ),
        (
            ["Fixtures/list-cards.json", "x.png", "--hide", "spacing,insetz"],
            "error: The value 'spacing,insetz' is invalid for '--hide <parts>'. Please provide one of the following: 'container', 'sections', 'insets', 'cell-insets', 'spacing', 'indentation', 'lanes', 'groups', 'pinning', 'viewport', 'legend', 'title' ('insetz' is not one; did you mean 'insets'?); see 'render draw --help'\n"
        ),
        (
            ["Fixtures", "--out-dir", "o", "--format", "png,gif"],
            "error: The value 'png,gif' is invalid for '--format <format>'. Please provide one of 'json', 'png', 'svg' or 'html' ('gif' is not one); see 'render draw --help'\n"
        ),
        (
            ["check", "Fixtures", "--baselines", "Snapshots", "--update", "chnaged"],
            "error: The value 'chnaged' is invalid for '--update <mode>'. Please provide one of 'missing', 'changed' or 'all' (did you mean 'changed'?); see 'render check --help'\n"
        ),
        // A misspelt option is named even when other trouble comes first: argument-parser checks
        // the command's rules and its required options before unknown options, so `--thme dark`
        // read as "Give one spec and one output" and `--baseline base` as "Missing expected
        // argument '--baselines <dir>'". A misspelt subcommand is named too (`chek` was drawn as a
        // spec).
        (
            ["Fixtures/list-cards.json", "x.png", "--thme", "dark"],
            "error: Unknown option '--thme'. Did you mean '--theme'?; see 'render draw --help'\n"
        ),
        (
            ["check", "Fixtures", "--baseline", "Snapshots"],
            "error: Unknown option '--baseline'. Did you mean '--baselines'?; see 'render check --help'\n"
        ),
        (
            ["check", "merge", "a", "--reprt", "r"],
            "error: Unknown option '--reprt'. Did you mean '--report'?; see 'render check merge --help'\n"
        ),
        (
            ["Fixtures/list-cards.json", "x.png", "--zzz=3", "y"],
            "error: Unknown option '--zzz'; see 'render draw --help'\n"
        ),
        (
            ["chek", "Fixtures", "--baselines", "Snapshots"],
            "error: Unknown command 'chek'. Did you mean 'render check'?; see 'render --help'\n"
        ),
        (
            ["galery", "Fixtures"],
            "error: Unknown command 'galery'. Did you mean 'render gallery'?; see 'render --help'\n"
        ),
        // A negative number after a numeric option is its value, refused by the option's range: it
        // was taken for an option, and the message was 'Missing value for --scale <n>'.
        (
            ["Fixtures/list-cards.json", "x.png", "--scale", "-2"],
            "error: --scale must be a number greater than 0 and at most 16, got -2.0; see 'render draw --help'\n"
        ),
        (
            ["diff", "a.png", "b.png", "--threshold", "-0.5"],
            "error: --threshold must be between 0 and 1, got -0.5; see 'render diff --help'\n"
        ),
        (
            ["diff", "a.png", "b.png", "--tolerance", "-1"],
            "error: --tolerance must be between 0 and 255, got -1; see 'render diff --help'\n"
        ),
        (
            ["check", "Fixtures", "--baselines", "Snapshots", "--jobs", "-1"],
            "error: --jobs must be 1 or more, got -1; see 'render check --help'\n"
        ),
        (
            ["check", "Fixtures", "--baselines", "Snapshots", "--max-pixels", "-5"],
            "error: --max-pixels must be at least 1, got -5; see 'render check --help'\n"
        ),
        (
            ["Fixtures", "--out-dir", "o", "--watch", "--interval", "-1"],
            "error: --interval must be between 0.05 and 60 seconds, got -1.0; see 'render draw --help'\n"
        ),
    ])
    func aMisspeltWordOrABadNumberIsNamed(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr == message)
    }

    @Test func usageErrorsExitWith64() throws {
        let unknown = try CLI.run(["--layout", "masonry"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Unknown layout 'masonry'. Please provide one of 'aligned'"))
        // A misspelt kind is named (there was no suggestion).
        let misspelt = try CLI.run(["--layout", "mosiac"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.hasPrefix("error: Unknown layout 'mosiac' (did you mean 'mosaic'?). Please provide"))
        let nothing = try CLI.run([])
        #expect(nothing.status == 64)
        #expect(nothing.stderr.contains("Give a spec file"))
        let badExtension = try CLI.run(["--layout", "aligned", "out.txt"])
        #expect(badExtension.status == 64)
        #expect(badExtension.stderr.contains("Cannot tell the format from 'out.txt'"))
    }

    @Test func outputFileIsWrittenWhole() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("a.json")
        let run = try CLI.run(["--layout", "aligned", "-o", out.path])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        let stdout = try CLI.run(["--layout", "aligned"]).stdout
        #expect(try String(contentsOf: out, encoding: .utf8) == stdout)
    }

    @Test func helpExplainsTheCommand() throws {
        let run = try CLI.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("render --list-layouts"))
        #expect(run.stdout.contains("Exit codes"))
    }
}
