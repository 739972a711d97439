/// A computed layout: an immutable value holding the content size and every element's attributes.
///
/// `elements` are ordered by section; within a section the header, then the cells by item, then the
/// footer. Lookups by index path are O(1); `elements(in:)` is O(log n + k) through an index along the
/// scroll axis (`AxisIndex`) built while the result is made.
///
/// Storage is compact, about 33 bytes per element with the index (41 when the index groups the
/// elements by their start): only frames are stored per element; kinds and index paths follow from the
/// per-section tables, and zIndex/alpha are 0/1 until scroll effects are applied by
/// `visibleElements(in:)`.
public struct LayoutResult: Sendable, Equatable {
    /// The size of all content: the scrollable area.
    public let contentSize: Size
    /// The direction the layout scrolls in.
    public let scrollDirection: ScrollDirection
    /// Every element as laid out (no scroll effects applied).
    public let elements: ElementList
    /// One entry per section, in order.
    public let sections: [SectionGeometry]
    /// The geometry the layout used (insets, indentation, lanes, spacing), for diagrams.
    public let guides: [Guide]
    private let index: AxisIndex

    /// Assembles a result from elements in the documented order. Prefer `LayoutBuilder`.
    /// - Precondition: `elements` are ordered by section (header, cells by item, footer) and
    ///   `sections` covers every section mentioned by an element.
    public init(
        contentSize: Size, scrollDirection: ScrollDirection, elements: [LayoutAttributes],
        sections: [SectionGeometry], guides: [Guide] = []
    ) {
        var tables = SectionTables(sectionCount: sections.count)
        var previous = -1
        var cellsSeen = 0
        for e in elements {
            let s = e.id.section
            precondition(
                s >= previous && s < sections.count,
                "LayoutResult elements must be ordered by section and match `sections`")
            if s != previous {
                previous = s
                cellsSeen = 0
            }
            switch e.id.kind {
            case .header:
                precondition(cellsSeen == 0 && tables.flags[s] == 0, "a section's header comes first")
                tables.flags[s] |= 1
            case .cell:
                precondition(
                    e.id.item == cellsSeen && tables.flags[s] & 2 == 0,
                    "cells of a section must be in item order, before the footer")
                cellsSeen += 1
                tables.cellCounts[s] = cellsSeen
            case .footer:
                precondition(tables.flags[s] & 2 == 0, "one footer per section")
                tables.flags[s] |= 2
            }
        }
        let frames = elements.map(\.frame)
        let index = AxisIndex.Builder(direction: scrollDirection, capacity: frames.count)
        self.init(
            contentSize: contentSize, scrollDirection: scrollDirection,
            frames: frames, tables: tables, sections: sections, guides: guides, index: index)
    }

    /// `frames` are the elements' frames in element order; when the index groups some of them by
    /// their start, they are reordered in place (no copy when the array is not shared).
    init(
        contentSize: Size, scrollDirection: ScrollDirection, frames: consuming [Rect], tables: SectionTables,
        sections: [SectionGeometry], guides: [Guide], index: consuming AxisIndex.Builder
    ) {
        var tables = tables
        tables.finish()
        var stored = consume frames
        let index = (consume index).finish(&stored)
        self.contentSize = contentSize
        self.scrollDirection = scrollDirection
        self.elements = ElementList(
            storage: stored, slotsStart: index.grouped.lowerBound, slots: index.slots, tables: tables)
        self.sections = sections
        self.guides = guides
        self.index = index
    }

