import LayoutEngine
import Testing

@testable import LayoutSpec

/// The `styled-flow` kind in specs: defaults, styles and transforms, the cascade, and errors.
@Suite struct StyledFlowSpecTests {
    static func spec(_ options: String, sections: String) -> String {
        #"{ "layout": "styled-flow", "container": { "width": 300, "height": 100 }, "options": \#(options), "sections": \#(sections) }"#
    }

    /// `examples/styled-flow.json`.
    static let sharedExample = #"""
        {
          "layout": "styled-flow",
          "container": { "width": 600, "height": 800 },
          "options": { "interitemSpacing": 8, "interspanSpacing": 4, "spanGroupSpacingBefore": 20, "spanGroupSpacingAfter": 20, "rowTransform": "center", "insets": { "top": 10, "left": 10, "bottom": 10, "right": 10 } },
          "sections": [
            { "header": { "height": 30 },
              "items": [
                { "style": "flow", "width": 100, "height": 60 }, { "style": "flow", "width": 140, "height": 60 }, { "style": "flow", "width": 90, "height": 80 },
                { "style": "span", "width": 580, "height": 40 }, { "style": "span", "width": 400, "height": 40 },
                { "style": "flow", "width": 120, "height": 60 }, { "style": "flow", "width": 120, "height": 60 }
              ] },
            { "options": { "rowTransform": "fill", "fillMaxScale": 1.5 }, "items": { "count": 9, "style": "flow", "width": 130, "height": 90 } }
          ]
        }
        """#

    @Test func defaults() throws {
        let json = Self.spec("{}", sections: #"[{ "items": [{}] }]"#)
        let layout = try #require(try SpecDocument(json: json).makeLayout() as? StyledFlowLayout)
        #expect(!layout.insetSupplementaryViews && layout.pinHeadersToTop)
        let section = layout.sections[0]
        #expect(section.interitemSpacing == 8 && section.interspanSpacing == nil)
        #expect(section.spanGroupSpacingBefore == nil && section.spanGroupSpacingAfter == nil)
        #expect(section.insets == .zero)
        guard case .none? = section.rowTransform else {
            Issue.record("rowTransform is not none")
            return
        }
        #expect(section.items[0].style == .flow(Size(width: 60, height: 60)))
    }

    @Test func sharedExampleLaysOut() throws {
        let result = try SpecDocument(json: Self.sharedExample).computeLayout()
        #expect(result.contentSize == Size(width: 600, height: 800))
        #expect(
            result.elements.map(\.frame.x) == [
                0, 176, 284, 255, 10, 100, 176, 304, 10, 157, 304, 451, 10, 157, 304, 451, 10,
            ])
        #expect(result.elements.last?.frame == Rect(x: 10, y: 600, width: 195, height: 135))
        #expect(result.invariantViolations().isEmpty)
    }

    @Test func builtInExampleLaysOut() throws {
        let result = try SpecDocument(json: StyledFlowSpec.example).computeLayout()
        #expect(result.elements.count == 19)
        #expect(result.invariantViolations().isEmpty)
    }

    /// A layout-level `style` is every item's default; `fillMaxScale` belongs to `fill`.
    @Test func stylesAndTransformsCascade() throws {
        let json = Self.spec(
            #"{ "style": "span", "width": 100, "height": 10, "rowTransform": "fill", "fillMaxScale": 2 }"#,
            sections:
                #"[{ "items": [ {}, { "style": "flow", "height": 20 } ] }, { "options": { "rowTransform": "center" }, "items": [ {} ] }]"#
        )
        let result = try SpecDocument(json: json).computeLayout()
        #expect(
            result.elements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 28, width: 200, height: 40),
                Rect(x: 100, y: 68, width: 100, height: 10),
            ])
    }

    @Test func footersUseTheirOwnHeight() throws {
        let json = Self.spec(
            "{}",
            sections:
                #"[{ "header": { "height": 30 }, "footer": { "height": 12 }, "items": [ { "width": 10, "height": 10 } ] }]"#
        )
        let result = try SpecDocument(json: json).computeLayout()
        #expect(result.attributes(for: .footer(0))?.frame == Rect(x: 0, y: 40, width: 300, height: 12))
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        var error: String
        var testDescription: String { name }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            name: "misspelled interpanSpacing", json: spec(#"{ "interpanSpacing": 4 }"#, sections: "[]"),
            error:
                #"options.interpanSpacing: unknown key "interpanSpacing" for the "styled-flow" layout; allowed here: "interitemSpacing", "interspanSpacing", "spanGroupSpacingBefore", "spanGroupSpacingAfter", "insets", "rowTransform", "fillMaxScale", "insetSupplementaryViews", "pinHeadersToTop", "style", "width", "height"; did you mean "interspanSpacing"?"#
        ),
        ErrorCase(
            name: "custom transform", json: spec(#"{ "rowTransform": "custom" }"#, sections: "[]"),
            error: #"options.rowTransform: unknown value "custom"; use one of "none", "center", "fill""#),
        ErrorCase(
            name: "unknown style", json: spec("{}", sections: #"[{ "items": [ { "style": "big" } ] }]"#),
            error: #"sections[0].items[0].style: unknown value "big"; use one of "flow", "span""#),
        ErrorCase(
            name: "unknown layout direction",
            json:
                #"{ "layout": "styled-flow", "container": { "width": 300, "height": 100 }, "layoutDirection": "rtl", "sections": [] }"#,
            error: #"layoutDirection: unknown value "rtl"; use one of "leftToRight", "rightToLeft""#
        ),
        ErrorCase(
            name: "negative spacing", json: spec(#"{ "spanGroupSpacingBefore": -1 }"#, sections: "[]"),
            error: "options.spanGroupSpacingBefore: must not be negative, got -1; use 0 or a positive value"),
        ErrorCase(
            name: "insets wider than the container",
            json: spec("{}", sections: #"[{ "options": { "insets": { "left": 150, "right": 151 } }, "items": [] }]"#),
            error: "sections[0].options.insets: left + right (301) exceed the container width 300; reduce them"),
    ]

    @Test(arguments: errorCases)
    func errorsNameThePathAndTheFix(_ c: ErrorCase) {
        let error = #expect(throws: SpecError.self) { try SpecDocument(json: c.json).computeLayout() }
        #expect(error?.description == c.error)
    }
}
