import LayoutEngine
import Testing

@testable import LayoutSpec

@Suite struct AlignedSpecTests {
    func layout(_ json: String) throws -> LayoutResult { try SpecDocument(json: json).computeLayout() }

    @Test func defaultsMatchTheOriginal() throws {
        let r = try layout(
            #"{"layout": "aligned", "container": {"width": 200, "height": 100}, "sections": [{"items": {"count": 3}}]}"#
        )
        // defaultCellSize 100 x 100, contentInsets 5, itemSpacing 5 / lineSpacing 5, left/top
        #expect(
            r.elements.map(\.frame) == [
                Rect(x: 5, y: 5, width: 100, height: 100), Rect(x: 5, y: 110, width: 100, height: 100),
                Rect(x: 5, y: 215, width: 100, height: 100),
            ])
        #expect(r.contentSize == Size(width: 200, height: 320))
    }

    @Test func theMostSpecificValueWinsInTheCascade() throws {
        let r = try layout(
            """
            {"layout": "aligned", "container": {"width": 200, "height": 100},
             "options": {"contentInsets": {}, "itemSpacing": 20, "width": 30, "height": 10, "cellInsets": {"left": 1}},
             "sections": [
               {"items": [{}, {}]},
               {"options": {"itemSpacing": 2, "height": 7}, "items": [{}, {"width": 4, "cellInsets": {}}]}
             ]}
            """)
        // section 0: layout-level spacing 20 and item size 30 x 10, cell inset left 1
        #expect(
            r.elements.filter { $0.section == 0 }.map(\.frame) == [
                Rect(x: 1, y: 0, width: 30, height: 10), Rect(x: 52, y: 0, width: 30, height: 10),
            ])
        // section 1 (after sectionSpacing 10): spacing 2 and height 7 from the section; the second item's own width and insets
        #expect(
            r.elements.filter { $0.section == 1 }.map(\.frame) == [
                Rect(x: 1, y: 20, width: 30, height: 7), Rect(x: 33, y: 20, width: 4, height: 7),
            ])
    }

    @Test func remainingWidthAndFlagsDecode() throws {
        let r = try layout(
            """
            {"layout": "aligned", "container": {"width": 200, "height": 100}, "options": {"contentInsets": {}},
             "sections": [{"options": {"horizontalAlignment": "right", "verticalAlignment": "bottom", "insets": {"left": 10, "right": 10}},
               "items": [{"width": 50, "height": 20}, {"width": "remaining", "height": 10}, {"width": 30, "height": 30, "shouldBeginLine": true}]}]}
            """)
        #expect(
            r.elements.map(\.frame) == [
                Rect(x: 10, y: 0, width: 50, height: 20), Rect(x: 65, y: 10, width: 125, height: 10),
                Rect(x: 160, y: 25, width: 30, height: 30),
            ])
    }

    /// "remaining" fills the rest of the line: a vertical layout's `width`, a horizontal one's
    /// `height` (its lines are columns); the other axis is refused with the fix.
    @Test func remainingFillsTheLineInEitherDirection() throws {
        let horizontal = try layout(
            #"{"layout": "aligned", "scrollDirection": "horizontal", "container": {"width": 300, "height": 100}, "options": {"contentInsets": {}}, "sections": [{"items": [{"width": 30, "height": 40}, {"width": 20, "height": "remaining"}]}]}"#
        )
        // Transposed: a 100 pt line holds 40, then 5 of spacing, then the remaining 55.
        #expect(
            horizontal.elements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 30, height: 40), Rect(x: 0, y: 45, width: 20, height: 55),
            ])
        #expect(
            throws: SpecError(
                path: "sections[0].items[0].width",
                "\"remaining\" fills the rest of the line, which runs along \"height\" in a horizontal layout; give \"width\" a number and \"height\": \"remaining\""
            )
        ) {
            try layout(
                #"{"layout": "aligned", "scrollDirection": "horizontal", "container": {"width": 1, "height": 1}, "sections": [{"items": [{"width": "remaining"}]}]}"#
            )
        }
    }

    @Test func headersAndPinningAtTheContentOffset() throws {
        let doc = try SpecDocument(
            json: """
                {"layout": "aligned", "container": {"width": 200, "height": 100}, "contentOffset": {"x": 0, "y": 50},
                 "options": {"header": {"height": 20}},
                 "sections": [{"items": {"count": 2, "width": 50, "height": 50}}, {"header": {"height": 0}, "items": {"count": 1}}]}
                """)
        let r = try doc.computeLayout()
        #expect(r.attributes(for: .header(0))?.frame == Rect(x: 0, y: 5, width: 200, height: 20))
        #expect(r.attributes(for: .header(1)) == nil, "a zero-height header means none")
        let visible = r.visibleElements(in: doc.viewport)
        #expect(
            visible.first
                == LayoutAttributes(id: .header(0), frame: Rect(x: 0, y: 50, width: 200, height: 20), zIndex: 901))
    }

    @Test func everySharedExampleAndTheBuiltInExampleDecode() throws {
        let r = try SpecDocument(json: AlignedSpec.example).computeLayout()
        #expect(r.invariantViolations().isEmpty)
        #expect(r.elements.count == 18)
    }
}
