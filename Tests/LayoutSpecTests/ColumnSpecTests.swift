import LayoutEngine
import Testing

@testable import LayoutSpec

@Suite struct ColumnSpecTests {
    func decode(_ json: String) throws -> ColumnLayout {
        let layout = try SpecDocument(json: json).makeLayout()
        return try #require(layout as? ColumnLayout)
    }

    func spec(options: String = "{}", sections: String, width: Int = 100) -> String {
        #"{"layout": "column", "container": {"width": \#(width), "height": 100}, "options": \#(options), "sections": \#(sections)}"#
    }

    @Test func defaultsAreTheOriginals() throws {
        let l = try decode(spec(sections: #"[{"items": [{}]}]"#))
        #expect(l.columnCount == 2 && l.columnSpacing == 8 && l.interitemSpacing == 8)
        #expect(l.sectionInset == EdgeInsets(all: 8) && l.itemHeight == 50)
        #expect(l.layoutStrategy == .leftToRight && !l.insetSupplementaryViews && l.pinHeadersToTop)
        #expect(l.sections[0] == ColumnLayout.Section(items: [ColumnLayout.Item()]))
    }

    @Test func layoutOptionsAreDefaultsAndSectionOptionsOverrideThem() throws {
        let l = try decode(
            spec(
                options:
                    #"{"columnCount": 3, "columnSpacing": 4, "itemHeight": 20, "insetSupplementaryViews": true, "pinHeadersToTop": false, "insets": {"top": 1}}"#,
                sections:
                    #"[{"options": {"columnCount": 1, "interitemSpacing": 2, "itemHeight": 30, "insets": {"left": 5}, "layoutStrategy": "shortestFirst"}, "header": {"height": 10}, "items": []}, {"items": []}]"#
            ))
        #expect(
            l.columnCount == 3 && l.columnSpacing == 4 && l.itemHeight == 20 && l.insetSupplementaryViews
                && !l.pinHeadersToTop)
        #expect(l.sectionInset == EdgeInsets(top: 1))
        #expect(
            l.sections[0]
                == ColumnLayout.Section(
                    items: [], columnCount: 1, interitemSpacing: 2, sectionInset: EdgeInsets(left: 5),
                    headerHeight: 10, itemHeight: 30, layoutStrategy: .shortestFirst))
        #expect(l.sections[1] == ColumnLayout.Section(items: []))
    }

    @Test func itemRenderDirectionIsAnAliasOfLayoutStrategy() throws {
        let l = try decode(
            spec(
                options: #"{"itemRenderDirection": "rightToLeft"}"#,
                sections:
                    #"[{"options": {"itemRenderDirection": "shortestFirst"}, "items": []}, {"options": {"layoutStrategy": "leftToRight", "itemRenderDirection": "leftToRight"}, "items": []}, {"items": []}]"#
            ))
        #expect(l.layoutStrategy == .rightToLeft)
        #expect(l.sections.map(\.layoutStrategy) == [.shortestFirst, .leftToRight, nil])
    }

