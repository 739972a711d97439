/// PluginLayout's `GridLayout`: every section is a `FractionGridSection`. Each item takes
/// `1/lineFraction` of the line (minus spacing) and gets its other side from its aspect ratio; items
/// then flow, break and align exactly as in `FlowLayout`, so fractions can be mixed on one line.
/// Both scroll directions; pinned headers and footers and cell effects as in `FlowLayout`.
///
/// - Complexity: O(n) in the number of items.
public struct FractionGridLayout: CollectionLayout, Hashable {
    public static let kindName = FractionGridSection.kindName
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// The sections, in order.
    public var sections: [FractionGridSection]
    /// The alignment of sections that do not set their own.
    public var alignment: FlowLayoutAlignment
    /// Whether headers stick to the viewport's leading edge (sections may override).
    public var sectionHeadersPinToVisibleBounds: Bool
    /// Whether footers stick to the viewport's trailing edge (sections may override).
    public var sectionFootersPinToVisibleBounds: Bool
    /// Effects on the cells of sections that have no list of their own.
    public var effects: [ScrollEffect]

    /// A fraction-grid layout; the defaults are PluginLayout's.
    public init(
        sections: [FractionGridSection], alignment: FlowLayoutAlignment = .default,
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
