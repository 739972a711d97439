/// Per-section bookkeeping that turns a position in the element list into an element ID and back.
struct SectionTables: Sendable, Hashable {
    /// The number of cells of each section.
    var cellCounts: [Int]
    /// Whether each section has a header and a footer.
    var flags: [SectionFlags]
    /// The position of each section's first element (filled by `finish()`).
    var starts: [Int] = []

    init(sectionCount: Int) {
        cellCounts = Array(repeating: 0, count: sectionCount)
        flags = Array(repeating: [], count: sectionCount)
    }

    mutating func finish() {
        starts = []
        starts.reserveCapacity(cellCounts.count)
        var p = 0
        for s in cellCounts.indices {
            starts.append(p)
            p += count(s)
        }
    }

    /// The number of elements of section `s`.
    func count(_ s: Int) -> Int { cellCounts[s] + flags[s].supplementaryCount }

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
        let header = flags[s].headerCount
        if offset < header { return .header(s) }
        if offset - header < cellCounts[s] { return .cell(s, offset - header) }
        return .footer(s)
    }

    func position(of id: ElementID) -> Int? {
        let s = id.section
        guard s >= 0, s < cellCounts.count else { return nil }
        switch id.kind {
        case .supplementary, .decoration: return nil
        case .header:
            return id.item == 0 && flags[s].contains(.hasHeader) ? starts[s] : nil
        case .cell:
            return id.item >= 0 && id.item < cellCounts[s] ? starts[s] + flags[s].headerCount + id.item : nil
        case .footer:
            return id.item == 0 && flags[s].contains(.hasFooter)
                ? starts[s] + flags[s].headerCount + cellCounts[s] : nil
        }
    }
}

/// What a section has besides its cells: one byte per section.
struct SectionFlags: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let hasHeader = SectionFlags(rawValue: 1 << 0)
    static let hasFooter = SectionFlags(rawValue: 1 << 1)

    /// 1 when the section has a header, else 0 (the header comes before the cells).
    @inline(__always) var headerCount: Int { Int(rawValue & 1) }
    /// 1 when the section has a footer, else 0.
    @inline(__always) var footerCount: Int { Int(rawValue >> 1 & 1) }
    /// The number of supplementary elements, header and footer.
    @inline(__always) var supplementaryCount: Int { headerCount + footerCount }
}

/// The elements of a `LayoutResult`, in order, as `LayoutAttributes` (zIndex 0, alpha 1).
/// A random-access collection over compact storage (one frame per element).
public struct ElementList: RandomAccessCollection, Sendable, Equatable {
    /// The frames, in element order or, when the result's index groups the elements by their start
    /// (`AxisIndex`), in that order.
    var storage: [Rect]
    /// Where the frame of element `slotsStart + j` is in `storage`, for the elements the index
    /// grouped; every other element's frame is at its own position. Empty when `storage` is in
    /// element order.
    let slotsStart: Int
    let slots: [Int32]
    let tables: SectionTables
    /// The elements' identities by position when `tables` cannot tell them (a compositional
    /// layout's supplementary and decoration views); nil for every other kind.
    var extra: ElementTable? = nil

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    public subscript(position: Int) -> LayoutAttributes {
        if _slowPath(extra != nil) { return tableAttributes(at: position) }
        return LayoutAttributes(
            id: tables.id(at: position, section: tables.section(at: position)), frame: frame(at: position))
    }

    /// The attributes of the element at `position` from `extra` (kept out of the other kinds' path).
    @inline(never) func tableAttributes(at position: Int) -> LayoutAttributes {
        let table = extra!
        return table.attributes(at: position, section: table.section(at: position), frame: frame(at: position))
    }

    /// The attributes of the element at `position` from `extra`, its section found walking on from
    /// `cursor` (the iterator's).
    @inline(never) func tableAttributes(at position: Int, cursor: inout Int) -> LayoutAttributes {
        let table = extra!
        let section = table.section(at: position, cursor: &cursor)
        return table.attributes(at: position, section: section, frame: frame(at: position))
    }

    /// The frame of the element at `position`.
    @inline(__always) func frame(at position: Int) -> Rect { storage[storageIndex(of: position)] }

    /// Where the frame of the element at `position` is in `storage`.
    @inline(__always) func storageIndex(of position: Int) -> Int {
        let j = position &- slotsStart
        return j >= 0 && j < slots.count ? Int(slots[j]) : position
    }

    /// Iterates without a per-element search for the section.
    public func makeIterator() -> Iterator { Iterator(list: self) }

    public struct Iterator: IteratorProtocol {
        let list: ElementList
        var i = 0
        var s = 0
        public mutating func next() -> LayoutAttributes? {
            guard i < list.storage.count else { return nil }
            if _slowPath(list.extra != nil) {
                defer { i += 1 }
                return list.tableAttributes(at: i, cursor: &s)
            }
            while s + 1 < list.tables.starts.count, list.tables.starts[s] + list.tables.count(s) <= i { s += 1 }
            defer { i += 1 }
            return LayoutAttributes(id: list.tables.id(at: i, section: s), frame: list.frame(at: i))
        }
    }

    public static func == (a: ElementList, b: ElementList) -> Bool {
        guard a.tables == b.tables, a.extra == b.extra, a.storage.count == b.storage.count else { return false }
        if a.slotsStart == b.slotsStart && a.slots == b.slots { return a.storage == b.storage }
        return a.indices.allSatisfy { a.frame(at: $0) == b.frame(at: $0) }
    }
    /// Whether the list holds exactly these attributes, in order.
    public static func == (a: ElementList, b: [LayoutAttributes]) -> Bool { a.elementsEqual(b) }
    /// Whether the list holds exactly these attributes, in order.
    public static func == (a: [LayoutAttributes], b: ElementList) -> Bool { b.elementsEqual(a) }
}
