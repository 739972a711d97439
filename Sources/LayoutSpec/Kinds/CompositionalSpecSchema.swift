import LayoutEngine

// The compositional kind's own keys as JSON Schema (`render schema` names them
// `compositional.NAME`): the section keys, the top-level device insets, and the shapes they refer
// to, mirroring what CompositionalSpecSizes, CompositionalSpecGroups and CompositionalSpecSections
// check. What a schema cannot say (a subitem that can never fit its group) is checked when solving.

extension CompositionalSpec {
    /// A reference to the kind's shape `name`.
    private static func ref(_ name: String) -> JSONValue { ["$ref": .string("#/$defs/compositional.\(name)")] }
    /// A finite number >= 0.
    private static let length: JSONValue = ["type": "number", "minimum": 0]
    /// A zIndex (`CompositionalLayoutModel.zIndexRange`), with its default if it has one.
    private static func zIndex(default d: Int? = nil) -> JSONValue {
        let range = CompositionalLayoutModel.zIndexRange
        var fields: [(key: String, value: JSONValue)] = [
            ("type", "integer"), ("minimum", .number(Double(range.lowerBound))),
            ("maximum", .number(Double(range.upperBound))),
        ]
        if let d { fields.append(("default", .number(Double(d)))) }
        return .object(fields)
    }
    /// An enumeration of `E`'s raw values.
    private static func choices<E: RawRepresentable & CaseIterable>(_: E.Type) -> JSONValue where E.RawValue == String {
        ["enum": .array(E.allCases.map { .string($0.rawValue) })]
    }
    /// An object of `properties` only, with `required` keys.
    private static func object(
        _ properties: [(key: String, value: JSONValue)], required: [String] = [], description: String? = nil
    ) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("type", "object"), ("properties", .object(properties))]
        if !required.isEmpty { fields.append(("required", .array(required.map { .string($0) }))) }
        fields.append(("additionalProperties", false))
        if let description { fields.insert(("description", .string(description)), at: 0) }
        return .object(fields)
    }
    /// Exactly one key of `forms`, each with its value's schema.
    private static func oneKey(_ forms: [(key: String, value: JSONValue)]) -> JSONValue {
        ["oneOf": .array(forms.map { object([$0], required: [$0.key]) })]
    }
    /// An object holding both `a` and `b`.
    private static func both(_ a: String, _ b: String) -> JSONValue { ["required": [.string(a), .string(b)]] }
    /// An `edges` list holding both `a` and `b`.
    private static func edges(_ a: String, _ b: String) -> JSONValue {
        [
            "properties": [
                "edges": ["allOf": [["contains": ["const": .string(a)]], ["contains": ["const": .string(b)]]]]
            ],
            "required": ["edges"],
        ]
    }

    /// The `$defs` of the kind's own keys (`LayoutKindInfo.keySchemas`).
    public static let keySchemas: [(key: String, value: JSONValue)] = [
        ("safeAreaInsets", ref("insets")), ("layoutMargins", ref("insets")),
        ("group", ref("group")), ("interGroupSpacing", length), ("contentInsets", ref("insets")),
        ("supplementariesFollowContentInsets", ["type": "boolean", "default": true]),
        ("contentInsetsReference", choices(CompositionalContentInsetsReference.self)),
        ("orthogonalScrollingBehavior", choices(CompositionalOrthogonalScrolling.self)),
        ("orthogonalOffset", ["type": "number", "default": 0]),
        ("boundarySupplementaryItems", ["type": "array", "items": ref("boundaryItem")]),
        ("decorationItems", ["type": "array", "items": ref("decoration")]),
        (
            "sectionRules",
            [
                "required": ["group"],
                "if": ["required": ["orthogonalOffset"]],
                "then": [
                    "required": ["orthogonalScrollingBehavior"],
                    "properties": ["orthogonalScrollingBehavior": ["not": ["const": "none"]]],
                ],
            ]
        ),
        (
            "dimension",
            oneKey([
                ("fractionalWidth", ["type": "number", "exclusiveMinimum": 0]),
                ("fractionalHeight", ["type": "number", "exclusiveMinimum": 0]), ("absolute", length),
                ("estimated", length), ("uniformAcrossSiblings", length),
            ])
        ),
        ("size", object([("width", ref("dimension")), ("height", ref("dimension"))], required: ["width", "height"])),
        ("insets", object(["top", "leading", "bottom", "trailing"].map { ($0, length) })),
        ("spacing", oneKey([("fixed", length), ("flexible", length)])),
        ("edgeSpacing", object(["leading", "top", "trailing", "bottom"].map { ($0, ref("spacing")) })),
        ("point", object([("x", ["type": "number"]), ("y", ["type": "number"])])),
        (
            "anchor",
            [
                "allOf": [
                    object([
                        ("edges", ["type": "array", "items": choices(CompositionalEdge.self)]),
                        ("fractionalOffset", ref("point")), ("absoluteOffset", ref("point")),
                    ]),
                    [
                        "not": [
                            "anyOf": [
                                both("fractionalOffset", "absoluteOffset"), edges("top", "bottom"),
                                edges("leading", "trailing"),
                            ]
                        ]
                    ],
                ]
            ]
        ),
        (
            "supplementaryItem",
            object(
                [
                    ("elementKind", ["type": "string"]), ("size", ref("size")), ("containerAnchor", ref("anchor")),
                    ("itemAnchor", ref("anchor")), ("zIndex", zIndex(default: 1)),
                ], required: ["elementKind", "size", "containerAnchor"])
        ),
        (
            "item",
            object(
                [
                    ("size", ref("size")), ("contentInsets", ref("insets")), ("edgeSpacing", ref("edgeSpacing")),
                    ("supplementaryItems", ["type": "array", "items": ref("supplementaryItem")]),
                ], required: ["size"])
        ),
        ("subitem", ["if": ["required": ["axis"]], "then": ref("group"), "else": ref("item")]),
        (
            "frame",
            object(
                [
                    ("x", ["type": "number"]), ("y", ["type": "number"]), ("width", length), ("height", length),
                    ("zIndex", zIndex()),
                ], required: ["width", "height"])
        ),
        (
            "group",
            [
                "allOf": [
                    object(
                        [
                            ("axis", ["enum": .array(groupAxes.map { .string($0) })]), ("size", ref("size")),
                            ("subitems", ["type": "array", "items": ref("subitem"), "minItems": 1]),
                            ("repeatingCount", ["type": "integer", "minimum": 1]),
                            ("repeatingCopies", ["type": "integer", "minimum": 1]),
                            ("frames", ["type": "array", "items": ref("frame"), "minItems": 1]),
                            ("interItemSpacing", ref("spacing")), ("contentInsets", ref("insets")),
                            ("edgeSpacing", ref("edgeSpacing")),
                            ("supplementaryItems", ["type": "array", "items": ref("supplementaryItem")]),
                        ], required: ["axis", "size"]),
                    [
                        "if": ["properties": ["axis": ["const": "custom"]]],
                        "then": [
                            "required": ["frames"],
                            "propertyNames": [
                                "not": ["enum": ["subitems", "repeatingCount", "repeatingCopies", "interItemSpacing"]]
                            ],
                        ],
                        "else": [
                            "required": ["subitems"],
                            "not": ["anyOf": [["required": ["frames"]], both("repeatingCount", "repeatingCopies")]],
                            "if": ["anyOf": [["required": ["repeatingCount"]], ["required": ["repeatingCopies"]]]],
                            "then": ["properties": ["subitems": ["maxItems": 1]]],
                        ],
                    ],
                ]
            ]
        ),
        (
            "boundaryItem",
            object(
                [
                    ("elementKind", ["type": "string"]), ("size", ref("size")),
                    ("alignment", choices(CompositionalRectAlignment.self)), ("offset", ref("point")),
                    ("extendsBoundary", ["type": "boolean", "default": true]),
                    ("pinToVisibleBounds", ["type": "boolean", "default": false]),
                    ("zIndex", zIndex(default: 1)),
                ], required: ["elementKind", "size", "alignment"])
        ),
        (
            "decoration",
            object(
                [
                    ("elementKind", ["type": "string"]), ("contentInsets", ref("insets")),
                    ("zIndex", zIndex(default: 0)),
                ], required: ["elementKind"])
        ),
    ]
}
