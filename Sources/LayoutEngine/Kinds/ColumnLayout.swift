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
public struct ColumnLayout: TransposableLayout, VerticalAlgorithm {
    public static let kindName = "column"
    /// Horizontal is the transpose of the vertical layout of the transposed problem
    /// (`TransposableLayout`): columns become rows, and `itemHeight` and an item's `height` are
    /// widths (lengths along the scroll axis).
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// Which column a cell goes to (`layoutStrategy`, formerly `itemRenderDirection`).
    public enum LayoutStrategy: String, Hashable, Sendable, CaseIterable {
        /// The column whose bottom is highest; ties go to the leftmost.
        case shortestFirst
        /// Item `i` of a section goes to column `i mod columnCount`.
        case leftToRight
        /// Item `i` of a section goes to column `columnCount - 1 - i mod columnCount`.
        case rightToLeft
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
        let m = metrics(section, sections[section])
        return try ColumnFit.width(
            containerWidth: containerWidth, insets: m.inset, count: m.columns,
            spacing: m.columnSpacing, keys: m.keys, snap: PixelGrid(scale: scale).round)
    }

    /// The height of `item` in a column `columnWidth` wide (the original's three rules).
    public func height(of item: Item, columnWidth: Double, itemHeight: Double, scale: Double = 1) -> Double {
        Self.height(of: item, columnWidth: columnWidth, itemHeight: itemHeight, PixelGrid(scale: scale))
    }

    /// `height(of:columnWidth:itemHeight:scale:)` on a grid made once, not per item.
    @inline(__always)
    private static func height(of item: Item, columnWidth: Double, itemHeight: Double, _ grid: PixelGrid) -> Double {
        if let r = item.aspectRatio, r.width != 0, r.height != 0 {
            return grid.floor(r.height * (columnWidth / r.width)) + (item.height ?? 0)
        }
        return item.height ?? itemHeight
    }

