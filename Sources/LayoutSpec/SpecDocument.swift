import LayoutEngine

/// A spec that has been parsed and checked against its kind's parameters: every key is known, every
/// value has the right type and range. Kinds read their parameters from it through `Scope`s, which
/// implement the cascade (item -> section `options` -> layout `options`).
public struct SpecDocument: Sendable {
    /// The layout kind the spec names.
    public let kind: LayoutKindInfo
    /// The collection view's size (`container`).
    public let container: Size
    /// The scroll direction (`scrollDirection`, vertical by default).
    public let scrollDirection: ScrollDirection
    /// `leftToRight` (default) or `rightToLeft`: the layout mirrored across its content width.
    public let layoutDirection: LayoutDirection
    /// The display scale (`scale`, 1 by default): frames are rounded to its device pixels.
    public let scale: Double
    /// The scroll position (`contentOffset`, (0, 0) by default).
    public let contentOffset: Point
    /// Whether the spec gives a `contentOffset` (diagrams then draw the viewport).
    public let hasContentOffset: Bool
    /// The layout-level `options`.
    public let options: Scope
    /// The sections, in order.
    public let sections: [SectionDocument]
    /// The kind's own top-level keys as written (`LayoutKindInfo.topLevelKeys`).
    let kindFields: [(key: String, value: JSONValue)]

    /// The value of the kind's own top-level key `key` (one of `LayoutKindInfo.topLevelKeys`), or nil.
    public func kindValue(_ key: String) -> JSONValue? { kindFields.first { $0.key == key }?.value }

    /// The largest number of items a spec may hold (all sections together).
    public static let maximumItemCount = 10_000_000

    /// The layout context the spec describes (with guides, for diagrams).
    public var context: LayoutContext {
        LayoutContext(
            containerSize: container, scrollDirection: scrollDirection, scale: scale, layoutDirection: layoutDirection)
    }
    /// The viewport the spec describes: `(contentOffset, container)`.
    public var viewport: Rect { Rect(origin: contentOffset, size: container) }

    /// Parses and checks a spec.
    /// - Parameters:
    ///   - text: the spec's JSON text.
    ///   - kinds: the registry to find `layout` in (all built-in kinds by default).
    public init(json text: String, kinds: [LayoutKindInfo] = LayoutKinds.all) throws(SpecError) {
        try self.init(value: try JSONValue.parse(text), kinds: kinds)
    }

