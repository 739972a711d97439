import LayoutEngine
import Testing

@testable import LayoutSpec

/// Defects of the `compositional` kind found by a tester's hunt (its repro specs quoted), each
/// with literal frames or messages.
@Suite struct CompositionalHuntTests {
    /// A section of a vertical group estimated 100 high holding items estimated 40 and measured
    /// 30, and a 20-point footer; `items` is the spelling of the measured sizes.
    static func estimatedList(items: String, itemHeight: String = #"{"estimated":40}"#) -> String {
        #"""
        {"layout":"compositional","container":{"width":390,"height":844},
         "sections":[{"items":\#(items),
          "boundarySupplementaryItems":[{"elementKind":"footer","size":{"width":{"fractionalWidth":1},"height":{"absolute":20}},"alignment":"bottom"}],
          "group":{"axis":"vertical","size":{"width":{"fractionalWidth":1},"height":{"estimated":100}},
           "subitems":[{"size":{"width":{"fractionalWidth":1},"height":\#(itemHeight)}}]}}]}
        """#
    }

    /// The frames of `json`'s elements, laid out with guides (as diagrams) and without (as the
    /// attributes JSON of a large layout), which must agree.
    static func frames(_ json: String) throws -> [Rect] {
        let document = try SpecDocument(json: json)
        let withGuides = try document.computeLayout()
        var context = document.context
        context.includesGuides = false
        let without = try document.makeLayout().layout(in: context)
        #expect(Array(without.elements).map(\.frame) == Array(withGuides.elements).map(\.frame))
        return Array(withGuides.elements).map(\.frame)
    }

    /// est5.json and est5list.json: the last group instance (items 3 and 4) counted its empty
    /// third slot, so the footer was at 180 (the uniform spelling measures it 30) or 190 (the
    /// list spelling leaves it at its estimate of 40), where D7 hugs the cells, which end at 150.
    @Test func theLastInstanceOfAnEstimatedGroupHugsOnlyTheCellsItHolds() throws {
        let five = [R(0, 0, 390, 30), R(0, 30, 390, 30), R(0, 60, 390, 30), R(0, 90, 390, 30), R(0, 120, 390, 30)]
        #expect(try Self.frames(Self.estimatedList(items: #"{"count":5,"height":30}"#)) == five + [R(0, 150, 390, 20)])
        #expect(
            try Self.frames(
                Self.estimatedList(items: #"[{"height":30},{"height":30},{"height":30},{"height":30},{"height":30}]"#))
                == five + [R(0, 150, 390, 20)])
        // Six listed cells are longer than five (they gave 180 against 190).
        #expect(
            try Self.frames(
                Self.estimatedList(
                    items: #"[{"height":30},{"height":30},{"height":30},{"height":30},{"height":30},{"height":30}]"#)
            )
            .last == R(0, 180, 390, 20))
        // Items of a known height read no measured size (one instance repeated, D6): the same.
        #expect(
            try Self.frames(Self.estimatedList(items: #"{"count":5}"#, itemHeight: #"{"absolute":30}"#))
                == five + [R(0, 150, 390, 20)])
        // A section of fewer items than one group: its only instance hugs them.
        #expect(
            try Self.frames(Self.estimatedList(items: #"{"count":2,"height":30}"#)) == Array(five.prefix(2)) + [
                R(0, 60, 390, 20)
            ])
    }

    /// The diagram's frame of the last instance is the one its cells hug.
    @Test func theLastEstimatedInstancesGuideIsTheFrameItsCellsHug() throws {
        let result = try SpecDocument(json: Self.estimatedList(items: #"{"count":5,"height":30}"#)).computeLayout()
        let groups = result.guides.compactMap { guide -> Rect? in
            if case .group(0, 0, let frame) = guide { return frame } else { return nil }
        }
        #expect(groups == [R(0, 0, 390, 90), R(0, 90, 390, 60)])
    }

    /// uk.json: UIKit's own kinds (`UICollectionView.elementKindSectionHeader` and `...Footer`)
    /// were supplementaries, the footer with item 1; they are the header and the footer, item 0.
    @Test func uikitsSectionHeaderAndFooterKindsAreTheHeaderAndFooter() throws {
        let json = #"""
            {"layout":"compositional","container":{"width":390,"height":844},
             "sections":[{"items":{"count":1},
              "boundarySupplementaryItems":[
               {"elementKind":"UICollectionElementKindSectionHeader","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},"alignment":"top"},
               {"elementKind":"UICollectionElementKindSectionFooter","size":{"width":{"fractionalWidth":1},"height":{"absolute":30}},"alignment":"bottom"}],
              "group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":100}},
               "subitems":[{"size":{"width":{"fractionalWidth":0.5},"height":{"fractionalHeight":1}}}]}}]}
            """#
        let result = try SpecDocument(json: json).computeLayout()
        #expect(
            Array(result.elements).map(\.id) == [
                ElementID(kind: .header, section: 0, item: 0), ElementID(kind: .cell, section: 0, item: 0),
                ElementID(kind: .footer, section: 0, item: 0),
            ])
        #expect(Array(result.elements).map(\.frame) == [R(0, 0, 390, 44), R(0, 44, 195, 100), R(0, 144, 390, 30)])
    }

    /// same1.json and same2.json: a boundary item of kind "x" and cell 0's badge of kind "x" were
    /// both (supplementary, x, section 0, item 0), so `render diff` paired the wrong frames and
    /// reported changes that were not there. The spec is refused, naming both.
    @Test func aBadgeOfABoundaryItemsKindIsRefusedNamingBoth() {
        let json = #"""
            {"layout":"compositional","container":{"width":390,"height":844},
             "sections":[{"items":{"count":1},
              "boundarySupplementaryItems":[{"elementKind":"x","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},"alignment":"top"}],
              "group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":100}},
               "subitems":[{"size":{"width":{"fractionalWidth":0.5},"height":{"fractionalHeight":1}},
                "supplementaryItems":[{"elementKind":"x","size":{"width":{"absolute":20},"height":{"absolute":20}},"containerAnchor":{"edges":["top"]}}]}]}}]}
            """#
        #expect(
            throws: SpecError(
                path: "sections[0].group.subitems[0].supplementaryItems[0].elementKind",
                "\"x\" is also the kind of sections[0].boundarySupplementaryItems[0]: a boundary item and a cell's supplementary of one kind are one element (UIKit cannot have two supplementary views of one kind at one index path); give them distinct element kinds"
            )
        ) { try SpecDocument(json: json).computeLayout() }
    }

    /// A one-section spec of a horizontal group (`group` its size and keys) of items half its
    /// width, with the section's `sectionKeys`.
    static func row(group: String, sectionKeys: String = "") -> String {
        #"""
        {"layout":"compositional","container":{"width":390,"height":844},
         "sections":[{"items":{"count":4},\#(sectionKeys)
          "group":{"axis":"horizontal",\#(group),
           "subitems":[{"size":{"width":{"fractionalWidth":0.5},"height":{"fractionalHeight":1}}}]}}]}
        """#
    }

    /// ins.json, huge.json and a group's own insets: each said "the subitems take no length ...
    /// give one a size or the group an interItemSpacing", whatever the cause.
    @Test func aGroupWithNoRoomNamesWhatTookIt() {
        let full = #""size":{"width":{"fractionalWidth":1},"height":{"absolute":100}}"#
        #expect(
            throws: SpecError(
                path: "sections[0].contentInsets",
                "take the container's whole width (195 + 195 points), leaving no room for the section's group, a fraction of what is left; make them smaller"
            )
        ) {
            try SpecDocument(
                json: Self.row(
                    group: full, sectionKeys: #""contentInsets":{"top":0,"leading":195,"bottom":0,"trailing":195},"#)
            ).computeLayout()
        }
        #expect(
            throws: SpecError(
                path: "sections[0].group.contentInsets",
                "take the group's whole width (100 + 100 of 200 points), leaving its subitems no room; make them smaller"
            )
        ) {
            try SpecDocument(
                json: Self.row(
                    group:
                        #""size":{"width":{"absolute":200},"height":{"absolute":100}},"contentInsets":{"top":0,"leading":100,"bottom":0,"trailing":100}"#
                )
            ).computeLayout()
        }
        #expect(
            throws: SpecError(
                path: "sections[0].group.size.width.fractionalWidth",
                "1e+308 is out of range: that many times its container's width passes the largest length (about 1.8e308 points); use a fraction such as 1 (the whole width)"
            )
        ) {
            try SpecDocument(
                json: Self.row(group: #""size":{"width":{"fractionalWidth":1e308},"height":{"absolute":100}}"#)
            ).computeLayout()
        }
    }

    /// z.json: a zIndex of 10^15 "must be a whole number, got 1000000000000000.0"; and one of
    /// 10^14 was taken and written as 276447232 (the solution holds zIndexes in 32 bits).
    @Test func aZIndexOutOfRangeSaysSoWithTheRange() {
        for z in ["1000000000000000", "100000000000000", "-2147483649"] {
            let json = Self.row(
                group: #""size":{"width":{"fractionalWidth":1},"height":{"absolute":100}}"#,
                sectionKeys: #""decorationItems":[{"elementKind":"bg","zIndex":\#(z)}],"#)
            #expect(
                throws: SpecError(
                    path: "sections[0].decorationItems[0].zIndex",
                    "is out of range: must be between -2147483648 and 2147483647, got \(z); use a smaller number")
            ) { try SpecDocument(json: json).computeLayout() }
        }
    }

    /// rtl.json: a frame that passes the largest number once mirrored right to left was blamed
    /// on "aspect ratio" and "an aligned layout's centred line", which compositional has not.
    @Test func aFrameThatOverflowsWhenMirroredSaysSo() {
        let json = #"""
            {"layout":"compositional","container":{"width":390,"height":844},"scrollDirection":"horizontal","layoutDirection":"rightToLeft",
             "sections":[{"items":{"count":1},
              "group":{"axis":"custom","size":{"width":{"absolute":1.5e308},"height":{"fractionalHeight":1}},
               "frames":[{"x":-1e308,"y":0,"width":10,"height":10}]}}]}
            """#
        #expect(
            throws: SpecError(
                path: "sections[0]",
                "cell 0.0's frame is not finite (x=inf y=0 w=10 h=10): sizes, spacings, insets or offsets near 1e308 add up past the largest number (about 1.8e308), or pass it once mirrored right to left (a frame's x becomes the content width less its x and width); use smaller values"
            )
        ) { try SpecDocument(json: json).computeLayout() }
    }
}
