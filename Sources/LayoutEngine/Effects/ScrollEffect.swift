/// A scroll effect: a pure function of the viewport that moves, restacks or fades an element after
/// layout (PluginLayout's effects, FSQ's pinned headers). Effects never change `elements`; they are
/// applied by `LayoutResult.visibleElements(in:)`, in the order of the section's list, each one
/// seeing the previous one's output.
///
/// Every effect reads only the element's laid-out attributes, the data stored in the effect and the
/// viewport `(contentOffset, container size)`, so "the sticky header at offset 300" is a plain call:
///
///     result.visibleElements(in: Rect(x: 0, y: 300, width: 375, height: 667))
public enum ScrollEffect: Hashable, Sendable {
    /// The section's header stays at the viewport's leading edge while the section is on screen and
    /// is pushed out by the section's end: main-axis position
    /// `min(max(viewport.start, section.start), section.end - header.length)`, zIndex `901 + section`.
    /// (FSQ's `shouldPinSectionHeadersToTop`, the list and column layouts' pinned headers.)
    case pinnedHeader

    /// `pinnedHeader` pushed out at `end` along the scroll axis instead of its section's end:
    /// main-axis position `min(max(viewport.start, section.start), end - header.length)`,
    /// zIndex `901 + section`. The column layout's headers, where `end` is the next section's
    /// header top as snapped to the pixel grid (the original reads `nextHeaderOrigin` from the
    /// next header's integral frame), or the section's own end for the last header.
    case pinnedHeaderPushed(end: Double)

    /// PluginLayout's `StickyEffect(.start)` on the section's header (`sectionHeadersPinToVisibleBounds`).
    /// Along the scroll axis the header goes to
    /// `max(cells.start - length - insets.start, min(cells.end - length, viewport.start))`:
    /// it rests just before the cells (by the section's leading inset), pins to the viewport's
    /// leading edge, and is pushed out so that its end never passes the end of the last cell.
    /// zIndex `901 + section`. `cells` is the union of the section's cell frames as laid out; when
    /// the section has no cells (nil) the header stays where it was laid out.
    case stickyHeader(cells: Rect?, insets: EdgeInsets)

    /// PluginLayout's `StickyEffect(.end)` on the section's footer (`sectionFootersPinToVisibleBounds`).
    /// Along the scroll axis the footer goes to
    /// `max(cells.start - insets.start, min(cells.end + insets.end, viewport.end - length))`:
    /// it rests after the cells, pins to the viewport's trailing edge, and never goes before the
    /// start of the cells. zIndex `900 + section`. With no cells (nil) the footer stays put.
    case stickyFooter(cells: Rect?, insets: EdgeInsets)

    /// PluginLayout's `ElasticEffect`, on cells: a cell near the viewport's trailing edge lags
    /// behind, moved along the scroll axis by `spacing * clamp(1 - p, 0, 1)^4`, where
    /// `p = (viewport.end - cell.start - span) / span`. The full `spacing` applies while the cell's
    /// start is within `span` of the viewport's end; the shift eases to 0 at `2 * span`.
    case elastic(spacing: Double = 90, span: Double = 200)

    /// PluginLayout's `FadeEffect`, on cells: `alpha = (viewport.maxY - cell.minY) / span`, clamped
    /// to [0, 1] (0 at the viewport's bottom edge, 1 from `span` above it). As in the original it
    /// always uses the vertical axis, whatever the scroll direction.
    case fade(span: Double = 200)

    /// How far (along the scroll axis) this effect may move a cell; the visible query widens the
    /// viewport by this much so that elements moved into view are found. Headers and footers of
    /// sections on screen are always considered, so sticky effects need no reach: they keep a
    /// header or footer inside its section.
    var reach: Double {
        switch self {
        case .pinnedHeader, .pinnedHeaderPushed, .stickyHeader, .stickyFooter, .fade: return 0
        case .elastic(let spacing, _): return abs(spacing)
        }
    }

    /// Whether the effect can change an element of `kind` (its frame, zIndex or alpha) at some
    /// offset: pinned and sticky headers, sticky footers, and the cells of elastic and fade.
    public func affects(_ kind: ElementKind) -> Bool {
        switch (self, kind) {
        case (.pinnedHeader, .header), (.pinnedHeaderPushed, .header), (.stickyHeader, .header),
            (.stickyFooter, .footer), (.elastic, .cell), (.fade, .cell):
            return true
        default: return false
        }
    }

    /// The zIndex the effect gives an element of `kind` in section `section` at every offset
    /// (headers `901 + section`, footers `900 + section`, above every cell), or nil when it leaves
    /// the zIndex alone.
    public func raisedZIndex(of kind: ElementKind, section: Int) -> Int? {
        switch (self, kind) {
        case (.pinnedHeader, .header), (.pinnedHeaderPushed, .header), (.stickyHeader, .header):
            return Self.headerZIndex(section)
        case (.stickyFooter, .footer): return Self.footerZIndex(section)
        default: return nil
        }
    }

    /// A pinned or sticky header's zIndex: above every cell and footer.
    private static func headerZIndex(_ section: Int) -> Int { 901 + section }
    /// A sticky footer's zIndex: above every cell.
    private static func footerZIndex(_ section: Int) -> Int { 900 + section }

