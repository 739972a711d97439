import LayoutEngine

/// Where a schema rule looks: the layout-level `options`, each section's `options`, each item (an
/// element of `items`, or the counted `items` object itself).
public enum SchemaPlace: Hashable, Sendable {
    /// The layout-level `options` (in a composite: the section's `options`, which hold them).
    case layoutOptions
    /// A section's `options`.
    case sectionOptions
    /// Each item.
    case items
}

/// One cross-key rule of a kind as JSON Schema (draft 2020-12's `if`/`then`, `not`/`required`),
/// beyond each key's type and range: what the decoder refuses when keys are combined (a key of the
/// other scroll direction, two conflicting keys, an item without a required size). Each kind lists
/// its rules beside the decoder code that checks them (`LayoutKindInfo.schemaRules`); `render
/// schema` applies them to specs of the kind and to a composite's sections of the kind.
public struct SchemaRule: Sendable {
    /// The scroll direction the rule holds in; nil: both.
    var direction: ScrollDirection?
    /// The schema each object at `places` must match.
    var object: JSONValue
    /// Where it applies.
    var places: Set<SchemaPlace>
    /// Every item gives this key unless a level of `options` above it gives it (the cascade).
    var cascadeRequired: String?

    /// No key of `keys` at `places` when the layout scrolls in `direction` (vertical is the default).
    static func forbidding(_ keys: [String], at places: Set<SchemaPlace>, in direction: ScrollDirection)
        -> SchemaRule
    {
        SchemaRule(
            direction: direction, object: ["propertyNames": ["not": ["enum": .array(keys.map { .string($0) })]]],
            places: places)
    }

    /// `key` never holds `value` at `places` when the layout scrolls in `direction`.
    static func forbidding(_ key: String, value: JSONValue, at places: Set<SchemaPlace>, in direction: ScrollDirection)
        -> SchemaRule
    {
        SchemaRule(direction: direction, object: ["properties": [key: ["not": ["const": value]]]], places: places)
    }

    /// At most one of `keys` with a value other than its default, at `places`.
    static func atMostOneChanged(_ keys: [(key: String, default: JSONValue)], at places: Set<SchemaPlace>)
        -> SchemaRule
    {
        var pairs: [JSONValue] = []
        for (i, a) in keys.enumerated() {
            for b in keys[(i + 1)...] {
                pairs.append([
                    "required": [.string(a.key), .string(b.key)],
                    "properties": [a.key: ["not": ["const": a.default]], b.key: ["not": ["const": b.default]]],
                ])
            }
        }
        return SchemaRule(object: ["not": ["anyOf": .array(pairs)]], places: places)
    }

    /// `first` and `second` (an old name of `first`) hold the same choice when both are given.
    static func sameValue(_ first: String, _ second: String, choices: [String], at places: Set<SchemaPlace>)
        -> SchemaRule
    {
        var differing: [JSONValue] = []
        for a in choices {
            for b in choices where b != a {
                differing.append([
                    "required": [.string(first), .string(second)],
                    "properties": [first: ["const": .string(a)], second: ["const": .string(b)]],
                ])
            }
        }
        return SchemaRule(object: ["not": ["anyOf": .array(differing)]], places: places)
    }

    /// Every item gives `key`, unless its section's or the layout's `options` give it to all.
    static func cascadeRequired(_ key: String) -> SchemaRule {
        SchemaRule(object: [:], places: [], cascadeRequired: key)
    }

    // MARK: - The rule as schema

    /// The rule for a spec of the kind: a subschema of the kind's definition.
    var forLayout: JSONValue {
        if let key = cascadeRequired {
            return [
                "if": ["not": Self.optionsGive(key)],
                "then": ["properties": ["sections": ["items": Self.section(key)]]],
            ]
        }
        var root: [(key: String, value: JSONValue)] = []
        if places.contains(.layoutOptions) { root.append(("options", object)) }
        if let section = sectionSchema(includingLayoutOptions: false) {
            root.append(("sections", ["items": section]))
        }
        return conditioned(["properties": .object(root)], on: direction)
    }

    /// The rule for the sections of the kind named `kind` inside a composite: a subschema of the
    /// composite's definition. A section that scrolls across the composite (`orthogonalScrolling`)
    /// has the other direction.
    func forCompositeSections(ofKind kind: String) -> JSONValue {
        func sections(_ schema: JSONValue, orthogonal: Bool?) -> JSONValue {
            var condition: [(key: String, value: JSONValue)] = [
                ("properties", ["layout": ["const": .string(kind)]]), ("required", ["layout"]),
            ]
            if let orthogonal {
                let across: JSONValue = ["required": ["orthogonalScrolling"]]
                condition.append(("allOf", [orthogonal ? across : ["not": across]]))
            }
            return ["properties": ["sections": ["items": ["if": .object(condition), "then": schema]]]]
        }
        if let key = cascadeRequired {
            // The composite's layout-level options reach its sections too.
            return ["if": ["not": Self.optionsGive(key)], "then": sections(Self.section(key), orthogonal: nil)]
        }
        guard let section = sectionSchema(includingLayoutOptions: true) else { return [:] }
        guard let direction else { return sections(section, orthogonal: nil) }
        return [
            "allOf": [
                conditioned(sections(section, orthogonal: false), on: direction),
                conditioned(sections(section, orthogonal: true), on: direction.transposed),
            ]
        ]
    }

    /// The schema of one section object: its `options` and items; nil when the rule has neither.
    func sectionSchema(includingLayoutOptions: Bool) -> JSONValue? {
        var fields: [(key: String, value: JSONValue)] = []
        if places.contains(.sectionOptions) || (includingLayoutOptions && places.contains(.layoutOptions)) {
            fields.append(("options", object))
        }
        if places.contains(.items) {
            // Each element of an `items` array, or the counted `items` object itself.
            fields.append(("items", ["items": object, "if": ["type": "object"], "then": object]))
        }
        return fields.isEmpty ? nil : ["properties": .object(fields)]
    }

    /// `schema` where the spec scrolls in `direction` (vertical when it says nothing).
    func conditioned(_ schema: JSONValue, on direction: ScrollDirection?) -> JSONValue {
        guard let direction else { return schema }
        let condition: JSONValue =
            direction == .vertical
            ? ["properties": ["scrollDirection": ["const": "vertical"]]]
            : ["properties": ["scrollDirection": ["const": "horizontal"]], "required": ["scrollDirection"]]
        return ["if": condition, "then": schema]
    }

    /// An object whose `options` give `key`.
    static func optionsGive(_ key: String) -> JSONValue {
        ["required": ["options"], "properties": ["options": ["required": [.string(key)]]]]
    }

    /// A section whose items give `key` unless its `options` do.
    static func section(_ key: String) -> JSONValue {
        let itemsGive: JSONValue = [
            "items": ["required": [.string(key)]], "anyOf": [["type": "array"], ["required": [.string(key)]]],
        ]
        return ["if": ["not": optionsGive(key)], "then": ["properties": ["items": itemsGive]]]
    }
}
