import LayoutEngine

/// The `mosaic` kind in specs (PluginLayout's `MosaicLayout`). Keys and levels:
/// `Docs/Kinds/mosaic.md`.
public enum MosaicSpec: PluginKindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = MosaicLayout

    /// The kind's own keys (the `mosaic` article's table).
    static let ownParameters = [
        PluginSpec.lineCount(default: 3),
        Parameter(
            "lineMultiple", .section, .positive, default: 50,
            "the grid multiple of item lengths; > 0 (vertical: at least 20 is used)"),
        PluginSpec.aspectRatio,
        Parameter("canBeBig", .item, .bool, default: true, "whether the item may span lanes"),
    ]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "photo wall: topmost-lane placement, big items span lanes, lengths snap to a grid multiple (PluginLayout)"

    /// One mosaic section: 3 lanes and a grid multiple of 50 by default.
    static func section(_ section: SectionDocument) throws(SpecError) -> MosaicSection {
        let items = try section.mapItems { item throws(SpecError) in
            MosaicSection.Item(
                aspectRatio: try PluginSpec.aspectRatio(item), canBeBig: try item.bool("canBeBig", default: true))
        }
        return MosaicSection(
            items: items, lineCount: try section.options.count("lineCount") ?? 3,
            lineMultiple: try section.options.number("lineMultiple", default: 50),
            options: try PluginSpec.options(section))
    }

    /// The built-in example: a photo wall of landscape, portrait and square photos in four lanes
    /// under a header. (Not pinned: a mosaic's pinned header rests `minimumLineSpacing` below its
    /// laid-out place, as in the original; see Docs/Effects.md.) Photos are small by default (`canBeBig` false in the section's
    /// options); the ones marked `canBeBig` span the free lanes when they come up; lane ends snap to
    /// multiples of 40.
    public static let example = BuiltInExample.mosaic
}
