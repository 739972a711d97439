import Foundation
import LayoutEngine
import Testing

@testable import LayoutSpec

/// The spec fuzzer's dictionary (Fuzz/spec/spec.dict) names the keys and values of the
/// `compositional` kind, so that libFuzzer's mutations write them (issue 27: "the fuzz target
/// covers the new keys").
@Suite struct FuzzDictionaryTests {
    static let dictionary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/spec/spec.dict")

    /// The property names and the enumerated strings of a JSON Schema.
    static func words(in schema: JSONValue) -> Set<String> {
        var found: Set<String> = []
        switch schema {
        case .object(let fields):
            for (key, value) in fields {
                if key == "properties", case .object(let properties) = value {
                    found.formUnion(properties.map(\.key))
                }
                if key == "enum", case .array(let values) = value {
                    for case .string(let s) in values { found.insert(s) }
                }
                found.formUnion(words(in: value))
            }
        case .array(let list): for v in list { found.formUnion(words(in: v)) }
        default: break
        }
        return found
    }

    @Test func theSpecDictionaryNamesEveryCompositionalKeyAndValue() throws {
        let text = try String(contentsOf: Self.dictionary, encoding: .utf8)
        let entries = Set(text.split(separator: "\n").map(String.init))
        var words = Self.words(in: .object(CompositionalSpec.keySchemas))
        words.formUnion(CompositionalSpec.sectionKeys + CompositionalSpec.topLevelKeys)
        words.formUnion(CompositionalSpec.parameters.map(\.key))
        words.insert("compositional")
        let missing = words.filter { !entries.contains("\"\\\"\($0)\\\"\"") }.sorted()
        #expect(missing == [], "add them to Fuzz/spec/spec.dict")
    }
}
