/// How `AlignedLayout` makes a section's lines: `SectionRun` in general, `Stream` for the
/// left and top aligned sections without guides that go straight into the builder.
extension AlignedLayout {
    /// The state of one section while its lines are made (A.2 of the behaviour file): the open
    /// line's room and height, the indentation, a pending break, and the open line's frames, which
    /// are line-relative until the line is closed and then go to the builder.
    ///
    /// A left and top aligned section without guides (`streams`) needs no line buffer: its line's
    /// origin is known when the line opens (the indentation, and the bottom of the line above plus
    /// the line spacing), so each cell goes to the builder as it is placed, moved by the same
    /// offsets `closeLine` would apply.
    struct SectionRun {
        let section: Int
        let top: Double
        let attributes: SectionAttributes
        let lineOriginX: Double
        let withGuides: Bool
        let streams: Bool
        var lineMax: Double
        var room: Double
        var first = 0
        var lineH = 0.0
        var indent = 0.0
        /// The cell that starts an indentation on the open line, and its line-relative frame.
        var indentCell: (item: Int, cell: Rect)?
        var pendingBreak = false
        var secH = 0.0
        /// The open line's origin when streaming (set when its first cell is placed).
        var lineX = 0.0, lineY = 0.0
        /// A cell of the open line: its frame, its slot (cell plus its insets), whether it has insets.
        typealias Placed = (cell: Rect, slot: Rect, hasInsets: Bool)
        /// The open line's cells, from item `first` on (empty when streaming).
        var line: [Placed] = []
        var guides: [Guide] = []
        var cellInsetGuides: [Guide] = []
        var indentationEdges: [Point] = []

        init(
            section: Int, top: Double, attributes: SectionAttributes, lineOriginX: Double, lineMax: Double,
            withGuides: Bool
        ) {
            self.section = section
            self.top = top
            self.attributes = attributes
            self.lineOriginX = lineOriginX
            self.lineMax = lineMax
            self.room = lineMax
            self.withGuides = withGuides
            streams = attributes.horizontalAlignment == .left && attributes.verticalAlignment == .top && !withGuides
        }

