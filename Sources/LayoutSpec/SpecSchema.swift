import LayoutEngine

/// The spec format as a JSON Schema (draft 2020-12), made from the kinds' parameter tables (the
/// tables `SpecDocument` checks specs against): every key per kind and level, with its type,
/// range, default and meaning. Editors use it for completion and validation (`render schema`).
///
/// The kinds' cross-key rules (`LayoutKindInfo.schemaRules`) are part of it. What a schema cannot
/// say is still checked by the decoder alone: duplicate keys, sizes that leave no room, a value in
/// `options` refused only where an item inherits it, the total item count.
public enum SpecSchema {
    /// The schema's `$id`.
    public static let identifier = "urn:collectionlayouts:spec-schema"

    /// The schema of specs for `kinds`, as a JSON value.
    public static func schema(kinds: [LayoutKindInfo] = LayoutKinds.all) -> JSONValue {
        var defs: [(key: String, value: JSONValue)] = common
        var cases: [JSONValue] = []
        for kind in kinds {
            defs += definitions(of: kind)
            cases.append([
                "if": ["properties": ["layout": ["const": .string(kind.name)]], "required": ["layout"]],
                "then": ["$ref": .string("#/$defs/\(kind.name)")],
            ])
        }
        let kindNames = JSONValue.array(kinds.map { .string($0.name) })
        let root: JSONValue = [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string(identifier),
            "title": "CollectionLayouts layout spec",
            "description":
                "A collection-view layout: its kind, the container, the sections and items (Docs/SpecFormat.md). Values cascade item -> section options -> layout options.",
            "type": "object",
            "required": ["layout", "container", "sections"],
            "properties": [
                "layout": ["description": "The layout kind (render --list-layouts).", "enum": kindNames],
                "container": [
                    "$ref": "#/$defs/fullSize",
                    "description": "The collection view's bounds size in points; both width and height.",
                ],
                "scrollDirection": [
                    "description":
                        "vertical (default) or horizontal; every kind has both (Docs/Directions.md).",
                    "enum": ["vertical", "horizontal"], "default": "vertical",
                ],
                "layoutDirection": [
                    "description":
                        "leftToRight (default) or rightToLeft: the layout mirrored across its content width (Docs/Directions.md).",
                    "enum": .array(LayoutDirection.allCases.map { .string($0.rawValue) }), "default": "leftToRight",
                ],
                "scale": [
                    "description":
                        "Display scale: pixel snapping where a kind snaps, and the pixel density of PNG diagrams.",
                    "type": "number", "exclusiveMinimum": 0, "maximum": 16, "default": 1,
                ],
                "contentOffset": [
                    "description":
                        "The scroll position: pinned and sticky elements and the drawn viewport are evaluated there.",
                    "type": "object",
                    "properties": ["x": ["type": "number"], "y": ["type": "number"]],
                    "additionalProperties": false,
                    "default": ["x": 0, "y": 0],
                ],
                "options": [
                    "description":
                        "The kind's layout-level parameters, and defaults for every section and item.",
                    "type": "object",
                ],
                "sections": ["description": "The sections, in order; [] is allowed.", "type": "array"],
            ],
            "additionalProperties": false,
            "allOf": .array(cases),
            "$defs": .object(defs),
        ]
        return adding(kindKeys(kinds), to: root)
    }

    /// The schema as pretty-printed JSON text (what `render schema` prints).
    public static func text(kinds: [LayoutKindInfo] = LayoutKinds.all) -> String {
        schema(kinds: kinds).serialized() + "\n"
    }

    // MARK: - Definitions

    static let length: JSONValue = ["type": "number", "minimum": 0]

    /// Shapes shared by every kind.
    static let common: [(key: String, value: JSONValue)] = [
        (
            "insets",
            [
                "type": "object",
                "description": "Margins; a missing side is 0.",
                "properties": ["top": length, "left": length, "bottom": length, "right": length],
                "additionalProperties": false,
            ]
        ),
        (
            "size",
            [
                "type": "object",
                "description": "A size in points; a missing side is 0.",
                "properties": ["width": length, "height": length],
                "additionalProperties": false,
            ]
        ),
        (
            "fullSize",
            [
                "type": "object",
                "properties": ["width": length, "height": length],
                "required": ["width", "height"],
                "additionalProperties": false,
            ]
        ),
        (
            "effects",
            [
                "type": "array",
                "items": [
                    "oneOf": [
                        [
                            "type": "object",
                            "description": "Cells spread apart while scrolling (PluginLayout's ElasticEffect).",
                            "properties": [
                                "type": ["const": "elastic"],
                                "spacing": ["type": "number", "default": 90],
                                "span": ["type": "number", "exclusiveMinimum": 0, "default": 200],
                            ],
                            "required": ["type"],
                            "additionalProperties": false,
                        ],
                        [
                            "type": "object",
                            "description": "Cells fade out near the viewport's edge (PluginLayout's FadeEffect).",
                            "properties": [
                                "type": ["const": "fade"],
                                "span": ["type": "number", "exclusiveMinimum": 0, "default": 200],
                            ],
                            "required": ["type"],
                            "additionalProperties": false,
                        ],
                    ]
                ],
            ]
        ),
    ]

