import LayoutEngine

extension SceneBuilder {
    // MARK: Legend

    /// The legend's rows: a swatch and a name per entry, in the legend group.
    mutating func legend() {
        let placement = self.placement
        guard placement.legend.rowCount > 0 else { return }
        begin("legend", role: "legend")
        for slot in placement.legend.slots {
            let entry = placement.legendEntries[slot.index]
            swatch(entry.swatch, slot.swatch)
            commands.append(
                .text(
                    entry.label, origin: slot.textOrigin, size: Diagram.legendTextSize, weight: .regular,
                    color: theme.secondaryText))
        }
        commands.append(.endGroup)
    }

    /// `r` cut into one vertical stripe per hue (whole device pixels), at most six.
    private func stripes(_ r: Rect, _ hues: [Int]) -> [(Rect, Int)] {
        let hues = hues.isEmpty ? [0] : hues
        var out: [(Rect, Int)] = []
        var x = r.minX
        for (k, hue) in hues.enumerated() {
            let end = k == hues.count - 1 ? r.maxX : snap(r.minX + r.width * Double(k + 1) / Double(hues.count))
            out.append((Rect(x: x, y: r.minY, width: end - x, height: r.height), hue))
            x = end
        }
        return out
    }

    private mutating func swatch(_ swatch: LegendEntry.Swatch, _ r: Rect) {
        let colors = theme.colors(forSection: 0)
        switch swatch {
        case .element(let kind, let hues):
            for (stripe, hue) in stripes(r, hues) {
                let c = theme.colors(forSection: hue)
                switch kind {
                case .cell:
                    commands.append(.rect(stripe, fill: theme.content, stroke: nil))
                    commands.append(.rect(stripe, fill: c.cellFill, stroke: nil))
                case .header:
                    commands.append(.rect(stripe, fill: c.headerFill, stroke: nil))
                case .footer:
                    commands.append(.rect(stripe, fill: c.footerFill, stroke: nil))
                case .supplementary:
                    commands.append(.rect(stripe, fill: c.headerFill, stroke: nil))
                case .decoration:
                    commands.append(.rect(stripe, fill: theme.content, stroke: nil))
                    commands.append(.rect(stripe, fill: c.tint, stroke: nil))
                }
            }
            let outlineColor: Color
            switch kind {
            case .cell: outlineColor = theme.colors(forSection: hues.first ?? 0).cellOutline
            case .header: outlineColor = theme.colors(forSection: hues.first ?? 0).headerFill
            case .footer: outlineColor = theme.colors(forSection: hues.first ?? 0).footerOutline
            case .supplementary: outlineColor = theme.colors(forSection: hues.first ?? 0).headerFill
            case .decoration: outlineColor = theme.colors(forSection: hues.first ?? 0).cellOutline.withAlpha(0.35)
            }
            outline(r, Stroke(outlineColor, width: 1))
        case .hue(let hue):
            let c = theme.colors(forSection: hue)
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.rect(r, fill: c.tint, stroke: nil))
            let inner = Rect(x: r.minX + 3, y: r.minY + 2, width: r.width - 6, height: r.height - 4)
            commands.append(.rect(inner, fill: c.cellFill, stroke: nil))
            outline(inner, Stroke(c.cellOutline, width: 1))
        case .section(let hues):
            for (stripe, hue) in stripes(r, hues) {
                commands.append(.rect(stripe, fill: theme.content, stroke: nil))
                commands.append(.rect(stripe, fill: theme.colors(forSection: hue).tint, stroke: nil))
            }
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
            let half = Rect(x: r.minX, y: r.minY, width: (r.width / 2).rounded(), height: r.height)
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.rect(half, fill: theme.lane, stroke: nil))
            for x in [r.minX + 0.5, half.maxX + 0.5, r.maxX - 0.5] {
                commands.append(
                    .line(
                        from: Point(x: crisp(x), y: r.minY), to: Point(x: crisp(x), y: r.maxY),
                        stroke: Stroke(theme.laneEdge, width: 1, dash: [2, 3])))
            }
        case .group:
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            outline(r, Self.groupStroke(theme, depth: 0))
            let half = Rect(x: r.minX + 3, y: r.minY + 3, width: (r.width / 2).rounded() - 3, height: r.height - 6)
            outline(half, Self.groupStroke(theme, depth: 1))
        case .pinning:
            let y = crisp(r.midY, width: 2)
            commands.append(
                .line(
                    from: Point(x: r.minX, y: y), to: Point(x: r.maxX, y: y),
                    stroke: Stroke(colors.headerFill, width: 2)))
            for x in [r.minX + 0.5, r.maxX - 0.5] {
                commands.append(
                    .line(
                        from: Point(x: x, y: y - 3), to: Point(x: x, y: y + 3),
                        stroke: Stroke(colors.headerFill, width: 1)))
            }
        case .container:
            // The bracket sits 8 pt before the rectangle it measures: measure one 8 pt below the swatch's middle.
            containerBracket(Rect(x: r.minX, y: r.midY + 8, width: r.width, height: 0), direction: .horizontal)
        case .viewport:
            outline(r, Stroke(theme.viewport, width: 2))
        case .veil:
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.rect(r, fill: colors.cellFill, stroke: nil))
            commands.append(.rect(r, fill: theme.veil, stroke: nil))
        case .ghost:
            outline(r, Stroke(theme.ghost, width: 1, dash: [4, 3]))
        case .faded:
            commands.append(.rect(r, fill: theme.content, stroke: nil))
            commands.append(.rect(r, fill: colors.cellFill.fading(0.4), stroke: nil))
            outline(r, Stroke(colors.cellOutline.fading(0.4), width: 1))
        }
    }
}
