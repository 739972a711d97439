import CairoRenderer
import Foundation
import LayoutEngine
import LayoutScene
import LayoutSpec

enum Paths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Fixtures")

    static func fixtureNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The diagram of a spec the way `render` draws it (viewport when the spec has a contentOffset).
func diagram(specText: String, scale: Double? = nil, theme: Theme = .light) throws -> Scene {
    let root = try JSONValue.parse(specText)
    let document = try SpecDocument(value: root)
    let result = try document.computeLayout()
    let options = DiagramOptions(
        theme: theme, scale: scale ?? document.scale, container: document.container,
        viewport: root["contentOffset"] != nil ? document.viewport : nil, layoutName: document.kind.name)
    return Diagram.scene(for: result, options: options)
}

func fixtureScene(_ name: String, scale: Double? = nil) throws -> Scene {
    try diagram(
        specText: String(contentsOf: Paths.fixtures.appendingPathComponent("\(name).json"), encoding: .utf8),
        scale: scale)
}

/// A small scene: a white canvas with one opaque red square and a label.
func squareScene(scale: Double = 1) -> Scene {
    Scene(
        canvas: Size(width: 40, height: 30), scale: scale, background: .white,
        commands: [
            .rect(Rect(x: 10, y: 10, width: 10, height: 10), fill: Color(hex: 0xFF0000), stroke: nil),
            .text("1.2", origin: Point(x: 22, y: 25), size: 11, weight: .regular, color: .black),
        ])
}