    /// The schema of one value of `type`.
    static func schema(of type: ParameterType) -> JSONValue {
        switch type {
        case .length: return length
        case .number: return ["type": "number"]
        case .positive: return ["type": "number", "exclusiveMinimum": 0]
        case .count(let minimum):
            return minimum == Int.min ? ["type": "integer"] : ["type": "integer", "minimum": .number(Double(minimum))]
        case .bool: return ["type": "boolean"]
        case .insets: return ["$ref": "#/$defs/insets"]
        case .size, .ratioSize: return ["$ref": "#/$defs/size"]
        case .choice(let options): return ["enum": .array(options.map { .string($0) })]
        case .lengthOrRemaining: return ["anyOf": [length, ["const": "remaining"]]]
        case .effects: return ["$ref": "#/$defs/effects"]
        case .objectList(let definition): return ["type": "array", "items": ["$ref": .string("#/$defs/\(definition)")]]
        case .aspectRatio:
            let side: JSONValue = ["type": "number", "exclusiveMinimum": 0]
            return [
                "anyOf": [
                    side,
                    [
                        "type": "object", "properties": ["width": side, "height": side],
                        "required": ["width", "height"], "additionalProperties": false,
                    ],
                ]
            ]
        }
    }

    /// A parameter's property: its type's schema, its meaning (with where it may be written) and its
    /// default.
    static func property(_ p: Parameter) -> JSONValue {
        guard case .object(var fields) = schema(of: p.type) else { return schema(of: p.type) }
        let levels: String
        switch p.level {
        case .layout: levels = "layout options"
        case .section: levels = "section or layout options"
        case .item: levels = "item, section or layout options"
        }
        let meaning = p.summary.isEmpty ? "" : p.summary.prefix(1).uppercased() + p.summary.dropFirst() + ". "
        fields.insert(("description", .string("\(meaning)Level: \(levels).")), at: 0)
        if let d = p.defaultValue { fields.append(("default", d)) }
        return .object(fields)
    }

    /// An object of the parameters of `parameters` that may be written at `level`.
    static func options(
        _ parameters: [Parameter], at level: ParameterLevel, extra: [(key: String, value: JSONValue)] = []
    )
        -> JSONValue
    {
        var properties: [(key: String, value: JSONValue)] = []
        for p in parameters where p.level >= level && !properties.contains(where: { $0.key == p.key }) {
            properties.append((p.key, property(p)))
        }
        return ["type": "object", "properties": .object(extra + properties), "additionalProperties": false]
    }

    /// `items`: an array of items, or `{ "count": n, ...item fields }`.
    static func items(_ item: JSONValue) -> JSONValue {
        var counted = item
        if case .object(var fields) = item, case .object(let properties)? = item["properties"] {
            fields.removeAll { $0.key == "properties" }
            let count: JSONValue = [
                "type": "integer", "minimum": 0, "maximum": .number(Double(SpecDocument.maximumItemCount)),
                "description": "The number of equal items.",
            ]
            fields.insert(("properties", .object([("count", count)] + properties)), at: 0)
            fields.insert(("required", ["count"]), at: 1)
            counted = .object(fields)
        }
        return [
            "oneOf": [
                ["type": "array", "items": item, "maxItems": .number(Double(SpecDocument.maximumItemCount))], counted,
            ]
        ]
    }

