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

    /// One photo: its aspect ratio and whether it may span lanes.
    public struct Item: Hashable, Sendable {
        /// Width / height (`aspectRatioAt`); finite and > 0.
        public var aspectRatio: Double
        /// Whether the item may span several lanes (`canBeBigAt`).
        public var canBeBig: Bool
        /// An item of `aspectRatio` (width / height) that may span lanes unless `canBeBig` is false.
        public init(aspectRatio: Double = 1, canBeBig: Bool = true) {
            self.aspectRatio = aspectRatio
            self.canBeBig = canBeBig
        }
    }

    /// The section's items, in order.
    public var items: [Item]
    /// The number of lanes (`lineCountForSectionAt`); at least 1.
    public var lineCount: Int
    /// The grid multiple item lengths are rounded to (`lineMultipleForSectionAt`); > 0. Vertical
    /// sections use at least 20.
    public var lineMultiple: Double
    public var options: PluginSectionOptions

    /// A mosaic section of `lineCount` lanes whose item lengths are multiples of `lineMultiple`.
    public init(
        items: [Item], lineCount: Int = 3, lineMultiple: Double = 50,
        options: PluginSectionOptions = PluginSectionOptions()
    ) {
        self.items = items
        self.lineCount = lineCount
        self.lineMultiple = lineMultiple
        self.options = options
    }

    public func layoutCells(
        from start: Double, in env: PluginEnvironment,
        into cells: inout LayoutBuilder
    ) throws(LayoutError) -> PluginCells {
        try layoutCells(from: start, in: env, into: &cells, vectorLanes: true)
    }

    /// `layoutCells(from:in:into:)`; `vectorLanes` false keeps the per-lane loop even for up to 8
    /// lanes (tests check that both give the same frames).
    func layoutCells(
        from start: Double, in env: PluginEnvironment, into cells: inout LayoutBuilder,
        vectorLanes: Bool
    ) throws(LayoutError) -> PluginCells {
        let d = env.scrollDirection
        let isp = options.minimumInteritemSpacing
        let lsp = options.minimumLineSpacing
        guard lineMultiple.isFinite, lineMultiple > 0 else {
            throw LayoutError(
                path: env.path("lineMultiple"),
                "must be a finite number greater than 0, got \(formatNumber(lineMultiple))")
        }
        let lanes = try Lanes(count: lineCount, spacing: isp, insets: options.insets, itemCount: items.count, in: env)
        let C = lanes.count
        let m = d == .vertical ? Swift.max(lineMultiple, 20) : lineMultiple
        // The per-lane expressions of the rule, computed once per section instead of per item (no
        // Int-to-Double conversions per item): `table[k - 1]` is the cross-axis length of an item
        // spanning k lanes (and k - 1 gaps), `table[C + i]` the start of lane i across the axis.
        var table = [Double](repeating: 0, count: 2 * C)
        for k in 1...C { table[k - 1] = lanes.length * Double(k) + Double(k - 1) * isp }
        for lane in 0..<C { table[C + lane] = lanes.start(lane) }
        var ends = [Double](repeating: start, count: C)
        try table.withUnsafeBufferPointer { (table: UnsafeBufferPointer<Double>) throws(LayoutError) in
            // Every index below is in 0..<C: no bounds checks per lane.
            let spans = UnsafeBufferPointer(rebasing: table[0..<C])
            let starts = UnsafeBufferPointer(rebasing: table[C...])
            if vectorLanes && C <= SIMD4<Double>.capacity {
                var vector = LaneVector<SIMD4<Double>>(count: C, start: start, spans: spans)
                try placeCells(
                    lanes: &vector, spans: spans, starts: starts, m: m, lineSpacing: lsp, in: env, into: &cells)
                for lane in 0..<C { ends[lane] = vector.ends[lane] }
            } else if vectorLanes && C <= Lanes6.capacity {
                var vector = LaneVector<Lanes6>(count: C, start: start, spans: spans)
                try placeCells(
                    lanes: &vector, spans: spans, starts: starts, m: m, lineSpacing: lsp, in: env, into: &cells)
                for lane in 0..<C { ends[lane] = vector.ends[lane] }
            } else if vectorLanes && C <= SIMD8<Double>.capacity {
                var vector = LaneVector<SIMD8<Double>>(count: C, start: start, spans: spans)
                try placeCells(
                    lanes: &vector, spans: spans, starts: starts, m: m, lineSpacing: lsp, in: env, into: &cells)
                for lane in 0..<C { ends[lane] = vector.ends[lane] }
            } else {
                try ends.withUnsafeMutableBufferPointer {
                    (ends: inout UnsafeMutableBufferPointer<Double>) throws(LayoutError) in
                    var scalar = LaneArray(ends: ends, spans: spans)
                    try placeCells(
                        lanes: &scalar, spans: spans, starts: starts, m: m, lineSpacing: lsp, in: env, into: &cells)
                }
            }
        }
        let end = ends.max() ?? start
        return PluginCells(end: end, guides: lanes.guides(from: start, to: end, itemCount: items.count, in: env))
    }

    /// `placeCells` for the scroll direction: one loop per direction, so that each writes its
    /// frames with fixed axes.
    @inline(__always)
    private func placeCells<L: MosaicLaneEnds>(
        lanes: inout L, spans: UnsafeBufferPointer<Double>, starts: UnsafeBufferPointer<Double>,
        m: Double, lineSpacing: Double, in env: PluginEnvironment,
        into cells: inout LayoutBuilder
    ) throws(LayoutError) {
        if env.scrollDirection == .vertical {
            try placeCells(
                vertical: true, lanes: &lanes, spans: spans, starts: starts, m: m, lineSpacing: lineSpacing, in: env,
                into: &cells)
        } else {
            try placeCells(
                vertical: false, lanes: &lanes, spans: spans, starts: starts, m: m, lineSpacing: lineSpacing, in: env,
                into: &cells)
        }
    }

    /// The item loop of `layoutCells` (`vertical` is a constant at each call site). Free of
    /// data-dependent branches but for the aspect-ratio check: which lane is topmost, how long the
    /// run is, whether the item collapses to one lane and whether it snaps change from item to item
    /// at random, and a mispredicted branch costs more than the selects that replace it.
    @inline(__always)
    private func placeCells<L: MosaicLaneEnds>(
        vertical: Bool, lanes: inout L, spans: UnsafeBufferPointer<Double>,
        starts: UnsafeBufferPointer<Double>, m: Double, lineSpacing lsp: Double,
        in env: PluginEnvironment, into cells: inout LayoutBuilder
    ) throws(LayoutError) {
        var carriedIsBig = 0 // 1 when the previous item spanned several lanes
        var state = lanes
        try cells.appendCells(count: items.count) { (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
            // The closure's captures live in memory: local copies keep the lane ends in registers
            // for the batch (through memory, each item waited on a store and a load of them).
            var lanes = state
            var previousIsBig = carriedIsBig
            defer {
                state = lanes
                carriedIsBig = previousIsBig
            }
            guard let firstItem = range.first else { return }
            // The item's rounded length for every lane count it may span, before it is known: it
            // depends only on the item, so it is off the chain from one item's lane ends to the
            // next item's. Computed one item ahead (the next item's while this one is placed):
            // the divisions and roundings take about 40 cycles, and an item's instructions fill
            // the reorder buffer, so computed in their own item they started too late.
            var nextLengths = lanes.roundedLengths(ratio: items[firstItem].aspectRatio, vertical: vertical, m: m)
            for i in range {
                let item = items[i]
                let ratio = item.aspectRatio
                try checkAspectRatio(ratio, item: i, in: env)
                let lengths = nextLengths
                // The last item computes its own again (an unchecked ratio is only arithmetic).
                nextLengths = lanes.roundedLengths(
                    ratio: items[Swift.min(i + 1, items.count - 1)].aspectRatio, vertical: vertical, m: m)
                // Whether the item stays on one lane whatever its run (known before the run).
                let small = Int(!item.canBeBig) | previousIsBig
                let (first, lowest, run, all) = lanes.topmost()
                // k = 1 when the item stays small, else the run: in integer arithmetic (a branch
                // on canBeBig, which is random, was mispredicted half the time), as
                // (run - 1) & 0 or (run - 1) & -1 = k - 1. Whether the run covers every lane comes
                // with the lowest end, before the run's length.
                let staysSmall = small | (Int(ratio < 1) & Int(all))
                let index = (run &- 1) & (staysSmall &- 1)
                let k = index &+ 1
                let span = spans[index]
                let position = lowest + lsp
                let rounded = lanes.length(lengths, spanning: k)
                let (length, end) = lanes.snapped(position: position, rounded: rounded, within: m)
                let cross = starts[first]
                cells.append(
                    vertical
                        ? Rect(x: cross, y: position, width: span, height: length)
                        : Rect(x: position, y: cross, width: length, height: span))
                lanes.setEnds(from: first, count: k, to: end)
                previousIsBig = Int(k > 1) // span > lanes.length
            }
        }
        lanes = state
    }
}

