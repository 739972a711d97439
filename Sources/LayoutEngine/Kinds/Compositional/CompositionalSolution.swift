/// What an element of a compositional layout is (R18).
public enum CompositionalElementCategory: UInt8, Hashable, Sendable, CaseIterable {
    /// A cell (an item).
    case cell
    /// A header, footer or other view on a section's or the layout's edge (R10).
    case boundarySupplementary
    /// A view attached to a cell or group, such as a badge (R12).
    case itemSupplementary
    /// A view behind a section (R13).
    case decoration
}

/// One laid-out element of a compositional layout: 48 bytes (the frame, then item, zIndex, its
/// kind's index in `CompositionalSolution.elementKinds`, its category and its section). The
/// solution stores the frame and an 8-byte entry (`CompositionalEntry`) in two arrays, which the
/// layout's result takes over as they are; the section is told by the sections' element ranges.
public struct CompositionalElement: Hashable, Sendable {
    /// The frame in content coordinates, exact (D1).
    public var frame: Rect
    private let item32: Int32
    private let zIndex32: Int32
    /// The index of its `elementKind` in `CompositionalSolution.elementKinds` (0 is `"cell"`).
    public let kindIndex: UInt16
    /// Cell, boundary supplementary, item supplementary or decoration.
    public let category: CompositionalElementCategory
    private let section32: Int32

    /// An element from its parts.
    public init(
        category: CompositionalElementCategory, kindIndex: UInt16, section: Int, item: Int, frame: Rect, zIndex: Int
    ) {
        self.frame = frame
        self.item32 = Int32(truncatingIfNeeded: item)
        self.zIndex32 = Int32(truncatingIfNeeded: zIndex)
        self.kindIndex = kindIndex
        self.category = category
        self.section32 = Int32(truncatingIfNeeded: section)
    }
    /// The element at `position` from its frame, entry, the solution's wide entries and section.
    @inline(__always) init(
        frame: Rect, entry: CompositionalEntry, position: Int, wide: [CompositionalWideEntry], section: Int
    ) {
        self.frame = frame
        item32 = entry.item
        let w = entry.isWide ? wide.entry(at: position) : nil
        zIndex32 = w?.zIndex ?? Int32(entry.zIndex)
        kindIndex = w?.kindIndex ?? UInt16(entry.kindIndex)
        category = entry.category
        section32 = Int32(truncatingIfNeeded: section)
    }
    /// The section, or -1 for the layout's own boundary items (R15).
    public var section: Int { Int(section32) }
    /// A cell's item; an item supplementary's cell; a decoration's index in `decorationItems`; a
    /// boundary item's index in `boundarySupplementaryItems`, or 0 for `header` and `footer` kinds.
    public var item: Int { Int(item32) }
    /// The stacking order (D14).
    public var zIndex: Int { Int(zIndex32) }
}

/// An element's identity and stacking without its frame and section: 8 bytes (item, zIndex, kind
/// name index, category), kept per element by the solution and by the result (`ElementTable`).
/// The section is the one whose element range holds the position (binary search, or a cursor
/// when walking in order); positions outside every section's range are the layout's own items.
/// A zIndex past 16 bits or a kind index past 254 is kept in a `CompositionalWideEntry` instead
/// (the entry then says `isWide`).
@usableFromInline struct CompositionalEntry: Hashable, Sendable {
    /// `CompositionalElement.item`.
    @usableFromInline var item: Int32
    /// The zIndex (D14), unless `isWide`.
    @usableFromInline var zIndex: Int16
    /// The index of the element's kind name in `CompositionalSolution.elementKinds`, or
    /// `UInt8.max` when the zIndex and kind index are in the wide entries.
    @usableFromInline var kindIndex: UInt8
    /// Cell, boundary supplementary, item supplementary or decoration.
    @usableFromInline var category: CompositionalElementCategory

    /// Whether the zIndex and kind index are in the wide entries.
    @inline(__always) var isWide: Bool { kindIndex == .max }

    /// An entry that holds its zIndex and kind index (`fits(zIndex:kindIndex:)`).
    @inline(__always) init(item: Int32, zIndex: Int16, kindIndex: UInt8, category: CompositionalElementCategory) {
        self.item = item
        self.zIndex = zIndex
        self.kindIndex = kindIndex
        self.category = category
    }

    /// Whether an entry holds `zIndex` and `kindIndex` itself (else they go to the wide entries).
    @inline(__always) static func fits(zIndex: Int32, kindIndex: UInt16) -> Bool {
        kindIndex < UInt8.max && Int32(Int16(truncatingIfNeeded: zIndex)) == zIndex
    }

