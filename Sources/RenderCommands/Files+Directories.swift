import SafeIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folders: existence, creation and modification times (for `--out-dir`, `--watch` and `gallery`);
/// folders are listed by SafeIO's `FolderWalk` (through `SpecLoader.specs(in:)` for specs).
extension Files {
    /// Whether something exists at `path` (SafeIO's `FileSystem.exists`).
    static func exists(_ path: String) -> Bool { FileSystem.exists(path) }

    /// Whether `path` is a folder (SafeIO's `FileSystem.isDirectory`).
    static func isDirectory(_ path: String) -> Bool { FileSystem.isDirectory(path) }

    /// The file's size and modification time in nanoseconds, or nil if it cannot be read: what a
    /// watch compares between polls.
    static func stamp(_ path: String) -> FileStamp? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        #if canImport(Darwin)
            let ns = Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
        #else
            let ns = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        #endif
        return FileStamp(size: Int64(st.st_size), modified: ns, inode: UInt64(st.st_ino))
    }

    /// Creates the folder `path` and its missing parents (SafeIO's `FileSystem.makeDirectories`):
    /// a file where a folder should be is refused (`cannot write out: it is not a folder`), exit 73.
    static func makeDirectories(_ path: String) throws(CLIError) {
        do { try FileSystem.makeDirectories(path) } catch { throw CLIError(error) }
    }
}

/// What a watch compares to tell that a file changed.
struct FileStamp: Hashable {
    var size: Int64
    var modified: Int64
    var inode: UInt64
}
