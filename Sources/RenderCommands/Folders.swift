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

    /// The text of the symbolic link at `path`, or nil (SafeIO's `FileSystem.linkTarget`).
    static func linkTarget(_ path: String) -> String? { FileSystem.linkTarget(path) }
}

#if canImport(Glibc)
    import Glibc
#endif
