import CairoRenderer
import LayoutDiagrams
import LayoutEngine
import LayoutScene

/// The picture of a layout change (`render diff old.json new.json --out change.png`): the layout
/// after the change filled as in a diagram (unchanged elements pale), the changed elements' places
/// before the change as dashed outlines, every changed element outlined in its change's colour, an
/// arrow from each moved element's old origin to its new one, a short label on each change
/// (`moved (+0, +8)`, `new`, `removed`), and a legend with a one-line summary.
///
/// Like `Diagram`, the step is pure: it builds a `Scene` (draw commands) that `SceneRenderer` draws
/// to PNG or SVG, and tests read the commands without any graphics library. Changes at the
/// viewport (scroll effects) are counted in the summary, not drawn.
///
/// - Complexity: O(n + c log c) for n elements and c changes.
public enum ChangeDiagram {
    /// The colours of the change marks.
    public struct Marks: Hashable, Sendable {
        /// Moved, resized, or a changed zIndex or alpha: outlines, arrows and labels.
        public var changed: Color
        /// Elements only the new layout has.
        public var added: Color
        /// Elements only the old layout has.
        public var removed: Color

        /// Marks from their colours.
        public init(changed: Color, added: Color, removed: Color) {
            self.changed = changed
            self.added = added
            self.removed = removed
        }

        /// Strong marks on a pale canvas.
        public static let light = Marks(
            changed: Color(hex: 0xE8590C), added: Color(hex: 0x2B8A3E), removed: Color(hex: 0xE03131))
        /// Bright marks on a dark canvas.
        public static let dark = Marks(
            changed: Color(hex: 0xFF922B), added: Color(hex: 0x51CF66), removed: Color(hex: 0xFF6B6B))
    }

    /// How strongly unchanged elements are drawn (their fill and outline alpha is multiplied by this).
    public static let unchangedAlpha = 0.45
    /// The size of the change labels, in points.
    public static let changeLabelSize = 9.0
    /// At most this many change labels are drawn (each one where it overlaps no other); every
    /// change keeps its outline and arrow.
    public static let maximumChangeLabels = 300

    /// The scene of the change from `before` to `after`.
    /// - Parameters:
    ///   - before: the layout before the change (drawn as outlines where it changed).
    ///   - after: the layout after the change (drawn filled).
    ///   - theme: the diagram's colours.
    ///   - marks: the colours of the change marks; nil: `.dark` for a theme named `dark`, else `.light`.
    ///   - scale: device pixels per point.
    ///   - labels: the labels on the elements (the change labels are always drawn).
    public static func scene(
        from before: AttributesSnapshot, to after: AttributesSnapshot, theme: Theme = .light, marks: Marks? = nil,
        scale: Double = 1, labels: LabelStyle = .indexPath
    ) -> Scene {
        var builder = ChangeSceneBuilder(
            before: before, after: after, theme: theme, marks: marks, scale: scale, labels: labels)
        builder.build()
        return builder.scene
    }

    /// The change diagram as the bytes of a `format` file (PNG with the fast encoder, SVG, or an
    /// HTML page with the SVG inline).
    /// - Throws: `RenderError.tooLarge` when the image would exceed Cairo's limit (lower the
    ///   scale), `.fontUnavailable`, or a Cairo or libpng failure.
    public static func data(
        from before: AttributesSnapshot, to after: AttributesSnapshot, format: DiagramFormat, theme: Theme = .light,
        scale: Double = 1
    ) throws(RenderError) -> [UInt8] {
        var builder = ChangeSceneBuilder(
            before: before, after: after, theme: theme, marks: nil, scale: scale, labels: .indexPath)
        // Its size is known before its commands are made: a diagram too large to draw is refused
        // before one is made for each element (10^6 changed cells took 2.9 GB and 22 s to be refused).
        try SceneRenderer.checkSize(canvas: builder.canvas, scale: scale)
        builder.build()
        // LayoutDiagrams' one scene-to-bytes step (a page with the SVG inline for HTML: the change
        // diagram has nothing to hover).
        return try builder.scene.data(format, title: "Layout change")
    }

