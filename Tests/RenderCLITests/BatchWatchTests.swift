import Foundation
import TestSupport
import Testing

/// `render SPECS... --out-dir DIR --format png,svg` and `--watch`, run as a user would.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct BatchWatchTests {
    static let root = CLI.packageRoot

    static func files(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    @Test func specsAndFoldersAreRenderedIntoTheFolderNamedAfterTheSpecs() throws {
        let out = try CLI.temporaryDirectory().appendingPathComponent("made/by/batch")
        let run = try CLI.run([
            "Fixtures/flow-justified.json", "Fixtures/grid-device-pixels.json", "--out-dir", out.path,
            "--format", "png,svg", "--compression", "small",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("rendered 2 of 2 specs (4 files) into \(out.path) in "))
        #expect(
            try Self.files(out) == [
                "flow-justified.png", "flow-justified.svg", "grid-device-pixels.png", "grid-device-pixels.svg",
            ])
        for name in try Self.files(out) {
            #expect(
                try Data(contentsOf: out.appendingPathComponent(name))
                    == Data(contentsOf: Self.root.appendingPathComponent("Snapshots/\(name)")), "\(name)")
        }
    }

    /// The gallery's command for all baselines at once gives every baseline byte for byte.
    @Test func theFixturesFolderGivesEveryBaseline() throws {
        let out = try CLI.temporaryDirectory()
        let run = try CLI.run(["Fixtures", "--out-dir", out.path, "--format", "png,svg", "--compression", "small"])
        #expect(run.status == 0, "\(run.stderr)")
        let fixtures = try Self.files(Self.root.appendingPathComponent("Fixtures")).filter { $0.hasSuffix(".json") }
        #expect(try Self.files(out).count == 2 * fixtures.count)
        for name in try Self.files(out) {
            #expect(
                try Data(contentsOf: out.appendingPathComponent(name))
                    == Data(contentsOf: Self.root.appendingPathComponent("Snapshots/\(name)")), "\(name)")
        }
    }

    @Test func eachFailureIsReportedAndTheOthersGoOn() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try #"{"layout": "flow", "container": {"width": 100, "height": 100}, "sections": [{"items": {"count": 2}}]}"#
            .write(to: specs.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        try #"{"layout": "flow", "sections": []}"#.write(
            to: specs.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        try "not a spec".write(to: specs.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let run = try CLI.run(["specs", "missing.json", "--out-dir", "out", "--format", "json,png"], in: dir)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                """
                error: specs/bad.json: container: is missing; add "container": {"width": 375, "height": 667} (the collection view's size in points)
                error: cannot read missing.json: No such file or directory
                rendered 1 of 3 specs (2 files) into out in
                """))
        #expect(run.stderr.hasSuffix("; 2 failed\n"))
        #expect(try Self.files(out) == ["good.json", "good.png"])
        let json = try String(contentsOf: out.appendingPathComponent("good.json"), encoding: .utf8)
        #expect(json.contains(#""layout": "flow""#))
    }

    /// A file where the output folder (or a folder above it) should be is refused before any spec
    /// is drawn, exit 73; every spec failed on its own with "Not a directory" (exit 1).
    @Test(arguments: ["out", "out/deeper"])
    func aFileInPlaceOfTheOutputFolderIsRefused(outDirectory: String) throws {
        let dir = try CLI.temporaryDirectory()
        try Data("a file".utf8).write(to: dir.appendingPathComponent("out"))
        let run = try CLI.run(
            [CLI.packageRoot.appendingPathComponent("Fixtures/list-cards.json").path, "--out-dir", outDirectory],
            in: dir)
        #expect(run.status == 73)
        #expect(run.stderr == "error: cannot write out: it is not a folder; nothing was written\n")
        #expect(try String(contentsOf: dir.appendingPathComponent("out"), encoding: .utf8) == "a file")
    }

    /// A symbolic link that leads nowhere in the output folder's place is named as one, with its
    /// target and the fix (it was 'not a folder').
    @Test func aBrokenLinkInPlaceOfTheOutputFolderIsNamed() throws {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("out").path, withDestinationPath: "missing/out")
        let spec = CLI.packageRoot.appendingPathComponent("Fixtures/list-cards.json").path
        let run = try CLI.run([spec, "--out-dir", "out"], in: dir)
        #expect(run.status == 73)
        #expect(
            run.stderr
                == "error: cannot write out: it is a symbolic link to missing/out, which does not exist; make that folder, or remove the link; nothing was written\n"
        )
        try FileManager.default.removeItem(at: dir.appendingPathComponent("out"))
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("out").path, withDestinationPath: "out")
        let loop = try CLI.run([spec, "--out-dir", "out/x"], in: dir)
        #expect(loop.status == 73)
        #expect(
            loop.stderr
                == "error: cannot write out: it is a symbolic link in a loop of links that never leads to a folder; remove the link; nothing was written\n"
        )
    }

    /// A spec's outputs are written all or none: an SVG that cannot be written (a folder holds its
    /// name) leaves the PNG unwritten too, the old PNG in place and no temporary file behind.
    @Test func aSpecsOutputsAreWrittenAllOrNone() throws {
        let out = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: out.appendingPathComponent("flow-justified.svg"), withIntermediateDirectories: false)
        try Data("old".utf8).write(to: out.appendingPathComponent("flow-justified.png"))
        let run = try CLI.run([
            "Fixtures/flow-justified.json", "Fixtures/grid-device-pixels.json", "--out-dir", out.path,
            "--format", "png,svg",
        ])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "error: cannot write \(out.path)/flow-justified.svg: it is a directory, not a regular file; nothing was written\n"
            ),
            "\(run.stderr)")
        #expect(try Data(contentsOf: out.appendingPathComponent("flow-justified.png")) == Data("old".utf8))
        #expect(
            try Self.files(out) == [
                "flow-justified.png", "flow-justified.svg", "grid-device-pixels.png", "grid-device-pixels.svg",
            ])
    }

    @Test func twoSpecsWithOneNameAreRefusedBeforeAnythingIsWritten() throws {
        let dir = try CLI.temporaryDirectory()
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.root.appendingPathComponent("Fixtures/flow-justified.json"),
                to: dir.appendingPathComponent("\(sub)/x.json"))
        }
        let run = try CLI.run(["a", "b", "--out-dir", "out"], in: dir)
        #expect(run.status == 64)
        #expect(
            run.stderr.contains(
                "a/x.json and b/x.json would both be written as out/x.*; rename one or render them into different --out-dir folders; see 'render draw --help'"
            ))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        // Names that differ only in letter case: one file on a Mac (out/X.png is out/x.png there).
        try FileManager.default.moveItem(
            at: dir.appendingPathComponent("b/x.json"), to: dir.appendingPathComponent("b/X.json"))
        let cased = try CLI.run(["a", "b", "--out-dir", "out"], in: dir)
        #expect(cased.status == 64)
        #expect(
            cased.stderr.contains(
                "a/x.json and b/X.json would both be written as out/x.*, but for letter case (x, X): one file name on a case-insensitive file system, macOS's and Windows' default; rename one or render them into different --out-dir folders; see 'render draw --help'"
            ), "\(cased.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test(arguments: [
        (
            ["Fixtures", "--out-dir", "o", "--layout", "flow"],
            "--out-dir takes spec files or folders, not --layout; see"
        ),
        (["Fixtures", "--out-dir", "o", "-o", "x.png"], "With --out-dir every output is named after its spec"),
        (["Fixtures/flow-justified.json", "x.png", "--format", "png,svg"], "One output takes one --format"),
        (["Fixtures/flow-justified.json", "x.png", "y.png"], "Give one spec and one output; render several specs"),
        (["Fixtures/flow-justified.json", "--watch"], "--watch renders one spec to one file"),
        (["-", "out.png", "--watch"], "--watch polls files for changes, and standard input (-) is read once"),
        (["Fixtures", "-", "--out-dir", "out", "--watch"], "standard input (-) is read once: save the spec"),
        (["Fixtures", "--out-dir", "o", "--offsets", "0,100"], "--offsets draws one spec"),
        (["Fixtures", "--out-dir", "o", "--format", "png,gif"], "The value 'png,gif' is invalid for '--format"),
        (["Fixtures", "--out-dir", "o", "--watch", "--interval", "0"], "--interval must be between 0.05 and 60"),
    ])
    func badCombinationsAreUsageErrors(arguments: [String], message: String) throws {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createSymbolicLink(
            at: dir.appendingPathComponent("Fixtures"), withDestinationURL: Self.root.appendingPathComponent("Fixtures")
        )
        let run = try CLI.run(arguments, in: dir)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try Self.files(dir) == ["Fixtures"])
    }

    /// ... and the output folder is not made (it was, empty).
    @Test func aFolderWithoutSpecsIsAnError() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run([dir.path, "--out-dir", dir.appendingPathComponent("out").path])
        #expect(run.status == 66)
        #expect(run.stderr == "error: cannot read \(dir.path): no specs there (*.json, *.yaml, *.yml)\n")
        #expect(try Self.files(dir) == [])
    }

    /// A watched process: its output goes to files the test reads while it runs.
    final class Watch {
        let process = Process()
        let stdout: URL
        let stderr: URL

        init(_ arguments: [String], in directory: URL) throws {
            stdout = directory.appendingPathComponent("watch.out")
            stderr = directory.appendingPathComponent("watch.err")
            _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
            _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
            process.executableURL = CLI.binary
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.standardOutput = try FileHandle(forWritingTo: stdout)
            process.standardError = try FileHandle(forWritingTo: stderr)
            try process.run()
        }

        func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

        /// Waits (up to 20 s) until `stream` has `count` lines.
        func lines(_ url: URL, atLeast count: Int) -> [String] {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                let lines = text(url).split(separator: "\n").map(String.init)
                if lines.count >= count { return lines }
                usleep(20_000)
            }
            return text(url).split(separator: "\n").map(String.init)
        }

        func interrupt() -> Int32 {
            process.interrupt()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// Drops the `HH:MM:SS ` prefix and the `(12 ms)` suffix.
    static func stripped(_ line: String) -> String {
        var s = Substring(line)
        let time = s.prefix(9)
        #expect(
            time.count == 9 && time.dropLast().allSatisfy { $0.isNumber || $0 == ":" } && time.last == " ", "\(line)")
        s = s.dropFirst(9)
        if s.hasSuffix(" ms)") || s.hasSuffix(" s)"), let paren = s.lastIndex(of: "(") {
            s = s[..<paren].dropLast()
        }
        return String(s)
    }

    @Test func watchRendersAgainOnEveryChangeUntilInterrupted() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let good = try String(
            contentsOf: Self.root.appendingPathComponent("Fixtures/flow-justified.json"), encoding: .utf8)
        try good.write(to: specs.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let watch = try Watch(
            ["specs", "--out-dir", "out", "--format", "svg", "--watch", "--interval", "0.05"], in: dir)
        #expect(watch.lines(watch.stdout, atLeast: 1).map(Self.stripped) == ["specs/a.json -> out/a.svg"])
        #expect(watch.lines(watch.stderr, atLeast: 1) == ["watching 1 spec every 50 ms; Ctrl-C to stop"])
        // A new spec in the folder, then a broken edit (reported, the watch goes on), then a fix.
        try good.write(to: specs.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        #expect(watch.lines(watch.stdout, atLeast: 2).map(Self.stripped).last == "specs/b.json -> out/b.svg")
        try "{".write(to: specs.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let error = Self.stripped(watch.lines(watch.stderr, atLeast: 2).last ?? "")
        #expect(error.hasPrefix("error: specs/a.json: "), "\(error)")
        try good.write(to: specs.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        #expect(watch.lines(watch.stdout, atLeast: 3).map(Self.stripped).last == "specs/a.json -> out/a.svg")
        #expect(watch.interrupt() == 130)
        #expect(try Self.files(dir.appendingPathComponent("out")) == ["a.svg", "b.svg"])
        #expect(watch.text(watch.stdout).split(separator: "\n").count == 3)
    }

    @Test func watchOneSpecToOneFile() throws {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("Fixtures/grid-device-pixels.json"),
            to: dir.appendingPathComponent("grid.json"))
        let watch = try Watch(["grid.json", "grid.png", "--watch", "--interval", "0.05"], in: dir)
        #expect(watch.lines(watch.stdout, atLeast: 1).map(Self.stripped) == ["grid.json -> grid.png"])
        #expect(watch.interrupt() == 130)
        #expect(try Self.files(dir) == ["grid.json", "grid.png", "watch.err", "watch.out"])
    }

    /// The output made a link to the spec while one spec is watched is refused at the next poll,
    /// as a batch's outputs are: it was checked once, at the start, and the next render wrote the
    /// PNG into the spec.
    @Test func aWatchedSpecIsNeverReplacedByItsOutput() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("grid.json")
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("Fixtures/grid-device-pixels.json"), to: spec)
        let before = try Data(contentsOf: spec)
        let watch = try Watch(["grid.json", "grid.png", "--watch", "--interval", "0.05"], in: dir)
        #expect(watch.lines(watch.stdout, atLeast: 1).map(Self.stripped) == ["grid.json -> grid.png"])
        #expect(watch.lines(watch.stderr, atLeast: 1).count == 1)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("grid.png"))
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("grid.png").path, withDestinationPath: "grid.json")
        try before.write(to: spec)
        #expect(
            Self.stripped(watch.lines(watch.stderr, atLeast: 2).last ?? "")
                == "error: The output grid.png is the spec grid.json; writing it would replace the spec. Write the output to another file."
        )
        #expect(watch.interrupt() == 130)
        #expect(try Data(contentsOf: spec) == before)
        #expect(watch.text(watch.stdout).split(separator: "\n").count == 1)
    }

    /// A watch whose standard output nobody reads (`| less` left alone: a full pipe) stops on
    /// Ctrl-C: the write blocked, was restarted after the signal, and only SIGKILL ended it.
    @Test func aWatchBlockedOnAFullPipeStopsOnCtrlC() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let spec =
            #"{"layout": "list", "container": {"width": 50, "height": 50}, "sections": [{"items": {"count": 1, "height": 10}}]}"#
        // 1,200 lines of about 110 bytes: more than a pipe holds (64 KiB).
        for i in 0..<1200 {
            try Data(spec.utf8).write(
                to: specs.appendingPathComponent("s\(i)-\(String(repeating: "x", count: 40)).json"))
        }
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["specs", "--out-dir", "out", "--format", "json", "--watch"]
        process.currentDirectoryURL = dir
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Until every spec is written: the last lines wait in the full pipe.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline,
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path + "/out")) ?? []).count < 1200
        {
            usleep(50_000)
        }
        usleep(300_000)
        process.interrupt()
        let stop = Date().addingTimeInterval(10)
        while process.isRunning && Date() < stop { usleep(20_000) }
        let stopped = !process.isRunning
        if !stopped { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(stopped, "still writing to the full pipe 10 s after Ctrl-C")
        #expect(process.terminationStatus == 130)
        try? pipe.fileHandleForReading.close()
    }
}
