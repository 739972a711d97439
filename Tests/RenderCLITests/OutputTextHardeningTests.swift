import Foundation
import TestSupport
import Testing

/// Issue 24, end to end: every text that leaves `render` is safe where it goes (XML, Markdown, a
/// shell, a terminal), a file-size limit is an error like a full disk, and `--watch` survives its
/// folders being deleted.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct OutputTextHardeningTests {
    static let fixture = CLI.packageRoot.appendingPathComponent("Fixtures/grid-device-pixels.json")

    /// A folder `specs` holding the fixture under each of `names` (`NAME.json`).
    static func specs(_ names: [String], in dir: URL) throws -> URL {
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(at: fixture, to: specs.appendingPathComponent(name + ".json"))
        }
        return specs
    }

    /// The text of these code points (non-characters that a Swift literal refuses).
    static func scalars(_ values: UInt32...) -> String {
        String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
    }

    /// Runs `python3 -c script arguments...`; returns its exit status and standard error.
    static func python(_ script: String, _ arguments: [String], in directory: URL? = nil) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: e, as: UTF8.self))
    }

    /// nil when an XML parser (Python's expat) reads the file, else its complaint.
    static func xmlProblem(_ path: String) throws -> String? {
        let (status, error) = try python("import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])", [path])
        return status == 0 ? nil : error.split(separator: "\n").last.map(String.init) ?? "exit \(status)"
    }

    // MARK: Defect 4: XML 1.0 characters only

    @Test func junitIsWellFormedWhateverTheSpecNames() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = try Self.specs(
            ["non\u{FFFE}char\u{FFFF}", "c1\u{85}\u{9B}del\u{7F}", "plane" + Self.scalars(0x1FFFF, 0xFDD0)], in: dir)
        let junit = dir.appendingPathComponent("junit.xml").path
        let run = try CLI.run([
            "check", specs.path, "--baselines", dir.appendingPathComponent("b").path, "--junit", junit,
        ])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(try Self.xmlProblem(junit) == nil)
        let text = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(text.contains(#"name="non\#u{FFFD}char\#u{FFFD}""#))
        #expect(text.contains(#"name="c1  del ""#))
        #expect(text.contains(#"name="plane\#u{FFFD}\#u{FFFD}""#))
    }

    @Test func anSVGIsWellFormedWhateverTheTitle() throws {
        let dir = try CLI.temporaryDirectory()
        let svg = dir.appendingPathComponent("out.svg").path
        let run = try CLI.run(["--layout", "list", svg, "--title", "A\u{FFFF}\u{FFFE}\u{9B}<b>&"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.xmlProblem(svg) == nil)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("A\u{FFFD}\u{FFFD} &lt;b&gt;&amp;"))
    }

    @Test func theHTMLReportHoldsNoNonCharacters() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = try Self.specs(["bad\u{FFFF}name"], in: dir)
        let report = dir.appendingPathComponent("report")
        let run = try CLI.run([
            "check", specs.path, "--baselines", dir.appendingPathComponent("b").path, "--report", report.path,
        ])
        #expect(run.status == 1, "\(run.stderr)")
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.unicodeScalars.contains("\u{FFFF}"))
        #expect(html.contains("bad\u{FFFD}name"))
    }

    // MARK: Defect 3: the gallery

    /// A gallery of hostile names: images drawn for every spec, the page written to `Docs/G.md`.
    static func hostileGallery(_ names: [String]) throws -> (dir: URL, run: CLIRun, page: String) {
        let dir = try CLI.temporaryDirectory()
        _ = try Self.specs(names, in: dir)
        let images = dir.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        for name in names {
            for ext in ["png", "svg"] {
                try Data("image".utf8).write(to: images.appendingPathComponent("\(name).\(ext)"))
            }
        }
        let run = try CLI.run(["gallery", "specs", "--images", "images", "-o", "Docs/G.md"], in: dir)
        let page = (try? String(contentsOf: dir.appendingPathComponent("Docs/G.md"), encoding: .utf8)) ?? ""
        return (dir, run, page)
    }

    @Test func aGalleryNameCannotAddHTMLOrMarkdown() throws {
        let (_, run, page) = try Self.hostileGallery([#"x" onerror="alert(1)""#, "a]<script>*_`#"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains(##"### a\]&lt;script&gt;\*\_\`\#"##))
        #expect(lines.contains(#"### x&quot; onerror=&quot;alert\(1\)&quot;"#))
        #expect(
            lines.contains(
                #"render 'specs/x" onerror="alert(1)".json' 'images/x" onerror="alert(1)".png' --compression small"#))
        #expect(
            lines.contains(
                #"[spec](../specs/a%5D%3Cscript%3E%2A_%60%23.json) · [SVG](../images/a%5D%3Cscript%3E%2A_%60%23.svg)"#))
        #expect(
            lines.contains(
                #"<img src="../images/x%22%20onerror%3D%22alert%281%29%22.png" alt="x&quot; onerror=&quot;alert(1)&quot;" width="360">"#
            ))
        // Outside code blocks (which Markdown shows as text), no tag and no attribute of the names.
        var inCode = false
        for line in lines {
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode { continue }
            #expect(!line.contains("<script") && !line.contains(#"" onerror="#), "\(line)")
        }
    }

    @Test func aGalleryCommandRunsNothingWhenPastedIntoAShell() throws {
        let name = "$(touch PWNED)`touch PWNED2`'; touch PWNED3"
        let (dir, run, page) = try Self.hostileGallery([name, "plain-name"])
        #expect(run.status == 0, "\(run.stderr)")
        let commands = page.split(separator: "\n").filter { $0.hasPrefix("render ") }.map(String.init)
        #expect(
            commands == [
                #"render 'specs/$(touch PWNED)`touch PWNED2`'\''; touch PWNED3.json' 'images/$(touch PWNED)`touch PWNED2`'\''; touch PWNED3.png' --compression small"#,
                "render specs/plain-name.json images/plain-name.png --compression small",
            ])
        // Each line, pasted into a shell, passes its words to render as they are.
        let script = """
            import subprocess, sys
            for line in sys.argv[1:]:
                out = subprocess.run(["sh", "-c", 'render() { printf "%s\\\\n" "$@"; }; ' + line], capture_output=True, text=True)
                print(out.stdout, end="", file=sys.stderr)
            """
        let (status, printed) = try Self.python(script, commands, in: dir)
        #expect(status == 0)
        #expect(
            printed.split(separator: "\n").map(String.init) == [
                "specs/\(name).json", "images/\(name).png", "--compression", "small",
                "specs/plain-name.json", "images/plain-name.png", "--compression", "small",
            ])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("PWNED").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("PWNED2").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("PWNED3").path))
    }

    @Test func aMissingGalleryImageNamesAQuotedCommand() throws {
        let dir = try CLI.temporaryDirectory()
        _ = try Self.specs(["$(touch X)"], in: dir)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("images"), withIntermediateDirectories: true)
        let run = try CLI.run(["gallery", "specs", "--images", "images"], in: dir)
        #expect(run.status == 66)
        #expect(
            run.stderr
                == "error: cannot read images/$(touch X).png: the gallery shows it; draw it first with render 'specs/$(touch X).json' 'images/$(touch X).png'\n"
        )
    }

    // MARK: Defect 5: terminals and logs

    @Test func checkPrintsNamesWithControlCharactersEscaped() throws {
        let dir = try CLI.temporaryDirectory()
        let forged = "x\u{1B}[2K\rpassed   all\nok\u{9B}31m\u{202E}"
        let specs = try Self.specs([forged], in: dir)
        let run = try CLI.run(["check", specs.path, "--baselines", dir.appendingPathComponent("b").path])
        #expect(run.status == 1, "\(run.stderr)")
        let name = #"x\e[2K\rpassed   all\nok\u{9b}31m\u{202e}"#
        #expect(
            run.stdout.split(separator: "\n").first
                == "missing  \(name): no baseline \(dir.path)/b/\(name).attributes.json, \(dir.path)/b/\(name).png")
        #expect(run.stdout.split(separator: "\n").count == 2)
        #expect(
            !run.stdout.unicodeScalars.contains {
                $0.value < 0x0A || (0x0B...0x1F).contains($0.value) || $0 == "\u{9B}"
            })
    }

    @Test func errorLinesShowControlCharactersEscaped() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run([dir.appendingPathComponent("a\u{1B}]0;title\u{7}\tb\u{7F}.json").path])
        #expect(run.status == 66)
        #expect(
            run.stderr == "error: cannot read \(dir.path)/a\\e]0;title\\x07\\tb\\x7f.json: No such file or directory\n")
    }

    /// A watch, its lines read as they come (BatchWatchTests.Watch).
    typealias Watch = BatchWatchTests.Watch

    @Test func watchPrintsNamesWithControlCharactersEscaped() throws {
        let dir = try CLI.temporaryDirectory()
        _ = try Self.specs(["a\u{1B}[1Ab"], in: dir)
        let watch = try Watch(
            ["specs", "--out-dir", "out", "--format", "svg", "--watch", "--interval", "0.05"], in: dir)
        let lines = watch.lines(watch.stdout, atLeast: 1).map(BatchWatchTests.stripped)
        #expect(watch.interrupt() == 130)
        #expect(lines == [#"specs/a\e[1Ab.json -> out/a\e[1Ab.svg"#])
    }

    // MARK: Defect 15: --watch and vanishing folders

    @Test func watchReportsAVanishedFolderAndItsReturn() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = try Self.specs(["a"], in: dir)
        let watch = try Watch(
            ["specs", "--out-dir", "out", "--format", "svg", "--watch", "--interval", "0.05"], in: dir)
        #expect(watch.lines(watch.stdout, atLeast: 1).map(BatchWatchTests.stripped) == ["specs/a.json -> out/a.svg"])
        #expect(watch.lines(watch.stderr, atLeast: 1) == ["watching 1 spec every 50 ms; Ctrl-C to stop"])
        let away = dir.appendingPathComponent("away")
        try FileManager.default.moveItem(at: specs, to: away)
        let gone = watch.lines(watch.stderr, atLeast: 2).dropFirst().map(BatchWatchTests.stripped)
        #expect(gone == ["error: the folder specs is gone (deleted or renamed); watching for it to come back"])
        usleep(300_000) // several polls: reported once
        try FileManager.default.moveItem(at: away, to: specs)
        let back = watch.lines(watch.stderr, atLeast: 3).dropFirst().map(BatchWatchTests.stripped)
        #expect(watch.interrupt() == 130)
        #expect(
            back == [
                "error: the folder specs is gone (deleted or renamed); watching for it to come back",
                "the folder specs is back",
            ])
    }

    @Test func watchCreatesADeletedOutputFolderAgain() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = try Self.specs(["a"], in: dir)
        let out = dir.appendingPathComponent("out")
        let watch = try Watch(
            ["specs", "--out-dir", "out", "--format", "svg", "--watch", "--interval", "0.05"], in: dir)
        #expect(watch.lines(watch.stdout, atLeast: 1).count == 1)
        try FileManager.default.removeItem(at: out)
        // Every spec is drawn again into the new folder, and later edits still render.
        #expect(watch.lines(watch.stdout, atLeast: 2).map(BatchWatchTests.stripped).last == "specs/a.json -> out/a.svg")
        // Copied beside the folder, then moved in: the watch never sees half a file.
        let staged = dir.appendingPathComponent("b.json")
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Fixtures/list-cards.json"), to: staged)
        try FileManager.default.moveItem(at: staged, to: specs.appendingPathComponent("b.json"))
        #expect(watch.lines(watch.stdout, atLeast: 3).map(BatchWatchTests.stripped).last == "specs/b.json -> out/b.svg")
        let errors = watch.lines(watch.stderr, atLeast: 2).dropFirst().map(BatchWatchTests.stripped)
        #expect(watch.interrupt() == 130)
        #expect(errors == ["the output folder out was deleted; created it again, rendering every spec"])
        #expect(try BatchWatchTests.files(out) == ["a.svg", "b.svg"])
    }

    /// A file where the output folder was: reported once, nothing rendered again on every poll
    /// (the watch said "created it again, rendering every spec" ten times a second, and failed each
    /// spec with "Not a directory"), and the folder made again once the file is gone.
    @Test func watchReportsAFileInPlaceOfTheOutputFolderOnce() throws {
        let dir = try CLI.temporaryDirectory()
        _ = try Self.specs(["a"], in: dir)
        let out = dir.appendingPathComponent("out")
        let watch = try Watch(
            ["specs", "--out-dir", "out", "--format", "svg", "--watch", "--interval", "0.05"], in: dir)
        #expect(watch.lines(watch.stdout, atLeast: 1).count == 1)
        try FileManager.default.removeItem(at: out)
        try Data("a file".utf8).write(to: out)
        #expect(watch.lines(watch.stderr, atLeast: 2).count == 2)
        usleep(400_000) // eight polls
        try FileManager.default.removeItem(at: out)
        #expect(watch.lines(watch.stdout, atLeast: 2).map(BatchWatchTests.stripped).last == "specs/a.json -> out/a.svg")
        let errors = watch.lines(watch.stderr, atLeast: 3).dropFirst().map(BatchWatchTests.stripped)
        #expect(watch.interrupt() == 130)
        #expect(
            errors == [
                "error: cannot write out: it is not a folder; nothing was written",
                "the output folder out was deleted; created it again, rendering every spec",
            ])
    }

    // MARK: Defect 13: a file-size limit (SIGXFSZ)

    /// Runs render under a file-size limit of `bytes`, with SIGXFSZ at its default (as from a shell
    /// after `ulimit -f`); returns the exit status (128 + n for a signal), then its standard output
    /// and standard error together.
    static func runLimited(_ arguments: [String], bytes: Int, in directory: URL) throws -> (Int32, String) {
        let script = """
            import os, resource, signal, subprocess, sys
            signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGXFSZ])
            signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
            limit = int(sys.argv[1])
            def child():
                resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
            p = subprocess.run(sys.argv[2:], preexec_fn=child, capture_output=True)
            sys.stderr.write((p.stdout + p.stderr).decode("utf-8", "replace"))
            sys.exit(128 - p.returncode if p.returncode < 0 else p.returncode)
            """
        return try python(script, [String(bytes), CLI.binary.path] + arguments, in: directory)
    }

    @Test(.disabled(if: CLI.underThreadSanitizer, "ThreadSanitizer's runtime faults under a file-size limit"))
    func aFileSizeLimitIsAWriteErrorAndLeavesNoTemporaryFile() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("out.png")
        try Data("old".utf8).write(to: out)
        let (status, stderr) = try Self.runLimited([Self.fixture.path, "out.png"], bytes: 4096, in: dir)
        #expect(status == 73, "\(stderr)")
        #expect(
            stderr
                == "error: cannot write out.png: the file would be larger than the file-size limit (ulimit -f) or the largest file this file system holds; nothing was written\n"
        )
        #expect(try Data(contentsOf: out) == Data("old".utf8))
        #expect(HardeningTests.entries(dir) == ["out.png"])
    }

    @Test(.disabled(if: CLI.underThreadSanitizer, "ThreadSanitizer's runtime faults under a file-size limit"))
    func aFileSizeLimitFailsEachBatchSpecAndLeavesNoTemporaryFile() throws {
        let dir = try CLI.temporaryDirectory()
        _ = try Self.specs(["a", "b"], in: dir)
        let (status, stderr) = try Self.runLimited(["specs", "--out-dir", "out"], bytes: 4096, in: dir)
        #expect(status == 1, "\(stderr)")
        #expect(
            stderr.hasPrefix(
                "error: cannot write out/a.png: the file would be larger than the file-size limit (ulimit -f)"))
        #expect(stderr.contains("rendered 0 of 2 specs (0 files) into out in "))
        #expect(HardeningTests.entries(dir.appendingPathComponent("out")) == [])
    }

    @Test(.disabled(if: CLI.underThreadSanitizer, "ThreadSanitizer's runtime faults under a file-size limit"))
    func aFileSizeLimitDuringACheckLeavesNoTemporaryFile() throws {
        let dir = try CLI.temporaryDirectory()
        _ = try Self.specs(["a"], in: dir)
        let (status, stderr) = try Self.runLimited(
            ["check", "specs", "--baselines", "b", "--update", "missing"], bytes: 4096, in: dir)
        // A baseline that cannot be written is an output error (73), and the spec keeps its status.
        #expect(status == 73, "\(stderr)")
        #expect(
            stderr.contains(
                "error: cannot write b/a.png: the file would be larger than the file-size limit (ulimit -f)"))
        #expect(HardeningTests.entries(dir.appendingPathComponent("b")).allSatisfy { !$0.hasSuffix(".tmp") })
        #expect(!HardeningTests.entries(dir.appendingPathComponent("b")).contains("a.png"))
    }
}
