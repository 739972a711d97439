/// The waterfall ("Pinterest") layout of AJFCollectionViewWaterfallLayout with
/// CHTCollectionViewWaterfallLayout's geometry: each section has its own number of equal-width
/// columns; every cell takes the column width and a height from its suggested size's aspect ratio,
/// and goes under the previous cell of the column it is given (the shortest column, or round-robin
/// left to right or right to left). Sections may have headers and footers with their own insets,
/// and AJF's stretching evens out the column bottoms of a section. Both scroll directions
/// (horizontal: `TransposableLayout`).
///
/// Algorithm (CHT's, in doubles), per section, with `top` running down the content:
/// 1. `itemWidth = floorPixel((W - insets.left - insets.right - (columnCount - 1) * minimumColumnSpacing) / columnCount)`.
/// 2. `top += headerInset.top`; a header (`headerHeight > 0`) is `(headerInset.left, top,
///    W - headerInset.left - headerInset.right, headerHeight)`, then `top += headerHeight + headerInset.bottom`.
/// 3. `top += insets.top`; every column starts at `top`.
/// 4. Each cell goes to its column `c` at `x = insets.left + (itemWidth + minimumColumnSpacing) * c`,
///    `y` = the column's height, with height `floorPixel(suggested.height * itemWidth / suggested.width)`
///    (0 when a side of the suggested size is 0); the column grows by the cell and
///    `minimumInteritemSpacing`.
/// 5. Stretching (per section, after placement; the content size does not change): the gap of a
///    column is the bottom of the tallest column minus its own bottom; `lastCell` adds it to the
///    column's last cell; `allCells` adds `step = floorPixel(gap / k)` to each of the column's k
///    cells and moves the j-th down by `j * step`.
/// 6. `top` = the bottom of the tallest column (no trailing spacing) `+ insets.bottom`, then the
///    footer like the header, with `footerInset`.
/// Content size: `(W, max(top, minimumContentHeight))`, `(0, 0)` for zero sections.
/// `floorPixel(v) = floor(v * scale) / scale` at the context's scale.
///
/// Deliberate differences from the originals (README, "Differences from the originals"): CHT's
/// geometry with AJF's features (top and bottom section insets honoured, no spacing after the last
/// cell of a column, fractional spacings); stretching on that geometry, per section; an empty
/// section does not move the position backwards by the interitem spacing; a column count below 1 is
/// an error.
///
/// - Complexity: O(n · c) for n cells and c columns with `shortestFirst`, O(n) otherwise.
public struct WaterfallLayout: TransposableLayout, VectorLaneAlgorithm {
    public static let kindName = "waterfall"
    /// Horizontal is the transpose of the vertical layout of the transposed problem
    /// (`TransposableLayout`): columns become rows (`leftToRight` fills them top to bottom), and
    /// `minimumContentHeight` is the content's minimum width.
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// Which column a cell goes to (CHT's `itemRenderDirection`): the same three rules as
    /// column's `layoutStrategy` (the shortest column, ties to the leftmost; left to right; right
    /// to left).
    public typealias ItemRenderDirection = ColumnLayout.LayoutStrategy

    /// How the column bottoms of a section are evened out (AJF's `stretchingType`).
    public enum StretchingType: String, Hashable, Sendable, CaseIterable {
        /// Columns end unevenly (AJF `NoStretching`).
        case noStretching = "none"
        /// The last cell of every column grows so that the column ends with the tallest one.
        case lastCell
        /// Every cell of a column grows by the same whole number of pixels, cells moving down.
        case allCells
    }

    /// A cell's suggested size: only its aspect ratio is used.
    public enum ItemSize: Sendable {
        /// A fixed suggested size (the size delegate's answer).
        case suggested(Size)
        /// Asked once per cell, in item order, with the section's item width (what CHT users get
        /// from `itemWidthInSectionAtIndex:`); returns the suggested size.
        case custom(@Sendable (_ itemWidth: Double) -> Size)
    }

    /// One cell: how its size is found.
    public struct Item: Sendable {
        /// The cell's suggested size (its aspect ratio gives the height at the column width).
        public var size: ItemSize
        /// A cell sized by `size`.
        public init(size: ItemSize) { self.size = size }
        /// A cell whose suggested size is `width` x `height`.
        public init(width: Double, height: Double) { self.init(size: .suggested(Size(width: width, height: height))) }
    }

    /// A section: its cells, and the values the original asked its delegate for per section
    /// (nil: the layout's property).
    public struct Section: Sendable {
        /// The section's cells, in order.
        public var items: [Item]
        /// The number of columns (nil: the layout's `columnCount`).
        public var columnCount: Int?
        /// The minimum gap between columns (nil: the layout's).
        public var minimumColumnSpacing: Double?
        /// The gap between cells of a column (nil: the layout's).
        public var minimumInteritemSpacing: Double?
        /// The insets around the section's cells (nil: the layout's).
        public var sectionInset: EdgeInsets?
        /// > 0 adds a header of this height.
        public var headerHeight: Double?
        /// > 0 adds a footer of this height.
        public var footerHeight: Double?
        /// The insets around the header (nil: the layout's).
        public var headerInset: EdgeInsets?
        /// The insets around the footer (nil: the layout's).
        public var footerInset: EdgeInsets?
        /// Which column each cell goes to (nil: the layout's).
        public var itemRenderDirection: ItemRenderDirection?
        /// How the columns' bottoms are evened out (nil: the layout's).
        public var stretchingType: StretchingType?

