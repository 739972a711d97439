import CairoRenderer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A report image read as a regular file, never through a symbolic link.
enum BoundedFileRead {
    static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        guard let bytes = try CheckFiles.readIfPresent(path, limit: limit, followingSymbolicLinks: false) else {
            throw FileError(path: path, reason: "No such file or directory", writing: false)
        }
        return bytes
    }
}
