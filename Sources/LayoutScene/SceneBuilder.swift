import LayoutEngine

/// An element that a scroll effect changed at the viewport: its laid-out and effected attributes.
struct EffectedElement {
    let original: LayoutAttributes
    let effected: LayoutAttributes
    var moved: Bool { original.frame != effected.frame }
    /// Drawn only by the viewport overlay, not at its laid-out place.
    var replaced: Bool { moved || effected.alpha != original.alpha }
}

/// Builds the command list of a diagram (see `Diagram`).
struct SceneBuilder {
    let result: LayoutResult
    let options: DiagramOptions
    let placement: Placement
    let theme: Theme
    private(set) var commands: [DrawCommand] = []

    init(result: LayoutResult, options: DiagramOptions) {
        self.result = result
        self.options = options
        self.placement = Placement(result, options)
        self.theme = options.theme
    }

    /// The visible elements that scroll effects changed (frame, zIndex or alpha), in element order.
    static func effected(_ result: LayoutResult, _ viewport: Rect) -> [EffectedElement] {
        result.visibleElements(in: viewport).compactMap { v in
            guard let original = result.attributes(for: v.id) else { return nil }
            if original.frame == v.frame && original.zIndex == v.zIndex && original.alpha == v.alpha { return nil }
            return EffectedElement(original: original, effected: v)
        }
    }

