/// One section of a `CompositeLayout`: a PluginLayout plugin in PluginLayout's section skeleton
/// (`FlowSection`, `FractionGridSection`, `StaggeredSection`, `MosaicSection`: every
/// `PluginSection` is one), or a whole layout of any other kind with one section
/// (`LayoutSection`: aligned, waterfall, list, column, styled-flow, grid, ...). Sections stack
/// along the scroll axis with one running offset (`PluginComposition`).
public protocol CompositeSection: Sendable {
    /// The number of cells.
    var itemCount: Int { get }
    /// Lays out the section from `origin` along the scroll axis into `builder` (one section: its
    /// header, cells in item order, footer, box, effects and guides) and returns where the next
    /// section starts. `context` is the composite's, left to right (the composite mirrors once).
    /// - Throws: `LayoutError` naming the parameter (as `sections[i]...` of the composite).
    func appendSection(
        at origin: Double, in environment: PluginEnvironment, context: LayoutContext,
        defaults: PluginComposition.Defaults, into builder: inout LayoutBuilder
    ) throws(LayoutError) -> Double
}

extension PluginSection {
    /// PluginLayout's skeleton around the plugin's cells (`layoutSection(at:in:defaults:into:)`).
    public func appendSection(
        at origin: Double, in environment: PluginEnvironment, context: LayoutContext,
        defaults: PluginComposition.Defaults, into builder: inout LayoutBuilder
    ) throws(LayoutError) -> Double {
        try layoutSection(at: origin, in: environment, defaults: defaults, into: &builder)
    }
}

/// A composite section laid out by a layout of any kind: `layout` holds exactly one section,
/// with the kind's own layout-level values (a `list`'s `hugContents`, an `aligned` layout's
/// `contentInsets`, ...), and is laid out in the composite's container and scroll direction. Its
/// elements, section box, scroll effects and guides are its one-section layout's, moved by the
/// running offset along the scroll axis; the next section starts after its content length. So a
/// composite of one such section is that layout, frame for frame, and its header, footer, insets
/// and pinning behave as in its own kind.
///
///     CompositeLayout(sections: [
///         LayoutSection(AlignedLayout(sections: [tags], contentInsets: .zero)),
///         FlowSection(items: photos),
///     ])
public struct LayoutSection: CompositeSection {
    /// The section's layout (one section).
    public var layout: any CollectionLayout
    /// The number of cells of its one section.
    public let itemCount: Int

    /// - Precondition: `layout` has one section of `itemCount` items (checked when laid out).
    public init(_ layout: any CollectionLayout, itemCount: Int) {
        self.layout = layout
        self.itemCount = itemCount
    }

    /// Lays the layout out in `context` (left to right) and adds its one section, moved to
    /// `origin` along the scroll axis; returns `origin` plus its content length.
    public func appendSection(
        at origin: Double, in environment: PluginEnvironment, context: LayoutContext,
        defaults: PluginComposition.Defaults, into builder: inout LayoutBuilder
    ) throws(LayoutError) -> Double {
        var own = context
        own.layoutDirection = .leftToRight
        let s = environment.section
        let result: LayoutResult
        do {
            result = try layout.layout(in: own)
        } catch {
            throw error.inSection(s)
        }
        guard result.sections.count == 1 else {
            throw LayoutError(
                path: "sections[\(s)]",
                "a composite section's layout must have exactly one section, got \(result.sections.count)")
        }
        let d = context.scrollDirection
        let shift: FrameTransform = d == .vertical ? .translate(dx: 0, dy: origin) : .translate(dx: origin, dy: 0)
        let section = result.sections[0].applying(shift, direction: d)
        builder.appendOnlySection(of: result, as: s, shift: shift, frame: section.frame, effects: section.effects)
        return origin + result.contentSize.main(d)
    }
}

extension LayoutBuilder {
    /// Appends the only section of `result`, moved by `shift`, as section `s` of a composite: its
    /// header, cells, footer and (when kept) guides. `frame`, `effects` and `orthogonalScrolling`
    /// are the section's own in the composite (a composite section's moved box and effects, or an
    /// orthogonal section's band).
    mutating func appendOnlySection(
        of result: LayoutResult, as s: Int, shift: FrameTransform, frame: Rect, effects: [ScrollEffect] = [],
        orthogonalScrolling: OrthogonalScrolling? = nil
    ) {
        beginSection(header: result.attributes(for: .header(0))?.frame.applying(shift))
        let cells = result.numberOfItems(inSection: 0)
        if cells > 0, let first = result.indexOfElement(.cell(0, 0)) {
            appendCells(count: cells) { (out: inout OutputSpan<Rect>, items: Range<Int>) in
                for i in items { out.append(result.elements.frame(at: first + i).applying(shift)) }
            }
        }
        endSection(
            frame: frame, footer: result.attributes(for: .footer(0))?.frame.applying(shift), effects: effects,
            orthogonalScrolling: orthogonalScrolling)
        if includesGuides {
            addGuides(result.guides.map { $0.applying(shift).inSection(s) })
        }
    }
}

extension LayoutError {
    /// The error of a one-section layout as section `s` of a composite names it: `sections[0]`
    /// becomes `sections[s]`.
    func inSection(_ s: Int) -> LayoutError {
        guard path.hasPrefix("sections[0]") else { return self }
        return LayoutError(path: "sections[\(s)]" + path.dropFirst("sections[0]".count), message)
    }
}

extension Guide {
    /// The guide as section `s`'s.
    func inSection(_ s: Int) -> Guide {
        switch self {
        case .sectionInsets(_, let outer, let inner): return .sectionInsets(section: s, outer: outer, inner: inner)
        case .cellInsets(_, let item, let slot): return .cellInsets(section: s, item: item, slot: slot)
        case .indentation(_, let from, let to): return .indentation(section: s, from: from, to: to)
        case .lane(_, let index, let frame): return .lane(section: s, index: index, frame: frame)
        case .spacing(_, let frame): return .spacing(section: s, frame: frame)
        case .group(_, let depth, let frame): return .group(section: s, depth: depth, frame: frame)
        }
    }
}
