import LayoutSpec
import SpecFiles
import Testing

/// A YAML spec nests as deep as a JSON spec may (200 levels of sequences and mappings), and a
/// deeper one is refused with JSON's words and its line and column. Before, 201 to 999 levels were
/// read, and deeper ones were refused in libyaml's words, which name a C function:
/// `Maximum nesting level reached, set with yaml_set_max_nest_level())`.
@Suite struct YAMLNestingTests {
    /// A list spec whose `sections` is `levels` nested sequences (the document's mapping is one
    /// level more).
    static func spec(sequences levels: Int) -> String {
        "layout: list\ncontainer: {width: 100, height: 100}\nsections: "
            + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "\n"
    }

    static func failure(_ text: String) -> YAMLSpec.Failure? {
        do {
            _ = try YAMLSpec.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func twoHundredLevelsAreReadAsInJSON() throws {
        // 1 mapping + 199 sequences, as `{"sections": [[...]]}` with 199 brackets parses as JSON.
        #expect(Self.failure(Self.spec(sequences: 199)) == nil)
        #expect(throws: Never.self) {
            try JSONValue.parse(
                "{\"sections\": " + String(repeating: "[", count: 199) + String(repeating: "]", count: 199) + "}")
        }
    }

    @Test func theTwoHundredAndFirstLevelIsRefusedWithItsPlace() throws {
        let failure = try #require(Self.failure(Self.spec(sequences: 200)))
        #expect(failure.error.message == "nesting deeper than 200 levels")
        #expect(failure.error.path == "sections" + String(repeating: "[0]", count: 199))
        #expect(failure.position?.line == 3 && failure.position?.column == 210)
    }

    @Test func libyamlsOwnLimitIsSaidTheSameWay() throws {
        let failure = try #require(Self.failure(Self.spec(sequences: 100_000)))
        #expect(failure.error.message == "malformed YAML at line 3, column 12: nesting deeper than 200 levels")
        #expect(failure.position == nil)
    }

    /// A chain of redefined anchors (`- &a [*a]`, 60,000 times: 600 KB) composed into a value
    /// 60,000 levels deep, which Swift freed by recursion: a crash (exit 139), also of `--watch`.
    /// It is refused from libyaml's events before anything is built, at the alias that goes past
    /// 10,000 levels; so is a chain of merge keys.
    @Test func aChainOfAliasesIsRefusedBeforeItIsBuilt() throws {
        let message =
            "aliases nest the YAML more than 10000 levels deep here (an alias of a value that holds an alias, and so on); write the values out"
        let chain = try #require(Self.failure("- &a [1]\n" + String(repeating: "- &a [*a]\n", count: 60_000)))
        #expect(chain.error.message == message && chain.error.path == "")
        #expect(chain.position?.line == 10000 && chain.position?.column == 7)
        let merges = try #require(
            Self.failure("- &a {k: 1}\n" + String(repeating: "- &a {<<: *a, k: 2}\n", count: 60_000)))
        #expect(merges.error.message == message)
        #expect(merges.position?.line == 10000 && merges.position?.column == 11)
        // Shorter chains are composed and refused as any value deeper than 200 levels.
        let short = try #require(Self.failure("- &a [1]\n" + String(repeating: "- &a [*a]\n", count: 300)))
        #expect(short.error.message == "nesting deeper than 200 levels")
    }
}
