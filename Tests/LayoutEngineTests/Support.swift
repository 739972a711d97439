import LayoutEngine
import Testing

/// A small seeded generator (SplitMix64) so random tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Records an issue for every invariant the result breaks.
func expectInvariants(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = result.invariantViolations()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
}

/// Frames of the cells of `section`, in item order.
func cellFrames(_ result: LayoutResult, section: Int = 0) -> [Rect] {
    result.elements.filter { $0.kind == .cell && $0.section == section }.map(\.frame)
}

func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