    /// One line that sums up the change: `2 moved, 1 resized, 1 new, 1 removed; content size
    /// 375x502 -> 375x510`; `no change (12 elements)` when there is none.
    public static func summary(_ changes: GeometryChanges, elementCount: Int) -> String {
        let layout = changes.elements.filter { $0.scope == .layout }
        var parts: [String] = []
        func count(_ n: Int, _ what: String) { if n > 0 { parts.append("\(n) \(what)") } }
        count(layout.count(where: \.moved), "moved")
        count(layout.count(where: \.resized), "resized")
        count(layout.count(where: { $0.before != nil && $0.after != nil && !$0.moved && !$0.resized }), "restyled")
        count(layout.count(where: { $0.before == nil }), "new")
        count(layout.count(where: { $0.after == nil }), "removed")
        var text = parts.joined(separator: ", ")
        if let c = changes.contentSize {
            text +=
                (text.isEmpty ? "" : "; ")
                + "content size \(ElementChange.size(Rect(origin: .zero, size: c.before))) -> \(ElementChange.size(Rect(origin: .zero, size: c.after)))"
        }
        let atViewport = changes.elements.count - layout.count
        if atViewport > 0 {
            text +=
                (text.isEmpty ? "" : "; ")
                + "\(atViewport) change\(atViewport == 1 ? "" : "s") at the viewport (not drawn)"
        }
        if let l = changes.layout { text = "layout \(l.before) -> \(l.after)" + (text.isEmpty ? "" : "; ") + text }
        return text.isEmpty ? "no change (\(elementCount) element\(elementCount == 1 ? "" : "s"))" : text
    }
}

/// Builds the command list of a change diagram (see `ChangeDiagram`).
private struct ChangeSceneBuilder {
    let before: AttributesSnapshot
    let after: AttributesSnapshot
    let theme: Theme
    let marks: ChangeDiagram.Marks
    let scale: Double
    let labels: LabelStyle
    let changes: GeometryChanges
    /// The changes of laid-out elements (those drawn), in `GeometryChanges` order.
    let drawn: [ElementChange]
    let offset: Point
    let canvas: Size
    /// Snapping to device pixels, as `Diagram` snaps.
    let grid: DiagramGrid
    /// The legend's entries and their places (LayoutScene's legend rows).
    let entries: [Entry]
    let legend: LegendPlacement
    let caption: (text: String, origin: Point)
    private(set) var commands: [DrawCommand] = []

    static let margin = Diagram.margin

    /// The legend's entries, in drawing order.
    enum Entry: String, CaseIterable {
        case after = "after"
        case before = "before (outline)"
        case moved = "moved (old -> new origin)"
        case changed = "changed"
        case added = "new"
        case removed = "removed"
    }

