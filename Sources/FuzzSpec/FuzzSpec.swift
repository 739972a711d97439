import CairoRenderer
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

/// libFuzzer target for the spec path: JSON and YAML decoding (an input that is not JSON is read as
/// YAML, as `render` reads a `.yaml` file: value budget, duplicate keys, tags), the spec checks, the
/// layout, the attributes JSON, and the diagram in every format `render` writes (PNG, SVG in both
/// themes, HTML). Any input may be refused with an error; none may crash, trap or hang. `make fuzz` builds it with
/// `-sanitize=fuzzer,address`; a plain build replays the files given as arguments
/// (`.build/debug/FuzzSpec crash-1234`) to debug a finding.
func fuzzSpecOneInput(_ bytes: UnsafeRawBufferPointer) {
    let input = Array(bytes)
    if let root = try? JSONValue.parse(utf8: input) {
        fuzzSpecDocument(root)
    } else if let parsed = try? SpecLoader.parse(input, path: "fuzz.yaml") {
        fuzzSpecDocument(parsed.value)
    }
}

/// Everything `render` does with a parsed spec, in every output format.
func fuzzSpecDocument(_ root: JSONValue) {
    guard let document = try? SpecDocument(value: root) else { return }
    // Keep each input quick: the engine's speed is measured by the benchmark, not here.
    guard document.sections.reduce(0, { $0 + $1.itemCount }) <= 2_000 else { return }
    guard let result = try? document.computeLayout() else { return }
    _ = AttributesJSON.encode(layout: document.kind.name, result: result, viewport: document.viewport)
    // A result `computeLayout` let through (`checkFinite`) stays finite under the scroll effects
    // at the spec's viewport: the attributes JSON never holds an `inf`.
    for e in result.visibleElements(in: document.viewport) { precondition(e.frame.isFinite, "\(e)") }
    // The diagram layer `render` draws through: placed once, every check, each format.
    guard let diagram = try? PreparedDiagram(document: document, result: result) else { return }
    // The HTML page checks its own sizes and holds no pixels: always written.
    _ = try? diagram.data(.html)
    // The size checks `render` makes first; then only small diagrams are drawn.
    let canvas = diagram.canvas
    let scale = diagram.options.scale
    guard (try? SceneRenderer.checkSize(canvas: canvas, scale: scale)) != nil,
        canvas.width * canvas.height * scale * scale <= 1_000_000
    else { return }
    _ = try? diagram.data(.png)
    let auto = try? PreparedDiagram(document: document, result: result, settings: DiagramSettings(theme: .auto))
    _ = try? auto?.data(.svg)
}