    /// `KIND`, `KIND.options`, `KIND.sectionOptions`, `KIND.item`, `KIND.items`, `KIND.section`.
    static func definitions(of kind: LayoutKindInfo) -> [(key: String, value: JSONValue)] {
        let n = kind.name
        var supplementary: [(key: String, value: JSONValue)] = []
        if kind.supportsHeaders {
            supplementary.append(
                ("header", ["$ref": "#/$defs/size", "description": "The header's size (0 or absent: none)."]))
        }
        if kind.supportsFooters {
            supplementary.append(
                ("footer", ["$ref": "#/$defs/size", "description": "The footer's size (0 or absent: none)."]))
        }
        let itemProperties = options(kind.parameters, at: .item)
        var sectionProperties: [(key: String, value: JSONValue)] = [
            ("options", ["$ref": .string("#/$defs/\(n).sectionOptions")]),
            ("items", ["$ref": .string("#/$defs/\(n).items")]),
        ]
        sectionProperties += supplementary
        sectionProperties += kind.sectionKeys.map { ($0, ["$ref": .string("#/$defs/\(n).\($0)")]) }
        var section: [(key: String, value: JSONValue)] = [
            ("type", "object"), ("required", ["items"]),
        ]
        var defs: [(key: String, value: JSONValue)] = []
        if n == "composite" {
            // Every section names its kind; its options and items are that kind's.
            let sectionKinds = CompositeSpec.sectionKinds
            sectionProperties.insert(
                (
                    "layout",
                    ["enum": .array(sectionKinds.map { .string($0.name) }), "description": "This section's kind."]
                ),
                at: 0)
            section[1] = ("required", ["layout", "items"])
            sectionProperties += [
                (
                    "orthogonalScrolling",
                    [
                        "enum": .array(OrthogonalScrolling.allCases.map { .string($0.rawValue) }),
                        "description":
                            "The section scrolls across the layout, in a band (a carousel): continuous, or paging by the container's extent.",
                    ]
                ),
                (
                    "orthogonalOffset",
                    [
                        "type": "number", "default": 0,
                        "description":
                            "With orthogonalScrolling: the section's own scroll position along its scroll axis, clamped to its content.",
                    ]
                ),
                (
                    "orthogonalBandLength",
                    [
                        "type": "number", "minimum": 0,
                        "description":
                            "With orthogonalScrolling: the band's length along the layout's scroll axis (default: the tallest cell plus the section's insets).",
                    ]
                ),
            ]
            section.append(
                (
                    "allOf",
                    .array(
                        sectionKinds.map { k in
                            [
                                "if": ["properties": ["layout": ["const": .string(k.name)]], "required": ["layout"]],
                                "then": [
                                    "properties": [
                                        "options": options(k.parameters, at: .section),
                                        "items": items(options(k.parameters, at: .item)),
                                    ]
                                ],
                            ]
                        })
                )
            )
        }
        if n == "composite" {
            // The carousel keys need orthogonalScrolling (CompositeSpec.orthogonal).
            section.append(
                (
                    "dependentRequired",
                    .object(CompositeSpec.orthogonalKeys.dropFirst().map { ($0, ["orthogonalScrolling"]) })
                ))
        }
        section.append(("properties", .object(sectionProperties)))
        section.append(("additionalProperties", false))
        if kind.keySchemas.contains(where: { $0.key == "sectionRules" }) {
            section.append(("$ref", .string("#/$defs/\(n).sectionRules")))
        }
        var compositeRules: [JSONValue] = []
        if n == "composite" {
            // The cross-key rules of the kinds its sections name.
            for k in LayoutKinds.all where k.name != n {
                compositeRules += k.schemaRules.map { $0.forCompositeSections(ofKind: k.name) }
            }
        }
        var definition: JSONValue = [
            "description": .string("The \(n) layout: \(kind.summary)."),
            "properties": [
                "scrollDirection": ["enum": .array(kind.directions.map { .string($0.rawValue) })],
                "options": ["$ref": .string("#/$defs/\(n).options")],
                "sections": ["type": "array", "items": ["$ref": .string("#/$defs/\(n).section")]],
            ],
        ]
        definition = adding(ownTopLevelKeys(of: kind), to: definition)
        let rules = kind.schemaRules.map(\.forLayout) + compositeRules
        if !rules.isEmpty, case .object(var fields) = definition {
            fields.append(("allOf", .array(rules)))
            definition = .object(fields)
        }
        defs.append((n, definition))
        defs.append(("\(n).options", options(kind.parameters, at: .layout, extra: supplementary)))
        defs.append(("\(n).sectionOptions", options(kind.parameters, at: .section)))
        defs.append(("\(n).item", itemProperties))
        defs.append(("\(n).items", items(itemProperties)))
        defs.append(("\(n).section", .object(section)))
        defs += kind.keySchemas.map { ("\(n).\($0.key)", $0.value) }
        return defs
    }

    /// The top-level keys some kinds have (`LayoutKindInfo.topLevelKeys`), for the root object;
    /// each kind's definition says which of them it takes.
    static func kindKeys(_ kinds: [LayoutKindInfo]) -> [(key: String, value: JSONValue)] {
        var keys: [(key: String, value: JSONValue)] = []
        for kind in kinds {
            for key in kind.topLevelKeys where !keys.contains(where: { $0.key == key }) {
                keys.append((key, ["description": .string("Only for the \(kind.name) layout.")]))
            }
        }
        return keys
    }

    /// `schema` with `extra` added to its `properties`.
    static func adding(_ extra: [(key: String, value: JSONValue)], to schema: JSONValue) -> JSONValue {
        guard !extra.isEmpty, case .object(var fields) = schema,
            let i = fields.firstIndex(where: { $0.key == "properties" }), case .object(let properties) = fields[i].value
        else { return schema }
        fields[i].value = .object(properties + extra)
        return .object(fields)
    }

    /// A kind's own top-level keys (a reference to their schema) and the other kinds' (refused).
    static func ownTopLevelKeys(of kind: LayoutKindInfo) -> [(key: String, value: JSONValue)] {
        kind.topLevelKeys.map { ($0, ["$ref": .string("#/$defs/\(kind.name).\($0)")]) }
            + kindKeys(LayoutKinds.all).filter { !kind.topLevelKeys.contains($0.key) }.map { ($0.key, false) }
    }
}
