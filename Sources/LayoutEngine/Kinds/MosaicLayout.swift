/// PluginLayout's `MosaicLayout` (a photo wall after the Lightbox algorithm): every section is a
/// `MosaicSection`; items go to the topmost lane, may span several lanes, and their lengths snap to
/// a grid multiple so that lane ends line up. Both scroll directions; pinned headers and footers and
/// cell effects as in `FlowLayout`.
///
/// - Complexity: O(n * c) for n items and c lanes.
public struct MosaicLayout: CollectionLayout, Hashable {
    public static let kindName = MosaicSection.kindName
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// The sections, in order.
    public var sections: [MosaicSection]
    /// Whether headers stick to the viewport's leading edge (sections may override).
    public var sectionHeadersPinToVisibleBounds: Bool
    /// Whether footers stick to the viewport's trailing edge (sections may override).
    public var sectionFootersPinToVisibleBounds: Bool
    /// Effects on the cells of sections that have no list of their own.
    public var effects: [ScrollEffect]

    /// A mosaic layout; the defaults are PluginLayout's.
    public init(
        sections: [MosaicSection], sectionHeadersPinToVisibleBounds: Bool = false,
        sectionFootersPinToVisibleBounds: Bool = false, effects: [ScrollEffect] = []
    ) {
        self.sections = sections
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
                    sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
                    sectionFootersPinToVisibleBounds: sectionFootersPinToVisibleBounds, effects: effects), in: context))
    }
}
