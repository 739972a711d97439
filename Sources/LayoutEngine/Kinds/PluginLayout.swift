/// A PluginLayout-style layout: sections stacked along the scroll axis with one running offset,
/// each laid out by its plugin (`PluginComposition`), and the layout-level values every section
/// that sets none falls back to. `Kind` says what its sections are: `FlowLayout` is
/// `PluginLayout<FlowSection>` (every section a `FlowSection`), and likewise `FractionGridLayout`,
/// `StaggeredLayout` and `MosaicLayout`; `CompositeLayout` is `PluginLayout<CompositeSections>`,
/// whose sections are of any kind. Both scroll directions.
///
/// One type for the five kinds: they differ only in their sections' type and their name.
///
/// - Complexity: the sum of the sections' plugins' costs.
@dynamicMemberLookup
public struct PluginLayout<Kind: PluginLayoutKind>: CollectionLayout {
    /// The kind's name in specs (`Kind.kindName`).
    public static var kindName: String { Kind.kindName }
    /// Both: every plugin lays out along either axis.
    public static var supportedDirections: [ScrollDirection] { [.vertical, .horizontal] }

    /// The sections, in order.
    public var sections: [Kind.Section]
    /// The values sections that set none fall back to: `alignment`,
    /// `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds` and `effects`, also
    /// read and set on the layout under their own names (`layout.alignment`).
    public var defaults: PluginComposition.Defaults

    /// A layout of `sections`; the defaults are PluginLayout's.
    public init(
        sections: [Kind.Section], alignment: FlowLayoutAlignment = .default,
        sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false,
        effects: [ScrollEffect] = []
    ) {
        self.sections = sections
        defaults = PluginComposition.Defaults(
            alignment: alignment, sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
            sectionFootersPinToVisibleBounds: sectionFootersPinToVisibleBounds, effects: effects)
    }

    /// One of the layout-level values in `defaults`, by its name (`layout.effects`).
    public subscript<Value>(dynamicMember value: WritableKeyPath<PluginComposition.Defaults, Value>) -> Value {
        get { defaults[keyPath: value] }
        set { defaults[keyPath: value] = newValue }
    }

    public func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try Self.checkDirection(context)
        return try Self.named(Kind.layout(sections, defaults: defaults, in: context))
    }
}

extension PluginLayout: Equatable, Hashable where Kind.Section: Hashable {}

/// What makes a `PluginLayout` one kind: the type of its sections, its name in specs and how its
/// sections are laid out. Every `PluginSection` type is a kind whose sections are all of that
/// type; `CompositeSections` is the kind whose sections are of any kind.
public protocol PluginLayoutKind {
    /// The type of the layout's sections.
    associatedtype Section: Sendable
    /// The kind's name in specs (`"flow"`, `"composite"`, ...).
    static var kindName: String { get }
    /// Lays out `sections` one after the other along the scroll axis (`PluginComposition`).
    /// - Throws: `LayoutError` naming the parameter when a value is out of range.
    static func layout(
        _ sections: [Section], defaults: PluginComposition.Defaults, in context: LayoutContext
    ) throws(LayoutError) -> LayoutResult
}

extension PluginSection {
    /// `PluginComposition.layout(_:defaults:in:)`.
    public static func layout(
        _ sections: [Self], defaults: PluginComposition.Defaults, in context: LayoutContext
    ) throws(LayoutError) -> LayoutResult {
        try PluginComposition.layout(sections, defaults: defaults, in: context)
    }
}