    public func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try checkedLayout(in: context)
    }

    /// `layout(in:)`, with the column bottoms of `shortestFirst` sections of up to
    /// `ColumnLanes8.capacity` columns in one vector (`vectorLanes`) or in an array like those of
    /// more columns (for tests: both give the same frames).
    func layout(in context: LayoutContext, vectorLanes: Bool) throws(LayoutError) -> LayoutResult {
        try checkedLayout(in: context) { (layout, context) throws(LayoutError) in
            try layout.placeElements(in: context, vectorLanes: vectorLanes)
        }
    }

    /// The vertical algorithm with the column bottoms in a vector.
    func placeElements(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try placeElements(in: context, vectorLanes: true)
    }

    /// The vertical algorithm (A.3 of the behaviour file), after the layout's and sections'
    /// values are checked (`checkedLayout(in:)`); each item is checked as it is placed
    /// (`checkItem`).
    private func placeElements(in context: LayoutContext, vectorLanes: Bool) throws(LayoutError) -> LayoutResult {
        let W = context.containerSize.width
        guard W.isFinite, W >= 0 else {
            throw LayoutError(path: "container.width", "must be finite and >= 0, got \(formatNumber(W))")
        }
        let grid = context.pixelGrid
        var builder = LayoutBuilder(context, capacity: sections.reduce(0) { $0 + $1.items.count + 2 })
        var top = 0.0

        for (s, section) in sections.enumerated() {
            let m = metrics(s, section)
            let n = m.columns
            let colW = try ColumnFit.width(
                containerWidth: W, insets: m.inset, count: n, spacing: m.columnSpacing,
                keys: m.keys, snap: grid.round)
            let cw = W - m.inset.left - m.inset.right
            var sectionTop = top
            // Header, made integral on the pixel grid.
            var header: Rect?
            if m.headerHeight > 0 {
                let raw =
                    insetSupplementaryViews
                    ? Rect(x: m.inset.left, y: top, width: cw, height: m.headerHeight)
                    : Rect(x: 0, y: top, width: W, height: m.headerHeight)
                let h = integral(raw, grid)
                header = h
                sectionTop = min(sectionTop, h.minY)
                top = h.maxY
            }
            let insetTop = top
            top += m.inset.top
            let contentTop = top

            // Columns and cells.
            var xs: [Double] = []
            xs.reserveCapacity(n)
            var x = m.inset.left
            for _ in 0..<n {
                xs.append(x)
                x += m.columnSpacing + colW
            }
            var bottoms = [Double](repeating: contentTop, count: n)
            builder.beginSection(header: header)
            /// Appends the cells with the column bottoms in `L`'s vector (see `ColumnLaneVector`):
            /// each item waits on the one before only for the lowest bottom, its lane and a select.
            func appendCells<L: ColumnLaneVector>(_: L.Type) throws(LayoutError) {
                var lanes = L.lanes(count: n, start: contentTop)
                let spacing = L.splat(m.interitemSpacing)
                try builder.appendCells(count: section.items.count) {
                    (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
                    let xs = xs.span
                    var laneBottoms = lanes
                    for i in range {
                        let item = section.items[i]
                        try Self.checkItem(item, s, i)
                        let h = Self.height(of: item, columnWidth: colW, itemHeight: m.itemHeight, grid)
                        let (bottom, first) = L.lowest(laneBottoms)
                        let c = L.firstLane(laneBottoms, equalTo: bottom)
                        // In the lowest lane: y = bottom + spacing and maxY = y + h, as below.
                        let tops = L.add(laneBottoms, spacing)
                        cells.append(Rect(x: xs[c], y: bottom + m.interitemSpacing, width: colW, height: h))
                        laneBottoms = L.select(L.add(tops, L.splat(h)), laneBottoms, first)
                    }
                    lanes = laneBottoms
                }
                for c in 0..<n { bottoms[c] = L.element(lanes, c) }
            }
            if vectorLanes && m.strategy == .shortestFirst && n <= ColumnLanes8.capacity && contentTop >= 0 {
                if n <= ColumnLanes.capacity {
                    try appendCells(ColumnLanes.self)
                } else {
                    try appendCells(ColumnLanes8.self)
                }
            } else {
                try builder.appendCells(count: section.items.count) {
                    (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
                    // Spans: one exclusive access to the column bottoms per batch, not one per write.
                    var bottoms = bottoms.mutableSpan
                    let xs = xs.span
                    for i in range {
                        let item = section.items[i]
                        try Self.checkItem(item, s, i)
                        let c: Int
                        switch m.strategy {
                        case .shortestFirst:
                            // The lowest value kept beside its index: a select, not a hard-to-predict branch.
                            var best = 0
                            var lowest = bottoms[0]
                            for k in 1..<n {
                                let v = bottoms[k]
                                if v < lowest {
                                    best = k
                                    lowest = v
                                }
                            }
                            c = best
                        case .leftToRight: c = i % n
                        case .rightToLeft: c = n - 1 - i % n
                        }
                        let h = Self.height(of: item, columnWidth: colW, itemHeight: m.itemHeight, grid)
                        let frame = Rect(x: xs[c], y: bottoms[c] + m.interitemSpacing, width: colW, height: h)
                        cells.append(frame)
                        bottoms[c] = frame.maxY
                    }
                }
            }
            let contentBottom = bottoms.reduce(contentTop, max)
            top = contentBottom

            // Footer (not made integral).
            var footer: Rect?
            if m.footerHeight > 0 {
                footer =
                    insetSupplementaryViews
                    ? Rect(x: m.inset.left, y: top, width: cw, height: m.footerHeight)
                    : Rect(x: 0, y: top, width: W, height: m.footerHeight)
                top += m.footerHeight
            }
            top += m.inset.bottom

            // Guides: section insets, columns, column spacing, the spacing above every cell.
            if builder.includesGuides && !m.inset.isZero {
                let outer = Rect(x: 0, y: insetTop, width: W, height: top - insetTop)
                builder.addGuide(.sectionInsets(section: s, outer: outer, inner: outer.inset(by: m.inset)))
            }
            if builder.includesGuides && !section.items.isEmpty {
                let height = contentBottom - contentTop
                for c in 0..<n {
                    let lane = Rect(x: xs[c], y: contentTop, width: colW, height: height)
                    builder.addGuide(.lane(section: s, index: c, frame: lane))
                    if c + 1 < n && m.columnSpacing > 0 {
                        builder.addGuide(
                            .spacing(
                                section: s,
                                frame: Rect(x: lane.maxX, y: contentTop, width: m.columnSpacing, height: height)))
                    }
                }
                if m.interitemSpacing > 0 {
                    for cell in builder.openSectionCells {
                        builder.addGuide(
                            .spacing(
                                section: s,
                                frame: Rect(
                                    x: cell.minX, y: cell.minY - m.interitemSpacing, width: colW,
                                    height: m.interitemSpacing)))
                    }
                }
            }
            builder.endSection(
                frame: Rect(x: 0, y: sectionTop, width: W, height: top - sectionTop), footer: footer,
                effects: pinHeadersToTop && header != nil ? [pinnedHeader(after: s, end: top, grid)] : [])
        }
        return builder.finish(contentSize: Size(width: W, height: top))
    }

    // MARK: Private

    /// The pinned header effect of section `s`, whose section ends at `end`: pushed out by the next
    /// section's header top as snapped to the pixel grid when the next section has a header (the
    /// original's `nextHeaderOrigin`, read from that header's integral frame), else by `end`.
    private func pinnedHeader(after s: Int, end: Double, _ grid: PixelGrid) -> ScrollEffect {
        guard s + 1 < sections.count else { return .pinnedHeader }
        let nextHeaderHeight = sections[s + 1].headerHeight ?? headerHeight // the cascade of `metrics`
        guard nextHeaderHeight > 0 else { return .pinnedHeader }
        let top = integral(Rect(x: 0, y: end, width: 0, height: nextHeaderHeight), grid).minY
        return top == end ? .pinnedHeader : .pinnedHeaderPushed(end: top)
    }

    /// `CGRect.integral` on the pixel grid: the origin floored, the far edges ceiled. Values within
    /// 1e-9 pixels of a pixel line count as on it (float noise from thirds of a point at scale 3).
    private func integral(_ r: Rect, _ grid: PixelGrid) -> Rect {
        let s = grid.scale
        let x0 = (r.minX * s + 1e-9).rounded(.down) / s
        let y0 = (r.minY * s + 1e-9).rounded(.down) / s
        let x1 = (r.maxX * s - 1e-9).rounded(.up) / s
        let y1 = (r.maxY * s - 1e-9).rounded(.up) / s
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