        /// Places the section's cells in item order and closes the last line. `beforeAsking` runs
        /// before a size closure is asked.
        mutating func placeAll(
            _ items: [Item], defaultAttributes: CellAttributes, defaultSize: Size, into builder: inout LayoutBuilder,
            beforeAsking: () throws(LayoutError) -> Void
        ) throws(LayoutError) {
            if streams {
                // Each cell is final as placed: straight into the result, many at a time. The
                // line's state lives in a local `Stream` per batch (registers, not `self`).
                var stream = Stream(self)
                try builder.appendCells(count: items.count) {
                    (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
                    let items = items.span
                    let hIn = defaultAttributes.insets.left + defaultAttributes.insets.right
                    let vIn = defaultAttributes.insets.top + defaultAttributes.insets.bottom
                    var s = stream
                    defer { stream = s }
                    for i in range {
                        cells.append(
                            try s.place(
                                i, of: items, defaultAttributes: defaultAttributes, defaultInsetsWidth: hIn,
                                defaultInsetsHeight: vIn, defaultSize: defaultSize, beforeAsking: beforeAsking))
                    }
                }
                stream.closeLine(upTo: items.count)
                stream.store(into: &self)
            } else {
                func flush(_ line: [Placed]) {
                    builder.appendCells(upTo: line.count) { cells in
                        for placed in line { cells.append(placed.cell) }
                    }
                }
                let items = items.span
                for i in items.indices {
                    try place(
                        i, of: items, defaultAttributes: defaultAttributes, defaultSize: defaultSize,
                        beforeAsking: beforeAsking, flush: flush)
                }
                closeLine(upTo: items.count, flush: flush)
            }
        }

        /// Places cell `i` on the open line or a new one (checking a fixed or `remaining` size), and
        /// returns its frame: final when streaming, else line-relative (and kept in `line`). A line
        /// closed on the way goes to `flush`.
        @discardableResult
        mutating func place(
            _ i: Int, of items: Span<Item>, defaultAttributes: CellAttributes, defaultSize: Size,
            beforeAsking: () throws(LayoutError) -> Void, flush: (_ line: [Placed]) -> Void
        ) throws(LayoutError) -> Rect {
            // The item's fields, read in place through the span: copying an `Item` or its size out
            // of the array (the size may hold a closure) cost more than placing it.
            let CA = items[i].attributes ?? defaultAttributes
            let hIn = CA.insets.left + CA.insets.right
            let vIn = CA.insets.top + CA.insets.bottom
            if i != first && (pendingBreak || CA.shouldBeginLine || hIn > room) {
                closeLine(upTo: i, flush: flush)
            }
            var lead = i > first ? attributes.itemSpacing : 0
            let offer = (room - lead) - hIn
            let size = try AlignedLayout.size(
                of: items[i].size, i, section, offer: offer, fallback: lineMax - hIn,
                defaultSize: defaultSize, beforeAsking: beforeAsking)
            if i != first && (size.width + hIn) + lead > room {
                closeLine(upTo: i, flush: flush)
                lead = 0
            }
            let slot = Rect(x: (lineMax - room) + lead, y: 0, width: size.width + hIn, height: size.height + vIn)
            let cell = slot.inset(by: CA.insets)
            if streams && i == first {
                // `closeLine`'s offsets for this line: the indentation, and the line's top.
                lineX = lineOriginX + indent
                lineY = first > 0 ? top + (secH + attributes.lineSpacing) : top + secH
            }
            if !streams { line.append((cell, slot, !CA.insets.isZero)) }
            if CA.startLineIndentation && attributes.horizontalAlignment != .center { indentCell = (i, cell) }
            if abs(slot.height) > lineH { lineH = slot.height }
            room = lineMax - slot.maxX
            pendingBreak = CA.shouldEndLine
            return streams ? cell.offsetBy(dx: lineX, dy: lineY) : cell
        }

        /// Closes the open line (cells `first..<end`): places it at its alignment, aligns its cells
        /// vertically, applies an indentation started on it, and hands its cells to `flush` (when
        /// streaming, they are already in the result).
        mutating func closeLine(upTo end: Int, flush: (_ line: [Placed]) -> Void) {
            let SA = attributes
            let used = lineMax - room
            if first > 0 {
                if withGuides {
                    guides.append(
                        .spacing(
                            section: section,
                            frame: Rect(x: lineOriginX, y: top + secH, width: lineMax + indent, height: SA.lineSpacing))
                    )
                }
                secH += SA.lineSpacing
            }
            var newIndent: Double?
            if let c = indentCell {
                newIndent = SA.horizontalAlignment == .left ? c.cell.minX : used - c.cell.maxX
            }
            let offset: Double
            switch SA.horizontalAlignment {
            case .right: offset = room
            case .center: offset = Double(Float(room / 2).rounded(.down))
            case .left: offset = indent
            }
            let lineX = lineOriginX + offset
            let lineY = top + secH
            for k in line.indices {
                var dy = lineY
                switch SA.verticalAlignment {
                case .top: break
                case .bottom: dy += lineH - line[k].slot.height
                case .center: dy += (lineH - line[k].slot.height) / 2
                }
                line[k].cell = line[k].cell.offsetBy(dx: lineX, dy: dy)
                line[k].slot = line[k].slot.offsetBy(dx: lineX, dy: dy)
                if withGuides && k > 0 {
                    let gapX = line[k - 1].slot.maxX
                    guides.append(
                        .spacing(
                            section: section,
                            frame: Rect(x: gapX, y: lineY, width: max(0, line[k].slot.minX - gapX), height: lineH)))
                }
            }
            if let newIndent, let c = indentCell {
                if withGuides {
                    let cell = line[c.item - first].cell
                    let edgeX = SA.horizontalAlignment == .left ? cell.minX : cell.maxX
                    indentationEdges.append(Point(x: edgeX, y: cell.minY))
                }
                if SA.horizontalAlignment == .left { indent += newIndent }
                lineMax -= newIndent
                indentCell = nil
            }
            if !streams { flush(line) }
            if withGuides {
                for (k, placed) in line.enumerated() where placed.hasInsets {
                    cellInsetGuides.append(.cellInsets(section: section, item: first + k, slot: placed.slot))
                }
            }
            line.removeAll(keepingCapacity: true)
            first = end
            room = lineMax
            secH += lineH
            lineH = 0
        }
    }

