import LayoutEngine

/// The `grid` kind in specs (RDHCollectionViewGridLayout). Every parameter is layout-level; items
/// only count (their sizes are accepted and ignored). See `Docs/Kinds/grid.md`.
public enum GridSpec: KindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = GridLayout

    /// The kind's keys: level, type, default and meaning (the `grid` article's table).
    public static let parameters: [Parameter] = [
        // Ranges are checked by the engine so that the spec and the Swift API report them alike.
        Parameter("lineItemCount", .layout, .count(minimum: Int.min), default: 4, "items per line; at least 1"),
        Parameter(
            "lineSize", .layout, .number, default: 0,
            "the lines' length along the scroll axis in points; 0 means automatic"),
        Parameter(
            "lineMultiplier", .layout, .number, default: 1,
            "the line length is round(item size x lineMultiplier); must be > 0; 1 means automatic"),
        Parameter(
            "lineExtension", .layout, .number, default: 0,
            "the line length is item size + lineExtension; 0 means automatic"),
        Parameter("lineDimension", .layout, .number, default: 0, "the original's deprecated name of lineSize"),
        Parameter(
            "itemSpacing", .layout, .number, default: 0,
            "gap between the items of a line (may be negative, as in the original)"),
        Parameter(
            "lineSpacing", .layout, .number, default: 0,
            "gap between lines (may be negative down to minus the line length)"),
        Parameter(
            "sectionsStartOnNewLine", .layout, .bool, default: false,
            "true: every section starts a new line; false: sections fill lines back to back"),
        Parameter(
            "width", .item, .length,
            "ignored by the grid (items are sized by the line); accepted for specs shared with other kinds"),
        Parameter(
            "height", .item, .length,
            "ignored by the grid (items are sized by the line); accepted for specs shared with other kinds"),
    ]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "fixed items per line, leftover pixels to the first items, both directions (RDHCollectionViewGridLayout)"
    /// Whether sections may have headers.
    public static let supportsHeaders = false
    /// Whether sections may have footers.
    public static let supportsFooters = false
    /// The kind's cross-key rules as JSON Schema (`decode`: one way of sizing lines).
    public static let schemaRules: [SchemaRule] = [SchemaRule.atMostOneChanged(lineSizings, at: [.layoutOptions])]

    /// The keys that size lines, with their defaults (which mean "not given").
    static let lineSizings: [(key: String, default: JSONValue)] = [
        ("lineSize", 0), ("lineDimension", 0), ("lineMultiplier", 1), ("lineExtension", 0),
    ]

    /// The engine layout a checked spec describes.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        let o = doc.options
        // The original keeps the line property set last; a spec has no order, so at most one of them
        // may differ from its default. `lineDimension` is the original's deprecated name of `lineSize`.
        var given: [(key: String, sizing: GridLayout.LineSizing)] = []
        for (key, defaultValue) in [
            ("lineSize", 0.0), ("lineDimension", 0.0), ("lineMultiplier", 1.0), ("lineExtension", 0.0),
        ] {
            guard let v = try o.number(key), v != defaultValue else { continue }
            let sizing: GridLayout.LineSizing =
                key == "lineMultiplier" ? .multiplier(v) : key == "lineExtension" ? .extension(v) : .size(v)
            do throws(LayoutError) { try GridLayout.validate(sizing) } catch {
                throw SpecError(
                    path: "options.\(key)",
                    error.message
                        + (key == "lineDimension" ? " (lineDimension is the deprecated name of lineSize)" : ""))
            }
            given.append((key, sizing))
        }
        if given.count > 1 {
            throw SpecError(
                path: "options.\(given[1].key)",
                "conflicts with options.\(given[0].key); give only one of \"lineSize\", \"lineMultiplier\" and \"lineExtension\" with a non-default value (the original keeps the one set last, which a spec cannot express)"
            )
        }
        return GridLayout(
            itemCounts: doc.sections.map(\.itemCount),
            lineItemCount: try o.count("lineItemCount") ?? 4,
            lineSizing: given.first?.sizing ?? .automatic,
            itemSpacing: try o.number("itemSpacing", default: 0),
            lineSpacing: try o.number("lineSpacing", default: 0),
            sectionsStartOnNewLine: try o.bool("sectionsStartOnNewLine", default: false))
    }

    /// The built-in example: the RDH README's setting (6 columns in 320 pt, sections on new lines,
    /// line spacing 5) at 2x, where the leftover pixels go to the first columns in device pixels.
    public static let example = BuiltInExample.grid
}
