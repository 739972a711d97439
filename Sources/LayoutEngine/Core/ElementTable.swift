/// The identities of a result's elements when the per-section tables cannot tell them (a
/// compositional layout: supplementary and decoration views, several boundary items per section,
/// badges between cells, the layout's own items in section -1): one entry per element, keyed by its
/// position, plus what `visibleElements(in:)` needs to pin boundary items (D17) and to scroll
/// orthogonal sections (D16). nil in `ElementList.extra` for every other kind, which then pays one
/// predictable branch per element read.
///
/// 16 bytes per element (section, item, zIndex, kind-name index, category), plus the position of
/// every cell (4 bytes) and a dictionary entry for every element that is not a cell.
final class ElementTable: Sendable, Equatable {
    /// One element's identity and stacking: 16 bytes, read together.
    struct Entry: Hashable, Sendable {
        /// The section; -1 for the layout's own boundary items.
        var section: Int32
        /// `CompositionalElement.item`.
        var item: Int32
        /// The zIndex (D14).
        var zIndex: Int32
        /// The index of the element's kind name in `kindNames`.
        var kindIndex: UInt16
        /// Cell, boundary supplementary, item supplementary or decoration.
        var category: CompositionalElementCategory
    }
    /// Every element's entry, by position.
    let entries: [Entry]
    /// Element kind names (`"cell"`, `"header"`, `"badge"`, ...).
    let kindNames: [String]
    /// Each kind name's code (`ElementID.code(ofElementKind:)`).
    let kindCodes: [UInt32]
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

    /// The table of `solution`'s elements. The elements are read once (48 bytes each); the
    /// other passes read the 16-byte entries.
    init(_ solution: CompositionalSolution) {
        let entries = solution.elements.map {
            Entry(
                section: $0.sectionValue, item: $0.itemValue, zIndex: $0.zValue, kindIndex: $0.kindIndex,
                category: $0.category)
        }
        self.entries = entries
        kindNames = solution.elementKinds
        kindCodes = kindNames.map(ElementID.code(ofElementKind:))
        boundaryKinds = kindNames.map { $0 == "header" ? .header : $0 == "footer" ? .footer : .supplementary }
        var bases = [Int](repeating: 0, count: solution.sections.count + 1)
        for e in entries where e.category == .cell && e.section >= 0 { bases[Int(e.section) + 1] += 1 }
        for s in solution.sections.indices { bases[s + 1] += bases[s] }
        var positions = [Int32](repeating: -1, count: bases.last ?? 0)
        var others: [ElementID: Int32] = [:]
        for (i, e) in entries.enumerated() {
            if e.category == .cell && e.section >= 0 {
                positions[bases[Int(e.section)] + Int(e.item)] = Int32(i)
            } else if e.category != .cell {
                let id = Self.id(e, kindCodes: kindCodes, boundaryKinds: boundaryKinds)
                others[id] = Int32(i)
            }
        }
        bases.removeLast()
        cellBases = bases
        cellPositions = positions
        self.others = others
        pins = solution.pins
        orthogonalOffsets = solution.sections.map { $0.orthogonal?.offset ?? 0 }
    }

    /// A copy of `table` with other orthogonal offsets (`LayoutResult.atOrthogonalOffsets()`).
    private init(_ table: ElementTable, orthogonalOffsets: [Double]) {
        entries = table.entries
        kindNames = table.kindNames
        kindCodes = table.kindCodes
        boundaryKinds = table.boundaryKinds
        cellBases = table.cellBases
        cellPositions = table.cellPositions
        others = table.others
        pins = table.pins
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// This table with every section at orthogonal offset 0.
    func restingAtZero() -> ElementTable {
        ElementTable(self, orthogonalOffsets: orthogonalOffsets.map { _ in 0 })
    }

    /// The identity of the element of `entry`.
    @inline(__always) private static func id(_ entry: Entry, kindCodes: [UInt32], boundaryKinds: [ElementKind])
        -> ElementID
    {
        let section = Int(entry.section)
        let item = Int(entry.item)
        let kind = Int(entry.kindIndex)
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

    /// The identity of the element at `i`.
    func id(at i: Int) -> ElementID { Self.id(entries[i], kindCodes: kindCodes, boundaryKinds: boundaryKinds) }

    /// The attributes of the element at `i`, whose frame is `frame`.
    @inline(__always) func attributes(at i: Int, frame: Rect) -> LayoutAttributes {
        let entry = entries[i]
        return LayoutAttributes(
            id: Self.id(entry, kindCodes: kindCodes, boundaryKinds: boundaryKinds), frame: frame,
            zIndex: Int(entry.zIndex))
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
            || (a.entries == b.entries && a.kindNames == b.kindNames && a.pins == b.pins
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
            let category = table.entries[i].category
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
