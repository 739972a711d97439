import Foundation
import Testing
import LayoutEngine
import LayoutSpec

/// Every `Fixtures/list-*`, `styled-flow-*` and `grid-*` spec decodes, lays out, and satisfies the
/// result invariants (the renderer's snapshot test draws them).
@Suite struct ListStyledFlowGridFixtureTests {
    static let fixtures: [String] = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { n in n.hasSuffix(".json") && ["list-", "styled-flow-", "grid-"].contains { n.hasPrefix($0) } }
            .sorted().map { dir.appendingPathComponent($0).path }
    }()

    @Test func fixturesExist() {
        #expect(Self.fixtures.count >= 10)
    }

    @Test(arguments: fixtures)
    func fixtureLaysOut(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let doc = try SpecDocument(json: text)
        #expect(URL(fileURLWithPath: path).lastPathComponent.hasPrefix(doc.kind.name + "-"), "a fixture is named after its kind")
        let result = try doc.computeLayout()
        #expect(!result.elements.isEmpty)
        #expect(result.invariantViolations().isEmpty, "\(result.invariantViolations())")
    }
}
