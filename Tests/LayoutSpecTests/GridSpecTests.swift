import LayoutEngine
import Testing

@testable import LayoutSpec

/// The `grid` kind in specs: decoding, defaults, the line-size rule, and the error messages
/// (RDH's testInvalidParameters through the spec).
@Suite struct GridSpecTests {
    static func spec(
        _ options: String, direction: String = "vertical",
        sections: String = #"[{ "items": { "count": 3 } }, { "items": { "count": 3 } }, { "items": { "count": 3 } }]"#
    ) -> String {
        #"{ "layout": "grid", "container": { "width": 640, "height": 2000 }, "scrollDirection": "\#(direction)", "options": \#(options), "sections": \#(sections) }"#
    }
    static func grid(_ json: String) throws -> GridLayout {
        let layout = try SpecDocument(json: json).makeLayout()
        return try #require(layout as? GridLayout)
    }

    @Test func defaults() throws {
        let g = try Self.grid(Self.spec("{}"))
        #expect(g.lineItemCount == 4 && g.lineSizing == .automatic && g.itemSpacing == 0 && g.lineSpacing == 0)
        #expect(!g.sectionsStartOnNewLine)
        #expect(g.sections.map(\.itemCount) == [3, 3, 3])
    }

    /// testParameters through the spec, including the deprecated `lineDimension`.
    @Test(arguments: [
        (#"{ "lineSize": 123 }"#, 123.0, 1.0, 0.0),
        (#"{ "lineMultiplier": 2 }"#, 0, 2, 0),
        (#"{ "lineExtension": 200 }"#, 0, 1, 200),
        (#"{ "lineExtension": 0 }"#, 0, 1, 0),
        (#"{ "lineDimension": 123 }"#, 123, 1, 0),
        (#"{ "lineSize": 80, "lineMultiplier": 1, "lineExtension": 0 }"#, 80, 1, 0),
    ])
    func lineProperties(options: String, size: Double, multiplier: Double, ext: Double) throws {
        let g = try Self.grid(Self.spec(options))
        #expect((g.lineSize, g.lineMultiplier, g.lineExtension) == (size, multiplier, ext))
    }

    @Test func storesTheOtherParameters() throws {
        let g = try Self.grid(
            Self.spec(#"{ "lineItemCount": 7, "itemSpacing": 23, "lineSpacing": -2, "sectionsStartOnNewLine": true }"#))
        #expect(g.lineItemCount == 7 && g.itemSpacing == 23 && g.lineSpacing == -2 && g.sectionsStartOnNewLine)
    }

    /// Item sizes are accepted and ignored.
    @Test func itemSizesAreIgnored() throws {
        let json = Self.spec(
            #"{ "lineItemCount": 2, "lineSize": 120 }"#,
            sections: #"[{ "items": [{ "width": 10, "height": 999 }, {}] }]"#)
        let result = try SpecDocument(json: json).computeLayout()
        #expect(
            result.elements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 320, height: 120), Rect(x: 320, y: 0, width: 320, height: 120),
            ])
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        var error: String
        var testDescription: String { name }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            name: "scrollDirection 5",
            json:
                #"{ "layout": "grid", "container": { "width": 640, "height": 2000 }, "scrollDirection": 5, "sections": [] }"#,
            error: #"scrollDirection: must be one of "vertical", "horizontal", got 5"#),
        ErrorCase(
            name: "lineSize -10", json: spec(#"{ "lineSize": -10 }"#),
            error:
                "options.lineSize: must not be negative, got -10; use 0 for the automatic line size or a positive length"
        ),
        ErrorCase(
            name: "lineMultiplier -10", json: spec(#"{ "lineMultiplier": -10 }"#),
            error:
                "options.lineMultiplier: must be greater than 0, got -10; use 1 for the automatic line size or a positive factor such as 0.5"
        ),
        ErrorCase(
            name: "lineMultiplier 0", json: spec(#"{ "lineMultiplier": 0 }"#),
            error:
                "options.lineMultiplier: must be greater than 0, got 0; use 1 for the automatic line size or a positive factor such as 0.5"
        ),
        ErrorCase(
            name: "lineExtension -10", json: spec(#"{ "lineExtension": -10 }"#),
            error:
                "options.lineExtension: must not be negative, got -10; use 0 for the automatic line size or a positive length"
        ),
        ErrorCase(
            name: "lineDimension -10", json: spec(#"{ "lineDimension": -10 }"#),
            error:
                "options.lineDimension: must not be negative, got -10; use 0 for the automatic line size or a positive length (lineDimension is the deprecated name of lineSize)"
        ),
        ErrorCase(
            name: "lineItemCount 0", json: spec(#"{ "lineItemCount": 0 }"#),
            error: "options.lineItemCount: must be at least 1, got 0; set it to 1 or more"),
        ErrorCase(
            name: "lineItemCount 2.5", json: spec(#"{ "lineItemCount": 2.5 }"#),
            error: "options.lineItemCount: must be a whole number, got 2.5"),
        ErrorCase(
            name: "two line properties", json: spec(#"{ "lineSize": 80, "lineExtension": 10 }"#),
            error:
                #"options.lineExtension: conflicts with options.lineSize; give only one of "lineSize", "lineMultiplier" and "lineExtension" with a non-default value (the original keeps the one set last, which a spec cannot express)"#
        ),
        ErrorCase(
            name: "per-section options",
            json: spec("{}", sections: #"[{ "options": { "lineItemCount": 3 }, "items": [] }]"#),
            error:
                #"sections[0].options.lineItemCount: "lineItemCount" is a layout-level parameter; move it to the top-level "options""#
        ),
        ErrorCase(
            name: "headers", json: spec("{}", sections: #"[{ "header": { "height": 20 }, "items": [] }]"#),
            error: #"sections[0].header: the "grid" layout has no headers; remove it"#),
        ErrorCase(
            name: "section insets", json: spec(#"{ "insets": { "top": 5 } }"#),
            error:
                #"options.insets: unknown key "insets" for the "grid" layout; allowed here: "lineItemCount", "lineSize", "lineMultiplier", "lineExtension", "lineDimension", "itemSpacing", "lineSpacing", "sectionsStartOnNewLine", "width", "height""#
        ),
        ErrorCase(
            name: "spacing leaves no room", json: spec(#"{ "lineItemCount": 3, "itemSpacing": 400 }"#),
            error:
                "options.itemSpacing: 3 items per line with 400 between them need more than the container's 640; reduce itemSpacing or lineItemCount"
        ),
    ]

    @Test(arguments: errorCases)
    func errorsNameThePathAndTheFix(_ c: ErrorCase) {
        let error = #expect(throws: SpecError.self) { try SpecDocument(json: c.json).computeLayout() }
        #expect(error?.description == c.error)
    }

    /// `examples/grid.json` and `examples/grid-horizontal.json`, and the built-in example.
    @Test(arguments: [
        (
            #"{ "layout": "grid", "container": { "width": 320, "height": 480 }, "options": { "lineItemCount": 6, "itemSpacing": 0, "lineSpacing": 5, "lineMultiplier": 1, "sectionsStartOnNewLine": true }, "sections": [ { "items": { "count": 8 } }, { "items": { "count": 5 } }, { "items": { "count": 12 } } ] }"#,
            Size(width: 320, height: 285)
        ),
        (
            #"{ "layout": "grid", "container": { "width": 640, "height": 300 }, "scrollDirection": "horizontal", "scale": 2, "options": { "lineItemCount": 4, "itemSpacing": 2, "lineSpacing": 10, "lineExtension": 20 }, "sections": [ { "items": { "count": 10 } }, { "items": { "count": 3 } } ] }"#,
            Size(width: 404, height: 300)
        ),
        // 2x: lines of 107 px, 10 px apart: 5 x 107 + 4 x 10 = 575 px.
        (GridSpec.example, Size(width: 320, height: 287.5)),
    ])
    func examplesLayOut(json: String, content: Size) throws {
        let result = try SpecDocument(json: json).computeLayout()
        #expect(result.contentSize == content)
        #expect(result.invariantViolations().isEmpty)
    }
}
