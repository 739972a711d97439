import LayoutEngine

/// The guides drawn over the elements, gathered while the guides under them are drawn.
struct GuidesOver {
    var slots: [(Rect, SectionColors)] = []
    var indentation: [(Point, Point)] = []
    /// Group instances (compositional): placed frame and nesting depth.
    var groups: [(Rect, Int)] = []
}

extension SceneBuilder {
    /// The container bracket, section insets, lanes, spacing (reported and found) and slot fills;
    /// returns what goes over the elements.
    mutating func guidesUnder(inArea: (Rect) -> Bool) -> GuidesOver {
        var over = GuidesOver()
        begin("guides", role: "guides")
        // The container (the collection view's bounds at offset 0) when no viewport is drawn: a
        // bracket in the leading margin along the scroll axis, so that it never crosses the content.
        if placement.contents.parts.contains(.container), let c = options.container {
            begin("container", role: "container")
            containerBracket(placement.place(Rect(origin: .zero, size: c)), direction: result.scrollDirection)
            commands.append(.endGroup)
        }
        for guide in result.guides {
            switch guide {
            case .sectionInsets(let s, let outer, let inner):
                guard options.shows(.insets), outer != inner, inArea(outer) else { continue }
                commands.append(
                    .frame(
                        outer: drawable(outer), inner: drawable(inner),
                        fill: theme.colors(forSection: s).insets))
            case .lane(_, let index, let frame):
                guard options.shows(.lanes), inArea(frame) else { continue }
                let r = drawable(frame)
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
                commands.append(.rect(drawable(frame), fill: theme.spacing, stroke: nil))
            case .cellInsets(let s, _, let slot):
                guard options.shows(.cellInsets), inArea(slot) else { continue }
                let colors = theme.colors(forSection: s)
                let r = drawable(slot)
                commands.append(.rect(r, fill: colors.slotFill, stroke: nil))
                over.slots.append((r, colors))
            case .indentation(_, let from, let to):
                guard options.shows(.indentation),
                    inArea(Rect(x: from.x - 1, y: Swift.min(from.y, to.y), width: 2, height: abs(to.y - from.y) + 1))
                else { continue }
                over.indentation.append((placement.place(from), placement.place(to)))
            case .group(_, let depth, let frame):
                guard options.shows(.groups), inArea(frame) else { continue }
                over.groups.append((drawable(frame), depth))
            }
        }
        // Spacing the layout did not report: the gaps between neighbouring cells.
        for gap in placement.contents.derivedSpacing
        where gap.frame.width > 0 && gap.frame.height > 0 && placement.meetsCanvas(gap.frame) {
            commands.append(.rect(drawable(gap.frame), fill: theme.spacing, stroke: nil))
        }
        commands.append(.endGroup)
        return over
    }

    /// Slot outlines, indentation edges and pinning ranges, over the elements (under the labels).
    mutating func guidesOver(_ over: GuidesOver) {
        begin("guides-over", role: "guides")
        for (r, colors) in over.slots {
            outline(r, Stroke(colors.slotOutline, width: 1, dash: [3, 2]))
        }
        for (from, to) in over.indentation {
            let x = crisp(from.x, width: 2)
            commands.append(
                .line(
                    from: Point(x: x, y: from.y), to: Point(x: x, y: to.y),
                    stroke: Stroke(theme.indentation, width: 2, dash: [6, 4])))
            commands.append(
                .rect(Rect(x: x - 4, y: from.y - 1, width: 8, height: 2), fill: theme.indentation, stroke: nil))
        }
        for (r, depth) in over.groups { outline(r, Self.groupStroke(theme, depth: depth)) }
        pinningRanges()
        commands.append(.endGroup)
    }

    /// A group's outline: dashed for a section's group, dotted for a group nested in it.
    static func groupStroke(_ theme: Theme, depth: Int) -> Stroke {
        Stroke(theme.container, width: 1, dash: depth == 0 ? [6, 3] : [2, 2])
    }

    /// Each pinned or sticky header's and footer's travel: a bar in the trailing margin (headers
    /// 5 pt from the content, footers 10 pt), in the element's colour, with end ticks.
    private mutating func pinningRanges() {
        let content = placement.place(Rect(origin: .zero, size: result.contentSize))
        let vertical = result.scrollDirection == .vertical
        for range in placement.contents.pinning {
            let colors = theme.colors(forSection: range.id.section)
            let color = range.id.kind == .footer ? colors.footerOutline : colors.headerFill
            let gap = range.id.kind == .footer ? 10.0 : 5.0
            let stroke = Stroke(color, width: 2)
            let tick = Stroke(color, width: 1)
            begin(
                "pinning-\(elementID(range.id))", role: "pinning",
                data: [
                    DataAttribute("start", formatNumber(range.start)), DataAttribute("end", formatNumber(range.end)),
                ])
            if vertical {
                let x = crisp(content.maxX + gap, width: 2)
                let top = snap(range.start + placement.offset.y)
                let bottom = snap(range.end + placement.offset.y)
                commands.append(.line(from: Point(x: x, y: top), to: Point(x: x, y: bottom), stroke: stroke))
                for y in [top + 0.5, bottom - 0.5] {
                    commands.append(.line(from: Point(x: x - 3, y: y), to: Point(x: x + 3, y: y), stroke: tick))
                }
            } else {
                let y = crisp(content.maxY + gap, width: 2)
                let left = snap(range.start + placement.offset.x)
                let right = snap(range.end + placement.offset.x)
                commands.append(.line(from: Point(x: left, y: y), to: Point(x: right, y: y), stroke: stroke))
                for x in [left + 0.5, right - 0.5] {
                    commands.append(.line(from: Point(x: x, y: y - 3), to: Point(x: x, y: y + 3), stroke: tick))
                }
            }
            commands.append(.endGroup)
        }
    }

    /// A dimension bracket 8 pt before `r` along the scroll axis: a line the length of `r` with
    /// end ticks.
    mutating func containerBracket(_ r: Rect, direction: ScrollDirection) {
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
}