    /// The entry of the element at `position`; its zIndex and kind index go to `wide` when they
    /// do not fit.
    @inline(__always) init(
        item: Int32, zIndex: Int32, kindIndex: UInt16, category: CompositionalElementCategory, position: Int,
        wide: inout [CompositionalWideEntry]
    ) {
        self.item = item
        self.category = category
        if _fastPath(Self.fits(zIndex: zIndex, kindIndex: kindIndex)) {
            self.zIndex = Int16(truncatingIfNeeded: zIndex)
            self.kindIndex = UInt8(truncatingIfNeeded: kindIndex)
        } else {
            self.zIndex = 0
            self.kindIndex = .max
            wide.append(
                CompositionalWideEntry(
                    position: Int32(truncatingIfNeeded: position), zIndex: zIndex, kindIndex: kindIndex))
        }
    }

    /// The zIndex of this entry, the element at `position`.
    @inline(__always) func zIndex(at position: Int, wide: [CompositionalWideEntry]) -> Int {
        isWide ? Int(wide.entry(at: position)?.zIndex ?? 0) : Int(zIndex)
    }
    /// The kind index of this entry, the element at `position`.
    @inline(__always) func kindIndex(at position: Int, wide: [CompositionalWideEntry]) -> Int {
        isWide ? Int(wide.entry(at: position)?.kindIndex ?? 0) : Int(kindIndex)
    }
}

/// The zIndex and kind index of an element whose entry cannot hold them (a zIndex past 16 bits,
/// a kind index past 254), kept in position order.
@usableFromInline struct CompositionalWideEntry: Hashable, Sendable {
    /// The element's position.
    @usableFromInline var position: Int32
    /// Its zIndex.
    @usableFromInline var zIndex: Int32
    /// Its kind index.
    @usableFromInline var kindIndex: UInt16
}

extension [CompositionalWideEntry] {
    /// The wide entry of the element at `position` (binary search), or nil.
    func entry(at position: Int) -> CompositionalWideEntry? {
        var lo = 0
        var hi = count
        while lo < hi {
            let m = (lo + hi) / 2
            if Int(self[m].position) < position { lo = m + 1 } else { hi = m }
        }
        return lo < count && Int(self[lo].position) == position ? self[lo] : nil
    }
}

/// Which band a pinned boundary item belongs to (D17).
public enum CompositionalBand: UInt8, Hashable, Sendable {
    /// Before the content along the main axis (a header).
    case start
    /// After the content (a footer).
    case end
}

/// A boundary item with `pinToVisibleBounds`: where it may move along the main axis (D17).
/// Positions are in the left-to-right frame.
public struct CompositionalPin: Hashable, Sendable {
    /// Its index in `CompositionalSolution.elements`.
    public var element: Int
    /// Start band (stays below the viewport's start) or end band (above its end).
    public var band: CompositionalBand
    /// Where its section (bands included; the whole content for layout-level items) starts.
    public var limitStart: Double
    /// Where its section ends.
    public var limitEnd: Double
    /// A pin from its parts.
    public init(element: Int, band: CompositionalBand, limitStart: Double, limitEnd: Double) {
        self.element = element
        self.band = band
        self.limitStart = limitStart
        self.limitEnd = limitEnd
    }
}

/// An orthogonally scrolling section's scroll state (R14, D15, D16).
public struct CompositionalOrthogonalExtent: Hashable, Sendable {
    /// The behaviour (never `.none`).
    public var behavior: CompositionalOrthogonalScrolling
    /// The resting offset across the main axis, clamped (D16).
    public var offset: Double
    /// The length of the scrolled content across the main axis, insets and D15 spaces included.
    public var contentLength: Double
    /// The section's visible length across the main axis (the container's).
    public var visibleLength: Double
    /// A scroll state from its parts.
    public init(
        behavior: CompositionalOrthogonalScrolling, offset: Double, contentLength: Double, visibleLength: Double
    ) {
        self.behavior = behavior
        self.offset = offset
        self.contentLength = contentLength
        self.visibleLength = visibleLength
    }
}

