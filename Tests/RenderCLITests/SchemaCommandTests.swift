import Foundation
import Testing

/// `render schema`: the JSON Schema of specs on standard output or in a file.
@Suite struct SchemaCommandTests {
    @Test func printsTheSchema() throws {
        let run = try CLI.run(["schema"])
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(object?["required"] as? [String] == ["layout", "container", "sections"])
        let defs = object?["$defs"] as? [String: Any]
        let mosaic = (defs?["mosaic.item"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(
            (mosaic?["canBeBig"] as? [String: Any])?["description"] as? String
                == "Whether the item may span lanes. Level: item, section or layout options.")
        #expect((mosaic?["canBeBig"] as? [String: Any])?["default"] as? Bool == true)

        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("spec.schema.json")
        let written = try CLI.run(["schema", "-o", file.path])
        #expect(written.status == 0 && written.stdout.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == run.stdout)
    }
}
