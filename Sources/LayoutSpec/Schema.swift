import LayoutEngine

/// Where a parameter lives in the cascade (item -> section `options` -> layout `options`).
public enum ParameterLevel: Int, Comparable, Sendable {
    /// Only in the layout-level `options`.
    case layout
    /// In a section's `options`, defaulting from the layout-level `options`.
    case section
    /// In an item, defaulting from its section's `options`, then the layout-level `options`.
    case item
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The JSON type a parameter takes; checked everywhere it appears before a kind reads it.
public enum ParameterType: Sendable, Hashable {
    /// A finite number >= 0 (sizes, spacings, insets' sides are checked by `.insets`).
    case length
    /// A finite number (may be negative).
    case number
    /// A finite number > 0.
    case positive
    /// A whole number >= `minimum`.
    case count(minimum: Int)
    /// `true` or `false`.
    case bool
    /// `{top, left, bottom, right}`, each side a finite number >= 0, missing sides 0.
    case insets
    /// `{width, height}`, each a finite number >= 0, missing sides 0.
    case size
    /// One of these strings.
    case choice([String])
    /// A length, or the string "remaining" (`aligned` widths).
    case lengthOrRemaining
    /// A list of scroll-effect objects (`{"type": "elastic", ...}`).
    case effects
    /// A positive number, or `{width, height}` (PluginLayout aspect ratios).
    case aspectRatio
    /// `{width, height}` where either may be 0 (meaning "ignored"), neither negative.
    case ratioSize
    /// An array of objects whose keys the kind's decoder checks one by one (`compositional`'s
    /// layout-level `boundarySupplementaryItems`), each described in the schema by the `$defs`
    /// entry named (the kind's own, such as `compositional.boundaryItem`, shared with its sections).
    case objectList(String)
}

/// A parameter a kind accepts: its key, level, type, default and meaning. The decoder checks specs
/// against these tables, and `render schema` (`SpecSchema`) writes them as a JSON Schema, so adding
/// a key is one line: `Parameter("key", .section, .length, default: 0, "what it does")`.
public struct Parameter: Sendable, Hashable {
    /// The key in specs (the original's property name in lowerCamelCase).
    public var key: String
    /// The least specific level the key may be written at (see `ParameterLevel`).
    public var level: ParameterLevel
    /// The JSON type and range the decoder checks.
    public var type: ParameterType
    /// The value used when no level of the cascade gives one, or nil when the default is not one
    /// value (computed from other keys, or the key is required). A test checks that writing this
    /// value gives the same layout as leaving the key out.
    public var defaultValue: JSONValue?
    /// What the parameter does, in one line (the schema's `description`).
    public var summary: String

    /// A parameter: its key, least specific level, type, default (nil when it is not one value) and one-line meaning.
    public init(
        _ key: String, _ level: ParameterLevel, _ type: ParameterType, default defaultValue: JSONValue? = nil,
        _ summary: String = ""
    ) {
        self.key = key
        self.level = level
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// Everything a kind needs to be reachable from a spec: its name, description, directions, its
/// parameters (used to reject unknown keys and wrong types), and how to build the engine value.
public struct LayoutKindInfo: Sendable {
    /// The kind's name in specs (`"layout": "mosaic"`).
    public var name: String
    /// One line: what the kind does and where it comes from.
    public var summary: String
    /// The scroll directions the kind supports.
    public var directions: [ScrollDirection]
    /// Whether sections may have headers.
    public var supportsHeaders: Bool
    /// Whether sections may have footers.
    public var supportsFooters: Bool
    /// The kind's keys: one table that the decoder, the JSON Schema and the guides read.
    public var parameters: [Parameter]
    /// Builds the engine layout from a checked document.
    public var decode: @Sendable (SpecDocument) throws(SpecError) -> any CollectionLayout
    /// A built-in example spec (JSON text) used by `render --layout NAME`.
    public var example: String
    /// The kind's cross-key rules as JSON Schema, beyond each key's type and range (what the decoder
    /// refuses when keys are combined: a key of the other scroll direction, two conflicting keys, an
    /// item without a required size); `render schema` adds them to the kind's definition.
    public var schemaRules: [SchemaRule]
    /// The top-level keys only this kind has, beside `layout`, `container`, ... (`compositional`:
    /// `safeAreaInsets`, `layoutMargins`); the kind's decoder reads them (`SpecDocument.kindValue`).
    public var topLevelKeys: [String]
    /// The keys a section of this kind holds beside `items`, `options`, `header` and `footer`
    /// (`compositional`: `group`, `contentInsets`, ...); the kind's decoder reads them from the
    /// section's JSON (`SectionDocument.raw`).
    public var sectionKeys: [String]
    /// The JSON Schema `$defs` of the kind's own keys (`render schema` names them `KIND.NAME`): one
    /// per key of `topLevelKeys` and `sectionKeys`, under the key's name; `sectionRules`, when
    /// present, is a schema every section also matches (its required keys, cross-key rules); other
    /// entries are shapes these refer to (`#/$defs/KIND.NAME`).
    public var keySchemas: [(key: String, value: JSONValue)]

    /// A kind's registry entry from its parts.
    public init(
        name: String, summary: String, directions: [ScrollDirection], supportsHeaders: Bool = true,
        supportsFooters: Bool, parameters: [Parameter],
        decode: @escaping @Sendable (SpecDocument) throws(SpecError) -> any CollectionLayout,
        example: String, schemaRules: [SchemaRule] = [], topLevelKeys: [String] = [], sectionKeys: [String] = [],
        keySchemas: [(key: String, value: JSONValue)] = []
    ) {
        self.name = name
        self.summary = summary
        self.directions = directions
        self.supportsHeaders = supportsHeaders
        self.supportsFooters = supportsFooters
        self.parameters = parameters
        self.decode = decode
        self.example = example
        self.schemaRules = schemaRules
        self.topLevelKeys = topLevelKeys
        self.sectionKeys = sectionKeys
        self.keySchemas = keySchemas
    }

    func parameter(_ key: String) -> Parameter? { parameters.first { $0.key == key } }
}