    /// Checks a parsed spec (JSON or YAML turned into a `JSONValue`).
    /// - Parameters:
    ///   - root: the spec's top-level object.
    ///   - kinds: the registry to find `layout` in (all built-in kinds by default).
    public init(value root: JSONValue, kinds: [LayoutKindInfo] = LayoutKinds.all) throws(SpecError) {
        guard case .object(let fields) = root else {
            throw SpecError(
                path: "",
                "a spec must be a JSON object with \"layout\", \"container\" and \"sections\", got \(root.typeName)")
        }
        let commonKeys = [
            "layout", "container", "scrollDirection", "layoutDirection", "scale", "contentOffset", "options",
            "sections",
        ]
        // A kind's own top-level keys are allowed in its specs only (any kind's while the layout
        // is not known yet).
        var named: LayoutKindInfo?
        if case .string(let name)? = root["layout"] { named = kinds.first { $0.name == name } }
        try checkKeys(
            fields, path: "", allowed: commonKeys + (named.map(\.topLevelKeys) ?? kinds.flatMap(\.topLevelKeys)))
        // layout
        guard let layoutValue = root["layout"] else {
            throw SpecError(
                path: "layout",
                "is missing; add \"layout\": one of \(kinds.map { "\"\($0.name)\"" }.joined(separator: ", "))")
        }
        guard case .string(let name) = layoutValue else {
            throw SpecError(path: "layout", "must be a string naming the kind, got \(layoutValue.typeName)")
        }
        guard let kind = kinds.first(where: { $0.name == name }) else {
            let guess = NameSuggestion.closest(to: name, among: kinds.map(\.name)).map { "; did you mean \"\($0)\"?" }
            throw SpecError(
                path: "layout",
                "unknown layout \(SpecError.quoted(name)); use one of \(kinds.map { "\"\($0.name)\"" }.joined(separator: ", "))\(guess ?? "")"
            )
        }
        self.kind = kind
        kindFields = fields.filter { kind.topLevelKeys.contains($0.key) }
        // container
        guard let containerValue = root["container"] else {
            throw SpecError(
                path: "container",
                "is missing; add \"container\": {\"width\": 375, \"height\": 667} (the collection view's size in points)"
            )
        }
        let container = try readSize(containerValue, path: "container", requireBoth: true)
        self.container = container
        // scroll direction
        var direction = ScrollDirection.vertical
        if let d = root["scrollDirection"] {
            let s = try readChoice(d, path: "scrollDirection", ScrollDirection.allCases.map(\.rawValue))
            direction = ScrollDirection(rawValue: s)!
            guard kind.directions.contains(direction) else {
                throw SpecError(
                    path: "scrollDirection",
                    "the \"\(kind.name)\" layout supports only \(kind.directions.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")) scrolling, got \(SpecError.quoted(s)); remove \"scrollDirection\" or set it to \"\(kind.directions[0].rawValue)\""
                )
            }
        }
        self.scrollDirection = direction
        // layout direction
        if let v = root["layoutDirection"] {
            let s = try readChoice(v, path: "layoutDirection", LayoutDirection.allCases.map(\.rawValue))
            layoutDirection = LayoutDirection(rawValue: s)!
        } else {
            layoutDirection = .leftToRight
        }
        // scale
        var scale = 1.0
        if let v = root["scale"] {
            guard case .number(let n) = v else {
                throw SpecError(path: "scale", "must be a number such as 1, 2 or 3, got \(v.typeName)")
            }
            guard n.isFinite, n > 0 else {
                throw SpecError(path: "scale", "must be finite and greater than 0, got \(formatNumber(n))")
            }
            guard n <= 16 else { throw SpecError(path: "scale", "must be at most 16, got \(formatNumber(n))") }
            scale = n
        }
        self.scale = scale
        // content offset
        var offset = Point.zero
        if let v = root["contentOffset"] {
            guard case .object(let f) = v else {
                throw SpecError(path: "contentOffset", "must be an object {\"x\": 0, \"y\": 120}, got \(v.typeName)")
            }
            try checkKeys(f, path: "contentOffset", allowed: ["x", "y"])
            offset.x = try readNumber(v["x"] ?? .number(0), path: "contentOffset.x", nonNegative: false)
            offset.y = try readNumber(v["y"] ?? .number(0), path: "contentOffset.y", nonNegative: false)
        }
        self.contentOffset = offset
        self.hasContentOffset = root["contentOffset"] != nil
        // layout options
        var layoutFields: [(key: String, value: JSONValue)] = []
        if let v = root["options"] {
            guard case .object(let f) = v else {
                throw SpecError(path: "options", "must be an object of the layout's parameters, got \(v.typeName)")
            }
            try checkOptions(f, path: "options", level: .layout, kind: kind)
            layoutFields = f
        }
        let layoutScope = Scope(levels: [ScopeLevel(path: "options", fields: layoutFields)])
        self.options = layoutScope
        // sections
        guard let sectionsValue = root["sections"] else {
            throw SpecError(
                path: "sections", "is missing; add \"sections\": [ { \"items\": [...] } ] (an empty array is allowed)")
        }
        guard case .array(let sectionValues) = sectionsValue else {
            throw SpecError(path: "sections", "must be an array of sections, got \(sectionsValue.typeName)")
        }
        var sections: [SectionDocument] = []
        var total = 0
        for (s, sv) in sectionValues.enumerated() {
            let section = try SectionDocument(sv, index: s, kind: kind, layoutScope: layoutScope, itemsBefore: total)
            total += section.itemCount
            guard total <= Self.maximumItemCount else {
                throw SpecError(
                    path: "sections[\(s)].items",
                    "the spec holds more than \(Self.maximumItemCount) items; split it or lower the counts")
            }
            sections.append(section)
        }
        self.sections = sections
    }

    /// Builds the kind's engine layout.
    public func makeLayout() throws(SpecError) -> any CollectionLayout {
        try kind.decode(self)
    }

    /// Builds and runs the layout, and refuses a result that could be neither written as JSON
    /// nor drawn (`LayoutResult.checkFinite`: lengths near 1e308 that add up to infinity).
    public func computeLayout() throws(SpecError) -> LayoutResult {
        let layout = try makeLayout()
        do {
            let result = try layout.layout(in: context)
            try result.checkFinite()
            return result
        } catch { throw SpecError(path: givenPath(of: error.path), error.message) }
    }

    /// The path where the spec gives the value an engine error names: an error names a section's
    /// parameter (`sections[0].options.lineCount`), which the section may inherit from the
    /// top-level `options` (`options.lineCount`: the key to correct; `options.lineCount, for
    /// sections[2]` when there are several sections).
    func givenPath(of path: String) -> String {
        guard path.hasPrefix("sections["), let close = path.firstIndex(of: "]"),
            let s = Int(path[path.index(path.startIndex, offsetBy: 9)..<close]), sections.indices.contains(s)
        else { return path }
        let prefix = "sections[\(s)].options."
        guard path.hasPrefix(prefix) else { return path }
        let rest = path.dropFirst(prefix.count)
        let key = rest.prefix { $0 != "." && $0 != "[" }
        guard !key.isEmpty, let given = sections[s].options.lookup(String(key)),
            !given.path.hasPrefix("sections[")
        else { return path }
        return given.path + rest.dropFirst(key.count) + (sections.count > 1 ? ", for sections[\(s)]" : "")
    }
}

