/// The steps of `WaterfallLayout.layout(in:)` for one section: placing the cells (`placeCells`:
/// `streamCells` with the column heights in a vector, `placeCellsWithArrays` with them in
/// arrays), stretching the columns (`stretch`) and the guides (`addGuides`).
extension WaterfallLayout {
    /// Where a section's columns are: column `c` starts at `x(c)`; every column starts at `top`.
    struct Columns {
        let count: Int
        let left: Double, pitch: Double
        let itemWidth: Double, spacing: Double
        /// The top of the section's cells (after the header and the top inset).
        let top: Double

        init(_ m: Metrics, itemWidth: Double, top: Double) {
            count = m.columns
            left = m.inset.left
            pitch = itemWidth + m.columnSpacing
            self.itemWidth = itemWidth
            spacing = m.columnSpacing
            self.top = top
        }

        /// Where column `c` starts: `insets.left + (itemWidth + minimumColumnSpacing) * c`.
        @inline(__always) func x(_ c: Int) -> Double { left + pitch * Double(c) }
    }

    /// A section's cells once placed.
    struct PlacedCells {
        /// Whether the frames went straight into the builder (then `cells` and `columnCells` are
        /// empty).
        var streamed: Bool
        /// The frames in item order; empty when they were streamed into the builder.
        var cells: [Rect] = []
        /// The items of each column, in order (for stretching and guides); empty when streamed.
        var columnCells: [[Int]] = []
        /// The tallest column's bottom, without its trailing spacing.
        var bottom: Double
    }

    /// Each cell's height from its item's suggested size, in section `section` whose cells are
    /// `itemWidth` wide, checking the item (a size closure's answer too) as it goes.
    struct CellHeights {
        let grid: PixelGrid
        let section: Int
        let itemWidth: Double

        /// The height of the cell of item `i` of `layout`, whose size is `size`. Before the first
        /// size closure is asked, every value of the layout is checked, once (`checkedAllItems`),
        /// so that no closure runs for a layout the full check rejects.
        @inline(__always)
        func height(
            _ size: ItemSize, _ i: Int, of layout: WaterfallLayout, checkedAllItems: inout Bool
        ) throws(LayoutError) -> Double {
            let suggested: Size
            switch size {
            case .suggested(let size):
                // Both sides > 0 and finite (the common case; a finite sum of two values > 0 has
                // both finite): the check passes and the height is the ratio's.
                if size.width > 0 && size.height > 0 && size.width + size.height < .infinity {
                    return grid.floor(size.height * itemWidth / size.width)
                }
                try WaterfallLayout.checkItem(size, section, i)
                suggested = size
            case .custom(let ask):
                if !checkedAllItems {
                    try layout.checkParameters(includingItems: true)
                    checkedAllItems = true
                }
                suggested = ask(itemWidth)
                guard suggested.width.isFinite, suggested.height.isFinite, suggested.width >= 0, suggested.height >= 0
                else {
                    throw LayoutError(
                        path: "sections[\(section)].items[\(i)]",
                        "the size closure returned \(suggested); suggested sizes must be finite and >= 0")
                }
            }
            return suggested.width > 0 && suggested.height > 0
                ? grid.floor(suggested.height * itemWidth / suggested.width) : 0
        }
    }

    /// Places a section's cells in item order. When every frame is final as placed (no
    /// stretching, no guides) they are streamed into `builder`: for `shortestFirst` sections of up
    /// to `ColumnLanes8.capacity` columns with the column heights in a vector (`vectorLanes`;
    /// false is for tests), else in arrays. Otherwise they are kept, with each column's items,
    /// for stretching and guides, and the caller appends them.
    func placeCells(
        _ section: Section, _ columns: Columns, _ m: Metrics, _ heights: CellHeights, vectorLanes: Bool,
        checkedAllItems: inout Bool, into builder: inout LayoutBuilder
    ) throws(LayoutError) -> PlacedCells {
        let streams = m.own.stretching == .noStretching && !builder.includesGuides
        guard
            streams && vectorLanes && m.own.direction == .shortestFirst && m.columns <= ColumnLanes8.capacity
                && columns.top >= 0
        else {
            return try placeCellsWithArrays(
                section, columns, m, heights, checkedAllItems: &checkedAllItems, into: &builder, streams: streams)
        }
        if m.columns <= ColumnLanes.capacity {
            return try streamCells(
                ColumnLanes.self, section, columns, m, heights, checkedAllItems: &checkedAllItems, into: &builder)
        }
        return try streamCells(
            ColumnLanes8.self, section, columns, m, heights, checkedAllItems: &checkedAllItems, into: &builder)
    }

