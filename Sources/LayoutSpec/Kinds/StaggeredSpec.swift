import LayoutEngine

/// The `staggered` kind in specs (PluginLayout's `StaggeredLayout`). Keys and levels:
/// `Docs/Kinds/staggered.md`.
public enum StaggeredSpec: PluginKindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = StaggeredLayout

    /// The kind's own keys (the `staggered` article's table).
    static let ownParameters = [PluginSpec.lineCount(default: 2), PluginSpec.aspectRatio]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary = "round-robin lanes, length from the aspect ratio, like Pinterest (PluginLayout)"

    /// One staggered section: 2 lanes by default.
    static func section(_ section: SectionDocument) throws(SpecError) -> StaggeredSection {
        StaggeredSection(
            items: try section.mapItems { item throws(SpecError) in
                StaggeredSection.Item(aspectRatio: try PluginSpec.aspectRatio(item))
            },
            lineCount: try section.options.count("lineCount") ?? 2, options: try PluginSpec.options(section))
    }

    /// The built-in example: three lanes of pins in reading order (round robin), uneven ends, under a
    /// sticky header.
    public static let example = BuiltInExample.staggered
}
