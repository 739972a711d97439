/// The waterfall ("Pinterest") layout of AJFCollectionViewWaterfallLayout with
/// CHTCollectionViewWaterfallLayout's geometry: each section has its own number of equal-width
/// columns; every cell takes the column width and a height from its suggested size's aspect ratio,
/// and goes under the previous cell of the column it is given (the shortest column, or round-robin
/// left to right or right to left). Sections may have headers and footers with their own insets,
/// and AJF's stretching evens out the column bottoms of a section. Vertical scrolling only.
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
public struct WaterfallLayout: CollectionLayout {
    public static let kindName = "waterfall"

    /// Which column a cell goes to (CHT's `itemRenderDirection`).
    public enum ItemRenderDirection: String, Hashable, Sendable, CaseIterable {
        /// The column with the smallest height; ties go to the leftmost.
        case shortestFirst
        /// Item `i` of a section goes to column `i mod columnCount`.
        case leftToRight
        /// Item `i` of a section goes to column `columnCount - 1 - i mod columnCount`.
        case rightToLeft
    }

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
        let grid = PixelGrid(scale: scale)
        let m = metrics(section, sections[section])
        return try ColumnFit.width(
            containerWidth: containerWidth, insets: m.inset, count: m.columns,
            spacing: m.columnSpacing, keys: m.keys, snap: grid.floor)
    }

    public func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try layout(in: context, vectorLanes: true)
    }

    /// `layout(in:)`, with the column heights of sections of up to `ColumnLanes8.capacity` columns
    /// in one vector (`vectorLanes`) or in an array like those of more columns (for tests: both
    /// give the same frames).
    func layout(in context: LayoutContext, vectorLanes: Bool) throws(LayoutError) -> LayoutResult {
        try Self.checkDirection(context)
        do {
            return try layoutCheckingItems(in: context, vectorLanes: vectorLanes)
        } catch {
            // The items are checked where they are placed (one pass over them, not two); on any
            // error, the full check reports what it always did: the first bad value in spec order.
            try checkParameters(includingItems: true)
            throw error
        }
    }

    /// `layout(in:)` after the layout's and sections' values are checked; each item is checked
    /// as it is placed (`checkItem`), and all of them before the first size closure is asked, so
    /// that no closure runs for a layout the full check rejects.
    private func layoutCheckingItems(in context: LayoutContext, vectorLanes: Bool) throws(LayoutError) -> LayoutResult {
        try checkParameters(includingItems: false)
        var checkedAllItems = false
        let W = context.containerSize.width
        guard W.isFinite, W >= 0 else {
            throw LayoutError(path: "container.width", "must be finite and >= 0, got \(formatNumber(W))")
        }
        let grid = context.pixelGrid
        var builder = LayoutBuilder(context, capacity: sections.reduce(0) { $0 + $1.items.count + 2 })
        guard !sections.isEmpty else { return builder.finish(contentSize: .zero) }
        var top = 0.0

        for (s, section) in sections.enumerated() {
            let m = metrics(s, section)
            let n = m.columns
            let itemW = try ColumnFit.width(
                containerWidth: W, insets: m.inset, count: n,
                spacing: m.columnSpacing, keys: m.keys, snap: grid.floor)
            for (height, inset, key) in [
                (m.headerHeight, m.headerInset, m.headerInsetKey), (m.footerHeight, m.footerInset, m.footerInsetKey),
            ]
            where height > 0 && inset.left + inset.right > W {
                throw LayoutError(
                    path: key,
                    "left + right (\(formatNumber(inset.left)) + \(formatNumber(inset.right))) exceed the \(formatNumber(W)) pt wide container; make them add up to at most \(formatNumber(W))"
                )
            }
            let sectionTop = top
            // Header.
            top += m.headerInset.top
            var header: Rect?
            if m.headerHeight > 0 {
                header = Rect(
                    x: m.headerInset.left, y: top, width: W - (m.headerInset.left + m.headerInset.right),
                    height: m.headerHeight)
                top += m.headerHeight + m.headerInset.bottom
            }
            let insetTop = top
            top += m.inset.top
            let contentTop = top

            // Cells, in item order, each under the column the render direction picks.
            let count = section.items.count
            var heights = [Double](repeating: contentTop, count: n) // where each column's next cell goes
            var bottoms = [Double](repeating: contentTop, count: n) // each column's last cell's bottom
            /// The height of the cell of item `i`, whose size is `size` (checking the item, or
            /// asking its closure).
            @inline(__always) func cellHeight(_ size: ItemSize, _ i: Int) throws(LayoutError) -> Double {
                let suggested: Size
                switch size {
                case .suggested(let size):
                    // Both sides > 0 and finite (the common case; a finite sum of two values
                    // > 0 has both finite): the check passes and the height is the ratio's.
                    if size.width > 0 && size.height > 0 && size.width + size.height < .infinity {
                        return grid.floor(size.height * itemW / size.width)
                    }
                    try Self.checkItem(size, s, i)
                    suggested = size
                case .custom(let ask):
                    if !checkedAllItems {
                        try checkParameters(includingItems: true)
                        checkedAllItems = true
                    }
                    suggested = ask(itemW)
                    guard suggested.width.isFinite, suggested.height.isFinite, suggested.width >= 0,
                        suggested.height >= 0
                    else {
                        throw LayoutError(
                            path: "sections[\(s)].items[\(i)]",
                            "the size closure returned \(suggested); suggested sizes must be finite and >= 0")
                    }
                }
                return suggested.width > 0 && suggested.height > 0
                    ? grid.floor(suggested.height * itemW / suggested.width) : 0
            }
            /// Places the items `range` (in order, after the ones before it).
            @inline(__always) func placeCells(
                _ range: Range<Int>, _ emit: (_ item: Int, _ column: Int, _ frame: Rect) -> Void
            ) throws(LayoutError) {
                // Spans: one exclusive access to each column array per call, not a uniqueness
                // check per write.
                var heights = heights.mutableSpan
                var bottoms = bottoms.mutableSpan
                for i in range {
                    let c: Int
                    switch m.direction {
                    case .shortestFirst:
                        // The lowest value kept beside its index: a select, not a hard-to-predict branch.
                        var best = 0
                        var lowest = heights[0]
                        for k in 1..<n {
                            let v = heights[k]
                            if v < lowest {
                                best = k
                                lowest = v
                            }
                        }
                        c = best
                    case .leftToRight: c = i % n
                    case .rightToLeft: c = n - 1 - i % n
                    }
                    let h = try cellHeight(section.items[i].size, i)
                    let y = heights[c]
                    let frame = Rect(
                        x: m.inset.left + (itemW + m.columnSpacing) * Double(c), y: y, width: itemW, height: h)
                    emit(i, c, frame)
                    heights[c] = (y + h) + m.interitemSpacing
                    bottoms[c] = frame.maxY
                }
            }
            builder.beginSection(header: header)
            // The cells of each column (item indices), for stretching and guides.
            var columnCells = [[Int]](repeating: [], count: n)
            var cells: [Rect] = []
            let streams = m.stretching == .noStretching && !builder.includesGuides
            /// Streams the cells (every frame is final as placed: straight into the result) with
            /// the column heights in `L`'s vector (see `ColumnLaneVector`): each item waits on
            /// the one before only for the lowest height, its lane and a select. The tallest
            /// column's bottom is the highest bottom of any cell (a column's cells go down), kept
            /// as one running maximum instead of each column's bottom, and returned.
            func streamCells<L: ColumnLaneVector>(_: L.Type) throws(LayoutError) -> Double {
                var laneHeights = L.lanes(count: n, start: contentTop)
                var tallest = contentTop
                let spacing = L.splat(m.interitemSpacing)
                // Each column's x, as the array loop works it out.
                let xs = (0..<L.capacity).map { c in m.inset.left + (itemW + m.columnSpacing) * Double(c) }
                try xs.withUnsafeBufferPointer { (xs) throws(LayoutError) in
                    try section.items.withUnsafeBufferPointer { (items) throws(LayoutError) in
                        try builder.appendCells(count: count) {
                            (out: inout OutputSpan<Rect>, range) throws(LayoutError) in
                            var heights = laneHeights
                            var highest = tallest
                            for i in range {
                                // `range` is within `0..<count`: no bounds check per item (release).
                                let h = try cellHeight(items[i].size, i)
                                let (y, first) = L.lowest(heights)
                                let c = L.firstLane(heights, equalTo: y)
                                let frame = Rect(x: xs[c], y: y, width: itemW, height: h)
                                out.append(frame)
                                // In the lowest lane: (y + h) + spacing, as below.
                                heights = L.select(L.add(L.add(heights, L.splat(h)), spacing), heights, first)
                                highest = max(highest, frame.maxY)
                            }
                            laneHeights = heights
                            tallest = highest
                        }
                    }
                }
                return tallest
            }
            var streamedBottom: Double?
            if streams && vectorLanes && m.direction == .shortestFirst && n <= ColumnLanes8.capacity && contentTop >= 0
            {
                streamedBottom =
                    n <= ColumnLanes.capacity ? try streamCells(ColumnLanes.self) : try streamCells(ColumnLanes8.self)
            } else if streams {
                // Every frame is final as placed: straight into the result.
                try builder.appendCells(count: count) { (out: inout OutputSpan<Rect>, range) throws(LayoutError) in
                    try placeCells(range) { _, _, frame in out.append(frame) }
                }
            } else {
                cells.reserveCapacity(count)
                try placeCells(section.items.indices) { i, c, frame in
                    cells.append(frame)
                    columnCells[c].append(i)
                }
            }
            // The tallest column's bottom, without its trailing spacing.
            let contentBottom = streamedBottom ?? bottoms.reduce(contentTop, max)

            // Stretching.
            if count > 0 && m.stretching != .noStretching {
                for ids in columnCells where !ids.isEmpty {
                    let last = ids[ids.count - 1]
                    let gap = contentBottom - cells[last].maxY
                    guard gap > 0 else { continue }
                    switch m.stretching {
                    case .noStretching: break
                    case .lastCell:
                        cells[last].height = contentBottom - cells[last].y
                    case .allCells:
                        // The tolerance keeps float noise (e.g. thirds of a point at scale 3) from
                        // costing a whole pixel.
                        let step = grid.floor(gap / Double(ids.count) + 1e-9)
                        for (j, id) in ids.enumerated() {
                            cells[id].y += Double(j) * step
                            cells[id].height += step
                        }
                    }
                }
            }
            if !streams { builder.appendCells(cells) }

            // Footer.
            top = contentBottom + m.inset.bottom
            let insetBottom = top
            top += m.footerInset.top
            var footer: Rect?
            if m.footerHeight > 0 {
                footer = Rect(
                    x: m.footerInset.left, y: top, width: W - (m.footerInset.left + m.footerInset.right),
                    height: m.footerHeight)
                top += m.footerHeight + m.footerInset.bottom
            }

            // Guides: section insets, columns, column and interitem spacing.
            if builder.includesGuides && (count > 0 || !m.inset.isZero) {
                let outer = Rect(x: 0, y: insetTop, width: W, height: insetBottom - insetTop)
                builder.addGuide(.sectionInsets(section: s, outer: outer, inner: outer.inset(by: m.inset)))
            }
            if builder.includesGuides && count > 0 {
                let height = contentBottom - contentTop
                for c in 0..<n {
                    let lane = Rect(
                        x: m.inset.left + (itemW + m.columnSpacing) * Double(c), y: contentTop, width: itemW,
                        height: height)
                    builder.addGuide(.lane(section: s, index: c, frame: lane))
                    if c + 1 < n && m.columnSpacing > 0 {
                        builder.addGuide(
                            .spacing(
                                section: s,
                                frame: Rect(x: lane.maxX, y: contentTop, width: m.columnSpacing, height: height)))
                    }
                }
                for ids in columnCells where ids.count > 1 {
                    for j in 1..<ids.count {
                        let above = cells[ids[j - 1]]
                        let below = cells[ids[j]]
                        if below.minY > above.maxY {
                            builder.addGuide(
                                .spacing(
                                    section: s,
                                    frame: Rect(
                                        x: above.minX, y: above.maxY, width: itemW, height: below.minY - above.maxY)))
                        }
                    }
                }
            }
            builder.endSection(frame: Rect(x: 0, y: sectionTop, width: W, height: top - sectionTop), footer: footer)
        }
        return builder.finish(contentSize: Size(width: W, height: max(top, minimumContentHeight)))
    }

    // MARK: Private

    /// A section's values after falling back to the layout's, with the spec paths they came from.
    private struct Metrics {
        var columns: Int
        var columnSpacing: Double
        var interitemSpacing: Double
        var inset: EdgeInsets
        var headerHeight: Double
        var footerHeight: Double
        var headerInset: EdgeInsets
        var footerInset: EdgeInsets
        var direction: ItemRenderDirection
        var stretching: StretchingType
        var keys: ColumnFit.Keys
        var headerInsetKey: String
        var footerInsetKey: String
    }

    private func metrics(_ s: Int, _ section: Section) -> Metrics {
        func key(_ own: Bool, _ name: String) -> String { own ? "sections[\(s)].options.\(name)" : "options.\(name)" }
        return Metrics(
            columns: section.columnCount ?? columnCount,
            columnSpacing: section.minimumColumnSpacing ?? minimumColumnSpacing,
            interitemSpacing: section.minimumInteritemSpacing ?? minimumInteritemSpacing,
            inset: section.sectionInset ?? sectionInset,
            headerHeight: section.headerHeight ?? headerHeight,
            footerHeight: section.footerHeight ?? footerHeight,
            headerInset: section.headerInset ?? headerInset,
            footerInset: section.footerInset ?? footerInset,
            direction: section.itemRenderDirection ?? itemRenderDirection,
            stretching: section.stretchingType ?? stretchingType,
            keys: ColumnFit.Keys(
                insets: key(section.sectionInset != nil, "insets"),
                spacing: key(section.minimumColumnSpacing != nil, "minimumColumnSpacing"),
                count: key(section.columnCount != nil, "columnCount")),
            headerInsetKey: key(section.headerInset != nil, "headerInset"),
            footerInsetKey: key(section.footerInset != nil, "footerInset"))
    }

    /// Rejects column counts below 1 and negative or non-finite lengths, naming the spec path:
    /// the layout's values, then each section's values and (`includingItems`) its items.
    private func checkParameters(includingItems: Bool) throws(LayoutError) {
        let length = ParameterCheck.length
        let insets = ParameterCheck.insets
        func count(_ n: Int, _ path: String) throws(LayoutError) { try ParameterCheck.count(n, path) }
        try count(columnCount, "options.columnCount")
        try length(minimumColumnSpacing, "options.minimumColumnSpacing")
        try length(minimumInteritemSpacing, "options.minimumInteritemSpacing")
        try length(headerHeight, "options.header.height")
        try length(footerHeight, "options.footer.height")
        try insets(headerInset, "options.headerInset")
        try insets(footerInset, "options.footerInset")
        try insets(sectionInset, "options.insets")
        try length(minimumContentHeight, "options.minimumContentHeight")
        for (s, section) in sections.enumerated() {
            let p = "sections[\(s)]"
            if let n = section.columnCount { try count(n, "\(p).options.columnCount") }
            if let v = section.minimumColumnSpacing { try length(v, "\(p).options.minimumColumnSpacing") }
            if let v = section.minimumInteritemSpacing { try length(v, "\(p).options.minimumInteritemSpacing") }
            if let v = section.headerHeight { try length(v, "\(p).header.height") }
            if let v = section.footerHeight { try length(v, "\(p).footer.height") }
            if let e = section.headerInset { try insets(e, "\(p).options.headerInset") }
            if let e = section.footerInset { try insets(e, "\(p).options.footerInset") }
            if let e = section.sectionInset { try insets(e, "\(p).options.insets") }
            guard includingItems else { continue }
            for (i, item) in section.items.enumerated() {
                if case .suggested(let size) = item.size { try Self.checkItem(size, s, i) }
            }
        }
    }

    /// The suggested size of item `i` of section `s` has sides >= 0 (finite).
    @inline(__always)
    private static func checkItem(_ size: Size, _ s: Int, _ i: Int) throws(LayoutError) {
        try ParameterCheck.length(size.width, "sections[\(s)].items[\(i)].width")
        try ParameterCheck.length(size.height, "sections[\(s)].items[\(i)].height")
    }
}

