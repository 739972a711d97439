import LayoutEngine
import Testing

@testable import LayoutSpec

/// Defects found by random specs and worst inputs of the `compositional` kind (issue 27), each
/// with the spec that showed it.
@Suite struct CompositionalWorstInputTests {
    /// A carousel of columns 400 high of cells 10 high steps back 390 along the scroll axis at
    /// each column, so the result's index keeps the frames in scan order; the resting place (what
    /// a diagram draws) moved them as if in element order and trapped ("a compositional result
    /// stores every frame in place"). Six columns of 40 cells 100 wide, scrolled by 100.
    @Test func aCarouselOfTallColumnsRestsAtItsOffset() throws {
        let json = #"""
            {"layout":"compositional","container":{"width":390,"height":844},
             "sections":[{"items":{"count":240},"orthogonalScrollingBehavior":"continuous","orthogonalOffset":100,
              "group":{"axis":"vertical","size":{"width":{"absolute":100},"height":{"absolute":400}},
               "subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":10}}}]}}]}
            """#
        let result = try SpecDocument(json: json).computeLayout()
        let resting = result.atOrthogonalOffsets()
        #expect(result.orthogonalOffset(ofSection: 0) == 100)
        #expect(result.elements[0].frame == R(0, 0, 100, 10) && result.elements[239].frame == R(500, 390, 100, 10))
        #expect(resting.elements[0].frame == R(-100, 0, 100, 10))
        #expect(resting.elements[40].frame == R(0, 0, 100, 10))
        #expect(resting.elements[239].frame == R(400, 390, 100, 10))
        #expect(
            Array(resting.elements)
                == Array(result.elements).map {
                    LayoutAttributes(id: $0.id, frame: $0.frame.offsetBy(dx: -100, dy: 0), zIndex: $0.zIndex)
                })
    }
}

extension CompositionalWorstInputTests {
    /// A chain of `depth` horizontal groups, each the container's width and 44 high holding the
    /// next, the last holding items `leafWidth` wide; 10 cells.
    static func chain(_ depth: Int, width: String = #"{"fractionalWidth":1}"#, leafWidth: String = #"{"absolute":100}"#)
        -> String
    {
        var group = #"{"size":{"width":\#(leafWidth),"height":{"absolute":44}}}"#
        for _ in 0..<depth {
            group = #"{"axis":"horizontal","size":{"width":\#(width),"height":{"absolute":44}},"subitems":[\#(group)]}"#
        }
        return
            #"{"layout":"compositional","container":{"width":390,"height":844},"sections":[{"items":{"count":10},"group":\#(group)}]}"#
    }

    /// Each level laid its member out a second time to find that another copy does not fit, so
    /// the work doubled per level (60 levels never finished); a nested group of known length is
    /// no longer laid out for that test. Twelve levels deep: three cells of 100 per row.
    @Test func nestedGroupsOfKnownSizeAreLaidOutOnce() throws {
        let result = try SpecDocument(json: Self.chain(12)).computeLayout()
        #expect(
            Array(result.elements.prefix(4)).map(\.frame) == [
                R(0, 0, 100, 44), R(100, 0, 100, 44), R(200, 0, 100, 44), R(0, 44, 100, 44),
            ])
        #expect(result.contentSize == Size(width: 390, height: 176))
    }

    /// Past twelve levels of groups the spec is refused at the group too deep (its estimated
    /// twin would double the work per level).
    @Test func groupsNestedMoreThanTwelveLevelsAreRefused() {
        let path = "sections[0].group" + String(repeating: ".subitems[0]", count: 13)
        #expect(
            throws: SpecError(
                path: path,
                "groups nest more than 12 levels deep here; flatten them (a group of groups of items is usually enough)"
            )
        ) { try SpecDocument(json: Self.chain(60)).computeLayout() }
    }

    /// Lengths near 1e308 added up to infinity and were written as `inf` (not JSON) with exit 0;
    /// the layout is refused naming the section.
    @Test func framesThatOverflowToInfinityAreRefused() {
        let spacing =
            #"{"layout":"compositional","container":{"width":390,"height":844},"sections":[{"items":{"count":3},"interGroupSpacing":1e308,"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},"subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":44}}}]}}]}"#
        let fix = "sizes, spacings, insets or offsets near 1e308 add up past the largest number; use smaller values"
        #expect(
            throws: SpecError(path: "sections[0]", "an element's frame is not finite (x=0 y=inf w=390 h=44): \(fix)")
        ) { try SpecDocument(json: spacing).computeLayout() }
        let badge =
            #"{"layout":"compositional","container":{"width":390,"height":844},"sections":[{"items":{"count":1},"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},"subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},"supplementaryItems":[{"elementKind":"badge","size":{"width":{"absolute":10},"height":{"absolute":10}},"containerAnchor":{"edges":["top"],"fractionalOffset":{"x":1e308,"y":0}}}]}]}}]}"#
        #expect(throws: SpecError.self) { try SpecDocument(json: badge).computeLayout() }
        let frame =
            #"{"layout":"compositional","container":{"width":390,"height":844},"sections":[{"items":{"count":1},"group":{"axis":"custom","size":{"width":{"fractionalWidth":1},"height":{"absolute":100}},"frames":[{"x":1e308,"y":0,"width":1e308,"height":10}]}}]}"#
        #expect(
            throws: SpecError(
                path: "sections[0]", "an element's frame is not finite (x=1e+308 y=0 w=1e+308 h=10): \(fix)")
        ) { try SpecDocument(json: frame).computeLayout() }
    }
}

extension CompositionalWorstInputTests {
    /// A section pushed close to the largest number: its cells (1e301 tall, a "small" instance
    /// whose origin alone is summed while placing) start at a finite y whose far edge overflows.
    /// The origin's magnitude sends the check to read every frame, which names the cell; below
    /// 2^1020 (1e307) the frames are trusted finite, past it (1.5e307) they are read and pass.
    @Test func aSmallInstanceAtAnOriginNearTheLargestNumberIsChecked() throws {
        func spec(top: String) -> String {
            #"{"layout":"compositional","container":{"width":390,"height":844},"sections":[{"items":{"count":1},"contentInsets":{"top":\#(top),"leading":0,"bottom":0,"trailing":0},"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":1e301}},"subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}"#
        }
        let fix = "sizes, spacings, insets or offsets near 1e308 add up past the largest number; use smaller values"
        #expect(
            throws: SpecError(
                path: "sections[0]",
                "an element's frame is not finite (x=0 y=1.7976931348623e+308 w=390 h=1e+301): \(fix)")
        ) { try SpecDocument(json: spec(top: "1.7976931348623e308")).computeLayout() }
        for top in ["1e307", "1.5e307"] {
            let result = try SpecDocument(json: spec(top: top)).computeLayout()
            #expect(result.elements.map(\.frame) == [Rect(x: 0, y: Double(top)!, width: 390, height: 1e301)])
        }
    }
}

extension CompositionalWorstInputTests {
    /// `repeatingCount` 10^9 ran a million slots (a second in a debug build) before an error that
    /// named `subitems` and said to make them larger; the count is now refused at once, by name.
    @Test func aRepeatCountOverTheSlotLimitIsRefusedByName() {
        for key in ["repeatingCount", "repeatingCopies"] {
            let json =
                #"{"layout":"compositional","container":{"width":390,"height":844},"sections":[{"items":{"count":3},"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},"\#(key)":1000000000,"subitems":[{"size":{"width":{"absolute":1},"height":{"absolute":44}}}]}}]}"#
            #expect(
                throws: SpecError(
                    path: "sections[0].group.\(key)",
                    "1000000000 slots are more than a group may hold (1048576); lower the count")
            ) { try SpecDocument(json: json).computeLayout() }
        }
    }
}

extension CompositionalWorstInputTests {
    /// The item limit of every kind (`ItemLimitTests`) holds for compositional sections too.
    @Test func aCompositionalSectionOverTheItemLimitIsRefused() {
        let json =
            #"{"layout":"compositional","container":{"width":390,"height":844},"sections":[{"items":{"count":10000001},"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},"subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":44}}}]}}]}"#
        #expect(
            throws: SpecError(path: "sections[0].items.count", "must be at most 10000000, got 10000001")
        ) { try SpecDocument(json: json).computeLayout() }
    }
}
