/// Mosaic's lane ends for up to 8 lanes (the common case: 3 by default) in one vector: the fast
/// lane of `MosaicSection.layoutCells`, which gives the frames of the scalar `LaneArray` bit for
/// bit (`MosaicLaneVectorTests`, `MosaicSnapTests`). Unused lanes hold +infinity (never the lowest
/// end, never within m of a target, never written): each step is a few vector operations and no
/// branches. The vector (`LaneBlock`) is `SIMD4<Double>` for up to 4 lanes, `Lanes6` for 5 or 6
/// (three two-lane registers: fewer instructions per item than `SIMD8` for the benchmark's 6
/// lanes), else `SIMD8<Double>`. Masks and bit patterns come from `LaneBits`.
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
