import Foundation
import Testing

/// The `waterfall` and `column` kinds through the `render` binary.
@Suite struct WaterfallColumnCLITests {
    @Test(arguments: [("waterfall", 14), ("column", 28)])
    func builtInExamplePrintsAttributesJSON(kind: String, elements: Int) throws {
        let run = try CLI.run(["--layout", kind, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["layout"] as? String == kind)
        #expect((object["elements"] as? [Any])?.count == elements)
    }

    @Test func listLayoutsNamesBothKinds() throws {
        let run = try CLI.run(["--list-layouts"])
        #expect(run.stdout.contains("waterfall") && run.stdout.contains("column"))
    }

    @Test(arguments: [
        (
            #"{"layout": "waterfall", "container": {"width": 100, "height": 1}, "sections": [{"options": {"columnCount": 0}, "items": []}]}"#,
            "sections[0].options.columnCount: must be at least 1, got 0; set it to 1 or more"
        ),
        (
            #"{"layout": "column", "container": {"width": 100, "height": 1}, "options": {"columnSpacing": 50, "columnCount": 3}, "sections": [{"items": []}]}"#,
            "options.columnSpacing: 3 columns with 2 gaps of 50 pt leave no room for a column"
        ),
    ])
    func badValueExitsWith65NamingTheKey(json: String, expected: String) throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("spec.json")
        try Data(json.utf8).write(to: spec)
        let run = try CLI.run([spec.path])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: \(spec.path): \(expected)"), "\(run.stderr)")
    }
}