    /// `marks` nil: `.dark` for a theme named `dark`, else `.light`.
    init(
        before: AttributesSnapshot, after: AttributesSnapshot, theme: Theme, marks: ChangeDiagram.Marks?,
        scale: Double, labels: LabelStyle
    ) {
        self.before = before
        self.after = after
        self.theme = theme
        self.marks = marks ?? (theme.name == "dark" ? .dark : .light)
        self.scale = scale
        self.labels = labels
        changes = GeometryChanges(from: before, to: after)
        drawn = changes.elements.filter { $0.scope == .layout }

        // The area drawn: both content rectangles and every element, before and after.
        var bounds = Rect(origin: .zero, size: after.contentSize).union(Rect(origin: .zero, size: before.contentSize))
        for e in after.elements { bounds = bounds.union(e.frame) }
        for c in drawn { if let b = c.before { bounds = bounds.union(b.frame) } }
        if !bounds.isFinite { bounds = Rect(origin: .zero, size: .zero) }
        let m = Self.margin
        let grid = DiagramGrid(scale: scale)
        self.grid = grid
        offset = Point(x: grid.snap(m - bounds.minX), y: grid.snap(m - bounds.minY))

        // Legend entries for what the diagram shows, in rows that wrap at the canvas width.
        var entries: [Entry] = [.after]
        if !drawn.isEmpty || changes.contentSize != nil { entries.append(.before) }
        if drawn.contains(where: \.moved) { entries.append(.moved) }
        if drawn.contains(where: { $0.before != nil && $0.after != nil && !$0.moved }) { entries.append(.changed) }
        if drawn.contains(where: { $0.before == nil }) { entries.append(.added) }
        if drawn.contains(where: { $0.after == nil }) { entries.append(.removed) }

        // As wide as the caption and the widest legend entry, for a narrow layout.
        let summary = ChangeDiagram.summary(changes, elementCount: after.elements.count)
        let captionWidth = TextMetrics.width(of: summary, size: Diagram.legendTextSize, weight: .bold)
        let entryWidth = entries.map { LegendPlacement.entryWidth($0.rawValue) }.max() ?? 0
        let width = grid.ceil(max(max(bounds.width, 0), captionWidth, entryWidth) + 2 * m)
        let top = grid.ceil(max(bounds.height, 0) + 2 * m) - m / 2
        self.entries = entries
        legend = LegendPlacement(labels: entries.map(\.rawValue), canvasWidth: width, top: top, grid: grid)
        // The summary goes on the row after the legend's last.
        let row = legend.rowCount - 1
        let captionMid = LegendPlacement.middle(ofRow: row + 1, top: top)
        caption = (
            summary, Point(x: m, y: grid.snap(captionMid + TextMetrics.capHeight * Diagram.legendTextSize / 2))
        )
        canvas = Size(width: width, height: grid.ceil(top + Double(row + 2) * LegendPlacement.rowHeight + m / 2))
    }

    /// The scene of the commands `build()` made.
    var scene: Scene { Scene(canvas: canvas, scale: scale, background: theme.background, commands: commands) }

    mutating func build() {
        var changed = Set<ElementID>()
        for c in drawn { changed.insert(c.id) }

        // The content area after the change; before it, as a dashed outline when its size changed.
        commands.append(.rect(place(Rect(origin: .zero, size: after.contentSize)), fill: theme.content, stroke: nil))
        if changes.contentSize != nil {
            outline(place(Rect(origin: .zero, size: before.contentSize)), Stroke(theme.ghost, width: 1, dash: [4, 3]))
        }

        // The layout after the change, filled; unchanged elements pale.
        for e in after.elements {
            element(e, alpha: changed.contains(e.id) ? 1 : ChangeDiagram.unchangedAlpha)
        }

        // Where changed elements were: dashed outlines in the change's colour.
        for c in drawn {
            guard let old = c.before else { continue }
            outline(place(old.frame), Stroke(c.after == nil ? marks.removed : marks.changed, width: 1, dash: [4, 3]))
        }
        // Where they are: a solid outline.
        for c in drawn {
            guard let new = c.after else { continue }
            outline(place(new.frame), Stroke(c.before == nil ? marks.added : marks.changed, width: 2))
        }
        // Moves: an arrow from the old origin to the new one.
        for c in drawn where c.moved {
            arrow(from: place(c.before!.frame).origin, to: place(c.after!.frame).origin, color: marks.changed)
        }
        changeLabels()
        drawLegend()
    }

    // MARK: Elements