    /// `SectionRun.place` and `closeLine` for a streaming section (left and top aligned, no
    /// guides), with the open line's state in a small value that stays in registers: the same
    /// expressions in the same order (so the same frames, bit for bit, and the same errors), minus
    /// what such a section never needs (the line buffer, the other alignments, guides).
    ///
    /// - Complexity: O(1) per cell and per line.
    struct Stream {
        let section: Int
        let top: Double
        let lineOriginX: Double
        let itemSpacing: Double
        let lineSpacing: Double
        var lineMax: Double
        var room: Double
        var first: Int
        var lineH: Double
        var indent: Double
        /// The line-relative `minX` of the cell that starts an indentation on the open line.
        var indentMinX: Double?
        var pendingBreak: Bool
        var secH: Double
        var lineX = 0.0, lineY = 0.0

        init(_ run: SectionRun) {
            section = run.section
            top = run.top
            lineOriginX = run.lineOriginX
            itemSpacing = run.attributes.itemSpacing
            lineSpacing = run.attributes.lineSpacing
            lineMax = run.lineMax
            room = run.room
            first = run.first
            lineH = run.lineH
            indent = run.indent
            indentMinX = run.indentCell?.cell.minX
            pendingBreak = run.pendingBreak
            secH = run.secH
        }

        /// Writes the state back into `run` (`SectionRun.line` stays empty when streaming).
        func store(into run: inout SectionRun) {
            run.lineMax = lineMax
            run.room = room
            run.first = first
            run.lineH = lineH
            run.indent = indent
            run.indentCell = nil
            run.pendingBreak = pendingBreak
            run.secH = secH
        }

        /// `SectionRun.place` when streaming: returns cell `i`'s final frame.
        @inline(__always)
        mutating func place(
            _ i: Int, of items: Span<Item>, defaultAttributes: CellAttributes,
            defaultInsetsWidth: Double, defaultInsetsHeight: Double, defaultSize: Size,
            beforeAsking: () throws(LayoutError) -> Void
        ) throws(LayoutError) -> Rect {
            // Items without attributes (most) take the default's inset sums, made once per batch.
            if let attributes = items[i].attributes {
                return try place(
                    i, of: items, attributes, attributes.insets.left + attributes.insets.right,
                    attributes.insets.top + attributes.insets.bottom,
                    defaultSize: defaultSize, beforeAsking: beforeAsking)
            }
            return try place(
                i, of: items, defaultAttributes, defaultInsetsWidth, defaultInsetsHeight,
                defaultSize: defaultSize, beforeAsking: beforeAsking)
        }

        /// `place` with cell `i`'s attributes and their horizontal and vertical inset sums.
        @inline(__always)
        mutating func place(
            _ i: Int, of items: Span<Item>, _ CA: CellAttributes, _ hIn: Double, _ vIn: Double,
            defaultSize: Size, beforeAsking: () throws(LayoutError) -> Void
        ) throws(LayoutError) -> Rect {
            if i != first && (pendingBreak || CA.shouldBeginLine || hIn > room) {
                closeLine(upTo: i)
            }
            var lead = i > first ? itemSpacing : 0
            let offer = (room - lead) - hIn
            let size = try AlignedLayout.size(
                of: items[i].size, i, section, offer: offer, fallback: lineMax - hIn,
                defaultSize: defaultSize, beforeAsking: beforeAsking)
            if i != first && (size.width + hIn) + lead > room {
                closeLine(upTo: i)
                lead = 0
            }
            let slot = Rect(x: (lineMax - room) + lead, y: 0, width: size.width + hIn, height: size.height + vIn)
            let cell = slot.inset(by: CA.insets)
            if i == first {
                // `closeLine`'s offsets for this line: the indentation, and the line's top.
                lineX = lineOriginX + indent
                lineY = first > 0 ? top + (secH + lineSpacing) : top + secH
            }
            if CA.startLineIndentation { indentMinX = cell.minX }
            if abs(slot.height) > lineH { lineH = slot.height }
            room = lineMax - slot.maxX
            pendingBreak = CA.shouldEndLine
            return cell.offsetBy(dx: lineX, dy: lineY)
        }

        /// `SectionRun.closeLine` when streaming: the line's cells are already in the result.
        @inline(__always)
        mutating func closeLine(upTo end: Int) {
            if first > 0 { secH += lineSpacing }
            if let newIndent = indentMinX {
                indent += newIndent
                lineMax -= newIndent
                indentMinX = nil
            }
            first = end
            room = lineMax
            secH += lineH
            lineH = 0
        }
    }
}
