import Foundation
import Testing
import LayoutEngine
@testable import LayoutSpec

/// Every built-in example and every fixture of the PluginLayout kinds decodes, lays out, and
/// satisfies the invariants.
@Suite struct PluginExamplesTests {
    static let kinds = ["flow", "fraction-grid", "staggered", "mosaic", "composite"]

    static var fixtures: [String] {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { n in n.hasSuffix(".json") && kinds.contains { n.hasPrefix($0 + "-") } }.sorted()
            .map { dir.appendingPathComponent($0).path }
    }

    @Test(arguments: kinds)
    func builtInExampleLaysOut(kind: String) throws {
        let info = try #require(LayoutKinds.named(kind))
        let doc = try SpecDocument(json: info.example)
        #expect(doc.kind.name == kind)
        let result = try doc.computeLayout()
        #expect(result.invariantViolations() == [])
        #expect(!result.visibleElements(in: doc.viewport).isEmpty)
    }

    @Test func thereAreFixturesForEveryKind() {
        let names = Self.fixtures.map { URL(fileURLWithPath: $0).lastPathComponent }
        for kind in Self.kinds {
            #expect(names.contains { $0.hasPrefix(kind + "-") }, "no fixture for \(kind)")
        }
    }

    @Test(arguments: fixtures)
    func fixtureLaysOut(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let result = try SpecDocument(json: text).computeLayout()
        #expect(result.invariantViolations() == [])
    }
}
