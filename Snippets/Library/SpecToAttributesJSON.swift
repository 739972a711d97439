// snippet.hide
let text = #"{"layout": "flow", "container": {"width": 375, "height": 667}, "sections": [{"items": {"count": 3}}]}"#
// snippet.show
import LayoutSpec

let document = try SpecDocument(json: text)          // throws SpecError(path:message:)
let result = try document.computeLayout()
print(AttributesJSON.encode(layout: document.kind.name, result: result, viewport: document.viewport))