    /// Streams the cells of a `shortestFirst` section of up to `L.capacity` columns into
    /// `builder` (every frame is final as placed), with the column heights in `L`'s vector (see
    /// `ColumnLaneVector`): each item waits on the one before only for the lowest height, its
    /// lane and a select. The tallest column's bottom is the highest bottom of any cell (a
    /// column's cells go down), kept as one running maximum instead of each column's bottom.
    func streamCells<L: ColumnLaneVector>(
        _: L.Type, _ section: Section, _ columns: Columns, _ m: Metrics, _ heights: CellHeights,
        checkedAllItems: inout Bool,
        into builder: inout LayoutBuilder
    ) throws(LayoutError) -> PlacedCells {
        var laneHeights = L.lanes(count: columns.count, start: columns.top)
        var tallest = columns.top
        let spacing = L.splat(m.interitemSpacing)
        let itemW = columns.itemWidth
        // Each column's x, as the array loop works it out.
        let xs = (0..<L.capacity).map { columns.x($0) }
        try xs.withUnsafeBufferPointer { (xs) throws(LayoutError) in
            try section.items.withUnsafeBufferPointer { (items) throws(LayoutError) in
                try builder.appendCells(count: items.count) {
                    (out: inout OutputSpan<Rect>, range) throws(LayoutError) in
                    var lanes = laneHeights
                    var highest = tallest
                    for i in range {
                        // `range` is within `0..<count`: no bounds check per item (release).
                        let h = try heights.height(items[i].size, i, of: self, checkedAllItems: &checkedAllItems)
                        let (y, first) = L.lowest(lanes)
                        let c = L.firstLane(lanes, equalTo: y)
                        let frame = Rect(x: xs[c], y: y, width: itemW, height: h)
                        out.append(frame)
                        // In the lowest lane: (y + h) + spacing, as `ColumnPicker.place`.
                        lanes = L.select(L.add(L.add(lanes, L.splat(h)), spacing), lanes, first)
                        highest = max(highest, frame.maxY)
                    }
                    laneHeights = lanes
                    tallest = highest
                }
            }
        }
        return PlacedCells(streamed: true, bottom: tallest)
    }

    /// `placeCells` with the column heights in arrays (any column count and render direction).
    func placeCellsWithArrays(
        _ section: Section, _ columns: Columns, _ m: Metrics, _ heights: CellHeights, checkedAllItems: inout Bool,
        into builder: inout LayoutBuilder, streams: Bool
    ) throws(LayoutError) -> PlacedCells {
        let picker = ColumnPicker(self, columns, m)
        // Where each column's next cell goes, and each column's last cell's bottom.
        var tops = [Double](repeating: columns.top, count: columns.count)
        var bottoms = tops
        if streams {
            try builder.appendCells(count: section.items.count) {
                (out: inout OutputSpan<Rect>, range) throws(LayoutError) in
                try picker.place(range, section, heights, &checkedAllItems, tops: &tops, bottoms: &bottoms) {
                    _, _, frame in
                    out.append(frame)
                }
            }
            return PlacedCells(streamed: true, bottom: bottoms.reduce(columns.top, max))
        }
        var placed = PlacedCells(
            streamed: false, columnCells: [[Int]](repeating: [], count: columns.count), bottom: columns.top)
        placed.cells.reserveCapacity(section.items.count)
        try picker.place(section.items.indices, section, heights, &checkedAllItems, tops: &tops, bottoms: &bottoms) {
            i, c, frame in
            placed.cells.append(frame)
            placed.columnCells[c].append(i)
        }
        placed.bottom = bottoms.reduce(columns.top, max)
        return placed
    }

    /// Which column each cell goes to (the render direction's), with the column heights in
    /// arrays, for `placeCells`.
    struct ColumnPicker {
        let layout: WaterfallLayout
        let columns: Columns
        let direction: ItemRenderDirection
        let interitemSpacing: Double

        init(_ layout: WaterfallLayout, _ columns: Columns, _ m: Metrics) {
            self.layout = layout
            self.columns = columns
            direction = m.own.direction
            interitemSpacing = m.interitemSpacing
        }

