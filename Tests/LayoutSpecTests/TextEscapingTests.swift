import LayoutEngine
import LayoutSpec
import Testing

@Suite struct TextEscapingTests {
    @Test func replacesTheScalarsItsEscapeNamesAndKeepsTheOthers() {
        let escaped = TextEscaping.substituted("a<b>é") { $0 == "<" ? "&lt;" : $0 == ">" ? "&gt;" : nil }
        #expect(escaped == "a&lt;b&gt;é")
    }

    @Test func writesThePrefixAndSuffixAroundTheText() {
        #expect(
            TextEscaping.substituted("it's", prefix: "'", suffix: "'") { $0 == "'" ? "'\\''" : nil } == "'it'\\''s'")
        #expect(TextEscaping.substituted("", prefix: "\"", suffix: "\"") { _ in "x" } == "\"\"")
    }

    @Test func writesTheJSONStringOfAttributesJSONThroughIt() {
        #expect(AttributesJSON.quoted("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }
}
