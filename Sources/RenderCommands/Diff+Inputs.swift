import ArgumentParser
import CairoRenderer
import LayoutCheck
import LayoutDiagrams
import LayoutSpec
import SafeIO
import SpecFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `render diff` beyond two PNGs: two specs or two attributes files (the element change list), two
/// folders (files paired by relative path).
extension Diff {
    /// Which kind of inputs were given.
    enum Inputs {
        case images
        case layouts
        case folders
    }

    /// What `a` and `b` are: two folders, two layouts (specs or attributes files: `.json`, `.yaml`,
    /// `.yml`; standard input, `-`, beside one is a JSON one), else two images.
    /// - Throws: naming the input that does not exist (the reference first), a folder given with a
    ///   file, a layout given with another file, or standard input for both.
    static func inputs(_ a: String, _ b: String) throws(CLIError) -> Inputs {
        if a == "-" && b == "-" {
            throw CLIError.diffInput("standard input (-) can be one of the inputs, not both; give the other as a file")
        }
        for path in [a, b] where path != "-" && !Files.exists(path) {
            throw CLIError.diffInput("\(FileError.failed(.read, path: path, errno: ENOENT))")
        }
        switch (Files.isDirectory(a), Files.isDirectory(b)) {
        case (true, true): return .folders
        case (true, false), (false, true):
            let (folder, file) = Files.isDirectory(a) ? (a, b) : (b, a)
            throw CLIError.diffInput(
                "cannot compare the folder \(folder) with the file \(file); give two folders or two files")
        case (false, false):
            // Standard input (`-`) is whatever the other input is.
            let (layoutA, layoutB) = (isLayout(a), isLayout(b))
            if (layoutA || a == "-") && (layoutB || b == "-") && (layoutA || layoutB) { return .layouts }
            // A layout beside an image was read as two images: "a.json: not a readable PNG".
            if layoutA != layoutB && a != "-" && b != "-" {
                let (layout, other) = layoutA ? (a, b) : (b, a)
                throw CLIError.diffInput(
                    "cannot compare the layout \(layout) with \(other), which is not a spec or attributes file (.json, .yaml, .yml); give two layouts, or two PNGs"
                )
            }
            return .images
        }
    }

    /// Whether `path` names a layout by its extension: a spec or attributes file (`.json`), or a
    /// YAML spec (`.yaml`, `.yml`).
    static func isLayout(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".json") || YAMLSpec.isYAML(path)
    }

    /// The geometry of a spec (laid out) or an attributes file (read as it is), and the spec's
    /// scale (nil for an attributes file).
    static func geometry(_ path: String) throws -> (snapshot: AttributesSnapshot, scale: Double?) {
        let parsed: ParsedSpec
        do { parsed = try SpecLoader.read(path) } catch { throw CLIError.diffInput(error.description) }
        if parsed.value["elements"] != nil {
            // An attributes file (`render --format json`), read as it is.
            do {
                let text = try Files.readText(path)
                return (try AttributesSnapshot(json: text), nil)
            } catch let error as CLIError {
                throw CLIError.diffInput(error.description)
            } catch {
                throw CLIError.diffInput("\(path): \(error)")
            }
        }
        let spec: LaidOutSpec
        do { spec = try parsed.layOut() } catch { throw CLIError.diffInput(error.description) }
        let snapshot = AttributesSnapshot(
            layout: spec.document.kind.name, result: spec.result, viewport: spec.document.viewport)
        return (snapshot, spec.document.scale)
    }

    /// Why the change diagram cannot be drawn, with the fix this command has: a lower `--scale`,
    /// or none at all when not even 0.01 fits (the layouts are compared without a diagram).
    static func changeDiagramProblem(_ error: RenderError) -> String {
        guard case .tooLarge(let w, let h, let scale) = error else { return "\(error)" }
        let fix = RenderError.fittingScale(width: w, height: h, scale: scale).map { "use a lower --scale (\($0) fits)" }
        return
            "\(RenderError.tooLargeSizes(width: w, height: h, scale: scale)); \(fix ?? "leave out --out to compare the layouts without it")"
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
                throw CLIError.diffInput("cannot draw the change diagram: \(Self.changeDiagramProblem(error))")
            }
            do { try Files.writeAtomically(data, to: out) } catch {
                throw CLIError.diffInput(error.description)
            }
        }
        var text =
            changes.isEmpty
            ? "the layouts are the same (\(after.elements.count) elements)\n"
            : changes.lines.map { Output.printable($0, limit: .max) }.joined(separator: "\n")
                + "\n\(changes.elements.count) element change"
                + (changes.elements.count == 1 ? "" : "s") + "\n"
        if let out { text += "change diagram: \(Output.printable(out))\n" }
        try Output.standardOutput(text)
        if !changes.isEmpty { throw ExitCode(1) }
    }

    /// `render diff dirA dirB`: files paired by relative path; `new` (only in B), `missing` (only in
    /// A) and `changed` listed; PNGs compared by pixels, other files by bytes; exit 1 when any.
    func runFolders() throws {
        let a = try Folders.files(reference)
        let b = try Folders.files(actual)
        var lines: [String] = []
        let all = Set(a.keys).union(b.keys)
        let names = Folders.printedNames(all)
        for key in all.sorted() {
            let path = key.text
            let name = names[key] ?? path
            let inA = a[key] != nil
            let inB = b[key] != nil
            if !inA {
                lines.append("new      \(name)")
                continue
            }
            if !inB {
                lines.append("missing  \(name)")
                continue
            }
            if let x = a[key], let y = b[key], x == .symbolicLink || y == .symbolicLink {
                // Links are compared as links (their target text), never followed into folders.
                if x != y || Folders.linkTarget("\(reference)/\(path)") != Folders.linkTarget("\(actual)/\(path)") {
                    lines.append("changed  \(name) (a symbolic link)")
                }
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
                let difference = ImageComparer.compare(i, j, pixels.comparison)
                if !difference.matches { lines.append("changed  \(name): \(difference)") }
            } else {
                lines.append("changed  \(name)")
            }
        }
        let count = all.count
        try Output.standardOutput(
            lines.map { Output.printable($0, limit: .max) + "\n" }.joined()
                + "\(count) file\(count == 1 ? "" : "s"): \(lines.count) differ\(lines.count == 1 ? "s" : "")\n")
        if !lines.isEmpty { throw ExitCode(1) }
    }

    static func load(bytes path: String) throws -> [UInt8] {
        do { return try Files.readBytes(path, limit: Files.pngLimit) } catch {
            throw CLIError.diffInput(error.description)
        }
    }

    static func decode(_ bytes: [UInt8], _ path: String, maxPixels: Int) throws -> RGBAImage {
        do { return try PNGCodec.decode(bytes, pixelBudget: maxPixels) } catch {
            throw CLIError.diffInput("\(path): \(error)")
        }
    }
}
