import CairoRenderer
import SafeIO
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command's effects on the file system and the standard streams, in one place. Files are read
/// with `BoundedFile` and written with `AtomicFile` (SafeIO): only regular files, within limits,
/// atomically.
enum Files {
    /// The largest spec `render` reads.
    static let specLimit = BoundedFile.specLimit
    /// The largest PNG `render diff` reads.
    static let pngLimit = BoundedFile.imageLimit

    /// Reads a whole spec file as UTF-8 text.
    static func readText(_ path: String) throws(CLIError) -> String {
        let bytes = try readBytes(path, limit: specLimit)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CLIError.cannotRead(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// Reads a whole file (`-`: standard input) of at most `limit` bytes.
    static func readBytes(_ path: String, limit: Int) throws(CLIError) -> [UInt8] {
        do {
            return path == "-"
                ? try BoundedFile.readStandardInput(limit: limit) : try BoundedFile.read(path, limit: limit)
        } catch {
            throw CLIError(error)
        }
    }

    /// Writes `bytes` to `path` atomically: readers see the old file or the whole new one, and a
    /// failure leaves no partial file behind (see `AtomicFile`). With `creatingFolders`, its
    /// missing folders are made first.
    static func writeAtomically(_ bytes: [UInt8], to path: String, creatingFolders: Bool = false) throws(CLIError) {
        do { try AtomicFile.write(bytes, to: path, creatingFolders: creatingFolders) } catch { throw CLIError(error) }
    }

    /// The text of the current `errno`.
    static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// Standard output and standard error: the process's, or a `CapturedOutput` while
/// `RenderRoot.run(_:capturing:)` runs (a task-local value: worker threads write to the process's,
/// which only the terminal's progress lines do).
enum Output {
    /// Where the current run's output goes instead of the process's streams.
    @TaskLocal static var capture: CapturedOutput?

    /// Writes `text` to standard output.
    /// - Throws: `CLIError.standardOutput` when the write fails (exit 74). A reader that has gone
    ///   (EPIPE) ends the process quietly by SIGPIPE, as it ends any Unix tool.
    static func standardOutput(_ text: String) throws(CLIError) { try standardOutput(Array(text.utf8)) }

    /// Writes `bytes` to standard output (see `standardOutput(_:)` for errors).
    static func standardOutput(_ bytes: [UInt8]) throws(CLIError) {
        if let capture {
            capture.append(bytes, error: false)
            return
        }
        guard let failure = writeAll(1, bytes) else { return }
        if failure == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            exit(128 + SIGPIPE)
        }
        throw CLIError.standardOutput(reason: String(cString: strerror(failure)))
    }

    /// Writes `error: MESSAGE` and a newline to standard error; the message is made safe for a
    /// terminal (one line, control characters escaped) and cut after 4,000 characters.
    static func errorLine(_ message: String) {
        if let capture { return capture.append(Array(("error: " + printable(message) + "\n").utf8), error: true) }
        _ = writeAll(2, Array(("error: " + printable(message) + "\n").utf8))
    }

    /// Writes `text` to standard error as it is (progress lines with terminal escapes, lines already
    /// made printable); a failed write to standard error is ignored, as there is nowhere to report it.
    static func standardError(_ text: String) {
        if let capture { return capture.append(Array(text.utf8), error: true) }
        _ = writeAll(2, Array(text.utf8))
    }

    static var standardOutputIsTerminal: Bool { capture == nil && isatty(1) != 0 }

    /// `text` as a terminal or a log may show it (`TerminalText`: control, line-separator and
    /// bidirectional characters escaped as `\e`, `\n`, `\x7f`, `\u{9b}`), at most `limit` characters
    /// (then `...`).
    static func printable(_ text: String, limit: Int = 4000) -> String {
        TerminalText.escaped(text, limit: limit)
    }

    /// Writes every byte (retrying after signals); returns the errno of a failure.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                // Interrupted: again, unless the signal stops a watch (its reader may never read).
                if errno == EINTR && watchStopSignal.load(ordering: .relaxed) == 0 { continue }
                return errno
            }
            offset += n
        }
        return nil
    }
}

/// What a run wrote to standard output and standard error, kept in memory
/// (`RenderRoot.run(_:capturing:)`).
public final class CapturedOutput: Sendable {
    private let streams = Mutex<(output: [UInt8], error: [UInt8])>(([], []))

    /// Empty streams.
    public init() {}

    /// Everything written to standard output, as bytes (a PNG written to `-`, say).
    public var standardOutputBytes: [UInt8] { streams.withLock { $0.output } }
    /// Everything written to standard output, as UTF-8 text.
    public var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    /// Everything written to standard error, as UTF-8 text.
    public var standardError: String { streams.withLock { String(decoding: $0.error, as: UTF8.self) } }

    func append(_ bytes: [UInt8], error: Bool) {
        streams.withLock { error ? $0.error.append(contentsOf: bytes) : $0.output.append(contentsOf: bytes) }
    }
}
