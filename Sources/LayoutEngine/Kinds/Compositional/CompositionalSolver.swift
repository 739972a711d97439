// The compositional layout's solver: the whole layout (R15, R16, R18, D19, D21, D23). The steps
// live beside it: CompositionalResolve (dimensions, anchors), CompositionalGroupTemplate (one group
// instance), CompositionalTemplateCache (instances kept for reuse), CompositionalSectionPlacement
// (a section's groups, orthogonal or not, and decorations), CompositionalEmission (an instance's
// elements written out), CompositionalEntryTable (identities, patterned sections stored once),
// CompositionalBoundaryItems (bands), CompositionalValidation (the model's checks).

/// Lays out a `CompositionalLayoutModel` in a container: a pure function from the model to a
/// `CompositionalSolution`.
public enum CompositionalSolver {
    /// Solves `model` in a container of `containerSize`.
    /// - Parameters:
    ///   - model: the layout (checked first, `CompositionalValidation`).
    ///   - containerSize: the collection view's size in points.
    ///   - layoutDirection: left to right, or the result mirrored across its content width (D23).
    ///   - includesGuides: whether to keep every group frame and slot for diagrams.
    /// - Throws: `LayoutError` naming the model's field as a spec path, with the fix.
    public static func solve(
        _ model: CompositionalLayoutModel, containerSize: Size, layoutDirection: LayoutDirection = .leftToRight,
        includesGuides: Bool = true
    ) throws(LayoutError) -> CompositionalSolution {
        try solve(
            model, containerSize: containerSize, layoutDirection: layoutDirection, includesGuides: includesGuides,
            indexesInstances: true)
    }

    /// `solve`, with `indexesInstances` false for a solution whose `visibleElements(at:)` is never
    /// called (`CompositionalLayout`'s result queries its own index): no group instance starts,
    /// reaches or section query bounds are kept.
    static func solve(
        _ model: CompositionalLayoutModel, containerSize: Size, layoutDirection: LayoutDirection,
        includesGuides: Bool, indexesInstances: Bool
    ) throws(LayoutError) -> CompositionalSolution {
        let counts = try CompositionalValidation.check(model, containerSize: containerSize)
        let itemCount = counts.items
        let mostElements = counts.mostElements
        // The frames, entries and cell positions are written in place into the arrays the result
        // keeps, allocated once at the most the layout can have (patterned sections write no
        // entries or cell positions: `CompositionalEntryTable`).
        var failure: LayoutError?
        var solution: CompositionalSolution?
        var entries: [CompositionalEntry] = []
        var cellPositions: [Int32] = []
        let frames = [Rect](unsafeUninitializedCapacity: max(1, mostElements)) { frameBuffer, frameCount in
            entries = [CompositionalEntry](unsafeUninitializedCapacity: max(1, mostElements)) {
                entryBuffer, entryCount in
                cellPositions = [Int32](unsafeUninitializedCapacity: max(1, itemCount)) { cellBuffer, cellCount in
                    var builder = CompositionalBuilder(
                        configuration: model.configuration, container: containerSize, includesGuides: includesGuides,
                        indexesInstances: indexesInstances,
                        elements: (frameBuffer.baseAddress!, entryBuffer.baseAddress!, max(1, mostElements)),
                        cells: (cellBuffer.baseAddress!, max(1, itemCount)))
                    do throws(LayoutError) {
                        solution = try builder.solve(model.sections)
                    } catch {
                        failure = error
                    }
                    (frameCount, entryCount, cellCount) = (builder.count, builder.entryCount, builder.cellCount)
                }
            }
        }
        if let failure { throw failure }
        guard var solution else { preconditionFailure("a solve without a solution or an error") }
        solution.frames = frames
        solution.entryTable.stored = entries
        solution.entryTable.cellPositions = cellPositions
        if layoutDirection == .rightToLeft { solution.mirror() }
        return solution
    }
}

