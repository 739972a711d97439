import ArgumentParser
import CairoRenderer
import LayoutCheck
import LayoutSpec
import SafeIO
import SpecFiles

/// Folder listings for `render diff DIR DIR`, through SafeIO's `FolderWalk`: links are entries,
/// never followed into folders (two links to `.` or one to `/` cost nothing).
enum Folders {
    /// A relative path compared byte for byte. Swift's `String` takes canonically equivalent
    /// names for one (`café` with a composed `é`, and with `e` and a combining accent), where the
    /// file system holds two files: keyed by `String`, one of them was never compared, and a
    /// change in it passed.
    struct Path: Hashable, Comparable {
        let text: String
        static func == (a: Path, b: Path) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }
        func hash(into hasher: inout Hasher) {
            for byte in text.utf8 { hasher.combine(byte) }
        }
        static func < (a: Path, b: Path) -> Bool { a.text.utf8.lexicographicallyPrecedes(b.text.utf8) }
    }

    /// Every entry under `root` that is not a folder, by path relative to it, with its kind;
    /// hidden files left out.
    static func files(_ root: String) throws(CLIError) -> [Path: FolderWalk.Kind] {
        do {
            var out: [Path: FolderWalk.Kind] = [:]
            for entry in try FolderWalk.files(under: root) { out[Path(text: entry.name)] = entry.kind }
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
