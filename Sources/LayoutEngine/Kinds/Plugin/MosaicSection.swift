/// A `mosaic` section (PluginLayout's `MosaicLayoutPlugin`, after the Lightbox image layout):
/// `lineCount` equal lanes across the scroll axis; each item goes to the topmost lane and may span
/// several lanes; item lengths are snapped to a grid multiple so that lane ends line up.
///
/// For each item, in order (written for vertical scrolling; horizontal swaps the axes):
/// 1. The candidate lanes are the first contiguous run of lanes whose end equals the lowest end,
///    starting at the lowest-index such lane (the **topmost-lane rule**, leftmost on ties).
/// 2. The run collapses to its first lane when the item cannot be big (`canBeBig` false), when the
///    previous item of the section spanned more than one lane (no two big items in a row), or when
///    the item is portrait (`aspectRatio < 1`) and the run covers every lane.
/// 3. The item spans the run (`k` lanes plus `k - 1` gaps) and starts `minimumLineSpacing` after
///    the run's end (also in the first row). Its length is `span / aspectRatio` rounded up to a
///    multiple of `m` (`lineMultiple`, raised to at least 20 when vertical), then snapped: the first
///    lane end (lanes in ascending order of their ends) within less than `m` of the item's end
///    becomes its end. Every lane of the run then ends at the item's end.
///
/// - Complexity: O(n * c) for n items and c lanes.
public struct MosaicSection: PluginSection, Hashable {
    public static let kindName = "mosaic"

    public struct Item: Hashable, Sendable {
        /// Width / height (`aspectRatioAt`); finite and > 0.
        public var aspectRatio: Double
        /// Whether the item may span several lanes (`canBeBigAt`).
        public var canBeBig: Bool
        public init(aspectRatio: Double = 1, canBeBig: Bool = true) {
            self.aspectRatio = aspectRatio; self.canBeBig = canBeBig
        }
    }

    public var items: [Item]
    /// The number of lanes (`lineCountForSectionAt`); at least 1.
    public var lineCount: Int
    /// The grid multiple item lengths are rounded to (`lineMultipleForSectionAt`); > 0. Vertical
    /// sections use at least 20.
    public var lineMultiple: Double
    public var options: PluginSectionOptions

    public init(items: [Item], lineCount: Int = 3, lineMultiple: Double = 50, options: PluginSectionOptions = PluginSectionOptions()) {
        self.items = items; self.lineCount = lineCount; self.lineMultiple = lineMultiple; self.options = options
    }

    public var itemCount: Int { items.count }

    public func layoutCells(from start: Double, in env: PluginEnvironment,
                            into cells: inout LayoutBuilder) throws(LayoutError) -> PluginCells {
        let d = env.scrollDirection
        let isp = options.minimumInteritemSpacing, lsp = options.minimumLineSpacing
        guard lineMultiple.isFinite, lineMultiple > 0 else {
            throw LayoutError(path: env.path("lineMultiple"), "must be a finite number greater than 0, got \(formatNumber(lineMultiple))")
        }
        let lanes = try Lanes(count: lineCount, spacing: isp, insets: options.insets, itemCount: items.count, in: env)
        let C = lanes.count
        let m = d == .vertical ? Swift.max(lineMultiple, 20) : lineMultiple
        var ends = [Double](repeating: start, count: C)
        var previousIsBig = false
        try ends.withUnsafeMutableBufferPointer { (ends: inout UnsafeMutableBufferPointer<Double>) throws(LayoutError) in
            let ends = ends  // every lane index below is in 0..<C: no bounds checks per lane
            try cells.appendCells(count: items.count) { (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
                for i in range {
                    let item = items[i]
                    try checkAspectRatio(item.aspectRatio, item: i, in: env)
                    // The topmost lane: the lowest end, the lowest index on ties.
                    var first = 0
                    var lowest = ends[0]
                    for lane in 1..<C where ends[lane] < lowest { first = lane; lowest = ends[lane] }
                    var k = 1
                    while first + k < C && ends[first + k] == lowest { k += 1 }
                    if !item.canBeBig || previousIsBig || (item.aspectRatio < 1 && k == C) { k = 1 }
                    let span = lanes.length * Double(k) + Double(k - 1) * isp
                    let position = lowest + lsp
                    let natural = d == .vertical ? span / item.aspectRatio : span * item.aspectRatio
                    var length = (natural / m).rounded(.up) * m
                    // Snap to the first lane end, in ascending order of ends, within less than m of
                    // the item's end: the lowest such end (lanes with equal ends give the same length).
                    let target = position + length
                    var snap = Double.infinity
                    for e in ends where abs(e - target) < m && e < snap { snap = e }
                    if snap.isFinite { length = snap - position }
                    let frame = Rect(main: position, cross: lanes.start(first), mainLength: length, crossLength: span, d)
                    cells.append(frame)
                    let end = frame.maxMain(d)
                    for lane in first..<(first + k) { ends[lane] = end }
                    previousIsBig = span > lanes.length
                }
            }
        }
        let end = ends.max() ?? start
        return PluginCells(end: end, guides: lanes.guides(from: start, to: end, itemCount: items.count, in: env))
    }
}
