import LayoutEngine

/// One layout kind in specs, one file each (`AlignedSpec`, `FlowSpec`, ...): the engine layout its
/// specs describe, its parameter table, its decoder and its example. The kind's registry entry
/// (`info`) is made from these in one place.
public protocol KindSpec: SendableMetatype {
    /// The engine layout the kind's specs describe: it gives the kind's name and directions.
    associatedtype Layout: CollectionLayout
    /// One line: what the kind does and where it comes from.
    static var summary: String { get }
    /// Whether sections may have headers (default: true).
    static var supportsHeaders: Bool { get }
    /// Whether sections may have footers.
    static var supportsFooters: Bool { get }
    /// The kind's keys: level, type, default and meaning (the kind's article's table).
    static var parameters: [Parameter] { get }
    /// The kind's cross-key rules as JSON Schema (`LayoutKindInfo.schemaRules`; default: none).
    static var schemaRules: [SchemaRule] { get }
    /// The top-level keys only this kind has (`LayoutKindInfo.topLevelKeys`; default: none).
    static var topLevelKeys: [String] { get }
    /// The keys of this kind's sections beside `items`, `options`, `header` and `footer`
    /// (`LayoutKindInfo.sectionKeys`; default: none).
    static var sectionKeys: [String] { get }
    /// The JSON Schema `$defs` of the kind's own keys (`LayoutKindInfo.keySchemas`; default: none).
    static var keySchemas: [(key: String, value: JSONValue)] { get }
    /// The built-in example spec (JSON text) used by `render --layout NAME`.
    static var example: String { get }
    /// The engine layout a checked spec describes.
    /// - Throws: `SpecError` naming the key when a value cannot be used.
    static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout
}

extension KindSpec {
    /// Sections of most kinds may have headers.
    public static var supportsHeaders: Bool { true }
    /// Most kinds have no cross-key rules.
    public static var schemaRules: [SchemaRule] { [] }
    /// Most kinds have only the common top-level keys.
    public static var topLevelKeys: [String] { [] }
    /// Most kinds' sections have only the common keys.
    public static var sectionKeys: [String] { [] }
    /// Most kinds have no keys of their own beyond the parameter table.
    public static var keySchemas: [(key: String, value: JSONValue)] { [] }

    /// The kind's name in specs (`"layout": "mosaic"`).
    public static var name: String { Layout.kindName }

    /// The kind's entry in `LayoutKinds.all`.
    public static var info: LayoutKindInfo {
        LayoutKindInfo(
            name: name, summary: summary, directions: Layout.supportedDirections, supportsHeaders: supportsHeaders,
            supportsFooters: supportsFooters, parameters: parameters,
            decode: { doc throws(SpecError) in try decode(doc) }, example: example, schemaRules: schemaRules,
            topLevelKeys: topLevelKeys, sectionKeys: sectionKeys, keySchemas: keySchemas)
    }
}

extension Parameter {
    /// `columnCount`: the same key, level, type, default and meaning in `column` and `waterfall`.
    static let columnCount = Parameter(
        "columnCount", .section, .count(minimum: 1), default: 2, "columns of the section (a whole number, at least 1)")

    /// `insets`: a section's margin, `all` points on every side unless given; `summary` says what
    /// it surrounds in the kind.
    static func sectionInsets(all: Double, _ summary: String) -> Parameter {
        let side = JSONValue.number(all)
        return Parameter(
            "insets", .section, .insets, default: ["top": side, "left": side, "bottom": side, "right": side], summary)
    }

    /// `insetSupplementaryViews` (layout options, default false): headers and footers follow the
    /// section's left and right insets; `summary` in the kind's words.
    static func insetSupplementaryViews(_ summary: String) -> Parameter {
        Parameter("insetSupplementaryViews", .layout, .bool, default: false, summary)
    }

    /// `pinHeadersToTop` (layout options, default true): headers stay in the viewport while their
    /// section is on screen; `summary` in the kind's words.
    static func pinHeadersToTop(_ summary: String) -> Parameter {
        Parameter("pinHeadersToTop", .layout, .bool, default: true, summary)
    }
}
