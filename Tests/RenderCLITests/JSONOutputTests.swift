import Foundation
import Testing

@Suite struct JSONOutputTests {
    @Test func builtInExamplePrintsAttributesJSON() throws {
        let run = try CLI.run(["--layout", "aligned", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["layout"] as? String == "aligned")
        #expect((object?["elements"] as? [Any])?.count == 18)
    }

    @Test func listLayoutsNamesEveryKind() throws {
        let run = try CLI.run(["--list-layouts"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("aligned"))
    }
}