    /// Applies the effect to `attributes` (an element of section `section`).
    func apply(
        to attributes: inout LayoutAttributes, section: SectionGeometry, viewport: Rect,
        direction: ScrollDirection
    ) {
        let d = direction
        switch self {
        case .pinnedHeader, .pinnedHeaderPushed:
            guard attributes.kind == .header else { return }
            // Pushed out by the section's own end, or by the end the effect carries.
            let end = if case .pinnedHeaderPushed(let end) = self { end } else { section.frame.maxMain(d) }
            let length = attributes.frame.mainLength(d)
            let start = Swift.min(Swift.max(viewport.minMain(d), section.frame.minMain(d)), end - length)
            attributes.frame.setMinMain(start, d)
            attributes.zIndex = Self.headerZIndex(attributes.section)

        case .stickyHeader(let cells, let insets):
            guard attributes.kind == .header else { return }
            if let cells {
                let length = attributes.frame.mainLength(d)
                let start = Swift.max(
                    cells.minMain(d) - length - insets.mainStart(d),
                    Swift.min(cells.maxMain(d) - length, viewport.minMain(d)))
                attributes.frame.setMinMain(start, d)
            }
            attributes.zIndex = Self.headerZIndex(attributes.section)

        case .stickyFooter(let cells, let insets):
            guard attributes.kind == .footer else { return }
            if let cells {
                let length = attributes.frame.mainLength(d)
                let start = Swift.max(
                    cells.minMain(d) - insets.mainStart(d),
                    Swift.min(cells.maxMain(d) + insets.mainEnd(d), viewport.maxMain(d) - length))
                attributes.frame.setMinMain(start, d)
            }
            attributes.zIndex = Self.footerZIndex(attributes.section)

        case .elastic(let spacing, let span):
            guard attributes.kind == .cell else { return }
            let p = (viewport.maxMain(d) - attributes.frame.minMain(d) - span) / span
            let t = Swift.max(0, Swift.min(1 - p, 1))
            attributes.frame.setMinMain(attributes.frame.minMain(d) + spacing * (t * t * t * t), d)

        case .fade(let span):
            guard attributes.kind == .cell else { return }
            let alpha = (viewport.maxY - attributes.frame.minY) / span
            attributes.alpha = Swift.max(0, Swift.min(alpha, 1))
        }
    }
}

extension Rect {
    /// Moves the rectangle along the scroll axis so that it starts at `value` (size unchanged).
    fileprivate mutating func setMinMain(_ value: Double, _ d: ScrollDirection) {
        if d == .vertical { y = value } else { x = value }
    }
}

extension LayoutResult {
    /// The elements whose frame, after scroll effects, intersects `viewport`, in element order, with
    /// effects applied (frame, zIndex, alpha). This is the spec's `visible` list.
    ///
    /// Elements that an effect moves into the viewport are found too: the query is widened by the
    /// largest `reach` of the effects in use, and the headers and footers of every section that
    /// meets the widened viewport are always considered. A compositional result pins its boundary
    /// items (D17) and scrolls its orthogonal sections to their offsets (D16) instead, each element
    /// keeping its own zIndex.
    /// - Complexity: O(log n + k) plus the headers and footers of the sections on screen.
    public func visibleElements(in viewport: Rect) -> [LayoutAttributes] {
        if _slowPath(elements.extra != nil) {
            return compositionalVisibleElements(in: viewport, table: elements.extra!)
        }
        let hasEffects = sections.contains { !$0.effects.isEmpty }
        guard hasEffects else { return elements(in: viewport) }
        let reach = sections.lazy.flatMap(\.effects).map(\.reach).max() ?? 0
        var query = viewport
        if scrollDirection == .vertical {
            query.y -= reach
            query.height += 2 * reach
        } else {
            query.x -= reach
            query.width += 2 * reach
        }
        var candidates = Set(elementIndices(in: query))
        // Sticky and pinned supplementary views may come from outside the viewport: consider the
        // header and footer of every section that meets the widened viewport.
        for (s, section) in sections.enumerated() where !section.effects.isEmpty {
            guard
                section.frame.intersects(query)
                    || section.frame.mainLength(scrollDirection) == 0
            else { continue }
            if let h = indexOfElement(.header(s)) { candidates.insert(h) }
            if let f = indexOfElement(.footer(s)) { candidates.insert(f) }
        }
        // A right-to-left result that scrolls horizontally applies its effects in the left-to-right
        // frame: each element, its section and the viewport are mirrored there, and the element
        // mirrored back. Vertically the mirror does not matter: every effect reads and moves only
        // y (and alpha), which the mirror keeps.
        let rightToLeft = layoutDirection == .rightToLeft && scrollDirection == .horizontal
        let mirror = FrameTransform.mirror(width: contentSize.width)
        let effectViewport = rightToLeft ? viewport.applying(mirror) : viewport
        var leftToRightSections: [Int: SectionGeometry] = [:]
        var result: [LayoutAttributes] = []
        for i in candidates.sorted() {
            var a = elements[i]
            var section = sections[a.section]
            if rightToLeft {
                a = mirroredAttributes(a)
                if let known = leftToRightSections[a.section] {
                    section = known
                } else {
                    section = section.applying(mirror, direction: scrollDirection)
                    leftToRightSections[a.section] = section
                }
            }
            for effect in section.effects {
                effect.apply(to: &a, section: section, viewport: effectViewport, direction: scrollDirection)
            }
            if rightToLeft { a = mirroredAttributes(a) }
            if a.frame.intersects(viewport) { result.append(a) }
        }
        return result
    }

    /// `visibleElements(in:)` for a viewport of `size` at `contentOffset`.
    public func visibleElements(contentOffset: Point, viewportSize: Size) -> [LayoutAttributes] {
        visibleElements(in: Rect(origin: contentOffset, size: viewportSize))
    }
}