extension CompositionalBuilder {
    /// Lays out the layout's boundary items and `sections`: the solution without its frames,
    /// entries and cell positions, which are in the builder's storage.
    mutating func solve(_ sections: [CompositionalSection]) throws(LayoutError) -> CompositionalSolution {
        let layoutBand = CompositionalBoundaryBands(
            configuration.boundarySupplementaryItems, reference: container, crossStart: 0,
            crossEnd: container.cross(d), d)
        let layoutPins = appendStartBand(layoutBand, section: -1, sectionStart: 0)
        let layoutStart = 0..<count
        entryTable.layoutStartCount = count
        self.sections.reserveCapacity(sections.count)
        var position = layoutBand.startLength
        // Through a span: an enumerated loop copies each section once more (its arrays retained and
        // released), about 0.7 ns per item at 10^6 on the bench's page.
        let span = sections.span
        for i in span.indices {
            if i > 0 { position += configuration.interSectionSpacing }
            position = try placeSection(span[i], index: i, at: position)
        }
        let total = position + layoutBand.endLength
        let endFirst = count
        appendOtherBandItems(layoutBand, section: -1, sectionStart: 0, sectionEnd: total, startPins: layoutPins)
        return CompositionalSolution(
            contentSize: Size(main: total, cross: container.cross(d), d), containerSize: container,
            scrollDirection: d, layoutDirection: .leftToRight, frames: [], entryTable: entryTable,
            wideEntries: wideEntries,
            elementKinds: kinds.names, sections: self.sections, layoutStartElements: layoutStart,
            layoutEndElements: endFirst..<count, pins: pins, guides: guides, instanceStarts: instanceStarts,
            instanceFirstElements: instanceFirstElements,
            framesAreFinite: finite.areFinite)
    }
}

/// The state of one solve: the elements so far, in D21 order, each as its frame and its entry,
/// written in place into storage the solver allocated (`CompositionalSolver.solve`).
struct CompositionalBuilder {
    let configuration: CompositionalConfiguration
    let container: Size
    let d: ScrollDirection
    var kinds = CompositionalKindTable()
    /// The elements' frames: `count` of them written, room for `capacity`; and their entries,
    /// but those of patterned sections (`CompositionalEntryTable`): `entryCount` written.
    let frameStorage: UnsafeMutablePointer<Rect>
    let entryStorage: UnsafeMutablePointer<CompositionalEntry>
    let capacity: Int
    var count = 0
    var entryCount = 0
    /// The position of every cell of the sections that are not patterned, section by section in
    /// item order: `cellCount` of them written.
    let cellStorage: UnsafeMutablePointer<Int32>
    let cellCapacity: Int
    var cellCount = 0
    /// Everything of the entry table but its stored entries and cell positions (the storage above).
    var entryTable = CompositionalEntryTable(stored: [], cellPositions: [])
    /// The current section's pattern in `entryTable.patterns`, or -1 when it is not patterned: its
    /// cells and item supplementaries then write no entries and no cell positions.
    var sectionPattern: Int32 = -1
    var pins: [CompositionalPin] = []
    /// What tells that every frame written is finite without reading them again.
    var finite = CompositionalFiniteSums()
    /// The zIndex and kind index of the entries that cannot hold them.
    var wideEntries: [CompositionalWideEntry] = []
    var sections: [CompositionalSectionExtent] = []
    /// The group instances solved for the last few distinct groups (`CompositionalTemplateCache`),
    /// each with the group and the size proposed to it: a section whose group and proposed size
    /// equal one of them reuses its instances instead of solving them again (a page repeating
    /// the same kinds of section). At most `CompositionalTemplateCache.groupsKept`.
    var templates: [CompositionalTemplateCache] = []
    /// The group and proposed size of each of `templates` (apart, so that finding one copies no cache).
    var templateKeys: [TemplateKey] = []
    struct TemplateKey {
        var group: CompositionalGroup
        var proposed: Size
    }
    /// Where the next group's instances replace another's once `templates` is full.
    var nextTemplates = 0
    /// The template a group is solved into, kept from section to section for its storage.
    var scratch = CompositionalGroupTemplate()
    var guides: CompositionalGuides?
    /// Whether to keep what `CompositionalSolution.visibleElements(at:)` searches: the group
    /// instances below, the sections' query bounds and reaches.
    let indexesInstances: Bool
    /// Where each group instance of a stacked section starts along the main axis, and its first
    /// element: the index behind `visibleElements(at:)` (12 bytes per group).
    var instanceStarts: [Double] = []
    var instanceFirstElements: [Int32] = []
    /// The current section's cells and item supplementaries: their extent along the main axis,
    /// and how far they reach before and after their group instance's start (stacked sections).
    var cellsMinMain = Double.infinity
    var cellsMaxMain = -Double.infinity
    var reachBefore = 0.0
    var reachAfter = 0.0

