import Testing

@testable import LayoutEngine

/// `AxisIndex.AxisSummary` (the catch-up's summary along the scroll axis only) gives, bit for bit,
/// the values of `BlockSummary`'s lane for that axis, which it replaced there: on blocks of every
/// length from 1 to 16, with zeros of both signs, infinities and NaN among the frames.
@Suite struct AxisSummaryTests {
    static func value(_ rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: return 0
        case 1: return -0.0
        case 2: return .infinity
        case 3: return -.infinity
        case 4: return .nan
        case 5: return 1e300
        default: return Double.random(in: -500...5000, using: &rng)
        }
    }

    @Test func sameValuesAsBlockSummary() {
        var rng = SplitMix64(seed: 99)
        for round in 0..<3000 {
            let count = round % 16 + 1
            let frames = (0..<count).map { _ in
                Rect(x: Self.value(&rng), y: Self.value(&rng), width: Self.value(&rng), height: Self.value(&rng))
            }
            frames.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                let both = AxisIndex.BlockSummary(of: base, count: count)
                let summaries = [
                    (AxisIndex.AxisSummary(VerticalScrollAxis.self, of: base, count: count), 1),
                    (AxisIndex.AxisSummary(HorizontalScrollAxis.self, of: base, count: count), 0),
                ]
                for (axis, lane) in summaries {
                    #expect(axis.start.bitPattern == both.start[lane].bitPattern, "\(frames)")
                    #expect(axis.end.bitPattern == both.end[lane].bitPattern, "\(frames)")
                    #expect(axis.latestStart.bitPattern == both.latestStart[lane].bitPattern, "\(frames)")
                    #expect(
                        axis.lengthSum.bitPattern == both.lengthSum[lane].bitPattern
                            || (axis.lengthSum.isNaN && both.lengthSum[lane].isNaN),
                        "\(frames)")
                }
            }
        }
    }
}
