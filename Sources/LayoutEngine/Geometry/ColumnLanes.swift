/// Column heights (or bottoms) in one vector, for the shortest-column rule (waterfall's
/// `shortestFirst`, column's): the lowest height and the first lane holding it come from a few
/// vector instructions and no branches. Each item waits on the one before only for this chain
/// (lowest -> lanes equal to it -> the first of them -> select the new heights), where a scan over
/// an array waited on a scan, a store and a load at a variable index. `ColumnLanes` holds up to 4
/// columns, `ColumnLanes8` up to 8; more columns keep the array loop.
///
/// Unused lanes hold +infinity: never lower than a used lane, and never the first lane holding
/// the lowest (lane 0 is used and holds at most as much). Heights are never NaN and never -0.0:
/// they start at a section's top, +0 or more (callers check `start >= 0`; sums of +0 and
/// lengths >= 0 are never -0.0), and grow by lengths >= 0 (+infinity at worst). So the lowest is
/// a plain minimum and "the first lane equal to it" is the lane the scalar scan (`v < lowest`,
/// the lowest index on ties) picks, and its value has the same bits.
///
/// Every operation is a requirement with a concrete implementation (not the standard library's
/// generic SIMD code, which loops over the lanes), in small separate functions as mosaic's
/// `LaneVector`: the standard library's SIMD operations compile to vector instructions when each is
/// optimised on its own. Masks and bit patterns come from `LaneBits`.
protocol ColumnLaneVector {
    associatedtype Vector
    /// A lane mask: all ones where true, zero where false.
    associatedtype Mask
    static var capacity: Int { get }
    /// `count` (1...capacity) lanes at `start`, the others at +infinity.
    static func lanes(count: Int, start: Double) -> Vector
    static func splat(_ value: Double) -> Vector
    static func add(_ a: Vector, _ b: Vector) -> Vector
    /// Element `lane` of `v`.
    static func element(_ v: Vector, _ lane: Int) -> Double
    /// The lowest element of `v` and the mask of the first lane holding it.
    static func lowest(_ v: Vector) -> (value: Double, first: Mask)
    /// The first lane of `v` equal to `value` (there is one).
    static func firstLane(_ v: Vector, equalTo value: Double) -> Int
    /// `a` where `mask`, else `b`.
    static func select(_ a: Vector, _ b: Vector, _ mask: Mask) -> Vector
}

extension ColumnLaneVector where Vector: SIMD, Vector.Scalar == Double {
    /// `count` lanes at `start`, the others at +infinity (once per section: the standard library's
    /// generic SIMD code is fine here).
    static func lanes(count: Int, start: Double) -> Vector {
        var v = Vector(repeating: .infinity)
        for c in 0..<count { v[c] = start }
        return v
    }
}

/// Up to four columns.
///
/// `lowest`: the lanes equal to the lowest, less those after a lane at most as high (the minima of
/// the lanes before each lane are worked out beside the lowest, off the chain from item to item).
/// Lane 0 has NaN before it, which is never at most as high, so a lowest of +infinity is found in
/// lane 0.
enum ColumnLanes: ColumnLaneVector {
    typealias Vector = SIMD4<Double>
    typealias Mask = SIMD4<Int64>
    static var capacity: Int { 4 }

    @inline(__always) static func splat(_ value: Double) -> Vector { Vector(repeating: value) }
    @inline(__always) static func add(_ a: Vector, _ b: Vector) -> Vector { a + b }
    @inline(__always) static func element(_ v: Vector, _ lane: Int) -> Double { v[lane] }

    @inline(__always)
    static func lowest(_ v: Vector) -> (value: Double, first: Mask) {
        let low = v.lowHalf
        let high = v.highHalf
        let pair = min2(low, high)
        let m = min2(pair, swapped(pair)) // the lowest, in both lanes
        let lowPair = min2(low, swapped(low))
        let beforeLow = SIMD2<Double>(.nan, low[0])
        let beforeHigh = min2(lowPair, SIMD2(.infinity, high[0]))
        let firstLow = first(low, m, beforeLow)
        let firstHigh = first(high, m, beforeHigh)
        return (m[0], Mask(lowHalf: firstLow, highHalf: firstHigh))
    }

