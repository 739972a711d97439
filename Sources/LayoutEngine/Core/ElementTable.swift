/// The identities of a result's elements when the per-section tables cannot tell them (a
/// compositional layout: supplementary and decoration views, several boundary items per section,
/// badges between cells, the layout's own items in section -1): one entry per element, keyed by its
/// position, plus what `visibleElements(in:)` needs to pin boundary items (D17) and to scroll
/// orthogonal sections (D16). nil in `ElementList.extra` for every other kind, which then pays one
/// predictable branch per element read.
///
/// 15 bytes per element (category, section, item, kind-name index, zIndex), plus the position of
/// every cell (4 bytes) and a dictionary entry for every element that is not a cell.
final class ElementTable: Sendable, Equatable {
    /// Cell, boundary supplementary, item supplementary or decoration, by position.
    let categories: [CompositionalElementCategory]
    /// The section by position; -1 for the layout's own boundary items.
    let sections: [Int32]
    /// The item by position (`CompositionalElement.item`).
    let items: [Int32]
    /// The index of the element's kind name in `kindNames`, by position.
    let kindIndices: [UInt16]
    /// The zIndex by position (D14).
    let zIndices: [Int32]
    /// Element kind names (`"cell"`, `"header"`, `"badge"`, ...).
    let kindNames: [String]
    /// What a boundary item of each kind name is: `.header` for `"header"`, `.footer` for
    /// `"footer"`, else `.supplementary`.
    let boundaryKinds: [ElementKind]
    /// The position of cell `item` of section `s` is `cellPositions[cellBases[s] + item]`.
    let cellBases: [Int]
    let cellPositions: [Int32]
    /// The position of every element that is not a cell.
    let others: [ElementID: Int32]
    /// The pinned boundary items, in element order (left-to-right frame).
    let pins: [CompositionalPin]
    /// Each section's orthogonal offset (D16), 0 when it scrolls with the layout.
    let orthogonalOffsets: [Double]

    /// The table of `solution`'s elements.
    init(_ solution: CompositionalSolution) {
        let elements = solution.elements
        categories = elements.map(\.category)
        sections = elements.map(\.sectionValue)
        items = elements.map(\.itemValue)
        kindIndices = elements.map(\.kindIndex)
        zIndices = elements.map(\.zValue)
        kindNames = solution.elementKinds
        boundaryKinds = kindNames.map { $0 == "header" ? .header : $0 == "footer" ? .footer : .supplementary }
        var bases: [Int] = []
        var count = 0
        for s in solution.sections {
            bases.append(count)
            count += elements[s.cells].reduce(0) { $0 + ($1.category == .cell ? 1 : 0) }
        }
        cellBases = bases
        var positions = [Int32](repeating: -1, count: count)
        var others: [ElementID: Int32] = [:]
        for (i, e) in elements.enumerated() where e.category != .cell {
            let id = Self.id(
                e.category, section: e.section, item: e.item, kind: Int(e.kindIndex), kindNames: kindNames,
                boundaryKinds: boundaryKinds)
            others[id] = Int32(i)
        }
        for (i, e) in elements.enumerated() where e.category == .cell && e.section >= 0 {
            positions[bases[e.section] + e.item] = Int32(i)
        }
        cellPositions = positions
        self.others = others
        pins = solution.pins
        orthogonalOffsets = solution.sections.map { $0.orthogonal?.offset ?? 0 }
    }

    /// The identity of an element from its parts; `kind` indexes `kindNames` and `boundaryKinds`.
    private static func id(
        _ category: CompositionalElementCategory, section: Int, item: Int, kind: Int, kindNames: [String],
        boundaryKinds: [ElementKind]
    ) -> ElementID {
        switch category {
        case .cell: return .cell(section, item)
        case .decoration: return .decoration(kindNames[kind], section, item)
        case .itemSupplementary: return .supplementary(kindNames[kind], section, item)
        case .boundarySupplementary:
            let k = boundaryKinds[kind]
            return k == .supplementary
                ? .supplementary(kindNames[kind], section, item) : ElementID(kind: k, section: section, item: item)
        }
    }

    /// The identity of the element at `i`.
    func id(at i: Int) -> ElementID {
        Self.id(
            categories[i], section: Int(sections[i]), item: Int(items[i]), kind: Int(kindIndices[i]),
            kindNames: kindNames, boundaryKinds: boundaryKinds)
    }

    /// The attributes of the element at `i`, whose frame is `frame`.
    func attributes(at i: Int, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(id: id(at: i), frame: frame, zIndex: Int(zIndices[i]))
    }

    /// The position of `id`, or nil. O(1).
    func position(of id: ElementID) -> Int? {
        if id.kind == .cell {
            guard cellBases.indices.contains(id.section), id.item >= 0 else { return nil }
            let end = id.section + 1 < cellBases.count ? cellBases[id.section + 1] : cellPositions.count
            let k = cellBases[id.section] + id.item
            return k < end ? Int(cellPositions[k]) : nil
        }
        return others[id].map(Int.init)
    }

    /// The number of cells of section `s`.
    func cellCount(_ s: Int) -> Int {
        (s + 1 < cellBases.count ? cellBases[s + 1] : cellPositions.count) - cellBases[s]
    }

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
            || (a.categories == b.categories && a.sections == b.sections && a.items == b.items
                && a.kindIndices == b.kindIndices && a.zIndices == b.zIndices && a.kindNames == b.kindNames
                && a.pins == b.pins && a.orthogonalOffsets == b.orthogonalOffsets)
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
    func compositionalVisibleElements(in viewport: Rect, table: ElementTable) -> [LayoutAttributes] {
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
            let category = table.categories[i]
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
