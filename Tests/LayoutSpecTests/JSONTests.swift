import Testing

@testable import LayoutSpec

@Suite struct JSONTests {
    @Test func parsesNestedValuesInOrder() throws {
        let v = try JSONValue.parse(#"{"b": [1, 2.5, -3e2], "a": {"x": true, "y": null}, "s": "\u00e9\n"}"#)
        guard case .object(let fields) = v else {
            Issue.record("not an object")
            return
        }
        #expect(fields.map(\.key) == ["b", "a", "s"])
        #expect(v["b"] == .array([.number(1), .number(2.5), .number(-300)]))
        #expect(v["s"] == .string("é\n"))
    }

    @Test(arguments: [
        ("{", "malformed JSON at line 1, column 2: unexpected end of file inside an object; a '}' is missing"),
        (
            "{\"a\": 1,}",
            "malformed JSON at line 1, column 9: expected a key in double quotes, found '}' (trailing commas are not allowed)"
        ),
        ("{\"a\": 1, \"a\": 2}", "malformed JSON at line 1, column 10: duplicate key \"a\""),
        (
            "{\"a\": NaN}",
            "malformed JSON at line 1, column 7: unexpected 'N'; expected a value (object, array, string, number, true, false or null)"
        ),
        (
            "",
            "malformed JSON at line 1, column 1: the file is empty; a spec is a JSON object such as {\"layout\": \"aligned\", ...}"
        ),
        ("{\n  \"a\": 01\n}", "malformed JSON at line 2, column 8: invalid number: leading zeros are not allowed"),
        // Other formats' habits are named (a comment read only as an unexpected '/').
        (
            "{\n  // the kind\n  \"layout\": \"flow\"\n}",
            "malformed JSON at line 2, column 3: expected a key in double quotes, found '/' (JSON has no comments; a YAML spec, .yaml, may have # comments)"
        ),
        (
            "{\"layout\": \"flow\" /* kind */}",
            "malformed JSON at line 1, column 19: expected ',' or '}' after the value of \"layout\", found '/' (JSON has no comments; a YAML spec, .yaml, may have # comments)"
        ),
        (
            "# a spec\n{}",
            "malformed JSON at line 1, column 1: unexpected '#'; expected a value (object, array, string, number, true, false or null) (JSON has no comments; a YAML spec, .yaml, may have # comments)"
        ),
        (
            "{'layout': 'flow'}",
            "malformed JSON at line 1, column 2: expected a key in double quotes, found ''' (JSON strings are in double quotes)"
        ),
    ])
    func reportsWhereTheTextIsMalformed(text: String, message: String) {
        #expect(throws: SpecError(path: "", message)) { try JSONValue.parse(text) }
    }
}
