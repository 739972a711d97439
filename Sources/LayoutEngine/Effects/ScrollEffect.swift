/// A scroll effect: a pure function of the viewport that moves, restacks or fades an element after
/// layout (PluginLayout's effects, FSQ's pinned headers). Effects never change `elements`; they are
/// applied by `LayoutResult.visibleElements(in:)`.
public enum ScrollEffect: Hashable, Sendable {
    /// The section's header stays at the viewport's leading edge while the section is on screen and
    /// is pushed out by the section's end: main-axis position
    /// `min(max(viewport.start, section.start), section.end - header.length)`, zIndex `901 + section`.
    /// (FSQ's `shouldPinSectionHeadersToTop`, the list and column layouts' pinned headers.)
    case pinnedHeader

    /// How far (along the scroll axis) this effect may move a cell; the visible query widens the
    /// viewport by this much so that elements moved into view are found. Headers and footers of
    /// sections on screen are always considered.
    var reach: Double {
        switch self {
        case .pinnedHeader: return 0
        }
    }

    /// Applies the effect to `attributes` (an element of section `section`).
    func apply(to attributes: inout LayoutAttributes, section: SectionGeometry, viewport: Rect,
               direction: ScrollDirection) {
        switch self {
        case .pinnedHeader:
            guard attributes.kind == .header else { return }
            let length = attributes.frame.mainLength(direction)
            let start = Swift.min(Swift.max(viewport.minMain(direction), section.frame.minMain(direction)),
                                  section.frame.maxMain(direction) - length)
            if direction == .vertical { attributes.frame.y = start } else { attributes.frame.x = start }
            attributes.zIndex = 901 + attributes.section
        }
    }
}

extension LayoutResult {
    /// The elements whose frame, after scroll effects, intersects `viewport`, in element order, with
    /// effects applied (frame, zIndex, alpha). This is the spec's `visible` list.
    /// - Complexity: O(log n + k) plus the headers and footers of the sections on screen.
    public func visibleElements(in viewport: Rect) -> [LayoutAttributes] {
        let hasEffects = sections.contains { !$0.effects.isEmpty }
        guard hasEffects else { return elements(in: viewport) }
        let reach = sections.lazy.flatMap(\.effects).map(\.reach).max() ?? 0
        var query = viewport
        if scrollDirection == .vertical { query.y -= reach; query.height += 2 * reach }
        else { query.x -= reach; query.width += 2 * reach }
        var candidates = Set(elementIndices(in: query))
        // Sticky and pinned supplementary views may come from outside the viewport: consider the
        // header and footer of every section that meets the widened viewport.
        for (s, section) in sections.enumerated() where !section.effects.isEmpty {
            guard section.frame.intersects(query)
                || section.frame.mainLength(scrollDirection) == 0 else { continue }
            if let h = indexOfElement(.header(s)) { candidates.insert(h) }
            if let f = indexOfElement(.footer(s)) { candidates.insert(f) }
        }
        var result: [LayoutAttributes] = []
        for i in candidates.sorted() {
            var a = elements[i]
            for effect in sections[a.section].effects {
                effect.apply(to: &a, section: sections[a.section], viewport: viewport, direction: scrollDirection)
            }
            if a.frame.intersects(viewport) { result.append(a) }
        }
        return result
    }

    /// `visibleElements(in:)` for a viewport of `size` at `contentOffset`.
    public func visibleElements(contentOffset: Point, viewportSize: Size) -> [LayoutAttributes] {
        visibleElements(in: Rect(origin: contentOffset, size: viewportSize))
    }
}