/// One section of a checked spec.
public struct SectionDocument: Sendable {
    /// The section's index in `sections`.
    public let index: Int
    /// The section's own kind (`composite` only).
    public let layout: String?
    /// The section's JSON (`composite`: a section of a non-PluginLayout kind is decoded by its kind
    /// from it, `CompositeSpec.layoutSection`; a kind with `sectionKeys` reads them from it).
    let raw: JSONValue?
    /// The section's `options`, falling back to the layout-level `options`.
    public let options: Scope
    /// The header's reference size, or nil (absent or zero size = none).
    public let header: Size?
    /// The footer's reference size, or nil (absent or zero size = none).
    public let footer: Size?
    let itemStorage: ItemStorage
    /// The one scope of every item of `{ "count": n, ... }` items, made once: per item it cost an
    /// array and a path string, more than laying the item out.
    private let repeatedItemScope: Scope?
    /// The section's JSON path, `sections[i]`.
    public var path: String { "sections[\(index)]" }

    enum ItemStorage: Sendable {
        case list([[(key: String, value: JSONValue)]])
        case repeated(count: Int, fields: [(key: String, value: JSONValue)])
    }

    /// The number of items (a list's length, or `count` for `{ "count": n }`).
    public var itemCount: Int {
        switch itemStorage {
        case .list(let l): return l.count
        case .repeated(let n, _): return n
        }
    }

    /// Item `i`'s scope: its own fields, then the section's `options`, then the layout's.
    public func item(_ i: Int) -> Scope {
        switch itemStorage {
        case .list(let l):
            return Scope(levels: [ScopeLevel(path: "\(path).items[\(i)]", fields: l[i])] + options.levels)
        case .repeated:
            return repeatedItemScope!
        }
    }

