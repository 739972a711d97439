/// PluginLayout's `FlowLayout`: a UICollectionViewFlowLayout replacement in which every section is a
/// `FlowSection`, with scroll effects. Items of given sizes flow along lines; with `.default`
/// alignment lines are justified, a lone item is centred and the last line is packed at the start;
/// `start`, `center` and `end` pack every line. Both scroll directions.
///
/// Sections stack along the scroll axis through `PluginComposition`; each section is header,
/// leading inset, lines, trailing inset, footer. Headers and footers span the container across the
/// scroll axis and can pin to the viewport (`sectionHeadersPinToVisibleBounds`,
/// `sectionFootersPinToVisibleBounds`); `effects` (elastic, fade) apply to cells.
///
///     let layout = FlowLayout(sections: [FlowSection(items: [Size(width: 100, height: 100), Size(width: 120, height: 60)])])
///     let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 375, height: 667)))
///
/// - Complexity: O(n) in the number of items.
public struct FlowLayout: CollectionLayout, Hashable {
    public static let kindName = FlowSection.kindName
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// The sections, in order.
    public var sections: [FlowSection]
    /// The alignment of sections that do not set their own.
    public var alignment: FlowLayoutAlignment
    /// Whether headers stick to the viewport's leading edge (sections may override).
    public var sectionHeadersPinToVisibleBounds: Bool
    /// Whether footers stick to the viewport's trailing edge (sections may override).
    public var sectionFootersPinToVisibleBounds: Bool
    /// Effects on the cells of sections that have no list of their own.
    public var effects: [ScrollEffect]

    /// A flow layout; the defaults are PluginLayout's.
    public init(
        sections: [FlowSection], alignment: FlowLayoutAlignment = .default,
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
