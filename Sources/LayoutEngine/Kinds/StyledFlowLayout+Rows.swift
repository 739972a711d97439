/// How `StyledFlowLayout` breaks a section's items into rows.
extension StyledFlowLayout {
    /// A row as placed, before its transform: its first item, its last frame, the union of its
    /// frames (folded in item order) and their lowest bottom edge.
    struct Row {
        let start: Int
        var last: Rect
        var box: Rect
        var maxY: Double

        init(start: Int, _ first: Rect) {
            self.start = start
            last = first
            box = first
            maxY = first.maxY
        }

        mutating func add(_ frame: Rect) {
            last = frame
            box = box.union(frame)
            maxY = Swift.max(maxY, frame.maxY)
        }

        /// The row's bottom when its frames stay where they were placed (`none`): the larger of
        /// `box.maxY` and every frame's `maxY`, as `finishRow` computes it (the frames are finite,
        /// so the order in which the maxima are taken does not matter).
        var bottom: Double { Swift.max(box.maxY, maxY) }
    }

    /// The rows of one section as they are made, item by item: which row an item goes to and where.
    struct Rows {
        let left: Double, width: Double, gap: Double
        /// The gaps above a span after a span, above a span after a flow item, and above a flow
        /// row after a span (the fallbacks to `gap` resolved).
        let interspan: Double, before: Double, after: Double
        /// The bottom of the row above the open row (the section's content top for the first row).
        private(set) var rowTop: Double
        /// The gap between `rowTop` and the open row.
        private(set) var spacing = 0.0
        /// The open row; nil before the first item.
        private(set) var open: Row?
        private var previousWasSpan = false

        init(left: Double, width: Double, gap: Double, interspan: Double, before: Double, after: Double, top: Double) {
            self.left = left
            self.width = width
            self.gap = gap
            self.interspan = interspan
            self.before = before
            self.after = after
            rowTop = top
        }

        /// Places item `i`: on the open row when it joins it, else on a new row below the open one,
        /// which `finish` closes first (it returns the closed row's bottom). Returns the item's
        /// frame, before any transform.
        mutating func place<E: Error>(_ i: Int, _ style: ItemStyle, finishing finish: (Row) throws(E) -> Double)
            throws(E) -> Rect
        {
            var w = style.size.width
            var h = style.size.height
            let isSpan = style.isSpan
            defer { previousWasSpan = isSpan }
            // A flow item joins a flow row when its last item has exactly the same height and the
            // item fits in the room left after the gap; an item wider than the row never fits, so
            // only new rows scale items down.
            if !isSpan, !previousWasSpan, let last = open?.last, last.height == h, width - (last.maxX - left) - gap >= w
            {
                let frame = Rect(x: last.maxX + gap, y: last.y, width: w, height: h)
                open!.add(frame)
                return frame
            }
            spacing = 0
            if let open {
                rowTop = try finish(open)
                spacing = isSpan ? (previousWasSpan ? interspan : before) : (previousWasSpan ? after : gap)
            }
            if w > width {
                h = h * width / w
                w = width
            }
            let frame = Rect(x: left, y: rowTop + spacing, width: w, height: h)
            open = Row(start: i, frame)
            return frame
        }
    }
}
