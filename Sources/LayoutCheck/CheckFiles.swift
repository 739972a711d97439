import SafeIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation that failed, with the path and the system's reason.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// What went wrong (`No such file or directory`, `it is a directory`).
    public var reason: String
    /// Whether it was a write (else a read).
    public var writing: Bool
    /// An error from its parts.
    public init(path: String, reason: String, writing: Bool) {
        self.path = path
        self.reason = reason
        self.writing = writing
    }
    /// `cannot read PATH: REASON`.
    public var description: String { "cannot \(writing ? "write" : "read") \(path): \(reason)" }
}

/// The check's effects on the file system, in one place: whole-file reads, atomic writes (through
/// SafeIO's `AtomicFile`: a reader sees the old file or the new one, and a failure leaves nothing
/// half-written), listings and removals.
enum CheckFiles {
    /// The whole file, or nil when it does not exist.
    static func readIfPresent(_ path: String) throws(FileError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw FileError(path: path, reason: errnoText(), writing: false)
        }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(path: path, reason: "it is a directory", writing: false)
        }
        let size = Int(st.st_size)
        var bytes = [UInt8]()
        bytes.reserveCapacity(size + 1)
        var chunk = [UInt8](repeating: 0, count: max(size + 1, 1 << 16))
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: errnoText(), writing: false)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    /// The whole file.
    static func read(_ path: String) throws(FileError) -> [UInt8] {
        guard let bytes = try readIfPresent(path) else {
            throw FileError(path: path, reason: "No such file or directory", writing: false)
        }
        return bytes
    }

    /// Writes `bytes` to `path` atomically, creating missing parent folders.
    static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw FileError(path: path, reason: "the path names a folder", writing: true) }
        if !dir.isEmpty { try makeDirectory(dir) }
        do { try AtomicFile.write(bytes, to: path) } catch {
            throw FileError(path: path, reason: "\(error)", writing: true)
        }
    }

    /// Creates `path` and its missing parents.
    static func makeDirectory(_ path: String) throws(FileError) {
        if isDirectory(path) { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectory(String(path[..<slash]))
        }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw FileError(path: path, reason: errnoText(), writing: true)
        }
        guard isDirectory(path) else { throw FileError(path: path, reason: "it is not a folder", writing: true) }
    }

    /// Removes a file.
    static func remove(_ path: String) throws(FileError) {
        if unlink(path) != 0, errno != ENOENT { throw FileError(path: path, reason: errnoText(), writing: true) }
    }

    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    /// The names in a folder (not `.` or `..`), sorted; nil when the folder does not exist.
    static func list(_ path: String) throws(FileError) -> [String]? {
        guard let dir = opendir(path) else {
            if errno == ENOENT { return nil }
            throw FileError(path: path, reason: errnoText(), writing: false)
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
