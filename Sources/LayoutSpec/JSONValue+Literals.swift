import LayoutEngine

/// JSON values written as Swift literals (parameter defaults, schemas): `10`, `1.5`, `true`,
/// `"left"`, `["top": 0, "left": 0]`, `[1, 2]`.
extension JSONValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Keys keep the order they are written in.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}

extension JSONValue {
    /// The value as JSON text: `pretty` puts one member per line, indented by two spaces; otherwise
    /// it is written on one line with a space after `:` and `,`. Numbers in their shortest
    /// round-trip form (`2`, not `2.0`).
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(into out: inout String, indent: Int?) {
        func newline(_ level: Int) -> String { "\n" + String(repeating: "  ", count: level) }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += formatNumber(n)
        case .string(let s): out += AttributesJSON.quoted(s)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            // Arrays of scalars stay on one line.
            let flat =
                indent == nil
                || items.allSatisfy { if case .object = $0 { false } else if case .array = $0 { false } else { true } }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat ? ", " : "," }
                if !flat, let indent { out += newline(indent + 1) }
                item.write(into: &out, indent: flat ? nil : indent.map { $0 + 1 })
            }
            if !flat, let indent { out += newline(indent) }
            out += "]"
        case .object(let fields):
            if fields.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (i, field) in fields.enumerated() {
                if i > 0 { out += indent == nil ? ", " : "," }
                if let indent { out += newline(indent + 1) }
                out += AttributesJSON.quoted(field.key) + ": "
                field.value.write(into: &out, indent: indent.map { $0 + 1 })
            }
            if let indent { out += newline(indent) }
            out += "}"
        }
    }
}
