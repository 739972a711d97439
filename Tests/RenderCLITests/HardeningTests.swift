import Foundation
import TestSupport
import Testing

/// The defects of issue 15, end to end: no crash, no clobbered file, no memory blow-up, whatever the
/// input; one line `error: ...` and the README's exit code for each.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct HardeningTests {
    static let pngCorpus = CLI.packageRoot.appendingPathComponent("Fuzz/png/corpus")
    static let validSpec =
        #"{"layout": "list", "container": {"width": 40, "height": 30}, "sections": [{"items": {"count": 3, "height": 8}}]}"#

    static func write(_ text: String, in dir: URL, as name: String = "spec.json") throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func entries(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    /// Runs `render` with a time limit (a run that blocks is killed and fails the test).
    static func run(
        _ arguments: [String], stdout: FileHandle? = nil, stdin: FileHandle? = nil, seconds: Double = 60,
        environment: [String: String] = [:]
    ) throws -> CLIRun {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = CLI.packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = stdout ?? out
        process.standardError = err
        if let stdin { process.standardInput = stdin }
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("render \(arguments) did not finish within \(seconds) s")
        }
        let e = err.fileHandleForReading.readDataToEndOfFile()
        let o = stdout == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }

    /// A narrow terminal: argument-parser stopped the process (signal 4, "`columns - wrappingIndent`
    /// should be always be greater than 0") for help at 26 columns or fewer. Help is now wrapped to
    /// 40 columns at the least.
    @Test(arguments: ["0", "-3", "10", "26"])
    func helpInANarrowTerminalIsWrappedTo40Columns(columns: String) throws {
        for arguments in [
            ["--help"], ["check", "--help"], ["check", "merge", "--help"], ["diff", "--help"], ["help"],
        ] {
            let run = try Self.run(arguments, environment: ["COLUMNS": columns])
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout.contains("USAGE:"), "\(arguments)")
            // argument-parser wraps neither the usage lines nor option group titles (one is 77
            // characters); the options' help fits about 40 columns.
            var inUsage = false
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                if line.hasPrefix("USAGE:") { inUsage = true } else if line.isEmpty { inUsage = false }
                return !inUsage
            }
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(arguments): \(run.stdout)")
            #expect(lines.filter { $0.count > 52 }.count <= 1, "\(arguments): \(run.stdout)")
        }
        let bad = try Self.run(["diff"], environment: ["COLUMNS": columns])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("error: Missing expected argument '<a.png>'"), "\(bad.stderr)")
    }

    // MARK: 1. Writing never clobbers another file

    @Test func aSymlinkPlantedAtTheOldTemporaryNameIsNeverFollowed() throws {
        let dir = try CLI.temporaryDirectory()
        let victim = dir.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        chmod(victim.path, 0o600)
        // The old name was `.NAME.tmp-PID`: plant links for the next process ids.
        let last =
            Int(
                (try? String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        for pid in last + 1...last + 300 {
            symlink(victim.path, dir.appendingPathComponent(".out.json.tmp-\(pid)").path)
        }
        let run = try CLI.run(["--layout", "list", dir.appendingPathComponent("out.json").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.json").path))
    }

    @Test func devicesAndFIFOsAreRefusedAsOutputs() throws {
        let dir = try CLI.temporaryDirectory()
        // A null device this test may lose (see DeviceNodes): a `render` that forgets to refuse
        // devices (an older build) would rename its output over the real /dev/null as root.
        let devices = try CLI.temporaryDirectory()
        if let device = DeviceNodes.null(in: devices.path) {
            let null = try CLI.run(["--layout", "list", "--format", "json", "-o", device])
            #expect(null.status == 73)
            #expect(
                null.stderr
                    == "error: cannot write \(device): it is a character device, not a regular file; nothing was written\n"
            )
            var st = stat()
            #expect(stat(device, &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
        } else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "\(DeviceNodes.skipped)")
            print(DeviceNodes.skipped)
        }
        let fifo = dir.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try Self.run(["--layout", "list", fifo], seconds: 20)
        #expect(run.status == 73)
        #expect(run.stderr.contains("it is a FIFO (named pipe), not a regular file"))
    }

    @Test func anExistingOutputKeepsItsPermissionsAndALinkItsTarget() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("out.json")
        try Data("old".utf8).write(to: out)
        chmod(out.path, 0o600)
        #expect(try CLI.run(["--layout", "list", out.path]).status == 0)
        var st = stat()
        #expect(stat(out.path, &st) == 0 && st.st_mode & 0o777 == 0o600)
        let link = dir.appendingPathComponent("link.json")
        #expect(symlink("out.json", link.path) == 0)
        #expect(try CLI.run(["--layout", "grid", link.path]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "out.json")
        #expect(try String(contentsOf: out, encoding: .utf8).contains("\"layout\": \"grid\""))
        #expect(Self.entries(dir) == ["link.json", "out.json"])
    }

    // MARK: 2. Large but finite geometry

    static let hugeGeometry: [(String, [String])] = [
        ("width 1e19 svg", [#"{"layout":"list","container":{"width":1e19,"height":1},"sections":[]}"#, "out.svg"]),
        ("width 1e19 png", [#"{"layout":"list","container":{"width":1e19,"height":1},"sections":[]}"#, "out.png"]),
    ]

    @Test(arguments: hugeGeometry)
    func largeFiniteGeometryIsRefusedNotATrap(name: String, arguments: [String]) throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try Self.write(arguments[0], in: dir)
        let run = try CLI.run([spec, dir.appendingPathComponent(arguments[1]).path] + arguments.dropFirst(2))
        #expect(run.status == 65, "\(name): \(run.stderr)")
        #expect(run.stderr.hasPrefix("error: the diagram would be "), "\(name): \(run.stderr)")
        #expect(run.stderr.contains("over Cairo's limit of 32767 px per side"))
        #expect(Self.entries(dir) == ["spec.json"])
    }

    /// Offsets far outside the scrollable range (they trapped in `Scene.pixels` before) are drawn
    /// at most one viewport past the content, with a note; the canvas never grows with them.
    static let hugeOffsets: [(String, [String], [String])] = [
        (
            "contentOffset 1e308",
            [
                #"{"layout":"list","container":{"width":10,"height":10},"contentOffset":{"x":0,"y":1e308},"sections":[]}"#,
                "out.png",
            ],
            ["out.png"]
        ),
        (
            "contentOffset -1e308",
            [
                #"{"layout":"list","container":{"width":10,"height":10},"contentOffset":{"x":-1e308,"y":0},"sections":[]}"#,
                "out.svg",
            ],
            ["out.svg"]
        ),
        ("offsets 0,1e300", [validSpec, "out-%d.png", "--offsets", "0,1e300"], ["out-0.png", "out-1e+300.png"]),
    ]

    @Test(arguments: hugeOffsets)
    func hugeOffsetsAreDrawnWithinOneViewportOfOverscroll(name: String, arguments: [String], made: [String]) throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try Self.write(arguments[0], in: dir)
        let run = try CLI.run([spec, dir.appendingPathComponent(arguments[1]).path] + arguments.dropFirst(2))
        #expect(run.status == 0, "\(name): \(run.stderr)")
        #expect(run.stderr.hasPrefix("note: contentOffset "), "\(name): \(run.stderr)")
        #expect(run.stderr.contains("(at most one viewport of overscroll)"), "\(name): \(run.stderr)")
        #expect(Self.entries(dir) == (["spec.json"] + made).sorted())
    }

    // MARK: 3. render diff: bounded memory, never blocking

    @Test func diffRefusesHugeHeadersDevicesAndFIFOsWithExit2() throws {
        let dir = try CLI.temporaryDirectory()
        let corpus = Self.pngCorpus.path
        let claims = try Self.run(["diff", corpus + "/claims-65536x65536.png", corpus + "/rgba8.png"])
        #expect(claims.status == 2)
        #expect(
            claims.stderr
                == "error: \(corpus)/claims-65536x65536.png: not a readable PNG (its 69 bytes cannot hold the 65536 x 65536 image its header claims: the file is cut short or damaged)\n"
        )
        let out = dir.appendingPathComponent("diff.png").path
        let crossed = try Self.run(["diff", corpus + "/wide-65536x1.png", corpus + "/tall-1x65536.png", "--out", out])
        #expect(crossed.status == 2)
        #expect(crossed.stderr.contains("cannot make the diff image: the image is 65536 x 65536"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let small = try Self.run(["diff", corpus + "/rgba8.png", corpus + "/rgba16.png", "--max-pixels", "20"])
        #expect(small.status == 2 && small.stderr.contains("over the budget of 20 pixels"))
        let zero = try Self.run(["diff", "/dev/zero", corpus + "/rgba8.png"], seconds: 20)
        #expect(zero.status == 2)
        #expect(zero.stderr == "error: cannot read /dev/zero: it is a character device, not a regular file\n")
        let fifo = dir.appendingPathComponent("fifo.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let blocked = try Self.run(["diff", fifo, corpus + "/rgba8.png"], seconds: 20)
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("it is a FIFO (named pipe), not a regular file"))
    }

    // MARK: 4. Standard output errors

    @Test func aFailedWriteToStandardOutputExitsWith74() throws {
        let full = FileHandle(forWritingAtPath: "/dev/full")
        let png = try Self.run(["--layout", "list", "--format", "png"], stdout: full)
        #expect(png.status == 74)
        #expect(png.stderr == "error: cannot write to standard output: No space left on device\n")
        let json = try Self.run(["--layout", "list"], stdout: full)
        #expect(json.status == 74)
    }

    // MARK: 5. 16-bit PNGs

    @Test func sixteenBitPNGsDiffEqualToTheirEightBitTwins() throws {
        let corpus = Self.pngCorpus.path
        for (a, b) in [("rgb8.png", "rgb16.png"), ("rgba8.png", "rgba16-adam7.png"), ("rgb8.png", "rgb16-gamma.png")] {
            let run = try CLI.run(["diff", corpus + "/" + a, corpus + "/" + b])
            #expect(run.status == 0, "\(a) vs \(b): \(run.stdout)")
            #expect(run.stdout == "0 pixels differ (max channel delta 0)\n")
        }
    }

    // MARK: 6. Signals

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func anInterruptedRunLeavesNoTemporaryFile(signal: Int32) throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try Self.write(
            #"{"layout": "list", "container": {"width": 300, "height": 2000}, "sections": [{"items": {"count": 400, "height": 40}}]}"#,
            in: dir)
        let offsets = (0..<60).map { String($0 * 10) }.joined(separator: ",")
        let process = Process()
        // The test runner's threads block or ignore these signals, and a child inherits that: start
        // render through python3 with the signals unblocked and at their defaults, as from a shell.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let signals = "[signal.SIGINT, signal.SIGTERM, signal.SIGHUP]"
        process.arguments = [
            "python3", "-c",
            "import os, signal, sys; signal.pthread_sigmask(signal.SIG_UNBLOCK, \(signals)); "
                + "[signal.signal(s, signal.SIG_DFL) for s in \(signals)]; os.execv(sys.argv[1], sys.argv[1:])",
            CLI.binary.path, spec, dir.appendingPathComponent("out-%d.png").path, "--offsets", offsets,
        ]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until a temporary file exists (the sweep stages its outputs), then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, !Self.entries(dir).contains(where: { $0.hasSuffix(".tmp") }) {
            usleep(2_000)
        }
        let sawTemporary = Self.entries(dir).contains { $0.hasSuffix(".tmp") }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(sawTemporary, "the run ended before writing")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(Self.entries(dir) == ["spec.json"])
    }

    /// A batch interrupted at any moment leaves no temporary file and no spec half written: each
    /// spec's PNG and SVG are both there or both not. The signal used to land between one
    /// thread's temporary file being tracked and created, or between a spec's two renames (the
    /// cleanup ran while the other threads went on: a `.tmp` was left, or a PNG without its SVG).
    @Test func anInterruptedBatchLeavesNoTemporaryFileAndNoSpecHalfWritten() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for i in 0..<48 {
            _ = try Self.write(
                #"{"layout": "list", "container": {"width": 300, "height": 600}, "sections": [{"items": {"count": \#(20 + i), "height": 30}}]}"#,
                in: specs, as: "s\(i).json")
        }
        let signals = "[signal.SIGINT, signal.SIGTERM, signal.SIGHUP]"
        let out = dir.appendingPathComponent("out")
        for round in 0..<12 {
            try? FileManager.default.removeItem(at: out)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", "-c",
                "import os, signal, sys; signal.pthread_sigmask(signal.SIG_UNBLOCK, \(signals)); "
                    + "[signal.signal(s, signal.SIG_DFL) for s in \(signals)]; os.execv(sys.argv[1], sys.argv[1:])",
                CLI.binary.path, specs.path, "--out-dir", out.path, "--format", "png,svg",
            ]
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Interrupted once some outputs exist, a little later each round.
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning, Date() < deadline, Self.entries(out).count < 2 { usleep(500) }
            usleep(UInt32(round) * 3_000)
            kill(process.processIdentifier, round % 2 == 0 ? SIGINT : SIGTERM)
            process.waitUntilExit()
            let names = Self.entries(out)
            #expect(!names.contains { $0.hasSuffix(".tmp") }, "round \(round): \(names)")
            let pngs = Set(names.filter { $0.hasSuffix(".png") }.map { $0.dropLast(4) })
            let svgs = Set(names.filter { $0.hasSuffix(".svg") }.map { $0.dropLast(4) })
            #expect(pngs == svgs, "round \(round): \(pngs.symmetricDifference(svgs).sorted())")
        }
    }

    // MARK: 7. The smaller items

    @Test func aTinyScaleIsADataError() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try Self.write(Self.validSpec, in: dir)
        let run = try CLI.run([spec, dir.appendingPathComponent("out.svg").path, "--scale", "1e-300"])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "error: the diagram would be 0 x 0 px at scale 1e-300, too small to draw; use a scale of at least 0.0055 (--scale or the spec's \"scale\"); nothing was written\n"
        )
    }

    @Test func aByteOrderMarkIsSkippedAndInvalidUTF8IsASpecError() throws {
        let dir = try CLI.temporaryDirectory()
        let bom = dir.appendingPathComponent("bom.json")
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.validSpec.utf8)).write(to: bom)
        #expect(try CLI.run([bom.path]).status == 0)
        let bad = dir.appendingPathComponent("bad.json")
        try Data(Array(#"{"layout": "li"#.utf8) + [0xFF] + Array(#"st"}"#.utf8)).write(to: bad)
        let run = try CLI.run([bad.path])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "error: \(bad.path): malformed JSON at line 1, column 15: invalid UTF-8 (byte 0xff at offset 14); save the spec as UTF-8\n"
        )
    }

    @Test func aSpecCanComeFromStandardInput() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try Self.write(Self.validSpec, in: dir)
        let run = try Self.run(["-"], stdin: FileHandle(forReadingAtPath: spec))
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("{\n  \"layout\": \"list\""))
    }

    @Test func aFileNameOf249BytesCanBeWritten() throws {
        let dir = try CLI.temporaryDirectory()
        let name = String(repeating: "x", count: 244) + ".json"
        let run = try CLI.run(["--layout", "list", dir.appendingPathComponent(name).path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.entries(dir) == [name])
    }

    @Test func hugeKeysAndControlCharactersMakeShortPrintableErrors() throws {
        let dir = try CLI.temporaryDirectory()
        let key = String(repeating: "k", count: 5_000_000)
        let spec = try Self.write(
            #"{"layout": "list", "container": {"width": 1, "height": 1}, "sections": [], "\#(key)": 1}"#, in: dir)
        let run = try CLI.run([spec])
        #expect(run.status == 65)
        #expect(run.stderr.utf8.count < 600, "\(run.stderr.utf8.count) bytes")
        #expect(run.stderr.contains(#"unknown key "kkkkkkkkkk"#) && run.stderr.contains("(5000000 characters)"))
        let escape = try Self.write(
            #"{"layout": "l\u001b[31mred", "container": {"width": 1, "height": 1}, "sections": []}"#, in: dir)
        let colored = try CLI.run([escape])
        #expect(colored.status == 65)
        #expect(!colored.stderr.utf8.contains(0x1B))
        #expect(colored.stderr.contains(#"unknown layout "l\u001b[31mred""#))
    }

    @Test func aMissingOutputFolderIsNamed() throws {
        let run = try CLI.run(["--layout", "list", "/nonexistent-dir/sub/out.json"])
        #expect(run.status == 73)
        #expect(
            run.stderr
                == "error: cannot write /nonexistent-dir/sub/out.json: the folder /nonexistent-dir/sub does not exist; create it first; nothing was written\n"
        )
    }

    @Test func commandLineErrorsAreOneLineStartingWithError() throws {
        let cases: [([String], String)] = [
            (
                ["--layout", "flow", "out.gif"],
                "error: Cannot tell the format from 'out.gif'; name it .json, .png, .svg, .html or pass --format; see 'render draw --help'\n"
            ),
            (["--layout", "flow", "--bogus"], "error: Unknown option '--bogus'; see 'render draw --help'\n"),
            (["diff", "a.png"], "error: Missing expected argument '<b.png>'; see 'render diff --help'\n"),
            (
                ["--scale", "0", "--layout", "list"],
                "error: --scale must be a number greater than 0 and at most 16, got 0.0; see 'render draw --help'\n"
            ),
        ]
        for (arguments, expected) in cases {
            let run = try CLI.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr == expected)
            #expect(run.stdout.isEmpty)
        }
        let help = try CLI.run(["diff", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--max-pixels") && help.stderr.isEmpty)
    }
}
