import LayoutEngine

/// An element that a scroll effect changed at the viewport: its laid-out and effected attributes.
struct EffectedElement {
    let original: LayoutAttributes
    let effected: LayoutAttributes
    var moved: Bool { original.frame != effected.frame }
    /// Drawn only by the viewport overlay, not at its laid-out place.
    var replaced: Bool { moved || effected.alpha != original.alpha }
}

/// What a diagram contains, worked out once before anything is drawn: the viewport, the elements
/// scroll effects change there, the spacing found between cells, the pinning ranges, the parts
/// drawn and the legend that names them. Both the canvas size and the scene come from it.
struct DiagramContents {
    /// The viewport drawn (overscroll limited, see `Diagram.limitedViewport`), if any.
    let viewport: Rect?
    /// Whether only the viewport is drawn (`clip: .viewport`).
    let clipped: Bool
    /// The visible elements scroll effects changed at the viewport (static diagrams only).
    let effected: [EffectedElement]
    /// Gaps between cells of the sections whose layout reported no spacing, with their section.
    let derivedSpacing: [(section: Int, frame: Rect)]
    /// Where pinned and sticky headers and footers travel.
    let pinning: [PinningRange]
    /// The switchable parts drawn (those hidden left out).
    let parts: Set<DiagramFeature>
    /// The legend's entries in order.
    let legend: [LegendEntry]
    /// Where elements lie, the content and what orthogonal sections hold beyond it across the
    /// scroll axis (`Placement.orthogonalOverflow`); the content rectangle when nothing does.
    let overflow: Rect

    init(_ result: LayoutResult, _ options: DiagramOptions, interactive: Bool) {
        let showViewport = options.shows(.viewport) || options.clip == .viewport
        var viewport = showViewport ? options.viewport : nil
        if options.clip == .viewport, viewport == nil {
            viewport = options.container.map { Rect(origin: .zero, size: $0) }
        }
        if interactive, viewport == nil, options.shows(.viewport), let c = options.container {
            viewport = Rect(origin: .zero, size: c)
        }
        viewport = viewport.map { Diagram.limitedViewport($0, contentSize: result.contentSize).viewport }
        self.viewport = viewport
        clipped = options.clip == .viewport && viewport != nil && !interactive
        let area = clipped ? viewport : nil
        effected = interactive ? [] : viewport.map { Self.effected(result, $0) } ?? []

        // Spacing found between cells, for sections without reported spacing.
        var reported = Set<Int>()
        for case .spacing(let s, _) in result.guides { reported.insert(s) }
        var derived: [(section: Int, frame: Rect)] = []
        if options.shows(.spacing) {
            // A clipped diagram: the cells in the viewport, queried once, by section in query order.
            var cellsInArea: [Int: [Rect]] = [:]
            if let area {
                for e in result.elements(in: area) where e.kind == .cell {
                    cellsInArea[e.section, default: []].append(e.frame)
                }
            }
            for s in result.sections.indices where !reported.contains(s) && result.numberOfItems(inSection: s) > 1 {
                var cells: [Rect] = []
                if area != nil {
                    cells = cellsInArea[s] ?? []
                } else {
                    let first = result.indexOfElement(.cell(s, 0)) ?? 0
                    var k = first
                    // A compositional section's badges lie between its cells.
                    while cells.count < result.numberOfItems(inSection: s) && k < result.elements.count {
                        let e = result.elements[k]
                        if e.kind == .cell { cells.append(e.frame) }
                        k += 1
                    }
                }
                for gap in DerivedSpacing.gaps(between: cells, direction: result.scrollDirection) {
                    derived.append((s, gap))
                }
            }
        }
        derivedSpacing = derived
        pinning = options.shows(.pinning) ? PinningRange.ranges(in: result) : []

        // The parts drawn.
        var parts: Set<DiagramFeature> = []
        if !clipped, viewport == nil, options.container != nil { parts.insert(.container) }
        if result.sections.contains(where: { $0.frame.width > 0 && $0.frame.height > 0 }) { parts.insert(.sections) }
        for guide in result.guides {
            switch guide {
            case .sectionInsets(_, let outer, let inner): if outer != inner { parts.insert(.insets) }
            case .cellInsets: parts.insert(.cellInsets)
            case .indentation: parts.insert(.indentation)
            case .lane: parts.insert(.lanes)
            case .spacing(_, let f): if f.width > 0 && f.height > 0 { parts.insert(.spacing) }
            case .group: parts.insert(.groups)
            }
        }
        if !derived.isEmpty { parts.insert(.spacing) }
        if !pinning.isEmpty { parts.insert(.pinning) }
        if viewport != nil { parts.insert(.viewport) }
        parts.insert(.legend)
        parts.insert(.title)
        self.parts = parts.filter { options.shows($0) || ($0 == .viewport && options.clip == .viewport) }

        overflow = Placement.orthogonalOverflow(result, options)
        legend = LegendEntry.entries(
            for: result, options: options, parts: self.parts, effected: effected, viewport: viewport,
            clipped: clipped, interactive: interactive,
            offscreen: overflow != Rect(origin: .zero, size: result.contentSize))
    }

    /// The visible elements that scroll effects changed (frame, zIndex or alpha), in element order.
    static func effected(_ result: LayoutResult, _ viewport: Rect) -> [EffectedElement] {
        result.visibleElements(in: viewport).compactMap { v in
            guard let original = result.attributes(for: v.id) else { return nil }
            if original.frame == v.frame && original.zIndex == v.zIndex && original.alpha == v.alpha { return nil }
            return EffectedElement(original: original, effected: v)
        }
    }
}

