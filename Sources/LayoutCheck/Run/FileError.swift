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
