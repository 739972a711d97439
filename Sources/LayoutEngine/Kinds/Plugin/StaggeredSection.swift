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
        let d = env.scrollDirection
        let isp = options.minimumInteritemSpacing, lsp = options.minimumLineSpacing
        let lanes = try Lanes(count: lineCount, spacing: isp, insets: options.insets, itemCount: items.count, in: env)
        let C = lanes.count
        var ends = [Double](repeating: start, count: C)
        var lane = 0
        var previousMaxCross = 0.0   // the previous item's far edge across the scroll axis
        try ends.withUnsafeMutableBufferPointer { (ends: inout UnsafeMutableBufferPointer<Double>) throws(LayoutError) in
            let ends = ends  // `lane` is always in 0..<C: no bounds checks per item
            try cells.appendCells(count: items.count) { (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
                for i in range {
                    let item = items[i]
                    try checkAspectRatio(item.aspectRatio, item: i, in: env)
                    let cross = lanes.length
                    let main = d == .vertical ? cross / item.aspectRatio : cross * item.aspectRatio
                    let origin: (main: Double, cross: Double)
                    if i < C {
                        // First row: side by side, straight after the leading inset.
                        lane = i
                        origin = (ends[lane], i == 0 ? lanes.crossStart : previousMaxCross + isp)
                    } else if lane + 1 >= C {
                        lane = 0
                        origin = (ends[0] + lsp, lanes.crossStart)
                    } else {
                        lane += 1
                        origin = (ends[lane] + lsp, previousMaxCross + isp)
                    }
                    let frame = Rect(main: origin.main, cross: origin.cross, mainLength: main, crossLength: cross, d)
                    cells.append(frame)
                    ends[lane] = frame.maxMain(d)
                    previousMaxCross = frame.maxCross(d)
                }
            }
        }
        let end = ends.max() ?? start
        return PluginCells(end: end, guides: lanes.guides(from: start, to: end, itemCount: items.count, in: env))
    }
}