/// One section's place in the result.
public struct CompositionalSectionExtent: Hashable, Sendable {
    /// The section's box: its whole main-axis extent (bands and insets included) by the container's
    /// cross extent.
    public var frame: Rect
    /// Its elements' positions in `CompositionalSolution.elements`.
    public var elements: Range<Int>
    /// Its scroll state when it scrolls orthogonally, else nil.
    public var orthogonal: CompositionalOrthogonalExtent?
    /// Main-axis range that holds every element of the section at rest and pinned (left to right).
    var queryStart: Double
    var queryEnd: Double
    /// Its cells and item supplementaries in `elements`.
    var cells: Range<Int>
    /// Its group instances in `CompositionalSolution.instanceStarts` (empty when orthogonal).
    var instances: Range<Int>
    /// How far its cells and badges start before, and end after, their group instance's start.
    var reachBefore: Double
    var reachAfter: Double
}

/// What diagrams draw besides the elements.
public struct CompositionalGuides: Hashable, Sendable {
    /// One group instance (or nested group) frame.
    public struct GroupFrame: Hashable, Sendable {
        /// The section.
        public var section: Int
        /// 0 for a section's group, 1 for a group nested in it, ...
        public var depth: Int
        /// Its frame (at orthogonal offset 0).
        public var frame: Rect
    }
    /// One cell's slot: the space it was given before its contentInsets.
    public struct Slot: Hashable, Sendable {
        /// The section.
        public var section: Int
        /// The cell's item.
        public var item: Int
        /// The slot (its cell is the slot inset by the item's contentInsets).
        public var frame: Rect
    }
    /// One section's insets: `outer` is the section's box between its boundary bands, `inner` the
    /// box its groups are placed in, after its contentInsets (and reference insets across, R17).
    public struct SectionInsets: Hashable, Sendable {
        /// The section.
        public var section: Int
        /// The box between the bands, across the whole container.
        public var outer: Rect
        /// The box after the insets.
        public var inner: Rect
    }
    /// Every section's insets, in section order.
    public var sectionInsets: [SectionInsets] = []
    /// Every group instance, outer groups before the groups nested in them.
    public var groups: [GroupFrame] = []
    /// Every cell's slot, in item order.
    public var slots: [Slot] = []
}

/// A solved compositional layout: content size and elements in D21 order, at orthogonal offset 0
/// and unpinned; `visibleElements(at:)` applies pinning and orthogonal offsets.
public struct CompositionalSolution: Hashable, Sendable {
    /// The scrollable size (R18).
    public var contentSize: Size
    /// The container (viewport) size.
    public var containerSize: Size
    /// The layout's scroll direction.
    public var scrollDirection: ScrollDirection
    /// Left to right, or mirrored right to left (D23).
    public var layoutDirection: LayoutDirection
    /// Every element (D21 order), made from `frames` and the entries.
    public var elements: [CompositionalElement] {
        var s = 0
        return frames.indices.map { i in
            while s < sections.count, sections[s].elements.upperBound <= i { s += 1 }
            let section = s < sections.count && sections[s].elements.lowerBound <= i ? s : -1
            return CompositionalElement(
                frame: frames[i], entry: entryTable.entry(at: i, section: section), position: i, wide: wideEntries,
                section: section)
        }
    }
    /// Every element's frame (D21 order).
    var frames: [Rect]
    /// Every element's identity and stacking, by position, and every cell's position.
    var entryTable: CompositionalEntryTable
    /// The zIndex and kind index of the entries that cannot hold them, in position order.
    var wideEntries: [CompositionalWideEntry] = []
    /// Element kind names by `CompositionalElement.kindIndex`; index 0 is `"cell"`.
    public var elementKinds: [String]
    /// One entry per section.
    public var sections: [CompositionalSectionExtent]
    /// The layout-level boundary items before the sections.
    public var layoutStartElements: Range<Int>
    /// The layout-level boundary items after the sections.
    public var layoutEndElements: Range<Int>
    /// Every pinned boundary item, in element order.
    public var pins: [CompositionalPin]
    /// Group frames and slots, when asked for.
    public var guides: CompositionalGuides?
    /// Each stacked group instance's start along the main axis (left to right) and first element.
    var instanceStarts: [Double]
    var instanceFirstElements: [Int32]
    /// Whether the solver saw every frame it wrote finite, far edges included
    /// (`CompositionalLayout.checkFinite` then reads none).
    var framesAreFinite = false

    /// The `elementKind` of `element`.
    public func elementKind(of element: CompositionalElement) -> String { elementKinds[Int(element.kindIndex)] }

    /// The section holding the element at `position`, or -1 for the layout's own items (binary
    /// search over the sections' element ranges: the first that ends after `position`).
    func section(at position: Int) -> Int {
        var lo = 0
        var hi = sections.count
        while lo < hi {
            let m = (lo + hi) / 2
            if sections[m].elements.upperBound <= position { lo = m + 1 } else { hi = m }
        }
        return lo < sections.count && sections[lo].elements.lowerBound <= position ? lo : -1
    }

