/// PluginLayout itself: each section brings its own plugin (`FlowSection`, `FractionGridSection`,
/// `StaggeredSection`, `MosaicSection`, or any other `PluginSection`) or a one-section layout of any
/// other kind (`LayoutSection`), and the sections stack along the scroll axis with one running
/// offset. Layout-level `alignment`, pin flags and `effects` are
/// the defaults of every section that does not set its own. Both scroll directions.
///
///     let layout = CompositeLayout(sections: [
///         FlowSection(items: tags),
///         MosaicSection(items: photos, lineCount: 3),
///     ], sectionHeadersPinToVisibleBounds: true)
///
/// - Complexity: the sum of the sections' plugins' costs.
public typealias CompositeLayout = PluginLayout<CompositeSections>

/// The kind of `CompositeLayout` (PluginLayout itself): sections of any kind, plugins
/// (`FlowSection`, ...) and layouts of the other kinds (`LayoutSection`).
public enum CompositeSections: PluginLayoutKind {
    /// A section of any kind.
    public typealias Section = any CompositeSection
    /// `"composite"`.
    public static let kindName = "composite"

    /// `PluginComposition.layout(_:defaults:in:)`.
    public static func layout(
        _ sections: [any CompositeSection], defaults: PluginComposition.Defaults, in context: LayoutContext
    ) throws(LayoutError) -> LayoutResult {
        try PluginComposition.layout(sections, defaults: defaults, in: context)
    }
}
