// Every element's identity (`CompositionalEntry`) and every cell's position, without storing
// those of a section whose groups are all one instance (D6): they are worked out from that
// instance's pattern.

/// The entries of a solution's elements, by position, and the positions of its cells, by section
/// and item.
///
/// A section whose groups are all the same instance (D6: no measured size read, every entry
/// narrow) is *patterned*: its cells and item supplementaries repeat that instance's `m` elements,
/// so element `cellsStart + q * m + j` has the instance's entry `j` with `q * leafCount` added to
/// its item, and cell `item` is at `cellsStart + (item / leafCount) * m + cellOffset[item %
/// leafCount]`. Neither its entries nor its cell positions are stored (12 bytes per element fewer
/// written and kept); every other element's entry is in `stored`, in position order, and every
/// other section's cell positions in `cellPositions`. O(1) per lookup, given the section.
struct CompositionalEntryTable: Hashable, Sendable {
    /// One instance's elements as a patterned section repeats them.
    struct Pattern: Hashable, Sendable {
        /// Its entries are `patternEntries[entriesStart ..< entriesStart + elementCount]` (each
        /// item the leaf's index in the instance); its cells' offsets among them are
        /// `patternCells[cellsStart ..< cellsStart + leafCount]`.
        var entriesStart: Int32
        var elementCount: Int32
        var cellsStart: Int32
        var leafCount: Int32
    }
    /// Where one section's elements, entries and cell positions are.
    struct Section: Hashable, Sendable {
        /// Its elements: `start ..< cellsStart` its decorations and start band, `cellsStart ..<
        /// cellsEnd` its cells each followed by its item supplementaries, `cellsEnd ..< end` its
        /// end band and cross-only boundary items.
        var start: Int32
        var cellsStart: Int32
        var cellsEnd: Int32
        var end: Int32
        /// Its pattern in `patterns`, or -1 when its entries and cell positions are stored.
        var pattern: Int32
        /// How many elements before the section have no stored entry (patterned ones).
        var skippedBefore: Int32
        /// Its cells' positions are `cellPositions[cellBase ..< cellBase + cellCount]` (stored only
        /// when not patterned).
        var cellBase: Int32
        var cellCount: Int32
    }
    /// The entries of the elements that are not in a patterned section's cells, in position order.
    var stored: [CompositionalEntry]
    /// The positions of the cells of the sections that are not patterned, section by section.
    var cellPositions: [Int32]
    var sections: [Section] = []
    var patterns: [Pattern] = []
    var patternEntries: [CompositionalEntry] = []
    var patternCells: [Int32] = []
    /// The layout's own items before the sections (positions `0 ..< layoutStartCount`).
    var layoutStartCount = 0

    /// How many elements in all have no stored entry.
    var skipped: Int {
        guard let last = sections.last else { return 0 }
        return Int(last.skippedBefore) + (last.pattern >= 0 ? Int(last.cellsEnd - last.cellsStart) : 0)
    }

    /// The entry of the element at `position`, in `section` (-1 for the layout's own items).
    @inline(__always) func entry(at position: Int, section: Int) -> CompositionalEntry {
        guard section >= 0 else { return stored[position < layoutStartCount ? position : position - skipped] }
        let s = sections[section]
        guard s.pattern >= 0 else { return stored[position - Int(s.skippedBefore)] }
        let cells = Int(s.cellsStart)..<Int(s.cellsEnd)
        if cells.contains(position) {
            let p = patterns[Int(s.pattern)]
            let local = position - cells.lowerBound
            let q = local / Int(p.elementCount)
            var entry = patternEntries[Int(p.entriesStart) + local - q * Int(p.elementCount)]
            entry.item &+= Int32(truncatingIfNeeded: q) &* p.leafCount
            return entry
        }
        let skipped = Int(s.skippedBefore) + (position >= cells.upperBound ? cells.count : 0)
        return stored[position - skipped]
    }

    /// The position of cell `item` of `section`, or nil when the section has no such cell.
    func cellPosition(item: Int, section: Int) -> Int? {
        guard sections.indices.contains(section) else { return nil }
        let s = sections[section]
        guard item >= 0, item < Int(s.cellCount) else { return nil }
        guard s.pattern >= 0 else { return Int(cellPositions[Int(s.cellBase) + item]) }
        let p = patterns[Int(s.pattern)]
        let leaves = Int(p.leafCount)
        let q = item / leaves
        return Int(s.cellsStart) + q * Int(p.elementCount) + Int(patternCells[Int(p.cellsStart) + item - q * leaves])
    }

    /// The number of cells of `section`.
    func cellCount(_ section: Int) -> Int { Int(sections[section].cellCount) }
}
