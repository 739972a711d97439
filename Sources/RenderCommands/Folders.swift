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
    /// hidden files and folders too (`.env`, `.config/`): left out, a change in one passed.
    static func files(_ root: String) throws(CLIError) -> [Path: FolderWalk.Kind] {
        do {
            var out: [Path: FolderWalk.Kind] = [:]
            for entry in try FolderWalk.files(under: root, includeHidden: true) {
                out[Path(text: entry.name)] = entry.kind
            }
            return out
        } catch {
            throw CLIError.diffInput(error.description)
        }
    }

    /// How each path is printed: as it is, except where another path of `paths` reads the same to
    /// Swift (canonically equivalent, different bytes); those two would print alike, so their
    /// characters outside ASCII are written as code points (`caf\u{E9}.txt`, `cafe\u{301}.txt`).
    static func printedNames(_ paths: some Sequence<Path>) -> [Path: String] {
        var byText: [String: [Path]] = [:]
        for path in paths { byText[path.text, default: []].append(path) }
        var out: [Path: String] = [:]
        for group in byText.values {
            for path in group {
                out[path] = group.count == 1 ? path.text : codePoints(path.text)
            }
        }
        return out
    }

    /// `text` with every scalar outside ASCII written as `\u{HEX}`.
    private static func codePoints(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// The text of the symbolic link at `path`, or nil (SafeIO's `FileSystem.linkTarget`).
    static func linkTarget(_ path: String) -> String? { FileSystem.linkTarget(path) }
}

#if canImport(Glibc)
    import Glibc
#endif
