/// The "typesetter" layout of FSQCollectionViewAlignedLayout: each section is a paragraph, each cell
/// a word. Cells flow along lines that are aligned left, right or centre; cells of a line are aligned
/// top, bottom or centre against each other; cells can force line breaks and indent the lines after
/// them. Both scroll directions: horizontal is the transposed problem's vertical layout
/// transposed back (`TransposableLayout`).
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
public struct AlignedLayout: TransposableLayout, VerticalAlgorithm {
    public static let kindName = "aligned"
    /// Horizontal is the transpose of the vertical layout of the transposed problem
    /// (`TransposableLayout`): lines become columns, `horizontalAlignment` aligns a column's cells
    /// across it and `verticalAlignment` places the columns' cells along it.
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

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
    /// Whether `transposed()` swapped the items' axes: their sizes, size closures' answers and
    /// cell insets are then read transposed (`TransposedItems`), so that transposing copies no item.
    var itemsTransposed = false

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

    /// The vertical algorithm (A.2 of the behaviour file), after the layout's and sections'
    /// values are checked (`VerticalAlgorithm.layout(in:)`); each item is checked as it is placed
    /// (`checkSize`), and all of them before the first size closure is asked, so that no closure
    /// runs for a layout the full check rejects.
    func placeElements(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
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
            let checkBeforeAsking = { () throws(LayoutError) in
                if !checkedAllItems {
                    try checkParameters(includingItems: true)
                    checkedAllItems = true
                }
            }
            // Items of a transposed layout are read transposed (`transposed()` does not copy them).
            if itemsTransposed {
                try run.placeAll(
                    TransposedItems.self, section.items, defaultAttributes: defaultCellAttributes,
                    defaultSize: defaultCellSize, into: &builder, beforeAsking: checkBeforeAsking)
            } else {
                try run.placeAll(
                    ItemsAsGiven.self, section.items, defaultAttributes: defaultCellAttributes,
                    defaultSize: defaultCellSize, into: &builder, beforeAsking: checkBeforeAsking)
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

    /// Rejects non-finite or negative values, naming the spec path: the layout's values, then each
    /// section's header and (`includingItems`) its items.
    func checkParameters(includingItems: Bool) throws(LayoutError) {
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
    static func size<A: AlignedItemAxes>(
        _: A.Type, of size: borrowing ItemSize, _ i: Int, _ section: Int, offer: Double, fallback: Double,
        defaultSize: Size,
        beforeAsking: () throws(LayoutError) -> Void
    ) throws(LayoutError) -> Size {
        // Fixed sizes (the common case) first: a test of the tag instead of a jump through a table.
        switch size {
        case .fixed(let fixed):
            try checkSize(fixed, section, i)
            return A.transposes ? fixed.transposed : fixed
        default: break
        }
        switch size {
        case .default:
            return defaultSize
        case .fixed(let fixed):
            try checkSize(fixed, section, i)
            return A.transposes ? fixed.transposed : fixed
        case .remaining(let height):
            try checkSize(Size(width: 0, height: height), section, i)
            return Size(width: offer > 0 ? offer : fallback, height: height)
        case .custom(let ask):
            try beforeAsking()
            let answer = A.transposes ? ask(offer).transposed : ask(offer)
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