/// The lane ends of a mosaic section while its items are placed.
protocol MosaicLaneEnds {
    /// What `roundedLengths` computes ahead for an item.
    associatedtype Lengths
    /// Prepares `length(_:spanning:)` for an item with aspect ratio `ratio`.
    func roundedLengths(ratio: Double, vertical: Bool, m: Double) -> Lengths
    /// The item's length when it spans `k` lanes, before snapping: `span / aspectRatio` (vertical)
    /// or `span * aspectRatio`, rounded up to a multiple of `m`.
    func length(_ lengths: Lengths, spanning k: Int) -> Double
    /// The topmost lane (the lowest end, the lowest index on ties), its end, the number of lanes
    /// in the contiguous run from it whose ends equal it, and whether that run is every lane.
    func topmost() -> (first: Int, lowest: Double, run: Int, all: Bool)
    /// The item's length and end (the frame's maxMain, `position + length`) for an item at
    /// `position` whose rounded length is `rounded`: its end snaps to the lowest lane end within
    /// less than `m` of `position + rounded` (the first in ascending order of ends), if any.
    func snapped(position: Double, rounded: Double, within m: Double) -> (length: Double, end: Double)
    /// Sets the ends of lanes `first..<(first + count)`.
    mutating func setEnds(from first: Int, count: Int, to end: Double)
}

