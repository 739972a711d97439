/// UIKit's `UICollectionViewCompositionalLayout` as a kind of the engine: items, nested groups and
/// sections sized by fractions of their container, boundary supplementary items, badges, section
/// backgrounds and orthogonally scrolling sections (`../shared/layouts/compositional.md`).
///
/// `CompositionalSolver` computes the frames; the result holds every element, supplementary and
/// decoration views included (`ElementKind.supplementary`, `.decoration`, each with its
/// `elementKind`), with its zIndex. Frames are exact doubles, never snapped to pixels (D1). The
/// layout's own boundary items are in section -1. `visibleElements(in:)` pins the boundary items
/// that ask for it (D17) and moves orthogonal sections' cells and badges by their offsets (D16);
/// `elements` shows every section at offset 0, unpinned.
///
/// Guides: each section's box between its bands and its box after its content insets
/// (`Guide.sectionInsets`), each group instance (`Guide.group`, nested groups one depth deeper) and
/// each cell's slot before its content insets (`Guide.cellInsets`).
public struct CompositionalLayout: CollectionLayout {
    public static let kindName = "compositional"
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// The layout: configuration and sections. Its `configuration.scrollDirection` is replaced by
    /// the context's when laid out.
    public var model: CompositionalLayoutModel

    /// A compositional layout of `model`.
    public init(_ model: CompositionalLayoutModel) {
        self.model = model
    }

    /// Solves the model in the context's container and direction. Right to left, the solver lays
    /// out left to right and the result mirrors the frames (D23), once.
    public func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try Self.checkDirection(context)
        var model = self.model
        model.configuration.scrollDirection = context.scrollDirection
        var solution = try CompositionalSolver.solve(
            model, containerSize: context.containerSize, layoutDirection: .leftToRight,
            includesGuides: context.includesGuides, indexesInstances: false)
        try Self.checkElementKindCodes(solution.elementKinds)
        try Self.checkFinite(solution)
        var result = LayoutResult(compositional: &solution, layoutDirection: context.layoutDirection)
        result.scale = context.scale
        return Self.named(result)
    }
}

extension CompositionalLayout {
    /// Refuses a solution with a frame whose edges, or a content size, are not finite: lengths
    /// near the largest number (1e308) add up past it, and a frame at infinity can be neither
    /// written as JSON nor mirrored nor drawn. The error names the element's section (the first
    /// such element's). When the solver saw every frame finite as it wrote them (its probe sum),
    /// no frame is read again.
    static func checkFinite(_ solution: CompositionalSolution) throws(LayoutError) {
        let fix = LayoutResult.overflowFix
        func check(_ range: Range<Int>) throws(LayoutError) {
            for i in range {
                let f = solution.frames[i]
                guard f.isFinite, (f.x + f.width).isFinite, (f.y + f.height).isFinite else {
                    let section = solution.section(at: i)
                    let path = section < 0 ? "options.boundarySupplementaryItems" : "sections[\(section)]"
                    throw LayoutError(path: path, "an element's frame is not finite (\(f)): \(fix)")
                }
            }
        }
        // In element order: the first frame that is not finite is the one named.
        if !solution.framesAreFinite { try check(solution.frames.indices) }
        let size = solution.contentSize
        guard size.width.isFinite, size.height.isFinite else {
            throw LayoutError(path: "sections", "the content size is not finite (\(size)): \(fix)")
        }
    }

    /// Refuses two element kind names with the same `ElementID.code(ofElementKind:)`, which the
    /// result could not tell apart (about one chance in 4 billion for a pair of names).
    static func checkElementKindCodes(_ names: [String]) throws(LayoutError) {
        var seen: [UInt32: String] = [:]
        for name in names {
            let code = ElementID.code(ofElementKind: name)
            if let other = seen[code], other != name {
                throw LayoutError(
                    path: "elementKind",
                    "\"\(other)\" and \"\(name)\" cannot be told apart (same 32-bit code); rename one of them")
            }
            seen[code] = name
        }
    }
}

extension LayoutResult {
    /// The result of a left-to-right `solution`, mirrored when `layoutDirection` is right to left.
    /// Takes the solution's frames (left empty) and shares its entries: no element is copied.
    init(compositional solution: inout CompositionalSolution, layoutDirection: LayoutDirection) {
        precondition(solution.layoutDirection == .leftToRight, "mirror the result, not the solution")
        let table = ElementTable(solution)
        var tables = SectionTables(sectionCount: solution.sections.count)
        for s in solution.sections.indices { tables.cellCounts[s] = table.cellCount(s) }
        let sections = solution.sections.map { s in
            SectionGeometry(frame: s.frame, orthogonalScrolling: s.orthogonal.map { $0.behavior.scrolling })
        }
        var guides: [Guide] = []
        if let g = solution.guides {
            guides.reserveCapacity(g.sectionInsets.count + g.groups.count + g.slots.count)
            for s in g.sectionInsets {
                guides.append(.sectionInsets(section: s.section, outer: s.outer, inner: s.inner))
            }
            for group in g.groups {
                guides.append(.group(section: group.section, depth: group.depth, frame: group.frame))
            }
            for slot in g.slots { guides.append(.cellInsets(section: slot.section, item: slot.item, slot: slot.frame)) }
        }
        var frames: [Rect] = []
        swap(&frames, &solution.frames)
        let count = frames.count
        self.init(
            contentSize: solution.contentSize, scrollDirection: solution.scrollDirection, frames: frames,
            tables: tables, sections: sections, guides: guides,
            index: AxisIndex.Builder(direction: solution.scrollDirection, capacity: count),
            layoutDirection: layoutDirection)
        elements.extra = table
    }
}