    /// The element at `position`, of `section`.
    @inline(__always) func element(at position: Int, section: Int) -> CompositionalElement {
        CompositionalElement(
            frame: frames[position], entry: entryTable.entry(at: position, section: section), position: position,
            wide: wideEntries, section: section)
    }

    /// The elements visible with the viewport's origin at `contentOffset`, in D21 order: pinned items
    /// moved (D17), orthogonal sections' cells and badges moved by their offsets (D16), kept when
    /// their frame shares area with the viewport (R18). Right to left, the viewport is mirrored for
    /// the pinning and the frames mirrored back (D23); the test itself uses the stored frames and
    /// the viewport as given, which is the same test mirrored.
    public func visibleElements(at contentOffset: Point) -> [CompositionalElement] {
        let d = scrollDirection
        let mirrorWidth = layoutDirection == .rightToLeft ? contentSize.width : nil
        let rawViewport = Rect(origin: contentOffset, size: containerSize)
        let viewport = mirrorWidth.map { rawViewport.applying(.mirror(width: $0)) } ?? rawViewport
        let vStart = viewport.minMain(d)
        let vEnd = viewport.maxMain(d)
        var out: [CompositionalElement] = []
        var pinCursor = 0
        func consider(_ range: Range<Int>, section: Int, orthogonalOffset: Double) {
            for i in range {
                var e = element(at: i, section: section)
                // Frames that do not move are kept as stored (no mirror there and back).
                var f = e.frame
                var moved = false
                while pinCursor < pins.count, pins[pinCursor].element < i { pinCursor += 1 }
                if pinCursor < pins.count, pins[pinCursor].element == i {
                    f = mirrorWidth.map { f.applying(.mirror(width: $0)) } ?? f
                    f = Self.pinned(f, pins[pinCursor], viewportStart: vStart, viewportEnd: vEnd, d)
                    moved = true
                } else if orthogonalOffset != 0, e.category == .cell || e.category == .itemSupplementary {
                    f = mirrorWidth.map { f.applying(.mirror(width: $0)) } ?? f
                    f = f.offsetBy(main: 0, cross: -orthogonalOffset, d)
                    moved = true
                }
                if moved, let w = mirrorWidth { f = f.applying(.mirror(width: w)) }
                guard f.intersects(rawViewport) else { continue }
                e.frame = f
                out.append(e)
            }
        }
        consider(layoutStartElements, section: -1, orthogonalOffset: 0)
        for (index, s) in sections.enumerated() where s.queryStart < vEnd && vStart < s.queryEnd {
            guard !s.instances.isEmpty else {
                consider(s.elements, section: index, orthogonalOffset: s.orthogonal?.offset ?? 0)
                continue
            }
            // Stacked: only the group instances that can reach the viewport (binary search).
            consider(s.elements.lowerBound..<s.cells.lowerBound, section: index, orthogonalOffset: 0)
            var lo = s.instances.lowerBound
            var hi = s.instances.upperBound
            while lo < hi {
                let mid = (lo + hi) / 2
                if instanceStarts[mid] + s.reachAfter <= vStart { lo = mid + 1 } else { hi = mid }
            }
            var last = lo
            while last < s.instances.upperBound, instanceStarts[last] - s.reachBefore < vEnd { last += 1 }
            if lo < last {
                let from = Int(instanceFirstElements[lo])
                let to = last < s.instances.upperBound ? Int(instanceFirstElements[last]) : s.cells.upperBound
                consider(from..<to, section: index, orthogonalOffset: 0)
            }
            consider(s.cells.upperBound..<s.elements.upperBound, section: index, orthogonalOffset: 0)
        }
        consider(layoutEndElements, section: -1, orthogonalOffset: 0)
        return out
    }

    /// `frame` of a pinned item moved by D17 within its section's limits.
    static func pinned(
        _ frame: Rect, _ pin: CompositionalPin, viewportStart: Double, viewportEnd: Double, _ d: ScrollDirection
    ) -> Rect {
        let natural = frame.minMain(d)
        let length = frame.mainLength(d)
        let moved: Double
        switch pin.band {
        case .start: moved = min(max(viewportStart, natural), pin.limitEnd - length)
        case .end: moved = max(min(viewportEnd - length, natural), pin.limitStart)
        }
        return frame.offsetBy(main: moved - natural, cross: 0, d)
    }
}
