/// A computed layout: an immutable value holding the content size and every element's attributes.
///
/// `elements` are ordered by section; within a section the header, then the cells by item, then the
/// footer. Lookups by index path are O(1); `elements(in:)` is O(log n + k) through an index along the
/// scroll axis built once, when the result is made.
///
/// Storage is compact (about 52 bytes per element with the index): only frames are stored per
/// element; kinds and index paths follow from the per-section tables, and zIndex/alpha are 0/1
/// until scroll effects are applied by `visibleElements(in:)`.
public struct LayoutResult: Sendable, Equatable {
    public let contentSize: Size
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
    public init(contentSize: Size, scrollDirection: ScrollDirection, elements: [LayoutAttributes],
                sections: [SectionGeometry], guides: [Guide] = []) {
        var tables = SectionTables(sectionCount: sections.count)
        var previous = -1
        var cellsSeen = 0
        for e in elements {
            let s = e.id.section
            precondition(s >= previous && s < sections.count, "LayoutResult elements must be ordered by section and match `sections`")
            if s != previous { previous = s; cellsSeen = 0 }
            switch e.id.kind {
            case .header:
                precondition(cellsSeen == 0 && tables.flags[s] == 0, "a section's header comes first")
                tables.flags[s] |= 1
            case .cell:
                precondition(e.id.item == cellsSeen && tables.flags[s] & 2 == 0, "cells of a section must be in item order, before the footer")
                cellsSeen += 1
                tables.cellCounts[s] = cellsSeen
            case .footer:
                precondition(tables.flags[s] & 2 == 0, "one footer per section")
                tables.flags[s] |= 2
            }
        }
        self.init(contentSize: contentSize, scrollDirection: scrollDirection,
                  frames: elements.map(\.frame), tables: tables, sections: sections, guides: guides)
    }

    init(contentSize: Size, scrollDirection: ScrollDirection, frames: [Rect], tables: SectionTables,
         sections: [SectionGeometry], guides: [Guide]) {
        var tables = tables
        tables.finish()
        self.contentSize = contentSize
        self.scrollDirection = scrollDirection
        self.elements = ElementList(frames: frames, tables: tables)
        self.sections = sections
        self.guides = guides
        self.index = AxisIndex(frames, scrollDirection)
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
    /// - Complexity: O(log n + m), where m is the number of elements whose extent along the scroll
    ///   axis starts before the rect's end and whose running maximum end reaches into it (in practice
    ///   the elements near the rect).
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        elementIndices(in: rect).map { elements[$0] }
    }

    /// The positions in `elements` of the elements whose frame intersects `rect`, ascending.
    public func elementIndices(in rect: Rect) -> [Int] {
        var hits = index.candidates(rect).filter { elements.frames[$0].intersects(rect) }
        hits.sort()
        return hits
    }
}

/// Per-section bookkeeping that turns a position in the element list into an element ID and back.
struct SectionTables: Sendable, Hashable {
    var cellCounts: [Int]
    var flags: [UInt8]          // bit 0: has header, bit 1: has footer
    var starts: [Int] = []      // position of each section's first element (filled by finish())

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
        var lo = 0, hi = starts.count - 1
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
    let frames: [Rect]
    let tables: SectionTables

    public var startIndex: Int { 0 }
    public var endIndex: Int { frames.count }
    public subscript(position: Int) -> LayoutAttributes {
        LayoutAttributes(id: tables.id(at: position, section: tables.section(at: position)), frame: frames[position])
    }

    /// Iterates without a per-element search for the section.
    public func makeIterator() -> Iterator { Iterator(list: self) }

    public struct Iterator: IteratorProtocol {
        let list: ElementList
        var i = 0
        var s = 0
        public mutating func next() -> LayoutAttributes? {
            guard i < list.frames.count else { return nil }
            while s + 1 < list.tables.starts.count, list.tables.starts[s] + list.tables.count(s) <= i { s += 1 }
            defer { i += 1 }
            return LayoutAttributes(id: list.tables.id(at: i, section: s), frame: list.frames[i])
        }
    }

    public static func == (a: ElementList, b: ElementList) -> Bool { a.frames == b.frames && a.tables == b.tables }
    public static func == (a: ElementList, b: [LayoutAttributes]) -> Bool { a.elementsEqual(b) }
    public static func == (a: [LayoutAttributes], b: ElementList) -> Bool { b.elementsEqual(a) }
}

/// Frames sorted by their start along the scroll axis, with a running maximum of their ends: the
/// elements that can intersect [a, b) are those after the first whose running end passes a and
/// before the first whose start reaches b. Built once, O(n log n); queries are two binary searches.
struct AxisIndex: Sendable {
    let order: [Int32]        // element positions sorted by start; empty when elements already are
    let starts: [Double]      // sorted starts
    let runningEnd: [Double]  // max end of order[0...i]
    let direction: ScrollDirection

    init(_ frames: [Rect], _ direction: ScrollDirection) {
        self.direction = direction
        let n = frames.count
        let vertical = direction == .vertical
        // Layouts emit elements mostly in scroll order: one pass fills starts and running ends in
        // element order and notices whether that order is already sorted.
        var sorted = true
        var starts = [Double](unsafeUninitializedCapacity: n) { buffer, count in
            frames.withUnsafeBufferPointer { f in
                var previous = -Double.infinity
                for i in 0..<n {
                    let v = vertical ? f[i].origin.y : f[i].origin.x
                    if v < previous { sorted = false }
                    previous = v
                    buffer[i] = v
                }
            }
            count = n
        }
        var order: [Int32] = []
        if !sorted {
            order = (0..<Int32(n)).sorted { starts[Int($0)] < starts[Int($1)] || starts[Int($0)] == starts[Int($1)] && $0 < $1 }
            starts = order.map { starts[Int($0)] }
        }
        let ordered = order
        self.runningEnd = [Double](unsafeUninitializedCapacity: n) { buffer, count in
            frames.withUnsafeBufferPointer { f in
                var running = -Double.infinity
                for i in 0..<n {
                    let r = f[sorted ? i : Int(ordered[i])]
                    let end = vertical ? r.origin.y + r.size.height : r.origin.x + r.size.width
                    if end > running { running = end }
                    buffer[i] = running
                }
            }
            count = n
        }
        self.starts = starts
        self.order = order
    }

    /// The element position of the i-th entry in start order.
    @inline(__always) func position(_ i: Int) -> Int { order.isEmpty ? i : Int(order[i]) }

    /// Positions of elements whose main-axis span may meet the rect's (a superset; callers filter).
    func candidates(_ rect: Rect) -> [Int] {
        let a = rect.minMain(direction), b = rect.maxMain(direction)
        // first i with runningEnd[i] > a (runningEnd is non-decreasing)
        var lo = 0, hi = runningEnd.count
        while lo < hi { let m = (lo + hi) / 2; if runningEnd[m] > a { hi = m } else { lo = m + 1 } }
        let first = lo
        // first j >= first with starts[j] >= b
        lo = first; hi = starts.count
        while lo < hi { let m = (lo + hi) / 2; if starts[m] < b { lo = m + 1 } else { hi = m } }
        return (first..<max(first, lo)).map(position)
    }
}
