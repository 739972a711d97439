import CompositionalUIKit
import LayoutEngine
import Testing

// Helpers for reading solved layouts: frames by element kind, and frames compared within 1e-9
// points (fractions such as 0.7 * 331.5 are not exact in binary).

/// A rectangle from its four numbers.
func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// The phone-sized container the sample layouts are worked out for.
let phone = CGSize(width: 390, height: 844)

/// The frames of the cells of `section`, in item order.
func cellFrames(_ s: CompositionalSolution, section: Int = 0) -> [Rect] {
    s.elements.filter { $0.category == .cell && $0.section == section }.map(\.frame)
}

/// The frames of the elements of `kind`, in element order.
func frames(_ s: CompositionalSolution, kind: String, in elements: [CompositionalElement]? = nil) -> [Rect] {
    (elements ?? s.elements).filter { s.elementKind(of: $0) == kind }.map(\.frame)
}

/// Whether two frame lists agree to 1e-9 points in every coordinate.
func same(_ a: [Rect], _ b: [Rect]) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { p, q in
        abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 && abs(p.width - q.width) < 1e-9
            && abs(p.height - q.height) < 1e-9
    }
}

/// Expects `actual` to equal `expected` to 1e-9 points, showing both when they differ.
func expectFrames(_ actual: [Rect], _ expected: [Rect], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(same(actual, expected), "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}
