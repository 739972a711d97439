/// The steps of `ColumnLayout.layout(in:)` for one section: where its columns are (`Columns`),
/// its header and footer (`headerFrame`, `footerFrame`), its cells (`appendCells`: in one vector
/// of column bottoms, `appendCellsInLanes`, or in an array, `appendCellsInColumns`), its guides
/// (`addGuides`) and its pinned header (`pinnedHeader`).
extension ColumnLayout {
    /// Where a section's columns are: `count` columns `width` wide, column `c` starting at `xs[c]`.
    struct Columns {
        let count: Int
        let width: Double
        let xs: [Double]

        /// The columns of a section with values `m` in a container `W` wide: `width` from
        /// `ColumnFit` (rounded to the pixel grid), `xs[c] = insets.left + c * (columnSpacing + width)`
        /// (added up column by column).
        /// - Throws: `LayoutError` when the section's values leave no room for a column.
        init(_ m: Metrics, containerWidth W: Double, _ grid: PixelGrid) throws(LayoutError) {
            count = m.columns
            width = try m.fit.width(containerWidth: W, snap: grid.round)
            var xs: [Double] = []
            xs.reserveCapacity(count)
            var x = m.inset.left
            for _ in 0..<count {
                xs.append(x)
                x += m.columnSpacing + width
            }
            self.xs = xs
        }
    }

    /// The header of a section with values `m` at `top`, made integral on the pixel grid; nil
    /// without one (`headerHeight` 0).
    func headerFrame(_ m: Metrics, top: Double, containerWidth W: Double, _ grid: PixelGrid) -> Rect? {
        guard m.headerHeight > 0 else { return nil }
        return integral(supplementaryFrame(m, top: top, height: m.headerHeight, containerWidth: W), grid)
    }

    /// The footer of a section with values `m` at `top` (not made integral); nil without one
    /// (`footerHeight` 0).
    func footerFrame(_ m: Metrics, top: Double, containerWidth W: Double) -> Rect? {
        guard m.footerHeight > 0 else { return nil }
        return supplementaryFrame(m, top: top, height: m.footerHeight, containerWidth: W)
    }

    /// A header or footer: the container's width, or between the section's left and right
    /// insets with `insetSupplementaryViews`.
    private func supplementaryFrame(_ m: Metrics, top: Double, height: Double, containerWidth W: Double) -> Rect {
        insetSupplementaryViews
            ? Rect(x: m.inset.left, y: top, width: W - m.inset.left - m.inset.right, height: height)
            : Rect(x: 0, y: top, width: W, height: height)
    }

    /// Appends the cells of `section` (index `s`), each in its column (`layoutStrategy`) under
    /// the column's bottom, every column starting at `top`, and returns the bottom of the
    /// tallest column (`top` without cells). `shortestFirst` sections of up to
    /// `ColumnLanes8.capacity` columns keep their column bottoms in one vector (`vectorLanes`).
    func appendCells(
        _ section: Section, _ s: Int, _ m: Metrics, _ columns: Columns, from top: Double, vectorLanes: Bool,
        _ grid: PixelGrid, into builder: inout LayoutBuilder
    ) throws(LayoutError) -> Double {
        let n = columns.count
        let bottoms: [Double]
        if vectorLanes && m.own.strategy == .shortestFirst && n <= ColumnLanes8.capacity && top >= 0 {
            if n <= ColumnLanes.capacity {
                bottoms = try appendCellsInLanes(
                    ColumnLanes.self, section, s, m, columns, from: top, grid, into: &builder)
            } else {
                bottoms = try appendCellsInLanes(
                    ColumnLanes8.self, section, s, m, columns, from: top, grid, into: &builder)
            }
        } else {
            bottoms = try appendCellsInColumns(section, s, m, columns, from: top, grid, into: &builder)
        }
        return bottoms.reduce(top, max)
    }

