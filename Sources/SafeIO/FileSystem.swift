#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, and the changes to the file system besides writing a file (`AtomicFile`):
/// making folders and removing a file. The one place for these `stat`, `lstat`, `readlink`,
/// `mkdir` and `unlink` calls; errors are `FileError`s, as the reader's and the writer's.
///
/// ```swift
/// FileSystem.isDirectory("Snapshots")                  // true (a link to a folder counts)
/// try FileSystem.entryKind(at: "base/a.png")           // .symbolicLink: links are not followed
/// try FileSystem.makeDirectories("report/images")      // throws FileError (.write)
/// ```
public enum FileSystem {
    /// Whether something exists at `path` (a symbolic link is followed: a dangling one does not count).
    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    /// Whether `path` is a folder, or a symbolic link to one.
    public static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a regular file itself (not a symbolic link to one).
    public static func isRegularFile(_ path: String) -> Bool {
        (try? entryKind(at: path)) == .file
    }

    /// What `path` itself is, as `lstat(2)` sees it: a symbolic link is `.symbolicLink`, whatever
    /// it points to.
    /// - Throws: `FileError` (`.read`, `.system(errno:)`: `ENOENT`, `EACCES`, ...).
    public static func entryKind(at path: String) throws(FileError) -> FolderWalk.Kind {
        var st = stat()
        guard lstat(path, &st) == 0 else { throw FileError(.read, path: path, reason: .system(errno: errno)) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Where the symbolic link at `path` points, as written in the link; nil when `path` is not a
    /// symbolic link (or cannot be read).
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The first of `folder` and the folders above it that exists and is not a folder (a file, a
    /// link to one, or a symbolic link that leads nowhere), or nil: nothing stands where
    /// `makeDirectories(folder)` would make a folder. A check made before work whose output goes
    /// there; `notFolderReason` says what stands there.
    public static func firstNonFolder(onPathTo folder: String) -> String? {
        var path = Substring(folder)
        while !path.isEmpty {
            let part = String(path)
            if exists(part) { return isDirectory(part) ? nil : part }
            if linkTarget(part) != nil { return part }
            guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
            path = path[..<slash]
        }
        return nil
    }

    /// Why `path`, found by `firstNonFolder`, is not a folder: `.brokenLink` for a symbolic link
    /// that leads nowhere (its target, or nil for a loop), else `.notFolder`.
    public static func notFolderReason(_ path: String) -> FileError.Reason {
        guard !exists(path), let target = linkTarget(path) else { return .notFolder }
        var st = stat()
        return stat(path, &st) != 0 && errno == ELOOP ? .brokenLink(nil) : .brokenLink(target)
    }

    /// Creates the folder `path` and its missing parents (nothing when it is a folder already).
    /// - Throws: `FileError` (`.write`): `.system(errno:)` from `mkdir`, or `.notFolder` when
    ///   something else is in the way.
    public static func makeDirectories(_ path: String) throws(FileError) {
        if isDirectory(path) { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectories(String(path[..<slash]))
        }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw FileError(.write, path: path, reason: .system(errno: errno))
        }
        guard isDirectory(path) else { throw FileError(.write, path: path, reason: notFolderReason(path)) }
    }

    /// Removes the file (or symbolic link) at `path`; nothing when there is none.
    /// - Throws: `FileError` (`.write`, `.system(errno:)`).
    public static func remove(_ path: String) throws(FileError) {
        if unlink(path) != 0, errno != ENOENT { throw FileError(.write, path: path, reason: .system(errno: errno)) }
    }
}
