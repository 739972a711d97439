/// A `staggered` section (PluginLayout's `StaggeredLayoutPlugin`, Pinterest-like): `lineCount`
/// equal lanes across the scroll axis, filled **round robin**: item i goes to lane `i mod lineCount`,
/// under the previous item of that lane (`minimumLineSpacing` apart; the first row starts right at
/// the top inset). Lanes end unevenly; their item counts differ by at most one. Items are as wide
/// as a lane (across the scroll axis) and get their length from their aspect ratio (width / height).
///
/// Round robin, not shortest-lane-first, on purpose: the items keep their reading order.
///
/// The lanes drift apart along the scroll axis, so the result's index keeps the elements grouped
/// by start (`AxisIndex`); a section of `groupingCount` items or more works out every start first
/// and writes its frames grouped, once (`placeItemsGrouped`).
///
/// - Complexity: O(n) in the number of items.
public struct StaggeredSection: PluginSection, Hashable {
    public static let kindName = "staggered"

    /// One item: its aspect ratio.
    public struct Item: Hashable, Sendable {
        /// Width / height (`aspectRatioAt`); finite and > 0.
        public var aspectRatio: Double
        /// An item of `aspectRatio` (width / height).
        public init(aspectRatio: Double = 1) { self.aspectRatio = aspectRatio }
    }

    /// The section's items, in order.
    public var items: [Item]
    /// The number of lanes (`lineCountForSectionAt`); at least 1.
    public var lineCount: Int
    public var options: PluginSectionOptions

    /// A staggered section of `lineCount` lanes.
    public init(items: [Item], lineCount: Int = 2, options: PluginSectionOptions = PluginSectionOptions()) {
        self.items = items
        self.lineCount = lineCount
        self.options = options
    }

    public func layoutCells(
        from start: Double, in env: PluginEnvironment,
        into cells: inout LayoutBuilder
    ) throws(LayoutError) -> PluginCells {
        try layoutCells(from: start, in: env, into: &cells, groupingOwnFrames: items.count >= Self.groupingCount)
    }

    /// `layoutCells`, with the frames grouped by start here (`placeItemsGrouped`) or appended in
    /// item order (`placeItems`); the frames are the same either way (tests compare the two).
    func layoutCells(
        from start: Double, in env: PluginEnvironment, into cells: inout LayoutBuilder,
        groupingOwnFrames: Bool
    ) throws(LayoutError) -> PluginCells {
        let lanes = try Lanes(
            count: lineCount, spacing: options.minimumInteritemSpacing, insets: options.insets,
            itemCount: items.count, in: env)
        let grouped = groupingOwnFrames && lanes.count >= 2
        let end =
            switch (env.scrollDirection, grouped) {
            case (.vertical, false):
                try placeItems(from: start, in: lanes, along: VerticalScrollAxis.self, env: env, into: &cells)
            case (.horizontal, false):
                try placeItems(from: start, in: lanes, along: HorizontalScrollAxis.self, env: env, into: &cells)
            case (.vertical, true):
                try placeItemsGrouped(from: start, in: lanes, along: VerticalScrollAxis.self, env: env, into: &cells)
            case (.horizontal, true):
                try placeItemsGrouped(from: start, in: lanes, along: HorizontalScrollAxis.self, env: env, into: &cells)
            }
        return PluginCells(end: end, guides: lanes.guides(from: start, to: end, itemCount: items.count, in: env))
    }

    /// The fewest items for which the section groups its own frames by start
    /// (`placeItemsGrouped`); smaller sections are appended in item order, and the result's index
    /// groups them if their lanes drift apart.
    static let groupingCount = 1_024

    /// Frames per batch of a grouped section (indexed while in the cache): 256 KB, as `FlowLines`.
    static let scanBatchSize = 8192

