import Foundation
import TestSupport
import Testing

/// `scripts/setup.sh draw` (what `make example` runs) installs only what drawing needs; `test`
/// (what `make test` runs) adds the tests' rsvg, Chromium and PyPI jsonschema. Run with stub
/// commands (shell functions): `pkg-config` finds nothing, `apt-get` and `python3` record what they
/// are asked.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct SetupScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `bash scripts/setup.sh ARGS` with stubs; returns its status and the stubs' log.
    /// The stubs are shell functions that bash reads from `BASH_ENV` before the script, not files
    /// on PATH: a stub file written and executed at once can fail with "Text file busy" when another
    /// test's process is forked meanwhile and inherits the file's descriptor. PATH is an empty
    /// folder, so nothing else is found.
    static func run(_ arguments: [String]) throws -> (status: Int32, log: String) {
        let stubs = FileManager.default.temporaryDirectory.appendingPathComponent("setup-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: stubs) }
        let log = stubs.appendingPathComponent("log").path
        let functions = stubs.appendingPathComponent("stubs.sh")
        try """
        id() { echo 0; }
        pkg-config() { return 1; }
        apt-get() { echo "apt-get $*" >> '\(log)'; }
        python3() { case "$*" in *'import jsonschema'*) return 1;; *) echo "python3 $*" >> '\(log)';; esac; }
        swift() { return 0; }

        """.write(to: functions, atomically: true, encoding: .utf8)
        let empty = stubs.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/setup.sh").path] + arguments
        process.environment = ["PATH": empty.path, "BASH_ENV": functions.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, text)
    }

    @Test func drawingInstallsNoBrowserAndNoPyPIPackage() throws {
        let (status, log) = try Self.run(["draw"])
        #expect(status == 0)
        #expect(log.contains("apt-get install -y -qq libcairo2-dev libpng-dev pkg-config"))
        #expect(log.contains("libdeflate-dev"))
        #expect(!log.contains("chromium"))
        #expect(!log.contains("librsvg2-bin"))
        #expect(!log.contains("jsonschema"))
    }

    @Test func testingAddsRsvgChromiumAndJsonschema() throws {
        for arguments in [["test"], []] {
            let (status, log) = try Self.run(arguments)
            #expect(status == 0)
            #expect(log.contains("apt-get install -y -qq libcairo2-dev libpng-dev pkg-config"))
            #expect(log.contains("librsvg2-bin chromium"))
            #expect(log.contains("python3 -m pip install -q jsonschema==4.26.0"))
        }
    }

    @Test func anUnknownPartIsRefused() throws {
        #expect(try Self.run(["browser"]).status == 64)
    }
}