    private mutating func element(_ e: LayoutAttributes, alpha: Double) {
        let colors = theme.colors(forSection: e.section)
        let r = place(e.frame)
        guard r.width > 0, r.height > 0 else { return }
        let fill: Color
        let stroke: Color
        let text: Color
        switch e.kind {
        case .cell: (fill, stroke, text) = (colors.cellFill, colors.cellOutline, theme.text)
        case .header: (fill, stroke, text) = (colors.headerFill, colors.headerFill, colors.headerText)
        case .footer: (fill, stroke, text) = (colors.footerFill, colors.footerOutline, colors.footerText)
        case .supplementary: (fill, stroke, text) = (colors.headerFill, colors.headerFill, colors.headerText)
        case .decoration: (fill, stroke, text) = (colors.tint, colors.cellOutline.withAlpha(0.35), theme.text)
        }
        commands.append(.rect(r, fill: fill.fading(alpha), stroke: nil))
        outline(r, Stroke(stroke.fading(alpha), width: 1))
        if let (label, origin, size, weight) = labelPlacement(e) {
            commands.append(.text(label, origin: origin, size: size, weight: weight, color: text.fading(alpha)))
        }
    }

    /// Where an element's label goes (as `Diagram` places it: centred in a cell, at the leading edge
    /// of a header or footer, shrunk to fit), or nil when it has none or it cannot fit.
    private func labelPlacement(_ e: LayoutAttributes)
        -> (text: String, origin: Point, size: Double, weight: FontWeight)?
    {
        let r = place(e.frame)
        guard r.width > 0, r.height > 0, let label = label(for: e.id) else { return nil }
        let leading = e.kind != .cell
        let weight: FontWeight = leading ? .bold : .regular
        let pad = leading ? 8.0 : 2.0
        let unit = TextMetrics.width(of: label, size: 1, weight: weight)
        let size = min(Diagram.labelSize, (r.height - 4) / TextMetrics.capHeight, (r.width - 2 * pad) / unit)
        guard size >= Diagram.minimumLabelSize else { return nil }
        let x = snap(leading ? r.minX + pad : r.midX - unit * size / 2)
        return (label, Point(x: x, y: snap(r.midY + TextMetrics.capHeight * size / 2)), size, weight)
    }

    /// The box an element's label covers (cap height over the baseline), or nil.
    private func labelBox(_ e: LayoutAttributes) -> Rect? {
        labelPlacement(e).map { label in
            let height = TextMetrics.capHeight * label.size
            return Rect(
                x: label.origin.x, y: label.origin.y - height,
                width: TextMetrics.width(of: label.text, size: label.size, weight: label.weight), height: height)
        }
    }

    private func label(for id: ElementID) -> String? {
        switch (labels, id.kind) {
        case (.none, _): return nil
        case (.index, .cell): return "\(id.item)"
        case (.indexPath, .cell): return "\(id.section).\(id.item)"
        // Section -1: a compositional layout's own header or footer.
        case (_, .header): return id.section < 0 ? "layout header" : "header \(id.section)"
        case (_, .footer): return id.section < 0 ? "layout footer" : "footer \(id.section)"
        case (_, .supplementary): return after.elementKind(of: id) ?? before.elementKind(of: id)
        case (_, .decoration): return nil
        }
    }

    // MARK: Change marks

