/// The column layout of TheNounProject's CollectionView (`CollectionViewColumnLayout`): each section
/// has its own number of equal-width columns; a cell takes the column width and a height from its
/// aspect ratio, its explicit height, or the default height, and goes under the previous cell of its
/// column. Equal heights give a grid, varying heights a waterfall. Headers are pinned to the top of
/// the viewport while their section is on screen. Both scroll directions (horizontal: `TransposableLayout`).
///
/// Algorithm, per section, with `top` running down the content:
/// 1. A header (`headerHeight > 0`) is `integral((0, top, W, headerHeight))`, or
///    `integral((insets.left, top, W - insets.left - insets.right, headerHeight))` with
///    `insetSupplementaryViews`; `top` = its bottom. Then `top += insets.top` (`contentTop`).
/// 2. `columnWidth = roundPixel((W - insets.left - insets.right - (columnCount - 1) * columnSpacing) / columnCount)`
///    (half away from zero, so the columns may overshoot by up to columnCount / 2 pixels);
///    column `k` starts at `x = insets.left + k * (columnSpacing + columnWidth)`.
/// 3. Each cell goes to its column (`layoutStrategy`: the shortest column, ties to the leftmost, or
///    round-robin left to right or right to left) at `y` = the column's bottom `+ interitemSpacing`
///    (spacing above every cell, the first included). Its height: with an `aspectRatio` whose sides
///    are both non-zero, `floorPixel(ratio.height * columnWidth / ratio.width) + (height ?? 0)`;
///    otherwise `height ?? itemHeight`.
/// 4. `top` = the bottom of the tallest column (or `contentTop`); a footer (`footerHeight > 0`) is
///    `(0, top, W, footerHeight)` (or inset like the header, not made integral); `top += footerHeight + insets.bottom`.
/// Content size: `(W, top)`; `(W, 0)` for zero sections.
/// `roundPixel`, `floorPixel` and `integral` work on device pixels at the context's scale.
///
/// Deliberate differences from the original (README, "Differences from the originals"): a column
/// count below 1 is an error (the original uses 1); a header is pushed out of the viewport by the end
/// of its own section (the original pushes it only with the next section's header). As in the
/// original, when the next section has a header, the pinned header is pushed by that header's top as
/// snapped to the pixel grid (`integral`), not by its own section's unrounded end.
///
/// - Complexity: O(n · c) for n cells and c columns with `shortestFirst`, O(n) otherwise.
public struct ColumnLayout: TransposableLayout, VectorLaneAlgorithm {
    public static let kindName = "column"
    /// Horizontal is the transpose of the vertical layout of the transposed problem
    /// (`TransposableLayout`): columns become rows, and `itemHeight` and an item's `height` are
    /// widths (lengths along the scroll axis).
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// Which column a cell goes to (`layoutStrategy`, formerly `itemRenderDirection`; waterfall's
    /// `itemRenderDirection` too).
    public enum LayoutStrategy: String, Hashable, Sendable, CaseIterable {
        /// The column whose bottom is highest (waterfall: the column with the smallest height);
        /// ties go to the leftmost.
        case shortestFirst
        /// Item `i` of a section goes to column `i mod columnCount`.
        case leftToRight
        /// Item `i` of a section goes to column `columnCount - 1 - i mod columnCount`.
        case rightToLeft

        /// The column of item `i` of a section of `n` columns; `columns` holds each column's
        /// bottom (or height) for `shortestFirst` (`ColumnFit.shortest`). Called per item, so
        /// always inlined.
        @inline(__always)
        func column(of i: Int, count n: Int, shortestIn columns: borrowing MutableSpan<Double>) -> Int {
            switch self {
            case .shortestFirst: ColumnFit.shortest(columns, count: n)
            case .leftToRight: i % n
            case .rightToLeft: n - 1 - i % n
            }
        }
    }

