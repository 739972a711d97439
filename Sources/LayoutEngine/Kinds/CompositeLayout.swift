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
public struct CompositeLayout: CollectionLayout {
    public static let kindName = "composite"
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// The sections: plugins (`FlowSection`, ...) and layouts of any other kind (`LayoutSection`).
    public var sections: [any CompositeSection]
    /// The alignment of flow and fraction-grid sections that do not set their own.
    public var alignment: FlowLayoutAlignment
    /// Whether headers stick to the viewport's leading edge (sections may override).
    public var sectionHeadersPinToVisibleBounds: Bool
    /// Whether footers stick to the viewport's trailing edge (sections may override).
    public var sectionFootersPinToVisibleBounds: Bool
    /// Effects on the cells of sections that have no list of their own.
    public var effects: [ScrollEffect]

    /// A layout of sections of any kind (plugins and `LayoutSection`s), stacked along the scroll axis.
    public init(
        sections: [any CompositeSection], alignment: FlowLayoutAlignment = .default,
        sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false,
        effects: [ScrollEffect] = []
    ) {
        self.sections = sections
        self.alignment = alignment
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        self.effects = effects
    }

    public func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try Self.checkDirection(context)
        return try Self.named(
            PluginComposition.layout(
                sections,
                defaults: PluginComposition.Defaults(
                    alignment: alignment, sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
                    sectionFootersPinToVisibleBounds: sectionFootersPinToVisibleBounds, effects: effects), in: context))
    }
}
