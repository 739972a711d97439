/// How an orthogonally scrolling composite section moves (compositional layout's
/// `orthogonalScrollingBehavior`, the two behaviours that need no physics).
public enum OrthogonalScrolling: String, Hashable, Sendable, CaseIterable {
    /// It rests at any offset: the section's offset is used as given (clamped to its content).
    case continuous
    /// It rests on pages as long as the container's extent across the scroll axis: the section's
    /// offset goes to the nearest page boundary (then is clamped to its content).
    case paging
}

/// A composite section that scrolls across the composite's scroll axis: a carousel in a vertical
/// feed (UICollectionViewCompositionalLayout's `orthogonalScrollingBehavior`). The wrapped section
/// is laid out in the other direction, in a band as long (along the composite's scroll axis) as
/// `bandLength`, or by default as its tallest cell (its longest along the composite's scroll
/// axis, when laid out normally) plus its insets along that axis; its container along its own
/// scroll axis is the composite's container across. The band takes the place of the section in the
/// running offset. The section's own scroll position `offset` (along its own scroll axis) is
/// clamped to `0...max(0, bandContent - container)` (after snapping to a page with `paging`) and
/// applied to its frames, so rect queries, visible elements and diagrams see the section as it is
/// scrolled: cells beyond the container's edge lie outside the content across the scroll axis.
///
/// The wrapped section's own scroll effects (sticky headers, elastic, fade) are not applied: they
/// would follow the band's scroll position, which has no viewport of its own here.
public struct OrthogonalSection: CompositeSection {
    /// The section that scrolls across (a plugin or a `LayoutSection`).
    public var section: any CompositeSection
    /// Continuous or paging.
    public var scrolling: OrthogonalScrolling
    /// The band's length along the composite's scroll axis; nil: measured (see the type).
    public var bandLength: Double?
    /// The section's scroll position along its own scroll axis (`x` in a vertical composite).
    public var offset: Double

    /// `section` scrolling across the composite, in a band of `bandLength` (nil: measured),
    /// scrolled to `offset` along its own scroll axis.
    public init(
        _ section: any CompositeSection, scrolling: OrthogonalScrolling = .continuous, bandLength: Double? = nil,
        offset: Double = 0
    ) {
        self.section = section
        self.scrolling = scrolling
        self.bandLength = bandLength
        self.offset = offset
    }

    /// The wrapped section's number of cells.
    public var itemCount: Int { section.itemCount }

    /// Lays the section out in its band from `origin` and returns where the band ends.
    public func appendSection(
        at origin: Double, in environment: PluginEnvironment, context: LayoutContext,
        defaults: PluginComposition.Defaults, into builder: inout LayoutBuilder
    ) throws(LayoutError) -> Double {
        let d = context.scrollDirection
        let s = environment.section
        let visible = context.containerSize.cross(d)
        if let bandLength {
            guard bandLength.isFinite, bandLength >= 0 else {
                throw LayoutError(
                    path: "sections[\(s)].orthogonalBandLength",
                    "must be finite and >= 0, got \(formatNumber(bandLength))")
            }
        }
        guard offset.isFinite else {
            throw LayoutError(path: "sections[\(s)].orthogonalOffset", "must be a finite number, got \(offset)")
        }
        let band: Double
        if let bandLength {
            band = bandLength
        } else {
            band = try measuredBand(context: context, defaults: defaults, section: s)
        }
        // The section alone, in the other direction, in a container of the visible extent by the band.
        var turned = context
        turned.scrollDirection = d.transposed
        turned.containerSize = Size(main: visible, cross: band, d.transposed)
        turned.layoutDirection = .leftToRight
        turned.includesGuides = builder.includesGuides
        let result: LayoutResult
        do {
            result = try PluginComposition.layout([section], defaults: defaults, in: turned)
        } catch {
            throw error.inSection(s)
        }
        let length = result.contentSize.main(d.transposed)
        let limit = Swift.max(0, length - visible)
        var at = offset
        if scrolling == .paging, visible > 0 { at = (at / visible).rounded() * visible }
        at = Swift.min(Swift.max(at, 0), limit)
        // Along the composite's scroll axis the band starts at `origin`; across it the section's
        // own content is scrolled by `at`.
        let shift: FrameTransform = d == .vertical ? .translate(dx: -at, dy: origin) : .translate(dx: origin, dy: -at)
        builder.appendOnlySection(
            of: result, as: s, shift: shift,
            frame: Rect(main: origin, cross: 0, mainLength: band, crossLength: visible, d),
            orthogonalScrolling: scrolling)
        return origin + band
    }

    /// The tallest cell of the section laid out normally (its longest along the scroll axis) plus
    /// its insets along the scroll axis (from its `sectionInsets` guide; 0 without cells).
    private func measuredBand(
        context: LayoutContext, defaults: PluginComposition.Defaults, section s: Int
    ) throws(LayoutError) -> Double {
        let d = context.scrollDirection
        var normal = context
        normal.layoutDirection = .leftToRight
        normal.includesGuides = true
        let result: LayoutResult
        do {
            result = try PluginComposition.layout([section], defaults: defaults, in: normal)
        } catch {
            throw error.inSection(s)
        }
        var tallest = 0.0
        for e in result.elements where e.kind == .cell { tallest = Swift.max(tallest, e.frame.mainLength(d)) }
        guard result.numberOfItems(inSection: 0) > 0 else { return 0 }
        for guide in result.guides {
            if case .sectionInsets(_, let outer, let inner) = guide {
                return tallest + (inner.minMain(d) - outer.minMain(d)) + (outer.maxMain(d) - inner.maxMain(d))
            }
        }
        return tallest
    }
}
