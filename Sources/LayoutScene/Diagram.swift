import LayoutEngine

/// Turns a layout result into a `Scene`: the picture that explains the layout.
///
/// What a diagram shows, back to front: a title strip (kind, sections and items, content and
/// container size, scale, offset); the content area; the container's extent (a bracket in the
/// margin); each section's box tinted in its hue; section insets (shaded margins); lanes; item,
/// line and section spacing (translucent bars); cell insets (the slot around a cell, dashed);
/// cells, headers and footers; indentation edges (dashed); pinning ranges (brackets in the
/// trailing margin); when a viewport is given, the content outside it veiled, the elements that
/// scroll effects changed drawn at their effected place in zIndex order with their alpha (their
/// laid-out place as a dashed ghost), and the viewport's frame; then every label, on a chip, over
/// everything that is not an element drawn above it (no guide or frame ever crosses a label); and
/// a legend that names what the diagram contains. Every part except the elements can be switched
/// off (`DiagramOptions.hidden`).
///
/// The step is pure: text is measured with `TextMetrics`, so commands (and tests on them) need no
/// font library.
///
/// - Complexity: O(n log n + g) for n elements and g guides (O(log n + k log k + g) with
///   `clip: .viewport`).
public enum Diagram {
    /// Space around the content, in points.
    public static let margin = 16.0
    /// The most width, in points, the title and legend may give a narrow layout's canvas.
    public static let textWidthLimit = 480.0
    /// Label sizes in points.
    public static let labelSize = 11.0
    /// The smallest label size; a label that would be smaller is left out.
    public static let minimumLabelSize = 6.0
    /// The legend's text size in points.
    public static let legendTextSize = 10.0
    /// The title's first line (bold) and the lines after it, in points.
    public static let titleSize = 12.0
    /// The size of the title's lines after the first, in points.
    public static let subtitleSize = 10.0

    /// The canvas a scene for `result` will have, without drawing it: cheap, so callers can refuse
    /// a diagram that is too large before building it.
    public static func canvasSize(for result: LayoutResult, options: DiagramOptions) -> Size {
        Placement(result, options, interactive: false).canvas
    }

    /// The canvas of `interactiveScene(for:options:)`, in points, without building the scene
    /// (check it before building a scene of a huge layout: `SceneRenderer.checkSize`).
    public static func interactiveCanvasSize(for result: LayoutResult, options: DiagramOptions) -> Size {
        Placement(result, options, interactive: true).canvas
    }

    /// The stable id of an element's group in a scene of `result`: `cell-0-5`, `header-1`,
    /// `footer-1`, `supplementary-badge-0-3` (the element kind as a `DocumentID` fragment: kinds
    /// `a b` and `a_b` gave one id, and the page showed one badge's frame for the other).
    public static func groupID(of id: ElementID, in result: LayoutResult) -> String {
        switch id.kind {
        case .cell: return "cell-\(id.section)-\(id.item)"
        case .header, .footer: return "\(id.kind.rawValue)-\(id.section)"
        case .supplementary, .decoration:
            let name = DocumentID.fragment(result.elementKind(of: id) ?? "")
            return "\(id.kind.rawValue)-\(name)-\(id.section)-\(id.item)"
        }
    }

    /// Builds the diagram of `result`.
    public static func scene(for result: LayoutResult, options: DiagramOptions = DiagramOptions()) -> Scene {
        DiagramPlacement(result, options: options).scene()
    }

    /// The scene behind the interactive HTML diagram: every element at its laid-out place in the
    /// zIndex order scroll effects give it, each element and label in its own group (ids as in
    /// `DiagramGroup`), the elements that scroll effects can change with a hidden ghost group
    /// (`ghost-…`), and the viewport's veil, frame and caption as groups (`veil`, `viewport-frame`,
    /// `viewport-caption`) drawn for `options.viewport` (or offset 0), which a script moves.
    /// Labels carry their box (`data-box`, canvas points) so a script can hide the ones an element
    /// covers.
    public static func interactiveScene(for result: LayoutResult, options: DiagramOptions = DiagramOptions())
        -> Scene
    {
        DiagramPlacement(result, options: options, interactive: true).scene()
    }

