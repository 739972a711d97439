/// The steps of `StyledFlowLayout.layout(in:)` for one section: its values (`metrics`), its header
/// and footer (`supplementaryFrame`), its rows as placed (`appendRowsAsPlaced`) or transformed
/// (`appendTransformedRows`, with `transform`).
extension StyledFlowLayout {
    /// A section's values after falling back to the layout's (the gaps between spans and around
    /// span groups fall back to `interitemSpacing`).
    struct Metrics {
        var interitemSpacing: Double
        var insets: EdgeInsets
        var rowTransform: RowTransform
        var interspanSpacing: Double
        var spanGroupSpacingBefore: Double
        var spanGroupSpacingAfter: Double
        var headerHeight: Double
        var footerHeight: Double
    }

    /// `section`'s values after falling back to the layout's.
    func metrics(_ section: Section) -> Metrics {
        let gap = section.interitemSpacing ?? interitemSpacing
        return Metrics(
            interitemSpacing: gap,
            insets: section.insets ?? defaultSectionInsets,
            rowTransform: section.rowTransform ?? defaultRowTransform,
            interspanSpacing: section.interspanSpacing ?? interspanSpacing ?? gap,
            spanGroupSpacingBefore: section.spanGroupSpacingBefore ?? spanGroupSpacingBefore ?? gap,
            spanGroupSpacingAfter: section.spanGroupSpacingAfter ?? spanGroupSpacingAfter ?? gap,
            headerHeight: section.headerHeight ?? defaultHeaderHeight,
            footerHeight: section.footerHeight ?? defaultFooterHeight)
    }

    /// A header or footer `height` tall at `top`: the container's width `W`, or the section's
    /// width `cw` between its insets with `insetSupplementaryViews`; nil when `height` is 0.
    func supplementaryFrame(height: Double, top: Double, _ m: Metrics, width cw: Double, containerWidth W: Double)
        -> Rect?
    {
        guard height > 0 else { return nil }
        return insetSupplementaryViews
            ? Rect(x: m.insets.left, y: top, width: cw, height: height) : Rect(x: 0, y: top, width: W, height: height)
    }

    /// Appends the cells of `section` (index `s`) where `rows` places them: no transform and no
    /// guides, so the frames go straight into the result, with no row buffer. Returns the last
    /// row's bottom (nil without items).
    func appendRowsAsPlaced(_ section: Section, _ s: Int, _ rows: inout Rows, into builder: inout LayoutBuilder)
        throws(LayoutError) -> Double?
    {
        try builder.appendCells(count: section.items.count) {
            (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
            for i in range {
                let item = section.items[i]
                try Self.checkItem(item, s, i)
                cells.append(rows.place(i, item.style ?? defaultItemStyle, finishing: { $0.bottom }))
            }
        }
        return rows.open?.bottom
    }

    /// Appends the cells of `section` (index `s`) row by row, each row transformed once it is
    /// complete (`transform`), with the guides of the gaps above rows and between items (into
    /// `guides`). Returns the last row's bottom after its transform (nil without items).
    func appendTransformedRows(
        _ section: Section, _ s: Int, _ m: Metrics, _ rows: inout Rows, _ grid: PixelGrid, guides: inout [Guide],
        checkedAllItems: inout Bool, into builder: inout LayoutBuilder
    ) throws(LayoutError) -> Double? {
        let wantsGuides = builder.includesGuides
        let cw = rows.width
        var row: [Rect] = [] // the open row's frames: items open.start, open.start + 1, ...

        /// Applies the transform to the open row, appends it to the section and returns the
        /// row's new bottom.
        func finishRow(_ open: Row) throws(LayoutError) -> Double {
            try transform(&row, open, section: s, m, width: cw, grid, checkedAllItems: &checkedAllItems)
            var bottom = open.box.maxY
            for k in row.indices {
                bottom = Swift.max(bottom, row[k].maxY)
                if wantsGuides, k > 0 {
                    let a = row[k - 1]
                    let b = row[k]
                    if b.minX > a.maxX {
                        let y0 = Swift.min(a.minY, b.minY)
                        guides.append(
                            .spacing(
                                section: s,
                                frame: Rect(
                                    x: a.maxX, y: y0, width: b.minX - a.maxX, height: Swift.max(a.maxY, b.maxY) - y0)
                            ))
                    }
                }
            }
            builder.appendCells(row)
            row.removeAll(keepingCapacity: true)
            return bottom
        }

        for (i, item) in section.items.enumerated() {
            try Self.checkItem(item, s, i)
            let frame = try rows.place(i, item.style ?? defaultItemStyle, finishing: finishRow)
            if wantsGuides, rows.open?.start == i, rows.spacing > 0 {
                guides.append(
                    .spacing(
                        section: s, frame: Rect(x: m.insets.left, y: rows.rowTop, width: cw, height: rows.spacing)))
            }
            row.append(frame)
        }
        guard let open = rows.open else { return nil }
        return try finishRow(open)
    }

    /// Applies the section's row transform to the frames of the finished row `open` of section
    /// `s`, `cw` wide between its insets: `center` moves the row to the middle, `fill` scales its items to the row's width,
    /// `custom` asks the closure (after every value of the layout is checked, once:
    /// `checkedAllItems`); the moved frames are snapped outwards to the pixel grid.
    /// - Throws: `LayoutError` when a custom transform returns the wrong number of frames or a
    ///   frame that is not finite with sizes >= 0.
    func transform(
        _ row: inout [Rect], _ open: Row, section s: Int, _ m: Metrics, width cw: Double, _ grid: PixelGrid,
        checkedAllItems: inout Bool
    ) throws(LayoutError) {
        let start = open.start
        let box = open.box
        switch m.rowTransform {
        case .none:
            break
        case .center:
            let dx = (cw - box.width) / 2
            for k in row.indices { row[k] = ListLayout.integral(row[k].offsetBy(dx: dx, dy: 0), grid) }
        case .fill(let maxScale):
            guard box.width > 0 else { break }
            var scale = cw / box.width
            if maxScale > 1 && scale > maxScale { scale = maxScale }
            var x = m.insets.left
            for k in row.indices {
                let f = row[k]
                row[k] = ListLayout.integral(Rect(x: x, y: f.y, width: f.width * scale, height: f.height * scale), grid)
                x = row[k].maxX + m.interitemSpacing
            }
        case .custom(let body):
            if !checkedAllItems {
                try checkParameters(includingItems: true)
                checkedAllItems = true
            }
            let result = body(row.indices.map { (id: ElementID.cell(s, start + $0), frame: row[$0]) }, cw)
            guard result.count == row.count else {
                throw LayoutError(
                    path: "sections[\(s)].rowTransform",
                    "the custom row transform returned \(result.count) frames for a row of \(row.count) items (items \(start)..<\(start + row.count)); return one frame per item"
                )
            }
            for (k, f) in result.enumerated() {
                guard f.isFinite, f.width >= 0, f.height >= 0 else {
                    throw LayoutError(
                        path: "sections[\(s)].rowTransform",
                        "the custom row transform returned \(f) for item \(start + k); frames must be finite with sizes >= 0"
                    )
                }
                row[k] = ListLayout.integral(f, grid)
            }
        }
    }
}
