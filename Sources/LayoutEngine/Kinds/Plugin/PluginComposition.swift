/// PluginLayout's composition (its `prepare`): the one mechanism behind `flow`, `fraction-grid`,
/// `staggered`, `mosaic` and `composite`. Sections are laid out in order, each by its own plugin,
/// starting where the previous one ended along the scroll axis (one running offset), then each
/// section gets its scroll effects.
///
/// Effects of a section, applied in this order: a sticky header when the header pins
/// (`sectionHeadersPinToVisibleBounds`), a sticky footer when the footer pins, then the section's
/// `effects` list, or the layout's when the section has none (a section's list replaces the
/// layout's). The content size is the running offset along the scroll axis by the container
/// across it; (0, 0) without sections.
///
/// - Complexity: the sum of the plugins' costs.
public enum PluginComposition {
    /// The layout-level values sections fall back to.
    public struct Defaults: Hashable, Sendable {
        /// The alignment of flow and fraction-grid sections that set none (staggered and mosaic
        /// sections have none).
        public var alignment: FlowLayoutAlignment
        /// Whether headers stick to the viewport's leading edge, for sections that do not say.
        public var sectionHeadersPinToVisibleBounds: Bool
        /// Whether footers stick to the viewport's trailing edge, for sections that do not say.
        public var sectionFootersPinToVisibleBounds: Bool
        /// The cell effects of sections without a list of their own.
        public var effects: [ScrollEffect]
        /// The layout-level values sections fall back to.
        public init(
            alignment: FlowLayoutAlignment = .default, sectionHeadersPinToVisibleBounds: Bool = false,
            sectionFootersPinToVisibleBounds: Bool = false, effects: [ScrollEffect] = []
        ) {
            self.alignment = alignment
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
            self.effects = effects
        }
    }

    /// Lays out `sections` one after the other along the scroll axis.
    /// - Throws: `LayoutError` naming the parameter when a value is out of range.
    public static func layout(
        _ sections: [any CompositeSection], defaults: Defaults,
        in context: LayoutContext
    ) throws(LayoutError) -> LayoutResult {
        let capacity = sections.reduce(0) { $0 + $1.itemCount + 2 }
        return try compose(sections, capacity: capacity, defaults: defaults, in: context) {
            (section, origin, env, builder) throws(LayoutError) in
            try section.appendSection(at: origin, in: env, context: context, defaults: defaults, into: &builder)
        }
    }

    /// Lays out `sections`, all of one type, one after the other along the scroll axis: as
    /// `layout(_:defaults:in:)` does, without making each section an `any CompositeSection` first.
    /// - Throws: `LayoutError` naming the parameter when a value is out of range.
    public static func layout<Section: CompositeSection>(
        _ sections: [Section], defaults: Defaults, in context: LayoutContext
    ) throws(LayoutError) -> LayoutResult {
        let capacity = sections.reduce(0) { $0 + $1.itemCount + 2 }
        return try compose(sections, capacity: capacity, defaults: defaults, in: context) {
            (section, origin, env, builder) throws(LayoutError) in
            try section.appendSection(at: origin, in: env, context: context, defaults: defaults, into: &builder)
        }
    }

    /// The composition: checks the container and the layout's effects, then `append`s each
    /// section from where the previous one ended, with its environment, into a builder for
    /// `capacity` elements.
    @inline(__always)
    private static func compose<Section>(
        _ sections: [Section], capacity: Int, defaults: Defaults, in context: LayoutContext,
        append: (Section, _ origin: Double, PluginEnvironment, inout LayoutBuilder) throws(LayoutError) -> Double
    ) throws(LayoutError) -> LayoutResult {
        let d = context.scrollDirection
        let cross = context.containerSize.cross(d)
        guard cross.isFinite, cross >= 0 else {
            throw LayoutError(path: "container", "the container must be finite and >= 0, got \(context.containerSize)")
        }
        for (i, effect) in defaults.effects.enumerated() { try effect.check(path: "options.effects[\(i)]") }
        var builder = LayoutBuilder(context, capacity: capacity)
        var offset = 0.0
        for (s, section) in sections.enumerated() {
            let env = PluginEnvironment(
                containerSize: context.containerSize, scrollDirection: d, section: s,
                alignment: defaults.alignment, includesGuides: context.includesGuides)
            offset = try append(section, offset, env, &builder)
        }
        let size = sections.isEmpty ? Size.zero : Size(main: offset, cross: cross, d)
        return builder.finish(contentSize: size)
    }
}