extension CompositionalOrthogonalScrolling {
    /// How a diagram and the invariants treat the section: `paging`, `groupPaging` and
    /// `groupPagingCentered` rest on pages, the others anywhere.
    var scrolling: OrthogonalScrolling {
        switch self {
        case .paging, .groupPaging, .groupPagingCentered: .paging
        case .none, .continuous, .continuousGroupLeadingBoundary: .continuous
        }
    }
}

extension LayoutResult {
    /// The boundary items a compositional layout pins (`pinToVisibleBounds`, D17), in element
    /// order, each with its position in `elements`, its band and its section's limits in the
    /// left-to-right frame; empty for the other kinds.
    public var compositionalPins: [CompositionalPin] { elements.extra?.pins ?? [] }

    /// Where each boundary item a compositional layout pins (`pinToVisibleBounds`) can be while the
    /// collection scrolls, in element order: the stretch of the scroll axis it covers over every
    /// content offset, from its resting place to where its section (bands included, D17) pushes
    /// it out. Empty for the other kinds (their pinned headers are `SectionGeometry.effects`).
    /// Right to left, the stretch is mirrored like the frames.
    public var pinnedTravels: [(id: ElementID, start: Double, end: Double)] {
        guard let table = elements.extra, !table.pins.isEmpty else { return [] }
        let d = scrollDirection
        let width = contentSize.width
        let mirrored = layoutDirection == .rightToLeft && d == .horizontal
        return table.pins.map { pin in
            let frame = elements.frame(at: pin.element)
            let f = layoutDirection == .rightToLeft ? frame.applying(.mirror(width: width)) : frame
            let natural = f.minMain(d)
            let length = f.mainLength(d)
            let start: Double
            let end: Double
            switch pin.band {
            case .start: (start, end) = (Swift.min(natural, pin.limitEnd - length), pin.limitEnd)
            case .end: (start, end) = (pin.limitStart, Swift.max(natural, pin.limitStart) + length)
            }
            let id = table.id(at: pin.element, section: table.section(at: pin.element))
            return mirrored ? (id, width - end, width - start) : (id, start, end)
        }
    }
}

extension LayoutResult {
    /// How far a compositional layout's orthogonally scrolling `section` is scrolled across
    /// (`orthogonalOffset`, clamped, D16); 0 for sections that scroll with the layout and for the
    /// other kinds.
    public func orthogonalOffset(ofSection section: Int) -> Double {
        guard let table = elements.extra, table.orthogonalOffsets.indices.contains(section) else { return 0 }
        return table.orthogonalOffsets[section]
    }

    /// The result as it rests at its sections' orthogonal offsets, which is what a diagram draws:
    /// each orthogonally scrolling section's cells, item supplementaries, group frames and slots
    /// moved across the scroll axis by minus its offset (right to left, towards the right), and
    /// every section then at offset 0 (its visible elements are the same as this result's).
    /// The result itself when no section has an offset. O(n).
    public func atOrthogonalOffsets() -> LayoutResult {
        guard let table = elements.extra, table.orthogonalOffsets.contains(where: { $0 != 0 }) else { return self }
        let offsets = table.orthogonalOffsets
        let d = scrollDirection
        let mirror = FrameTransform.mirror(width: contentSize.width)
        let rightToLeft = layoutDirection == .rightToLeft
        func moved(_ f: Rect, _ offset: Double) -> Rect {
            rightToLeft
                ? f.applying(mirror).offsetBy(main: 0, cross: -offset, d).applying(mirror)
                : f.offsetBy(main: 0, cross: -offset, d)
        }
        func offset(_ s: Int) -> Double { s >= 0 && s < offsets.count ? offsets[s] : 0 }
        var result = self
        // The frames may be stored in scan order (an orthogonal section of tall columns steps
        // back along the scroll axis, `AxisIndex`): each element's frame is found where it is.
        let list = elements
        result.elements.storage.withUnsafeMutableBufferPointer { frames in
            for (s, range) in table.ranges.enumerated() where offset(s) != 0 {
                for i in Int(range.start)..<Int(range.end) {
                    let category = table.entry(at: i, section: s).category
                    guard category == .cell || category == .itemSupplementary else { continue }
                    let at = list.storageIndex(of: i)
                    frames[at] = moved(frames[at], offsets[s])
                }
            }
        }
        result.guides = guides.map { guide in
            switch guide {
            case .group(let s, let depth, let frame) where offset(s) != 0:
                .group(section: s, depth: depth, frame: moved(frame, offset(s)))
            case .cellInsets(let s, let item, let slot) where offset(s) != 0:
                .cellInsets(section: s, item: item, slot: moved(slot, offset(s)))
            default: guide
            }
        }
        result.elements.extra = table.restingAtZero()
        return result
    }
}