    mutating func build() {
        let clip = placement.clipped ? placement.viewport : nil
        // Only what meets `area` is drawn (everything unless clipped to the viewport).
        let area = clip ?? Rect(x: -Double.infinity, y: -Double.infinity, width: .infinity, height: .infinity)
        func inArea(_ r: Rect) -> Bool { clip == nil || r.intersects(area) }
        let effected = placement.viewport.map { Self.effected(result, $0) } ?? []
        var effectedIndex: [ElementID: EffectedElement] = [:]
        for e in effected { effectedIndex[e.original.id] = e }

        if let clip { commands.append(.pushClip(placement.place(clip))) }

        // Content area.
        let content = placement.place(Rect(origin: .zero, size: result.contentSize))
        commands.append(.rect(content, fill: theme.content, stroke: nil))

        // The container (the collection view's bounds at offset 0) when no viewport is drawn: a
        // bracket in the leading margin along the scroll axis, so that it never crosses the content.
        if placement.viewport == nil, options.shows(.container), let c = options.container {
            containerBracket(placement.place(Rect(origin: .zero, size: c)), direction: result.scrollDirection)
        }

        // Sections.
        if options.shows(.sections) {
            for (s, section) in result.sections.enumerated()
            where section.frame.width > 0 && section.frame.height > 0 && inArea(section.frame) {
                let colors = theme.colors(forSection: s)
                let r = placement.place(section.frame)
                commands.append(.rect(r, fill: colors.tint, stroke: nil))
                outline(r, Stroke(colors.cellOutline.withAlpha(0.35), width: 1))
            }
        }

        // Guides that lie under the elements.
        var slots: [(Rect, SectionColors)] = []
        var indentation: [(Point, Point)] = []
        for guide in result.guides {
            switch guide {
            case .sectionInsets(let s, let outer, let inner):
                guard options.shows(.insets), outer != inner, inArea(outer) else { continue }
                commands.append(
                    .frame(
                        outer: placement.place(outer), inner: placement.place(inner),
                        fill: theme.colors(forSection: s).insets))
            case .lane(_, let index, let frame):
                guard options.shows(.lanes), inArea(frame) else { continue }
                let r = placement.place(frame)
                if index % 2 == 0 { commands.append(.rect(r, fill: theme.lane, stroke: nil)) }
                // Edges along the scroll axis: a vertical layout's lanes are columns, a horizontal one's rows.
                let dash = Stroke(theme.laneEdge, width: 1, dash: [2, 3])
                if result.scrollDirection == .vertical {
                    commands.append(
                        .line(
                            from: Point(x: crisp(r.minX + 0.5), y: r.minY),
                            to: Point(x: crisp(r.minX + 0.5), y: r.maxY), stroke: dash))
                    commands.append(
                        .line(
                            from: Point(x: crisp(r.maxX - 0.5), y: r.minY),
                            to: Point(x: crisp(r.maxX - 0.5), y: r.maxY), stroke: dash))
                } else {
                    commands.append(
                        .line(
                            from: Point(x: r.minX, y: crisp(r.minY + 0.5)),
                            to: Point(x: r.maxX, y: crisp(r.minY + 0.5)), stroke: dash))
                    commands.append(
                        .line(
                            from: Point(x: r.minX, y: crisp(r.maxY - 0.5)),
                            to: Point(x: r.maxX, y: crisp(r.maxY - 0.5)), stroke: dash))
                }
            case .spacing(_, let frame):
                guard options.shows(.spacing), frame.width > 0, frame.height > 0, inArea(frame) else { continue }
                commands.append(.rect(placement.place(frame), fill: theme.spacing, stroke: nil))
            case .cellInsets(let s, _, let slot):
                guard options.shows(.cellInsets), inArea(slot) else { continue }
                let colors = theme.colors(forSection: s)
                let r = placement.place(slot)
                commands.append(.rect(r, fill: colors.slotFill, stroke: nil))
                slots.append((r, colors))
            case .indentation(_, let from, let to):
                guard options.shows(.indentation),
                    inArea(Rect(x: from.x - 1, y: min(from.y, to.y), width: 2, height: abs(to.y - from.y) + 1))
                else { continue }
                indentation.append((placement.place(from), placement.place(to)))
            }
        }

        // Elements at their laid-out place; those a scroll effect moved or faded become ghosts.
        var elements = clip.map { result.elements(in: $0) } ?? Array(result.elements)
        if elements.contains(where: { $0.zIndex != 0 }) {
            elements = elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
                .map(\.element)
        }
        // (Elements whose zIndex alone changed are drawn here too: the part of them outside the
        // viewport stays visible under the veil; the overlay draws them again on top.)
        for e in elements {
            if let changed = effectedIndex[e.id], changed.replaced {
                // The ghost's label only where the effected element does not cover it (no doubled text).
                ghost(e, labelled: !changed.effected.frame.intersects(e.frame))
            } else {
                element(e, alpha: 1)
            }
        }

        // Guides drawn over the elements.
        for (r, colors) in slots {
            outline(r, Stroke(colors.slotOutline, width: 1, dash: [3, 2]))
        }
        for (from, to) in indentation {
            let x = crisp(from.x, width: 2)
            commands.append(
                .line(
                    from: Point(x: x, y: from.y), to: Point(x: x, y: to.y),
                    stroke: Stroke(theme.indentation, width: 2, dash: [6, 4])))
            commands.append(
                .rect(Rect(x: x - 4, y: from.y - 1, width: 8, height: 2), fill: theme.indentation, stroke: nil))
        }

        if clip != nil { commands.append(.popClip) }

        // Viewport: veil outside, effected elements inside in zIndex order, frame and caption.
        if let viewport = placement.viewport {
            let v = placement.place(viewport)
            if !placement.clipped {
                commands.append(.frame(outer: Rect(origin: .zero, size: placement.canvas), inner: v, fill: theme.veil))
            }
            if !effected.isEmpty {
                commands.append(.pushClip(v))
                let ordered = effected.enumerated().sorted {
                    ($0.element.effected.zIndex, $0.offset) < ($1.element.effected.zIndex, $1.offset)
                }
                for (_, e) in ordered { element(e.effected, alpha: e.effected.alpha) }
                commands.append(.popClip)
            }
            let frameWidth = 2.0
            commands.append(
                .rect(
                    v.outset(by: EdgeInsets(all: frameWidth / 2)), fill: nil,
                    stroke: Stroke(theme.viewport, width: frameWidth)))
            let caption =
                "viewport (\(formatNumber(viewport.x)), \(formatNumber(viewport.y))) \(formatNumber(viewport.width)) x \(formatNumber(viewport.height))"
            // On a plate of the background colour, so that it reads over veiled content.
            let size = Diagram.legendTextSize
            let baseline = snap(v.minY - frameWidth - 4)
            let width = TextMetrics.width(of: caption, size: size, weight: .bold)
            commands.append(
                .rect(
                    Rect(
                        x: v.minX - frameWidth, y: baseline - TextMetrics.capHeight * size - 3,
                        width: width + 4 + frameWidth, height: TextMetrics.capHeight * size + 6),
                    fill: theme.background.withAlpha(0.85), stroke: nil))
            commands.append(
                .text(
                    caption, origin: Point(x: snap(v.minX), y: baseline), size: size, weight: .bold,
                    color: theme.viewport))
        }

        legend()
    }

    // MARK: Elements

