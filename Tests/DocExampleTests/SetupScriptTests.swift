import Foundation
import TestSupport
import Testing

/// `scripts/setup.sh draw` (what `make example` runs) installs only what drawing needs; `test`
/// (what `make test` runs) adds the tests' rsvg, Chromium and PyPI jsonschema. Run with stub
/// commands on PATH: `pkg-config` finds nothing, `apt-get` and `python3` record what they are asked.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct SetupScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `bash scripts/setup.sh ARGS` with stubs; returns its status and the stubs' log.
    static func run(_ arguments: [String]) throws -> (status: Int32, log: String) {
        let stubs = FileManager.default.temporaryDirectory.appendingPathComponent("setup-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: stubs) }
        let log = stubs.appendingPathComponent("log").path
        let scripts = [
            "id": "echo 0",
            "pkg-config": "exit 1",
            "apt-get": "echo \"apt-get $*\" >> '\(log)'",
            "python3": "case \"$*\" in *'import jsonschema'*) exit 1;; *) echo \"python3 $*\" >> '\(log)';; esac",
            "swift": "exit 0",
        ]
        for (name, body) in scripts {
            let url = stubs.appendingPathComponent(name)
            try "#!/bin/sh\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/setup.sh").path] + arguments
        process.environment = ["PATH": stubs.path]
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