/// Column heights (or bottoms) in one vector, for the shortest-column rule (waterfall's
/// `shortestFirst`, column's): the lowest height and the first lane holding it come from a few
/// vector instructions and no branches. Each item waits on the one before only for this chain
/// (lowest -> lanes equal to it -> the first of them -> select the new heights), where a scan over
/// an array waited on a scan, a store and a load at a variable index. `ColumnLanes` holds up to 4
/// columns, `ColumnLanes8` up to 8; more columns keep the array loop.
///
/// Unused lanes hold +infinity: never lower than a used lane, and never the first lane holding
/// the lowest (lane 0 is used and holds at most as much). Heights are never NaN and never -0.0:
/// they start at a section's top, +0 or more (callers check `start >= 0`; sums of +0 and
/// lengths >= 0 are never -0.0), and grow by lengths >= 0 (+infinity at worst). So the lowest is
/// a plain minimum and "the first lane equal to it" is the lane the scalar scan (`v < lowest`,
/// the lowest index on ties) picks, and its value has the same bits.
///
/// Every operation is a requirement with a concrete implementation (not the standard library's
/// generic SIMD code, which loops over the lanes), in small separate functions as mosaic's
/// `LaneVector`: the standard library's SIMD operations compile to vector instructions when each is
/// optimised on its own.
protocol ColumnLaneVector {
    associatedtype Vector
    /// A lane mask: all ones where true, zero where false.
    associatedtype Mask
    static var capacity: Int { get }
    /// `count` (1...capacity) lanes at `start`, the others at +infinity.
    static func lanes(count: Int, start: Double) -> Vector
    static func splat(_ value: Double) -> Vector
    static func add(_ a: Vector, _ b: Vector) -> Vector
    /// Element `lane` of `v`.
    static func element(_ v: Vector, _ lane: Int) -> Double
    /// The lowest element of `v` and the mask of the first lane holding it.
    static func lowest(_ v: Vector) -> (value: Double, first: Mask)
    /// The first lane of `v` equal to `value` (there is one).
    static func firstLane(_ v: Vector, equalTo value: Double) -> Int
    /// `a` where `mask`, else `b`.
    static func select(_ a: Vector, _ b: Vector, _ mask: Mask) -> Vector
}

