import CairoRenderer
import LayoutEngine
import LayoutScene

/// Why a diagram request cannot be drawn: every check a front end needs, made by
/// `PreparedDiagram` (so that `render`, batch, `--watch`, `--offsets` and `render check` refuse
/// the same things with the same words).
public enum DiagramRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `theme: .auto` for a PNG, which cannot follow the reader's colour scheme.
    case themeNeedsDocument
    /// A part named in `hidden` that this diagram does not draw; `message` names the kinds that have it.
    case nothingToHide(DiagramFeature, message: String)
    /// The image would be less than one pixel wide or high at `scale`; `minimumScale` draws it
    /// (infinite when no scale does: an empty diagram).
    case tooSmall(width: Int, height: Int, scale: Double, minimumScale: Double)
    /// The scene could not be drawn: too large, fonts missing, Cairo or libpng failed.
    case render(RenderError)

    public var description: String {
        switch self {
        case .themeNeedsDocument:
            return
                "--theme auto follows the reader's colour scheme, which a PNG cannot do; write .svg or .html, or choose --theme light or dark for a PNG."
        case .nothingToHide(_, let message): return message
        case .tooSmall(let w, let h, let scale, let minimum):
            guard minimum.isFinite else { return "the diagram is empty (\(w) x \(h) px)" }
            return
                "the diagram would be \(w) x \(h) px at scale \(scale), too small to draw; use a scale of at least \(minimum)"
        case .render(.tooLarge(let w, let h, let scale)):
            return Self.tooLargeMessage(width: w, height: h, scale: scale)
        case .render(let error): return "\(error)"
        }
    }

    /// What a diagram over Cairo's limit tells the user (`render`, batch, `--offsets` and `render
    /// check` alike): its sizes, the fix, and the lower `--scale` that fits when 0.01 or more does.
    /// The fix is to draw only the viewport (`--clip viewport`); when only the viewport is drawn
    /// (`clipped`), a smaller container; an HTML page holds the whole content whatever the clip
    /// (its slider scrolls over it), so for `.html` a PNG or SVG of the viewport.
    public static func tooLargeMessage(
        width: Int, height: Int, scale: Double, format: DiagramFormat = .png, clipped: Bool = false
    ) -> String {
        let lower = RenderError.fittingScale(width: width, height: height, scale: scale)
            .map { " or a lower scale (--scale \($0) fits)" }
        let fix =
            format == .html
            ? "an HTML page holds the whole content: write a PNG or SVG of the viewport with --clip viewport"
            : clipped
                ? "the viewport alone is too large: use a smaller container"
                : "draw only the viewport with --clip viewport"
        return "\(RenderError.tooLargeSizes(width: width, height: height, scale: scale)); \(fix)\(lower ?? "")"
    }
}

/// Which kinds can draw each part of a diagram: the words of `--hide`'s refusal.
enum DiagramParts {
    /// The kinds whose layouts give each guide (a diagram shows the guides its layout reports;
    /// spacing is also found between the cells of kinds that report none).
    static let kinds: [DiagramFeature: [String]] = [
        .insets: [
            "aligned", "waterfall", "list", "column", "styled-flow", "flow", "fraction-grid", "staggered", "mosaic",
            "composite", "compositional",
        ],
        .cellInsets: ["aligned", "compositional"],
        .groups: ["compositional"],
        .indentation: ["aligned"],
        .lanes: ["waterfall", "column", "grid", "staggered", "mosaic", "composite"],
        .pinning: [
            "aligned", "list", "column", "styled-flow", "flow", "fraction-grid", "staggered", "mosaic", "composite",
            "compositional",
        ],
    ]

    /// Why `--hide part` has nothing to hide in this diagram of a `kind` layout.
    static func nothingToHide(_ part: DiagramFeature, kind: String) -> String {
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
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
