import LayoutEngine

/// The `fraction-grid` kind in specs (PluginLayout's `GridLayout`). Keys and levels:
/// `Docs/Kinds/fraction-grid.md`.
public enum FractionGridSpec {
    /// The kind's keys: level, type, default and meaning (the `fraction-grid` article's table).
    public static let parameters: [Parameter] =
        PluginSpec.commonParameters + [
            PluginSpec.alignment,
            Parameter(
                "lineFraction", .item, .count(minimum: 1), default: 1,
                "the item takes 1/lineFraction of the line; a whole number >= 1"),
            PluginSpec.aspectRatio, PluginSpec.width, PluginSpec.height,
        ]

    /// The kind's entry in `LayoutKinds.all`.
    public static let info = LayoutKindInfo(
        name: FractionGridLayout.kindName,
        summary:
            "items take 1/lineFraction of the line, length from the aspect ratio; fractions mix on a line (PluginLayout)",
        directions: FractionGridLayout.supportedDirections,
        supportsFooters: true,
        parameters: parameters,
        decode: { doc throws(SpecError) in try decode(doc) },
        example: example)

    /// The engine layout a checked spec describes.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        let d = try PluginSpec.defaults(doc)
        return FractionGridLayout(
            sections: try doc.sections.map { s throws(SpecError) in try section(s) }, alignment: d.alignment,
            sectionHeadersPinToVisibleBounds: d.sectionHeadersPinToVisibleBounds,
            sectionFootersPinToVisibleBounds: d.sectionFootersPinToVisibleBounds, effects: d.effects)
    }

    static func section(_ section: SectionDocument) throws(SpecError) -> FractionGridSection {
        var items: [FractionGridSection.Item] = []
        items.reserveCapacity(section.itemCount)
        for i in 0..<section.itemCount {
            let item = section.item(i)
            items.append(
                FractionGridSection.Item(
                    lineFraction: try item.count("lineFraction") ?? 1,
                    aspectRatio: try PluginSpec.aspectRatio(item)))
        }
        return FractionGridSection(
            items: items, alignment: try PluginSpec.alignment(section.options),
            options: try PluginSpec.options(section))
    }

    /// The built-in example: a full-width banner, halves, quarters and thirds in one section (the
    /// thirds share a line exactly), then a section of thirds with a footer; headers are sticky.
    public static let example = """
        {
          "layout": "fraction-grid",
          "container": { "width": 375, "height": 667 },
          "options": {
            "minimumLineSpacing": 10,
            "minimumInteritemSpacing": 10,
            "insets": { "top": 16, "left": 16, "bottom": 16, "right": 16 },
            "header": { "height": 40 },
            "sectionHeadersPinToVisibleBounds": true
          },
          "sections": [
            {
              "items": [
                { "lineFraction": 1, "aspectRatio": 2.5 },
                { "lineFraction": 2, "aspectRatio": 1 }, { "lineFraction": 4, "aspectRatio": 0.5 }, { "lineFraction": 4, "aspectRatio": 0.5 },
                { "lineFraction": 3 }, { "lineFraction": 3 }, { "lineFraction": 3 },
                { "lineFraction": 2, "aspectRatio": 1.5 }, { "lineFraction": 2, "aspectRatio": 1.5 }
              ]
            },
            {
              "footer": { "height": 30 },
              "items": { "count": 6, "lineFraction": 3, "aspectRatio": 0.75 }
            }
          ]
        }
        """
}
