import LayoutSpec
import Yams

/// YAML specs (`.yaml`, `.yml`): the same document as the JSON format, read through Yams and
/// turned into a `JSONValue`, so every check of the decoder applies unchanged. Comments, anchors
/// and block or flow style are YAML's own. Each value's line is kept, so an error names the file,
/// the line and the spec path: `spec.yaml:7:7: sections[0].options.columnCount: must be at least 1 ...`.
///
/// Aliases repeat their anchored value, so a few hundred bytes can stand for billions of values
/// ("billion laughs"). Yams shares an anchored node between its aliases; the conversion to a
/// `JSONValue` copies it, and counts every value it makes against `valueBudget(forByteCount:)`:
/// past it the spec is refused, naming the line and column of the value where the budget ran out.
public enum YAMLSpec {
    /// A parsed YAML spec: the value and the line and column of every path in it.
    public struct Parsed: Sendable {
        /// The document as a JSON value.
        public var value: JSONValue
        /// The line and column (1-based) of each spec path (`sections[0].options`).
        public var marks: [String: Position]

        /// A line and column, both counted from 1.
        public struct Position: Hashable, Sendable {
            /// The line.
            public var line: Int
            /// The column.
            public var column: Int
        }

        /// The position of `path`, or of its nearest enclosing value that has one.
        public func position(of path: String) -> Position? {
            var p = Substring(path)
            while true {
                if let m = marks[String(p)] { return m }
                guard let cut = p.lastIndex(where: { $0 == "." || $0 == "[" }) else { return marks[""] }
                p = p[..<cut]
            }
        }
    }

    /// The most values a YAML spec may hold once its aliases are expanded.
    public static let maximumValueCount = 1_000_000

    /// The values a YAML file of `byteCount` bytes may expand to: 16 per byte (a value written
    /// out takes at least two bytes, so only aliases come near it), at least 10,000 (small files
    /// that repeat an anchored item), at most `maximumValueCount` (about 150 MB of values).
    public static func valueBudget(forByteCount byteCount: Int) -> Int {
        byteCount >= maximumValueCount / 16 ? maximumValueCount : max(byteCount * 16, 10_000)
    }

    /// The tags a spec's plain scalars may have: null, bool, int and float (YAML 1.1's, as Yams
    /// resolves them). Timestamps and `=` are strings in a spec anyway, and a plain `<<` key is a
    /// merge key (`Converter`, a string comparison); leaving their rules
    /// out saves three regular expressions per scalar (Yams resolves every mapping key's tag to
    /// find duplicates): 200,000 keys read in 40% less time.
    static let resolver = Resolver.default.removing(.merge).removing(.timestamp).removing(.value)

    /// Whether `path` names a YAML spec (by its extension: `.yaml`, `.yml`, any case).
    public static func isYAML(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }

    /// Parses YAML text into a JSON value; errors name the line and column (in the message, or
    /// through `Parsed.position(of:)` for the error's path).
    /// - Throws: `Failure` for malformed YAML (its message names the line and column), keys that
    ///   are not strings, duplicate keys, and a document that expands to more values than
    ///   `valueBudget(forByteCount:)` allows (the path, line and column where the budget ran out).
    public static func parse(_ text: String) throws(Failure) -> Parsed {
        // A byte order mark (which Windows editors write) opens the text, as JSON specs may.
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        // Aliases that nest the document without limit are refused before Yams composes it:
        // Swift frees such a value by recursion (a crash past some 50,000 levels). A value deeper
        // than 200 levels fails below anyway (merge keys flatten theirs, so a chain of merges
        // may be deeper); 10,000 keeps the messages of ordinary documents.
        if let position = YAMLAliasDepth.firstTooDeep(text, limit: YAMLAliasDepth.limit) {
            throw Failure(
                error: SpecError(
                    path: "",
                    "aliases nest the YAML more than \(YAMLAliasDepth.limit) levels deep here (an alias of a value that holds an alias, and so on); write the values out"
                ),
                position: position)
        }
        let node: Node?
        do { node = try Yams.compose(yaml: text, resolver) } catch let error as YamlError {
            throw Failure(error: SpecError(path: "", describe(error)), position: nil)
        } catch {
            throw Failure(error: SpecError(path: "", "malformed YAML: \(error)"), position: nil)
        }
        guard let node else {
            throw Failure(
                error: SpecError(
                    path: "", "the YAML document is empty; a spec needs \"layout\", \"container\" and \"sections\""),
                position: nil)
        }
        var converter = Converter(budget: valueBudget(forByteCount: text.utf8.count))
        do {
            let value = try converter.convert(node, path: "", depth: 0)
            return Parsed(value: value, marks: converter.marks)
        } catch {
            let marks = Parsed(value: .null, marks: converter.marks)
            throw Failure(error: error, position: marks.position(of: error.path))
        }
    }

