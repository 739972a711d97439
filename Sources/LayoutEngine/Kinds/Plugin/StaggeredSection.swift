/// A `staggered` section (PluginLayout's `StaggeredLayoutPlugin`, Pinterest-like): `lineCount`
/// equal lanes across the scroll axis, filled **round robin**: item i goes to lane `i mod lineCount`,
/// under the previous item of that lane (`minimumLineSpacing` apart; the first row starts right at
/// the top inset). Lanes end unevenly; their item counts differ by at most one. Items are as wide
/// as a lane (across the scroll axis) and get their length from their aspect ratio (width / height).
///
/// Round robin, not shortest-lane-first, on purpose: the items keep their reading order.
///
/// - Complexity: O(n) in the number of items.
public struct StaggeredSection: PluginSection, Hashable {
    public static let kindName = "staggered"

    public struct Item: Hashable, Sendable {
        /// Width / height (`aspectRatioAt`); finite and > 0.
        public var aspectRatio: Double
        public init(aspectRatio: Double = 1) { self.aspectRatio = aspectRatio }
    }

    public var items: [Item]
    /// The number of lanes (`lineCountForSectionAt`); at least 1.
    public var lineCount: Int
    public var options: PluginSectionOptions

    public init(items: [Item], lineCount: Int = 2, options: PluginSectionOptions = PluginSectionOptions()) {
        self.items = items; self.lineCount = lineCount; self.options = options
    }

    public var itemCount: Int { items.count }

    public func layoutCells(from start: Double, in env: PluginEnvironment,
                            into cells: inout LayoutBuilder) throws(LayoutError) -> PluginCells {
        let lanes = try Lanes(count: lineCount, spacing: options.minimumInteritemSpacing, insets: options.insets,
                              itemCount: items.count, in: env)
        let end = env.scrollDirection == .vertical
            ? try placeItems(from: start, in: lanes, along: VerticalScrollAxis.self, env: env, into: &cells)
            : try placeItems(from: start, in: lanes, along: HorizontalScrollAxis.self, env: env, into: &cells)
        return PluginCells(end: end, guides: lanes.guides(from: start, to: end, itemCount: items.count, in: env))
    }

    /// Places the items round robin in `lanes` from `start` along the scroll axis, and returns the
    /// end of the longest lane. Generic over the direction so that it is compiled once for each,
    /// with no test of the direction per item.
    private func placeItems<Axis: ScrollAxis>(from start: Double, in lanes: Lanes, along _: Axis.Type, env: PluginEnvironment,
                                              into cells: inout LayoutBuilder) throws(LayoutError) -> Double {
        let d = Axis.direction
        let isp = options.minimumInteritemSpacing, lsp = options.minimumLineSpacing
        let C = lanes.count, cross = lanes.length
        // Where each lane starts across the scroll axis: the first at the leading inset, each next
        // one `isp` after the previous item's far edge. That edge is the same in every row, so
        // these are worked out once, with the same additions as item by item.
        var laneStarts = [Double](repeating: lanes.crossStart, count: C)
        for lane in laneStarts.indices.dropFirst() { laneStarts[lane] = laneStarts[lane - 1] + cross + isp }
        var ends = [Double](repeating: start, count: C)
        // The lane of the next item, and whether it is in the first row (which starts right at
        // `start`; later items go `lsp` under the previous item of their lane).
        var lane = 0, firstRow = true
        try ends.withUnsafeMutableBufferPointer { (ends: inout UnsafeMutableBufferPointer<Double>) throws(LayoutError) in
            let ends = ends  // `lane` is always in 0..<C: no bounds checks per item
            try laneStarts.withUnsafeBufferPointer { (laneStarts) throws(LayoutError) in
                try items.withUnsafeBufferPointer { (items) throws(LayoutError) in
                    try cells.appendCells(count: items.count) { (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
                        var next = lane, first = firstRow  // in registers for the batch
                        defer { lane = next; firstRow = first }
                        // The batch's items as a buffer of their own: iterating it checks no index.
                        for (offset, item) in UnsafeBufferPointer(rebasing: items[range]).enumerated() {
                            let ratio = item.aspectRatio
                            try checkAspectRatio(ratio, item: range.lowerBound + offset, in: env)
                            let length = d == .vertical ? cross / ratio : cross * ratio
                            let main = first ? ends[next] : ends[next] + lsp
                            cells.append(Rect(main: main, cross: laneStarts[next], mainLength: length, crossLength: cross, d))
                            ends[next] = main + length
                            next &+= 1
                            if next == C { next = 0; first = false }
                        }
                    }
                }
            }
        }
        return ends.max() ?? start
    }
}