    /// The section's items, in order, each made by `make` from its scope (`item(_:)`).
    @inline(__always)
    func mapItems<Item>(_ make: (Scope) throws(SpecError) -> Item) throws(SpecError) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(itemCount)
        for i in 0..<itemCount { items.append(try make(item(i))) }
        return items
    }

    /// - Parameter itemsBefore: the items of the sections before this one: a section that would
    ///   take the spec over `SpecDocument.maximumItemCount` is refused before its items are read.
    init(_ value: JSONValue, index s: Int, kind: LayoutKindInfo, layoutScope: Scope, itemsBefore: Int = 0)
        throws(SpecError)
    {
        let path = "sections[\(s)]"
        index = s
        guard case .object(let fields) = value else {
            throw SpecError(path: path, "must be an object such as { \"items\": [...] }, got \(value.typeName)")
        }
        let composite = kind.name == "composite"
        try checkKeys(
            fields, path: path,
            allowed: (composite ? ["layout"] + CompositeSpec.orthogonalKeys : []) + kind.sectionKeys + [
                "options", "header", "footer", "items",
            ],
            hint: composite ? nil : "\"layout\" per section is for the \"composite\" layout only")
        let sectionKindNames = CompositeSpec.sectionKinds.map(\.name)
        if let l = value["layout"] {
            layout = try readChoice(l, path: "\(path).layout", sectionKindNames)
        } else if composite {
            throw SpecError(
                path: "\(path).layout",
                "is missing; in a \"composite\" layout every section names its kind: one of \(sectionKindNames.map { "\"\($0)\"" }.joined(separator: ", "))"
            )
        } else {
            layout = nil
        }
        raw = composite || !kind.sectionKeys.isEmpty ? value : nil
        // A composite's section of a non-PluginLayout kind is checked against that kind's table
        // (its one-section layout is decoded from it); PluginLayout sections against the
        // composite's, whose messages name the kind a misplaced key belongs to.
        let kind = layout.flatMap(CompositeSpec.layoutSectionKind) ?? kind
        var sectionFields: [(key: String, value: JSONValue)] = []
        if let o = value["options"] {
            guard case .object(let f) = o else {
                throw SpecError(
                    path: "\(path).options", "must be an object of per-section parameters, got \(o.typeName)")
            }
            try checkOptions(f, path: "\(path).options", level: .section, kind: kind)
            sectionFields = f
        }
        options = Scope(levels: [ScopeLevel(path: "\(path).options", fields: sectionFields)] + layoutScope.levels)
        func supplementary(_ name: String, supported: Bool) throws(SpecError) -> Size? {
            let own = value[name]
            if own != nil, !supported {
                // A compositional section's headers and footers are boundary items.
                let instead =
                    kind.sectionKeys.contains("boundarySupplementaryItems")
                    ? " and add { \"elementKind\": \"\(name)\", \"size\": ..., \"alignment\": \"\(name == "header" ? "top" : "bottom")\" } to the section's \"boundarySupplementaryItems\""
                    : ""
                throw SpecError(
                    path: "\(path).\(name)", "the \"\(kind.name)\" layout has no \(name)s; remove it\(instead)")
            }
            guard let v = own ?? layoutScope.levels[0].fields.first(where: { $0.key == name })?.value else {
                return nil
            }
            let size = try readSize(v, path: own != nil ? "\(path).\(name)" : "options.\(name)", requireBoth: false)
            return size.width == 0 && size.height == 0 ? nil : size
        }
        header = try supplementary("header", supported: kind.supportsHeaders)
        footer = try supplementary("footer", supported: kind.supportsFooters)
        guard let items = value["items"] else {
            throw SpecError(
                path: "\(path).items",
                "is missing; add \"items\": [ {...}, ... ] or { \"count\": 10 } (use [] for an empty section)")
        }
        switch items {
        case .array(let list):
            guard list.count <= SpecDocument.maximumItemCount - itemsBefore else {
                throw SpecError(
                    path: "\(path).items",
                    "the spec holds more than \(SpecDocument.maximumItemCount) items (\(list.count) here"
                        + (itemsBefore > 0 ? ", \(itemsBefore) in the sections before" : "")
                        + "); split it or lower the counts")
            }
            var all: [[(key: String, value: JSONValue)]] = []
            all.reserveCapacity(list.count)
            for (i, item) in list.enumerated() {
                guard case .object(let f) = item else {
                    throw SpecError(
                        path: "\(path).items[\(i)]",
                        "must be an object of item fields such as {\"width\": 100, \"height\": 50}, got \(item.typeName)"
                    )
                }
                try checkOptions(f, path: "\(path).items[\(i)]", level: .item, kind: kind)
                all.append(f)
            }
            itemStorage = .list(all)
            repeatedItemScope = nil
        case .object(let f):
            guard let c = items["count"] else {
                throw SpecError(
                    path: "\(path).items.count",
                    "is missing; the object form of \"items\" is { \"count\": n, ...item fields }")
            }
            let count = try readCount(c, path: "\(path).items.count", minimum: 0)
            guard count <= SpecDocument.maximumItemCount else {
                throw SpecError(
                    path: "\(path).items.count", "must be at most \(SpecDocument.maximumItemCount), got \(count)")
            }
            let rest = f.filter { $0.key != "count" }
            try checkOptions(rest, path: "\(path).items", level: .item, kind: kind)
            itemStorage = .repeated(count: count, fields: rest)
            repeatedItemScope = Scope(levels: [ScopeLevel(path: "\(path).items", fields: rest)] + options.levels)
        default:
            throw SpecError(
                path: "\(path).items", "must be an array of items or { \"count\": n, ... }, got \(items.typeName)")
        }
    }
}

struct ScopeLevel: Sendable {
    var path: String
    var fields: [(key: String, value: JSONValue)]
}

