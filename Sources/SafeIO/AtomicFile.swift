import CSafeIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers see the old file or the whole new one, never part of one, and a
/// failed write changes nothing.
///
/// ```swift
/// try AtomicFile.write(png, to: "out/diagram.png")     // throws FileError (operation .write)
///
/// // Several files, all or none: stage each (a complete, synced temporary file), then commit.
/// let staged = try paths.map { try AtomicFile.stage(bytes(for: $0), for: $0) }
/// try AtomicFile.commit(staged)                        // a staged file not committed is removed
/// ```
///
/// How a file is written:
/// - the bytes go to a new temporary file in the target's folder, `.NAME.<12 random
///   characters>.tmp` (`NAME` shortened so the name stays within 255 bytes), created with
///   `O_CREAT | O_EXCL | O_NOFOLLOW`: a file or link planted at that name is never opened;
/// - it gets the permission bits of the file it replaces (and its owner and group where the
///   process may set them); a new file gets 0644 less the umask;
/// - it is synced (`fsync`), renamed over the target, and the folder is synced;
/// - on any error the temporary file is removed and the target is untouched.
///
/// What the target may be:
/// - a regular file or nothing (a new file; its folder must exist);
/// - a symbolic link: followed once, and the file it points to is replaced atomically (the link
///   stays); refused when it points to another link, or when it lies in a shared sticky folder
///   such as `/tmp` and belongs to another user (the rule of Linux's `fs.protected_symlinks`);
///   with `followingSymbolicLinks: false`, any link is refused (`.notRegularFile(.symbolicLink)`);
/// - anything else (directory, device such as `/dev/null`, FIFO, socket) is refused:
///   `FileError.Reason.notRegularFile`.
///
/// Hard links to the target keep the old contents (the new file is a new inode).
/// Call `removeTemporaryFilesOnSignals()` once in a command-line tool, so that SIGINT, SIGTERM and
/// SIGHUP leave no temporary file behind, and a file-size limit (`ulimit -f`) makes a write fail
/// (`EFBIG`, the temporary file removed) instead of killing the process by SIGXFSZ.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically (see the type's documentation). With
    /// `followingSymbolicLinks: false` a symbolic link at `path` (dangling or not) is refused,
    /// `FileError.Reason.notRegularFile(.symbolicLink)`, instead of followed: the file written is
    /// always `path` itself.
    /// - Throws: `FileError` with operation `.write`; nothing was written then.
    /// With `creatingFolders`, the folders of `path` that are missing are made first
    /// (`FileSystem.makeDirectories`).
    public static func write(
        _ bytes: [UInt8], to path: String, followingSymbolicLinks: Bool = true, creatingFolders: Bool = false
    ) throws(FileError) {
        if creatingFolders {
            let slash = path.lastIndex(of: "/")
            let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
            guard !name.isEmpty else { throw FileError(.write, path: path, reason: .noFileName) }
            if let slash, slash != path.startIndex { try FileSystem.makeDirectories(String(path[..<slash])) }
        }
        try stage(bytes, for: path, followingSymbolicLinks: followingSymbolicLinks).commit()
    }

    /// Writes `bytes` to a synced temporary file beside `path` (following a symbolic link at
    /// `path` as `write` does) without touching `path` yet; `commit()` puts it in place. The
    /// temporary file is removed by `discard()`, when the value is released uncommitted, and on
    /// SIGINT/SIGTERM/SIGHUP once `removeTemporaryFilesOnSignals()` has run.
    /// `followingSymbolicLinks: false` refuses a symbolic link at `path`, as `write` does.
    public static func stage(_ bytes: [UInt8], for path: String, followingSymbolicLinks: Bool = true) throws(FileError)
        -> Staged
    {
        let target = try Target(resolving: path, followingSymbolicLinks: followingSymbolicLinks)
        let (fd, temporary, token) = try createTemporaryFile(for: target)
        var failure = target.copyOwnership(to: fd)
        if failure == nil { failure = writeAll(fd, bytes) }
        if failure == nil, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            csafeio_untrack(token)
            throw FileError(.write, path: path, reason: .system(errno: failure))
        }
        return Staged(path: path, target: target.path, temporary: temporary, token: token)
    }

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove every temporary file this
    /// module has open or staged, then let the signal end the process as it would have (the shell
    /// reports 128 + n). Signals that are ignored (SIGHUP under `nohup`) stay ignored, and a
    /// handler installed earlier runs after the cleanup. SIGXFSZ, sent when a write goes past the
    /// file-size limit (`ulimit -f`), is ignored (unless a handler is set): the write then fails
    /// with `EFBIG`, the temporary file is removed and the error names the limit, and the target
    /// is untouched. Meant for command-line tools; call it once, early (calling it again does
    /// nothing).
    public static func removeTemporaryFilesOnSignals() {
        _ = csafeio_install_signal_cleanup()
    }

    /// Commits staged files as one step as far as signals go: SIGINT, SIGTERM or SIGHUP during the
    /// renames waits for them to end (with `removeTemporaryFilesOnSignals()`), so that either every
    /// target is replaced or, when a rename fails, the rest are discarded and left as they were
    /// (the ones before it are replaced).
    /// - Throws: the first rename's `FileError`; the files not committed are discarded.
    public static func commit(_ staged: [Staged]) throws(FileError) {
        let failure: FileError? = uncutBySignals { () -> FileError? in
            for (i, file) in staged.enumerated() {
                do throws(FileError) { try file.commit() } catch {
                    for rest in staged[(i + 1)...] { rest.discard() }
                    return error
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Runs `body` so that the signal cleanup neither cuts it nor starts while it runs
    /// (`csafeio_section_begin`).
    static func uncutBySignals<T>(_ body: () -> T) -> T {
        var saved = sigset_t()
        csafeio_section_begin(&saved)
        defer { csafeio_section_end(&saved) }
        return body()
    }

    /// The number of temporary files that exist now (being written or staged).
    public static var temporaryFileCount: Int { Int(csafeio_tracked_count()) }

    /// A complete temporary file waiting to replace its target.
    public final class Staged {
        /// The path the caller asked for.
        public let path: String
        /// The file that `commit()` replaces: `path`, or the file a symbolic link at `path` names.
        public let target: String
        private let temporary: String
        private var token: UnsafeMutableRawPointer?
        private var done = false

        init(path: String, target: String, temporary: String, token: UnsafeMutableRawPointer?) {
            self.path = path
            self.target = target
            self.temporary = temporary
            self.token = token
        }

        /// Renames the temporary file over the target and syncs the folder.
        /// - Throws: `FileError` (the temporary file is removed, the target untouched).
        public func commit() throws(FileError) {
            precondition(!done, "AtomicFile.Staged: committed or discarded twice")
            done = true
            defer { csafeio_untrack(token) }
            guard rename(temporary, target) == 0 else {
                let failure = errno
                unlink(temporary)
                throw FileError(.write, path: path, reason: .system(errno: failure))
            }
            AtomicFile.syncFolder(of: target)
        }

        /// Removes the temporary file; the target stays as it was.
        public func discard() {
            guard !done else { return }
            done = true
            unlink(temporary)
            csafeio_untrack(token)
        }

        deinit { discard() }
    }

    // MARK: - Steps

    /// The file to replace and what to keep of it.
    struct Target {
        /// The caller's path.
        var requested: String
        /// The file to replace (the caller's path, or where its symbolic link points).
        var path: String
        var folder: String
        var name: String
        /// Mode, owner and group of the file replaced; nil for a new file.
        var existing: (mode: mode_t, uid: uid_t, gid: gid_t)?

        init(resolving requested: String, followingSymbolicLinks: Bool = true) throws(FileError) {
            self.requested = requested
            var path = requested
            var (folder, name) = try Self.split(requested)
            var st = stat()
            if lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK {
                guard followingSymbolicLinks else {
                    throw FileError(.write, path: requested, reason: .notRegularFile(.symbolicLink))
                }
                let linkTarget = try Self.followOnce(requested, folder: folder, link: st)
                path = linkTarget
                (folder, name) = try Self.split(linkTarget)
            }
            self.path = path
            self.folder = folder
            self.name = name
            if lstat(path, &st) == 0 {
                let kind = st.st_mode & S_IFMT
                if kind == S_IFLNK {
                    throw FileError(.write, path: requested, reason: .symbolicLinkChain(path))
                }
                guard kind == S_IFREG else {
                    throw FileError(.write, path: requested, reason: .notRegularFile(.init(mode: st.st_mode)))
                }
                existing = (st.st_mode & 0o777, st.st_uid, st.st_gid)
            } else {
                let failure = errno
                guard failure == ENOENT else { throw FileError.failed(.write, path: requested, errno: failure) }
                var folderStat = stat()
                if stat(folder, &folderStat) != 0, errno == ENOENT {
                    throw FileError(.write, path: requested, reason: .missingFolder(folder))
                }
                existing = nil
            }
        }

        /// `("out", "a.png")` for `out/a.png`, `(".", "a.png")` for `a.png`, `("/", "a")` for `/a`.
        static func split(_ path: String) throws(FileError) -> (folder: String, name: String) {
            let bytes = Array(path.utf8)
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
                guard !path.isEmpty, path != ".", path != ".." else {
                    throw FileError(.write, path: path, reason: .noFileName)
                }
                return (".", path)
            }
            let name = String(decoding: bytes[(slash + 1)...], as: UTF8.self)
            guard !name.isEmpty, name != ".", name != ".." else {
                throw FileError(.write, path: path, reason: .noFileName)
            }
            let folder = slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
            return (folder, name)
        }

        /// Where the symbolic link at `path` points, when it may be followed.
        static func followOnce(_ path: String, folder: String, link: stat) throws(FileError) -> String {
            var folderStat = stat()
            if stat(folder, &folderStat) == 0 {
                let sharedSticky = folderStat.st_mode & S_ISVTX != 0 && folderStat.st_mode & S_IWOTH != 0
                if sharedSticky && link.st_uid != geteuid() && link.st_uid != folderStat.st_uid {
                    throw FileError(.write, path: path, reason: .untrustedSymbolicLink)
                }
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(path, &buffer, buffer.count - 1)
            guard n > 0 else { throw FileError(.write, path: path, reason: .system(errno: n == 0 ? ENOENT : errno)) }
            let destination = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") { return destination }
            return folder == "/" ? "/" + destination : folder + "/" + destination
        }

        /// Gives the new file the old one's mode (exactly, whatever the umask) and, where allowed,
        /// its owner and group. Returns the errno of a failed chmod.
        func copyOwnership(to fd: Int32) -> Int32? {
            guard let existing else { return nil }
            // Best effort: only root may give a file away; a member of the group may keep it.
            if existing.uid != geteuid() || existing.gid != getegid() {
                if fchown(fd, existing.uid, existing.gid) != 0 { _ = fchown(fd, uid_t.max, existing.gid) }
            }
            return fchmod(fd, existing.mode) == 0 ? nil : errno
        }
    }

    /// Creates `.NAME.<random>.tmp` beside the target, exclusively, never through a link, and
    /// tracks it for the signal handler. The name is tracked before the file is created, so a
    /// signal at any moment finds it (a random name that is taken is untracked at once).
    static func createTemporaryFile(for target: Target) throws(FileError) -> (Int32, String, UnsafeMutableRawPointer?) {
        let prefix = target.folder == "/" ? "/" : target.folder + "/"
        var failure: Int32 = EEXIST
        for _ in 0..<16 {
            let temporary = prefix + temporaryName(for: target.name)
            // One section: a signal's cleanup either finds the file or comes before it exists.
            let (fd, token, error) = uncutBySignals { () -> (Int32, UnsafeMutableRawPointer?, Int32) in
                let token = csafeio_track(temporary)
                let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
                return (fd, token, fd >= 0 ? 0 : errno)
            }
            if fd >= 0 { return (fd, temporary, token) }
            failure = error
            csafeio_untrack(token)
            if failure != EEXIST { break }
        }
        if failure == ENOENT {
            throw FileError(.write, path: target.requested, reason: .missingFolder(target.folder))
        }
        throw FileError(.write, path: target.requested, reason: .system(errno: failure))
    }

    /// `.NAME.k3j9x0q2m1zz.tmp`, at most 255 bytes (`NAME` cut at a character boundary).
    static func temporaryName(for name: String) -> String {
        let suffixLength = 1 + 12 + 4
        var kept = ""
        var bytes = 1
        for scalar in name.unicodeScalars {
            let n = String(scalar).utf8.count
            if bytes + n + suffixLength > 255 { break }
            kept.unicodeScalars.append(scalar)
            bytes += n
        }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        let random = String((0..<12).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
        return ".\(kept).\(random).tmp"
    }

    /// Writes every byte, retrying after signals; returns the errno of a failure.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = writeSome(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
    }

    /// Makes a rename durable (best effort: some file systems cannot sync a folder).
    static func syncFolder(of path: String) {
        let folder = (try? Target.split(path).folder) ?? "."
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// `write(2)` (the name `write` is taken inside `AtomicFile`).
private func writeSome(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
