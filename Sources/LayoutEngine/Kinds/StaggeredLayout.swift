/// PluginLayout's `StaggeredLayout` (Pinterest-like): every section is a `StaggeredSection`, items
/// go round robin into `lineCount` lanes and get their length from their aspect ratio. Both scroll
/// directions; pinned headers and footers and cell effects as in `FlowLayout`.
///
/// - Complexity: O(n) in the number of items.
public struct StaggeredLayout: CollectionLayout, Hashable {
    public static let kindName = StaggeredSection.kindName
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// The sections, in order.
    public var sections: [StaggeredSection]
    /// Whether headers stick to the viewport's leading edge (sections may override).
    public var sectionHeadersPinToVisibleBounds: Bool
    /// Whether footers stick to the viewport's trailing edge (sections may override).
    public var sectionFootersPinToVisibleBounds: Bool
    /// Effects on the cells of sections that have no list of their own.
    public var effects: [ScrollEffect]

    /// A staggered layout; the defaults are PluginLayout's.
    public init(
        sections: [StaggeredSection], sectionHeadersPinToVisibleBounds: Bool = false,
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
