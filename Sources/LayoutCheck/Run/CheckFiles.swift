import SafeIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The check's effects on the file system, in one place: whole-file reads, atomic writes (through
/// SafeIO's `AtomicFile`: a reader sees the old file or the new one, and a failure leaves nothing
/// half-written), listings and removals.
enum CheckFiles {
    /// The largest spec, baseline image or attributes file a check reads (`render`'s limits).
    static let specLimit = 256 << 20
    static let imageLimit = 512 << 20

    /// The whole regular file (through SafeIO's `BoundedFile`: no devices or FIFOs, at most
    /// `limit` bytes), or nil when it does not exist. `followingSymbolicLinks: false` refuses a
    /// symbolic link at `path` (a baseline is read only as a regular file in its folder).
    static func readIfPresent(_ path: String, limit: Int, followingSymbolicLinks: Bool = true) throws(FileError)
        -> [UInt8]?
    {
        do {
            return try BoundedFile.read(path, limit: limit, followingSymbolicLinks: followingSymbolicLinks)
        } catch {
            if case .system(ENOENT) = error.reason { return nil }
            throw FileError(path: path, reason: error.reasonText, writing: false)
        }
    }

    /// The whole regular file, at most `limit` bytes.
    static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        do { return try BoundedFile.read(path, limit: limit) } catch {
            throw FileError(path: path, reason: error.reasonText, writing: false)
        }
    }

    /// Writes `bytes` to `path` atomically, creating missing parent folders.
    /// `followingSymbolicLinks: false` refuses a symbolic link at `path` (a baseline is written
    /// only as a regular file in its folder).
    static func write(_ bytes: [UInt8], to path: String, followingSymbolicLinks: Bool = true) throws(FileError) {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw FileError(path: path, reason: "the path names a folder", writing: true) }
        if !dir.isEmpty { try makeDirectory(dir) }
        do { try AtomicFile.write(bytes, to: path, followingSymbolicLinks: followingSymbolicLinks) } catch {
            throw FileError(path: path, reason: error.reasonText, writing: true)
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

    /// Why `path` cannot be a baseline, or nil when it is a regular file or does not exist: a
    /// symbolic link (dangling or not) or anything but a regular file is never read, written or
    /// followed. The message names the path and the fix.
    static func baselineProblem(_ path: String) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            return nil
        case S_IFLNK:
            let target = linkTarget(path).map { " (to \($0))" } ?? ""
            return "baseline \(path) is a symbolic link\(target), not followed: baselines are read and written "
                + "only as regular files inside the baselines folder; replace the link with a copy of the file, "
                + "or remove it and record with --update missing"
        default:
            let kind = (st.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a regular file"
            return "baseline \(path) is \(kind), not a baseline file: move or rename it (baselines are regular "
                + "files), then record with --update missing"
        }
    }

    /// Where the symbolic link at `path` points, as written in the link.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `path` is a regular file itself (not a link to one).
    static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
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
    /// Listed by SafeIO's `FolderWalk` (the one walker of every command).
    static func list(_ path: String) throws(FileError) -> [String]? {
        do { return try FolderWalk.entries(of: path).map(\.name) } catch {
            if case .system(ENOENT) = error.reason { return nil }
            throw FileError(path: path, reason: error.reasonText, writing: false)
        }
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
