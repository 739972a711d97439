import Testing

@testable import LayoutEngine

/// `roundedDown` and `roundedUp` (floor and ceil without the library calls) and `PixelGrid.floor`
/// and `.ceil`, which use them.
@Suite struct GeometryRoundingTests {
    /// `roundedDown(x)` and `roundedUp(x)` have the bit patterns of `x.rounded(.down)` and
    /// `x.rounded(.up)`, for special values, values around integers and 2^52, negative values,
    /// random values of every magnitude and random bit patterns; `PixelGrid.floor` and `.ceil` are
    /// the formulas they had.
    @Test func roundedDownAndUpAreRoundedDownAndUp() {
        var values: [Double] = [
            0, -0.0, .nan, -.nan, .signalingNaN, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0.5, -0.5, 1.5, 2.5, -2.5,
            0.49999999999999994, 0x1p52, 0x1p52 - 0.5, 0x1p52 + 1, 0x1p53, 0x1p52 - 1, -0x1p52, 0x1p51 + 0.5,
            0x1p51 - 0.5,
        ]
        for n in [1.0, 2, 3, 7, 100, 4_503_599_627_370_495] {
            values += [n, n.nextUp, n.nextDown, -n, -n.nextUp, -n.nextDown, n + 0.5, n - 0.5]
        }
        var rng = SplitMix64(seed: 53)
        for _ in 0..<100_000 {
            let magnitude = Double(
                sign: .plus, exponent: Int.random(in: -60...60, using: &rng),
                significand: Double.random(in: 1..<2, using: &rng))
            values.append(Bool.random(using: &rng) ? magnitude : -magnitude)
            values.append(Double(Int.random(in: -1000...1000, using: &rng)) / 4)
            values.append(Double(bitPattern: rng.next()))
        }
        var mismatches = 0
        for x in values where roundedDown(x).bitPattern != x.rounded(.down).bitPattern {
            mismatches += 1
            if mismatches < 5 {
                Issue.record("roundedDown(\(x)) = \(roundedDown(x)), rounded(.down) = \(x.rounded(.down))")
            }
        }
        #expect(mismatches == 0)
        mismatches = 0
        for x in values where roundedUp(x).bitPattern != x.rounded(.up).bitPattern {
            mismatches += 1
            if mismatches < 5 { Issue.record("roundedUp(\(x)) = \(roundedUp(x)), rounded(.up) = \(x.rounded(.up))") }
        }
        #expect(mismatches == 0)
        for scale in [1.0, 2, 3, 1.5] {
            let grid = PixelGrid(scale: scale)
            for x in values.prefix(20_000) {
                #expect(
                    grid.floor(x).bitPattern == ((x * scale).rounded(.down) / scale).bitPattern,
                    "floor \(x) at \(scale)")
                #expect(
                    grid.ceil(x).bitPattern == ((x * scale).rounded(.up) / scale).bitPattern, "ceil \(x) at \(scale)")
            }
        }
    }
}
