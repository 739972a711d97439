import Foundation
import LayoutSpec
import TestSupport
import Testing

/// The JSON Schema of the compositional kind (`render schema` once the kind is registered) accepts
/// every pending fixture and the example, and refuses what the decoder refuses, checked by Python's
/// `jsonschema`.
@Suite struct CompositionalSpecSchemaTests {
    /// Specs the decoder refuses, each with what is wrong.
    static let refused: [(what: String, spec: String)] = [
        ("a zero fraction", itemWidth(#"{ "fractionalWidth": 0 }"#)),
        ("two dimension forms", itemWidth(#"{ "fractionalWidth": 1, "absolute": 4 }"#)),
        ("a negative estimate", itemWidth(#"{ "estimated": -1 }"#)),
        ("top and bottom", badgeAnchor(#"{ "edges": ["top", "bottom"] }"#)),
        ("leading and trailing", badgeAnchor(#"{ "edges": ["leading", "trailing"] }"#)),
        ("two anchor offsets", badgeAnchor(#"{ "fractionalOffset": {}, "absoluteOffset": {} }"#)),
        ("an unknown section key", rowSection(#""groups": []"#)),
        ("an offset without a behaviour", rowSection(#""orthogonalOffset": 40"#)),
        ("an unknown behaviour", rowSection(#""orthogonalScrollingBehavior": "sideways""#)),
        ("no group", oneSection(#""interGroupSpacing": 4"#)),
        (
            "repeatingCount with two subitems",
            oneSection(
                #""group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "subitems": [ \#(fullItem), \#(fullItem) ], "repeatingCount": 2 }"#
            )
        ),
        (
            "a custom group without frames",
            oneSection(
                #""group": { "axis": "custom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 9 } }, "frames": [] }"#
            )
        ),
        (
            "a custom group with subitems",
            oneSection(
                #""group": { "axis": "custom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 9 } }, "subitems": [ \#(fullItem) ], "frames": [ { "width": 1, "height": 1 } ] }"#
            )
        ),
        (
            "left insets",
            oneSubitem(
                #"{ "size": { "width": { "absolute": 1 }, "height": { "absolute": 1 } }, "contentInsets": { "left": 2 } }"#
            )
        ),
        (
            // sg.json: the layout's boundary items were only {"type": "object"} in the schema.
            "a layout-level boundary item with a misspelt key",
            #"{ "layout": "compositional", "container": { "width": 390, "height": 844 }, "options": { "boundarySupplementaryItems": [ { "elemntKind": "header", "alignment": "top" } ] }, "sections": [ { "items": { "count": 1 }, "group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 100 } }, "subitems": [ \#(fullItem) ] } } ] }"#
        ),
        (
            "a boundary item without an alignment",
            rowSection(
                #""boundarySupplementaryItems": [ { "elementKind": "header", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } } } ]"#
            )
        ),
    ]

    @Test func theSchemaAcceptsTheFixturesAndTheExampleAndRefusesWhatTheDecoderRefuses() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "compositional-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let schema = dir.appendingPathComponent("schema.json")
        try Data(SpecSchema.text(kinds: [CompositionalSpec.info]).utf8).write(to: schema)
        var valid = CompositionalSpecFixtureTests.fixtureNames.map {
            FixtureTests.root.appendingPathComponent("Fixtures/\($0)")
        }
        let example = dir.appendingPathComponent("example.json")
        try Data(CompositionalSpec.example.utf8).write(to: example)
        valid.append(example)
        var invalid: [URL] = []
        for (i, c) in Self.refused.enumerated() {
            #expect(compositionalError(c.spec) != nil, "the decoder takes \(c.what)")
            let url = dir.appendingPathComponent("refused-\(i).json")
            try Data(c.spec.utf8).write(to: url)
            invalid.append(url)
        }
        guard let verdicts = try SchemaValidator.validate(valid + invalid, schema: schema) else {
            #expect(SchemaValidator.missingIsAllowed, "python3 jsonschema is missing; scripts/setup.sh installs it")
            return
        }
        for url in valid {
            #expect(
                verdicts[url.path] == .some(nil), "\(url.lastPathComponent): \(String(describing: verdicts[url.path]))")
        }
        for (url, c) in zip(invalid, Self.refused) {
            #expect(verdicts[url.path] != .some(nil), "the schema takes \(c.what)")
        }
    }
}
