#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place the library writes a file: `Diagram.write`. Atomic: the bytes go to a temporary
/// file next to the target, are flushed, then renamed over it, so readers see the old file or the
/// whole new one and a failure leaves nothing behind.
enum DiagramFileWriter {
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(DiagramFileError) {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else {
            throw .cannotWrite(path: path, reason: "the path names a directory; add a file name")
        }
        var st = stat()
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
            throw .cannotWrite(path: path, reason: "it is a directory")
        }
        // A random part too: several threads of one process may write the same file at once.
        let temp = "\(dir.isEmpty ? "/" : dir)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: errnoText()) }
        var failed: String?
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
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
            throw .cannotWrite(path: path, reason: failed)
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
