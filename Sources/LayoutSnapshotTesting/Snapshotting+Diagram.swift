import CairoRenderer
import Foundation
import LayoutEngine
import LayoutScene
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == Data {
    /// A scene drawn by Cairo into a PNG, compared like `Snapshotting<Data, Data>.png`.
    public static func png(tolerance: Int = 0, maxDifferingPixels: Int = 0) -> Snapshotting {
        Snapshotting<Data, Data>.png(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels).pullback { scene in
            do { return Data(try SceneRenderer.png(scene)) } catch { return Data("render failed: \(error)".utf8) }
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// A scene drawn by Cairo into an SVG document, compared as text (`Diffing.svg`).
    public static var svg: Snapshotting {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .svg).pullback { (scene: Scene) in
            do { return try SceneRenderer.svg(scene) } catch { return "render failed: \(error)" }
        }
    }
}

extension Snapshotting where Value == LayoutResult, Format == Data {
    /// The diagram of a layout as a PNG:
    /// `assertSnapshot(of: result, as: .diagramPNG(DiagramOptions(scale: 2)))`.
    public static func diagramPNG(
        _ options: DiagramOptions = DiagramOptions(), tolerance: Int = 0,
        maxDifferingPixels: Int = 0
    ) -> Snapshotting {
        Snapshotting<Scene, Data>.png(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels)
            .pullback { Diagram.scene(for: $0, options: options) }
    }
}

extension Snapshotting where Value == LayoutResult, Format == String {
    /// The diagram of a layout as an SVG document, compared as text.
    public static func diagramSVG(_ options: DiagramOptions = DiagramOptions()) -> Snapshotting {
        Snapshotting<Scene, String>.svg.pullback { Diagram.scene(for: $0, options: options) }
    }

    /// The layout's text dump (`cell 0.3 x=16 y=120 w=164 h=211` per element), compared by lines.
    public static var frames: Snapshotting {
        Snapshotting<String, String>.lines.pullback(\.textDump)
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
