#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether two paths name the same file: what keeps a run from writing over one of its own inputs
/// (`render specs --out-dir specs --format json` would replace every JSON spec with its attributes).
///
/// Two paths are the same file when both exist and have the same device and inode (`stat(2)`,
/// links followed: writing through a link replaces what it points to), or when their normalised
/// absolute paths are equal (`./a//b/../c.json` is `$PWD/a/c.json`), which covers outputs that do
/// not exist yet. `-` (standard input or output) is never a file.
///
/// ```swift
/// if let clash = SameFile.firstClash(inputs: ["specs/a.json"], outputs: ["specs/./a.json"]) {
///     // clash.input == "specs/a.json", clash.output == "specs/./a.json"
/// }
/// ```
public enum SameFile {
    /// The first output (in `outputs`' order) that is the same file as an input, with that input;
    /// nil when none is. Linear in the number of paths.
    public static func firstClash(inputs: [String], outputs: [String]) -> (input: String, output: String)? {
        var byIdentity: [Identity: String] = [:]
        var byPath: [String: String] = [:]
        let here = currentFolder()
        for input in inputs where input != "-" {
            if let id = identity(input), byIdentity[id] == nil { byIdentity[id] = input }
            let path = normalised(input, in: here)
            if byPath[path] == nil { byPath[path] = input }
        }
        for output in outputs where output != "-" {
            if let input = byPath[normalised(output, in: here)] { return (input, output) }
            if let id = identity(output), let input = byIdentity[id] { return (input, output) }
        }
        return nil
    }

    /// Whether `a` and `b` are the same file (see the type's documentation).
    public static func isSame(_ a: String, _ b: String) -> Bool {
        firstClash(inputs: [a], outputs: [b]) != nil
    }

    /// `path` made absolute (against the current folder) with `.`, `..` and repeated slashes
    /// resolved by name (links are not resolved: the inode comparison covers existing files).
    public static func normalised(_ path: String) -> String { normalised(path, in: currentFolder()) }

    private static func normalised(_ path: String, in folder: String) -> String {
        var parts: [Substring] = []
        let absolute = path.hasPrefix("/") ? path : folder + "/" + path
        for part in absolute.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static func identity(_ path: String) -> Identity? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }

    private static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
