import LayoutEngine

/// The space between neighbouring cells of a section, found from the cells themselves: for the
/// kinds whose layouts report no `Guide.spacing` (`flow`, `fraction-grid`, `staggered`, `mosaic`
/// and the sections of `composite`), so that every kind's diagram shows its item and line spacing.
///
/// Two sweeps, one per axis. Along the scroll axis (line spacing) the cells are visited in order of
/// their start; a skyline across the section keeps, for each stretch of the cross axis, the end of
/// the last cell seen there, and the part of a cell's edge that faces an earlier cell across a gap
/// gives one gap rectangle. Across the scroll axis (item spacing) the same is done with the axes
/// swapped. Gaps are what a reader sees between two cells: nothing is reported where a cell has no
/// neighbour, and overlapping or touching cells leave no gap.
///
/// - Complexity: O(n log n + n * s) for n cells and s skyline steps a cell meets (a few: the
///   cells of one line or lane).
enum DerivedSpacing {
    /// The gaps between the cells `cells` (one section's), line gaps first, then item gaps.
    static func gaps(between cells: [Rect], direction: ScrollDirection) -> [Rect] {
        guard cells.count > 1 else { return [] }
        let vertical = direction == .vertical
        if let lines = lines(cells.map { Span(rect: $0, along: vertical) }) {
            return lineGaps(lines).map { $0.rect(along: vertical) }
        }
        // Line gaps: sweep along the scroll axis, skyline across it.
        let lineGaps = sweep(cells.map { Span(rect: $0, along: vertical) })
            .map { $0.rect(along: vertical) }
        // Item gaps: sweep across the scroll axis, skyline along it.
        let itemGaps = sweep(cells.map { Span(rect: $0, along: !vertical) })
            .map { $0.rect(along: !vertical) }
        return lineGaps + itemGaps
    }

    /// The cells grouped in lines (runs whose extents along the scroll axis overlap), each sorted
    /// across, when no two cells of a line overlap across the scroll axis (flow, fraction-grid);
    /// nil otherwise (lanes: staggered, mosaic).
    static func lines(_ spans: [Span]) -> [[Span]]? {
        let sorted = spans.sorted { ($0.start, $0.low) < ($1.start, $1.low) }
        var lines: [[Span]] = []
        var end = -Double.infinity
        for span in sorted {
            if span.start < end, !lines.isEmpty {
                lines[lines.count - 1].append(span)
                end = Swift.max(end, span.end)
            } else {
                lines.append([span])
                end = span.end
            }
        }
        for k in lines.indices {
            lines[k].sort { $0.low < $1.low }
            for (a, b) in zip(lines[k], lines[k].dropFirst()) where b.low < a.high { return nil }
        }
        return lines
    }

    /// Line gaps between consecutive lines (across both lines' extent) and item gaps between
    /// consecutive cells of a line (along the whole line), as in the kinds that report spacing.
    static func lineGaps(_ lines: [[Span]]) -> [Span] {
        var out: [Span] = []
        func box(_ line: [Span]) -> Span {
            Span(
                start: line.map(\.start).min()!, end: line.map(\.end).max()!, low: line.map(\.low).min()!,
                high: line.map(\.high).max()!)
        }
        let boxes = lines.map(box)
        for (a, b) in zip(boxes, boxes.dropFirst()) where b.start > a.end {
            out.append(Span(start: a.end, end: b.start, low: Swift.min(a.low, b.low), high: Swift.max(a.high, b.high)))
        }
        for (line, lineBox) in zip(lines, boxes) {
            for (a, b) in zip(line, line.dropFirst()) where b.low > a.high {
                // An item gap is a gap across the scroll axis: `start...end` is the line's extent.
                out.append(Span(start: lineBox.start, end: lineBox.end, low: a.high, high: b.low))
            }
        }
        return out
    }

    /// A rectangle as an interval along the sweep (`start...end`) and one across it (`low...high`).
    struct Span {
        var start: Double
        var end: Double
        var low: Double
        var high: Double