    /// A cell: the delegate's `aspectRatioForItemAt` (priority 1) and `heightForItemAt` (priority 2)
    /// answers; nil when the delegate does not answer.
    public struct Item: Hashable, Sendable {
        /// The height is `ratio.height / ratio.width` times the column width; a side of 0 means the
        /// ratio is ignored.
        public var aspectRatio: Size?
        /// The exact height, or with a usable `aspectRatio`, a height added to the ratio's.
        public var height: Double?
        /// A cell sized by `aspectRatio` (width : height of the column width) or a fixed `height`; nil for both takes the section's `itemHeight`.
        public init(aspectRatio: Size? = nil, height: Double? = nil) {
            self.aspectRatio = aspectRatio
            self.height = height
        }
    }

    /// A section: its cells, and the values the original asked its delegate for per section
    /// (nil: the layout's property).
    public struct Section: Hashable, Sendable {
        /// The section's cells, in order.
        public var items: [Item]
        /// Columns of this section (`numberOfColumnsInSection`).
        public var columnCount: Int?
        /// The gap between columns (nil: the layout's).
        public var columnSpacing: Double?
        /// The gap between cells of a column (nil: the layout's).
        public var interitemSpacing: Double?
        /// `insetForSectionAt` (spec key `insets`).
        public var sectionInset: EdgeInsets?
        /// > 0 adds a header of this height.
        public var headerHeight: Double?
        /// > 0 adds a footer of this height.
        public var footerHeight: Double?
        /// The height of cells without a usable ratio or height (our addition: per section).
        public var itemHeight: Double?
        /// Our addition: per section.
        public var layoutStrategy: LayoutStrategy?

        /// A section; every nil parameter takes the layout's value.
        public init(
            items: [Item], columnCount: Int? = nil, columnSpacing: Double? = nil,
            interitemSpacing: Double? = nil, sectionInset: EdgeInsets? = nil, headerHeight: Double? = nil,
            footerHeight: Double? = nil, itemHeight: Double? = nil, layoutStrategy: LayoutStrategy? = nil
        ) {
            self.items = items
            self.columnCount = columnCount
            self.columnSpacing = columnSpacing
            self.interitemSpacing = interitemSpacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.itemHeight = itemHeight
            self.layoutStrategy = layoutStrategy
        }
    }

    /// The sections, in order.
    public var sections: [Section]
    /// Columns per section (at least 1).
    public var columnCount: Int
    /// Horizontal gap between columns.
    public var columnSpacing: Double
    /// Vertical gap above every cell of a column.
    public var interitemSpacing: Double
    /// Header and footer heights of sections that give none; <= 0 means none.
    public var headerHeight: Double
    /// The height of footers of sections that give none (0: no footer).
    public var footerHeight: Double
    /// The height of cells without a usable aspect ratio or height (the guide's `defaultItemHeight`).
    public var itemHeight: Double
    /// Headers and footers follow the section's left and right insets instead of the full width.
    public var insetSupplementaryViews: Bool
    /// Margins around a section's cells (spec key `insets`).
    public var sectionInset: EdgeInsets
    /// How cells are given to columns, for sections that do not choose.
    public var layoutStrategy: LayoutStrategy
    /// Headers stay at the top of the viewport while their section is on screen.
    public var pinHeadersToTop: Bool

    /// A column layout with the original's defaults (see the `column` article for each parameter).
    public init(
        sections: [Section], columnCount: Int = 2, columnSpacing: Double = 8, interitemSpacing: Double = 8,
        headerHeight: Double = 0, footerHeight: Double = 0, itemHeight: Double = 50,
        insetSupplementaryViews: Bool = false, sectionInset: EdgeInsets = EdgeInsets(all: 8),
        layoutStrategy: LayoutStrategy = .leftToRight, pinHeadersToTop: Bool = true
    ) {
        self.sections = sections
        self.columnCount = columnCount
        self.columnSpacing = columnSpacing
        self.interitemSpacing = interitemSpacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.itemHeight = itemHeight
        self.insetSupplementaryViews = insetSupplementaryViews
        self.sectionInset = sectionInset
        self.layoutStrategy = layoutStrategy
        self.pinHeadersToTop = pinHeadersToTop
    }