    /// The switchable parts a diagram of `result` with `options` would draw if none were hidden
    /// (`title` and `legend` always; `viewport` only with a viewport; `container` only without
    /// one). Hiding a part outside this set changes nothing; `render` refuses it.
    public static func parts(for result: LayoutResult, options: DiagramOptions) -> Set<DiagramFeature> {
        var all = options
        all.hidden = []
        return DiagramContents(result, all, interactive: false).parts
    }

    /// Where the layout's origin lands on the canvas of `Diagram.scene(for: result, options: options)`
    /// (or, with `interactive`, of `interactiveScene(for:options:)`), in points: a layout rectangle
    /// `r` is drawn at `r.offsetBy(dx: origin.x, dy: origin.y)`, and at `scale` times that in device
    /// pixels. Reports use it to point at an element on the image.
    public static func contentOrigin(
        for result: LayoutResult, options: DiagramOptions, interactive: Bool = false
    ) -> Point {
        Placement(result, options, interactive: interactive).offset
    }

    /// The viewport a diagram draws for `viewport`: positions outside the scrollable range are
    /// kept as overscroll up to one viewport beyond the content on each side, and no further, so
    /// the canvas never grows past that. Returns the viewport to draw and, when it was moved, a
    /// one-line note saying so (what `render` prints on stderr).
    public static func limitedViewport(_ viewport: Rect, contentSize: Size) -> (viewport: Rect, note: String?) {
        func limit(_ start: Double, _ length: Double, _ content: Double) -> Double {
            let maxStart = Swift.max(content - length, 0)
            return Swift.min(Swift.max(start, -length), maxStart + length)
        }
        guard viewport.isFinite else { return (viewport, nil) }
        var limited = viewport
        limited.x = limit(viewport.x, viewport.width, contentSize.width)
        limited.y = limit(viewport.y, viewport.height, contentSize.height)
        guard limited != viewport else { return (viewport, nil) }
        var parts: [String] = []
        for (axis, asked, drawn, length, content) in [
            ("x", viewport.x, limited.x, viewport.width, contentSize.width),
            ("y", viewport.y, limited.y, viewport.height, contentSize.height),
        ] where asked != drawn {
            parts.append(
                "contentOffset \(axis) \(formatNumber(asked)) is outside the scrollable range 0...\(formatNumber(Swift.max(content - length, 0))); drawn at \(formatNumber(drawn)) (at most one viewport of overscroll)"
            )
        }
        return (limited, "note: " + parts.joined(separator: "; "))
    }
}

/// Where things go on the canvas: the layout rectangle covered, the translation from layout
/// coordinates to canvas coordinates, the title, the legend and the canvas size.
struct Placement {
    let contents: DiagramContents
    let bounds: Rect
    let offset: Point
    let title: [TitleLine]
    /// The legend's entries (those shown) and their places.
    let legendEntries: [LegendEntry]
    let legend: LegendPlacement
    let canvas: Size
    /// Whether this is the placement of the HTML diagram's scene.
    let interactive: Bool
    /// The device-pixel grid places snap to: a compositional layout's exact frames (D1) are drawn
    /// crisp, as the other kinds' snapped frames are, so that no band of the banded PNG cuts an
    /// edge that lies between two pixels; nil for the other kinds (drawn as laid out).
    let snapping: DiagramGrid?
    var viewport: Rect? { contents.viewport }
    var clipped: Bool { contents.clipped }

