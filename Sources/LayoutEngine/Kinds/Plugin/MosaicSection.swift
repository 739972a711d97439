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

    public var itemCount: Int { items.count }

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
private protocol MosaicLaneEnds {
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

/// Up to 8 lanes (the common case: 3 by default) in one vector, unused lanes at +infinity (never
/// the lowest end, never within m of a target, never written): each step is a few vector
/// operations and no branches. The vector is `SIMD4<Double>` for up to 4 lanes, `Lanes6` for 5
/// or 6 (three two-lane registers: the benchmark's 6 lanes took 314 instructions per item in
/// `SIMD8<Double>`, 283 in `Lanes6`), else `SIMD8<Double>`.
///
/// The helpers are separate small functions on purpose: the standard library lowers a SIMD
/// comparison or select to vector instructions when it is optimised on its own, and fell back to
/// an element-by-element loop through memory when the same expression was written inline in a
/// larger function (Swift 6.3).
struct LaneVector<Vector: LaneBlock>: MosaicLaneEnds {
    /// A lane mask: all ones where true, zero where false.
    typealias Mask = Vector.Mask
    static var capacity: Int { Vector.capacity }

    var ends: Vector
    /// The lowest of `ends`, kept by `setEnds` (see there).
    var lowest: Double
    /// One bit per used lane.
    let used: Int
    /// Element i: 1 << i for the used lanes, 0 for the others (`bits` of a mask of used lanes, in
    /// one step).
    let laneBits: Mask
    /// Element `first * 8 + k - 1`: the mask of lanes `first..<(first + k)`, for `setEnds`. Loaded
    /// rather than computed from first and k (two Int-to-Double conversions and eight compares).
    let runMasks: [Mask]
    /// Element k - 1: the cross-axis length of an item spanning k lanes; unused lanes repeat the
    /// last (the elements never decrease).
    let spans: Vector
    let spanTable: UnsafeBufferPointer<Double>

    init(count: Int, start: Double, spans: UnsafeBufferPointer<Double>) {
        ends = Self.select(Vector(repeating: start), Vector(repeating: .infinity), Self.lanes(from: 0, count: count))
        lowest = start
        used = (1 << count) - 1
        laneBits = Mask.powersOfTwo & Self.lanes(from: 0, count: count)
        var masks = [Mask](repeating: Mask(repeating: 0), count: 64)
        for first in 0..<Self.capacity {
            for k in 1...(Self.capacity - first) { masks[first &<< 3 | (k - 1)] = Self.lanes(from: first, count: k) }
        }
        runMasks = masks
        var padded = Vector(repeating: spans[count - 1])
        for k in 0..<count { padded[k] = spans[k] }
        self.spans = padded
        spanTable = spans
    }

    /// The rounded lengths for every k at once (two divisions per pair of lanes, or a
    /// multiplication and a division), with `roundedUp`'s arithmetic applied to the vector:
    /// element k - 1 is the length for k lanes. nil when a quotient is outside (0, 2^52), where `roundedUp` takes
    /// `rounded(.up)` (then `length` computes the one it needs). The quotients grow with k (the
    /// spans do), so the first and the last bound them all.
    @inline(__always)
    func roundedLengths(ratio: Double, vertical: Bool, m: Double) -> (
        lengths: Vector, exact: Bool, ratio: Double, vertical: Bool, m: Double
    ) {
        let q = Self.quotients(spans, ratio, vertical, m)
        let exact = q[0] > 0 && q[Self.capacity - 1] < 0x1p52
        return (Self.roundedUp(q) * Vector(repeating: m), exact, ratio, vertical, m)
    }

    @inline(__always)
    func length(_ item: (lengths: Vector, exact: Bool, ratio: Double, vertical: Bool, m: Double), spanning k: Int)
        -> Double
    {
        item.exact
            ? item.lengths[k - 1]
            : roundedLength(span: spanTable[k - 1], ratio: item.ratio, vertical: item.vertical, m: item.m)
    }

    /// `(span / ratio) / m` (vertical) or `(span * ratio) / m` for every span.
    @inline(__always)
    static func quotients(_ spans: Vector, _ ratio: Double, _ vertical: Bool, _ m: Double) -> Vector {
        (vertical ? spans / Vector(repeating: ratio) : spans * Vector(repeating: ratio)) / Vector(repeating: m)
    }

