import CairoRenderer
import LayoutCheck
import LayoutDiagrams

/// libFuzzer target for the baselines `render check` and `render diff` read: an attributes file
/// (`NAME.attributes.json`) and a baseline image (`NAME.png`), compared with a small spec drawn as
/// the check draws it, exactly and as pixelmatch compares. The input is split at its first byte
/// 0x00: the attributes before it, the PNG after it (an input without one is tried as both). Any
/// input may be refused; none may crash, trap or hang, and a comparison of a baseline with itself
/// finds no change.
let rendered: SpecCheck.Rendered = {
    let spec = #"""
        {"layout": "flow", "container": {"width": 60, "height": 40}, "contentOffset": {"x": 0, "y": 4},
         "options": {"sectionHeadersPinToVisibleBounds": true},
         "sections": [{"header": {"height": 6}, "items": {"count": 4, "width": 12, "height": 8}}]}
        """#
    do { return try SpecCheck.render(specText: spec, source: "fuzz.json", diagram: DiagramSettings()) } catch {
        fatalError("the fuzz target's own spec does not draw: \(error)")
    }
}()

let comparisons: [PixelComparison] = [
    .strict, .exact(tolerance: 3), .perceptual(threshold: 0.1, ignoreAntialiasing: true),
]

func fuzzBaselineOneInput(_ bytes: UnsafeRawBufferPointer) {
    let all = Array(bytes)
    let attributes: [UInt8]
    let image: [UInt8]
    if let cut = all.firstIndex(of: 0) {
        attributes = Array(all[..<cut])
        image = Array(all[(cut + 1)...])
    } else {
        (attributes, image) = (all, all)
    }
    for comparison in comparisons {
        let (result, expected) = SpecCheck.compare(
            rendered, name: "fuzz", specPath: "fuzz.json", baselineAttributes: attributes,
            attributesPath: "fuzz.attributes.json", baselineImage: image, imagePath: "fuzz.png",
            comparison: comparison)
        _ = result.summary
        if let expected {
            _ = ImageComparer.diffImage(expected, rendered.image, comparison)
        }
    }
    // An attributes file that parses compares equal to itself, element by element.
    if let text = String(validating: attributes, as: UTF8.self), let before = try? AttributesSnapshot(json: text) {
        precondition(GeometryChanges(from: before, to: before).isEmpty, "a baseline differs from itself")
    }
}
