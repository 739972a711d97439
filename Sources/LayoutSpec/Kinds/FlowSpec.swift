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
    public static let example = BuiltInExample.flow
}