/// A chain of JSON objects searched most specific first: the cascade. Values were type-checked when
/// the document was made, so the typed getters only convert (they still throw, naming the path, if a
/// kind asks for a type its parameter table does not declare).
public struct Scope: Sendable {
    let levels: [ScopeLevel]

    /// The raw value of `key` and its JSON path, from the most specific level that has it.
    public func lookup(_ key: String) -> (value: JSONValue, path: String)? {
        for level in levels {
            if let v = level.fields.first(where: { $0.key == key })?.value { return (v, "\(level.path).\(key)") }
        }
        return nil
    }
    /// Whether the most specific level (the item itself, or the section's options) has `key`.
    public func hasOwn(_ key: String) -> Bool { levels.first?.fields.contains { $0.key == key } ?? false }
    /// The most specific level alone, without what it inherits: a section's overrides, read as
    /// `try options.own.number(key)` (nil where `hasOwn(key)` is false).
    var own: Scope { Scope(levels: Array(levels.prefix(1))) }

    /// The number at `key` from the most specific level that has it, or nil.
    public func number(_ key: String) throws(SpecError) -> Double? {
        guard let (v, path) = lookup(key) else { return nil }
        return try readNumber(v, path: path, nonNegative: false)
    }
    /// The number at `key`, or `d` when no level has it.
    public func number(_ key: String, default d: Double) throws(SpecError) -> Double { try number(key) ?? d }

    /// The Boolean at `key` from the most specific level that has it, or nil.
    public func bool(_ key: String) throws(SpecError) -> Bool? {
        guard let (v, path) = lookup(key) else { return nil }
        guard case .bool(let b) = v else { throw SpecError(path: path, "must be true or false, got \(v.typeName)") }
        return b
    }
    /// The Boolean at `key`, or `d` when no level has it.
    public func bool(_ key: String, default d: Bool) throws(SpecError) -> Bool { try bool(key) ?? d }

    /// The whole number at `key` (a count) from the most specific level that has it, or nil.
    public func count(_ key: String) throws(SpecError) -> Int? {
        guard let (v, path) = lookup(key) else { return nil }
        return try readCount(v, path: path, minimum: Int.min)
    }

    /// The string at `key` from the most specific level that has it, or nil.
    public func string(_ key: String) throws(SpecError) -> String? {
        guard let (v, path) = lookup(key) else { return nil }
        guard case .string(let s) = v else { throw SpecError(path: path, "must be a string, got \(v.typeName)") }
        return s
    }
    /// A string parameter mapped to an enumeration whose raw values are the allowed strings.
    public func choice<E: RawRepresentable>(_ key: String, default d: E) throws(SpecError) -> E
    where E.RawValue == String { try choice(key) ?? d }
    /// The enumeration value named at `key`, or nil when no level has it.
    func choice<E: RawRepresentable>(_ key: String) throws(SpecError) -> E? where E.RawValue == String {
        guard let (v, path) = lookup(key) else { return nil }
        guard case .string(let s) = v, let e = E(rawValue: s) else {
            throw SpecError(path: path, "unexpected value \(v.debugText)")
        }
        return e
    }

    /// The insets at `key` (an object of `top`, `left`, `bottom`, `right`; missing sides are 0), or nil.
    public func insets(_ key: String) throws(SpecError) -> EdgeInsets? {
        guard let (v, path) = lookup(key) else { return nil }
        return try readInsets(v, path: path)
    }
    /// The insets at `key`, or `d` when no level has it.
    public func insets(_ key: String, default d: EdgeInsets) throws(SpecError) -> EdgeInsets { try insets(key) ?? d }

    /// The size at `key` (`{ "width": w, "height": h }`), or nil.
    public func size(_ key: String) throws(SpecError) -> Size? {
        guard let (v, path) = lookup(key) else { return nil }
        return try readSize(v, path: path, requireBoth: false)
    }

    /// The raw JSON value of `key` (for kind-specific shapes such as effects).
    public func raw(_ key: String) -> JSONValue? { lookup(key)?.value }
}

