import LayoutEngine

// The compositional kind's small values in specs: dimensions, sizes, insets, spacings, edge spacings,
// points and anchors (`../shared/layouts/compositional.md`, "Spec keys"), each read with its JSON
// path so that an error names the key and the fix.

/// A value of a compositional spec and its JSON path: the getters check the value's type and range
/// and throw `SpecError` naming the path and the fix.
struct SpecNode {
    /// The value.
    let value: JSONValue
    /// Its JSON path (`sections[0].group.subitems[1]`).
    let path: String

    /// The node itself, checked to be an object holding only `allowed` keys; `shape` shows the form.
    @discardableResult
    func object(_ allowed: [String], shape: String, hint: String? = nil) throws(SpecError) -> SpecNode {
        guard case .object(let fields) = value else {
            throw SpecError(path: path, "must be an object \(shape), got \(value.debugText)")
        }
        try checkKeys(fields, path: path, allowed: allowed, hint: hint)
        return self
    }
    /// The object's keys, in order.
    var keys: [String] {
        guard case .object(let fields) = value else { return [] }
        return fields.map(\.key)
    }
    /// The path of `key` in this object (no leading dot at the top level).
    func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
    /// The child at `key`, or nil.
    func child(_ key: String) -> SpecNode? { value[key].map { SpecNode(value: $0, path: path(of: key)) } }
    /// The child at `key`; when missing, an error saying what to add.
    func required(_ key: String, add example: String) throws(SpecError) -> SpecNode {
        guard let c = child(key) else {
            throw SpecError(path: path(of: key), "is missing; add \"\(key)\": \(example)")
        }
        return c
    }
    /// The number at `key` (any finite number), or `d`.
    func number(_ key: String, default d: Double) throws(SpecError) -> Double {
        guard let c = child(key) else { return d }
        return try readNumber(c.value, path: c.path, nonNegative: false)
    }
    /// The length at `key` (a finite number >= 0), or `d`.
    func length(_ key: String, default d: Double = 0) throws(SpecError) -> Double {
        guard let c = child(key) else { return d }
        return try readNumber(c.value, path: c.path, nonNegative: true)
    }
    /// The Boolean at `key`, or `d`.
    func bool(_ key: String, default d: Bool) throws(SpecError) -> Bool {
        guard let c = child(key) else { return d }
        guard case .bool(let b) = c.value else {
            throw SpecError(path: c.path, "must be true or false, got \(c.value.debugText)")
        }
        return b
    }
    /// The whole number at `key` (at least `minimum`, at most `maximum` when given), or `d`.
    func integer(_ key: String, default d: Int, minimum: Int = Int.min, maximum: Int? = nil) throws(SpecError) -> Int {
        guard let c = child(key) else { return d }
        guard let maximum else { return try readCount(c.value, path: c.path, minimum: minimum) }
        return try readCount(c.value, path: c.path, minimum: minimum, maximum: maximum)
    }
    /// The zIndex at `key`, a whole number the engine holds in 32 bits
    /// (`CompositionalLayoutModel.zIndexRange`), or `d`.
    func zIndex(_ key: String, default d: Int) throws(SpecError) -> Int {
        let range = CompositionalLayoutModel.zIndexRange
        return try integer(key, default: d, minimum: range.lowerBound, maximum: range.upperBound)
    }
    /// The string at `key`, which must be there (`example` shows a value).
    func string(_ key: String, example: String) throws(SpecError) -> String {
        let c = try required(key, add: "\"\(example)\"")
        guard case .string(let s) = c.value else {
            throw SpecError(path: c.path, "must be a string such as \"\(example)\", got \(c.value.debugText)")
        }
        return s
    }
    /// The value at `key` as one of `E`'s raw values (the message lists them), or nil when missing.
    func choice<E: RawRepresentable & CaseIterable>(_ key: String) throws(SpecError) -> E? where E.RawValue == String {
        guard let c = child(key) else { return nil }
        return E(rawValue: try readChoice(c.value, path: c.path, E.allCases.map(\.rawValue)))
    }
    /// The elements of the array at `key` (none when the key is missing); `example` shows one element.
    func list(_ key: String, example: String) throws(SpecError) -> [SpecNode] {
        guard let c = child(key) else { return [] }
        return try c.elements(example: example)
    }
    /// The node's elements, each with its path (`key[i]`); the node must be an array.
    func elements(example: String) throws(SpecError) -> [SpecNode] {
        guard case .array(let list) = value else {
            throw SpecError(path: path, "must be an array such as [\(example)], got \(value.debugText)")
        }
        return list.enumerated().map { SpecNode(value: $1, path: "\(path)[\($0)]") }
    }
}

extension CompositionalSpec {
    /// The forms of a dimension, as the messages list them.
    static let dimensionForms =
        "{\"fractionalWidth\": f}, {\"fractionalHeight\": f}, {\"absolute\": v}, {\"estimated\": v} or {\"uniformAcrossSiblings\": v}"