    /// `roundedUp` of each element in (0, 2^52) (others are not used).
    @inline(__always)
    static func roundedUp(_ q: Vector) -> Vector {
        let nearest = (q + Vector(repeating: 0x1p52)) - Vector(repeating: 0x1p52)
        let one = Vector(repeating: 1).bitPattern & Vector.less(nearest, q)
        return nearest + Vector(bitPattern: one)
    }

    @inline(__always)
    func topmost() -> (first: Int, lowest: Double, run: Int, all: Bool) {
        // One bit per used lane whose end is the lowest (all could be +infinity).
        let equal = (Vector.equal(ends, Vector(repeating: lowest)) & laneBits).sum
        let first = equal.trailingZeroBitCount
        let run = (~(equal &>> first)).trailingZeroBitCount
        return (first, lowest, run, equal == used)
    }

    /// The snap without a branch: whether an item snaps is random, and LLVM made a branch of
    /// every select of the rule's form that was tried (mispredicted about every other item: 10^6
    /// items took 30 ns each, 10^3 items, whose outcomes the predictor learns over the repeated
    /// runs, 22).
    /// - The item's end is the minimum over the lanes within m of `position + (end - position)`,
    ///   which is `position + (snap - position)` since rounding is monotone; the sums are known
    ///   before the target, so the next item does not wait for a subtraction and an addition
    ///   after the minimum. The length, `snap - position`, is the minimum of the differences.
    /// - With no lane within m both minima are +infinity; `none` (+infinity minus itself) is then
    ///   NaN, else 0, and `finite(_:or:)` replaces the NaN sums by the target and the rounded
    ///   length, in a `minsd` and a `maxsd`.
    ///
    /// The lanes not within m are raised to +infinity by subtracting -infinity (an end minus +0
    /// is the end, -0 included): with the bitwise select of +infinity instead, LLVM lowered the
    /// minimum trees to compares and selects rather than `minpd` (about 9 more cycles on the
    /// chain). A distance is NaN only when the target or a lane end is +infinity; then no lane is
    /// within m, and the minima are +infinity or NaN, as the rule wants (`MosaicSnapTests`).
    @inline(__always)
    func snapped(position: Double, rounded: Double, within m: Double) -> (length: Double, end: Double) {
        let target = position + rounded
        let penalty = Vector(bitPattern: Vector(repeating: -.infinity).bitPattern & Self.isFar(ends, target, m))
        let start = Vector(repeating: position)
        let offsets = ends - start
        let snapEnd = Self.minimum((start + offsets) - penalty)
        let none = snapEnd - snapEnd // NaN when no lane is within m (snapEnd is +infinity), else 0
        let end = Self.finite(snapEnd + none, or: target)
        let length = Self.finite(Self.minimum(offsets - penalty) + none, or: rounded)
        return (length, end)
    }

    /// `x`, or `otherwise` when `x` is NaN, in two instructions (`minsd`, `maxsd`) rather than a
    /// compare and a select (or a branch): `min(x, otherwise)` is `otherwise` when x is NaN, and
    /// `max(x, min(x, otherwise))` is then that, else x.
    @inline(__always)
    static func finite(_ x: Double, or otherwise: Double) -> Double {
        let low = x < otherwise ? x : otherwise
        return x > low ? x : low
    }

    /// Also keeps the lowest end for the next item: the lowest of the lanes left as they are
    /// (the others raised to +infinity, as in `snapped`) is known before the item's end, so the
    /// next item waits for one `minsd` after the end instead of a minimum tree of the new ends.
    @inline(__always)
    mutating func setEnds(from first: Int, count: Int, to end: Double) {
        let run = runMasks[first &<< 3 | (count &- 1)]
        let others = Self.minimum(ends - Vector(bitPattern: Vector(repeating: -.infinity).bitPattern & run))
        ends = Self.select(Vector(repeating: end), ends, run)
        lowest = others < end ? others : end
    }

    @inline(__always)
    static func minimum(_ v: Vector) -> Double { v.minimum }

    /// Where |v - target| >= m, the lanes that are not within m of `target` (the absolute value
    /// by clearing the sign bit). Not where a distance is NaN (+infinity minus +infinity), which
    /// is a lane at +infinity that the minimum leaves anyway.
    @inline(__always)
    static func isFar(_ v: Vector, _ target: Double, _ m: Double) -> Mask {
        let distance = Vector(bitPattern: (v - Vector(repeating: target)).bitPattern & Mask(repeating: ~(1 << 63)))
        return Vector.notLess(distance, Vector(repeating: m))
    }

