/// The unsafe corner of the engine's lane vectors (mosaic's `LaneBlock`, waterfall's and column's
/// `ColumnLaneVector`), in one place: the integer lanes of a comparison's mask, the bit patterns
/// of a vector of doubles, and one element of doubles stored back to back. Bitwise selects and
/// masks on these compile to a few vector instructions with no branch; the standard library's
/// generic `replacing(with:where:)` and mask operations loop over the lanes when they are not
/// optimised on their own.
///
/// - Warning: These rely on facts the standard library does not promise in its API. `SIMDMask`
///   keeps its lanes in `_storage` (an underscored property that may change or go away) as
///   integers of all ones where true and zero where false; `SIMDn<Double>` and `SIMDn<Int64>` have
///   the same size and lane order; a struct of vectors lays them out in declaration order with no
///   padding. Debug builds assert each fact where it is used, and `MosaicLaneVectorTests`,
///   `MosaicSnapTests` and `WaterfallLaneVectorTests` compare every vector path with the plain
///   one bit for bit: run them after a toolchain update. Use these helpers only on the lane
///   vectors' hot paths; anywhere else, the standard library's operations serve.
enum LaneBits {
    /// The lanes of `mask` as integers: -1 (all ones) where true, 0 where false.
    @inline(__always)
    static func integers<Storage>(_ mask: SIMDMask<Storage>) -> Storage {
        let lanes = mask._storage
        assert(lanes.indices.allSatisfy { lanes[$0] == 0 || lanes[$0] == -1 }, "SIMDMask lanes are 0 or -1")
        return lanes
    }

    /// The bit patterns of `v`'s lanes, lane for lane.
    @inline(__always)
    static func bitPattern<Doubles: SIMD, Bits: SIMD>(_ v: Doubles, as _: Bits.Type) -> Bits
    where Doubles.Scalar == Double, Bits.Scalar == Int64 {
        assert(Doubles.scalarCount == Bits.scalarCount && MemoryLayout<Doubles>.size == MemoryLayout<Bits>.size)
        return unsafeBitCast(v, to: Bits.self)
    }

    /// The doubles whose bit patterns are `bits`, lane for lane.
    @inline(__always)
    static func doubles<Bits: SIMD, Doubles: SIMD>(_ bits: Bits, as _: Doubles.Type) -> Doubles
    where Doubles.Scalar == Double, Bits.Scalar == Int64 {
        assert(Doubles.scalarCount == Bits.scalarCount && MemoryLayout<Doubles>.size == MemoryLayout<Bits>.size)
        return unsafeBitCast(bits, to: Doubles.self)
    }

    /// Double `index` of the `count` doubles stored back to back at the start of `value` (such
    /// as a struct of vectors): one load at byte `8 * index`, where a branch on which vector
    /// holds the element would depend on the index.
    /// - Precondition: `0 <= index < count`, and `value` starts with `count` doubles in order.
    @inline(__always)
    static func element<Value>(_ index: Int, of value: Value, count: Int) -> Double {
        assert(index >= 0 && index < count, "LaneBits.element: index \(index) out of 0..<\(count)")
        assert(count * MemoryLayout<Double>.stride <= MemoryLayout<Value>.size, "LaneBits.element: value too small")
        return withUnsafeBytes(of: value) { $0.load(fromByteOffset: index &* 8, as: Double.self) }
    }
}
