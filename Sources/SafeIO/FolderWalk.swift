#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists folders without following symbolic links to folders: the one folder walker of every
/// command that reads a folder (`render check`, `diff`, `gallery`, batch and `--watch`).
///
/// A folder's entries come sorted by name (byte order), each with its kind as `lstat(2)` sees it,
/// so a symbolic link is reported as a link, never as what it points to. The recursive walk opens
/// each subfolder relative to its parent with `O_NOFOLLOW | O_DIRECTORY`: a link to `.` or to `/`
/// is an entry, not a way into the file system, and a folder swapped for a link while the walk
/// runs is refused, not followed.
///
/// ```swift
/// let entries = try FolderWalk.entries(of: "Fixtures")     // [Entry], sorted, no "." or ".."
/// let files = try FolderWalk.files(under: "out")           // ["a.png", "sub/b.png", "link"]
/// ```
public enum FolderWalk {
    /// What an entry is, as `lstat(2)` sees it (links are not followed).
    public enum Kind: String, Hashable, Sendable {
        /// A regular file.
        case file
        /// A folder (never a link to one).
        case folder
        /// A symbolic link, to anything (a file, a folder, nothing).
        case symbolicLink
        /// A device, FIFO, socket or anything else.
        case other
    }

    /// One entry of a folder.
    public struct Entry: Hashable, Sendable {
        /// The entry's name in its folder, or its path relative to the walk's root (`files(under:)`).
        public var name: String
        /// What it is (a link is `.symbolicLink`, whatever it points to).
        public var kind: Kind
        /// Whether the name on disk is UTF-8. When it is not, `name` holds U+FFFD for the bytes
        /// that are not, names another file (or none), and two such names may read alike.
        public var isUTF8: Bool

        /// An entry from its parts.
        public init(name: String, kind: Kind, isUTF8: Bool = true) {
            self.name = name
            self.kind = kind
            self.isUTF8 = isUTF8
        }

        /// Whether the entry's own name starts with a dot.
        public var isHidden: Bool {
            (name.split(separator: "/").last.map { $0.hasPrefix(".") }) ?? false
        }
    }

    /// The entries of the folder at `path` (not `.` or `..`; hidden ones included), sorted by
    /// name. `path` itself may be a link to a folder (the caller named it); nothing below it is
    /// followed.
    /// - Throws: `FileError` (`.read`): `.system(errno:)` (`ENOENT`, `EACCES`, ...), `.notFolder`
    ///   when `path` is a file, `.throughNonFolder` naming a file above it.
    public static func entries(of path: String) throws(FileError) -> [Entry] {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileError.failed(.read, path: path, isFolder: true, errno: errno) }
        return try entries(fd: fd, path: path)
    }

    /// Every entry below the folder at `root` that is not a folder (files, links, devices, ...),
    /// as paths relative to `root` (`sub/a.png`), sorted. Subfolders are walked; links to folders
    /// are listed as entries of kind `.symbolicLink` and not walked.
    /// - Parameter includeHidden: whether names that start with a dot (and what hidden folders
    ///   hold) are listed.
    /// - Throws: `FileError` (`.read`) naming the folder that could not be opened or read.
    public static func files(under root: String, includeHidden: Bool = false) throws(FileError) -> [Entry] {
        var out: [Entry] = []
        let fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileError.failed(.read, path: root, isFolder: true, errno: errno) }
        try walk(fd: fd, path: root, relative: "", includeHidden: includeHidden, into: &out)
        return out.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    private static func walk(
        fd: Int32, path: String, relative: String, includeHidden: Bool, into out: inout [Entry]
    ) throws(FileError) {
        // `entries(fd:)` closes `fd`; subfolders are opened from a duplicate that stays open.
        let parent = dup(fd)
        guard parent >= 0 else {
            close(fd)
            throw FileError(.read, path: path, reason: .system(errno: errno))
        }
        defer { close(parent) }
        for entry in try entries(fd: fd, path: path) where includeHidden || !entry.isHidden {
            let child = relative.isEmpty ? entry.name : "\(relative)/\(entry.name)"
            guard entry.kind == .folder else {
                out.append(Entry(name: child, kind: entry.kind, isUTF8: entry.isUTF8))
                continue
            }
            let sub = openat(parent, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            let subPath = path.hasSuffix("/") ? path + entry.name : "\(path)/\(entry.name)"
            guard sub >= 0 else { throw FileError(.read, path: subPath, reason: .system(errno: errno)) }
            try walk(fd: sub, path: subPath, relative: child, includeHidden: includeHidden, into: &out)
        }
    }

    /// Reads the open folder `fd` (and closes it).
    private static func entries(fd: Int32, path: String) throws(FileError) -> [Entry] {
        guard let dir = fdopendir(fd) else {
            let failure = errno
            close(fd)
            throw FileError(.read, path: path, reason: .system(errno: failure))
        }
        defer { closedir(dir) }
        var out: [Entry] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw FileError(.read, path: path, reason: .system(errno: errno)) }
                break
            }
            let (name, isUTF8) = entryName(entry)
            if name == "." || name == ".." { continue }
            out.append(Entry(name: name, kind: kind(entry.pointee.d_type, in: dirfd(dir), name: name), isUTF8: isUTF8))
        }
        return out.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The name of a directory entry, read in place up to its NUL: a `dirent` is only as long as
    /// its name, so copying the whole 256-byte `d_name` field can read past the end of the
    /// listing's buffer (AddressSanitizer caught it on a folder of 2,225 specs).
    /// Also whether the name is UTF-8 (else it is read with U+FFFD for the bytes that are not).
    static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> (name: String, isUTF8: Bool) {
        let field = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
        let bytes = field.assumingMemoryBound(to: CChar.self)
        if let name = String(validatingCString: bytes) { return (name, true) }
        return (String(cString: bytes), false)
    }

    /// The kind from `d_type`, or from `fstatat(AT_SYMLINK_NOFOLLOW)` when the file system does
    /// not fill it in.
    private static func kind(_ type: UInt8, in folder: Int32, name: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN):
            var st = stat()
            guard fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return .other }
            switch st.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            case S_IFLNK: return .symbolicLink
            default: return .other
            }
        default: return .other
        }
    }
}
