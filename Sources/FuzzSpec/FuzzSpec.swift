import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec

/// libFuzzer target for the spec path: JSON decoding, the spec checks, the layout, the diagram's
/// scene and the SVG writer. Any input may be refused with an error; none may crash, trap or hang.
/// `make fuzz` builds it with `-sanitize=fuzzer,address`; a plain build replays the files given as
/// arguments (`.build/debug/FuzzSpec crash-1234`) to debug a finding.
func fuzzSpecOneInput(_ bytes: UnsafeRawBufferPointer) {
    guard let root = try? JSONValue.parse(utf8: Array(bytes)),
        let document = try? SpecDocument(value: root)
    else { return }
    // Keep each input quick: the engine's speed is measured by the benchmark, not here.
    guard document.sections.reduce(0, { $0 + $1.itemCount }) <= 2_000 else { return }
    guard let result = try? document.computeLayout() else { return }
    _ = AttributesJSON.encode(layout: document.kind.name, result: result, viewport: document.viewport)
    let options = DiagramOptions(
        scale: document.scale, container: document.container,
        viewport: root["contentOffset"] != nil ? document.viewport : nil)
    let canvas = Diagram.canvasSize(for: result, options: options)
    // The size checks `render` makes first; then only small diagrams are drawn (as SVG: no pixels).
    guard (try? SceneRenderer.checkSize(canvas: canvas, scale: options.scale)) != nil,
        canvas.width * canvas.height * options.scale * options.scale <= 4_000_000
    else { return }
    _ = try? SceneRenderer.svg(Diagram.scene(for: result, options: options))
}
