import Foundation
import Testing

/// Every PluginLayout kind has at least one fixture (FixtureTests lays every fixture out).
@Suite struct PluginExamplesTests {
    @Test func thereAreFixturesForEveryPluginKind() {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        for kind in ["flow", "fraction-grid", "staggered", "mosaic", "composite"] {
            #expect(names.contains { $0.hasPrefix(kind + "-") && $0.hasSuffix(".json") }, "no fixture for \(kind)")
        }
    }
}
