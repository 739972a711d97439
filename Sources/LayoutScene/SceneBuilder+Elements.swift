import LayoutEngine

/// A label waiting for the label layer: its text command, the box its chip covers (canvas
/// points), and the chip's colour.
struct PendingLabel {
    let group: String
    let text: DrawCommand
    let box: Rect
    let chip: Color
    /// The label's place in the viewport overlay's order, or nil for labels at laid-out places.
    let overlay: Int?
}

extension SceneBuilder {
    // MARK: Elements

    /// An element's group: fill, outline (its label goes to the label layer).
    /// - Parameter zIndex: written to the group with the alpha when not nil (effected elements).
    mutating func element(_ e: LayoutAttributes, id: String, alpha: Double, zIndex: Int?) {
        let colors = theme.colors(forSection: e.section)
        let r = drawable(e.frame)
        // (The HTML diagram's script writes these itself: its elements move.)
        var data = interactive ? [] : Self.frameData(e.frame)
        if let zIndex, !interactive {
            data.append(DataAttribute("z-index", "\(zIndex)"))
            data.append(DataAttribute("alpha", formatNumber(alpha)))
        }
        begin(id, role: e.kind.rawValue, data: data)
        defer { commands.append(.endGroup) }
        guard r.width > 0, r.height > 0 else { return }
        let fill: Color
        let stroke: Color
        let text: Color
        let chip: Color
        switch e.kind {
        case .cell: (fill, stroke, text, chip) = (colors.cellFill, colors.cellOutline, theme.text, theme.labelChip)
        case .header:
            (fill, stroke, text, chip) = (colors.headerFill, colors.headerFill, colors.headerText, colors.headerFill)
        case .footer:
            (fill, stroke, text, chip) = (colors.footerFill, colors.footerOutline, colors.footerText, colors.footerFill)
        case .supplementary:
            (fill, stroke, text, chip) = (colors.headerFill, colors.headerFill, colors.headerText, colors.headerFill)
        case .decoration:
            // A background: the section's tint (drawn first in its section, beneath the rest).
            (fill, stroke, text, chip) = (colors.tint, colors.cellOutline.withAlpha(0.35), theme.text, theme.labelChip)
        }
        // Effected elements are drawn over other elements: give them an opaque base first so that
        // what lies under them does not show through their translucent fill.
        if e.kind == .cell && alpha < 1 || e.zIndex != 0 || (zIndex ?? 0) != 0 {
            commands.append(.rect(r, fill: theme.content.fading(alpha), stroke: nil))
        }
        commands.append(.rect(r, fill: fill.fading(alpha), stroke: nil))
        outline(r, Stroke(stroke.fading(alpha), width: 1))
        if let label = label(for: e.id) {
            queueLabel(
                label, in: r, group: "label-" + id, weight: e.kind == .cell ? .regular : .bold,
                color: text.fading(alpha), chip: chip.fading(alpha), leading: e.kind != .cell,
                overlay: zIndex != nil && !interactive ? overlayIndex : nil)
        }
        if zIndex != nil && !interactive { overlayIndex += 1 }
    }

    /// An element's laid-out place when a scroll effect moved or faded it: a dashed outline.
    mutating func ghost(_ e: LayoutAttributes, labelled: Bool, hidden: Bool) {
        let r = drawable(e.frame)
        let id = "ghost-" + elementID(e.id)
        begin(id, role: "ghost", data: interactive ? [] : Self.frameData(e.frame), hidden: hidden)
        defer { commands.append(.endGroup) }
        guard r.width > 0, r.height > 0 else { return }
        outline(r, Stroke(theme.ghost, width: 1, dash: [4, 3]))
        if labelled, let label = label(for: e.id) {
            queueLabel(
                label, in: r, group: "label-" + id, weight: .regular, color: theme.ghost, chip: theme.labelChip,
                leading: e.kind != .cell, overlay: nil)
        }
    }

    func label(for id: ElementID) -> String? {
        switch (options.labels, id.kind) {
        case (.none, _): return nil
        case (.index, .cell): return "\(id.item)"
        case (.indexPath, .cell): return "\(id.section).\(id.item)"
        // Section -1: a compositional layout's own header or footer.
        case (_, .header): return id.section < 0 ? "layout header" : "header \(id.section)"
        case (_, .footer): return id.section < 0 ? "layout footer" : "footer \(id.section)"
        case (_, .supplementary): return result.elementKind(of: id).map(TextMetrics.oneLine)
        case (_, .decoration): return nil
        }
    }

