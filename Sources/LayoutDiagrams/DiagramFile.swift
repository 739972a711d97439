import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec
import SafeIO

/// The file formats a diagram is written in. `Diagram.write(_:to:options:compression:)` picks one
/// from the path's extension.
///
/// Adding a format is a case here and its branch in `PreparedDiagram.data(_:)`, the one function
/// that turns a diagram into a file's bytes; everything else (the extension rule, `write`, the spec
/// variants, the `render` command) follows.
public enum DiagramFormat: String, Hashable, Sendable, CaseIterable {
    /// A PNG image (`.png`).
    case png
    /// An SVG 1.1 document (`.svg`), text as glyph outlines.
    case svg
    /// The interactive diagram (`.html`): one self-contained page (`HTMLDiagram`).
    case html

    /// The format named by the extension of `path` (case-insensitive), or nil.
    public init?(path: String) {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// The file extension, without the dot.
    public var fileExtension: String { rawValue }
}

/// Why a diagram could not be written to a file.
public enum DiagramFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path's extension names no `DiagramFormat`.
    case unknownFormat(path: String)
    /// The spec document could not be laid out.
    case invalidSpec(SpecError)
    /// The scene could not be drawn (too large, fonts missing, Cairo or libpng failed).
    case render(RenderError)
    /// The file could not be written; nothing was written (an existing file is untouched). The
    /// reason is SafeIO's one-line `FileError.reasonText` (`the folder out does not exist; create
    /// it first`, `it is a directory, not a regular file`, `Permission denied`).
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownFormat(let path):
            let names = DiagramFormat.allCases.map { ".\($0.fileExtension)" }.joined(separator: " or ")
            return "cannot tell the diagram format from \(path); name the file \(names)"
        case .invalidSpec(let error): return "\(error)"
        case .render(let error): return "\(error)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason); nothing was written"
        }
    }
}

extension DiagramOptions {
    /// The options `render` draws a spec with: the spec's scale and container, and its viewport
    /// when the spec gives a `contentOffset`; the light theme, `section.item` labels, every part
    /// shown (`DiagramSettings(document:)`'s options).
    public init(document: SpecDocument) {
        self = DiagramSettings(document: document).options(for: document)
    }
}

extension Diagram {
    /// The diagram of `result` as the bytes of a `format` file: what `render` writes.
    ///
    /// The size is checked before the scene is built, so an oversized diagram fails at once.
    /// - Parameters:
    ///   - result: the layout to draw.
    ///   - format: the file format of the bytes.
    ///   - options: the diagram's look; pass the scale and container your layout used.
    ///   - compression: PNG only; `.fast` is `render`'s default, `.small` what snapshot baselines use.
    /// - Throws: `RenderError.notFinite` (a frame or the content size at infinity,
    ///   `LayoutResult.checkFinite`), `.tooLarge` (draw only the viewport with `clip: .viewport`, or
    ///   lower the scale), `.fontUnavailable`, or a Cairo or libpng failure.
    public static func data(
        _ result: LayoutResult, format: DiagramFormat, options: DiagramOptions = DiagramOptions(),
        compression: PNGCompression = .fast
    ) throws(RenderError) -> [UInt8] {
        try PreparedDiagram(result: result, options: options, compression: compression).render(format)
    }

    /// The diagram of a spec document as the bytes of a `format` file, exactly as
    /// `render SPEC out.EXT` writes it.
    /// - Parameters:
    ///   - document: the checked spec; it is laid out first.
    ///   - format: the file format of the bytes.
    ///   - options: nil draws with `DiagramOptions(document:)`, the command line's defaults.
    ///   - compression: PNG only; `.fast` is `render`'s default, `.small` what snapshot baselines use.
    public static func data(
        _ document: SpecDocument, format: DiagramFormat, options: DiagramOptions? = nil,
        compression: PNGCompression = .fast
    ) throws(DiagramFileError) -> [UInt8] {
        let result: LayoutResult
        do { result = try document.computeLayout() } catch { throw .invalidSpec(error) }
        do {
            return try data(
                result, format: format, options: options ?? DiagramOptions(document: document), compression: compression
            )
        } catch {
            throw .render(error)
        }
    }

    /// Writes the diagram of `result` to `path`, in the format its extension names (`.png`,
    /// `.svg`). The file is written atomically: a failure leaves no partial file and an existing
    /// file untouched.
    ///
    /// ```swift
    /// try Diagram.write(result, to: "waterfall.png", options: DiagramOptions(scale: 2, container: container))
    /// ```
    /// The command line's equivalent for a spec is `render spec.json waterfall.png`.
    public static func write(
        _ result: LayoutResult, to path: String, options: DiagramOptions = DiagramOptions(),
        compression: PNGCompression = .fast
    ) throws(DiagramFileError) {
        guard let format = DiagramFormat(path: path) else { throw .unknownFormat(path: path) }
        let bytes: [UInt8]
        do { bytes = try data(result, format: format, options: options, compression: compression) } catch {
            throw .render(error)
        }
        try writeFile(bytes, to: path)
    }

    /// Writes the diagram of a spec document to `path` (format from the extension), as
    /// `render SPEC path` does: atomically, with `DiagramOptions(document:)` unless `options` is given.
    public static func write(
        _ document: SpecDocument, to path: String, options: DiagramOptions? = nil,
        compression: PNGCompression = .fast
    ) throws(DiagramFileError) {
        guard let format = DiagramFormat(path: path) else { throw .unknownFormat(path: path) }
        let bytes = try data(document, format: format, options: options, compression: compression)
        try writeFile(bytes, to: path)
    }

    /// The one place the library writes a file: SafeIO's `AtomicFile` (a temporary file beside the
    /// target, synced, renamed over it; a failure leaves no partial file and the old one untouched).
    static func writeFile(_ bytes: [UInt8], to path: String) throws(DiagramFileError) {
        do { try AtomicFile.write(bytes, to: path) } catch {
            throw .cannotWrite(path: path, reason: error.reasonText)
        }
    }
}
