import ArgumentParser
import CairoRenderer
import LayoutCheck
import LayoutSpec

/// `render diff` beyond two PNGs: two specs or two attributes files (the element change list), two
/// folders (files paired by relative path), and pixelmatch's comparison options.
extension Diff {
    /// Which kind of inputs were given.
    enum Inputs {
        case images
        case layouts
        case folders
    }

    /// The comparison asked for: pixelmatch's with --threshold or --ignore-antialiasing, else exact.
    var comparison: PixelComparison {
        pixelmatch.threshold != nil || pixelmatch.ignoreAntialiasing
            ? .perceptual(threshold: pixelmatch.threshold ?? 0, ignoreAntialiasing: pixelmatch.ignoreAntialiasing)
            : .exact(tolerance: tolerance)
    }

    /// Two images through `render check`'s comparison (pixelmatch's options, or sizes that differ:
    /// the overlap compared, the rest hatched in the diff image).
    func runImages(_ a: Loaded, _ b: Loaded) throws {
        let difference = ImageComparer.compare(a.image, b.image, comparison)
        if let out {
            try Self.checkDiffImage(a.image, b.image, maxPixels: maxPixels)
            let png =
                (try? PNGCodec.encode(ImageComparer.diffImage(a.image, b.image, comparison), compression: .fast)) ?? []
            do { try Files.writeAtomically(png, to: out) } catch {
                throw CLIError.diffInput(error.description)
            }
        }
        try Output.standardOutput("\(difference)" + (out.map { "\ndiff image: \($0)" } ?? "") + "\n")
        if !difference.matches { throw ExitCode(1) }
    }

    static func inputs(_ a: String, _ b: String) -> Inputs {
        if Folders.isDirectory(a) && Folders.isDirectory(b) { return .folders }
        if a.hasSuffix(".json") && b.hasSuffix(".json") { return .layouts }
        return .images
    }

    /// The geometry of a spec (laid out) or an attributes file (read as it is), and the spec's
    /// scale (nil for an attributes file).
    static func geometry(_ path: String) throws -> (snapshot: AttributesSnapshot, scale: Double?) {
        let text: String
        do { text = try Files.readText(path) } catch {
            throw CLIError.diffInput(error.description)
        }
        do {
            let root = try JSONValue.parse(text)
            if root["elements"] != nil { return (try AttributesSnapshot(json: text), nil) }
            let document = try SpecDocument(value: root)
            let snapshot = AttributesSnapshot(
                layout: document.kind.name, result: try document.computeLayout(), viewport: document.viewport)
            return (snapshot, document.scale)
        } catch {
            throw CLIError.diffInput("\(path): \(error)")
        }
    }

    /// `render diff a.json b.json`: one line per changed element; exit 1 when any. With `--out`, the
    /// change diagram (`ChangeDiagram`) is written too, PNG or SVG by the extension.
    func runLayouts() throws {
        let format = try out.map { path in
            guard let format = DiagramFormat(path: path) else {
                throw CLIError.diffInput(
                    "cannot tell the diagram format from --out \(path); name the file .png, .svg or .html")
            }
            return format
        }
        let (before, beforeScale) = try Self.geometry(reference)
        let (after, afterScale) = try Self.geometry(actual)
        let changes = GeometryChanges(from: before, to: after)
        if let out, let format {
            let data: [UInt8]
            do {
                data = try ChangeDiagram.data(
                    from: before, to: after, format: format, scale: scale ?? afterScale ?? beforeScale ?? 1)
            } catch {
                throw CLIError.diffInput("cannot draw the change diagram: \(error)")
            }
            do { try Files.writeAtomically(data, to: out) } catch {
                throw CLIError.diffInput(error.description)
            }
        }
        var text =
            changes.isEmpty
            ? "the layouts are the same (\(after.elements.count) elements)\n"
            : changes.lines.joined(separator: "\n") + "\n\(changes.elements.count) element change"
                + (changes.elements.count == 1 ? "" : "s") + "\n"
        if let out { text += "change diagram: \(out)\n" }
        try Output.standardOutput(text)
        if !changes.isEmpty { throw ExitCode(1) }
    }

    /// `render diff dirA dirB`: files paired by relative path; `new` (only in B), `missing` (only in
    /// A) and `changed` listed; PNGs compared by pixels, other files by bytes; exit 1 when any.
    func runFolders() throws {
        let a = Folders.files(reference)
        let b = Folders.files(actual)
        var lines: [String] = []
        for path in Set(a).union(b).sorted() {
            let inA = a.contains(path)
            let inB = b.contains(path)
            if !inA {
                lines.append("new      \(path)")
                continue
            }
            if !inB {
                lines.append("missing  \(path)")
                continue
            }
            let x = try Self.load(bytes: "\(reference)/\(path)")
            let y = try Self.load(bytes: "\(actual)/\(path)")
            if x == y { continue }
            if path.hasSuffix(".png") {
                try Self.checkBudget(
                    x, "\(reference)/\(path)", y, "\(actual)/\(path)", maxPixels: maxPixels, withDiffImage: false)
                let (i, j) = (
                    try Self.decode(x, "\(reference)/\(path)", maxPixels: maxPixels),
                    try Self.decode(y, "\(actual)/\(path)", maxPixels: maxPixels)
                )
                let difference = ImageComparer.compare(i, j, comparison)
                if !difference.matches { lines.append("changed  \(path): \(difference)") }
            } else {
                lines.append("changed  \(path)")
            }
        }
        let count = Set(a).union(b).count
        try Output.standardOutput(
            lines.map { $0 + "\n" }.joined()
                + "\(count) file\(count == 1 ? "" : "s"): \(lines.count) differ\(lines.count == 1 ? "s" : "")\n")
        if !lines.isEmpty { throw ExitCode(1) }
    }

    static func load(bytes path: String) throws -> [UInt8] {
        do { return try Files.readBytes(path, limit: Files.pngLimit) } catch {
            throw CLIError.diffInput(error.description)
        }
    }

    static func decode(_ bytes: [UInt8], _ path: String, maxPixels: Int) throws -> RGBAImage {
        do { return try ImageComparer.decode(bytes, pixelBudget: maxPixels) } catch {
            throw CLIError.diffInput("\(path): \(error)")
        }
    }
}

/// Folder listings for `render diff DIR DIR`.
enum Folders {
    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// Every regular file under `root`, as paths relative to it, sorted; hidden files left out.
    static func files(_ root: String) -> [String] {
        var out: [String] = []
        func walk(_ relative: String) {
            let path = relative.isEmpty ? root : "\(root)/\(relative)"
            guard let dir = opendir(path) else { return }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name.hasPrefix(".") { continue }
                let child = relative.isEmpty ? name : "\(relative)/\(name)"
                if isDirectory("\(root)/\(child)") { walk(child) } else { out.append(child) }
            }
        }
        walk("")
        return out.sorted()
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// `--threshold`, `--ignore-antialiasing`: pixelmatch's comparison for `render diff`.
struct PixelmatchArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Compare like pixelmatch: a pixel differs when its YIQ colour distance is over t (0...1; pixelmatch's default is 0.1). Default: exact comparison (--tolerance).",
            valueName: "t"))
    var threshold: Double?

    @Flag(
        name: .customLong("ignore-antialiasing"),
        help: "Do not count pixels that pixelmatch's detector takes for anti-aliasing.")
    var ignoreAntialiasing = false
}
