import Foundation
import Testing

/// `render Fixtures/NAME.json --format json` works for every fixture and prints the contract's shape.
@Suite struct FixtureJSONTests {
    static var fixtures: [String] {
        let dir = CLI.packageRoot.appendingPathComponent("Fixtures")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    @Test(arguments: fixtures)
    func fixturePrintsAttributesJSON(name: String) throws {
        let run = try CLI.run(["Fixtures/\(name)", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["layout", "contentSize", "elements", "visible"])
        let elements = try #require(object["elements"] as? [[String: Any]])
        // Supplementary and decoration views (compositional) also name their elementKind.
        func keys(_ e: [String: Any]) -> Set<String> {
            let named = e["kind"] as? String == "supplementary" || e["kind"] as? String == "decoration"
            return named ? ["kind", "elementKind", "section", "item", "frame"] : ["kind", "section", "item", "frame"]
        }
        for e in elements {
            #expect(Set(e.keys) == keys(e))
            let frame = try #require(e["frame"] as? [String: Double])
            #expect(Set(frame.keys) == ["x", "y", "width", "height"])
        }
        for v in try #require(object["visible"] as? [[String: Any]]) {
            #expect(Set(v.keys) == keys(v).union(["zIndex", "alpha"]))
        }
    }
}