    /// A line from `a` to `b` with an arrowhead at `b` and a dot at `a`.
    private mutating func arrow(from a: Point, to b: Point, color: Color) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let stroke = Stroke(color, width: 1.5)
        commands.append(.rect(Rect(x: a.x - 2, y: a.y - 2, width: 4, height: 4), fill: color, stroke: nil))
        commands.append(.line(from: a, to: b, stroke: stroke))
        // The head's sides at 25 degrees from the shaft (cos 0.906, sin 0.423).
        let head = min(7, length * 0.6)
        let (ux, uy) = (dx / length, dy / length)
        let back = Point(x: b.x - head * 0.906 * ux, y: b.y - head * 0.906 * uy)
        let side = head * 0.423
        commands.append(.line(from: b, to: Point(x: back.x - side * uy, y: back.y + side * ux), stroke: stroke))
        commands.append(.line(from: b, to: Point(x: back.x + side * uy, y: back.y - side * ux), stroke: stroke))
    }

    /// A label on each change (`moved (+0, +8)`, `new`, `removed`) on a plate: inside its element's
    /// top left, else just above it, inside at the bottom, or just below it, wherever it overlaps
    /// neither the element's own label nor a change label already placed (else it is left out).
    private mutating func changeLabels() {
        let size = ChangeDiagram.changeLabelSize
        let height = (TextMetrics.capHeight * size + 4).rounded(.up)
        var plates: [Rect] = []
        for c in drawn {
            guard plates.count < ChangeDiagram.maximumChangeLabels else { break }
            let text: String
            let color: Color
            let element: LayoutAttributes
            if let new = c.after {
                element = new
                if c.before == nil {
                    (text, color) = ("new", marks.added)
                } else {
                    (text, color) = (c.what, marks.changed)
                }
            } else {
                element = c.before!
                (text, color) = ("removed", marks.removed)
            }
            let frame = place(element.frame)
            let own = c.after == nil ? nil : labelBox(element)
            let width = TextMetrics.width(of: text, size: size, weight: .bold) + 4
            let x = snap(max(0, min(frame.minX + 3, canvas.width - width)))
            let tops = [frame.minY + 3, frame.minY - height - 1, frame.maxY - height - 3, frame.maxY + 1]
            let candidates = tops.map { Rect(x: x, y: snap($0), width: width, height: height) }
            guard
                let plate = candidates.first(where: { p in
                    p.minY >= 0 && !(own.map { $0.intersects(p) } ?? false) && !plates.contains { $0.intersects(p) }
                })
            else { continue }
            plates.append(plate)
            commands.append(.rect(plate, fill: theme.content.withAlpha(0.9), stroke: nil))
            commands.append(
                .text(
                    text, origin: Point(x: plate.minX + 2, y: plate.maxY - 2), size: size, weight: .bold, color: color))
        }
    }

    // MARK: Legend

    private mutating func drawLegend() {
        for slot in legend.slots {
            let entry = entries[slot.index]
            swatch(entry, slot.swatch)
            commands.append(
                .text(
                    entry.rawValue, origin: slot.textOrigin, size: Diagram.legendTextSize, weight: .regular,
                    color: theme.secondaryText))
        }
        commands.append(
            .text(
                caption.text, origin: caption.origin, size: Diagram.legendTextSize, weight: .bold, color: theme.text))
    }

    private mutating func swatch(_ entry: Entry, _ r: Rect) {
        let colors = theme.colors(forSection: 0)
        switch entry {
        case .after:
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.rect(r, fill: colors.cellFill, stroke: nil))
            outline(r, Stroke(colors.cellOutline, width: 1))
        case .before:
            outline(r, Stroke(theme.ghost, width: 1, dash: [4, 3]))
        case .moved:
            arrow(from: Point(x: r.minX + 2, y: r.midY), to: Point(x: r.maxX, y: r.midY), color: marks.changed)
        case .changed:
            outline(r, Stroke(marks.changed, width: 2))
        case .added:
            outline(r, Stroke(marks.added, width: 2))
        case .removed:
            outline(r, Stroke(marks.removed, width: 1, dash: [4, 3]))
        }
    }

    // MARK: Helpers

    /// A layout rectangle in canvas coordinates.
    private func place(_ r: Rect) -> Rect { r.offsetBy(dx: offset.x, dy: offset.y) }

    /// Outlines `r` inside its edges (the path is inset by half the line width); a box too small
    /// for the line is filled instead.
    private mutating func outline(_ r: Rect, _ stroke: Stroke) {
        guard r.width > stroke.width, r.height > stroke.width else {
            if r.width > 0, r.height > 0 { commands.append(.rect(r, fill: stroke.color, stroke: nil)) }
            return
        }
        commands.append(.rect(r.inset(by: EdgeInsets(all: stroke.width / 2)), fill: nil, stroke: stroke))
    }

    /// `v` rounded to whole device pixels.
    private func snap(_ v: Double) -> Double { grid.snap(v) }
}
