#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be read (`BoundedFile`) or written (`AtomicFile`): the operation, the path
/// as the caller gave it, and the reason. `description` is one line such as
/// `cannot write out/a.png: the folder out does not exist; create it first`.
///
/// Callers map `operation` to their own outcome (the `render` command: exit 66 for `.read`, 73 for
/// `.write`).
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Reading or writing.
    public enum Operation: String, Hashable, Sendable {
        case read
        case write
    }

    /// What the path names when it is not a regular file.
    public enum FileKind: String, Hashable, Sendable {
        case directory = "a directory"
        case characterDevice = "a character device"
        case blockDevice = "a block device"
        case fifo = "a FIFO (named pipe)"
        case socket = "a socket"
        case symbolicLink = "a symbolic link"
        case unknown = "not a regular file"

        /// The kind of a `stat` mode (`st_mode`).
        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .directory
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            case S_IFIFO: self = .fifo
            case S_IFSOCK: self = .socket
            case S_IFLNK: self = .symbolicLink
            default: self = .unknown
            }
        }
    }

    /// The reason, with the data a message needs.
    public enum Reason: Hashable, Sendable {
        /// A system call failed with this `errno` (`ENOENT`, `EACCES`, `ENOSPC`, ...).
        case system(errno: Int32)
        /// The folder that would hold the file does not exist.
        case missingFolder(String)
        /// The path names something other than a regular file.
        case notRegularFile(FileKind)
        /// The file holds more than `limit` bytes.
        case tooLarge(limit: Int)
        /// The path names a folder (it is empty or ends in `/`, `.` or `..`), not a file.
        case noFileName
        /// The output is a symbolic link to another symbolic link (`AtomicFile` follows one link).
        case symbolicLinkChain(String)
        /// The output is a symbolic link in a shared sticky folder (such as `/tmp`) that belongs to
        /// someone else: following it could overwrite a file they chose (`fs.protected_symlinks`).
        case untrustedSymbolicLink
        /// A folder was to be made, and something that is not a folder is in the way.
        case notFolder
        /// A folder was to be made or used, and a symbolic link that leads nowhere is in the way:
        /// to this target, which does not exist, or (nil) round a loop of links.
        case brokenLink(String?)
        /// The path goes through this, which is not a folder (`ENOTDIR`): `bfile` in `bfile/x.png`.
        case throughNonFolder(String)
        /// Nothing has this name, which holds U+FFFD: a file whose name is not UTF-8 (a Latin-1 name
        /// from an old archive) is listed and passed with U+FFFD for the bytes that are not, and by
        /// that name cannot be opened.
        case nameNotUTF8
        /// A reason known only as its text: one read back from a report (`render check merge`), or
        /// another library's message (a PNG that cannot be encoded).
        case text(String)
    }

    /// Reading or writing.
    public var operation: Operation
    /// The path as the caller gave it.
    public var path: String
    /// Why it failed.
    public var reason: Reason

    /// An error from its parts.
    public init(_ operation: Operation, path: String, reason: Reason) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// `cannot read spec.json: No such file or directory`.
    public var description: String { "cannot \(operation.rawValue) \(path): \(reasonText)" }

    /// The reason alone, as one line (`No such file or directory`).
    public var reasonText: String {
        switch reason {
        case .system(let code):
            if code == EFBIG {
                return
                    "the file would be larger than the file-size limit (ulimit -f) or the largest file this file system holds"
            }
            if code == ENAMETOOLONG {
                return
                    "the name is too long for the file system (File name too long: at most 255 bytes a name, 4095 a path); use a shorter name"
            }
            if code == ELOOP {
                return
                    "symbolic links lead in a loop here and never to a file (Too many levels of symbolic links); point the link at a file"
            }
            return String(cString: strerror(code))
        case .missingFolder(let folder): return "the folder \(folder) does not exist; create it first"
        case .notRegularFile(let kind):
            return kind == .unknown ? "it is not a regular file" : "it is \(kind.rawValue), not a regular file"
        case .tooLarge(let limit): return "it is larger than \(Self.byteCount(limit)), the limit for this file"
        case .noFileName: return "the path names a folder; add a file name"
        case .symbolicLinkChain(let target):
            return "it is a symbolic link to another symbolic link (\(target)); name the final file"
        case .untrustedSymbolicLink:
            return
                "it is a symbolic link that another user owns in a shared sticky folder; not following it (remove it or choose another path)"
        case .notFolder: return "it is not a folder"
        case .brokenLink(let target?):
            return "it is a symbolic link to \(target), which does not exist; make that folder, or remove the link"
        case .brokenLink(nil):
            return "it is a symbolic link in a loop of links that never leads to a folder; remove the link"
        case .throughNonFolder(let part):
            return "\(part) is not a folder, and the path goes through it; correct the path"
        case .nameNotUTF8:
            return
                "no file has this name: the file's name holds bytes that are not UTF-8 (shown as \u{FFFD}), and cannot be opened by it; rename the file in UTF-8 (convmv -f latin1 -t utf8)"
        case .text(let text): return text
        }
    }

    /// The error for a system call on `path` that failed with `code`. For `ENOTDIR`, the part of
    /// the path that is not a folder is named: `.throughNonFolder("bfile")` for `bfile/x.png`, or
    /// `.notFolder` when `path` itself, opened as a folder (`isFolder`), is not one. `ENOENT` for a
    /// name with U+FFFD is `.nameNotUTF8`. Else `.system(errno: code)`.
    public static func failed(
        _ operation: Operation, path: String, isFolder: Bool = false, errno code: Int32
    ) -> FileError {
        if code == ENOENT, path.unicodeScalars.contains("\u{FFFD}") {
            return FileError(operation, path: path, reason: .nameNotUTF8)
        }
        guard code == ENOTDIR else { return FileError(operation, path: path, reason: .system(errno: code)) }
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        // `f/` or a folder to open: `f` itself may be what is not a folder.
        if isFolder || trimmed != path, FileSystem.exists(trimmed), !FileSystem.isDirectory(trimmed) {
            return FileError(operation, path: path, reason: isFolder ? .notFolder : .throughNonFolder(trimmed))
        }
        if let slash = trimmed.lastIndex(of: "/"), slash != trimmed.startIndex,
            let part = FileSystem.firstNonFolder(onPathTo: String(trimmed[..<slash]))
        {
            return FileError(operation, path: path, reason: .throughNonFolder(part))
        }
        return FileError(operation, path: path, reason: .system(errno: code))
    }

    /// `256 MiB`, `1.5 KiB`, `17 bytes`.
    static func byteCount(_ n: Int) -> String {
        let units = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (size, name) in units where n >= size {
            let value = Double(n) / Double(size)
            let text = value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
            return "\(text) \(name)"
        }
        return n == 1 ? "1 byte" : "\(n) bytes"
    }
}