        func rect(along vertical: Bool) -> Rect {
            vertical
                ? Rect(x: low, y: start, width: high - low, height: end - start)
                : Rect(x: start, y: low, width: end - start, height: high - low)
        }
    }

    /// One step of the skyline: across `low..<high` the last cell seen ends at `end`; `extent` is
    /// that cell's length along the sweep.
    private struct Step {
        var low: Double
        var high: Double
        var end: Double
        var extent: Double
    }

    /// The gaps of one sweep, as spans (`start...end` along the sweep). Gap pieces that share their
    /// extent along the sweep and touch across it are joined.
    static func sweep(_ spans: [Span]) -> [Span] {
        let order = spans.indices.sorted { (spans[$0].start, spans[$0].low) < (spans[$1].start, spans[$1].low) }
        var skyline: [Step] = [] // sorted by `low`, not overlapping
        var gaps: [Span] = []
        let epsilon = 1e-9
        for i in order {
            let c = spans[i]
            guard c.high > c.low, c.end > c.start else { continue }
            // The steps this span meets across the sweep.
            var first = lowerBound(skyline, c.low)
            if first > 0, skyline[first - 1].high > c.low { first -= 1 }
            var last = first
            var replaced: [Step] = []
            while last < skyline.count, skyline[last].low < c.high {
                let step = skyline[last]
                let low = Swift.max(step.low, c.low)
                let high = Swift.min(step.high, c.high)
                // A gap wider than the cells on either side is empty space (a lane that ended early),
                // not spacing.
                let width = c.start - step.end
                if high > low, width > epsilon, width <= Swift.min(step.extent, c.end - c.start) {
                    let gap = Span(start: step.end, end: c.start, low: low, high: high)
                    if let previous = gaps.last, previous.start == gap.start, previous.end == gap.end,
                        abs(previous.high - gap.low) < epsilon
                    {
                        gaps[gaps.count - 1].high = gap.high
                    } else {
                        gaps.append(gap)
                    }
                }
                // Keep the parts of the step outside the span, and the part under it that ends later.
                if step.low < c.low {
                    replaced.append(Step(low: step.low, high: c.low, end: step.end, extent: step.extent))
                }
                if step.end > c.end, high > low {
                    replaced.append(Step(low: low, high: high, end: step.end, extent: step.extent))
                }
                if step.high > c.high {
                    replaced.append(Step(low: c.high, high: step.high, end: step.end, extent: step.extent))
                }
                last += 1
            }
            // The span's own ends, where no later-ending step stays.
            var merged: [Step] = []
            var cursor = c.low
            for step in replaced.sorted(by: { $0.low < $1.low }) {
                if step.low >= c.low, step.high <= c.high {
                    if step.low > cursor {
                        merged.append(Step(low: cursor, high: step.low, end: c.end, extent: c.end - c.start))
                    }
                    merged.append(step)
                    cursor = step.high
                } else {
                    if step.low >= c.high, cursor < c.high {
                        merged.append(Step(low: cursor, high: c.high, end: c.end, extent: c.end - c.start))
                        cursor = c.high
                    }
                    merged.append(step)
                }
            }
            if cursor < c.high {
                let insertAt = merged.firstIndex { $0.low >= c.high } ?? merged.count
                merged.insert(Step(low: cursor, high: c.high, end: c.end, extent: c.end - c.start), at: insertAt)
            }
            skyline.replaceSubrange(first..<last, with: merged)
        }
        return gaps
    }

    /// The first step whose `low` is at least `value`.
    private static func lowerBound(_ steps: [Step], _ value: Double) -> Int {
        var lo = 0
        var hi = steps.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if steps[mid].low < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

extension DerivedSpacing.Span {
    /// `along` true: the sweep runs down y (vertical), else along x. (An extension, so that the
    /// memberwise `init(start:end:low:high:)` stays.)
    init(rect r: Rect, along vertical: Bool) {
        if vertical {
            self.init(start: r.minY, end: r.maxY, low: r.minX, high: r.maxX)
        } else {
            self.init(start: r.minX, end: r.maxX, low: r.minY, high: r.maxY)
        }
    }
}
