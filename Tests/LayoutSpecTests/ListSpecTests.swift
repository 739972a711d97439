import LayoutEngine
import Testing

@testable import LayoutSpec

/// The `list` kind in specs: defaults, the cascade, both directions, and the error messages.
@Suite struct ListSpecTests {
    static func list(_ json: String) throws -> ListLayout {
        try #require(try SpecDocument(json: json).makeLayout() as? ListLayout)
    }

    /// `examples/list.json`.
    static let sharedExample = #"""
        {
          "layout": "list",
          "container": { "width": 375, "height": 667 },
          "contentOffset": { "x": 0, "y": 120 },
          "options": { "itemHeight": 44, "interitemSpacing": 1, "insetSupplementaryViews": false, "pinHeadersToTop": true, "hugContents": false },
          "sections": [
            { "header": { "height": 28 }, "items": { "count": 4 } },
            { "options": { "insets": { "top": 12, "left": 16, "bottom": 12, "right": 16 }, "interitemSpacing": 8 }, "header": { "height": 28 }, "footer": { "height": 20 },
              "items": [ { "height": 60 }, { }, { "height": 88 } ] }
          ]
        }
        """#
    /// `examples/list-horizontal.json`.
    static let sharedHorizontalExample = #"""
        {
          "layout": "list",
          "container": { "width": 768, "height": 120 },
          "scrollDirection": "horizontal",
          "options": { "itemWidth": 100, "itemSpacing": 8, "insets": { "top": 10, "left": 12, "bottom": 10, "right": 12 } },
          "sections": [ { "items": [ { "width": 140 }, { }, { "width": 60 } ] }, { "items": { "count": 2 } } ]
        }
        """#

    @Test func defaults() throws {
        let l = try Self.list(
            #"{ "layout": "list", "container": { "width": 320, "height": 480 }, "sections": [{ "items": { "count": 1 } }] }"#
        )
        #expect(l.itemHeight == 36 && l.interitemSpacing == 0 && l.sectionInsets == .zero)
        #expect(!l.insetSupplementaryViews && !l.hugContents && l.pinHeadersToTop)
        #expect(l.itemWidth == 100 && l.itemSpacing == 8)
        #expect(l.sections[0].headerHeight == 0 && l.sections[0].footerHeight == 0)
    }

    @Test func sharedExampleLaysOutWithAPinnedHeader() throws {
        let doc = try SpecDocument(json: Self.sharedExample)
        let result = try doc.computeLayout()
        #expect(
            result.textDump == """
                content 375 x 667
                header 0 x=0 y=0 w=375 h=28
                cell 0.0 x=0 y=28 w=375 h=44
                cell 0.1 x=0 y=73 w=375 h=44
                cell 0.2 x=0 y=118 w=375 h=44
                cell 0.3 x=0 y=163 w=375 h=44
                header 1 x=0 y=207 w=375 h=28
                cell 1.0 x=16 y=247 w=343 h=60
                cell 1.1 x=16 y=315 w=343 h=44
                cell 1.2 x=16 y=367 w=343 h=88
                footer 1 x=0 y=455 w=375 h=20
                """)
        let visible = result.visibleElements(in: doc.viewport)
        #expect(visible.first?.id == .header(0))
        #expect(visible.first?.frame == Rect(x: 0, y: 120, width: 375, height: 28))
        #expect(visible.first?.zIndex == 901)
        #expect(result.invariantViolations().isEmpty)
    }

    @Test func sharedHorizontalExampleIsCentred() throws {
        let result = try SpecDocument(json: Self.sharedHorizontalExample).computeLayout()
        #expect(result.contentSize == Size(width: 768, height: 120))
        #expect(result.elements.map(\.frame.x) == [116, 264, 372, 444, 552])
        #expect(result.invariantViolations().isEmpty)
    }

    @Test(arguments: [ScrollDirection.vertical, .horizontal])
    func builtInExampleLaysOut(_ direction: ScrollDirection) throws {
        let json = direction == .vertical ? ListSpec.example : Self.sharedHorizontalExample
        let result = try SpecDocument(json: json).computeLayout()
        #expect(!result.elements.isEmpty)
        #expect(result.invariantViolations().isEmpty)
    }

    /// The per-item `height` wins wherever it is found in the cascade; `itemHeight` is the
    /// per-section default below it.
    @Test func itemHeightCascade() throws {
        let json = #"""
            { "layout": "list", "container": { "width": 100, "height": 100 },
              "options": { "itemHeight": 20 },
              "sections": [
                { "items": [ {}, { "height": 5 } ] },
                { "options": { "itemHeight": 30 }, "items": [ {} ] },
                { "options": { "height": 40, "itemHeight": 1 }, "items": [ {}, { "height": 6 } ] }
              ] }
            """#
        let result = try SpecDocument(json: json).computeLayout()
        #expect(result.elements.map(\.frame.height) == [20, 5, 30, 40, 6])
        let layoutLevel =
            #"{ "layout": "list", "container": { "width": 100, "height": 100 }, "options": { "height": 7 }, "sections": [ { "options": { "itemHeight": 30 }, "items": [ {} ] } ] }"#
        #expect(try SpecDocument(json: layoutLevel).computeLayout().elements.map(\.frame.height) == [7])
    }

    @Test func layoutLevelHeaderIsEverySectionsDefault() throws {
        let json =
            #"{ "layout": "list", "container": { "width": 100, "height": 100 }, "options": { "header": { "height": 10 } }, "sections": [ { "items": [] }, { "header": { "height": 0 }, "items": [] } ] }"#
        let result = try SpecDocument(json: json).computeLayout()
        #expect(result.elements.map(\.id) == [.header(0)])
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        var error: String
        var testDescription: String { name }
    }

    static func vertical(_ options: String, sections: String = #"[{ "items": [{}] }]"#) -> String {
        #"{ "layout": "list", "container": { "width": 320, "height": 480 }, "options": \#(options), "sections": \#(sections) }"#
    }
    static func horizontal(_ options: String, sections: String = #"[{ "items": [{}] }]"#) -> String {
        #"{ "layout": "list", "container": { "width": 320, "height": 100 }, "scrollDirection": "horizontal", "options": \#(options), "sections": \#(sections) }"#
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            name: "itemWidth when vertical", json: vertical(#"{ "itemWidth": 80 }"#),
            error:
                #"options.itemWidth: is a parameter of the horizontal list; remove it or set "scrollDirection": "horizontal""#
        ),
        ErrorCase(
            name: "itemSpacing in a section when vertical",
            json: vertical("{}", sections: #"[{ "options": { "itemSpacing": 2 }, "items": [] }]"#),
            error:
                #"sections[0].options.itemSpacing: is a parameter of the horizontal list; remove it or set "scrollDirection": "horizontal""#
        ),
        ErrorCase(
            name: "hugContents when horizontal", json: horizontal(#"{ "hugContents": true }"#),
            error:
                #"options.hugContents: is a parameter of the vertical list; remove it or remove "scrollDirection": "horizontal""#
        ),
        ErrorCase(
            name: "section insets when horizontal",
            json: horizontal("{}", sections: #"[{ "options": { "insets": { "left": 4 } }, "items": [] }]"#),
            error:
                #"sections[0].options.insets: the horizontal list has one set of insets for all sections (left before each section, right once at the end); move "insets" to the top-level "options""#
        ),
        ErrorCase(
            name: "header when horizontal",
            json: horizontal("{}", sections: #"[{ "header": { "height": 20 }, "items": [] }]"#),
            error:
                "sections[0].header: the horizontal list has no headers or footers; remove it (or the top-level options.header), or scroll vertically"
        ),
        ErrorCase(
            name: "layout-level footer when horizontal", json: horizontal(#"{ "footer": { "height": 20 } }"#),
            error:
                "sections[0].footer: the horizontal list has no headers or footers; remove it (or the top-level options.footer), or scroll vertically"
        ),
        ErrorCase(
            name: "negative itemHeight", json: vertical(#"{ "itemHeight": -1 }"#),
            error: "options.itemHeight: must not be negative, got -1; use 0 or a positive value"),
        ErrorCase(
            name: "hugContents per section",
            json: vertical("{}", sections: #"[{ "options": { "hugContents": true }, "items": [] }]"#),
            error:
                #"sections[0].options.hugContents: "hugContents" is a layout-level parameter; move it to the top-level "options""#
        ),
        ErrorCase(
            name: "insets wider than the container", json: vertical(#"{ "insets": { "left": 200, "right": 200 } }"#),
            error: "options.insets: left + right (400) exceed the container width 320; reduce them"),
    ]

    @Test(arguments: errorCases)
    func errorsNameThePathAndTheFix(_ c: ErrorCase) {
        let error = #expect(throws: SpecError.self) { try SpecDocument(json: c.json).computeLayout() }
        #expect(error?.description == c.error)
    }
}
