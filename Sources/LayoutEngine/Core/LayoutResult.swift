/// A computed layout: an immutable value holding the content size and every element's attributes.
///
/// `elements` are ordered by section; within a section the header, then the cells by item, then the
/// footer. Lookups by index path are O(1); `elements(in:)` is O(log n + k) through an index along the
/// scroll axis built once, when the result is made.
public struct LayoutResult: Sendable, Equatable {
    public let contentSize: Size
    public let scrollDirection: ScrollDirection
    /// Every element as laid out (no scroll effects applied).
    public let elements: [LayoutAttributes]
    /// One entry per section, in order.
    public let sections: [SectionGeometry]
    /// The geometry the layout used (insets, indentation, lanes, spacing), for diagrams.
    public let guides: [Guide]

    // O(1) lookup: where each section's elements start in `elements`.
    private let sectionStarts: [Int]      // index of the section's first element
    private let sectionCellStarts: [Int]  // index of the section's first cell
    private let sectionCellCounts: [Int]
    private let sectionFlags: [UInt8]     // bit 0: has header, bit 1: has footer
    private let index: AxisIndex

    /// Assembles a result. Prefer `LayoutBuilder`, which keeps the element order.
    /// - Precondition: `elements` are in the documented order and `sections` covers every section
    ///   mentioned by an element.
    public init(contentSize: Size, scrollDirection: ScrollDirection, elements: [LayoutAttributes],
                sections: [SectionGeometry], guides: [Guide] = []) {
        self.contentSize = contentSize
        self.scrollDirection = scrollDirection
        self.elements = elements
        self.sections = sections
        self.guides = guides
        var starts = [Int](repeating: elements.count, count: sections.count)
        var cellStarts = [Int](repeating: elements.count, count: sections.count)
        var cellCounts = [Int](repeating: 0, count: sections.count)
        var flags = [UInt8](repeating: 0, count: sections.count)
        var previous = -1
        for (i, e) in elements.enumerated() {
            let s = e.id.section
            precondition(s >= previous && s < sections.count, "LayoutResult elements must be ordered by section and match `sections`")
            if s != previous { starts[s] = i; previous = s }
            switch e.id.kind {
            case .header: flags[s] |= 1
            case .footer: flags[s] |= 2
            case .cell:
                if cellCounts[s] == 0 { cellStarts[s] = i }
                precondition(e.id.item == cellCounts[s], "cells of a section must be in item order")
                cellCounts[s] += 1
            }
        }
        self.sectionStarts = starts
        self.sectionCellStarts = cellStarts
        self.sectionCellCounts = cellCounts
        self.sectionFlags = flags
        self.index = AxisIndex(elements.map(\.frame), scrollDirection)
    }

    public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
        a.contentSize == b.contentSize && a.scrollDirection == b.scrollDirection && a.elements == b.elements
            && a.sections == b.sections && a.guides == b.guides
    }

    /// The number of items in `section` (0 when out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sectionCellCounts[section] : 0
    }

    /// The position of an element in `elements`, or nil. O(1).
    public func indexOfElement(_ id: ElementID) -> Int? {
        guard sections.indices.contains(id.section) else { return nil }
        let s = id.section
        switch id.kind {
        case .cell:
            guard id.item >= 0, id.item < sectionCellCounts[s] else { return nil }
            return sectionCellStarts[s] + id.item
        case .header:
            guard id.item == 0, sectionFlags[s] & 1 != 0 else { return nil }
            return sectionStarts[s]
        case .footer:
            guard id.item == 0, sectionFlags[s] & 2 != 0 else { return nil }
            return sectionStarts[s] + Int(sectionFlags[s] & 1) + sectionCellCounts[s]
        }
    }

    /// The attributes of one element, or nil when it does not exist. O(1).
    public func attributes(for id: ElementID) -> LayoutAttributes? {
        indexOfElement(id).map { elements[$0] }
    }
    public func attributes(forCellAt section: Int, _ item: Int) -> LayoutAttributes? {
        attributes(for: .cell(section, item))
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
        var hits = index.candidates(rect).filter { elements[$0].frame.intersects(rect) }
        hits.sort()
        return hits
    }
}

/// Frames sorted by their start along the scroll axis, with a running maximum of their ends: the
/// elements that can intersect [a, b) are those after the first whose running end passes a and
/// before the first whose start reaches b. Built once, O(n log n); queries are two binary searches.
struct AxisIndex: Sendable {
    let order: [Int32]     // element positions sorted by start
    let starts: [Double]   // sorted starts
    let runningEnd: [Double]  // max end of order[0...i]
    let direction: ScrollDirection

    init(_ frames: [Rect], _ direction: ScrollDirection) {
        self.direction = direction
        let order = frames.indices.sorted { frames[$0].minMain(direction) < frames[$1].minMain(direction)
            || frames[$0].minMain(direction) == frames[$1].minMain(direction) && $0 < $1 }
        self.order = order.map { Int32($0) }
        self.starts = order.map { frames[$0].minMain(direction) }
        var running = -Double.infinity
        self.runningEnd = order.map { running = Swift.max(running, frames[$0].maxMain(direction)); return running }
    }

    /// Positions of elements whose main-axis span may meet the rect's (a superset; callers filter).
    func candidates(_ rect: Rect) -> [Int] {
        let a = rect.minMain(direction), b = rect.maxMain(direction)
        // first i with runningEnd[i] > a  (runningEnd is non-decreasing)
        var lo = 0, hi = runningEnd.count
        while lo < hi { let m = (lo + hi) / 2; if runningEnd[m] > a { hi = m } else { lo = m + 1 } }
        let first = lo
        // first j with starts[j] >= b (for zero-length rects, b == a: nothing starts before a and ends after it unless it straddles)
        lo = first; hi = starts.count
        while lo < hi { let m = (lo + hi) / 2; if starts[m] < b { lo = m + 1 } else { hi = m } }
        var end = lo
        // a zero-length element starting exactly at a zero-length query cannot intersect; nothing to add.
        if end < first { end = first }
        return (first..<end).map { Int(order[$0]) }
    }
}