/// Up to four columns.
///
/// `lowest`: the lanes equal to the lowest, less those after a lane at most as high (the minima of
/// the lanes before each lane are worked out beside the lowest, off the chain from item to item).
/// Lane 0 has NaN before it, which is never at most as high, so a lowest of +infinity is found in
/// lane 0.
enum ColumnLanes: ColumnLaneVector {
    typealias Vector = SIMD4<Double>
    typealias Mask = SIMD4<Int64>
    static var capacity: Int { 4 }

    static func lanes(count: Int, start: Double) -> Vector {
        var v = Vector(repeating: .infinity)
        for c in 0..<count { v[c] = start }
        return v
    }

    @inline(__always) static func splat(_ value: Double) -> Vector { Vector(repeating: value) }
    @inline(__always) static func add(_ a: Vector, _ b: Vector) -> Vector { a + b }
    @inline(__always) static func element(_ v: Vector, _ lane: Int) -> Double { v[lane] }

    @inline(__always)
    static func lowest(_ v: Vector) -> (value: Double, first: Mask) {
        let low = v.lowHalf
        let high = v.highHalf
        let pair = min2(low, high)
        let m = min2(pair, swapped(pair)) // the lowest, in both lanes
        let lowPair = min2(low, swapped(low))
        let beforeLow = SIMD2<Double>(.nan, low[0])
        let beforeHigh = min2(lowPair, SIMD2(.infinity, high[0]))
        let firstLow = first(low, m, beforeLow)
        let firstHigh = first(high, m, beforeHigh)
        return (m[0], Mask(lowHalf: firstLow, highHalf: firstHigh))
    }