    /// A YAML spec that cannot be read: the error and, when known, the line and column of the
    /// value at fault.
    public struct Failure: Error, Sendable {
        /// What is wrong, at which spec path.
        public var error: SpecError
        /// Where the value at fault starts.
        public var position: Parsed.Position?
    }

    /// The line and column (from 1, the column in Unicode scalars, as Yams' marks count it) of the
    /// `offset`-th character of `text`; nil past its end.
    static func place(ofCharacter offset: Int, in text: String) -> (line: Int, column: Int)? {
        guard let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) else { return nil }
        let before = text[..<index]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return (line, text.unicodeScalars.distance(from: lineStart, to: index) + 1)
    }

    /// The character at `line` and `column` (from 1; the column in Unicode scalars, as Yams' marks
    /// count it) of `text`, or nil.
    static func character(atLine line: Int, column: Int, in text: String) -> Unicode.Scalar? {
        guard line >= 1, column >= 1 else { return nil }
        let lines = text.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        return lines[line - 1].unicodeScalars.dropFirst(column - 1).first
    }

    /// One line for a Yams error: `malformed YAML at line 3, column 5: <problem>`.
    public static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, let mark, let yaml),
            .parser(let context, let problem, let mark, let yaml),
            .composer(let context, let problem, let mark, let yaml):
            // libyaml stops at 1000 levels, naming its own setting: say it as JSON's parser does.
            if problem.hasPrefix("Maximum nesting level reached") {
                return "malformed YAML at line \(mark.line), column \(mark.column): \(JSONValue.tooDeep)"
            }
            let during = context.map { " (\($0.text))" } ?? ""
            // A tab where indentation goes: libyaml says only that it "cannot start any token".
            let tab = character(atLine: mark.line, column: mark.column, in: yaml) == "\t"
            let fix = tab ? "; it is a tab: YAML indents with spaces" : ""
            return "malformed YAML at line \(mark.line), column \(mark.column): \(problem)\(during)\(fix)"
        case .reader(let problem, let offset, let value, let yaml):
            // A character the YAML reader refuses (a control character): its place and code point.
            let at = offset.flatMap { Self.place(ofCharacter: $0, in: yaml) }
            let whereText = at.map { " at line \($0.line), column \($0.column)" } ?? ""
            let hex = String(value, radix: 16, uppercase: true)
            let code = value >= 0 ? " (U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ")" : ""
            return "malformed YAML\(whereText): \(problem)\(code); remove it or write it escaped in a quoted string"
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams marks the key's first place; JSON's parser names the same fault the same way.
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return
                "malformed YAML at line \(context.mark.line), column \(context.mark.column): duplicate key \(keys) (a key appears once per mapping)"
        default:
            return "malformed YAML: \(String(describing: error).split(separator: "\n").first ?? "")"
        }
    }
}

/// Turns Yams' node tree into a `JSONValue`, counting the values it makes.
private struct Converter {
    /// Values that may still be made.
    var budget: Int
    let total: Int
    var marks: [String: YAMLSpec.Parsed.Position] = [:]

    init(budget: Int) {
        self.budget = budget
        self.total = budget
    }

