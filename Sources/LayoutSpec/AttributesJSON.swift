import LayoutEngine

/// Writes the attributes JSON of the spec format (`render --format json`): the layout name, the
/// content size, every element as laid out, and the elements visible at the spec's viewport with
/// scroll effects applied. Numbers are written with full precision (shortest round-trip form).
/// Supplementary and decoration views (a compositional layout's) carry `"elementKind"` after
/// their `"kind"`; the layout's own boundary items have `"section": -1`.
public enum AttributesJSON {
    /// The attributes JSON of `result` (what `render --format json` prints): `contentSize`, every element's frame, and the elements visible in `viewport` with scroll effects applied.
    /// - Parameters:
    ///   - name: the kind's name, written as `layout`.
    ///   - result: the computed layout.
    ///   - viewport: the visible rectangle `(contentOffset, container)` for the `visible` list.
    public static func encode(layout name: String, result: LayoutResult, viewport: Rect) -> String {
        var out = ""
        out.reserveCapacity(128 + result.elements.count * 110)
        out += "{\n  \"layout\": \(quoted(name)),\n"
        out +=
            "  \"contentSize\": { \"width\": \(formatNumber(result.contentSize.width)), \"height\": \(formatNumber(result.contentSize.height)) },\n"
        out += "  \"elements\": ["
        for (i, e) in result.elements.enumerated() {
            out += i == 0 ? "\n    " : ",\n    "
            element(e, named: result.elementKind(of: e.id), withEffects: false, into: &out)
        }
        out += result.elements.isEmpty ? "],\n" : "\n  ],\n"
        let visible = result.visibleElements(in: viewport)
        out += "  \"visible\": ["
        for (i, e) in visible.enumerated() {
            out += i == 0 ? "\n    " : ",\n    "
            element(e, named: result.elementKind(of: e.id), withEffects: true, into: &out)
        }
        out += visible.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    static func element(_ e: LayoutAttributes, named name: String?, withEffects: Bool, into out: inout String) {
        let f = e.frame
        // A supplementary or decoration view also names its element kind (section -1: the layout's own).
        let elementKind = name.map { "\"elementKind\": \(quoted($0)), " } ?? ""
        out +=
            "{ \"kind\": \"\(e.kind.rawValue)\", \(elementKind)\"section\": \(e.section), \"item\": \(e.item), \"frame\": { \"x\": \(formatNumber(f.x)), \"y\": \(formatNumber(f.y)), \"width\": \(formatNumber(f.width)), \"height\": \(formatNumber(f.height)) }"
        if withEffects { out += ", \"zIndex\": \(e.zIndex), \"alpha\": \(formatNumber(e.alpha))" }
        out += " }"
    }

    /// `s` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (`"a\"b"`). The one JSON string writer of the package (attributes, reports, schemas).
    public static func quoted(_ s: String) -> String {
        TextEscaping.substituted(s, prefix: "\"", suffix: "\"") { u in
            switch u {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: u.value < 0x20 ? "\\u00" + (u.value < 16 ? "0" : "") + String(u.value, radix: 16) : nil
            }
        }
    }
}