/// Any number of lanes, one at a time.
private struct LaneArray: MosaicLaneEnds {
    let ends: UnsafeMutableBufferPointer<Double>
    let spans: UnsafeBufferPointer<Double>

    /// The item's aspect ratio and direction; the length is computed for the k it gets.
    @inline(__always)
    func roundedLengths(ratio: Double, vertical: Bool, m: Double) -> (ratio: Double, vertical: Bool, m: Double) {
        (ratio, vertical, m)
    }

    @inline(__always)
    func length(_ item: (ratio: Double, vertical: Bool, m: Double), spanning k: Int) -> Double {
        roundedLength(span: spans[k - 1], ratio: item.ratio, vertical: item.vertical, m: item.m)
    }

    @inline(__always)
    func topmost() -> (first: Int, lowest: Double, run: Int, all: Bool) {
        var first = 0
        var lowest = ends[0]
        for lane in 1..<ends.count where ends[lane] < lowest {
            first = lane
            lowest = ends[lane]
        }
        var k = 1
        while first + k < ends.count && ends[first + k] == lowest { k += 1 }
        return (first, lowest, k, k == ends.count)
    }

    @inline(__always)
    func snapped(position: Double, rounded: Double, within m: Double) -> (length: Double, end: Double) {
        let target = position + rounded
        var snap = Double.infinity
        for e in ends where abs(e - target) < m && e < snap { snap = e }
        let length = snap < .infinity ? snap - position : rounded
        return (length, position + length)
    }

    @inline(__always)
    func setEnds(from first: Int, count: Int, to end: Double) {
        for lane in first..<(first + count) { ends[lane] = end }
    }
}

/// The length of an item spanning `span` across the axis, before snapping: `span / ratio` when
/// vertical, `span * ratio` when horizontal, rounded up to a multiple of `m`.
@inline(__always)
func roundedLength(span: Double, ratio: Double, vertical: Bool, m: Double) -> Double {
    roundedUp((vertical ? span / ratio : span * ratio) / m) * m
}

extension Int {
    /// 1 for true, 0 for false.
    @inline(__always) fileprivate init(_ flag: Bool) { self = flag ? 1 : 0 }
}