    /// The bits of the lanes equal to `value`, lane i at bit i; the lowest set one.
    @inline(__always)
    static func firstLane(_ v: Vector, equalTo value: Double) -> Int {
        let bits = (v .== Vector(repeating: value))._storage & Mask(1, 2, 4, 8)
        return Int(bits.wrappedSum()).trailingZeroBitCount
    }

    /// The lane of `first` (a mask with exactly one lane set).
    @inline(__always)
    static func lane(_ first: Mask) -> Int {
        Int((first & Mask(1, 2, 4, 8)).wrappedSum()).trailingZeroBitCount
    }

    @inline(__always)
    static func select(_ a: Vector, _ b: Vector, _ mask: Mask) -> Vector {
        Vector(bitPattern: (a.bitPattern & mask) | (b.bitPattern & ~mask))
    }
}

/// Up to eight columns: `ColumnLanes`' operations on four pairs of lanes (the lowest by a tree of
/// three minima; the minima before each pair by a running minimum beside it).
enum ColumnLanes8: ColumnLaneVector {
    typealias Vector = SIMD8<Double>
    typealias Mask = SIMD8<Int64>
    static var capacity: Int { 8 }

    static func lanes(count: Int, start: Double) -> Vector {
        var v = Vector(repeating: .infinity)
        for c in 0..<count { v[c] = start }
        return v
    }