    private mutating func element(_ e: LayoutAttributes, alpha: Double) {
        let colors = theme.colors(forSection: e.section)
        let r = placement.place(e.frame)
        guard r.width > 0, r.height > 0 else { return }
        let fill: Color
        let stroke: Color
        let text: Color
        switch e.kind {
        case .cell: (fill, stroke, text) = (colors.cellFill, colors.cellOutline, theme.text)
        case .header: (fill, stroke, text) = (colors.headerFill, colors.headerFill, colors.headerText)
        case .footer: (fill, stroke, text) = (colors.footerFill, colors.footerOutline, colors.footerText)
        }
        // Effected elements are drawn over other elements: give them an opaque base first so that
        // what lies under them does not show through their translucent fill.
        if e.kind == .cell && alpha < 1 || e.zIndex != 0 {
            commands.append(.rect(r, fill: theme.content.fading(alpha), stroke: nil))
        }
        commands.append(.rect(r, fill: fill.fading(alpha), stroke: nil))
        outline(r, Stroke(stroke.fading(alpha), width: 1))
        if let label = label(for: e.id) {
            self.label(
                label, in: r, weight: e.kind == .cell ? .regular : .bold, color: text.fading(alpha),
                leading: e.kind != .cell)
        }
    }

    private mutating func ghost(_ e: LayoutAttributes, labelled: Bool) {
        let r = placement.place(e.frame)
        guard r.width > 0, r.height > 0 else { return }
        outline(r, Stroke(theme.ghost, width: 1, dash: [4, 3]))
        if labelled, let label = label(for: e.id) {
            self.label(label, in: r, weight: .regular, color: theme.ghost, leading: e.kind != .cell)
        }
    }

    private func label(for id: ElementID) -> String? {
        switch (options.labels, id.kind) {
        case (.none, _): return nil
        case (.index, .cell): return "\(id.item)"
        case (.indexPath, .cell): return "\(id.section).\(id.item)"
        case (_, .header): return "header \(id.section)"
        case (_, .footer): return "footer \(id.section)"
        }
    }