    init(_ result: LayoutResult, _ options: DiagramOptions, interactive: Bool) {
        // Orthogonal sections are drawn where they rest (compositional `orthogonalOffset`).
        let result = result.atOrthogonalOffsets()
        self.interactive = interactive
        contents = DiagramContents(result, options, interactive: interactive)
        let scale = options.scale
        let m = Diagram.margin
        let content = Rect(origin: .zero, size: result.contentSize)
        let viewport = contents.viewport
        var bounds: Rect
        if contents.clipped, let viewport {
            bounds = viewport
        } else {
            bounds = content
            if let viewport {
                bounds = bounds.union(viewport)
                if interactive {
                    // The viewport moves over the whole scrollable range: cover it at offset 0 too.
                    var start = viewport
                    if result.scrollDirection == .vertical { start.y = 0 } else { start.x = 0 }
                    bounds = bounds.union(start)
                }
            } else if options.shows(.container), let c = options.container {
                bounds = bounds.union(Rect(origin: .zero, size: c))
            }
        }
        if !contents.clipped { bounds = bounds.union(contents.overflow) }
        if !bounds.isFinite { bounds = content }
        self.bounds = bounds
        let grid = DiagramGrid(scale: scale)
        snapping = result.kindName == CompositionalLayout.kindName ? grid : nil
        let pieces = options.shows(.title) ? DiagramTitle.pieces(result, options, interactive: interactive) : []
        legendEntries = options.shows(.legend) ? contents.legend : []
        // At least as wide as the widest legend entry and generated title piece, so that a narrow
        // layout's words are not cut at the canvas's edge; at most `Diagram.textWidthLimit` for
        // them (a `layoutName` or a title given in `options` beyond it shrinks to fit).
        let text = Swift.min(
            Diagram.textWidthLimit,
            Swift.max(
                options.title == nil ? TitleLine.widestPiece(pieces) : 0,
                legendEntries.map { LegendPlacement.entryWidth($0.label) }.max() ?? 0))
        let width = grid.ceil(Swift.max(Swift.max(bounds.width, 0), text) + 2 * m)
        // Title: lines that wrap at the canvas width.
        title = TitleLine.lines(pieces, width: width - 2 * m)
        let titleHeight = title.isEmpty ? 0 : (title.last.map { $0.top + $0.height } ?? 0) + 4
        offset = Point(x: grid.snap(m - bounds.minX), y: grid.snap(titleHeight + m - bounds.minY))
        // Legend: entries in rows that wrap at the canvas width.
        let bottom = grid.ceil(titleHeight + Swift.max(bounds.height, 0) + 2 * m)
        legend = LegendPlacement(
            labels: legendEntries.map(\.label), canvasWidth: width, top: bottom - m / 2, grid: grid)
        let height =
            legend.rowCount == 0
            ? bottom : grid.ceil(bottom - m / 2 + Double(legend.rowCount) * LegendPlacement.rowHeight + m / 2)
        canvas = Size(width: width, height: height)
    }

    /// Where elements lie beyond the content across the scroll axis (the cells of a composite's
    /// orthogonally scrolling sections scrolled past the container's edge), at most one container
    /// extent on each side: the canvas covers them, so that they are drawn (faded, outside the
    /// viewport) beyond the edge. The content rectangle when nothing lies beyond it.
    static func orthogonalOverflow(_ result: LayoutResult, _ options: DiagramOptions) -> Rect {
        let d = result.scrollDirection
        let content = Rect(origin: .zero, size: result.contentSize)
        let extent = (options.container ?? result.contentSize).cross(d)
        var low = 0.0
        var high = result.contentSize.cross(d)
        for e in result.elements {
            low = Swift.min(low, e.frame.minCross(d))
            high = Swift.max(high, e.frame.maxCross(d))
        }
        low = Swift.max(low, -extent)
        high = Swift.min(high, result.contentSize.cross(d) + extent)
        guard low < 0 || high > result.contentSize.cross(d) else { return content }
        return Rect(
            main: 0, cross: low, mainLength: result.contentSize.main(d), crossLength: high - low, d)
    }

    /// A layout rectangle in canvas coordinates; a compositional layout's with its edges on whole
    /// device pixels (`snapping`).
    func place(_ r: Rect) -> Rect {
        guard let grid = snapping, r.isFinite else { return r.offsetBy(dx: offset.x, dy: offset.y) }
        let minX = grid.snap(r.minX + offset.x)
        let minY = grid.snap(r.minY + offset.y)
        return Rect(
            x: minX, y: minY, width: grid.snap(r.maxX + offset.x) - minX, height: grid.snap(r.maxY + offset.y) - minY)
    }
    func place(_ p: Point) -> Point { Point(x: p.x + offset.x, y: p.y + offset.y) }
}
