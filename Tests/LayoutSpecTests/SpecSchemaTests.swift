import Foundation
import LayoutEngine
import TestSupport
import Testing

@testable import LayoutSpec

/// `SpecSchema` (`render schema`) against an independent validator (Python's `jsonschema`, draft
/// 2020-12, installed by scripts/setup.sh): every fixture, shared example and built-in example is
/// valid; every invalid spec of `SpecErrorTests` that a schema can detect is rejected by both the
/// schema and the decoder. Outside CI the validator may be missing; the test then says so and skips.
@Suite struct SpecSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Invalid specs a schema cannot see, and why.
    static let notSchemaDetectable: [String: String] = [
        "malformed JSON": "not JSON at all",
        "NaN literal": "not JSON at all",
        "infinite number": "1e999 is a JSON number (the validator reads it as inf)",
        "duplicate key": "JSON Schema sees only one of the values",
    ]

    /// Runs the validator on `files` against `schema` (TestSupport's `SchemaValidator`).
    static func validate(_ files: [URL], schema: URL) throws -> [String: String?]? {
        do { return try SchemaValidator.validate(files, schema: schema) } catch {
            Issue.record("the validator failed: \(error)")
            return [:]
        }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("schema-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Skips outside CI when the validator is missing; fails in CI.
    static func validatorMissing() -> Bool {
        let ci = ProcessInfo.processInfo.environment["CI"] == "true"
        #expect(!ci, "python3 jsonschema is missing; scripts/setup.sh installs it")
        print("SpecSchemaTests: skipped, python3 jsonschema is missing (bash scripts/setup.sh installs it)")
        return true
    }

    @Test func everyFixtureAndExampleIsValid() throws {
        let dir = try Self.temporaryDirectory()
        let schema = dir.appendingPathComponent("spec.schema.json")
        try SpecSchema.text().write(to: schema, atomically: true, encoding: .utf8)
        var files: [URL] = []
        for folder in [
            Self.root.appendingPathComponent("Fixtures"), Self.root.appendingPathComponent("../shared/examples"),
        ] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            files += names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
        }
        for kind in LayoutKinds.all {
            let url = dir.appendingPathComponent("example-\(kind.name).json")
            try kind.example.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        #expect(files.count >= 39 + LayoutKinds.all.count)
        guard let results = try Self.validate(files, schema: schema) else {
            _ = Self.validatorMissing()
            return
        }
        for file in files {
            // The decoder accepts them too.
            #expect(throws: Never.self) { try SpecDocument(json: String(contentsOf: file, encoding: .utf8)) }
            #expect(
                results[file.path] == .some(nil), "\(file.lastPathComponent): \(String(describing: results[file.path]))"
            )
        }
    }

    @Test func invalidSpecsAreRejectedByBoth() throws {
        let dir = try Self.temporaryDirectory()
        let schema = dir.appendingPathComponent("spec.schema.json")
        try SpecSchema.text().write(to: schema, atomically: true, encoding: .utf8)
        var files: [(name: String, url: URL)] = []
        for (i, c) in SpecErrorTests.cases.enumerated() where Self.notSchemaDetectable[c.name] == nil {
            let url = dir.appendingPathComponent("case-\(i).json")
            try c.json.write(to: url, atomically: true, encoding: .utf8)
            files.append((c.name, url))
            #expect(throws: SpecError.self, "\(c.name)") { try SpecDocument(json: c.json) }
        }
        #expect(files.count >= 18)
        guard let results = try Self.validate(files.map(\.url), schema: schema) else {
            _ = Self.validatorMissing()
            return
        }
        for (name, url) in files {
            #expect(results[url.path] != .some(nil), "the schema accepts the invalid spec \"\(name)\"")
        }
    }

    @Test func theSchemaDescribesEveryKeyWithItsDefault() throws {
        let schema = SpecSchema.schema()
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        guard case .object(let defs)? = schema["$defs"] else {
            Issue.record("no $defs")
            return
        }
        let waterfall = defs.first { $0.key == "waterfall.sectionOptions" }?.value
        #expect(
            waterfall?["properties"]?["columnCount"]
                == [
                    "description":
                        "Columns of the section (a whole number, at least 1). Level: section or layout options.",
                    "type": "integer", "minimum": 1, "default": 2,
                ])
        #expect(waterfall?["additionalProperties"] == false)
        // Layout-level keys are not offered in a section's options.
        #expect(waterfall?["properties"]?["minimumContentHeight"] == nil)
        #expect(defs.first { $0.key == "waterfall.options" }?.value["properties"]?["minimumContentHeight"] != nil)
        // Every parameter of every kind has a meaning.
        for kind in LayoutKinds.all {
            for p in kind.parameters { #expect(!p.summary.isEmpty, "\(kind.name).\(p.key) has no summary") }
        }
    }

    /// The table's defaults are the decoder's: writing a parameter's default at the layout level
    /// gives the same layout as leaving it out, for every kind and parameter that has one.
    @Test(arguments: LayoutKinds.all.map(\.name))
    func tableDefaultsAreTheDecodersDefaults(kind name: String) throws {
        let kind = LayoutKinds.named(name)!
        let example = try JSONValue.parse(kind.example)
        guard case .object(let original) = example else {
            Issue.record("the example is not an object")
            return
        }
        var checked = 0
        // The example without layout and section options, so that every default is in play.
        func withoutSectionOptions(_ sections: JSONValue) -> JSONValue {
            guard case .array(let list) = sections else { return sections }
            return .array(
                list.map { section in
                    guard case .object(let f) = section else { return section }
                    return .object(f.filter { $0.key != "options" })
                })
        }
        let fields: [(key: String, value: JSONValue)] = original.map {
            $0.key == "sections" ? (key: "sections", value: withoutSectionOptions($0.value)) : $0
        }
        for direction in kind.directions {
            func spec(options: JSONValue) -> JSONValue {
                .object(
                    fields.filter { $0.key != "scrollDirection" && $0.key != "options" }
                        + [
                            (key: "options", value: options),
                            (key: "scrollDirection", value: .string(direction.rawValue)),
                        ])
            }
            // An example that does not lay out in the other direction has nothing to compare.
            guard let baseline = try? SpecDocument(value: spec(options: [:])).computeLayout() else { continue }
            for p in kind.parameters {
                guard let value = p.defaultValue else { continue }
                // Keys of the other direction are refused (list's itemWidth in a vertical list).
                guard let result = try? SpecDocument(value: spec(options: .object([(p.key, value)]))).computeLayout()
                else { continue }
                #expect(
                    result == baseline,
                    "\(name) (\(direction)).\(p.key): the default \(value.serialized(pretty: false)) is not the decoder's"
                )
                checked += 1
            }
        }
        #expect(checked > 0 || kind.parameters.allSatisfy { $0.defaultValue == nil })
    }
}