extension JSONValue {
    /// A short rendering of the value for messages.
    var debugText: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return formatNumber(n)
        case .string(let s): return SpecError.quoted(s)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

// MARK: - Checking helpers

func checkKeys(_ fields: [(key: String, value: JSONValue)], path: String, allowed: [String], hint: String? = nil)
    throws(SpecError)
{
    for (key, _) in fields where !allowed.contains(key) {
        let here = path.isEmpty ? SpecError.shortened(key) : "\(path).\(SpecError.shortened(key))"
        var message =
            "unknown key \(SpecError.quoted(key)); allowed here: \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
        if let hint { message += " (\(hint))" }
        if let close = NameSuggestion.closest(to: key, among: allowed) { message += "; did you mean \"\(close)\"?" }
        throw SpecError(path: here, message)
    }
}

/// Checks an options/item object against the kind's parameter table for the given level.
func checkOptions(
    _ fields: [(key: String, value: JSONValue)], path: String, level: ParameterLevel, kind: LayoutKindInfo
) throws(SpecError) {
    for (key, value) in fields {
        let here = "\(path).\(SpecError.shortened(key))"
        if level == .layout, key == "header" || key == "footer" {
            if key == "header" && !kind.supportsHeaders || key == "footer" && !kind.supportsFooters {
                throw SpecError(path: here, "the \"\(kind.name)\" layout has no \(key)s; remove it")
            }
            _ = try readSize(value, path: here, requireBoth: false)
            continue
        }
        guard let p = kind.parameter(key) else {
            let allowed = kind.parameters.filter { $0.level >= level }.map { "\"\($0.key)\"" }
            var message =
                "unknown key \(SpecError.quoted(key)) for the \"\(kind.name)\" layout; allowed here: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", "))"
            if let close = NameSuggestion.closest(to: key, among: kind.parameters.map(\.key)) {
                message += "; did you mean \"\(close)\"?"
            }
            throw SpecError(path: here, message)
        }
        guard p.level >= level else {
            let where_ =
                p.level == .layout
                ? "the top-level \"options\"" : "a section's \"options\" or the top-level \"options\""
            throw SpecError(
                path: here,
                "\"\(key)\" is a \(p.level == .layout ? "layout" : "section")-level parameter; move it to \(where_)")
        }
        try checkType(value, p.type, path: here)
    }
}

func checkType(_ value: JSONValue, _ type: ParameterType, path: String) throws(SpecError) {
    switch type {
    case .length: _ = try readNumber(value, path: path, nonNegative: true)
    case .number: _ = try readNumber(value, path: path, nonNegative: false)
    case .positive:
        let n = try readNumber(value, path: path, nonNegative: false)
        guard n > 0 else { throw SpecError(path: path, "must be greater than 0, got \(formatNumber(n))") }
    case .count(let minimum): _ = try readCount(value, path: path, minimum: minimum)
    case .bool:
        guard case .bool = value else { throw SpecError(path: path, "must be true or false, got \(value.debugText)") }
    case .insets: _ = try readInsets(value, path: path)
    case .size: _ = try readSize(value, path: path, requireBoth: false)
    case .ratioSize: _ = try readSize(value, path: path, requireBoth: false)
    case .choice(let options): _ = try readChoice(value, path: path, options)
    case .lengthOrRemaining:
        if case .string(let s) = value {
            guard s == "remaining" else {
                throw SpecError(path: path, "must be a number >= 0 or \"remaining\", got \(SpecError.quoted(s))")
            }
        } else {
            _ = try readNumber(value, path: path, nonNegative: true)
        }
    case .aspectRatio:
        if case .object = value {
            let s = try readSize(value, path: path, requireBoth: true)
            guard s.width > 0, s.height > 0 else {
                throw SpecError(path: path, "both sides of an aspect ratio must be greater than 0, got \(s)")
            }
        } else {
            let n = try readNumber(value, path: path, nonNegative: false)
            guard n > 0 else {
                throw SpecError(path: path, "must be greater than 0 (width / height), got \(formatNumber(n))")
            }
        }
    case .objectList:
        guard case .array(let list) = value else {
            throw SpecError(path: path, "must be an array of objects [{...}, ...], got \(value.typeName)")
        }
        for (i, e) in list.enumerated() {
            guard case .object = e else {
                throw SpecError(path: "\(path)[\(i)]", "must be an object, got \(e.typeName)")
            }
        }
    case .effects:
        guard case .array(let list) = value else {
            throw SpecError(
                path: path, "must be an array of effects such as [{\"type\": \"fade\"}], got \(value.typeName)")
        }
        for (i, e) in list.enumerated() {
            let p = "\(path)[\(i)]"
            guard case .object(let f) = e else {
                throw SpecError(
                    path: p,
                    "must be an object such as {\"type\": \"elastic\", \"spacing\": 90, \"span\": 200}, got \(e.typeName)"
                )
            }
            guard let t = e["type"] else {
                throw SpecError(path: "\(p).type", "is missing; use \"elastic\" or \"fade\"")
            }
            let type = try readChoice(t, path: "\(p).type", ["elastic", "fade"])
            try checkKeys(f, path: p, allowed: type == "elastic" ? ["type", "spacing", "span"] : ["type", "span"])
            if let v = e["spacing"] { _ = try readNumber(v, path: "\(p).spacing", nonNegative: false) }
            if let v = e["span"] {
                let n = try readNumber(v, path: "\(p).span", nonNegative: false)
                guard n > 0 else {
                    throw SpecError(path: "\(p).span", "must be greater than 0, got \(formatNumber(n))")
                }
            }
        }
    }
}

func readNumber(_ v: JSONValue, path: String, nonNegative: Bool) throws(SpecError) -> Double {
    guard case .number(let n) = v else { throw SpecError(path: path, "must be a number, got \(v.debugText)") }
    guard n.isFinite else { throw SpecError(path: path, "must be a finite number, got \(n)") }
    if nonNegative && n < 0 {
        throw SpecError(path: path, "must not be negative, got \(formatNumber(n)); use 0 or a positive value")
    }
    return n
}

func readCount(_ v: JSONValue, path: String, minimum: Int, maximum: Int = 999_999_999_999_999) throws(SpecError)
    -> Int
{
    guard case .number(let n) = v else { throw SpecError(path: path, "must be a whole number, got \(v.debugText)") }
    guard n.isFinite, n == n.rounded() else {
        throw SpecError(path: path, "must be a whole number, got \(formatNumber(n))")
    }
    // Whole numbers whose every neighbour is a Double too (below 2^53), with room to spare; or
    // the key's own range (`maximum` given, such as a 32-bit zIndex).
    let largest = 999_999_999_999_999
    let (lowest, highest) = (max(minimum, -largest), min(maximum, largest))
    guard n <= Double(highest), n >= Double(-largest), maximum == largest || n >= Double(lowest) else {
        let written = abs(n) < 1e18 ? String(Int(n)) : formatNumber(n)
        throw SpecError(
            path: path,
            "is out of range: must be between \(lowest) and \(highest), got \(written); use a smaller number")
    }
    let i = Int(n)
    guard i >= minimum else {
        throw SpecError(path: path, "must be at least \(minimum), got \(i); set it to \(minimum) or more")
    }
    return i
}

func readChoice(_ v: JSONValue, path: String, _ options: [String]) throws(SpecError) -> String {
    let list = options.map { "\"\($0)\"" }.joined(separator: ", ")
    guard case .string(let s) = v else { throw SpecError(path: path, "must be one of \(list), got \(v.debugText)") }
    guard options.contains(s) else {
        let guess = NameSuggestion.closest(to: s, among: options).map { "; did you mean \"\($0)\"?" } ?? ""
        throw SpecError(path: path, "unknown value \(SpecError.quoted(s)); use one of \(list)\(guess)")
    }
    return s
}

func readInsets(_ v: JSONValue, path: String) throws(SpecError) -> EdgeInsets {
    guard case .object(let f) = v else {
        throw SpecError(
            path: path, "must be an object {\"top\": 0, \"left\": 0, \"bottom\": 0, \"right\": 0}, got \(v.debugText)")
    }
    try checkKeys(f, path: path, allowed: ["top", "left", "bottom", "right"])
    func side(_ k: String) throws(SpecError) -> Double {
        guard let s = v[k] else { return 0 }
        return try readNumber(s, path: "\(path).\(k)", nonNegative: true)
    }
    return EdgeInsets(
        top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
}

func readSize(_ v: JSONValue, path: String, requireBoth: Bool) throws(SpecError) -> Size {
    guard case .object(let f) = v else {
        throw SpecError(path: path, "must be an object {\"width\": ..., \"height\": ...}, got \(v.debugText)")
    }
    try checkKeys(f, path: path, allowed: ["width", "height"])
    func side(_ k: String) throws(SpecError) -> Double {
        guard let s = v[k] else {
            if requireBoth {
                throw SpecError(path: "\(path).\(k)", "is missing; \(path) needs both \"width\" and \"height\"")
            }
            return 0
        }
        return try readNumber(s, path: "\(path).\(k)", nonNegative: true)
    }
    return Size(width: try side("width"), height: try side("height"))
}
