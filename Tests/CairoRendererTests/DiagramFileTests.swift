import CairoRenderer
import Foundation
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSpec
import Testing

/// `Diagram.write` / `Diagram.data`: one call from a layout or a spec to a file.
@Suite struct DiagramFileTests {
    static let container = Size(width: 200, height: 300)

    /// A two-column waterfall of four cells: 200 pt wide, 8 pt insets.
    static func waterfall() throws -> LayoutResult {
        let items = [300.0, 200, 400, 300].map { WaterfallLayout.Item(width: 300, height: $0) }
        return try WaterfallLayout(
            sections: [.init(items: items)], sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        )
        .layout(in: LayoutContext(containerSize: container, scale: 2))
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int) {
        func be(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    @Test func theExtensionPicksTheFormat() {
        #expect(DiagramFormat(path: "out.png") == .png)
        #expect(DiagramFormat(path: "dir/Out.SVG") == .svg)
        #expect(DiagramFormat(path: "a.b/out.svg") == .svg)
        #expect(DiagramFormat(path: "a.png/out") == nil)
        #expect(DiagramFormat(path: ".png") == nil)
        #expect(DiagramFormat(path: "out.json") == nil)
        #expect(DiagramFormat(path: "out") == nil)
    }

    @Test func writesAPNGWithTheOptionsScale() throws {
        let dir = try Paths.temporaryDirectory()
        let path = dir.appendingPathComponent("waterfall.png").path
        let result = try Self.waterfall()
        try Diagram.write(result, to: path, options: DiagramOptions(scale: 2, container: Self.container))
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // 200 pt + 2 x 16 pt margin at 2x; nothing else left in the folder (no temporary file).
        #expect(Self.pngSize(bytes).0 == 464)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["waterfall.png"])
        // The file holds exactly what `data` returns, the CLI's default compression (fast).
        let data = try Diagram.data(result, format: .png, options: DiagramOptions(scale: 2, container: Self.container))
        #expect(bytes == data)
        let scene = Diagram.scene(for: result, options: DiagramOptions(scale: 2, container: Self.container))
        #expect(data == (try SceneRenderer.png(scene, compression: .fast)))
    }

    @Test func writesAnSVG() throws {
        let dir = try Paths.temporaryDirectory()
        let path = dir.appendingPathComponent("waterfall.svg").path
        try Diagram.write(try Self.waterfall(), to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
        #expect(text.contains("width=\"232px\""))
    }

    @Test func aSpecIsDrawnAsRenderDrawsIt() throws {
        // With compression .small the bytes are the snapshot baseline's, byte for byte.
        for name in ["flow-justified", "flow-sticky-header-pinned"] {
            let text = try String(contentsOf: Paths.fixtures.appendingPathComponent("\(name).json"), encoding: .utf8)
            let document = try SpecDocument(json: text)
            let png = try Diagram.data(document, format: .png, compression: .small)
            let baseline = Paths.packageRoot.appendingPathComponent("Snapshots/\(name).png")
            #expect(Data(png) == (try Data(contentsOf: baseline)), "\(name)")
            let svg = try Diagram.data(document, format: .svg)
            let svgBaseline = Paths.packageRoot.appendingPathComponent("Snapshots/\(name).svg")
            #expect(Data(svg) == (try Data(contentsOf: svgBaseline)), "\(name)")
        }
        let pinned = try SpecDocument(
            json: String(
                contentsOf: Paths.fixtures.appendingPathComponent("flow-sticky-header-pinned.json"), encoding: .utf8))
        #expect(pinned.hasContentOffset)
        #expect(DiagramOptions(document: pinned).viewport == Rect(x: 0, y: 120, width: 375, height: 400))
        #expect(DiagramOptions(document: pinned).container == Size(width: 375, height: 400))
    }

    @Test func writesASpecDocument() throws {
        let dir = try Paths.temporaryDirectory()
        let document = try SpecDocument(
            json:
                #"{"layout": "flow", "container": {"width": 300, "height": 80}, "scale": 2, "sections": [{"items": {"count": 3, "width": 40, "height": 20}}]}"#
        )
        let path = dir.appendingPathComponent("flow.png").path
        try Diagram.write(document, to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Self.pngSize(bytes).0 == 664) // (300 + 32) x 2
        #expect(!document.hasContentOffset)
        #expect(DiagramOptions(document: document).viewport == nil)
    }

    @Test func anUnknownExtensionWritesNothing() throws {
        let dir = try Paths.temporaryDirectory()
        let path = dir.appendingPathComponent("waterfall.gif").path
        #expect(throws: DiagramFileError.unknownFormat(path: path)) {
            try Diagram.write(try Self.waterfall(), to: path)
        }
        #expect(
            "\(DiagramFileError.unknownFormat(path: "a.gif"))"
                == "cannot tell the diagram format from a.gif; name the file .png or .svg or .html")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func aFailureLeavesTheExistingFileUntouched() throws {
        let dir = try Paths.temporaryDirectory()
        let path = dir.appendingPathComponent("long.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let long = try ListLayout(sections: [.init(items: [.init(height: 40_000)])], hugContents: true)
            .layout(in: LayoutContext(containerSize: Size(width: 300, height: 100)))
        #expect(throws: DiagramFileError.render(.tooLarge(width: 332, height: 40_092, scale: 1))) {
            try Diagram.write(long, to: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.png"])
    }

    @Test func anUnwritablePathIsNamed() throws {
        let dir = try Paths.temporaryDirectory()
        let path = dir.appendingPathComponent("missing/out.png").path
        #expect(
            throws: DiagramFileError.cannotWrite(
                path: path,
                reason: "the folder \(dir.appendingPathComponent("missing").path) does not exist; create it first")
        ) {
            try Diagram.write(try Self.waterfall(), to: path)
        }
        let folder = dir.appendingPathComponent("folder.png").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(throws: DiagramFileError.cannotWrite(path: folder, reason: "it is a directory, not a regular file")) {
            try Diagram.write(try Self.waterfall(), to: folder)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["folder.png"])
    }
}
