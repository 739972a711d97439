import Foundation
import RenderCommands

/// Runs the `render` binary built next to the test bundle and captures its exit code and output.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// Whether the tests run a sanitizer build (`make sanitize` sets `SANITIZER`): tests that limit
    /// `render`'s address space skip, as ASan and TSan reserve terabytes of shadow memory.
    static var underSanitizer: Bool { ProcessInfo.processInfo.environment["SANITIZER"] != nil }
    /// Whether the tests run ThreadSanitizer's build (`SANITIZER=thread`): its runtime faults
    /// (SIGBUS) when `render` runs under `ulimit -f`, so the file-size-limit tests skip there.
    static var underThreadSanitizer: Bool { ProcessInfo.processInfo.environment["SANITIZER"] == "thread" }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The `render` next to the test bundle, or `RENDER_BINARY` (to run the tests against another
    /// build, e.g. an older one to see a regression test fail).
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["RENDER_BINARY"] { return URL(fileURLWithPath: path) }
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [dir, dir.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("render")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/render")
    }

    /// Runs `render` with `arguments`: in this process (`RenderRoot.run(_:capturing:)`, the same
    /// code the binary runs, without the cost of a launch) when nothing needs a process of its own,
    /// else the binary (`runProcess`): with a working `directory` or an `environment`, or when
    /// `RENDER_BINARY` names another build.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws
        -> CLIRun
    {
        if directory == nil, environment.isEmpty, runsInProcess {
            let output = CapturedOutput()
            let status = RenderRoot.run(arguments, capturing: output)
            return CLIRun(status: status, stdout: output.standardOutput, stderr: output.standardError)
        }
        return try runProcess(arguments, in: directory, environment: environment)
    }

    /// Whether `run` may call the commands in this process: not when `RENDER_BINARY` asks for
    /// another build, and only where relative paths mean what they mean to the binary (the tests'
    /// working folder is the package's root).
    static let runsInProcess: Bool =
        ProcessInfo.processInfo.environment["RENDER_BINARY"] == nil
        && URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
            == packageRoot.standardizedFileURL.path

    /// Runs `script` in `/bin/sh` in `directory`, with `$0` the `render` binary: for arguments and
    /// environment values that are not UTF-8, which Foundation's `Process` (taking `String`s)
    /// cannot pass (`exec "$0" "$(printf 'caf\\351.png')"`).
    static func runThroughShell(_ script: String, in directory: URL) throws -> CLIRun {
        try launch(URL(fileURLWithPath: "/bin/sh"), ["-c", script, binary.path], in: directory)
    }

    /// Runs the `render` binary as a user does: for exit codes, signals, limits and files.
    static func runProcess(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:])
        throws -> CLIRun
    {
        try launch(binary, arguments, in: directory, environment: environment)
    }

    private static func launch(
        _ executable: URL, _ arguments: [String], in directory: URL?, environment: [String: String] = [:]
    ) throws -> CLIRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = directory ?? packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained at once: reading one to its end first would deadlock on a binary
        // that fills the other's 64 KiB buffer (an older render printed a 100 MB error message).
        let e = ErrorDrain(err.fileHandleForReading)
        let o = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e.data(), as: UTF8.self))
    }

    /// A fresh temporary directory for a test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Reads a pipe to its end on a thread of its own; `data()` waits for the end.
private final class ErrorDrain: @unchecked Sendable {
    private var bytes = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            bytes = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func data() -> Data {
        done.wait()
        return bytes
    }
}