/// One entry of the legend: a sample of a diagram part and its name.
struct LegendEntry: Hashable {
    enum Swatch: Hashable {
        /// Elements of a kind, striped in the hues of the sections that have them.
        case element(ElementKind, hues: [Int])
        /// One section hue (diagrams of several sections).
        case hue(Int)
        case section(hues: [Int])
        case insets, cellInsets, spacing, indentation, lane, group, pinning, container, viewport, veil, ghost, faded
    }

    let swatch: Swatch
    let label: String

    /// The entries for what the diagram contains, in drawing order.
    static func entries(
        for result: LayoutResult, options: DiagramOptions, parts: Set<DiagramFeature>, effected: [EffectedElement],
        viewport: Rect?, clipped: Bool, interactive: Bool, offscreen: Bool
    ) -> [LegendEntry] {
        let paletteCount = Swift.max(options.theme.palette.count, 1)
        var hues: [ElementKind: Set<Int>] = [:]
        for (s, _) in result.sections.enumerated() {
            let hue = s % paletteCount
            if result.numberOfItems(inSection: s) > 0 { hues[.cell, default: []].insert(hue) }
            if result.indexOfElement(.header(s)) != nil { hues[.header, default: []].insert(hue) }
            if result.indexOfElement(.footer(s)) != nil { hues[.footer, default: []].insert(hue) }
        }
        if result.hasSupplementaryOrDecorationViews {
            for e in result.elements where e.kind == .supplementary || e.kind == .decoration {
                hues[e.kind, default: []].insert((e.section % paletteCount + paletteCount) % paletteCount)
            }
        }
        var out: [LegendEntry] = []
        // Section hues, when there are several.
        let sectionCount = result.sections.count
        if sectionCount > 1 {
            for hue in 0..<Swift.min(sectionCount, paletteCount) {
                let sections = stride(from: hue, to: sectionCount, by: paletteCount).map(String.init)
                let named =
                    sections.count > 3
                    ? sections.prefix(2).joined(separator: ", ") + ", ..." : sections.joined(separator: ", ")
                out.append(LegendEntry(swatch: .hue(hue), label: "section \(named)"))
            }
        }
        if let cells = hues[.cell] {
            let label: String
            switch options.labels {
            case .indexPath: label = "cell, labelled section.item"
            case .index: label = "cell, labelled with its item"
            case .none: label = "cell"
            }
            out.append(LegendEntry(swatch: .element(.cell, hues: cells.sorted()), label: label))
        }
        if let headers = hues[.header] {
            out.append(LegendEntry(swatch: .element(.header, hues: headers.sorted()), label: "header"))
        }
        if let footers = hues[.footer] {
            out.append(LegendEntry(swatch: .element(.footer, hues: footers.sorted()), label: "footer"))
        }
        if let views = hues[.supplementary] {
            out.append(LegendEntry(swatch: .element(.supplementary, hues: views.sorted()), label: "supplementary view"))
        }
        if let views = hues[.decoration] {
            out.append(LegendEntry(swatch: .element(.decoration, hues: views.sorted()), label: "decoration view"))
        }
        let allHues = Array(0..<Swift.min(Swift.max(sectionCount, 1), paletteCount))
        if parts.contains(.sections) { out.append(LegendEntry(swatch: .section(hues: allHues), label: "section")) }
        if parts.contains(.insets) { out.append(LegendEntry(swatch: .insets, label: "section insets")) }
        if parts.contains(.cellInsets) { out.append(LegendEntry(swatch: .cellInsets, label: "cell insets (slot)")) }
        if parts.contains(.spacing) { out.append(LegendEntry(swatch: .spacing, label: "spacing")) }
        if parts.contains(.indentation) { out.append(LegendEntry(swatch: .indentation, label: "indentation")) }
        if parts.contains(.lanes) {
            let name = result.scrollDirection == .vertical ? "columns" : "rows"
            out.append(LegendEntry(swatch: .lane, label: "\(name), every other one shaded"))
        }
        if parts.contains(.groups) {
            out.append(LegendEntry(swatch: .group, label: "group (nested groups dotted)"))
        }
        if parts.contains(.pinning) {
            out.append(LegendEntry(swatch: .pinning, label: "pinned range (header or footer travel)"))
        }
        if parts.contains(.container) {
            let side = result.scrollDirection == .vertical ? "height" : "width"
            out.append(LegendEntry(swatch: .container, label: "container \(side) (first screen)"))
        }
        if viewport != nil {
            out.append(LegendEntry(swatch: .viewport, label: "viewport"))
            if !clipped { out.append(LegendEntry(swatch: .veil, label: "outside the viewport")) }
            // Ghosts are drawn at the laid-out place, which a clipped diagram may not show.
            let sections = result.sections
            let moves =
                interactive
                ? sections.contains { s in
                    s.effects.contains { if case .fade = $0 { false } else { true } }
                }
                : effected.contains { $0.moved && (!clipped || $0.original.frame.intersects(viewport!)) }
            let fades =
                interactive
                ? sections.contains { s in s.effects.contains { if case .fade = $0 { true } else { false } } }
                : effected.contains { $0.effected.alpha < 1 }
            if moves { out.append(LegendEntry(swatch: .ghost, label: "laid-out place of a moved element")) }
            if fades { out.append(LegendEntry(swatch: .faded, label: "faded by a scroll effect")) }
        } else if !clipped, offscreen {
            out.append(LegendEntry(swatch: .veil, label: "scrolled off-screen (orthogonal section)"))
        }
        return out
    }
}
