/// Small SIMD helpers for the kinds that keep their lanes or columns in vectors (waterfall's and
/// column's `ColumnLaneVector`, mosaic's `LaneBlock`): a vector's bits for masks and bitwise
/// selects (through `LaneBits`), and the lane-wise minimum of two pairs.

extension SIMD4 where Scalar == Double {
    /// The lanes' bit patterns (for masks and bitwise selects).
    var bitPattern: SIMD4<Int64> { @inline(__always) get { LaneBits.bitPattern(self, as: SIMD4<Int64>.self) } }
    @inline(__always) init(bitPattern: SIMD4<Int64>) { self = LaneBits.doubles(bitPattern, as: Self.self) }
}

extension SIMD8 where Scalar == Double {
    /// The lanes' bit patterns (for masks and bitwise selects).
    var bitPattern: SIMD8<Int64> { @inline(__always) get { LaneBits.bitPattern(self, as: SIMD8<Int64>.self) } }
    @inline(__always) init(bitPattern: SIMD8<Int64>) { self = LaneBits.doubles(bitPattern, as: Self.self) }
}

/// Lane-wise minimum of two pairs with no NaN: one `minpd` (short latency, where the next item
/// waits for it).
@inline(__always)
func min2(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> { a.replacing(with: b, where: b .< a) }
