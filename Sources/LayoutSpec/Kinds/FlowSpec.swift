import LayoutEngine

/// The `flow` kind in specs (PluginLayout's `FlowLayout`, a UICollectionViewFlowLayout
/// replacement). Keys and levels: `Docs/Kinds/flow.md`.
public enum FlowSpec: PluginKindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = FlowLayout

    /// The kind's own keys (the `flow` article's table): the alignment.
    static let ownParameters = [PluginSpec.alignment]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "line-breaking flow with justification and alignment, like UICollectionViewFlowLayout (PluginLayout)"

    /// One flow section; items default to 50 x 50 (UIKit's `itemSize`).
    static func section(_ section: SectionDocument) throws(SpecError) -> FlowSection {
        FlowSection(
            items: try section.mapItems { item throws(SpecError) in
                Size(width: try item.number("width") ?? 50, height: try item.number("height") ?? 50)
            },
            alignment: try PluginSpec.alignment(section.options), options: try PluginSpec.options(section))
    }

    /// The built-in example: tags of mixed sizes under a pinned header (justified lines, a lone
    /// over-long tag centred, the last line packed), then a centred section; scrolled by 150 so the
    /// second header pushes the first.
    public static let example = """
        {
          "layout": "flow",
          "container": { "width": 375, "height": 667 },
          "contentOffset": { "x": 0, "y": 150 },
          "options": {
            "minimumLineSpacing": 10,
            "minimumInteritemSpacing": 10,
            "sectionHeadersPinToVisibleBounds": true,
            "header": { "height": 40 },
            "insets": { "top": 10, "left": 16, "bottom": 10, "right": 16 }
          },
          "sections": [
            {
              "items": [
                { "width": 100, "height": 100 }, { "width": 120, "height": 60 }, { "width": 80, "height": 80 },
                { "width": 200, "height": 50 }, { "width": 90, "height": 90 },
                { "width": 300, "height": 40 },
                { "width": 60, "height": 60 }, { "width": 140, "height": 44 }, { "width": 70, "height": 70 }, { "width": 50, "height": 30 },
                { "width": 110, "height": 50 }, { "width": 90, "height": 50 }
              ]
            },
            {
              "options": { "alignment": "center" },
              "items": { "count": 7, "width": 100, "height": 70 }
            },
            {
              "options": { "alignment": "end" },
              "items": [ { "width": 150, "height": 60 }, { "width": 90, "height": 60 }, { "width": 120, "height": 60 }, { "width": 60, "height": 60 } ]
            }
          ]
        }
        """
}
