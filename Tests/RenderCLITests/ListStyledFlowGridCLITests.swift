import Foundation
import Testing

/// `render --layout list|styled-flow|grid` prints the built-in examples' attributes.
@Suite struct ListStyledFlowGridCLITests {
    @Test(arguments: [("list", 12, 9), ("styled-flow", 19, 19), ("grid", 25, 25)])
    func builtInExamplePrintsAttributesJSON(kind: String, elements: Int, visible: Int) throws {
        let run = try CLI.run(["--layout", kind, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["layout"] as? String == kind)
        #expect((object?["elements"] as? [Any])?.count == elements)
        #expect((object?["visible"] as? [Any])?.count == visible)
    }

    @Test func listLayoutsNamesTheKinds() throws {
        let run = try CLI.run(["--list-layouts"])
        #expect(run.status == 0)
        for kind in ["list", "styled-flow", "grid"] { #expect(run.stdout.contains("\n\(kind) ")) }
    }

    @Test func invalidGridSpecExitsWith65() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("bad.json")
        try Data(#"{ "layout": "grid", "container": { "width": 320, "height": 480 }, "options": { "lineItemCount": 0 }, "sections": [] }"#.utf8).write(to: spec)
        let run = try CLI.run([spec.path])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("options.lineItemCount: must be at least 1, got 0; set it to 1 or more"))
    }
}
