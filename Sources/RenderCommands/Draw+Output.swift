import ArgumentParser
import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec

/// Diagrams (png, svg, html): the check of `--hide` against what the diagram draws, and the note
/// on offsets beyond the scrollable range.
extension Draw {
    /// Refuses what a diagram cannot do: `--theme auto` for a PNG, and `--hide PART` for a part
    /// this diagram does not draw (the message names the kinds that have it).
    /// - Parameter viewport: the viewport drawn, when `--offsets` gives one.
    /// Batch and `--watch` run it for every spec and diagram output, as `render SPEC OUT` does.
    static func checkDiagram(_ spec: LaidOut, format: OutputFormat, diagram: DiagramArguments, viewport: Rect?)
        throws(ValidationError)
    {
        try checkFormat(format, diagram: diagram)
        guard !diagram.hiddenParts.isEmpty else { return }
        var options = diagram.options(for: spec.document, hasContentOffset: spec.hasContentOffset)
        if let viewport { options.viewport = viewport }
        let drawn = Diagram.parts(for: spec.result, options: options)
        let kind = spec.document.kind.name
        for part in DiagramFeature.allCases where diagram.hiddenParts.contains(part) && !drawn.contains(part) {
            throw ValidationError(DiagramParts.nothingToHide(part, kind: kind, options: options))
        }
    }

    /// The part of `checkDiagram` that needs no spec: `--theme auto` refused for a PNG (a batch
    /// runs it for every format before it renders anything).
    static func checkFormat(_ format: OutputFormat, diagram: DiagramArguments) throws(ValidationError) {
        if format == .png, diagram.theme == .auto {
            throw ValidationError(
                "--theme auto follows the reader's colour scheme, which a PNG cannot do; write .svg or .html, or choose --theme light or dark for a PNG."
            )
        }
    }

    /// The note for a viewport beyond the scrollable range (drawn as at most one viewport of
    /// overscroll), or nil.
    static func overscrollNote(_ spec: LaidOut, format: OutputFormat, diagram: DiagramArguments, viewport: Rect?)
        -> String?
    {
        guard format != .json else { return nil }
        let options = diagram.options(for: spec.document, hasContentOffset: spec.hasContentOffset)
        guard let drawn = viewport ?? options.viewport else { return nil }
        return Diagram.limitedViewport(drawn, contentSize: spec.result.contentSize).note
    }
}

/// Which kinds can draw each part of a diagram: the words of `--hide`'s error.
enum DiagramParts {
    /// The kinds whose layouts give each guide (a diagram shows the guides its layout reports;
    /// spacing is also found between the cells of kinds that report none).
    static let kinds: [DiagramFeature: [String]] = [
        .insets: [
            "aligned", "waterfall", "list", "column", "styled-flow", "flow", "fraction-grid", "staggered", "mosaic",
            "composite",
        ],
        .cellInsets: ["aligned"],
        .indentation: ["aligned"],
        .lanes: ["waterfall", "column", "grid", "staggered", "mosaic", "composite"],
        .pinning: [
            "aligned", "list", "column", "styled-flow", "flow", "fraction-grid", "staggered", "mosaic", "composite",
        ],
    ]

    /// Why `--hide part` has nothing to hide in this diagram of a `kind` layout.
    static func nothingToHide(_ part: DiagramFeature, kind: String, options: DiagramOptions) -> String {
        let name = part.rawValue
        switch part {
        case .viewport:
            return
                "--hide viewport: this diagram draws no viewport; a viewport is drawn when the spec has a contentOffset (or with --offsets or --clip viewport)."
        case .container:
            return
                "--hide container: this diagram draws no container bracket; it is drawn only when no viewport is (the spec has a contentOffset)."
        default:
            if let kinds = kinds[part], !kinds.contains(kind) {
                return
                    "--hide \(name): \(kind) layouts have no \(name) to hide; \(name) is drawn for \(list(kinds)) layouts."
            }
            return "--hide \(name): this \(kind) layout has no \(name) to hide (none of its sections has any)."
        }
    }

    /// `a, b and c`.
    static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