    /// The bits of the lanes equal to `value`, lane i at bit i; the lowest set one.
    @inline(__always)
    static func firstLane(_ v: Vector, equalTo value: Double) -> Int {
        let bits = LaneBits.integers(v .== Vector(repeating: value)) & Mask(1, 2, 4, 8)
        return Int(bits.wrappedSum()).trailingZeroBitCount
    }

    /// The lane of `first` (a mask with exactly one lane set).
    @inline(__always)
    static func lane(_ first: Mask) -> Int {
        Int((first & Mask(1, 2, 4, 8)).wrappedSum()).trailingZeroBitCount
    }

    @inline(__always)
    static func select(_ a: Vector, _ b: Vector, _ mask: Mask) -> Vector {
        Vector(bitPattern: (a.bitPattern & mask) | (b.bitPattern & ~mask))
    }
}

/// Up to eight columns: `ColumnLanes`' operations on four pairs of lanes (the lowest by a tree of
/// three minima; the minima before each pair by a running minimum beside it).
enum ColumnLanes8: ColumnLaneVector {
    typealias Vector = SIMD8<Double>
    typealias Mask = SIMD8<Int64>
    static var capacity: Int { 8 }

    @inline(__always) static func splat(_ value: Double) -> Vector { Vector(repeating: value) }
    @inline(__always) static func add(_ a: Vector, _ b: Vector) -> Vector { a + b }
    @inline(__always) static func element(_ v: Vector, _ lane: Int) -> Double { v[lane] }

    @inline(__always)
    static func lowest(_ v: Vector) -> (value: Double, first: Mask) {
        let q0 = v.lowHalf.lowHalf
        let q1 = v.lowHalf.highHalf
        let q2 = v.highHalf.lowHalf
        let q3 = v.highHalf.highHalf
        let pair = min2(min2(q0, q1), min2(q2, q3))
        let m = min2(pair, swapped(pair)) // the lowest, in both lanes
        // The lowest of the lanes before each pair (in both lanes), then before each lane.
        let upTo1 = min2(q0, swapped(q0))
        let upTo3 = min2(upTo1, min2(q1, swapped(q1)))
        let upTo5 = min2(upTo3, min2(q2, swapped(q2)))
        let before0 = SIMD2<Double>(.nan, q0[0])
        let before1 = min2(upTo1, SIMD2(.infinity, q1[0]))
        let before2 = min2(upTo3, SIMD2(.infinity, q2[0]))
        let before3 = min2(upTo5, SIMD2(.infinity, q3[0]))
        let low = SIMD4<Int64>(lowHalf: first(q0, m, before0), highHalf: first(q1, m, before1))
        let high = SIMD4<Int64>(lowHalf: first(q2, m, before2), highHalf: first(q3, m, before3))
        return (m[0], Mask(lowHalf: low, highHalf: high))
    }

    @inline(__always)
    static func firstLane(_ v: Vector, equalTo value: Double) -> Int {
        let bits = LaneBits.integers(v .== Vector(repeating: value)) & Mask(1, 2, 4, 8, 16, 32, 64, 128)
        return Int(bits.wrappedSum()).trailingZeroBitCount
    }

    /// The lane of `first` (a mask with exactly one lane set).
    @inline(__always)
    static func lane(_ first: Mask) -> Int {
        Int((first & Mask(1, 2, 4, 8, 16, 32, 64, 128)).wrappedSum()).trailingZeroBitCount
    }

    @inline(__always)
    static func select(_ a: Vector, _ b: Vector, _ mask: Mask) -> Vector {
        Vector(bitPattern: (a.bitPattern & mask) | (b.bitPattern & ~mask))
    }
}

@inline(__always)
private func swapped(_ a: SIMD2<Double>) -> SIMD2<Double> { SIMD2(a[1], a[0]) }

/// The lanes of `v` equal to the lowest `m` with no lane at most `m` before them (`before`: the
/// lowest of the lanes before each lane).
@inline(__always)
private func first(_ v: SIMD2<Double>, _ m: SIMD2<Double>, _ before: SIMD2<Double>) -> SIMD2<Int64> {
    LaneBits.integers(v .== m) & ~LaneBits.integers(before .<= m)
}
