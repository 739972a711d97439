import CYaml
import LayoutSpec

/// How deep a YAML document nests with its aliases expanded, read from libyaml's events (Yams'
/// own parser) without building anything: a chain of redefined anchors (`- &a [*a]` 60,000 times,
/// a 600 KB file) composes into a value 60,000 levels deep that Yams builds in no time and Swift
/// frees by recursion, overflowing the stack (a crash, exit 139). Each anchor's depth is kept, so
/// an alias costs one lookup: linear in the events, whatever the aliases would expand to.
enum YAMLAliasDepth {
    /// The deepest a document may nest with its aliases expanded, in collections.
    static let limit = 10_000

    /// The line and column (from 1) of the first alias or collection whose value nests deeper
    /// than `limit` collections, or nil when none does. A document libyaml cannot parse gives nil:
    /// Yams reports it with its own words.
    static func firstTooDeep(_ text: String, limit: Int) -> YAMLSpec.Parsed.Position? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> YAMLSpec.Parsed.Position? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // The open collections: each one's anchor and the deepest of its children so far.
            var open: [(anchor: String?, deepest: Int)] = []
            var anchors: [String: Int] = [:]
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let mark = event.start_mark
                var depth: Int?
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SEQUENCE_START_EVENT:
                    open.append((name(event.data.sequence_start.anchor), 0))
                case YAML_MAPPING_START_EVENT:
                    open.append((name(event.data.mapping_start.anchor), 0))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { return nil }
                    depth = closed.deepest + 1
                    if let anchor = closed.anchor { anchors[anchor] = depth }
                case YAML_SCALAR_EVENT:
                    depth = 0
                    if let anchor = name(event.data.scalar.anchor) { anchors[anchor] = 0 }
                case YAML_ALIAS_EVENT:
                    depth = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 0
                default:
                    break
                }
                guard let depth else { continue }
                if depth + open.count > limit {
                    return YAMLSpec.Parsed.Position(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
                }
                if !open.isEmpty { open[open.count - 1].deepest = max(open[open.count - 1].deepest, depth) }
            }
            return nil
        }
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