    /// The width of every column of `section` in a container `containerWidth` wide.
    /// - Throws: `LayoutError` when the section's values leave no room for a column.
    /// - Precondition: `section` is an index of `sections`.
    public func columnWidth(inSection section: Int, containerWidth: Double, scale: Double = 1) throws(LayoutError)
        -> Double
    {
        try metrics(section, sections[section]).fit.width(
            containerWidth: containerWidth, snap: PixelGrid(scale: scale).round)
    }

    /// The height of `item` in a column `columnWidth` wide (the original's three rules).
    public func height(of item: Item, columnWidth: Double, itemHeight: Double, scale: Double = 1) -> Double {
        Self.height(of: item, columnWidth: columnWidth, itemHeight: itemHeight, PixelGrid(scale: scale))
    }

    /// `height(of:columnWidth:itemHeight:scale:)` on a grid made once, not per item.
    @inline(__always)
    static func height(of item: Item, columnWidth: Double, itemHeight: Double, _ grid: PixelGrid) -> Double {
        if let r = item.aspectRatio, r.width != 0, r.height != 0 {
            return grid.floor(r.height * (columnWidth / r.width)) + (item.height ?? 0)
        }
        return item.height ?? itemHeight
    }

    /// The vertical algorithm (A.3 of the behaviour file), after the layout's and sections'
    /// values are checked (`VerticalAlgorithm.layout(in:)`); each item is checked as it is placed
    /// (`checkItem`). Per section: its columns (`Columns`), the header (`headerFrame`), the cells
    /// (`appendCells`), the footer (`footerFrame`), the guides (`addGuides`) and the pinned
    /// header (`pinnedHeader`), in ColumnLayout+Placement.swift. The column bottoms of
    /// `shortestFirst` sections of up to `ColumnLanes8.capacity` columns are in one vector
    /// (`vectorLanes`), or in an array like those of more columns.
    func placeElements(in context: LayoutContext, vectorLanes: Bool) throws(LayoutError) -> LayoutResult {
        let W = try ColumnFit.containerWidth(context)
        let grid = context.pixelGrid
        var builder = LayoutBuilder(context, capacity: sections.reduce(0) { $0 + $1.items.count + 2 })
        var top = 0.0

        for (s, section) in sections.enumerated() {
            let m = metrics(s, section)
            let columns = try Columns(m, containerWidth: W, grid)
            var sectionTop = top
            let header = headerFrame(m, top: top, containerWidth: W, grid)
            if let header {
                sectionTop = min(sectionTop, header.minY)
                top = header.maxY
            }
            let insetTop = top
            top += m.inset.top
            let contentTop = top

            builder.beginSection(header: header)
            let contentBottom = try appendCells(
                section, s, m, columns, from: contentTop, vectorLanes: vectorLanes, grid, into: &builder)
            top = contentBottom

            let footer = footerFrame(m, top: top, containerWidth: W)
            if footer != nil { top += m.footerHeight }
            top += m.inset.bottom

            if builder.includesGuides {
                addGuides(
                    section: s, hasCells: !section.items.isEmpty, m, columns, insetTop: insetTop,
                    contentTop: contentTop, contentBottom: contentBottom, bottom: top, containerWidth: W, into: &builder
                )
            }
            builder.endSection(
                frame: Rect(x: 0, y: sectionTop, width: W, height: top - sectionTop), footer: footer,
                effects: pinHeadersToTop && header != nil ? [pinnedHeader(after: s, end: top, grid)] : [])
        }
        return builder.finish(contentSize: Size(width: W, height: top))
    }
}