    /// `node` as a JSON value; `depth` is the number of sequences and mappings around it (a
    /// sequence or mapping at depth 200 is refused, the 201st level, as JSON's parser refuses it).
    mutating func convert(_ node: Node, path: String, depth: Int) throws(SpecError) -> JSONValue {
        if let mark = node.mark { marks[path] = .init(line: mark.line, column: mark.column) }
        budget -= 1
        if budget < 0 {
            throw SpecError(
                path: path,
                "the YAML expands to more than \(total) values here (aliases repeat their anchored values; a YAML spec may expand to 16 values per byte of the file, at least 10000 and at most \(YAMLSpec.maximumValueCount)); repeat anchored values fewer times, or give many equal items as \"items\": {\"count\": n, ...}"
            )
        }
        switch node {
        case .scalar(let scalar):
            switch YAMLSpec.resolver.resolveTag(of: node) {
            case .null: return .null
            case .bool: if let b = Bool.construct(from: scalar) { return .bool(b) }
            case .int, .float:
                if let d = plainDecimal(scalar.string) ?? Double.construct(from: scalar) { return .number(d) }
            default: break
            }
            return .string(scalar.string)
        case .sequence(let sequence):
            try Self.enter(depth, path)
            var items: [JSONValue] = []
            items.reserveCapacity(min(sequence.count, max(budget, 0)))
            for (i, item) in sequence.enumerated() {
                items.append(try convert(item, path: "\(path)[\(i)]", depth: depth + 1))
            }
            return .array(items)
        case .mapping(let mapping):
            try Self.enter(depth, path)
            var fields: [(key: String, value: JSONValue)] = []
            var seen = Set<String>()
            // A merge key's mappings fill in the keys this one does not give, the first of a list
            // first (YAML's merge key). They are read first, so that a key given here marks its
            // own place (values merged in are placed where they are written).
            var merged: [(key: String, value: JSONValue)] = []
            if let merge = mapping.first(where: { Self.isMergeKey($0.key) }) {
                let here = path.isEmpty ? "<<" : "\(path).<<"
                if let mark = merge.key.mark { marks[here] = .init(line: mark.line, column: mark.column) }
                let mark = marks[path]
                defer { marks[path] = mark } // the sources' conversion marks `path` where they are
                for source in try Self.mergedMappings(merge.value, path: here) {
                    if case .object(let more) = try convert(source, path: path, depth: depth) { merged += more }
                }
            }
            for (keyNode, valueNode) in mapping where !Self.isMergeKey(keyNode) {
                guard case .scalar(let key) = keyNode else {
                    throw SpecError(
                        path: path, "keys must be plain strings, got a \(keyNode.isMapping ? "mapping" : "sequence")")
                }
                let here = path.isEmpty ? key.string : "\(path).\(key.string)"
                if !seen.insert(key.string).inserted {
                    throw SpecError(path: here, "duplicate key \"\(key.string)\"; keep one")
                }
                fields.append((key.string, try convert(valueNode, path: here, depth: depth + 1)))
            }
            for field in merged where seen.insert(field.key).inserted { fields.append(field) }
            return .object(fields)
        case .alias:
            throw SpecError(path: path, "an unresolved YAML alias; define the anchor before using it")
        }
    }

    /// Whether `key` is YAML's merge key: a plain (unquoted) `<<`.
    private static func isMergeKey(_ key: Node) -> Bool {
        if case .scalar(let scalar) = key { return scalar.style == .plain && scalar.string == "<<" }
        return false
    }

    /// The mappings a merge key (`<<`) at `path` merges: its value, a mapping (`<<: *defaults`) or
    /// a list of mappings (`<<: [*a, *b]`).
    private static func mergedMappings(_ value: Node, path: String) throws(SpecError) -> [Node] {
        if value.isMapping { return [value] }
        if case .sequence(let list) = value, list.allSatisfy(\.isMapping) { return Array(list) }
        throw SpecError(
            path: path,
            "a merge key takes a mapping, as an alias (<<: *defaults), or a list of them (<<: [*a, *b]); to give a key named \"<<\", quote it"
        )
    }

    /// Refuses a sequence or mapping at `depth`, `path`, past the levels a spec may nest.
    private static func enter(_ depth: Int, _ path: String) throws(SpecError) {
        if depth >= JSONValue.maximumDepth { throw SpecError(path: path, JSONValue.tooDeep) }
    }
}

/// A plain decimal number (`12`, `-0.5`, `+1.5e-3`) as Swift reads it, or nil for YAML's other
/// forms (`0x1F`, `010` octal, `1_000`, `1:30`, `.inf`), left to Yams: the common case without
/// Yams' sexagesimal and underscore handling.
private func plainDecimal(_ text: String) -> Double? {
    let bytes = text.utf8
    guard
        bytes.allSatisfy({
            (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        })
    else { return nil }
    let digits = bytes.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
    if digits.first == UInt8(ascii: "0"), let next = digits.dropFirst().first, (0x30...0x39).contains(next) {
        return nil
    }
    return Double(text)
}

extension Node {
    fileprivate var isMapping: Bool {
        if case .mapping = self { return true }
        return false
    }
}