    @Test func itemValuesCascadeAndZeroRatioSidesAreIgnored() throws {
        // A section-level "height" is every item's height, so it adds to the ratio height
        // (the original's delegate answering heightForItemAt for every item).
        let doc = try SpecDocument(
            json: spec(
                options: #"{"columnCount": 1, "insets": {}, "interitemSpacing": 0}"#,
                sections:
                    #"[{"options": {"height": 10}, "items": [{"aspectRatio": {"width": 4, "height": 1}}, {}, {"aspectRatio": {"width": 4}}, {"height": 7}]}]"#
            ))
        #expect(
            try doc.computeLayout().textDump == """
                content 100 x 62
                cell 0.0 x=0 y=0 w=100 h=35
                cell 0.1 x=0 y=35 w=100 h=10
                cell 0.2 x=0 y=45 w=100 h=10
                cell 0.3 x=0 y=55 w=100 h=7
                """)
    }

    /// The shared example (`examples/column.json`).
    static let sharedExample = """
        {
          "layout": "column",
          "container": { "width": 800, "height": 600 },
          "options": { "columnCount": 5, "columnSpacing": 10, "interitemSpacing": 10, "insets": { "top": 10, "left": 10, "bottom": 10, "right": 10 }, "layoutStrategy": "shortestFirst", "itemHeight": 50 },
          "sections": [
            {
              "header": { "height": 40 },
              "items": [
                { "aspectRatio": { "width": 2, "height": 1 } },
                { "height": 50 },
                { "aspectRatio": { "width": 2, "height": 1 }, "height": 20 },
                { "aspectRatio": { "width": 1, "height": 1 } },
                { },
                { "aspectRatio": { "width": 3, "height": 4 } },
                { "height": 120 }
              ]
            },
            { "options": { "columnCount": 2, "layoutStrategy": "rightToLeft" }, "items": { "count": 5, "height": 80 } }
          ]
        }
        """

    @Test func sharedExampleDecodesAndLaysOut() throws {
        let r = try SpecDocument(json: Self.sharedExample).computeLayout()
        #expect(r.invariantViolations().isEmpty)
        #expect(
            r.textDump == """
                content 800 x 617
                header 0 x=0 y=0 w=800 h=40
                cell 0.0 x=10 y=60 w=148 h=74
                cell 0.1 x=168 y=60 w=148 h=50
                cell 0.2 x=326 y=60 w=148 h=94
                cell 0.3 x=484 y=60 w=148 h=148
                cell 0.4 x=642 y=60 w=148 h=50
                cell 0.5 x=168 y=120 w=148 h=197
                cell 0.6 x=642 y=120 w=148 h=120
                cell 1.0 x=405 y=347 w=385 h=80
                cell 1.1 x=10 y=347 w=385 h=80
                cell 1.2 x=405 y=437 w=385 h=80
                cell 1.3 x=10 y=437 w=385 h=80
                cell 1.4 x=405 y=527 w=385 h=80
                """)
    }

    @Test func builtInExampleShowsTheHeightRules() throws {
        let doc = try SpecDocument(json: ColumnSpec.example)
        let r = try doc.computeLayout()
        #expect(r.invariantViolations().isEmpty)
        // 500 wide, 4 columns: (480 - 30) / 4 = 112.5 rounds to 113.
        let section0 = r.elements.filter { $0.section == 0 }.map(\.description)
        #expect(
            section0 == [
                "header 0 x=0 y=0 w=500 h=32",
                "cell 0.0 x=10 y=52 w=113 h=56", // 2:1
                "cell 0.1 x=133 y=52 w=113 h=80", // height
                "cell 0.2 x=256 y=52 w=113 h=76", // 2:1 + 20
                "cell 0.3 x=379 y=52 w=113 h=50", // 0:1 ignored: itemHeight
                "cell 0.4 x=379 y=112 w=113 h=113", // 1:1
                "cell 0.5 x=10 y=118 w=113 h=50", // itemHeight
                "cell 0.6 x=256 y=138 w=113 h=150", // 3:4
                "cell 0.7 x=133 y=142 w=113 h=120", // height
                "cell 0.8 x=10 y=178 w=113 h=58", // 4:1 + 30
                "cell 0.9 x=379 y=235 w=113 h=40", // 1:0 ignored: the height
                "footer 0 x=0 y=288 w=500 h=20",
            ])
        #expect(r.attributes(for: .header(1))?.frame == Rect(x: 0, y: 318, width: 500, height: 32))
        #expect(r.attributes(for: .cell(1, 14))?.frame == Rect(x: 402, y: 510, width: 88, height: 60))
        #expect(r.contentSize == Size(width: 500, height: 580))
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var id: String
        var json: String
        var message: String
        var testDescription: String { id }
        init(_ id: String, _ json: String, _ message: String) {
            self.id = id
            self.json = json
            self.message = message
        }
    }

    static let errorCases: [ErrorCase] = {
        let s = ColumnSpecTests()
        return [
            ErrorCase(
                "column count below 1", s.spec(options: #"{"columnCount": 0}"#, sections: "[]"),
                "options.columnCount: must be at least 1, got 0; set it to 1 or more"),
            ErrorCase(
                "negative ratio side", s.spec(sections: #"[{"items": [{"aspectRatio": {"width": -1, "height": 2}}]}]"#),
                "sections[0].items[0].aspectRatio.width: must not be negative, got -1; use 0 or a positive value"),
            ErrorCase(
                "negative height", s.spec(sections: #"[{"options": {"itemHeight": -3}, "items": []}]"#),
                "sections[0].options.itemHeight: must not be negative, got -3; use 0 or a positive value"),
            ErrorCase(
                "non-finite height", s.spec(sections: #"[{"items": {"count": 2, "height": -1e999}}]"#),
                "sections[0].items.height: must be a finite number, got -inf"),
            ErrorCase(
                "strategy and alias disagree",
                s.spec(
                    sections:
                        #"[{"options": {"layoutStrategy": "shortestFirst", "itemRenderDirection": "leftToRight"}, "items": []}]"#
                ),
                #"sections[0].options.itemRenderDirection: is the old name of "layoutStrategy", which says "shortestFirst" here; remove "itemRenderDirection""#
            ),
            ErrorCase(
                "unknown strategy", s.spec(options: #"{"layoutStrategy": "topDown"}"#, sections: "[]"),
                #"options.layoutStrategy: unknown value "topDown"; use one of "shortestFirst", "leftToRight", "rightToLeft""#
            ),
            ErrorCase(
                "item width", s.spec(sections: #"[{"items": [{"width": 2}]}]"#),
                #"sections[0].items[0].width: "width" is for horizontal layouts (a length along the scroll axis); in a vertical layout use "height""#
            ),
            ErrorCase(
                "spacing leaves no room",
                s.spec(sections: #"[{"options": {"columnCount": 4, "columnSpacing": 30}, "items": []}]"#),
                "sections[0].options.columnSpacing: 4 columns with 3 gaps of 30 pt leave no room for a column in the 84 pt between the section's left and right insets; lower the spacing or the column count"
            ),
            ErrorCase(
                "a vertical key in a horizontal layout",
                #"{"layout": "column", "container": {"width": 100, "height": 100}, "scrollDirection": "horizontal", "sections": [{"items": [{"height": 10}]}]}"#,
                #"sections[0].items[0].height: "height" is for vertical layouts (a length along the scroll axis); in a horizontal layout use "width""#
            ),
            ErrorCase(
                "a horizontal key in a vertical layout",
                #"{"layout": "column", "container": {"width": 100, "height": 100}, "sections": [{"options": {"itemWidth": 10}, "items": []}]}"#,
                #"sections[0].options.itemWidth: "itemWidth" is for horizontal layouts (a length along the scroll axis); in a vertical layout use "itemHeight""#
            ),
        ]
    }()

    @Test(arguments: errorCases)
    func badSpecsAreErrorsNamingTheKey(_ c: ErrorCase) {
        do {
            _ = try SpecDocument(json: c.json).computeLayout()
            Issue.record("\(c.id): no error")
        } catch {
            #expect(error.description == c.message)
        }
    }

    /// Issue 19's minimal spec, as given: header 0 pinned at y 20 (the original's value), not 20.5.
    @Test func pinnedHeaderParityWithTheOriginal() throws {
        let json =
            #"{"layout":"column","container":{"width":100,"height":100},"contentOffset":{"x":0,"y":25},"options":{"columnCount":1,"interitemSpacing":0,"insets":{}},"sections":[{"header":{"height":10},"items":[{"height":20.5}]},{"header":{"height":10},"items":[{"height":100}]}]}"#
        let doc = try SpecDocument(json: json)
        let visible = try doc.computeLayout().visibleElements(in: doc.viewport)
        #expect(visible.first { $0.id == .header(0) }?.frame == Rect(x: 0, y: 20, width: 100, height: 10))
    }
}
