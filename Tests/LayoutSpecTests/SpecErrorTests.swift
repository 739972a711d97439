import LayoutEngine
import Testing

@testable import LayoutSpec

/// Every kind of bad spec gets a message that names the JSON path and says how to fix it.
@Suite struct SpecErrorTests {
    static let valid =
        #"{"layout": "aligned", "container": {"width": 375, "height": 667}, "sections": [{"items": [{"width": 10, "height": 10}]}]}"#

    static let cases: [(name: String, json: String, message: String)] = [
        (
            "malformed JSON", #"{"layout": "aligned", "#,
            "malformed JSON at line 1, column 23: unexpected end of file inside an object; a '}' is missing"
        ),
        (
            "not an object", "[1, 2]",
            "a spec must be a JSON object with \"layout\", \"container\" and \"sections\", got an array"
        ),
        (
            "unknown top-level key",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [], "colour": "red"}"#,
            "colour: unknown key \"colour\"; allowed here: \"layout\", \"container\", \"scrollDirection\", \"layoutDirection\", \"scale\", \"contentOffset\", \"options\", \"sections\""
        ),
        (
            "unknown option",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "options": {"itemspacing": 3}, "sections": []}"#,
            "options.itemspacing: unknown key \"itemspacing\" for the \"aligned\" layout; allowed here: \"defaultCellSize\", \"sectionSpacing\", \"contentInsets\", \"shouldPinSectionHeadersToTop\", \"horizontalAlignment\", \"verticalAlignment\", \"itemSpacing\", \"lineSpacing\", \"insets\", \"width\", \"height\", \"cellInsets\", \"shouldBeginLine\", \"shouldEndLine\", \"startLineIndentation\"; did you mean \"itemSpacing\"?"
        ),
        (
            "wrong type",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"items": [{"width": "wide"}]}]}"#,
            "sections[0].items[0].width: must be a number >= 0 or \"remaining\", got \"wide\""
        ),
        (
            "negative size",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"items": [{"width": 10, "height": -4}]}]}"#,
            "sections[0].items[0].height: must not be negative, got -4; use 0 or a positive value"
        ),
        (
            "infinite number", #"{"layout": "aligned", "container": {"width": 1e999, "height": 1}, "sections": []}"#,
            "container.width: must be a finite number, got inf"
        ),
        (
            "NaN literal", #"{"layout": "aligned", "container": {"width": NaN, "height": 1}, "sections": []}"#,
            "malformed JSON at line 1, column 46: unexpected 'N'; expected a value (object, array, string, number, true, false or null)"
        ),
        (
            "missing container", #"{"layout": "aligned", "sections": []}"#,
            "container: is missing; add \"container\": {\"width\": 375, \"height\": 667} (the collection view's size in points)"
        ),
        (
            "container without height", #"{"layout": "aligned", "container": {"width": 10}, "sections": []}"#,
            "container.height: is missing; container needs both \"width\" and \"height\""
        ),
        (
            "unknown layout", #"{"layout": "masonry", "container": {"width": 1, "height": 1}, "sections": []}"#,
            "layout: unknown layout \"masonry\"; use one of \(LayoutKinds.all.map { "\"\($0.name)\"" }.joined(separator: ", "))"
        ),
        (
            "missing layout", #"{"container": {"width": 1, "height": 1}, "sections": []}"#,
            "layout: is missing; add \"layout\": one of \(LayoutKinds.all.map { "\"\($0.name)\"" }.joined(separator: ", "))"
        ),
        (
            "unknown layout direction",
            #"{"layout": "aligned", "layoutDirection": "rtl", "container": {"width": 1, "height": 1}, "sections": []}"#,
            "layoutDirection: unknown value \"rtl\"; use one of \"leftToRight\", \"rightToLeft\""
        ),
        (
            "unknown direction",
            #"{"layout": "aligned", "scrollDirection": "diagonal", "container": {"width": 1, "height": 1}, "sections": []}"#,
            "scrollDirection: unknown value \"diagonal\"; use one of \"vertical\", \"horizontal\""
        ),
        (
            "zero scale", #"{"layout": "aligned", "scale": 0, "container": {"width": 1, "height": 1}, "sections": []}"#,
            "scale: must be finite and greater than 0, got 0"
        ),
        (
            "footer in aligned",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"footer": {"height": 10}, "items": []}]}"#,
            "sections[0].footer: the \"aligned\" layout has no footers; remove it"
        ),
        (
            "unknown enumeration value",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"options": {"horizontalAlignment": "justify"}, "items": []}]}"#,
            "sections[0].options.horizontalAlignment: unknown value \"justify\"; use one of \"left\", \"right\", \"center\""
        ),
        (
            "layout-level key in a section",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"options": {"sectionSpacing": 4}, "items": []}]}"#,
            "sections[0].options.sectionSpacing: \"sectionSpacing\" is a layout-level parameter; move it to the top-level \"options\""
        ),
        (
            "missing items", #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{}]}"#,
            "sections[0].items: is missing; add \"items\": [ {...}, ... ] or { \"count\": 10 } (use [] for an empty section)"
        ),
        (
            "fractional count",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"items": {"count": 2.5}}]}"#,
            "sections[0].items.count: must be a whole number, got 2.5"
        ),
        (
            "huge count",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"items": {"count": 1e12}}]}"#,
            "sections[0].items.count: must be at most 10000000, got 1000000000000"
        ),
        (
            "negative inset",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "options": {"contentInsets": {"top": -1}}, "sections": []}"#,
            "options.contentInsets.top: must not be negative, got -1; use 0 or a positive value"
        ),
        (
            "unknown inset side",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "options": {"insets": {"Top": 1}}, "sections": []}"#,
            "options.insets.Top: unknown key \"Top\"; allowed here: \"top\", \"left\", \"bottom\", \"right\"; did you mean \"top\"?"
        ),
        (
            "section layout outside composite",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "sections": [{"layout": "flow", "items": []}]}"#,
            "sections[0].layout: unknown key \"layout\"; allowed here: \"options\", \"header\", \"footer\", \"items\" (\"layout\" per section is for the \"composite\" layout only)"
        ),
        (
            "boolean as string",
            #"{"layout": "aligned", "container": {"width": 1, "height": 1}, "options": {"shouldPinSectionHeadersToTop": "yes"}, "sections": []}"#,
            "options.shouldPinSectionHeadersToTop: must be true or false, got \"yes\""
        ),
    ]

    @Test func theValidSpecDecodes() throws {
        let r = try SpecDocument(json: Self.valid).computeLayout()
        #expect(r.elements.count == 1)
    }

    @Test(arguments: cases)
    func badSpecsNameThePathAndTheFix(name: String, json: String, message: String) {
        #expect(throws: Self.error(message), "\(name)") { try SpecDocument(json: json).computeLayout() }
    }

    static func error(_ text: String) -> SpecError {
        if text.hasPrefix("malformed") || text.hasPrefix("a spec") { return SpecError(path: "", text) }
        let colon = text.firstIndex(of: ":")!
        return SpecError(path: String(text[..<colon]), String(text[text.index(colon, offsetBy: 2)...]))
    }
}
