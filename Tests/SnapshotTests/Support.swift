import Foundation
import LayoutEngine
import LayoutScene
import LayoutSpec
import Testing

enum Paths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Fixtures")
    static let snapshots = packageRoot.appendingPathComponent("Snapshots")
    /// Where failing snapshots and diff images go (`$SNAPSHOT_ARTIFACTS` wins; `artifacts/` is git-ignored).
    static let artifacts = packageRoot.appendingPathComponent("artifacts/snapshots")

    /// The names of `Fixtures/*.json`, sorted.
    static func fixtureNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A spec's diagram the way `render` draws it: the spec's scale, container and (when the spec has a
/// `contentOffset`) viewport.
func diagram(specText: String, theme: Theme = .light, scale: Double? = nil) throws -> Scene {
    let root = try JSONValue.parse(specText)
    let document = try SpecDocument(value: root)
    let result = try document.computeLayout()
    let options = DiagramOptions(
        theme: theme, scale: scale ?? document.scale, container: document.container,
        viewport: root["contentOffset"] != nil ? document.viewport : nil, layoutName: document.kind.name)
    return Diagram.scene(for: result, options: options)
}

/// Records `message` as a test failure when there is one.
func record(_ message: String?, sourceLocation: SourceLocation = #_sourceLocation) {
    if let message { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}
