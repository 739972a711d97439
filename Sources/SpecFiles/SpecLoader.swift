import LayoutEngine
import LayoutSpec
import SafeIO

/// Spec files: which files of a folder are specs, and how a spec file is read. Every command that
/// reads specs (`render`, batch, `--watch`, `check`, `diff`, `gallery`) goes through here, so a
/// YAML spec is read wherever a JSON one is.
///
/// ```swift
/// let names = try SpecLoader.specs(in: "Fixtures")      // ["a.json", "b.yaml"], sorted
/// let spec = try SpecLoader.layOut("Fixtures/b.yaml")   // document, layout, contentOffset?
/// ```
public enum SpecLoader {
    /// The largest spec file read.
    public static let sizeLimit = BoundedFile.specLimit

    /// The extensions of spec files (any case): JSON, and YAML (`.yaml`, `.yml`).
    public static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// The spec files of a folder, for messages: `*.json, *.yaml, *.yml`.
    public static let filePatterns = extensions.sorted().map { "*.\($0)" }.joined(separator: ", ")

    /// Whether a file in a folder is a spec, by its name: `*.json`, `*.yaml` or `*.yml` (any case),
    /// but not a geometry baseline (`*.attributes.json`) and not a hidden file (`.name`).
    public static func isSpecName(_ name: String) -> Bool {
        guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
        guard extensions.contains(name[name.index(after: dot)...].lowercased()) else { return false }
        return !name.lowercased().hasSuffix(".attributes.json")
    }

    /// The specs of the folder at `path`: the names (not paths) that `isSpecName` accepts, sorted,
    /// leaving out subfolders (links are not followed into folders; see `FolderWalk`).
    /// - Throws: `FileError` (`.read`) when the folder cannot be listed.
    public static func specs(in path: String) throws(FileError) -> [String] {
        try FolderWalk.entries(of: path).filter { $0.kind != .folder && isSpecName($0.name) }.map(\.name)
    }

    /// A spec's name: its file name without the folder and without `.json`, `.yaml` or `.yml`
    /// (the name of its baselines and outputs); other names are kept whole.
    public static func name(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex,
            extensions.contains(file[file.index(after: dot)...].lowercased())
        else { return file }
        return String(file[..<dot])
    }

    /// When two paths of one name are one file given twice (`specs specs/`, `- -`), the message
    /// that says so; nil for two files (whose outputs or baselines would collide).
    public static func givenTwice(_ a: String, _ b: String) -> String? {
        if a == "-" && b == "-" { return "standard input (-) is given twice; give it once" }
        guard SameFile.isSame(a, b) else { return nil }
        return a == b ? "\(a) is given twice; give it once" : "\(a) and \(b) are one file, given twice; give it once"
    }

    /// The first two of `paths` whose specs have one name (`name(of:)`: `a.json` and `a.yaml`), or
    /// names that differ only in letter case (`Card.json` and `card.json`, `fileNameKey`), in
    /// order, with the first one's name; nil when every name is its own. Their outputs, baselines or
    /// images would be the same files (on macOS and Windows, for names that differ in case).
    public static func firstSameName(_ paths: [String]) -> (first: String, second: String, name: String)? {
        var seen: [String: String] = [:]
        for path in paths {
            if let other = seen.updateValue(path, forKey: fileNameKey(name(of: path))) {
                return (other, path, name(of: other))
            }
        }
        return nil
    }

    /// What a case-insensitive file system (macOS's and Windows' by default) takes a file name for:
    /// two names of one key are one file there (`Card.png`, `card.png`). Swift's `String` already
    /// takes composed and decomposed letters for one (`é`, `e` + U+0301), as those file systems do.
    public static func fileNameKey(_ name: String) -> String { name.lowercased() }

    /// `caseNote(_:_:)` for a pair `firstSameName(_:)` found: its name and the second spec's.
    public static func caseNote(of same: (first: String, second: String, name: String)) -> String {
        caseNote(same.name, name(of: same.second))
    }

    /// For a message about two specs of one name: nothing when `name` and `other` are the same
    /// name, else that they differ only in letter case and are one file name on macOS and Windows.
    public static func caseNote(_ name: String, _ other: String) -> String {
        name == other
            ? ""
            : ", but for letter case (\(name), \(other)): one file name on a case-insensitive file system, macOS's and Windows' default"
    }