    /// `placeItems` for a large section, whose lanes drift apart along the scroll axis by
    /// thousands of points, so that the result's index groups its elements by start
    /// (`AxisIndex`): the items' starts are worked out first (and every aspect ratio checked),
    /// sorted by start (`AxisIndex.sortedByStart`), and then each frame is written once, in its
    /// scan slot (`LayoutBuilder.appendCellsGroupedByStart`), instead of in item order and then
    /// read back and gathered into a second array. The frames are the same, bit for bit: the
    /// same expressions in the same order.
    private func placeItemsGrouped<Axis: ScrollAxis>(
        from start: Double, in lanes: Lanes, along _: Axis.Type, env: PluginEnvironment,
        into cells: inout LayoutBuilder
    ) throws(LayoutError) -> Double {
        let d = Axis.direction
        let cross = lanes.length
        let n = items.count
        var ends = [Double](repeating: start, count: lanes.count)
        // Every item's start and length along the scroll axis, up to the first bad aspect ratio
        // (the length kept, not worked out again below: a division per item less, 7.4 -> 7.3 ns
        // per item at 10^6).
        var firstBad = n
        var highest = start // the largest finite end of a lane
        // Each item's lane, for the frames written in scan order (at most `Lanes.maximumCount`).
        var laneOf: [UInt16] = []
        let spans = [SIMD2<Double>](unsafeUninitializedCapacity: n) { out, written in
            laneOf = [UInt16](unsafeUninitializedCapacity: n) { laneOut, laneWritten in
                ends.withUnsafeMutableBufferPointer { ends in
                    items.withUnsafeBufferPointer { items in
                        var robin = RoundRobin(ends: ends, spacing: options.minimumLineSpacing)
                        for i in 0..<n {
                            let ratio = items[i].aspectRatio
                            guard isValidAspectRatio(ratio) else {
                                firstBad = i
                                break
                            }
                            let length = d == .vertical ? cross / ratio : cross * ratio
                            let (main, lane) = robin.place(length: length)
                            out[i] = SIMD2(main, length)
                            laneOut[i] = UInt16(truncatingIfNeeded: lane)
                        }
                    }
                }
                laneWritten = firstBad
            }
            written = firstBad
        }
        if firstBad < n { try checkAspectRatio(items[firstBad].aspectRatio, item: firstBad, in: env) }
        // The buckets of the sort span the lanes' finite ends (each lane's ends only grow; a lane
        // that ends at infinity is left out, any span keeps the sort correct).
        for end in ends where end < .infinity && end > highest { highest = end }
        let base = cells.nextPosition
        let (order, slots) = spans.withUnsafeBufferPointer { spans in
            AxisIndex.sortedByStart(count: n, base: base, lowest: start, highest: highest) { spans[$0][0] }
        }
        // The frames in scan order, written one after the other (written at their slots in item
        // order, each store went to a line of its own: 8.4 ns per item at 10^6); the spans read
        // are near one another (within the lanes' drift), in the cache.
        spans.withUnsafeBufferPointer { spans in
            laneStarts(lanes).withUnsafeBufferPointer { laneStarts in
                laneOf.withUnsafeBufferPointer { laneOf in
                    cells.appendCellsGroupedByStart(order: order, slots: slots, batchSize: Self.scanBatchSize) {
                        (frames: inout OutputSpan<Rect>, entries) in
                        // Through the batch's storage pointer (an `OutputSpan.append` loads
                        // and stores its count per frame).
                        order.withUnsafeBufferPointer { order in
                            frames.withUnsafeMutableBufferPointer { out, initialized in
                                let out = out.baseAddress.unsafelyUnwrapped - entries.lowerBound
                                for k in entries {
                                    let i = Int(order[k]) &- base
                                    let item = spans[i]
                                    (out + k).initialize(
                                        to: Rect(
                                            main: item[0], cross: laneStarts[Int(laneOf[i])], mainLength: item[1],
                                            crossLength: cross, d))
                                }
                                initialized = entries.count
                            }
                        }
                    }
                }
            }
        }
        return ends.max() ?? start
    }

    /// Where each lane starts across the scroll axis: the first at the leading inset, each next one
    /// `minimumInteritemSpacing` after the previous item's far edge. That edge is the same in every
    /// row, so these are worked out once, with the same additions as item by item.
    private func laneStarts(_ lanes: Lanes) -> [Double] {
        var starts = [Double](repeating: lanes.crossStart, count: lanes.count)
        for lane in starts.indices.dropFirst() {
            starts[lane] = starts[lane - 1] + lanes.length + options.minimumInteritemSpacing
        }
        return starts
    }

    /// Places the items round robin in `lanes` from `start` along the scroll axis, and returns the
    /// end of the longest lane. Generic over the direction so that it is compiled once for each,
    /// with no test of the direction per item.
    private func placeItems<Axis: ScrollAxis>(
        from start: Double, in lanes: Lanes, along _: Axis.Type, env: PluginEnvironment,
        into cells: inout LayoutBuilder
    ) throws(LayoutError) -> Double {
        let d = Axis.direction
        let cross = lanes.length
        var ends = [Double](repeating: start, count: lanes.count)
        try ends.withUnsafeMutableBufferPointer {
            (ends: inout UnsafeMutableBufferPointer<Double>) throws(LayoutError) in
            // The next item's lane and row, from batch to batch.
            var robin = RoundRobin(ends: ends, spacing: options.minimumLineSpacing)
            try laneStarts(lanes).withUnsafeBufferPointer { (laneStarts) throws(LayoutError) in
                try items.withUnsafeBufferPointer { (items) throws(LayoutError) in
                    try cells.appendCells(count: items.count) {
                        (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
                        var batch = robin // in registers for the batch
                        defer { robin = batch }
                        // The batch's items as a buffer of their own: iterating it checks no index.
                        for (offset, item) in UnsafeBufferPointer(rebasing: items[range]).enumerated() {
                            let ratio = item.aspectRatio
                            try checkAspectRatio(ratio, item: range.lowerBound + offset, in: env)
                            let length = d == .vertical ? cross / ratio : cross * ratio
                            let (main, lane) = batch.place(length: length)
                            cells.append(
                                Rect(main: main, cross: laneStarts[lane], mainLength: length, crossLength: cross, d))
                        }
                    }
                }
            }
        }
        return ends.max() ?? start
    }
}

/// Staggered's round robin: items go to the lanes in turn, from the first; the first row starts
/// right at the section's start, and every later item `spacing` (`minimumLineSpacing`) after the
/// previous item of its lane. `ends` holds each lane's end along the scroll axis (the lane is
/// always below its count: no bounds checks per item).
private struct RoundRobin {
    let ends: UnsafeMutableBufferPointer<Double>
    let spacing: Double
    /// The next item's lane.
    var lane = 0
    /// Whether the next item is in the first row.
    var firstRow = true

    init(ends: UnsafeMutableBufferPointer<Double>, spacing: Double) {
        self.ends = ends
        self.spacing = spacing
    }

    /// The next item, `length` long along the scroll axis: its start and lane; its lane's end moves
    /// past it.
    @inline(__always)
    mutating func place(length: Double) -> (main: Double, lane: Int) {
        let placed = lane
        let main = firstRow ? ends[placed] : ends[placed] + spacing
        ends[placed] = main + length
        lane &+= 1
        if lane == ends.count {
            lane = 0
            firstRow = false
        }
        return (main, placed)
    }
}