    @inline(__always) static func splat(_ value: Double) -> Vector { Vector(repeating: value) }
    @inline(__always) static func add(_ a: Vector, _ b: Vector) -> Vector { a + b }
    @inline(__always) static func element(_ v: Vector, _ lane: Int) -> Double { v[lane] }

    @inline(__always)
    static func lowest(_ v: Vector) -> (value: Double, first: Mask) {
        let q0 = v.lowHalf.lowHalf
        let q1 = v.lowHalf.highHalf
        let q2 = v.highHalf.lowHalf
        let q3 = v.highHalf.highHalf
        let pair = min2(min2(q0, q1), min2(q2, q3))
        let m = min2(pair, swapped(pair)) // the lowest, in both lanes
        // The lowest of the lanes before each pair (in both lanes), then before each lane.
        let upTo1 = min2(q0, swapped(q0))
        let upTo3 = min2(upTo1, min2(q1, swapped(q1)))
        let upTo5 = min2(upTo3, min2(q2, swapped(q2)))
        let before0 = SIMD2<Double>(.nan, q0[0])
        let before1 = min2(upTo1, SIMD2(.infinity, q1[0]))
        let before2 = min2(upTo3, SIMD2(.infinity, q2[0]))
        let before3 = min2(upTo5, SIMD2(.infinity, q3[0]))
        let low = SIMD4<Int64>(lowHalf: first(q0, m, before0), highHalf: first(q1, m, before1))
        let high = SIMD4<Int64>(lowHalf: first(q2, m, before2), highHalf: first(q3, m, before3))
        return (m[0], Mask(lowHalf: low, highHalf: high))
    }