    /// Parses a spec file's bytes: YAML when `path` ends in `.yaml` or `.yml`, else JSON.
    /// - Parameter path: the file's path, for the format and for messages (`-`: standard input).
    /// - Throws: `SpecLoadError.invalid`, naming the file (and for YAML the line and column).
    public static func parse(_ bytes: [UInt8], path: String) throws(SpecLoadError) -> ParsedSpec {
        let source = path == "-" ? "standard input" : path
        guard YAMLSpec.isYAML(path) else {
            do { return ParsedSpec(value: try JSONValue.parse(utf8: bytes), source: source, marks: nil) } catch {
                var error = error
                if readsAsYAML(bytes) {
                    error.message +=
                        path == "-"
                        ? "; it reads as a YAML spec: standard input is read as JSON, so save it as a .yaml file"
                        : "; the file reads as a YAML spec: name it .yaml or .yml"
                }
                throw .invalid(source: source, error)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalid(source: source, SpecError(path: "", "it is not UTF-8 text; save the spec as UTF-8"))
        }
        do {
            let parsed = try YAMLSpec.parse(text)
            return ParsedSpec(value: parsed.value, source: source, marks: parsed)
        } catch {
            throw .invalid(source: error.position.map { "\(source):\($0.line):\($0.column)" } ?? source, error.error)
        }
    }

    /// Whether `bytes`, which are not JSON, are a YAML spec (a mapping with a `layout` key), as
    /// one saved as `.json` by mistake; a file that opens like JSON (`{`, `[`), or of over 1 MiB (an
    /// error's hint is not worth parsing more), is not tried.
    static func readsAsYAML(_ bytes: [UInt8]) -> Bool {
        guard bytes.count <= 1 << 20 else { return false }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        guard let first, first != UInt8(ascii: "{"), first != UInt8(ascii: "["),
            let text = String(validating: bytes, as: UTF8.self), let parsed = try? YAMLSpec.parse(text)
        else { return false }
        return parsed.value["layout"] != nil
    }

    /// Reads and parses the spec file at `path` (`-`: standard input), at most `sizeLimit` bytes
    /// of a regular file (`BoundedFile`).
    /// - Throws: `SpecLoadError.file` when it cannot be read, `.invalid` when it is not a spec.
    public static func read(_ path: String) throws(SpecLoadError) -> ParsedSpec {
        let bytes: [UInt8]
        do {
            bytes =
                path == "-"
                ? try BoundedFile.readStandardInput(limit: sizeLimit) : try BoundedFile.read(path, limit: sizeLimit)
        } catch {
            throw .file(error)
        }
        return try parse(bytes, path: path)
    }

    /// Whether an output written to `path` would replace a spec: a regular file (or a link to one)
    /// with a spec's name (`isSpecName`) that reads as a mapping with `sections` or `container` and
    /// no `elements`. The attributes `render --format json` writes (`"layout"` then
    /// `"contentSize"`) are told from their first bytes, so replacing a large one does not parse
    /// it. False when nothing is there.
    ///
    /// `render a.json b.json` (a shell's `*.json` of two specs) would otherwise replace `b.json`
    /// with `a.json`'s attributes, and `render a.json --layout mosaic` `a.json` with the example's.
    public static func isSpec(atPath path: String) -> Bool {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard isSpecName(file), let head = BoundedFile.peek(path, count: 512, followingSymbolicLinks: true)
        else { return false }
        if isAttributesHead(head.prefix) { return false }
        guard let bytes = try? BoundedFile.read(path, limit: sizeLimit),
            let value = try? parse(bytes, path: path).value, value["elements"] == nil
        else { return false }
        return value["sections"] != nil || value["container"] != nil
    }

    /// Whether `head` opens as `render`'s attributes JSON: `{`, `"layout": "NAME",`, `"contentSize"`.
    static func isAttributesHead(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head, as: UTF8.self)
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).prefix(5).map(String.init)
        return parts.count == 5 && parts[0] == "{" && parts[1] == "\"layout\":" && parts[2].hasSuffix("\",")
            && parts[3] == "\"contentSize\":"
    }

    /// Reads, parses, checks and lays out the spec file at `path`.
    /// - Throws: `SpecLoadError`; an invalid spec names the file (for YAML the line and column of
    ///   the value) and the spec path.
    public static func layOut(_ path: String) throws(SpecLoadError) -> LaidOutSpec {
        try read(path).layOut()
    }
}

/// A spec file parsed into its JSON value (not yet checked as a spec).
public struct ParsedSpec: Sendable {
    /// The document.
    public var value: JSONValue
    /// The file, for messages (`standard input` for `-`).
    public var source: String
    /// For YAML: where each value is, for messages.
    var marks: YAMLSpec.Parsed?

    /// `source`, with the line and column of `path`'s value when the spec is YAML
    /// (`spec.yaml:8:29`); JSON errors carry their position in the message.
    public func source(of path: String) -> String {
        guard let at = marks?.position(of: path) else { return source }
        return "\(source):\(at.line):\(at.column)"
    }

    /// The error for `error` in this spec, naming the file (and for YAML the line and column).
    public func invalid(_ error: SpecError) -> SpecLoadError {
        .invalid(source: source(of: error.path), error)
    }

    /// Checks the document as a spec and lays it out.
    public func layOut() throws(SpecLoadError) -> LaidOutSpec {
        do {
            let document = try SpecDocument(value: value)
            return LaidOutSpec(document: document, result: try document.computeLayout())
        } catch {
            throw invalid(error)
        }
    }
}

/// A checked spec and its layout.
public struct LaidOutSpec: Sendable {
    /// The spec.
    public var document: SpecDocument
    /// Its layout.
    public var result: LayoutResult
    /// Whether the spec gives a `contentOffset` (diagrams then draw the viewport): the document's.
    public var hasContentOffset: Bool { document.hasContentOffset }

    /// A laid-out spec from its parts.
    public init(document: SpecDocument, result: LayoutResult) {
        self.document = document
        self.result = result
    }
}

/// Why a spec file could not be used: it cannot be read, or it is not a valid spec.
public enum SpecLoadError: Error, Sendable, CustomStringConvertible {
    /// The file cannot be read (missing, not a regular file, too large, ...).
    case file(FileError)
    /// The file is not a valid spec: `source` is the file (for YAML with `:line:column`).
    case invalid(source: String, SpecError)

    /// `cannot read a.json: No such file or directory`, `a.yaml:3:5: sections: ...`.
    public var description: String {
        switch self {
        case .file(let error): return "\(error)"
        case .invalid(let source, let error): return "\(source): \(error)"
        }
    }
}