    public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
        a.contentSize == b.contentSize && a.scrollDirection == b.scrollDirection && a.elements == b.elements
            && a.sections == b.sections && a.guides == b.guides
    }

    /// The number of items in `section` (0 when out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? elements.tables.cellCounts[section] : 0
    }

    /// The position of an element in `elements`, or nil. O(1).
    public func indexOfElement(_ id: ElementID) -> Int? { elements.tables.position(of: id) }

    /// The attributes of one element, or nil when it does not exist. O(1).
    public func attributes(for id: ElementID) -> LayoutAttributes? {
        indexOfElement(id).map { elements[$0] }
    }

    /// Exactly the elements whose frame intersects `rect` (see `Rect.intersects`), in element order.
    /// - Complexity: O(log n + m), where m is the number of elements in the index blocks that the
    ///   rect's extent along the scroll axis meets (in practice the elements near the rect).
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        elementIndices(in: rect).map { elements[$0] }
    }

    /// The positions in `elements` of the elements whose frame intersects `rect`, ascending.
    public func elementIndices(in rect: Rect) -> [Int] {
        // The frames are stored in the index's scan order: the scan reads consecutive frames.
        let index = self.index
        let scan = index.scanRange(from: rect.minMain(scrollDirection), to: rect.maxMain(scrollDirection))
        // The hits are collected in a temporary buffer (on the stack for a viewport) and copied
        // into the array once: `append` costs two uniqueness checks per hit, and
        // `Array(capacity:initializingWith:)` allocates through an unspecialised runtime path that
        // looks the array's type up in a hash table on every call.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: scan.count) { found in
            var count = 0
            elements.storage.withUnsafeBufferPointer { frames in
                if index.isReordered && scan.overlaps(index.grouped) {
                    count = index.order.withUnsafeBufferPointer { order in
                        Self.collectInElementOrder(
                            scan, of: frames, grouped: index.grouped, order: order, meeting: rect, into: found)
                    }
                } else {
                    for k in scan where frames[k].intersects(rect) {
                        found[count] = k
                        count += 1
                    }
                }
            }
            return Array(UnsafeBufferPointer(rebasing: found[..<count]))
        }
    }

    /// Writes to the front of `found`, ascending, the element positions of the scan entries `k` in
    /// `scan` whose frame meets `rect`, and returns how many there are. The entries in `grouped`
    /// are element `order[k - grouped.lowerBound]`, the others element `k`; the positions before
    /// `grouped` are below those in it, and those after above, so only the hits in it are sorted.
    /// - Precondition: `found` has room for `scan.count` positions.
    static func collectInElementOrder(
        _ scan: Range<Int>, of frames: UnsafeBufferPointer<Rect>, grouped: Range<Int>,
        order: UnsafeBufferPointer<Int32>, meeting rect: Rect,
        into found: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        let middle = scan.clamped(to: grouped)
        var count = 0
        for k in scan.lowerBound..<middle.lowerBound where frames[k].intersects(rect) {
            found[count] = k
            count += 1
        }
        let sorted = count
        var low = Int.max
        var high = Int.min
        for k in middle where frames[k].intersects(rect) {
            let p = Int(order[k - grouped.lowerBound])
            found[count] = p
            count += 1
            low = Swift.min(low, p)
            high = Swift.max(high, p)
        }
        sortNearbyPositions(UnsafeMutableBufferPointer(rebasing: found[sorted..<count]), low: low, high: high)
        for k in middle.upperBound..<scan.upperBound where frames[k].intersects(rect) {
            found[count] = k
            count += 1
        }
        return count
    }

    /// Sorts the positions of one query's hits (distinct, each in `low...high`). They come from the
    /// elements near the rect, so they lie within a short span: each is marked in a bitmap over
    /// that span, and the bitmap is read back in order (about 5x faster than `sort()` on the
    /// interleaved runs that grouped elements give; the bitmap is on the stack). Spans wider than
    /// 256 positions per hit are sorted.
    static func sortNearbyPositions(_ positions: UnsafeMutableBufferPointer<Int>, low: Int, high: Int) {
        guard positions.count > 1 else { return }
        let wordCount = (high - low) / 64 + 1
        guard wordCount <= 4 * positions.count else {
            var positions = positions // the buffer's elements are sorted in place
            positions.sort()
            return
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordCount) { words in
            words.initialize(repeating: 0)
            for p in positions {
                let offset = p - low
                words[offset >> 6] |= 1 << UInt64(offset & 63)
            }
            var k = 0
            for w in 0..<wordCount {
                var bits = words[w]
                while bits != 0 {
                    positions[k] = low + w * 64 + bits.trailingZeroBitCount
                    k += 1
                    bits &= bits - 1
                }
            }
        }
    }
}

/// Per-section bookkeeping that turns a position in the element list into an element ID and back.
struct SectionTables: Sendable, Hashable {
    var cellCounts: [Int]
    var flags: [UInt8] // bit 0: has header, bit 1: has footer
    var starts: [Int] = [] // position of each section's first element (filled by finish())

