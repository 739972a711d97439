import Foundation
import LayoutSpec
import Testing

/// Each kind's built-in example (`render --layout KIND`) is kept as a real file,
/// Sources/LayoutSpec/Examples/KIND.json, and embedded by scripts/embed-assets.py: the spec the
/// library lays out is that file, byte for byte, and the folder holds one file per kind and
/// nothing else (edit a file without regenerating and this fails with the command to run).
@Suite struct BuiltInExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LayoutSpec/Examples")

    @Test(arguments: LayoutKinds.all.map(\.name))
    func theExampleIsItsFile(kind: String) throws {
        let file = Self.folder.appendingPathComponent("\(kind).json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
            LayoutKinds.named(kind)?.example == text,
            "Sources/LayoutSpec/Examples/\(kind).json changed; run python3 scripts/embed-assets.py")
    }

    @Test func theFolderHoldsOneExamplePerKind() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == LayoutKinds.all.map { "\($0.name).json" }.sorted())
    }
}
