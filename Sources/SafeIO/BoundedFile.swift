#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files that someone else wrote, with a size limit, and only from regular files: a
/// device (`/dev/zero`), FIFO, socket or directory is refused before any byte is read, and opening
/// never blocks (a FIFO with no writer does not hang the reader).
///
/// ```swift
/// let spec = try BoundedFile.read("spec.json", limit: 256 << 20)   // throws FileError (.read)
/// let piped = try BoundedFile.readStandardInput(limit: 256 << 20)
/// ```
public enum BoundedFile {
    /// The bytes of the regular file at `path`. A symbolic link at `path` is followed, unless
    /// `followingSymbolicLinks` is false: then it is refused (`.notRegularFile(.symbolicLink)`),
    /// dangling or not, and never opened.
    /// - Throws: `FileError` with operation `.read`: `.system(errno:)` (`ENOENT`, `EACCES`, ...),
    ///   `.throughNonFolder` (`bfile/x.json` with `bfile` a file), `.notRegularFile`, or
    ///   `.tooLarge(limit:)` when the file holds more than `limit` bytes.
    public static func read(_ path: String, limit: Int, followingSymbolicLinks: Bool = true) throws(FileError)
        -> [UInt8]
    {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (followingSymbolicLinks ? 0 : O_NOFOLLOW)
        let fd = open(path, flags)
        guard fd >= 0 else {
            let failure = errno
            var st = stat()
            if !followingSymbolicLinks, failure == ELOOP, lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK {
                throw FileError(.read, path: path, reason: .notRegularFile(.symbolicLink))
            }
            throw FileError.failed(.read, path: path, errno: failure)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(.read, path: path, reason: .system(errno: errno)) }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw FileError(.read, path: path, reason: .notRegularFile(.init(mode: st.st_mode)))
        }
        guard Int(st.st_size) <= limit else { throw FileError(.read, path: path, reason: .tooLarge(limit: limit)) }
        return try readAll(fd, path: path, expected: Int(st.st_size), limit: limit)
    }

    /// The largest spec, attributes file or report (`report.json`) a command reads: 256 MiB.
    public static let specLimit = 256 << 20
    /// The largest PNG a command reads (a baseline, an image to compare): 512 MiB.
    public static let imageLimit = 512 << 20

    /// As `read`, but nil when nothing is at `path` (`ENOENT`; with `followingSymbolicLinks`, a
    /// dangling link too).
    public static func readIfPresent(_ path: String, limit: Int, followingSymbolicLinks: Bool = true)
        throws(FileError) -> [UInt8]?
    {
        do { return try read(path, limit: limit, followingSymbolicLinks: followingSymbolicLinks) } catch {
            if case .system(ENOENT) = error.reason { return nil }
            throw error
        }
    }

    /// The size of the regular file at `path` and its first `count` bytes (fewer when it is
    /// shorter), read without following a symbolic link or blocking: a header, such as a PNG's
    /// image size, before the whole file is read. Nil when `path` is not a regular file (or, unless
    /// `followingSymbolicLinks`, is a symbolic link).
    public static func peek(_ path: String, count: Int, followingSymbolicLinks: Bool = false) -> (
        size: Int, prefix: [UInt8]
    )? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followingSymbolicLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        var prefix = [UInt8](repeating: 0, count: count)
        let n = prefix.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, 0) }
        return (Int(st.st_size), Array(prefix.prefix(max(n, 0))))
    }

    /// Everything on standard input, up to `limit` bytes (a pipe, a terminal or a file).
    /// - Throws: `FileError` with operation `.read` and the path `standard input`.
    public static func readStandardInput(limit: Int) throws(FileError) -> [UInt8] {
        try readAll(0, path: "standard input", expected: 64 << 10, limit: limit)
    }

    /// Reads `fd` to its end: one read for a file of the `expected` size, more (never past
    /// `limit + 1` bytes in all) for streams and for files that grow while read.
    static func readAll(_ fd: Int32, path: String, expected: Int, limit: Int) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        // One byte more than expected, to see the end (or that the file grew) in the same read.
        var chunk = min(max(expected, 0), limit) + 1
        while true {
            var failure: Int32?
            var ended = false
            let piece = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, count in
                count = 0
                while count < buffer.count {
                    let n = readSome(fd, buffer.baseAddress! + count, buffer.count - count)
                    if n > 0 {
                        count += n
                    } else if n == 0 {
                        ended = true
                        return
                    } else if errno == EINTR {
                        continue
                    } else if errno == EAGAIN {
                        // Standard input left non-blocking by another program: wait for data.
                        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                        _ = poll(&poller, 1, -1)
                    } else {
                        failure = errno
                        return
                    }
                }
            }
            if bytes.isEmpty { bytes = piece } else { bytes += piece }
            if let failure { throw FileError(.read, path: path, reason: .system(errno: failure)) }
            if bytes.count > limit { throw FileError(.read, path: path, reason: .tooLarge(limit: limit)) }
            if ended { return bytes }
            chunk = min(max(bytes.count, 1 << 16), limit + 1 - bytes.count)
        }
    }
}

/// `read(2)` (the name `read` is taken inside `BoundedFile`).
private func readSome(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(fd, buffer, count)
}
