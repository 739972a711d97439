import LayoutEngine

/// The `fraction-grid` kind in specs (PluginLayout's `GridLayout`). Keys and levels:
/// `Docs/Kinds/fraction-grid.md`.
public enum FractionGridSpec: PluginKindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = FractionGridLayout

    /// The kind's own keys (the `fraction-grid` article's table).
    static let ownParameters = [
        PluginSpec.alignment,
        Parameter(
            "lineFraction", .item, .count(minimum: 1), default: 1,
            "the item takes 1/lineFraction of the line; a whole number >= 1"),
        PluginSpec.aspectRatio,
    ]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "items take 1/lineFraction of the line, length from the aspect ratio; fractions mix on a line (PluginLayout)"

    /// One fraction-grid section; items take the whole line by default.
    static func section(_ section: SectionDocument) throws(SpecError) -> FractionGridSection {
        FractionGridSection(
            items: try section.mapItems { item throws(SpecError) in
                FractionGridSection.Item(
                    lineFraction: try item.count("lineFraction") ?? 1, aspectRatio: try PluginSpec.aspectRatio(item))
            },
            alignment: try PluginSpec.alignment(section.options), options: try PluginSpec.options(section))
    }

    /// The built-in example: a full-width banner, halves, quarters and thirds in one section (the
    /// thirds share a line exactly), then a section of thirds with a footer; headers are sticky.
    public static let example = BuiltInExample.fractionGrid
}
