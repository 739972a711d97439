import LayoutSpec
import Yams

/// YAML specs (`.yaml`, `.yml`): the same document as the JSON format, read through Yams and
/// turned into a `JSONValue`, so every check of the decoder applies unchanged. Comments, anchors
/// and block or flow style are YAML's own. Each value's line is kept, so an error names the file,
/// the line and the spec path: `spec.yaml:7:7: sections[0].options.columnCount: must be at least 1 ...`.
enum YAMLSpec {
    /// A parsed YAML spec: the value and the line and column of every path in it.
    struct Parsed {
        var value: JSONValue
        var marks: [String: (line: Int, column: Int)]

        /// The position of `path`, or of its nearest enclosing value that has one.
        func position(of path: String) -> (line: Int, column: Int)? {
            var p = Substring(path)
            while true {
                if let m = marks[String(p)] { return m }
                guard let cut = p.lastIndex(where: { $0 == "." || $0 == "[" }) else { return marks[""] }
                p = p[..<cut]
            }
        }
    }

    /// Whether `path` names a YAML spec (by its extension).
    static func isYAML(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }

    /// Parses YAML text into a JSON value; errors name the line and column.
    static func parse(_ text: String) throws(SpecError) -> Parsed {
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw SpecError(path: "", describe(error))
        } catch {
            throw SpecError(path: "", "malformed YAML: \(error)")
        }
        guard let node else {
            throw SpecError(
                path: "", "the YAML document is empty; a spec needs \"layout\", \"container\" and \"sections\"")
        }
        var marks: [String: (line: Int, column: Int)] = [:]
        let value = try convert(node, path: "", marks: &marks)
        return Parsed(value: value, marks: marks)
    }

    /// One line for a Yams error: `malformed YAML at line 3, column 5: <problem>`.
    static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text))" } ?? ""
            return "malformed YAML at line \(mark.line), column \(mark.column): \(problem)\(during)"
        default:
            return "malformed YAML: \(String(describing: error).split(separator: "\n").first ?? "")"
        }
    }

    private static func convert(_ node: Node, path: String, marks: inout [String: (line: Int, column: Int)])
        throws(SpecError) -> JSONValue
    {
        if let mark = node.mark { marks[path] = (mark.line, mark.column) }
        switch node {
        case .scalar(let scalar):
            switch Resolver.default.resolveTag(of: node) {
            case .null: return .null
            case .bool: if let b = Bool.construct(from: scalar) { return .bool(b) }
            case .int, .float: if let d = Double.construct(from: scalar) { return .number(d) }
            default: break
            }
            return .string(scalar.string)
        case .sequence(let sequence):
            var items: [JSONValue] = []
            for (i, item) in sequence.enumerated() {
                items.append(try convert(item, path: "\(path)[\(i)]", marks: &marks))
            }
            return .array(items)
        case .mapping(let mapping):
            var fields: [(key: String, value: JSONValue)] = []
            for (keyNode, valueNode) in mapping {
                guard case .scalar(let key) = keyNode else {
                    throw SpecError(
                        path: path, "keys must be plain strings, got a \(keyNode.isMapping ? "mapping" : "sequence")")
                }
                let here = path.isEmpty ? key.string : "\(path).\(key.string)"
                if fields.contains(where: { $0.key == key.string }) {
                    throw SpecError(path: here, "duplicate key \"\(key.string)\"; keep one")
                }
                fields.append((key.string, try convert(valueNode, path: here, marks: &marks)))
            }
            return .object(fields)
        case .alias:
            throw SpecError(path: path, "an unresolved YAML alias; define the anchor before using it")
        }
    }
}

extension Node {
    fileprivate var isMapping: Bool {
        if case .mapping = self { return true }
        return false
    }
}
