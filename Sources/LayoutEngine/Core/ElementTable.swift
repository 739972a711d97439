/// The identities of a result's elements when the per-section tables cannot tell them (a
/// compositional layout: supplementary and decoration views, several boundary items per section,
/// badges between cells, the layout's own items in section -1): one entry per element, keyed by its
/// position, plus what `visibleElements(in:)` needs to pin boundary items (D17) and to scroll
/// orthogonal sections (D16). nil in `ElementList.extra` for every other kind, which then pays one
/// predictable branch per element read.
///
/// 8 bytes per element (item, zIndex, kind-name index, category; `CompositionalWideEntry` for a
/// zIndex or kind index too large for it), plus the position of every cell
/// (4 bytes) and 32 bytes per section; neither for the cells of a section whose groups are all
/// one instance (`CompositionalEntryTable`). An element's section is the one whose range holds it
/// (`section(at:)`). An element that is not a cell is found near
/// its section's cells (`position(of:)`): no per-element hash table.
final class ElementTable: Sendable, Equatable {
    typealias Entry = CompositionalEntry
    /// Every element's entry, by position, and every cell's position.
    let entries: CompositionalEntryTable
    /// The zIndex and kind index of the entries that cannot hold them, in position order.
    let wideEntries: [CompositionalWideEntry]
    /// Element kind names (`"cell"`, `"header"`, `"badge"`, ...).
    let kindNames: [String]
    /// Each kind name's code (`ElementID.code(ofElementKind:)`).
    let kindCodes: [UInt32]
    /// What a boundary item of each kind name is (`CompositionalBoundaryItem.resultKind`).
    let boundaryKinds: [ElementKind]
    /// Each section's elements (`entries.sections`, shared).
    let ranges: [CompositionalEntryTable.Section]
    /// The layout's own boundary items (section -1), before and after the sections.
    let layoutRanges: (start: Range<Int>, end: Range<Int>)
    /// The pinned boundary items, in element order (left-to-right frame).
    let pins: [CompositionalPin]
    /// Each section's orthogonal offset (D16), 0 when it scrolls with the layout.
    let orthogonalOffsets: [Double]

    /// The table of `solution`'s elements: its entries and cell positions as they are (no copy).
    init(_ solution: CompositionalSolution) {
        entries = solution.entryTable
        wideEntries = solution.wideEntries
        kindNames = solution.elementKinds
        kindCodes = kindNames.map(ElementID.code(ofElementKind:))
        boundaryKinds = kindNames.map(CompositionalBoundaryItem.resultKind(ofElementKind:))
        ranges = solution.entryTable.sections
        layoutRanges = (solution.layoutStartElements, solution.layoutEndElements)
        pins = solution.pins
        orthogonalOffsets = solution.sections.map { $0.orthogonal?.offset ?? 0 }
    }

