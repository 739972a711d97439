/// The "typesetter" layout of FSQCollectionViewAlignedLayout: each section is a paragraph, each cell
/// a word. Cells flow along lines that are aligned left, right or centre; cells of a line are aligned
/// top, bottom or centre against each other; cells can force line breaks and indent the lines after
/// them. Vertical scrolling only.
///
/// Algorithm (per section): the line box is `container width - contentInsets - section insets` wide.
/// Each cell asks its size once, offered the room left on the line; a cell goes to a new line when
/// a break is pending or forced, when its insets alone no longer fit (early break), or when its slot
/// (size plus cell insets, plus the item spacing) no longer fits (late break). A closed line is placed
/// at its horizontal alignment; its height is the tallest slot. Headers span the full width, sit above
/// the section's top inset, and are pinned to the viewport top when `shouldPinSectionHeadersToTop`.
///
/// Deliberate differences from the original (README, "Differences from the originals"): vertical
/// alignment aligns the cell's slot (cell plus insets); nested left indentation accumulates;
/// `defaultCellSize` is 100 x 100 as documented.
///
/// - Complexity: O(n) in the number of cells.
public struct AlignedLayout: CollectionLayout {
    public static let kindName = "aligned"

    /// Where each line of a section sits across the container.
    public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
        /// Lines start at the left edge (after any indentation).
        case left
        /// Lines end at the right edge.
        case right
        /// Lines are centred.
        case center
    }
    /// How the cells of one line align against each other.
    public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
        /// Cells share their top edge.
        case top
        /// Cells share their bottom edge.
        case bottom
        /// Cells are centred on the line.
        case center
    }

    /// Per-section parameters (`FSQCollectionViewAlignedLayoutSectionAttributes`).
    public struct SectionAttributes: Hashable, Sendable {
        /// Where each line sits: left, right or centre.
        public var horizontalAlignment: HorizontalAlignment
        /// How the cells of one line align against each other: top, bottom or centre.
        public var verticalAlignment: VerticalAlignment
        /// Gap between neighbouring cells of a line.
        public var itemSpacing: Double
        /// Gap between consecutive lines of the section.
        public var lineSpacing: Double
        /// Margin around the section's lines (top and bottom only when the section has cells).
        public var insets: EdgeInsets
        /// A section's alignment, spacing and insets (the original's defaults: left, top, 5, 5, none).
        public init(
            horizontalAlignment: HorizontalAlignment = .left, verticalAlignment: VerticalAlignment = .top,
            itemSpacing: Double = 5, lineSpacing: Double = 5, insets: EdgeInsets = .zero
        ) {
            self.horizontalAlignment = horizontalAlignment
            self.verticalAlignment = verticalAlignment
            self.itemSpacing = itemSpacing
            self.lineSpacing = lineSpacing
            self.insets = insets
        }
        /// Lines at the left, cells aligned at their tops.
        public static let topLeft = SectionAttributes()
        /// Lines centred, cells aligned at their tops.
        public static let topCenter = SectionAttributes(horizontalAlignment: .center)
        /// Lines at the right, cells aligned at their tops.
        public static let topRight = SectionAttributes(horizontalAlignment: .right)
        /// Lines centred, cells centred against each other.
        public static let centerCenter = SectionAttributes(horizontalAlignment: .center, verticalAlignment: .center)
    }

    /// Per-cell parameters (`FSQCollectionViewAlignedLayoutCellAttributes`).
    public struct CellAttributes: Hashable, Sendable {
        /// Space added around the cell for layout; the cell keeps its size. May be negative.
        public var insets: EdgeInsets
        /// Start a new line with this cell unless it already starts one.
        public var shouldBeginLine: Bool
        /// End the line after this cell.
        public var shouldEndLine: Bool
        /// In left or right aligned sections, the following lines start at this cell's left edge
        /// (left) or end at its right edge (right).
        public var startLineIndentation: Bool
        /// A cell's insets and line flags (the original's defaults: no insets, no flags).
        public init(
            insets: EdgeInsets = .zero, shouldBeginLine: Bool = false, shouldEndLine: Bool = false,
            startLineIndentation: Bool = false
        ) {
            self.insets = insets
            self.shouldBeginLine = shouldBeginLine
            self.shouldEndLine = shouldEndLine
            self.startLineIndentation = startLineIndentation
        }
        /// No insets and no line flags.
        public static let `default` = CellAttributes()
    }

    /// How a cell's size is found (the original's size delegate).
    public enum ItemSize: Sendable {
        /// The layout's `defaultCellSize`.
        case `default`
        /// A fixed size.
        case fixed(Size)
        /// As wide as the room left on the line (`remainingLineSpace`), or the whole line minus the
        /// cell's horizontal insets when no room is left (the cell then starts a new line).
        case remaining(height: Double)
        /// Asked exactly once, in item order, with the room left on the current line after the item
        /// spacing and the cell's horizontal insets (it may be <= 0). A width no larger than that keeps
        /// the cell on the line.
        case custom(@Sendable (_ remainingLineSpace: Double) -> Size)
    }

    /// One cell: its size and, optionally, its own attributes.
    public struct Item: Sendable {
        /// How the cell is sized.
        public var size: ItemSize
        /// nil: the layout's `defaultCellAttributes`.
        public var attributes: CellAttributes?
        /// A cell sized by `size`, with `attributes` (nil: the layout's `defaultCellAttributes`).
        public init(size: ItemSize = .default, attributes: CellAttributes? = nil) {
            self.size = size
            self.attributes = attributes
        }
        /// A cell of a fixed size.
        public init(width: Double, height: Double, attributes: CellAttributes? = nil) {
            self.init(size: .fixed(Size(width: width, height: height)), attributes: attributes)
        }
    }

    /// One section: a paragraph of cells under an optional header.
    public struct Section: Sendable {
        /// nil: the layout's `defaultSectionAttributes`.
        public var attributes: SectionAttributes?
        /// > 0 adds a full-width header of this height.
        public var headerHeight: Double
        /// The section's cells, in order.
        public var items: [Item]
        /// A section with `attributes` (nil: the layout's `defaultSectionAttributes`), a header of `headerHeight` (0: none) and its cells.
        public init(attributes: SectionAttributes? = nil, headerHeight: Double = 0, items: [Item]) {
            self.attributes = attributes
            self.headerHeight = headerHeight
            self.items = items
        }
    }

    /// The sections, in order.
    public var sections: [Section]
    /// The size of a cell whose size is `.default` (100 x 100).
    public var defaultCellSize: Size
    /// The attributes of sections that give none.
    public var defaultSectionAttributes: SectionAttributes
    /// The attributes of cells that give none.
    public var defaultCellAttributes: CellAttributes
    /// Gap between one section's box and the next.
    public var sectionSpacing: Double
    /// Margin around all content (applied once).
    public var contentInsets: EdgeInsets
    /// Whether headers of sections with cells stay at the top of the viewport while their section is on screen.
    public var shouldPinSectionHeadersToTop: Bool

    /// An aligned layout with the original's defaults (see the `aligned` article for each parameter).
    public init(
        sections: [Section], defaultCellSize: Size = Size(width: 100, height: 100),
        defaultSectionAttributes: SectionAttributes = .topLeft,
        defaultCellAttributes: CellAttributes = .default, sectionSpacing: Double = 10,
        contentInsets: EdgeInsets = EdgeInsets(all: 5), shouldPinSectionHeadersToTop: Bool = true
    ) {
        self.sections = sections
        self.defaultCellSize = defaultCellSize
        self.defaultSectionAttributes = defaultSectionAttributes
        self.defaultCellAttributes = defaultCellAttributes
        self.sectionSpacing = sectionSpacing
        self.contentInsets = contentInsets
        self.shouldPinSectionHeadersToTop = shouldPinSectionHeadersToTop
    }

    public func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try Self.checkDirection(context)
        do {
            return try layoutCheckingItems(in: context)
        } catch {
            // The items are checked where they are placed (one pass over them, not two); on any
            // error, the full check reports what it always did: the first bad value in spec order.
            try checkSizes(includingItems: true)
            throw error
        }
    }

    /// `layout(in:)` after the layout's and sections' values are checked; each item is checked
    /// as it is placed (`checkItem`), and all of them before the first size closure is asked, so
    /// that no closure runs for a layout the full check rejects.
    private func layoutCheckingItems(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try checkSizes(includingItems: false)
        var checkedAllItems = false
        let W = abs(context.containerSize.width)
        let C = contentInsets
        var y = C.top
        let usable = W - (C.left + C.right)
        var builder = LayoutBuilder(context, capacity: sections.reduce(0) { $0 + $1.items.count + 1 })
        let withGuides = context.includesGuides

        for (s, section) in sections.enumerated() {
            if s > 0 {
                builder.addGuide(.spacing(section: s, frame: Rect(x: 0, y: y, width: W, height: sectionSpacing)))
                y += sectionSpacing
            }
            let SA = section.attributes ?? defaultSectionAttributes
            let n = section.items.count
            var header: Rect?
            if section.headerHeight > 0 { header = Rect(x: 0, y: y, width: W, height: section.headerHeight) }
            var run = SectionRun(
                section: s, top: y, attributes: SA, lineOriginX: C.left + SA.insets.left,
                lineMax: usable - (SA.insets.left + SA.insets.right), withGuides: withGuides)
            run.secH = max(0, section.headerHeight)
            if n > 0 { run.secH += SA.insets.top }
            let contentTop = y + run.secH
            builder.beginSection(header: header)
            try run.placeAll(
                section.items, defaultAttributes: defaultCellAttributes, defaultSize: defaultCellSize,
                into: &builder
            ) { () throws(LayoutError) in
                if !checkedAllItems {
                    try checkSizes(includingItems: true)
                    checkedAllItems = true
                }
            }
            if n > 0 { run.secH += SA.insets.bottom }
            let secH = run.secH
            let frame = Rect(x: 0, y: y, width: W, height: secH)
            if withGuides {
                var guides: [Guide] = []
                if n > 0 {
                    let outer = Rect(
                        x: C.left, y: contentTop - SA.insets.top, width: usable,
                        height: y + secH - (contentTop - SA.insets.top))
                    guides.append(.sectionInsets(section: s, outer: outer, inner: outer.inset(by: SA.insets)))
                }
                guides += run.guides
                guides += run.cellInsetGuides
                // Indentation guides run from the indenting cell to the section's last line.
                let bottom = y + secH - (n > 0 ? SA.insets.bottom : 0)
                for edge in run.indentationEdges {
                    guides.append(.indentation(section: s, from: edge, to: Point(x: edge.x, y: bottom)))
                }
                builder.addGuides(guides)
            }
            builder.endSection(
                frame: frame, effects: shouldPinSectionHeadersToTop && n > 0 && header != nil ? [.pinnedHeader] : [])
            y += secH
        }
        let height = y == C.top ? 0 : y + C.bottom
        return builder.finish(contentSize: Size(width: W, height: height))
    }

    /// The state of one section while its lines are made (A.2 of the behaviour file): the open
    /// line's room and height, the indentation, a pending break, and the open line's frames, which
    /// are line-relative until the line is closed and then go to the builder.
    ///
    /// A left and top aligned section without guides (`streams`) needs no line buffer: its line's
    /// origin is known when the line opens (the indentation, and the bottom of the line above plus
    /// the line spacing), so each cell goes to the builder as it is placed, moved by the same
    /// offsets `closeLine` would apply.
    private struct SectionRun {
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
    private struct Stream {
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

    /// Rejects non-finite or negative values, naming the spec path: the layout's values, then each
    /// section's header and (`includingItems`) its items.
    private func checkSizes(includingItems: Bool) throws(LayoutError) {
        func check(_ v: Double, _ path: String) throws(LayoutError) {
            guard v.isFinite else { throw LayoutError(path: path, "must be a finite number, got \(v)") }
        }
        try check(sectionSpacing, "options.sectionSpacing")
        for (k, v) in [
            ("top", contentInsets.top), ("left", contentInsets.left), ("bottom", contentInsets.bottom),
            ("right", contentInsets.right),
        ] {
            try check(v, "options.contentInsets.\(k)")
        }
        guard defaultCellSize.width >= 0, defaultCellSize.height >= 0, defaultCellSize.width.isFinite,
            defaultCellSize.height.isFinite
        else {
            throw LayoutError(path: "options.defaultCellSize", "must be finite and >= 0, got \(defaultCellSize)")
        }
        for (s, section) in sections.enumerated() {
            guard section.headerHeight.isFinite, section.headerHeight >= 0 else {
                throw LayoutError(
                    path: "sections[\(s)].header.height", "must be finite and >= 0, got \(section.headerHeight)")
            }
            guard includingItems else { continue }
            for i in section.items.indices {
                switch section.items[i].size {
                case .fixed(let f): try Self.checkSize(f, s, i)
                case .remaining(let h): try Self.checkSize(Size(width: 0, height: h), s, i)
                default: break
                }
            }
        }
    }

    /// Item `i`'s size: the default, a checked fixed size, the room `offer`ed on the line (or
    /// `fallback`, a whole line, when none is left) for `remaining`, or what the closure answers for
    /// `offer` (checked; `beforeAsking` runs first). One place for the buffered and streamed paths.
    @inline(__always)
    private static func size(
        of size: borrowing ItemSize, _ i: Int, _ section: Int, offer: Double, fallback: Double, defaultSize: Size,
        beforeAsking: () throws(LayoutError) -> Void
    ) throws(LayoutError) -> Size {
        // Fixed sizes (the common case) first: a test of the tag instead of a jump through a table.
        switch size {
        case .fixed(let fixed):
            try checkSize(fixed, section, i)
            return fixed
        default: break
        }
        switch size {
        case .default:
            return defaultSize
        case .fixed(let fixed):
            try checkSize(fixed, section, i)
            return fixed
        case .remaining(let height):
            try checkSize(Size(width: 0, height: height), section, i)
            return Size(width: offer > 0 ? offer : fallback, height: height)
        case .custom(let ask):
            try beforeAsking()
            let answer = ask(offer)
            guard answer.width.isFinite, answer.height.isFinite, answer.width >= 0, answer.height >= 0 else {
                throw LayoutError(
                    path: "sections[\(section)].items[\(i)]",
                    "the size closure returned \(answer); sizes must be finite and >= 0")
            }
            return answer
        }
    }

    /// A fixed size, or `(0, height)` of a `remaining` size, of item `i` of section `s` is finite
    /// and >= 0.
    @inline(__always)
    private static func checkSize(_ size: Size, _ s: Int, _ i: Int) throws(LayoutError) {
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            throw sizeError(size, s, i)
        }
    }

    private static func sizeError(_ size: Size, _ s: Int, _ i: Int) -> LayoutError {
        LayoutError(path: "sections[\(s)].items[\(i)]", "sizes must be finite and >= 0, got \(size)")
    }
}