    init(
        configuration: CompositionalConfiguration, container: Size, includesGuides: Bool, indexesInstances: Bool,
        elements: (UnsafeMutablePointer<Rect>, UnsafeMutablePointer<CompositionalEntry>, Int),
        cells: (UnsafeMutablePointer<Int32>, Int)
    ) {
        self.configuration = configuration
        self.container = container
        self.d = configuration.scrollDirection
        self.guides = includesGuides ? CompositionalGuides() : nil
        self.indexesInstances = indexesInstances
        (frameStorage, entryStorage, capacity) = elements
        (cellStorage, cellCapacity) = cells
    }

    /// The group axis that runs along the scroll axis (for a section group's edge spacing).
    var mainAxis: CompositionalGroupAxis { d == .vertical ? .vertical : .horizontal }

    /// Appends one element from its parts.
    @inline(__always) mutating func append(
        _ frame: Rect, category: CompositionalElementCategory, kindIndex: UInt16, item: Int, zIndex: Int
    ) {
        precondition(count < capacity, "more elements than CompositionalSection.mostElements allows")
        (frameStorage + count).initialize(to: frame)
        finite.add(frame)
        (entryStorage + entryCount).initialize(
            to: CompositionalEntry(
                item: Int32(truncatingIfNeeded: item), zIndex: Int32(truncatingIfNeeded: zIndex),
                kindIndex: kindIndex, category: category, position: count, wide: &wideEntries))
        count += 1
        entryCount += 1
    }

    /// The frame of element `i` (written already).
    @inline(__always) func frame(_ i: Int) -> Rect {
        precondition(i >= 0 && i < count)
        return frameStorage[i]
    }

    /// Replaces the frame of element `i` (written already).
    @inline(__always) mutating func setFrame(_ i: Int, _ frame: Rect) {
        precondition(i >= 0 && i < count)
        frameStorage[i] = frame
        finite.add(frame)
    }
}

extension CompositionalSolution {
    /// D23: every frame, section box and guide mirrored as `x' = contentWidth - x - width`. Pins and
    /// the sections' query ranges stay in the left-to-right frame, where `visibleElements(at:)`
    /// works.
    mutating func mirror() {
        let t = FrameTransform.mirror(width: contentSize.width)
        layoutDirection = .rightToLeft
        for i in frames.indices { frames[i] = frames[i].applying(t) }
        for i in sections.indices { sections[i].frame = sections[i].frame.applying(t) }
        guard var g = guides else { return }
        for i in g.sectionInsets.indices {
            g.sectionInsets[i].outer = g.sectionInsets[i].outer.applying(t)
            g.sectionInsets[i].inner = g.sectionInsets[i].inner.applying(t)
        }
        for i in g.groups.indices { g.groups[i].frame = g.groups[i].frame.applying(t) }
        for i in g.slots.indices { g.slots[i].frame = g.slots[i].frame.applying(t) }
        guides = g
    }
}

extension CompositionalSection {
    /// The most elements the section can have: its boundary items, its decorations, and each cell
    /// with the most supplementaries a leaf of its group carries (the exact count when every leaf
    /// carries the same), so that the element arrays are allocated once, at their size.
    var mostElements: Int { Self.mostElements(self) }

    /// `mostElements` of `section`, read in place.
    static func mostElements(_ section: borrowing CompositionalSection) -> Int {
        section.boundarySupplementaryItems.count + section.decorationItems.count + section.items.count
            * CompositionalGroup.mostElementsPerLeaf(section.group)
    }
}

extension CompositionalGroup {
    /// The most elements one leaf brings: its cell, its item's supplementaries and those of the
    /// groups that start at it (nested groups' added along the path).
    var mostElementsPerLeaf: Int { Self.mostElementsPerLeaf(self) }

    /// `mostElementsPerLeaf` of `group`, read in place.
    static func mostElementsPerLeaf(_ group: borrowing CompositionalGroup) -> Int {
        var most = 1
        switch group.layout {
        case .custom: break
        case .subitems(_, let subitems):
            for i in subitems.indices { most = max(most, mostElementsPerLeaf(of: subitems[i])) }
        case .repeatingCount(_, let subitem, _), .repeatingCopies(_, let subitem, _):
            most = mostElementsPerLeaf(of: subitem)
        }
        return group.supplementaryItems.count + most
    }

    /// `mostElementsPerLeaf` of a member.
    private static func mostElementsPerLeaf(of subitem: borrowing CompositionalSubitem) -> Int {
        switch subitem {
        case .item(let item): 1 + item.supplementaryItems.count
        case .group(let group): mostElementsPerLeaf(group)
        }
    }
}
