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
///
/// A compositional result (`CompositionalLayout`) also keeps a table with each element's kind,
/// item, element kind name and zIndex (`ElementTable`), since its sections hold supplementary and
/// decoration views in any number and order. Its layout-level boundary items have section -1:
/// `sections` holds only the real sections (index 0 up), and `indexOfElement` / `attributes(for:)`
/// find section -1's items by their `ElementID` as any other.
public struct LayoutResult: Sendable, Equatable {
    /// The size of all content: the scrollable area.
    public internal(set) var contentSize: Size
    /// The direction the layout scrolls in.
    public internal(set) var scrollDirection: ScrollDirection
    /// Whether the frames were mirrored right to left (`mirrored()`); scroll effects are applied
    /// in the left-to-right frame and mirrored back (`visibleElements(in:)`).
    public internal(set) var layoutDirection: LayoutDirection
    /// Every element as laid out (no scroll effects applied).
    public internal(set) var elements: ElementList
    /// One entry per section, in order.
    public internal(set) var sections: [SectionGeometry]
    /// The geometry the layout used (insets, indentation, lanes, spacing), for diagrams.
    public internal(set) var guides: [Guide]
    /// The index behind `elements(in:)` (LayoutResult+Query.swift).
    var index: AxisIndex
    /// The display scale the layout was computed for (`LayoutContext.scale`, set by `LayoutBuilder`);
    /// 1 for a result assembled with `init`. Diagrams of the result (`assertLayoutSnapshot`) are
    /// drawn at this scale unless told otherwise. Not compared by `==`.
    public var scale: Double = 1
    /// The name of the kind that made the result (`"grid"`, `CollectionLayout.kindName`); nil for a
    /// result assembled with `init`. Diagrams and snapshots name the layout with it. Not compared by `==`.
    public var kindName: String?

    /// Assembles a result from elements in the documented order. Prefer `LayoutBuilder`.
    /// - Precondition: `elements` are ordered by section (header, cells by item, footer) and
    ///   `sections` covers every section mentioned by an element; no supplementary or decoration
    ///   views (only `CompositionalLayout` makes results with them).
    public init(
        contentSize: Size, scrollDirection: ScrollDirection, elements: [LayoutAttributes],
        sections: [SectionGeometry], guides: [Guide] = [], layoutDirection: LayoutDirection = .leftToRight
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
                precondition(cellsSeen == 0 && tables.flags[s].isEmpty, "a section's header comes first")
                tables.flags[s].insert(.hasHeader)
            case .cell:
                precondition(
                    e.id.item == cellsSeen && !tables.flags[s].contains(.hasFooter),
                    "cells of a section must be in item order, before the footer")
                cellsSeen += 1
                tables.cellCounts[s] = cellsSeen
            case .footer:
                precondition(!tables.flags[s].contains(.hasFooter), "one footer per section")
                tables.flags[s].insert(.hasFooter)
            case .supplementary, .decoration:
                preconditionFailure("LayoutResult(elements:): \(e.id) needs a compositional layout's table")
            }
        }
        let frames = elements.map(\.frame)
        let index = AxisIndex.Builder(direction: scrollDirection, capacity: frames.count)
        self.init(
            contentSize: contentSize, scrollDirection: scrollDirection,
            frames: frames, tables: tables, sections: sections, guides: guides, index: index,
            layoutDirection: layoutDirection)
    }

    /// `frames` are the elements' frames in element order; when the index groups some of them by
    /// their start, they are reordered in place (no copy when the array is not shared).
    init(
        contentSize: Size, scrollDirection: ScrollDirection, frames: consuming [Rect], tables: SectionTables,
        sections: [SectionGeometry], guides: [Guide], index: consuming AxisIndex.Builder,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        var tables = tables
        tables.finish()
        var stored = consume frames
        var index = (consume index).finish(&stored)
        var sections = sections
        var guides = guides
        if layoutDirection == .rightToLeft {
            // In place: the frames are not shared yet.
            Self.mirror(
                &stored, &index, &sections, &guides, width: contentSize.width, direction: scrollDirection)
        }
        self.init(
            contentSize: contentSize, scrollDirection: scrollDirection,
            elements: ElementList(
                storage: stored, slotsStart: index.grouped.lowerBound, slots: index.slots, tables: tables),
            sections: sections, guides: guides, index: index, layoutDirection: layoutDirection)
    }

    /// Assembles a result from its finished parts (`transposed()`, `mirrored()`).
    init(
        contentSize: Size, scrollDirection: ScrollDirection, elements: ElementList, sections: [SectionGeometry],
        guides: [Guide], index: AxisIndex, layoutDirection: LayoutDirection
    ) {
        self.contentSize = contentSize
        self.scrollDirection = scrollDirection
        self.layoutDirection = layoutDirection
        self.elements = elements
        self.sections = sections
        self.guides = guides
        self.index = index
    }

    public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
        a.contentSize == b.contentSize && a.scrollDirection == b.scrollDirection
            && a.layoutDirection == b.layoutDirection && a.elements == b.elements
            && a.sections == b.sections && a.guides == b.guides
    }

    /// Whether the result has supplementary or decoration views besides cells, headers and
    /// footers (a compositional layout's table of elements); false for every other kind.
    public var hasSupplementaryOrDecorationViews: Bool { elements.extra != nil }

    /// The element kind name (UIKit's element kind string, `"badge"`, `"background"`) of a
    /// supplementary or decoration view of this result, or nil (cells, headers, footers, and ids
    /// the result does not know).
    public func elementKind(of id: ElementID) -> String? {
        id.elementKindCode == 0 ? nil : elements.extra?.name(ofCode: id.elementKindCode)
    }

    /// `id.description(elementKind:)` with this result's name for it: `supplementary badge 0.3`.
    public func describe(_ id: ElementID) -> String { id.description(elementKind: elementKind(of: id)) }

    /// `attributes.description(elementKind:)` with this result's name for its element.
    public func describe(_ attributes: LayoutAttributes) -> String {
        attributes.description(elementKind: elementKind(of: attributes.id))
    }

    /// The number of items in `section` (0 when out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        guard sections.indices.contains(section) else { return 0 }
        if let extra = elements.extra { return extra.cellCount(section) }
        return elements.tables.cellCounts[section]
    }

    /// The position of an element in `elements`, or nil. O(1).
    public func indexOfElement(_ id: ElementID) -> Int? {
        if let extra = elements.extra { return extra.position(of: id) }
        return elements.tables.position(of: id)
    }

    /// The attributes of one element, or nil when it does not exist. O(1).
    public func attributes(for id: ElementID) -> LayoutAttributes? {
        indexOfElement(id).map { elements[$0] }
    }
}
