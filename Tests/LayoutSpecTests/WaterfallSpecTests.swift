import LayoutEngine
import Testing

@testable import LayoutSpec

@Suite struct WaterfallSpecTests {
    func decode(_ json: String) throws -> WaterfallLayout {
        let layout = try SpecDocument(json: json).makeLayout()
        return try #require(layout as? WaterfallLayout)
    }

    func spec(options: String = "{}", sections: String, width: Int = 100) -> String {
        #"{"layout": "waterfall", "container": {"width": \#(width), "height": 100}, "options": \#(options), "sections": \#(sections)}"#
    }

    @Test func defaultsAreTheOriginals() throws {
        let l = try decode(spec(sections: #"[{"items": [{"width": 1, "height": 1}]}]"#))
        #expect(l.columnCount == 2)
        #expect(l.minimumColumnSpacing == 10 && l.minimumInteritemSpacing == 10)
        #expect(l.sectionInset == .zero && l.headerInset == .zero && l.footerInset == .zero)
        #expect(l.itemRenderDirection == .shortestFirst && l.stretchingType == .noStretching)
        #expect(l.minimumContentHeight == 0 && l.headerHeight == 0 && l.footerHeight == 0)
        let s = try #require(l.sections.first)
        #expect(
            s.columnCount == nil && s.minimumColumnSpacing == nil && s.sectionInset == nil && s.stretchingType == nil)
        #expect(s.headerHeight == nil && s.footerHeight == nil)
    }

    @Test func layoutOptionsAreDefaultsAndSectionOptionsOverrideThem() throws {
        let l = try decode(
            spec(
                options:
                    #"{"columnCount": 3, "stretching": "allCells", "itemRenderDirection": "rightToLeft", "minimumContentHeight": 400, "headerInset": {"top": 2}, "header": {"height": 30}}"#,
                sections: #"""
                    [{"options": {"columnCount": 1, "stretching": "none", "minimumColumnSpacing": 4, "minimumInteritemSpacing": 6, "insets": {"left": 3}, "footerInset": {"bottom": 5}, "itemRenderDirection": "leftToRight"},
                      "footer": {"height": 12}, "items": []},
                     {"items": []}]
                    """#))
        #expect(l.columnCount == 3 && l.stretchingType == .allCells && l.itemRenderDirection == .rightToLeft)
        #expect(l.minimumContentHeight == 400 && l.headerInset == EdgeInsets(top: 2))
        let (a, b) = (l.sections[0], l.sections[1])
        #expect(a.columnCount == 1 && a.stretchingType == .noStretching && a.itemRenderDirection == .leftToRight)
        #expect(a.minimumColumnSpacing == 4 && a.minimumInteritemSpacing == 6)
        #expect(a.sectionInset == EdgeInsets(left: 3) && a.footerInset == EdgeInsets(bottom: 5) && a.headerInset == nil)
        #expect(a.headerHeight == 30 && a.footerHeight == 12)
        #expect(b.columnCount == nil && b.stretchingType == nil && b.headerHeight == 30 && b.footerHeight == nil)
    }

    @Test func itemSizesCascadeFromTheSectionOptions() throws {
        let doc = try SpecDocument(
            json: spec(
                sections:
                    #"[{"options": {"columnCount": 1, "width": 2, "height": 1}, "items": {"count": 2}}, {"options": {"columnCount": 1}, "items": [{"height": 3, "width": 4}]}]"#
            ))
        let r = try doc.computeLayout()
        #expect(
            r.textDump == """
                content 100 x 185
                cell 0.0 x=0 y=0 w=100 h=50
                cell 0.1 x=0 y=60 w=100 h=50
                cell 1.0 x=0 y=110 w=100 h=75
                """)
    }

    /// The shared example (`examples/waterfall.json`): a hero section above a 3-column section.
    static let sharedExample = """
        {
          "layout": "waterfall",
          "container": { "width": 375, "height": 667 },
          "scale": 2,
          "options": { "stretching": "lastCell", "itemRenderDirection": "shortestFirst", "minimumColumnSpacing": 8, "minimumInteritemSpacing": 8 },
          "sections": [
            {
              "options": { "columnCount": 1, "insets": { "top": 8, "left": 8, "bottom": 8, "right": 8 } },
              "items": [ { "width": 1600, "height": 900 } ]
            },
            {
              "options": { "columnCount": 3, "insets": { "left": 8, "right": 8, "bottom": 8 }, "headerInset": { "left": 8, "right": 8 } },
              "header": { "height": 36 },
              "footer": { "height": 24 },
              "items": [
                { "width": 300, "height": 400 }, { "width": 300, "height": 200 }, { "width": 300, "height": 450 },
                { "width": 300, "height": 300 }, { "width": 300, "height": 520 }, { "width": 300, "height": 250 },
                { "width": 300, "height": 380 }, { "width": 300, "height": 300 }
              ]
            }
          ]
        }
        """

    @Test func sharedExampleDecodesAndLaysOut() throws {
        let r = try SpecDocument(json: Self.sharedExample).computeLayout()
        #expect(r.invariantViolations().isEmpty)
        #expect(r.contentSize == Size(width: 375, height: 681.5))
        #expect(r.attributes(for: .cell(1, 4))?.frame == Rect(x: 8, y: 413.5, width: 114, height: 236))
        #expect(r.attributes(for: .footer(1))?.frame == Rect(x: 0, y: 657.5, width: 375, height: 24))
    }

    @Test func builtInExampleDecodesAndLaysOut() throws {
        let r = try SpecDocument(json: WaterfallSpec.example).computeLayout()
        #expect(r.invariantViolations().isEmpty)
        // The shared example plus three cells: 410 -> 155.5 in column 1, 220 -> 83.5 in column 0
        // (stretched to 167.5), 340 -> 129 in column 2, the tallest.
        #expect(r.contentSize == Size(width: 375, height: 818.5))
        #expect(r.attributes(for: .cell(1, 8))?.frame == Rect(x: 130, y: 611.5, width: 114, height: 175))
        #expect(r.attributes(for: .cell(1, 9))?.frame == Rect(x: 8, y: 619, width: 114, height: 167.5))
        #expect(r.attributes(for: .cell(1, 10))?.frame == Rect(x: 252, y: 657.5, width: 114, height: 129))
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
        let s = WaterfallSpecTests()
        return [
            ErrorCase(
                "column count below 1",
                s.spec(sections: #"[{"items": []}, {"options": {"columnCount": 0}, "items": []}]"#),
                "sections[1].options.columnCount: must be at least 1, got 0; set it to 1 or more"),
            ErrorCase(
                "fractional column count", s.spec(options: #"{"columnCount": 1.5}"#, sections: "[]"),
                "options.columnCount: must be a whole number, got 1.5"),
            ErrorCase(
                "negative spacing", s.spec(sections: #"[{"options": {"minimumInteritemSpacing": -4}, "items": []}]"#),
                "sections[0].options.minimumInteritemSpacing: must not be negative, got -4; use 0 or a positive value"),
            ErrorCase(
                "non-finite spacing", s.spec(options: #"{"minimumColumnSpacing": 1e999}"#, sections: "[]"),
                "options.minimumColumnSpacing: must be a finite number, got inf"),
            ErrorCase(
                "negative item size", s.spec(sections: #"[{"items": [{"width": 3, "height": -1}]}]"#),
                "sections[0].items[0].height: must not be negative, got -1; use 0 or a positive value"),
            ErrorCase(
                "negative header inset", s.spec(options: #"{"headerInset": {"top": -1}}"#, sections: "[]"),
                "options.headerInset.top: must not be negative, got -1; use 0 or a positive value"),
            ErrorCase(
                "missing item size", s.spec(sections: #"[{"items": [{"width": 3, "height": 4}, {"width": 3}]}]"#),
                #"sections[0].items[1]: needs a suggested size; add "width" and "height" (only their ratio is used, e.g. {"width": 300, "height": 400}), or give them in the section's "options" for all its items"#
            ),
            ErrorCase(
                "missing size of repeated items", s.spec(sections: #"[{"items": {"count": 3}}]"#),
                #"sections[0].items: needs a suggested size; add "width" and "height" (only their ratio is used, e.g. {"width": 300, "height": 400}), or give them in the section's "options" for all its items"#
            ),
            ErrorCase(
                "unknown stretching", s.spec(options: #"{"stretching": "both"}"#, sections: "[]"),
                #"options.stretching: unknown value "both"; use one of "none", "lastCell", "allCells""#),
            ErrorCase(
                "layout-level key in a section",
                s.spec(sections: #"[{"options": {"minimumContentHeight": 5}, "items": []}]"#),
                #"sections[0].options.minimumContentHeight: "minimumContentHeight" is a layout-level parameter; move it to the top-level "options""#
            ),
            ErrorCase(
                "spacing leaves no room",
                s.spec(options: #"{"columnCount": 3, "minimumColumnSpacing": 60}"#, sections: #"[{"items": []}]"#),
                "options.minimumColumnSpacing: 3 columns with 2 gaps of 60 pt leave no room for a column in the 100 pt between the section's left and right insets; lower the spacing or the column count"
            ),
            ErrorCase(
                "section spacing leaves no room",
                s.spec(sections: #"[{"options": {"minimumColumnSpacing": 100}, "items": []}]"#),
                "sections[0].options.minimumColumnSpacing: 2 columns with 1 gap of 100 pt leave no room for a column in the 100 pt between the section's left and right insets; lower the spacing or the column count"
            ),
            ErrorCase(
                "insets leave no room",
                s.spec(options: #"{"insets": {"left": 50, "right": 50}}"#, sections: #"[{"items": []}]"#),
                "options.insets: the left and right insets (50 + 50) leave no room for a column in the 100 pt wide container; make them add up to less than 100"
            ),
            ErrorCase(
                "a vertical key in a horizontal layout",
                #"{"layout": "waterfall", "container": {"width": 100, "height": 100}, "scrollDirection": "horizontal", "options": {"minimumContentHeight": 10}, "sections": []}"#,
                #"options.minimumContentHeight: "minimumContentHeight" is for vertical layouts (a length along the scroll axis); in a horizontal layout use "minimumContentWidth""#
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
}