    init(sectionCount: Int) {
        cellCounts = Array(repeating: 0, count: sectionCount)
        flags = Array(repeating: 0, count: sectionCount)
    }

    mutating func finish() {
        starts = []
        starts.reserveCapacity(cellCounts.count)
        var p = 0
        for s in cellCounts.indices {
            starts.append(p)
            p += cellCounts[s] + Int(flags[s] & 1) + Int(flags[s] >> 1 & 1)
        }
    }

    func count(_ s: Int) -> Int { cellCounts[s] + Int(flags[s] & 1) + Int(flags[s] >> 1 & 1) }

    /// The section holding position `i` (binary search over the section starts).
    func section(at i: Int) -> Int {
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let m = (lo + hi + 1) / 2
            if starts[m] <= i { lo = m } else { hi = m - 1 }
        }
        // Empty sections share the next section's start, so the last start <= i is the one holding i.
        return lo
    }

    func id(at i: Int, section s: Int) -> ElementID {
        let offset = i - starts[s]
        let header = Int(flags[s] & 1)
        if offset < header { return .header(s) }
        if offset - header < cellCounts[s] { return .cell(s, offset - header) }
        return .footer(s)
    }

    func position(of id: ElementID) -> Int? {
        let s = id.section
        guard s >= 0, s < cellCounts.count else { return nil }
        switch id.kind {
        case .header:
            return id.item == 0 && flags[s] & 1 != 0 ? starts[s] : nil
        case .cell:
            return id.item >= 0 && id.item < cellCounts[s] ? starts[s] + Int(flags[s] & 1) + id.item : nil
        case .footer:
            return id.item == 0 && flags[s] & 2 != 0 ? starts[s] + Int(flags[s] & 1) + cellCounts[s] : nil
        }
    }
}

/// The elements of a `LayoutResult`, in order, as `LayoutAttributes` (zIndex 0, alpha 1).
/// A random-access collection over compact storage (one frame per element).
public struct ElementList: RandomAccessCollection, Sendable, Equatable {
    /// The frames, in element order or, when the result's index groups the elements by their start
    /// (`AxisIndex`), in that order.
    let storage: [Rect]
    /// Where the frame of element `slotsStart + j` is in `storage`, for the elements the index
    /// grouped; every other element's frame is at its own position. Empty when `storage` is in
    /// element order.
    let slotsStart: Int
    let slots: [Int32]
    let tables: SectionTables

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    public subscript(position: Int) -> LayoutAttributes {
        LayoutAttributes(id: tables.id(at: position, section: tables.section(at: position)), frame: frame(at: position))
    }

    /// The frame of the element at `position`.
    @inline(__always) func frame(at position: Int) -> Rect {
        let j = position &- slotsStart
        return j >= 0 && j < slots.count ? storage[Int(slots[j])] : storage[position]
    }

    /// Iterates without a per-element search for the section.
    public func makeIterator() -> Iterator { Iterator(list: self) }

    public struct Iterator: IteratorProtocol {
        let list: ElementList
        var i = 0
        var s = 0
        public mutating func next() -> LayoutAttributes? {
            guard i < list.storage.count else { return nil }
            while s + 1 < list.tables.starts.count, list.tables.starts[s] + list.tables.count(s) <= i { s += 1 }
            defer { i += 1 }
            return LayoutAttributes(id: list.tables.id(at: i, section: s), frame: list.frame(at: i))
        }
    }

    public static func == (a: ElementList, b: ElementList) -> Bool {
        guard a.tables == b.tables, a.storage.count == b.storage.count else { return false }
        if a.slotsStart == b.slotsStart && a.slots == b.slots { return a.storage == b.storage }
        return a.indices.allSatisfy { a.frame(at: $0) == b.frame(at: $0) }
    }
    /// Whether the list holds exactly these attributes, in order.
    public static func == (a: ElementList, b: [LayoutAttributes]) -> Bool { a.elementsEqual(b) }
    /// Whether the list holds exactly these attributes, in order.
    public static func == (a: [LayoutAttributes], b: ElementList) -> Bool { b.elementsEqual(a) }
}
