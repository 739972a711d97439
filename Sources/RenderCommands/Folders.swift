import ArgumentParser
import CairoRenderer
import LayoutCheck
import LayoutSpec
import SafeIO
import SpecFiles

/// Folder listings for `render diff DIR DIR`, through SafeIO's `FolderWalk`: links are entries,
/// never followed into folders (two links to `.` or one to `/` cost nothing).
enum Folders {
    /// Every entry under `root` that is not a folder, by path relative to it, with its kind;
    /// hidden files left out.
    static func files(_ root: String) throws(CLIError) -> [String: FolderWalk.Kind] {
        do {
            var out: [String: FolderWalk.Kind] = [:]
            for entry in try FolderWalk.files(under: root) { out[entry.name] = entry.kind }
            return out
        } catch {
            throw CLIError.diffInput(error.description)
        }
    }

    /// The text of the symbolic link at `path`, or nil.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

#if canImport(Glibc)
    import Glibc
#endif
