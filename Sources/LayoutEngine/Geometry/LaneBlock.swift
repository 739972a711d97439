/// A vector of up to 8 lanes of doubles with the operations mosaic's `LaneVector` needs, and
/// its masks (`LaneMask`: all ones where true, zero where false, from `LaneBits`): up to 8 lanes
/// in `SIMD8<Double>`, up to 6 in `Lanes6` (three registers of two lanes instead of four: a
/// quarter fewer instructions for every vector step of the benchmark's 6 lanes), up to 4 (the
/// default 3) in `SIMD4<Double>`. Each operation is a concrete function, not the standard
/// library's generic SIMD code (which loops over the lanes when not optimised on its own).
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
    @inline(__always) static func less(_ a: Self, _ b: Self) -> Mask { LaneBits.integers(a .< b) }
    @inline(__always) static func notLess(_ a: Self, _ b: Self) -> Mask { LaneBits.integers(a .>= b) }
    @inline(__always) static func equal(_ a: Self, _ b: Self) -> Mask { LaneBits.integers(a .== b) }
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
    @inline(__always) static func less(_ a: Self, _ b: Self) -> Mask { LaneBits.integers(a .< b) }
    @inline(__always) static func notLess(_ a: Self, _ b: Self) -> Mask { LaneBits.integers(a .>= b) }
    @inline(__always) static func equal(_ a: Self, _ b: Self) -> Mask { LaneBits.integers(a .== b) }
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
        // follows `low` in memory, so element i is at byte 8 * i (`MosaicSnapTests` checks the
        // layout).
        @inline(__always) get {
            assert(
                MemoryLayout<Self>.offset(of: \Self.high) == 4 * MemoryLayout<Double>.stride, "Lanes6: high follows low"
            )
            return LaneBits.element(index, of: self, count: Self.capacity)
        }
        @inline(__always) set { if index < 4 { low[index] = newValue } else { high[index - 4] = newValue } }
    }
    @inline(__always) static func + (a: Self, b: Self) -> Self { Self(low: a.low + b.low, high: a.high + b.high) }
    @inline(__always) static func - (a: Self, b: Self) -> Self { Self(low: a.low - b.low, high: a.high - b.high) }
    @inline(__always) static func * (a: Self, b: Self) -> Self { Self(low: a.low * b.low, high: a.high * b.high) }
    @inline(__always) static func / (a: Self, b: Self) -> Self { Self(low: a.low / b.low, high: a.high / b.high) }
    var bitPattern: Mask {
        @inline(__always) get {
            Mask(low: low.bitPattern, high: LaneBits.bitPattern(high, as: SIMD2<Int64>.self))
        }
    }
    @inline(__always) init(bitPattern: Mask) {
        low = SIMD4(bitPattern: bitPattern.low)
        high = LaneBits.doubles(bitPattern.high, as: SIMD2<Double>.self)
    }
    @inline(__always) static func less(_ a: Self, _ b: Self) -> Mask {
        Mask(low: LaneBits.integers(a.low .< b.low), high: LaneBits.integers(a.high .< b.high))
    }
    @inline(__always) static func notLess(_ a: Self, _ b: Self) -> Mask {
        Mask(low: LaneBits.integers(a.low .>= b.low), high: LaneBits.integers(a.high .>= b.high))
    }
    @inline(__always) static func equal(_ a: Self, _ b: Self) -> Mask {
        Mask(low: LaneBits.integers(a.low .== b.low), high: LaneBits.integers(a.high .== b.high))
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