        /// A section; every nil parameter takes the layout's value.
        public init(
            items: [Item], columnCount: Int? = nil, minimumColumnSpacing: Double? = nil,
            minimumInteritemSpacing: Double? = nil, sectionInset: EdgeInsets? = nil,
            headerHeight: Double? = nil, footerHeight: Double? = nil, headerInset: EdgeInsets? = nil,
            footerInset: EdgeInsets? = nil, itemRenderDirection: ItemRenderDirection? = nil,
            stretchingType: StretchingType? = nil
        ) {
            self.items = items
            self.columnCount = columnCount
            self.minimumColumnSpacing = minimumColumnSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.headerInset = headerInset
            self.footerInset = footerInset
            self.itemRenderDirection = itemRenderDirection
            self.stretchingType = stretchingType
        }
    }

    /// The sections, in order.
    public var sections: [Section]
    /// Columns per section (at least 1).
    public var columnCount: Int
    /// Horizontal gap between columns.
    public var minimumColumnSpacing: Double
    /// Vertical gap between cells of a column.
    public var minimumInteritemSpacing: Double
    /// Header and footer heights of sections that give none; <= 0 means no header or footer.
    public var headerHeight: Double
    /// The footer height of sections that give none (0: no footer).
    public var footerHeight: Double
    /// Margins around a header and a footer (the top inset applies even without one).
    public var headerInset: EdgeInsets
    /// The insets around footers of sections that give none.
    public var footerInset: EdgeInsets
    /// Margins around a section's cells (spec key `insets`).
    public var sectionInset: EdgeInsets
    /// Which column each cell goes to, for sections that do not choose.
    public var itemRenderDirection: ItemRenderDirection
    /// The content height is at least this; frames are unaffected.
    public var minimumContentHeight: Double
    /// Spec key `stretching`.
    public var stretchingType: StretchingType

    /// A waterfall layout with the originals' defaults (see the `waterfall` article for each parameter).
    public init(
        sections: [Section], columnCount: Int = 2, minimumColumnSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10, headerHeight: Double = 0, footerHeight: Double = 0,
        headerInset: EdgeInsets = .zero, footerInset: EdgeInsets = .zero, sectionInset: EdgeInsets = .zero,
        itemRenderDirection: ItemRenderDirection = .shortestFirst, minimumContentHeight: Double = 0,
        stretchingType: StretchingType = .noStretching
    ) {
        self.sections = sections
        self.columnCount = columnCount
        self.minimumColumnSpacing = minimumColumnSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.headerInset = headerInset
        self.footerInset = footerInset
        self.sectionInset = sectionInset
        self.itemRenderDirection = itemRenderDirection
        self.minimumContentHeight = minimumContentHeight
        self.stretchingType = stretchingType
    }

    /// The width of every cell of `section` in a container `containerWidth` wide (CHT's
    /// `itemWidthInSectionAtIndex:`, AJF's `columnWidthForSection:withCollectionViewWidth:`).
    /// - Throws: `LayoutError` when the section's values leave no room for a column.
    /// - Precondition: `section` is an index of `sections`.
    public func itemWidth(inSection section: Int, containerWidth: Double, scale: Double = 1) throws(LayoutError)
        -> Double
    {
        try metrics(section, sections[section]).fit.width(
            containerWidth: containerWidth, snap: PixelGrid(scale: scale).floor)
    }

    /// The vertical algorithm, after the layout's and sections' values are checked
    /// (`VerticalAlgorithm.layout(in:)`); each item is checked as it is placed (`CellHeights`). Per section:
    /// the header, the cells (`placeCells`), the stretching (`stretch`), the footer and the guides
    /// (`addGuides`), in WaterfallLayout+Placement.swift. The column heights of sections of up to
    /// `ColumnLanes8.capacity` columns are in one vector (`vectorLanes`), or in an array like those
    /// of more columns.
    func placeElements(in context: LayoutContext, vectorLanes: Bool) throws(LayoutError) -> LayoutResult {
        let W = try ColumnFit.containerWidth(context)
        let grid = context.pixelGrid
        var builder = LayoutBuilder(context, capacity: sections.reduce(0) { $0 + $1.items.count + 2 })
        guard !sections.isEmpty else { return builder.finish(contentSize: .zero) }
        // Whether every value of the layout was checked (before the first size closure is asked).
        var checkedAllItems = false
        var top = 0.0

        for (s, section) in sections.enumerated() {
            let m = metrics(s, section)
            let itemW = try m.fit.width(containerWidth: W, snap: grid.floor)
            try checkSupplementaryInsets(m, containerWidth: W)
            let sectionTop = top
            let header = Self.supplementaryFrame(height: m.headerHeight, inset: m.own.headerInset, top: &top, W)
            let insetTop = top
            top += m.inset.top
            let columns = Columns(m, itemWidth: itemW, top: top)

            // Cells, then stretching.
            builder.beginSection(header: header)
            var placed = try placeCells(
                section, columns, m, CellHeights(grid: grid, section: s, itemWidth: itemW), vectorLanes: vectorLanes,
                checkedAllItems: &checkedAllItems, into: &builder)
            if !placed.streamed {
                if m.own.stretching != .noStretching { stretch(&placed, m.own.stretching, grid) }
                builder.appendCells(placed.cells)
            }

            // Footer.
            top = placed.bottom + m.inset.bottom
            let insetBottom = top
            let footer = Self.supplementaryFrame(height: m.footerHeight, inset: m.own.footerInset, top: &top, W)
            if builder.includesGuides {
                let insets = Rect(x: 0, y: insetTop, width: W, height: insetBottom - insetTop)
                addGuides(section: s, placed, columns, insets: insets, m, into: &builder)
            }
            builder.endSection(frame: Rect(x: 0, y: sectionTop, width: W, height: top - sectionTop), footer: footer)
        }
        return builder.finish(contentSize: Size(width: W, height: max(top, minimumContentHeight)))
    }