        /// Places the items `range` (in order, after the ones before it), each under the column
        /// the render direction picks, `tops[c]` being where column `c`'s next cell goes and
        /// `bottoms[c]` its last cell's bottom: `emit(item, column, frame)`.
        @inline(__always)
        func place(
            _ range: Range<Int>, _ section: Section, _ cellHeights: CellHeights, _ checkedAllItems: inout Bool,
            tops: inout [Double], bottoms: inout [Double], _ emit: (_ item: Int, _ column: Int, _ frame: Rect) -> Void
        ) throws(LayoutError) {
            let n = columns.count
            // Spans: one exclusive access to each column array per call, not a uniqueness check
            // per write.
            var tops = tops.mutableSpan
            var bottoms = bottoms.mutableSpan
            for i in range {
                let c = direction.column(of: i, count: n, shortestIn: tops)
                let h = try cellHeights.height(section.items[i].size, i, of: layout, checkedAllItems: &checkedAllItems)
                let y = tops[c]
                let frame = Rect(x: columns.x(c), y: y, width: columns.itemWidth, height: h)
                emit(i, c, frame)
                tops[c] = (y + h) + interitemSpacing
                bottoms[c] = frame.maxY
            }
        }
    }

    /// Evens out the column bottoms of a placed section (AJF's stretching): the gap of a column
    /// is the tallest column's bottom minus its own; `lastCell` adds it to the column's last
    /// cell, `allCells` adds `floorPixel(gap / k)` to each of its k cells, moving the j-th down
    /// by j times that. The section's bottom does not change.
    func stretch(_ placed: inout PlacedCells, _ stretching: StretchingType, _ grid: PixelGrid) {
        let bottom = placed.bottom
        for ids in placed.columnCells where !ids.isEmpty {
            let last = ids[ids.count - 1]
            let gap = bottom - placed.cells[last].maxY
            guard gap > 0 else { continue }
            switch stretching {
            case .noStretching: break
            case .lastCell:
                placed.cells[last].height = bottom - placed.cells[last].y
            case .allCells:
                // The tolerance keeps float noise (e.g. thirds of a point at scale 3) from
                // costing a whole pixel.
                let step = grid.floor(gap / Double(ids.count) + 1e-9)
                for (j, id) in ids.enumerated() {
                    placed.cells[id].y += Double(j) * step
                    placed.cells[id].height += step
                }
            }
        }
    }

    /// The guides of section `s`: its insets (`insets` is the box around them), its columns, the
    /// spacing between columns and between the cells of a column.
    func addGuides(
        section s: Int, _ placed: PlacedCells, _ columns: Columns, insets: Rect, _ m: Metrics,
        into builder: inout LayoutBuilder
    ) {
        let itemW = columns.itemWidth
        let isEmpty = sections[s].items.isEmpty
        if !isEmpty || !m.inset.isZero {
            builder.addGuide(.sectionInsets(section: s, outer: insets, inner: insets.inset(by: m.inset)))
        }
        guard !isEmpty else { return }
        let height = placed.bottom - columns.top
        for c in 0..<columns.count {
            let lane = Rect(x: columns.x(c), y: columns.top, width: itemW, height: height)
            builder.addGuide(.lane(section: s, index: c, frame: lane))
            if c + 1 < columns.count && m.columnSpacing > 0 {
                builder.addGuide(
                    .spacing(
                        section: s, frame: Rect(x: lane.maxX, y: columns.top, width: m.columnSpacing, height: height)))
            }
        }
        for ids in placed.columnCells where ids.count > 1 {
            for j in 1..<ids.count {
                let above = placed.cells[ids[j - 1]]
                let below = placed.cells[ids[j]]
                if below.minY > above.maxY {
                    builder.addGuide(
                        .spacing(
                            section: s,
                            frame: Rect(x: above.minX, y: above.maxY, width: itemW, height: below.minY - above.maxY)))
                }
            }
        }
    }

    /// A header's or footer's left and right insets fit in the container `W` wide.
    func checkSupplementaryInsets(_ m: Metrics, containerWidth W: Double) throws(LayoutError) {
        for (height, inset, key) in [
            (m.headerHeight, m.own.headerInset, m.own.headerInsetKey),
            (m.footerHeight, m.own.footerInset, m.own.footerInsetKey),
        ]
        where height > 0 && inset.left + inset.right > W {
            throw LayoutError(
                path: key,
                "left + right (\(formatNumber(inset.left)) + \(formatNumber(inset.right))) exceed the \(formatNumber(W)) pt wide container; make them add up to at most \(formatNumber(W))"
            )
        }
    }
}
