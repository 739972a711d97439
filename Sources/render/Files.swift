import SafeIO

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
    static let specLimit = 256 << 20
    /// The largest PNG `render diff` reads.
    static let pngLimit = 512 << 20

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
    /// failure leaves no partial file behind (see `AtomicFile`).
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CLIError) {
        do { try AtomicFile.write(bytes, to: path) } catch { throw CLIError(error) }
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}

enum Output {
    static func standardOutput(_ text: String) { writeAll(1, Array(text.utf8)) }
    static func standardOutput(_ bytes: [UInt8]) { writeAll(1, bytes) }
    static func standardError(_ text: String) { writeAll(2, Array(text.utf8)) }
    static var standardOutputIsTerminal: Bool { isatty(1) != 0 }
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}
