import LayoutEngine
import Testing

@testable import LayoutSpec

/// Lengths so large that a layout's sums or products reach infinity. The engine computes them as
/// the originals do (their arithmetic saturates); a spec's layout is refused naming the section,
/// where every kind but compositional used to print `inf` in the attributes JSON (not JSON) and
/// exit 0.
@Suite struct OverflowTests {
    static let fix =
        "lengths this large add up, or multiply (a size scaled by its aspect ratio), past the largest number (about 1.8e308; 3.4e38 for the room of an aligned layout's centred line, rounded as a 32-bit float like the original's floorf); use smaller values"

    static let refused: [(spec: String, error: SpecError)] = [
        // A far edge that overflows: the second cell starts at 1e308 and is 1e308 long.
        (
            #"{"layout":"list","container":{"width":375,"height":600},"options":{"itemHeight":1e308},"sections":[{"items":{"count":3}}]}"#,
            SpecError(path: "sections[0]", "cell 0.1's frame is not finite (x=0 y=1e+308 w=375 h=1e+308): \(fix)")
        ),
        // The original's floorf: a centred line's room of 9e39 is past a 32-bit float's range.
        (
            #"{"layout":"aligned","container":{"width":1e40,"height":600},"sections":[{"options":{"horizontalAlignment":"center"},"items":{"count":1,"width":1e39,"height":10}}]}"#,
            SpecError(path: "sections[0]", "cell 0.0's frame is not finite (x=inf y=5 w=1e+39 h=10): \(fix)")
        ),
        // A height scaled by an aspect ratio of 1e-310: a product, not a sum.
        (
            #"{"layout":"waterfall","container":{"width":375,"height":600},"options":{"columnCount":1},"sections":[{"items":[{"width":1e-300,"height":1e10}]}]}"#,
            SpecError(path: "sections[0]", "cell 0.0's frame is not finite (x=0 y=0 w=375 h=inf): \(fix)")
        ),
        // Every frame finite; the content size (the cell plus the bottom inset) is not.
        (
            #"{"layout":"list","container":{"width":375,"height":600},"options":{"itemHeight":1e308,"insets":{"top":0,"left":0,"bottom":1e308,"right":0}},"sections":[{"items":{"count":1}}]}"#,
            SpecError(path: "sections", "the content size is not finite (375 x inf): \(fix)")
        ),
    ]

    @Test(arguments: refused)
    func aLayoutThatOverflowsIsRefusedNamingTheSection(spec: String, error: SpecError) {
        #expect(throws: error) { try SpecDocument(json: spec).computeLayout() }
    }

    /// Below the float's range the centred line is laid out (offset floor(4.5e37)); the engine
    /// itself still answers the original's infinity above it, which `checkFinite` names.
    @Test func aCentredAlignedLineIsLaidOutBelowAFloatsRangeAndNamedAboveIt() throws {
        let below =
            #"{"layout":"aligned","container":{"width":1e38,"height":600},"sections":[{"options":{"horizontalAlignment":"center"},"items":{"count":1,"width":1e37,"height":10}}]}"#
        let result = try SpecDocument(json: below).computeLayout()
        #expect(
            result.elements.map(\.frame) == [
                Rect(x: Double(Float(4.5e37).rounded(.down)), y: 5, width: 1e37, height: 10)
            ])
        let above = try SpecDocument(json: Self.refused[1].spec)
        let saturated = try above.makeLayout().layout(in: above.context)
        #expect(saturated.elements.map(\.frame) == [Rect(x: .infinity, y: 5, width: 1e39, height: 10)])
        #expect(throws: LayoutError(path: "sections[0]", Self.refused[1].error.message)) { try saturated.checkFinite() }
    }
}