    /// A copy of `table` with other orthogonal offsets (`LayoutResult.atOrthogonalOffsets()`).
    private init(_ table: ElementTable, orthogonalOffsets: [Double]) {
        entries = table.entries
        wideEntries = table.wideEntries
        kindNames = table.kindNames
        kindCodes = table.kindCodes
        boundaryKinds = table.boundaryKinds
        ranges = table.ranges
        layoutRanges = table.layoutRanges
        pins = table.pins
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// This table with every section at orthogonal offset 0.
    func restingAtZero() -> ElementTable {
        ElementTable(self, orthogonalOffsets: orthogonalOffsets.map { _ in 0 })
    }

    /// The section holding position `i`, or -1 for the layout's own items (binary search: the
    /// first section whose range ends after `i`; empty sections end where they start).
    func section(at i: Int) -> Int {
        var lo = 0
        var hi = ranges.count
        while lo < hi {
            let m = (lo + hi) / 2
            if Int(ranges[m].end) <= i { lo = m + 1 } else { hi = m }
        }
        return lo < ranges.count && Int(ranges[lo].start) <= i ? lo : -1
    }

    /// The section holding position `i`, walking on from `cursor`, a section at or before it
    /// (elements read in order): -1 for the layout's own items.
    @inline(__always) func section(at i: Int, cursor: inout Int) -> Int {
        while cursor < ranges.count, Int(ranges[cursor].end) <= i { cursor += 1 }
        return cursor < ranges.count && Int(ranges[cursor].start) <= i ? cursor : -1
    }

    /// The identity of the element of `entry`, at `i` in `section`.
    @inline(__always) private func id(_ entry: Entry, at i: Int, section: Int) -> ElementID {
        let item = Int(entry.item)
        let kind = entry.kindIndex(at: i, wide: wideEntries)
        let k: ElementKind
        switch entry.category {
        case .cell: return .cell(section, item)
        case .decoration: k = .decoration
        case .itemSupplementary: k = .supplementary
        case .boundarySupplementary:
            k = boundaryKinds[kind]
            if k != .supplementary { return ElementID(kind: k, section: section, item: item, code: 0) }
        }
        return ElementID(kind: k, section: section, item: item, code: kindCodes[kind])
    }

    /// The element kind name whose code is `code`, or nil.
    func name(ofCode code: UInt32) -> String? {
        kindCodes.firstIndex(of: code).map { kindNames[$0] }
    }

    /// The identity of the element at `i`, in `section`.
    func id(at i: Int, section: Int) -> ElementID {
        id(entries.entry(at: i, section: section), at: i, section: section)
    }

    /// The entry of the element at `i`, in `section`.
    @inline(__always) func entry(at i: Int, section: Int) -> Entry { entries.entry(at: i, section: section) }

    /// The attributes of the element at `i`, in `section`, whose frame is `frame`.
    @inline(__always) func attributes(at i: Int, section: Int, frame: Rect) -> LayoutAttributes {
        let entry = entries.entry(at: i, section: section)
        return LayoutAttributes(
            id: id(entry, at: i, section: section), frame: frame, zIndex: entry.zIndex(at: i, wide: wideEntries))
    }

    /// The position of `id`, or nil. O(1): a cell through `cellPositions`; another element among
    /// its section's boundary items and decorations, or among the item supplementaries after its
    /// cell. When two elements share an identity, the later one is found.
    func position(of id: ElementID) -> Int? {
        if id.kind == .cell { return entries.cellPosition(item: id.item, section: id.section) }
        if id.section == -1 {
            return lastPosition(of: id, in: layoutRanges.end) ?? lastPosition(of: id, in: layoutRanges.start)
        }
        guard ranges.indices.contains(id.section) else { return nil }
        let r = ranges[id.section]
        if let p = lastPosition(of: id, in: Int(r.cellsEnd)..<Int(r.end)) { return p }
        if id.kind == .supplementary, let cell = position(of: .cell(id.section, id.item)) {
            var end = cell + 1
            while end < Int(r.cellsEnd), entry(at: end, section: id.section).category == .itemSupplementary { end += 1 }
            if let p = lastPosition(of: id, in: cell + 1..<end) { return p }
        }
        return lastPosition(of: id, in: Int(r.start)..<Int(r.cellsStart))
    }

    /// The last position in `range` (positions of `id`'s section) whose element is `id`, or nil.
    private func lastPosition(of id: ElementID, in range: Range<Int>) -> Int? {
        range.reversed().first { self.id(at: $0, section: id.section) == id }
    }

    /// The number of cells of section `s`.
    func cellCount(_ s: Int) -> Int { entries.cellCount(s) }

    /// The pin of the element at `i`, if it is pinned (binary search over the pins).
    func pin(at i: Int) -> CompositionalPin? {
        var lo = 0
        var hi = pins.count
        while lo < hi {
            let m = (lo + hi) / 2
            if pins[m].element < i { lo = m + 1 } else { hi = m }
        }
        return lo < pins.count && pins[lo].element == i ? pins[lo] : nil
    }

    static func == (a: ElementTable, b: ElementTable) -> Bool {
        a === b
            || (a.entries == b.entries && a.wideEntries == b.wideEntries
                && a.layoutRanges == b.layoutRanges
                && a.kindNames == b.kindNames && a.pins == b.pins
                && a.orthogonalOffsets == b.orthogonalOffsets)
    }
}

extension LayoutResult {
    /// A compositional result's visible elements (`visibleElements(in:)`): the elements whose
    /// frame, after pinning (D17) and orthogonal offsets (D16), shares area with `viewport`, in
    /// element order, each with its zIndex. Candidates are the elements the index finds along the
    /// scroll axis at any cross position (an orthogonal section's cells may scroll in from across),
    /// plus the pinned items whose section meets the viewport. Pins and offsets work in the
    /// left-to-right frame: a right-to-left result's moved frames are mirrored there and back.
    /// - Complexity: O(log n + k + p), p the number of pinned items.
    @inline(never) func compositionalVisibleElements(in viewport: Rect, table: ElementTable) -> [LayoutAttributes] {
        let d = scrollDirection
        let width = contentSize.width
        let rightToLeft = layoutDirection == .rightToLeft
        let leftToRight = rightToLeft ? viewport.applying(.mirror(width: width)) : viewport
        let start = leftToRight.minMain(d)
        let end = leftToRight.maxMain(d)
        let huge = Double.greatestFiniteMagnitude / 4
        let band = Rect(
            main: viewport.minMain(d), cross: -huge, mainLength: viewport.mainLength(d), crossLength: 2 * huge, d)
        var candidates = elementIndices(in: band)
        let pinned = table.pins.filter { $0.limitStart < end && start < $0.limitEnd }.map(\.element)
        if !pinned.isEmpty { candidates = Array(Set(candidates).union(pinned)).sorted() }
        var result: [LayoutAttributes] = []
        for i in candidates {
            var a = elements[i]
            let offset = a.section >= 0 ? table.orthogonalOffsets[a.section] : 0
            let pin = table.pin(at: i)
            let category = table.entry(at: i, section: a.section).category
            if pin != nil || (offset != 0 && (category == .cell || category == .itemSupplementary)) {
                var f = rightToLeft ? a.frame.applying(.mirror(width: width)) : a.frame
                if let pin {
                    f = CompositionalSolution.pinned(f, pin, viewportStart: start, viewportEnd: end, d)
                } else {
                    f = f.offsetBy(main: 0, cross: -offset, d)
                }
                a.frame = rightToLeft ? f.applying(.mirror(width: width)) : f
            }
            if a.frame.intersects(viewport) { result.append(a) }
        }
        return result
    }
}