    /// `{"fractionalWidth": f}` and the other forms: exactly one key; a fraction finite and > 0, a
    /// length finite and >= 0 (R1, R8).
    static func dimension(_ n: SpecNode) throws(SpecError) -> CompositionalDimension {
        let keys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
        try n.object(keys, shape: "of one key: \(dimensionForms)")
        guard n.keys.count == 1, let key = n.keys.first, let c = n.child(key) else {
            throw SpecError(
                path: n.path,
                "must be exactly one of \(dimensionForms), got \(n.keys.isEmpty ? "no key" : n.keys.map { "\"\($0)\"" }.joined(separator: " and ")); keep one"
            )
        }
        switch key {
        case "fractionalWidth", "fractionalHeight":
            let f = try readNumber(c.value, path: c.path, nonNegative: false)
            guard f > 0 else {
                throw SpecError(
                    path: c.path,
                    "a fraction must be a finite number greater than 0, got \(formatNumber(f)); use e.g. 0.5 for half the container"
                )
            }
            return key == "fractionalWidth" ? .fractionalWidth(f) : .fractionalHeight(f)
        case "absolute": return .absolute(try n.length(key))
        case "estimated": return .estimated(try n.length(key))
        default: return .uniformAcrossSiblings(estimate: try n.length(key))
        }
    }

    /// `{"width": dimension, "height": dimension}`, both required.
    static func size(_ n: SpecNode) throws(SpecError) -> CompositionalSize {
        let example = "{\"fractionalWidth\": 1}"
        try n.object(["width", "height"], shape: "{\"width\": \(example), \"height\": {\"absolute\": 44}}")
        return CompositionalSize(
            widthDimension: try dimension(n.required("width", add: example)),
            heightDimension: try dimension(n.required("height", add: "{\"absolute\": 44}")))
    }

    /// The `size` of an item, group or supplementary, which must be there.
    static func layoutSize(of n: SpecNode) throws(SpecError) -> CompositionalSize {
        try size(n.required("size", add: "{\"width\": {\"fractionalWidth\": 1}, \"height\": {\"absolute\": 44}}"))
    }

    /// `{"top", "leading", "bottom", "trailing"}` in points, missing sides 0 (D3); zero when `key` is
    /// missing.
    static func insets(_ parent: SpecNode, _ key: String) throws(SpecError) -> DirectionalEdgeInsets {
        guard let n = parent.child(key) else { return .zero }
        try n.object(
            ["top", "leading", "bottom", "trailing"],
            shape: "{\"top\": 0, \"leading\": 0, \"bottom\": 0, \"trailing\": 0}",
            hint: "insets are directional: leading and trailing, not left and right")
        return DirectionalEdgeInsets(
            top: try n.length("top"), leading: try n.length("leading"), bottom: try n.length("bottom"),
            trailing: try n.length("trailing"))
    }

    /// `{"fixed": v}` or `{"flexible": v}` (R5).
    static func spacing(_ n: SpecNode) throws(SpecError) -> CompositionalSpacing {
        let forms = "{\"fixed\": v} or {\"flexible\": v}"
        try n.object(["fixed", "flexible"], shape: forms)
        guard n.keys.count == 1, let key = n.keys.first else {
            throw SpecError(path: n.path, "must be exactly one of \(forms), got \(n.keys.count) keys; keep one")
        }
        let v = try n.length(key)
        return key == "fixed" ? .fixed(v) : .flexible(v)
    }

    /// `{"leading": spacing, "top": ..., "trailing": ..., "bottom": ...}` (R6); zero when missing.
    static func edgeSpacing(_ parent: SpecNode) throws(SpecError) -> CompositionalEdgeSpacing {
        guard let n = parent.child("edgeSpacing") else { return .zero }
        try n.object(["leading", "top", "trailing", "bottom"], shape: "{\"leading\": {\"flexible\": 0}, ...}")
        func side(_ key: String) throws(SpecError) -> CompositionalSpacing? {
            guard let c = n.child(key) else { return nil }
            return try spacing(c)
        }
        return CompositionalEdgeSpacing(
            leading: try side("leading"), top: try side("top"), trailing: try side("trailing"),
            bottom: try side("bottom"))
    }

    /// `{"x": .., "y": ..}`, any finite numbers, missing ones 0.
    static func point(_ n: SpecNode) throws(SpecError) -> Point {
        try n.object(["x", "y"], shape: "{\"x\": 0, \"y\": 0}")
        return Point(x: try n.number("x", default: 0), y: try n.number("y", default: 0))
    }

    /// `{"edges": [...], "fractionalOffset" | "absoluteOffset": {x, y}}` (R12): at most one of
    /// top/bottom and one of leading/trailing; no edge is the centre.
    static func anchor(_ n: SpecNode) throws(SpecError) -> CompositionalAnchor {
        try n.object(
            ["edges", "fractionalOffset", "absoluteOffset"],
            shape: "{\"edges\": [\"top\", \"trailing\"], \"fractionalOffset\": {\"x\": 0.3, \"y\": -0.3}}")
        var edges: Set<CompositionalEdge> = []
        for e in try n.list("edges", example: "\"top\", \"trailing\"") {
            edges.insert(
                CompositionalEdge(
                    rawValue: try readChoice(e.value, path: e.path, CompositionalEdge.allCases.map(\.rawValue)))!)
        }
        for (a, b) in [(CompositionalEdge.top, CompositionalEdge.bottom), (.leading, .trailing)]
        where edges.contains(a) && edges.contains(b) {
            throw SpecError(
                path: "\(n.path).edges",
                "\(a.rawValue) and \(b.rawValue) contradict each other; keep one of them (or neither for the middle)")
        }
        switch (n.child("fractionalOffset"), n.child("absoluteOffset")) {
        case (let f?, nil):
            let p = try point(f)
            return CompositionalAnchor(edges: edges, offset: .fractional(x: p.x, y: p.y))
        case (nil, let a?):
            let p = try point(a)
            return CompositionalAnchor(edges: edges, offset: .absolute(x: p.x, y: p.y))
        case (nil, nil): return CompositionalAnchor(edges: edges)
        case (_?, let a?):
            throw SpecError(
                path: a.path, "an anchor has one offset; keep \"fractionalOffset\" or \"absoluteOffset\", not both")
        }
    }
}
