import LayoutCheck
import LayoutEngine
import LayoutSpec
import Testing

/// The element-by-element change list.
@Suite struct GeometryChangesTests {
    static func snapshot(_ elements: [LayoutAttributes], visible: [LayoutAttributes] = [], height: Double = 200)
        -> AttributesSnapshot
    {
        AttributesSnapshot(
            layout: "list", contentSize: Size(width: 120, height: height), elements: elements, visible: visible)
    }

    static func cell(_ s: Int, _ i: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayoutAttributes {
        LayoutAttributes(id: .cell(s, i), frame: Rect(x: x, y: y, width: w, height: h))
    }

    @Test func movedResizedNewAndRemovedElementsInSectionOrder() {
        let before = Self.snapshot([
            LayoutAttributes(id: .header(0), frame: Rect(x: 0, y: 0, width: 120, height: 30)),
            Self.cell(0, 0, 0, 30, 120, 90), Self.cell(0, 5, 0, 130, 120, 90), Self.cell(2, 3, 0, 300, 50, 50),
        ])
        let after = Self.snapshot(
            [
                LayoutAttributes(id: .header(1), frame: Rect(x: 0, y: 380, width: 375, height: 32)),
                Self.cell(0, 5, 0, 138, 120, 98), Self.cell(0, 0, 0, 30, 120, 90),
                LayoutAttributes(id: .header(0), frame: Rect(x: 0, y: 0, width: 120, height: 30)),
            ], height: 208)
        let changes = GeometryChanges(from: before, to: after)
        #expect(
            changes.lines == [
                "content size: 120x200 -> 120x208",
                "cell 0.5: moved (+0, +8), resized 120x90 -> 120x98",
                "header 1: new (x=0 y=380 w=375 h=32)",
                "cell 2.3: removed",
            ])
        #expect(!changes.isEmpty)
        #expect(GeometryChanges(from: before, to: before).isEmpty)
    }

    @Test func negativeAndFractionalMoves() {
        let changes = GeometryChanges.changes(
            [Self.cell(0, 0, 10, 10, 20, 20)], [Self.cell(0, 0, 7.5, 10, 20, 20)], scope: .layout)
        #expect(changes.map(\.description) == ["cell 0.0: moved (-2.5, +0)"])
    }

    @Test func viewportChangesOnlyWhenTheLayoutDoesNotExplainThem() {
        let header = LayoutAttributes(id: .header(0), frame: Rect(x: 0, y: 0, width: 120, height: 30))
        var pinned = header
        pinned.frame.y = 50
        pinned.zIndex = 901
        var pinnedLower = pinned
        pinnedLower.frame.y = 60
        // The pinned header now stops 10 points lower although its laid-out frame is the same.
        let changes = GeometryChanges(
            from: Self.snapshot([header], visible: [pinned]), to: Self.snapshot([header], visible: [pinnedLower]))
        #expect(changes.lines == ["at the viewport: header 0: moved (+0, +10)"])
        // A cell that moved in the layout moves at the viewport too: reported once.
        let moved = GeometryChanges(
            from: Self.snapshot([Self.cell(0, 0, 0, 0, 10, 10)], visible: [Self.cell(0, 0, 0, 0, 10, 10)]),
            to: Self.snapshot([Self.cell(0, 0, 0, 4, 10, 10)], visible: [Self.cell(0, 0, 0, 4, 10, 10)]))
        #expect(moved.lines == ["cell 0.0: moved (+0, +4)"])
    }

    /// Attributes JSON of one section: a cell and its badge at `badgeY`, and a background.
    static func compositionalJSON(badgeY: Int, background: String = "background") -> String {
        """
        { "layout": "compositional", "contentSize": { "width": 100, "height": 50 }, "elements": [
          { "kind": "decoration", "elementKind": "\(background)", "section": 0, "item": 0, "frame": { "x": 0, "y": 0, "width": 100, "height": 50 } },
          { "kind": "cell", "section": 0, "item": 0, "frame": { "x": 0, "y": 0, "width": 100, "height": 50 } },
          { "kind": "supplementary", "elementKind": "badge", "section": 0, "item": 0, "frame": { "x": 90, "y": \(badgeY), "width": 10, "height": 10 } }
        ] }
        """
    }

