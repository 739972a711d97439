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
        // Every kind scrolls both ways and lays out right to left (issue 19).
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 12 && lines.allSatisfy { $0.contains(" vertical+horizontal, rtl ") }, "\(lines)")
    }
}
