// Every public symbol of the library products has a `///` comment: reads the symbol graphs that
// `swift package generate-documentation` extracted and lists the declarations in Sources/ that have
// none (`make docs` runs it after building the catalogs). Usage:
//   swift scripts/doc-coverage.swift SYMBOL_GRAPH_FILE...
// Prints `Sources/FILE:LINE: NAME has no /// comment` for each and exits 1 when there is any.
import Foundation

struct Graph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Location: Decodable {
            struct Position: Decodable { var line: Int }
            var uri: String
            var position: Position
        }
        var kind: Kind
        var pathComponents: [String]
        var docComment: AnyDecodable?
        var location: Location?
    }
    var symbols: [Symbol]
}

/// Any JSON value (only its presence matters).
struct AnyDecodable: Decodable {
    init(from decoder: Decoder) throws {}
}

var missing: Set<String> = []
for path in CommandLine.arguments.dropFirst() {
    let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    for symbol in graph.symbols where symbol.docComment == nil && symbol.kind.identifier != "swift.extension" {
        guard let location = symbol.location, let range = location.uri.range(of: "/Sources/") else { continue }
        let file = "Sources/" + location.uri[range.upperBound...]
        missing.insert("\(file):\(location.position.line + 1): \(symbol.pathComponents.joined(separator: ".")) has no /// comment")
    }
}
for line in missing.sorted() { print(line) }
if !missing.isEmpty {
    print("\(missing.count) public symbols have no doc comment; add a /// line above each")
    exit(1)
}