    @inline(__always)
    static func firstLane(_ v: Vector, equalTo value: Double) -> Int {
        let bits = (v .== Vector(repeating: value))._storage & Mask(1, 2, 4, 8, 16, 32, 64, 128)
        return Int(bits.wrappedSum()).trailingZeroBitCount
    }

    /// The lane of `first` (a mask with exactly one lane set).
    @inline(__always)
    static func lane(_ first: Mask) -> Int {
        Int((first & Mask(1, 2, 4, 8, 16, 32, 64, 128)).wrappedSum()).trailingZeroBitCount
    }

    @inline(__always)
    static func select(_ a: Vector, _ b: Vector, _ mask: Mask) -> Vector {
        Vector(bitPattern: (a.bitPattern & mask) | (b.bitPattern & ~mask))
    }
}

@inline(__always)
private func swapped(_ a: SIMD2<Double>) -> SIMD2<Double> { SIMD2(a[1], a[0]) }

/// The lanes of `v` equal to the lowest `m` with no lane at most `m` before them (`before`: the
/// lowest of the lanes before each lane).
@inline(__always)
private func first(_ v: SIMD2<Double>, _ m: SIMD2<Double>, _ before: SIMD2<Double>) -> SIMD2<Int64> {
    (v .== m)._storage & ~(before .<= m)._storage
}
