import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec

/// The drawing workloads: labelled boxes in a `flow` spec, drawn as `render` draws them.
enum RenderWorkload {
    /// A spec of `count` labelled 40 x 30 boxes, 10 pt apart, in a container `width` points wide.
    /// 2,000 boxes in 992 pt make a 1024 x 4038 px diagram (the C programs drew 1024 x 4000).
    static func boxesSpec(count: Int, width: Double) -> String {
        """
        { "layout": "flow", "container": { "width": \(Int(width)), "height": 800 },
          "sections": [ { "items": { "count": \(count), "width": 40, "height": 30 } } ] }
        """
    }

    /// 2,000 boxes on 1024 px, 20,000 boxes on 2048 px (Cairo draws at most 32767 px high).
    static let sizes: [(boxes: Int, width: Double)] = [(2_000, 992), (20_000, 2_016)]

    /// The checked spec and its diagram options, the way `render SPEC out.png` makes them.
    static func diagram(_ spec: String) -> (result: LayoutResult, options: DiagramOptions) {
        do {
            let document = try SpecDocument(json: spec)
            let result = try document.computeLayout()
            return (result, DiagramOptions(scale: document.scale, container: document.container))
        } catch {
            fatalError("layout-bench: the box spec is invalid: \(error)")
        }
    }

    /// Two 1024 x 8000 px PNGs for `render diff`: 4,000 boxes, and the same without the last box.
    static func diffPair() -> (a: [UInt8], b: [UInt8]) {
        func png(_ count: Int) -> [UInt8] {
            let (result, options) = diagram(boxesSpec(count: count, width: 992))
            var scene = Diagram.scene(for: result, options: options)
            scene.canvas = Size(width: 1024, height: 8000)
            do { return try SceneRenderer.png(scene) } catch { fatalError("layout-bench: \(error)") }
        }
        return (png(4_000), png(3_999))
    }
}