    /// `appendCells` for `shortestFirst` with the column bottoms in `L`'s vector (see
    /// `ColumnLaneVector`): each item waits on the one before only for the lowest bottom, its
    /// lane and a select. Returns the column bottoms.
    private func appendCellsInLanes<L: ColumnLaneVector>(
        _: L.Type, _ section: Section, _ s: Int, _ m: Metrics, _ columns: Columns, from top: Double,
        _ grid: PixelGrid, into builder: inout LayoutBuilder
    ) throws(LayoutError) -> [Double] {
        let n = columns.count
        let colW = columns.width
        let xs = columns.xs
        var lanes = L.lanes(count: n, start: top)
        let spacing = L.splat(m.interitemSpacing)
        try builder.appendCells(count: section.items.count) {
            (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
            let xs = xs.span
            var laneBottoms = lanes
            for i in range {
                let item = section.items[i]
                try Self.checkItem(item, s, i)
                let h = Self.height(of: item, columnWidth: colW, itemHeight: m.own.itemHeight, grid)
                let (bottom, first) = L.lowest(laneBottoms)
                let c = L.firstLane(laneBottoms, equalTo: bottom)
                // In the lowest lane: y = bottom + spacing and maxY = y + h, as below.
                let tops = L.add(laneBottoms, spacing)
                cells.append(Rect(x: xs[c], y: bottom + m.interitemSpacing, width: colW, height: h))
                laneBottoms = L.select(L.add(tops, L.splat(h)), laneBottoms, first)
            }
            lanes = laneBottoms
        }
        var bottoms = [Double](repeating: top, count: n)
        for c in 0..<n { bottoms[c] = L.element(lanes, c) }
        return bottoms
    }

    /// `appendCells` with the column bottoms in an array (any strategy and column count).
    /// Returns the column bottoms.
    private func appendCellsInColumns(
        _ section: Section, _ s: Int, _ m: Metrics, _ columns: Columns, from top: Double, _ grid: PixelGrid,
        into builder: inout LayoutBuilder
    ) throws(LayoutError) -> [Double] {
        let n = columns.count
        let colW = columns.width
        let xs = columns.xs
        var bottoms = [Double](repeating: top, count: n)
        try builder.appendCells(count: section.items.count) {
            (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
            // Spans: one exclusive access to the column bottoms per batch, not one per write.
            var bottoms = bottoms.mutableSpan
            let xs = xs.span
            for i in range {
                let item = section.items[i]
                try Self.checkItem(item, s, i)
                let c = m.own.strategy.column(of: i, count: n, shortestIn: bottoms)
                let h = Self.height(of: item, columnWidth: colW, itemHeight: m.own.itemHeight, grid)
                let frame = Rect(x: xs[c], y: bottoms[c] + m.interitemSpacing, width: colW, height: h)
                cells.append(frame)
                bottoms[c] = frame.maxY
            }
        }
        return bottoms
    }

    /// The guides of section `s`: its insets (from `insetTop`, below the header, to `bottom`),
    /// and when it has cells, its columns and the gaps between them (from `contentTop` to
    /// `contentBottom`) and the spacing above every cell.
    func addGuides(
        section s: Int, hasCells: Bool, _ m: Metrics, _ columns: Columns, insetTop: Double, contentTop: Double,
        contentBottom: Double, bottom: Double, containerWidth W: Double, into builder: inout LayoutBuilder
    ) {
        if !m.inset.isZero {
            let outer = Rect(x: 0, y: insetTop, width: W, height: bottom - insetTop)
            builder.addGuide(.sectionInsets(section: s, outer: outer, inner: outer.inset(by: m.inset)))
        }
        guard hasCells else { return }
        let n = columns.count
        let colW = columns.width
        let height = contentBottom - contentTop
        for c in 0..<n {
            let lane = Rect(x: columns.xs[c], y: contentTop, width: colW, height: height)
            builder.addGuide(.lane(section: s, index: c, frame: lane))
            if c + 1 < n && m.columnSpacing > 0 {
                builder.addGuide(
                    .spacing(
                        section: s, frame: Rect(x: lane.maxX, y: contentTop, width: m.columnSpacing, height: height)))
            }
        }
        if m.interitemSpacing > 0 {
            for cell in builder.openSectionCells {
                builder.addGuide(
                    .spacing(
                        section: s,
                        frame: Rect(
                            x: cell.minX, y: cell.minY - m.interitemSpacing, width: colW, height: m.interitemSpacing)))
            }
        }
    }

    /// The pinned header effect of section `s`, whose section ends at `end`: pushed out by the next
    /// section's header top as snapped to the pixel grid when the next section has a header (the
    /// original's `nextHeaderOrigin`, read from that header's integral frame), else by `end`.
    func pinnedHeader(after s: Int, end: Double, _ grid: PixelGrid) -> ScrollEffect {
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
