import LayoutEngine

/// Turns a layout result into a `Scene`: the picture that explains the layout.
///
/// What a diagram shows, back to front: the content area; the container's extent (a bracket in
/// the margin); each section's box tinted in its hue; section insets (shaded margins); lanes; item,
/// line and section spacing (translucent bars); cell insets (the slot around a cell, dashed);
/// cells (fill, outline, label), headers (strong fill) and footers (pale fill); indentation edges
/// (dashed); and, when a viewport is given, the content outside it veiled, the elements that scroll
/// effects changed drawn at their effected place in zIndex order with their alpha (their laid-out
/// place as a dashed ghost), and the viewport's frame. A legend at the bottom names what the
/// diagram contains. Every part except the elements can be switched off (`DiagramOptions.hidden`).
///
/// The step is pure: text is measured with `TextMetrics`, so commands (and tests on them) need no
/// font library.
///
/// - Complexity: O(n + g) for n elements and g guides (O(log n + k + g) with `clip: .viewport`).
public enum Diagram {
    /// Space around the content, in points.
    public static let margin = 16.0
    /// Label sizes in points.
    public static let labelSize = 11.0
    /// The smallest label size, in points: labels shrink to fit small cells down to this, then are left out.
    public static let minimumLabelSize = 6.0
    /// The legend's text size, in points.
    public static let legendTextSize = 10.0

    /// The canvas a scene for `result` will have, without building it: cheap, so callers can refuse
    /// a diagram that is too large before drawing it.
    public static func canvasSize(for result: LayoutResult, options: DiagramOptions) -> Size {
        Placement(result, options).canvas
    }

    /// Builds the diagram of `result`.
    public static func scene(for result: LayoutResult, options: DiagramOptions = DiagramOptions()) -> Scene {
        var builder = SceneBuilder(result: result, options: options)
        builder.build()
        return Scene(
            canvas: builder.placement.canvas, scale: options.scale,
            background: options.theme.background, commands: builder.commands)
    }
}

/// Where things go on the canvas: the layout rectangle covered, the translation from layout
/// coordinates to canvas coordinates, the legend and the canvas size.
struct Placement {
    let bounds: Rect
    let offset: Point
    let legend: [LegendEntry]
    let legendRows: [[(entry: LegendEntry, x: Double)]]
    let legendTop: Double
    let canvas: Size
    let viewport: Rect?
    let clipped: Bool

    static let legendRowHeight = 16.0
    static let swatch = Size(width: 18, height: 11)

    init(_ result: LayoutResult, _ options: DiagramOptions) {
        let scale = options.scale
        let m = Diagram.margin
        let content = Rect(origin: .zero, size: result.contentSize)
        let showViewport = options.shows(.viewport) || options.clip == .viewport
        var viewport = showViewport ? options.viewport : nil
        if options.clip == .viewport, viewport == nil {
            viewport = options.container.map { Rect(origin: .zero, size: $0) }
        }
        self.viewport = viewport
        var bounds: Rect
        if options.clip == .viewport, let viewport {
            bounds = viewport
            clipped = true
        } else {
            bounds = content
            if let viewport {
                bounds = bounds.union(viewport)
            } else if options.shows(.container), let c = options.container {
                bounds = bounds.union(Rect(origin: .zero, size: c))
            }
            clipped = false
        }
        if !bounds.isFinite { bounds = content }
        self.bounds = bounds
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        offset = Point(x: snap(m - bounds.minX), y: snap(m - bounds.minY))
        func pixelCeil(_ v: Double) -> Double { ((v * scale) - 1e-9).rounded(.up) / scale }
        let width = pixelCeil(max(bounds.width, 0) + 2 * m)
        // Legend: entries in rows that wrap at the canvas width.
        legend =
            options.shows(.legend)
            ? LegendEntry.entries(for: result, options: options, viewport: viewport, clipped: clipped) : []
        var rows: [[(entry: LegendEntry, x: Double)]] = []
        var row: [(entry: LegendEntry, x: Double)] = []
        var x = m
        for entry in legend {
            let w = Placement.swatch.width + 5 + TextMetrics.width(of: entry.label, size: Diagram.legendTextSize)
            if !row.isEmpty, x + w > width - m {
                rows.append(row)
                row = []
                x = m
            }
            row.append((entry, x))
            x += w + 14
        }
        if !row.isEmpty { rows.append(row) }
        legendRows = rows
        legendTop = pixelCeil(max(bounds.height, 0) + 2 * m) - m / 2
        let height =
            rows.isEmpty
            ? pixelCeil(max(bounds.height, 0) + 2 * m)
            : pixelCeil(legendTop + Double(rows.count) * Placement.legendRowHeight + m / 2)
        canvas = Size(width: width, height: height)
    }

    /// A layout rectangle in canvas coordinates.
    func place(_ r: Rect) -> Rect { r.offsetBy(dx: offset.x, dy: offset.y) }
    func place(_ p: Point) -> Point { Point(x: p.x + offset.x, y: p.y + offset.y) }
}

/// One entry of the legend: a sample of a diagram part and its name.
enum LegendEntry: Hashable {
    case cell, header, footer, section, insets, cellInsets, spacing, indentation, lane, container, viewport, ghost

    var label: String {
        switch self {
        case .cell: return "cell"
        case .header: return "header"
        case .footer: return "footer"
        case .section: return "section"
        case .insets: return "section insets"
        case .cellInsets: return "cell insets"
        case .spacing: return "spacing"
        case .indentation: return "indentation"
        case .lane: return "lane"
        case .container: return "container"
        case .viewport: return "viewport"
        case .ghost: return "before scroll effect"
        }
    }

    /// The entries for what `result` contains and `options` shows, in drawing order.
    static func entries(for result: LayoutResult, options: DiagramOptions, viewport: Rect?, clipped: Bool)
        -> [LegendEntry]
    {
        var kinds = Set<ElementKind>()
        for e in result.elements {
            kinds.insert(e.kind)
            if kinds.count == ElementKind.allCases.count { break }
        }
        var guides = Set<LegendEntry>()
        for g in result.guides {
            switch g {
            case .sectionInsets(_, let outer, let inner): if outer != inner { guides.insert(.insets) }
            case .cellInsets: guides.insert(.cellInsets)
            case .indentation: guides.insert(.indentation)
            case .lane: guides.insert(.lane)
            case .spacing(_, let f): if f.width > 0 && f.height > 0 { guides.insert(.spacing) }
            }
        }
        var out: [LegendEntry] = []
        if kinds.contains(.cell) { out.append(.cell) }
        if kinds.contains(.header) { out.append(.header) }
        if kinds.contains(.footer) { out.append(.footer) }
        if options.shows(.sections), !result.sections.isEmpty { out.append(.section) }
        let features: [(LegendEntry, DiagramFeature)] = [
            (.insets, .insets), (.cellInsets, .cellInsets), (.spacing, .spacing),
            (.indentation, .indentation), (.lane, .lanes),
        ]
        for (entry, feature) in features where guides.contains(entry) && options.shows(feature) { out.append(entry) }
        if let viewport {
            out.append(.viewport)
            // Ghosts are drawn at the laid-out place, which a clipped diagram may not show.
            if SceneBuilder.effected(result, viewport).contains(where: {
                $0.moved && (!clipped || $0.original.frame.intersects(viewport))
            }) {
                out.append(.ghost)
            }
        } else if options.shows(.container), options.container != nil {
            out.append(.container)
        }
        return out
    }
}