    @Test func aMovedBadgeIsNamedByItsElementKind() throws {
        let before = try AttributesSnapshot(json: Self.compositionalJSON(badgeY: 0))
        let after = try AttributesSnapshot(json: Self.compositionalJSON(badgeY: 8, background: "ribbon"))
        #expect(before.elementKind(of: .supplementary("badge", 0, 0)) == "badge")
        #expect(
            GeometryChanges(from: before, to: after).lines == [
                // Decorations first, two of one index in the order of their names' codes.
                "decoration ribbon 0.0: new (x=0 y=0 w=100 h=50)", "decoration background 0.0: removed",
                "supplementary badge 0.0: moved (+0, +8)",
            ])
    }

    @Test func aCompositionalLayoutEqualsItsOwnAttributesFileZIndexesIncluded() throws {
        // Two 100 x 50 cells, each with a 10 x 10 badge on its top-trailing corner.
        let result = try SpecDocument(
            json: """
                {"layout": "compositional", "container": {"width": 390, "height": 100},
                 "sections": [{"items": {"count": 2}, "group": {"axis": "horizontal",
                   "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                   "subitems": [{"size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}},
                     "supplementaryItems": [{"elementKind": "badge",
                       "size": {"width": {"absolute": 10}, "height": {"absolute": 10}},
                       "containerAnchor": {"edges": ["top", "trailing"]}}]}]}}]}
                """
        ).computeLayout()
        let viewport = Rect(x: 0, y: 0, width: 390, height: 100)
        let laidOut = AttributesSnapshot(layout: "compositional", result: result, viewport: viewport)
        let file = try AttributesSnapshot(
            json: AttributesJSON.encode(layout: "compositional", result: result, viewport: viewport))
        // The badge's zIndex 1 is in `visible` only, as the file records it.
        #expect(laidOut.elements.map(\.zIndex) == [0, 0, 0, 0] && laidOut.visible.map(\.zIndex) == [0, 1, 0, 1])
        #expect(GeometryChanges(from: file, to: laidOut).lines == [])
    }

    @Test func twoElementKindsWithOneCodeInAnAttributesFileAreRefusedNamingThePath() {
        let text = Self.compositionalJSON(badgeY: 0, background: "costarring").replacing(
            "\"badge\"", with: "\"liquid\"")
        #expect(
            throws: SpecError(
                path: "elements[2].elementKind",
                "\"liquid\" and \"costarring\" cannot be told apart (same 32-bit code); rename one of them in the layout"
            )
        ) { try AttributesSnapshot(json: text) }
    }

    @Test func attributesJSONRoundTripsAndBadFilesNameTheirPath() throws {
        let text = """
            { "layout": "list", "contentSize": { "width": 120, "height": 200 },
              "elements": [ { "kind": "cell", "section": 0, "item": 1, "frame": { "x": 0, "y": 8, "width": 120, "height": 40 } } ],
              "visible": [ { "kind": "header", "section": 0, "item": 0, "frame": { "x": 0, "y": 0, "width": 120, "height": 30 }, "zIndex": 901, "alpha": 0.5 } ] }
            """
        let s = try AttributesSnapshot(json: text)
        #expect(s.elements == [Self.cell(0, 1, 0, 8, 120, 40)])
        #expect(
            s.visible == [
                LayoutAttributes(
                    id: .header(0), frame: Rect(x: 0, y: 0, width: 120, height: 30), zIndex: 901, alpha: 0.5)
            ])
        #expect(throws: (any Error).self) { try AttributesSnapshot(json: "{\"layout\": \"list\"}") }
        do {
            _ = try AttributesSnapshot(
                json: "{\"layout\":\"l\",\"contentSize\":{\"width\":1,\"height\":1},\"elements\":[{\"kind\":\"tile\"}]}"
            )
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("elements[0].kind: missing or not one of 'cell', 'header', 'footer'"))
        }
    }
}