    /// Queues a label centred in `r` (or at its leading edge, the right one right to left), shrunk to fit; left out when it
    /// cannot fit. A leading label in a box much taller than wide (a horizontal layout's header or
    /// footer) reads bottom to top, from the box's top.
    private mutating func queueLabel(
        _ text: String, in r: Rect, group: String, weight: FontWeight, color: Color, chip: Color, leading: Bool,
        overlay: Int?
    ) {
        let pad = leading ? 8.0 : 2.0
        let unit = TextMetrics.width(of: text, size: 1, weight: weight)
        let size = Swift.min(Diagram.labelSize, (r.height - 4) / TextMetrics.capHeight, (r.width - 2 * pad) / unit)
        let chipPad = 2.0
        if leading, r.height > 2 * r.width, size < Diagram.labelSize {
            let turned = Swift.min(
                Diagram.labelSize, (r.width - 4) / TextMetrics.capHeight, (r.height - 2 * pad) / unit)
            if turned > size, turned >= Diagram.minimumLabelSize {
                let origin = Point(
                    x: snap(r.midX + TextMetrics.capHeight * turned / 2), y: snap(r.minY + pad + unit * turned))
                let box = Rect(
                    x: origin.x - TextMetrics.capHeight * turned, y: origin.y - unit * turned,
                    width: TextMetrics.capHeight * turned, height: unit * turned)
                labels.append(
                    PendingLabel(
                        group: group,
                        text: .verticalText(text, origin: origin, size: turned, weight: weight, color: color),
                        box: box.outset(by: EdgeInsets(all: chipPad)).intersection(r) ?? box, chip: chip,
                        overlay: overlay))
                return
            }
        }
        guard size >= Diagram.minimumLabelSize else { return }
        let width = unit * size
        // Whole device pixels for the start and the baseline: crisper glyph bottoms and stems.
        // A right-to-left layout's leading edge is the box's right side.
        let rightToLeft = result.layoutDirection == .rightToLeft
        let x = snap(leading ? (rightToLeft ? r.maxX - pad - width : r.minX + pad) : r.midX - width / 2)
        let baseline = snap(r.midY + TextMetrics.capHeight * size / 2)
        let box = Rect(
            x: x, y: baseline - TextMetrics.capHeight * size, width: width, height: TextMetrics.capHeight * size)
        labels.append(
            PendingLabel(
                group: group,
                text: .text(text, origin: Point(x: x, y: baseline), size: size, weight: weight, color: color),
                box: box.outset(by: EdgeInsets(all: chipPad)).intersection(r) ?? box, chip: chip, overlay: overlay))
    }

    // MARK: Label layer

    /// Every queued label on its chip, after everything but the caption, title and legend. Labels
    /// at laid-out places that an overlay element covers are left out; overlay labels go in the
    /// overlay's order, clipped to the viewport, each left out where a later overlay element
    /// covers it. Outside the viewport, labels take the veil's colour as if drawn under it.
    mutating func emitLabels(overlay: [Rect]) {
        guard !labels.isEmpty else { return }
        let viewport = placement.viewport.map { placement.place($0) }
        let veiled = !placement.clipped && viewport != nil && !interactive
        begin("labels", role: "labels")
        let queued = labels
        for label in queued where label.overlay == nil {
            if overlay.contains(where: { $0.intersects(label.box) }) { continue }
            var label = label
            if veiled, let v = viewport, !v.contains(Point(x: label.box.midX, y: label.box.midY)) {
                label = label.veiled(theme.veil)
            }
            emit(label)
        }
        if let v = viewport, queued.contains(where: { $0.overlay != nil }) {
            commands.append(.pushClip(v))
            for label in queued {
                guard let k = label.overlay else { continue }
                if overlay.indices.contains(where: { $0 > k && overlay[$0].intersects(label.box) }) { continue }
                emit(label)
            }
            commands.append(.popClip)
        }
        commands.append(.endGroup)
    }

    private mutating func emit(_ label: PendingLabel) {
        let data = interactive ? [DataAttribute("box", Self.boxData(label.box))] : []
        begin(label.group, role: "label", data: data)
        // The chip on whole device pixels (outwards): crisp edges.
        let s = options.scale
        let b = label.box
        let x0 = (b.minX * s + 1e-9).rounded(.down) / s
        let y0 = (b.minY * s + 1e-9).rounded(.down) / s
        let x1 = (b.maxX * s - 1e-9).rounded(.up) / s
        let y1 = (b.maxY * s - 1e-9).rounded(.up) / s
        commands.append(.rect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), fill: label.chip, stroke: nil))
        commands.append(label.text)
        commands.append(.endGroup)
    }

    /// `x y width height`, rounded to 1/100 pt.
    static func boxData(_ r: Rect) -> String {
        [r.x, r.y, r.width, r.height].map { formatNumber($0, roundedToParts: 100) }.joined(separator: " ")
    }
}

extension PendingLabel {
    /// The label as it shows under `veil`: text and chip mixed with the veil's colour by its alpha
    /// (the same pixels as drawing the label first and the veil over it).
    func veiled(_ veil: Color) -> PendingLabel {
        func under(_ c: Color) -> Color { c.mixed(with: veil.withAlpha(c.alpha), veil.alpha) }
        let text: DrawCommand
        switch self.text {
        case .text(let s, let origin, let size, let weight, let color):
            text = .text(s, origin: origin, size: size, weight: weight, color: under(color))
        case .verticalText(let s, let origin, let size, let weight, let color):
            text = .verticalText(s, origin: origin, size: size, weight: weight, color: under(color))
        default:
            text = self.text
        }
        return PendingLabel(group: group, text: text, box: box, chip: under(chip), overlay: overlay)
    }
}

extension Rect {
    /// Whether `p` lies inside the rectangle (edges included).
    func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
}
