import CairoRenderer
import Foundation
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == Data {
    /// A scene drawn by Cairo into a PNG, compared like `Snapshotting<Data, Data>.png`.
    public static func png(
        tolerance: Int = 0, maxDifferingPixels: Int = 0, file: StaticString = #filePath, testName: String = #function
    ) -> Snapshotting {
        Snapshotting<DrawableScene, Data>.png(
            tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, file: file, testName: testName
        ).pullback { .success($0) }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// A scene drawn by Cairo into an SVG document, compared as text (`Diffing.svg`). A Swift
    /// Testing test that fails gets the actual SVG as an attachment.
    public static var svg: Snapshotting { Snapshotting<DrawableScene, String>.svg.pullback { .success($0) } }
}

/// A scene, or why a layout has none (`PreparedDiagram.drawableScene()`): what the diagram
/// strategies draw. Either failure, no scene or a scene Cairo refuses, is snapshotted as the text
/// `render failed: ...`, so that the test fails with the reason instead of recording a drawing.
typealias DrawableScene = Result<Scene, RenderError>

extension Snapshotting where Value == DrawableScene, Format == Data {
    static func png(tolerance: Int, maxDifferingPixels: Int, file: StaticString, testName: String) -> Snapshotting {
        Snapshotting<Data, Data>.png(
            tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, file: file, testName: testName
        ).pullback { drawable in
            do { return Data(try SceneRenderer.png(drawable.get())) } catch {
                return Data("render failed: \(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value == DrawableScene, Format == String {
    static var svg: Snapshotting {
        Snapshotting<String, String>(
            pathExtension: "svg", diffing: Diffing.svg.reportingArtifacts(pathExtension: "svg")
        )
        .pullback { (drawable: DrawableScene) in
            do { return try SceneRenderer.svg(drawable.get()) } catch { return "render failed: \(error)" }
        }
    }
}

extension Snapshotting where Value == LayoutResult, Format == Data {
    /// The diagram of a layout as a PNG: `assertSnapshot(of: result, as: .diagramPNG())`, drawn at
    /// the layout's own scale and titled with its kind (`LayoutResult.scale`, `.kindName`) unless
    /// `options` says otherwise. A failure writes the diff image beside the actual one in
    /// swift-snapshot-testing's artifacts folder and attaches both (`Snapshotting<Data, Data>.png`).
    /// `options` nil is the default diagram at the result's scale.
    public static func diagramPNG(
        _ options: DiagramOptions? = nil, tolerance: Int = 0, maxDifferingPixels: Int = 0,
        file: StaticString = #filePath, testName: String = #function
    ) -> Snapshotting {
        Snapshotting<DrawableScene, Data>.png(
            tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, file: file, testName: testName
        ).pullback { PreparedDiagram(result: $0, options: DiagramOptions.of($0, options)).drawableScene() }
    }
}

extension Snapshotting where Value == LayoutResult, Format == String {
    /// The diagram of a layout as an SVG document, compared as text; titled with the layout's kind
    /// unless `options` says otherwise.
    public static func diagramSVG(_ options: DiagramOptions? = nil) -> Snapshotting {
        Snapshotting<DrawableScene, String>.svg.pullback {
            PreparedDiagram(result: $0, options: DiagramOptions.of($0, options)).drawableScene()
        }
    }

    /// The layout's text dump (`cell 0.3 x=16 y=120 w=164 h=211` per element), compared by lines.
    /// A Swift Testing test that fails gets the actual dump as an attachment.
    public static var frames: Snapshotting {
        var lines = Snapshotting<String, String>.lines
        lines.diffing = lines.diffing.reportingArtifacts(pathExtension: "txt")
        return lines.pullback(\.textDump)
    }
}

extension DiagramOptions {
    /// `options`, or the default diagram at `result`'s scale; titled with `result`'s kind when
    /// `options` names none.
    static func of(_ result: LayoutResult, _ options: DiagramOptions?) -> DiagramOptions {
        var options = options ?? DiagramOptions(scale: result.scale)
        if options.layoutName == nil { options.layoutName = result.kindName }
        return options
    }
}

extension Diffing where Value == String {
    /// SVG text, compared line by line; the message counts the differing lines and shows the first
    /// few (glyph outlines make whole-file diffs unreadable).
    public static var svg: Diffing {
        .diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { old, new in
                if old == new { return nil }
                let a = old.split(separator: "\n", omittingEmptySubsequences: false)
                let b = new.split(separator: "\n", omittingEmptySubsequences: false)
                var shown: [String] = []
                var differing = 0
                for i in 0..<max(a.count, b.count) {
                    let x = i < a.count ? a[i] : nil
                    let y = i < b.count ? b[i] : nil
                    guard x != y else { continue }
                    differing += 1
                    if shown.count < 12 {
                        if let x { shown.append("line \(i + 1) - \(x.prefix(160))") }
                        if let y { shown.append("line \(i + 1) + \(y.prefix(160))") }
                    }
                }
                return (
                    "\(differing) of \(max(a.count, b.count)) SVG lines differ (reference has \(a.count), new has \(b.count)):\n"
                        + shown.joined(separator: "\n"), []
                )
            })
    }
}
