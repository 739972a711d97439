import Testing
@testable import LayoutEngine

// Helpers for the PluginLayout kinds' tests (flow, fraction-grid, staggered, mosaic, composite).

/// Lays `layout` out in a container of `width` x `height` and expects no invariant violations.
func pluginResult(_ layout: some CollectionLayout, width: Double, height: Double,
                  _ direction: ScrollDirection = .vertical,
                  sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutResult {
    let result = try layout.layout(in: LayoutContext(containerSize: Size(width: width, height: height), scrollDirection: direction))
    #expect(result.invariantViolations() == [], sourceLocation: sourceLocation)
    return result
}

/// A rectangle literal: `R(10, 25, 80, 40)`.
func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// The same rectangle with x and y (and width and height) swapped: a vertical layout's frame seen
/// in the transposed horizontal layout.
func transposed(_ r: Rect) -> Rect { Rect(x: r.y, y: r.x, width: r.height, height: r.width) }

extension LayoutResult {
    /// The frames of a section's cells, in item order.
    func cellFrames(_ section: Int = 0) -> [Rect] {
        elements.filter { $0.kind == .cell && $0.section == section }.map(\.frame)
    }
    func frame(_ id: ElementID) -> Rect? { attributes(for: id)?.frame }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a small seeded generator, so random tests repeat.
struct PluginSplitMix64: RandomNumberGenerator {
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