    /// Lanes `first..<(first + count)`.
    @inline(__always)
    static func lanes(from first: Int, count: Int) -> Mask {
        let indices = Vector.indices
        return Vector.less(Vector(repeating: Double(first) - 0.5), indices)
            & Vector.less(indices, Vector(repeating: Double(first + count)))
    }

    /// `a` where `mask`, else `b` (bitwise: three instructions per pair of lanes).
    @inline(__always)
    static func select(_ a: Vector, _ b: Vector, _ mask: Mask) -> Vector {
        Vector(bitPattern: (a.bitPattern & mask) | (b.bitPattern & ~mask))
    }
}

/// The length of an item spanning `span` across the axis, before snapping: `span / ratio` when
/// vertical, `span * ratio` when horizontal, rounded up to a multiple of `m`.
@inline(__always)
private func roundedLength(span: Double, ratio: Double, vertical: Bool, m: Double) -> Double {
    roundedUp((vertical ? span / ratio : span * ratio) / m) * m
}

extension Int {
    /// 1 for true, 0 for false.
    @inline(__always) fileprivate init(_ flag: Bool) { self = flag ? 1 : 0 }
}

/// The lane ends of `LaneVector` and their masks: up to 8 lanes in `SIMD8<Double>`, up to 6 in
/// `Lanes6` (three registers of two lanes instead of four: a quarter fewer instructions for every
/// vector step of the benchmark's 6 lanes), up to 4 (the default 3) in `SIMD4<Double>`.
protocol LaneBlock {
    associatedtype Mask: LaneMask
    static var capacity: Int { get }
    init(repeating: Double)
    subscript(index: Int) -> Double { get set }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    static func / (a: Self, b: Self) -> Self
    var bitPattern: Mask { get }
    init(bitPattern: Mask)
    static func less(_ a: Self, _ b: Self) -> Mask
    static func notLess(_ a: Self, _ b: Self) -> Mask
    static func equal(_ a: Self, _ b: Self) -> Mask
    /// 0, 1, 2, ...
    static var indices: Self { get }
    /// The lowest element (no element is NaN): a tree of pairwise minima of two-lane vectors,
    /// which compile to `minpd` (short latency: the next item waits for this).
    var minimum: Double { get }
}

protocol LaneMask {
    init(repeating: Int64)
    static func & (a: Self, b: Self) -> Self
    static func | (a: Self, b: Self) -> Self
    static prefix func ~ (a: Self) -> Self
    /// 1, 2, 4, ...
    static var powersOfTwo: Self { get }
    /// The sum of the elements.
    var sum: Int { get }
}

extension SIMD8: LaneBlock where Scalar == Double {
    typealias Mask = SIMD8<Int64>
    static var capacity: Int { 8 }
    @inline(__always) static func less(_ a: Self, _ b: Self) -> Mask { (a .< b)._storage }
    @inline(__always) static func notLess(_ a: Self, _ b: Self) -> Mask { (a .>= b)._storage }
    @inline(__always) static func equal(_ a: Self, _ b: Self) -> Mask { (a .== b)._storage }
    static var indices: Self { Self(0, 1, 2, 3, 4, 5, 6, 7) }
    @inline(__always) var minimum: Double {
        let low = min2(lowHalf.lowHalf, lowHalf.highHalf)
        let high = min2(highHalf.lowHalf, highHalf.highHalf)
        let two = min2(low, high)
        return two[1] < two[0] ? two[1] : two[0]
    }
}

extension SIMD8: LaneMask where Scalar == Int64 {
    static var powersOfTwo: Self { Self(1, 2, 4, 8, 16, 32, 64, 128) }
    @inline(__always) var sum: Int { Int(wrappedSum()) }
}

extension SIMD4: LaneBlock where Scalar == Double {
    typealias Mask = SIMD4<Int64>
    static var capacity: Int { 4 }
    @inline(__always) static func less(_ a: Self, _ b: Self) -> Mask { (a .< b)._storage }
    @inline(__always) static func notLess(_ a: Self, _ b: Self) -> Mask { (a .>= b)._storage }
    @inline(__always) static func equal(_ a: Self, _ b: Self) -> Mask { (a .== b)._storage }
    static var indices: Self { Self(0, 1, 2, 3) }
    @inline(__always) var minimum: Double {
        let two = min2(lowHalf, highHalf)
        return two[1] < two[0] ? two[1] : two[0]
    }
}

extension SIMD4: LaneMask where Scalar == Int64 {
    static var powersOfTwo: Self { Self(1, 2, 4, 8) }
    @inline(__always) var sum: Int { Int(wrappedSum()) }
}

/// Six lanes as a four-lane and a two-lane vector.
struct Lanes6: LaneBlock {
    var low: SIMD4<Double>, high: SIMD2<Double>
    static var capacity: Int { 6 }
    @inline(__always) init(low: SIMD4<Double>, high: SIMD2<Double>) {
        self.low = low
        self.high = high
    }
    @inline(__always) init(repeating x: Double) {
        low = SIMD4(repeating: x)
        high = SIMD2(repeating: x)
    }
    subscript(index: Int) -> Double {
        // One load from memory, not a branch on index < 4 (the lane count of a run varies from
        // item to item, and the branch kept the length's multiplication after it): `high`
        // follows `low` in memory, so element i is at byte 8 * i (a test checks the layout).
        @inline(__always) get { withUnsafeBytes(of: self) { $0.load(fromByteOffset: index &* 8, as: Double.self) } }
        @inline(__always) set { if index < 4 { low[index] = newValue } else { high[index - 4] = newValue } }
    }
    @inline(__always) static func + (a: Self, b: Self) -> Self { Self(low: a.low + b.low, high: a.high + b.high) }
    @inline(__always) static func - (a: Self, b: Self) -> Self { Self(low: a.low - b.low, high: a.high - b.high) }
    @inline(__always) static func * (a: Self, b: Self) -> Self { Self(low: a.low * b.low, high: a.high * b.high) }
    @inline(__always) static func / (a: Self, b: Self) -> Self { Self(low: a.low / b.low, high: a.high / b.high) }
    var bitPattern: Mask {
        @inline(__always) get {
            Mask(low: unsafeBitCast(low, to: SIMD4<Int64>.self), high: unsafeBitCast(high, to: SIMD2<Int64>.self))
        }
    }
    @inline(__always) init(bitPattern: Mask) {
        low = unsafeBitCast(bitPattern.low, to: SIMD4<Double>.self)
        high = unsafeBitCast(bitPattern.high, to: SIMD2<Double>.self)
    }
    @inline(__always) static func less(_ a: Self, _ b: Self) -> Mask {
        Mask(low: (a.low .< b.low)._storage, high: (a.high .< b.high)._storage)
    }
    @inline(__always) static func notLess(_ a: Self, _ b: Self) -> Mask {
        Mask(low: (a.low .>= b.low)._storage, high: (a.high .>= b.high)._storage)
    }
    @inline(__always) static func equal(_ a: Self, _ b: Self) -> Mask {
        Mask(low: (a.low .== b.low)._storage, high: (a.high .== b.high)._storage)
    }
    static var indices: Self { Self(low: SIMD4(0, 1, 2, 3), high: SIMD2(4, 5)) }
    @inline(__always) var minimum: Double {
        let two = min2(min2(low.lowHalf, low.highHalf), high)
        return two[1] < two[0] ? two[1] : two[0]
    }

    struct Mask: LaneMask {
        var low: SIMD4<Int64>, high: SIMD2<Int64>
        @inline(__always) init(low: SIMD4<Int64>, high: SIMD2<Int64>) {
            self.low = low
            self.high = high
        }
        @inline(__always) init(repeating x: Int64) {
            low = SIMD4(repeating: x)
            high = SIMD2(repeating: x)
        }
        @inline(__always) static func & (a: Self, b: Self) -> Self { Self(low: a.low & b.low, high: a.high & b.high) }
        @inline(__always) static func | (a: Self, b: Self) -> Self { Self(low: a.low | b.low, high: a.high | b.high) }
        @inline(__always) static prefix func ~ (a: Self) -> Self { Self(low: ~a.low, high: ~a.high) }
        static var powersOfTwo: Self { Self(low: SIMD4(1, 2, 4, 8), high: SIMD2(16, 32)) }
        @inline(__always) var sum: Int { Int((low.lowHalf &+ low.highHalf &+ high).wrappedSum()) }
    }
}