    /// A label centred in `r` (or at its leading edge: the right one right to left), shrunk to fit;
    /// left out when it cannot fit.
    /// A leading label in a box much taller than wide (a horizontal layout's header or footer)
    /// reads bottom to top, from the box's top.
    private mutating func label(_ text: String, in r: Rect, weight: FontWeight, color: Color, leading: Bool) {
        let pad = leading ? 8.0 : 2.0
        let unit = TextMetrics.width(of: text, size: 1, weight: weight)
        let size = min(Diagram.labelSize, (r.height - 4) / TextMetrics.capHeight, (r.width - 2 * pad) / unit)
        if leading, r.height > 2 * r.width, size < Diagram.labelSize {
            let turned = min(Diagram.labelSize, (r.width - 4) / TextMetrics.capHeight, (r.height - 2 * pad) / unit)
            if turned > size, turned >= Diagram.minimumLabelSize {
                let origin = Point(
                    x: snap(r.midX + TextMetrics.capHeight * turned / 2), y: snap(r.minY + pad + unit * turned))
                commands.append(.verticalText(text, origin: origin, size: turned, weight: weight, color: color))
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
        commands.append(.text(text, origin: Point(x: x, y: baseline), size: size, weight: weight, color: color))
    }

    // MARK: Legend

    private mutating func legend() {
        let placement = self.placement
        for (row, entries) in placement.legendRows.enumerated() {
            let midY = placement.legendTop + Double(row) * Placement.legendRowHeight + Placement.legendRowHeight / 2
            for (entry, x) in entries {
                let sw = Rect(
                    x: x, y: (midY - Placement.swatch.height / 2).rounded(), width: Placement.swatch.width,
                    height: Placement.swatch.height)
                swatch(entry, sw)
                commands.append(
                    .text(
                        entry.label,
                        origin: Point(
                            x: sw.maxX + 5, y: snap(midY + TextMetrics.capHeight * Diagram.legendTextSize / 2)),
                        size: Diagram.legendTextSize, weight: .regular, color: theme.secondaryText))
            }
        }
    }

    private mutating func swatch(_ entry: LegendEntry, _ r: Rect) {
        let colors = theme.colors(forSection: 0)
        switch entry {
        case .cell:
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.rect(r, fill: colors.cellFill, stroke: nil))
            outline(r, Stroke(colors.cellOutline, width: 1))
        case .header:
            commands.append(.rect(r, fill: colors.headerFill, stroke: nil))
        case .footer:
            commands.append(.rect(r, fill: colors.footerFill, stroke: nil))
            outline(r, Stroke(colors.footerOutline, width: 1))
        case .section:
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.rect(r, fill: colors.tint, stroke: nil))
            outline(r, Stroke(colors.cellOutline.withAlpha(0.35), width: 1))
        case .insets:
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.frame(outer: r, inner: r.inset(by: EdgeInsets(all: 3)), fill: colors.insets))
        case .cellInsets:
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.rect(r, fill: colors.slotFill, stroke: nil))
            commands.append(.rect(r.inset(by: EdgeInsets(all: 3)), fill: colors.cellFill, stroke: nil))
            outline(r, Stroke(colors.slotOutline, width: 1, dash: [3, 2]))
        case .spacing:
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.rect(r, fill: theme.spacing, stroke: nil))
        case .indentation:
            let x = crisp(r.midX, width: 2)
            commands.append(
                .line(
                    from: Point(x: x, y: r.minY), to: Point(x: x, y: r.maxY),
                    stroke: Stroke(theme.indentation, width: 2, dash: [4, 3])))
        case .lane:
            commands.append(.rect(r, fill: theme.lane, stroke: nil))
            commands.append(
                .line(
                    from: Point(x: crisp(r.minX + 0.5), y: r.minY), to: Point(x: crisp(r.minX + 0.5), y: r.maxY),
                    stroke: Stroke(theme.laneEdge, width: 1, dash: [2, 3])))
            commands.append(
                .line(
                    from: Point(x: crisp(r.maxX - 0.5), y: r.minY), to: Point(x: crisp(r.maxX - 0.5), y: r.maxY),
                    stroke: Stroke(theme.laneEdge, width: 1, dash: [2, 3])))
        case .container:
            // The bracket sits 8 pt before the rectangle it measures: measure one 8 pt below the swatch's middle.
            containerBracket(Rect(x: r.minX, y: r.midY + 8, width: r.width, height: 0), direction: .horizontal)
        case .viewport:
            outline(r, Stroke(theme.viewport, width: 2))
        case .ghost:
            outline(r, Stroke(theme.ghost, width: 1, dash: [4, 3]))
        }
    }

    /// A dimension bracket 8 pt before `r` along the scroll axis: a line the length of `r` with
    /// end ticks.
    private mutating func containerBracket(_ r: Rect, direction: ScrollDirection) {
        let stroke = Stroke(theme.container, width: 1)
        if direction == .vertical {
            let x = crisp(r.minX - 8)
            let top = snap(r.minY) + 0.5 / options.scale
            let bottom = snap(r.maxY) - 0.5 / options.scale
            commands.append(.line(from: Point(x: x, y: top), to: Point(x: x, y: bottom), stroke: stroke))
            commands.append(.line(from: Point(x: x - 4, y: top), to: Point(x: x + 4, y: top), stroke: stroke))
            commands.append(.line(from: Point(x: x - 4, y: bottom), to: Point(x: x + 4, y: bottom), stroke: stroke))
        } else {
            let y = crisp(r.minY - 8)
            let left = snap(r.minX) + 0.5 / options.scale
            let right = snap(r.maxX) - 0.5 / options.scale
            commands.append(.line(from: Point(x: left, y: y), to: Point(x: right, y: y), stroke: stroke))
            commands.append(.line(from: Point(x: left, y: y - 4), to: Point(x: left, y: y + 4), stroke: stroke))
            commands.append(.line(from: Point(x: right, y: y - 4), to: Point(x: right, y: y + 4), stroke: stroke))
        }
    }

    // MARK: Helpers

    /// Outlines `r` inside its edges (the path is inset by half the line width).
    private mutating func outline(_ r: Rect, _ stroke: Stroke) {
        let half = stroke.width / 2
        guard r.width > stroke.width, r.height > stroke.width else {
            if r.width > 0, r.height > 0 { commands.append(.rect(r, fill: stroke.color, stroke: nil)) }
            return
        }
        commands.append(.rect(r.inset(by: EdgeInsets(all: half)), fill: nil, stroke: stroke))
    }

    /// `v` rounded to whole device pixels.
    private func snap(_ v: Double) -> Double { (v * options.scale).rounded() / options.scale }

    /// The position of a line of `width` points near `x` that covers whole device pixels: on a
    /// pixel boundary for an even number of pixels, in a pixel's middle for an odd number.
    private func crisp(_ x: Double, width: Double = 1) -> Double {
        let s = options.scale
        let device = width * s
        let odd = Int(device.rounded()) % 2 == 1
        return odd ? ((x * s).rounded(.down) + 0.5) / s : (x * s).rounded() / s
    }
}
