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
        if inlineDepth == 0 && depth > 0 { text += "\n" + String(repeating: "  ", count: depth) }
    }

    func key(_ k: String) {
        separator()
        text += AttributesJSON.quoted(k) + ": "
        pendingKey = true
    }

    func object(_ body: () -> Void) {
        separator()
        text += "{"
        depth += 1
        first.append(true)
        body()
        let empty = first.removeLast()
        depth -= 1
        text += empty ? "}" : "\n" + String(repeating: "  ", count: depth) + "}"
    }

    func inline(_ body: () -> Void) {
        separator()
        text += "{ "
        inlineDepth += 1
        first.append(true)
        body()
        first.removeLast()
        inlineDepth -= 1
        text += " }"
    }

    func array<T>(_ items: [T], _ body: (T) -> Void) {
        separator()
        guard !items.isEmpty else {
            text += "[]"
            return
        }
        text += "["
        depth += 1
        first.append(true)
        for item in items { body(item) }
        first.removeLast()
        depth -= 1
        text += "\n" + String(repeating: "  ", count: depth) + "]"
    }

    func null() {
        separator()
        text += "null"
    }

    func value(_ s: String) {
        separator()
        text += AttributesJSON.quoted(s)
    }

    func field(_ k: String, _ v: String?) {
        key(k)
        if let v { value(v) } else { null() }
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
