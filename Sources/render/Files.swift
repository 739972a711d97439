#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command's effects on the file system and the standard streams, in one place.
enum Files {
    /// Reads a whole file as UTF-8 text.
    static func readText(_ path: String) throws -> String {
        let bytes = try readBytes(path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CLIError.cannotRead(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// Reads a whole file.
    static func readBytes(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw CLIError.cannotRead(path: path, reason: errnoText()) }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
            throw CLIError.cannotRead(path: path, reason: "it is a directory")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { throw CLIError.cannotRead(path: path, reason: errnoText()) }
            if n == 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return bytes
    }

    /// Writes `bytes` to a temporary file next to `path`, then renames it over `path`: readers see
    /// the old file or the whole new one, and a failure leaves no partial file behind.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else {
            throw CLIError.cannotWrite(path: path, reason: "the path names a directory; add a file name")
        }
        var st = stat()
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
            throw CLIError.cannotWrite(path: path, reason: "it is a directory")
        }
        let temp = "\(dir.isEmpty ? "/" : dir)/.\(name).tmp-\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw CLIError.cannotWrite(path: path, reason: errnoText()) }
        var failed: String?
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                failed = errnoText()
                break
            }
            offset += n
        }
        if failed == nil, fsync(fd) != 0 { failed = errnoText() }
        if close(fd) != 0, failed == nil { failed = errnoText() }
        if failed == nil, rename(temp, path) != 0 { failed = errnoText() }
        if let failed {
            unlink(temp)
            throw CLIError.cannotWrite(path: path, reason: failed)
        }
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
