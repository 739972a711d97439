import LayoutEngine
import LayoutSpec

/// A small pretty-printing JSON writer (two-space indent; `inline` objects on one line).
final class JSONWriter {
    var text = ""
    private var depth = 0
    private var first = [true]
    private var inlineDepth = 0
    private var pendingKey = false

    private func separator() {
        if pendingKey {
            pendingKey = false
            return
        }
        if !first[first.count - 1] { text += inlineDepth > 0 ? ", " : "," }
        first[first.count - 1] = false
        if inlineDepth == 0 && depth > 0 { text += lineBreak }
    }

    /// A new line indented to the current depth.
    private var lineBreak: String { "\n" + String(repeating: "  ", count: depth) }

    /// `open`, then `body` one level deeper (on one line when `inline`), then `close(empty)`, where
    /// `empty` tells whether `body` wrote nothing.
    private func nested(_ open: String, inline: Bool, _ body: () -> Void, close: (_ empty: Bool) -> String) {
        separator()
        text += open
        if inline { inlineDepth += 1 } else { depth += 1 }
        first.append(true)
        body()
        let empty = first.removeLast()
        if inline { inlineDepth -= 1 } else { depth -= 1 }
        text += close(empty)
    }

    func key(_ k: String) {
        separator()
        text += AttributesJSON.quoted(k) + ": "
        pendingKey = true
    }

    func object(_ body: () -> Void) {
        nested("{", inline: false, body) { empty in empty ? "}" : lineBreak + "}" }
    }

    func inline(_ body: () -> Void) {
        nested("{ ", inline: true, body) { _ in " }" }
    }

    func array<T>(_ items: [T], _ body: (T) -> Void) {
        guard !items.isEmpty else {
            separator()
            text += "[]"
            return
        }
        nested("[", inline: false, { for item in items { body(item) } }, close: { _ in lineBreak + "]" })
    }

    func null() {
        separator()
        text += "null"
    }

    func value(_ s: String) {
        separator()
        text += AttributesJSON.quoted(s)
    }

    /// `write(v)` for a value, `null` for none.
    func nullable<T>(_ v: T?, _ write: (T) -> Void) {
        if let v { write(v) } else { null() }
    }

    /// `"k": [...]`: the strings of `values`.
    func field(_ k: String, _ values: [String]) {
        key(k)
        array(values) { value($0) }
    }

    func field(_ k: String, _ v: String?) {
        key(k)
        nullable(v) { value($0) }
    }

    func field(_ k: String, _ v: Int) {
        key(k)
        separator()
        text += String(v)
    }

    func field(_ k: String, _ v: Double) {
        key(k)
        separator()
        text += v.isFinite ? formatNumber(v) : "null"
    }

    func field(_ k: String, _ v: Bool) {
        key(k)
        separator()
        text += v ? "true" : "false"
    }
}