    /// A header or footer `height` long (none unless > 0) within `inset`, `containerWidth` wide less
    /// the inset's sides; `top` moves past the inset's top (even without one), then past the frame
    /// and the inset's bottom.
    static func supplementaryFrame(height: Double, inset: EdgeInsets, top: inout Double, _ containerWidth: Double)
        -> Rect?
    {
        top += inset.top
        guard height > 0 else { return nil }
        let frame = Rect(x: inset.left, y: top, width: containerWidth - (inset.left + inset.right), height: height)
        top += height + inset.bottom
        return frame
    }

    // MARK: Values and checks

    /// A section's values after falling back to the layout's, with the spec paths they came from.
    typealias Metrics = ColumnMetrics<OwnMetrics>

    /// The values of a section only this kind has, after falling back to the layout's.
    struct OwnMetrics {
        var headerInset: EdgeInsets
        var footerInset: EdgeInsets
        var direction: ItemRenderDirection
        var stretching: StretchingType
        var headerInsetKey: String
        var footerInsetKey: String
    }

    func metrics(_ s: Int, _ section: Section) -> Metrics {
        func key(_ own: Bool, _ name: String) -> String { ParameterCheck.Level.source(section: s, own: own).path(name) }
        return Metrics(
            section: s, section,
            layout: (
                columnCount, minimumColumnSpacing, sectionInset, minimumInteritemSpacing, headerHeight, footerHeight
            ),
            own: OwnMetrics(
                headerInset: section.headerInset ?? headerInset,
                footerInset: section.footerInset ?? footerInset,
                direction: section.itemRenderDirection ?? itemRenderDirection,
                stretching: section.stretchingType ?? stretchingType,
                headerInsetKey: key(section.headerInset != nil, "headerInset"),
                footerInsetKey: key(section.footerInset != nil, "footerInset")))
    }

    /// Rejects column counts below 1 and negative or non-finite lengths, naming the spec path:
    /// the layout's values, then each section's values and (`includingItems`) its items.
    func checkParameters(includingItems: Bool) throws(LayoutError) {
        try layoutValues.checkValues(at: .layout)
        try ParameterCheck.Level.layout.length(minimumContentHeight, "minimumContentHeight")
        for (s, section) in sections.enumerated() {
            try section.checkValues(at: .section(s))
            guard includingItems else { continue }
            for (i, item) in section.items.enumerated() {
                if case .suggested(let size) = item.size { try Self.checkItem(size, s, i) }
            }
        }
    }

    /// The layout's values as a section that sets every one of them.
    var layoutValues: Section {
        Section(
            items: [], columnCount: columnCount, minimumColumnSpacing: minimumColumnSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing, sectionInset: sectionInset, headerHeight: headerHeight,
            footerHeight: footerHeight, headerInset: headerInset, footerInset: footerInset,
            itemRenderDirection: itemRenderDirection, stretchingType: stretchingType)
    }

    /// The suggested size of item `i` of section `s` has sides >= 0 (finite).
    @inline(__always)
    static func checkItem(_ size: Size, _ s: Int, _ i: Int) throws(LayoutError) {
        try ParameterCheck.length(size.width, "sections[\(s)].items[\(i)].width")
        try ParameterCheck.length(size.height, "sections[\(s)].items[\(i)].height")
    }
}

extension WaterfallLayout.Section: ColumnKindSection {
    static var columnSpacingKey: String { "minimumColumnSpacing" }
    static var interitemSpacingKey: String { "minimumInteritemSpacing" }
    /// `minimumColumnSpacing`.
    var columnSpacing: Double? { minimumColumnSpacing }
    /// `minimumInteritemSpacing`.
    var interitemSpacing: Double? { minimumInteritemSpacing }

    /// `headerInset`, then `footerInset`.
    func checkOwnValues(at level: ParameterCheck.Level) throws(LayoutError) {
        try level.insets(headerInset, "headerInset")
        try level.insets(footerInset, "footerInset")
    }
}
