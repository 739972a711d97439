/// Collects a layout's elements section by section in the documented order (header, cells by item,
/// footer) and builds the result's index along the way.
///
/// A kind adds a section whole (`addSection`), or streams it when it places cells one by one and
/// each frame is final once placed:
///
///     builder.beginSection(header: header)
///     for ... { builder.appendCell(frame) }      // in item order
///     builder.endSection(frame: box, footer: footer, effects: effects)
///
/// Streaming writes each frame once, where the result keeps it: for large layouts that is most of
/// the work. `appendCells(upTo:_:)` writes many cells at a time with no per-cell overhead
/// (`Docs/Performance.md`).
public struct LayoutBuilder: Sendable {
    /// The scroll direction of the layout being built.
    public let scrollDirection: ScrollDirection
    /// Right to left: `finish` mirrors the result across its content width (`LayoutResult.mirrored()`);
    /// the kind lays out left to right.
    public let layoutDirection: LayoutDirection
    private var frames: [Rect] = []
    private var index: AxisIndex.Builder
    private var tables = SectionTables(sectionCount: 0)
    private var sections: [SectionGeometry] = []
    private var guides: [Guide] = []
    /// Where the open section's cells start in `frames` (nil between sections).
    private var openCellsStart: Int?
    /// Whether `finish` took the frames.
    private var finished = false
    /// The context's scale (`LayoutResult.scale`); 1 when the builder was not made from a context.
    private var scale: Double = 1

    /// Whether guides are kept (`LayoutContext.includesGuides`); `addGuide` ignores them otherwise,
    /// and kinds skip computing them.
    public let includesGuides: Bool

    /// A builder for one layout pass.
    /// - Parameters:
    ///   - scrollDirection: the layout's scroll direction (the axis the index sorts along).
    ///   - capacity: the number of elements expected (room is reserved for them).
    ///   - includesGuides: whether guides are kept (`LayoutContext.includesGuides`).
    ///   - layoutDirection: right to left: `finish` mirrors the result.
    public init(
        scrollDirection: ScrollDirection, capacity: Int = 0, includesGuides: Bool = true,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.scrollDirection = scrollDirection
        self.includesGuides = includesGuides
        self.layoutDirection = layoutDirection
        frames.reserveCapacity(capacity)
        index = AxisIndex.Builder(direction: scrollDirection, capacity: capacity)
    }

    /// A builder for `context`'s direction and guide setting.
    public init(_ context: LayoutContext, capacity: Int = 0) {
        self.init(
            scrollDirection: context.scrollDirection, capacity: capacity, includesGuides: context.includesGuides,
            layoutDirection: context.layoutDirection)
        scale = context.scale
    }

    /// The index the next section will get.
    public var sectionCount: Int { sections.count }

    /// Adds one section: its optional header and footer frames and its cell frames in item order.
    public mutating func addSection(
        frame: Rect, header: Rect? = nil, cells: [Rect], footer: Rect? = nil,
        effects: [ScrollEffect] = []
    ) {
        beginSection(header: header)
        appendCells(cells)
        endSection(frame: frame, footer: footer, effects: effects)
    }

    /// Opens a section (streaming): its header, if any, comes first.
    /// - Precondition: no section is open.
    public mutating func beginSection(header: Rect? = nil) {
        precondition(openCellsStart == nil, "beginSection: end the open section first (endSection)")
        if let header { append(header) }
        openCellsStart = frames.count
        tables.flags.append(header != nil ? .hasHeader : [])
    }

    /// Appends the open section's next cell, in item order; its frame is final.
    @inline(__always) public mutating func appendCell(_ frame: Rect) {
        append(frame)
    }

    /// Appends the open section's next cells, in item order; their frames are final.
    public mutating func appendCells(_ cells: [Rect]) {
        // A few cells (a row or a line) go one by one: the bulk append costs more than that.
        guard cells.count > 4 else {
            for cell in cells { append(cell) }
            return
        }
        frames.append(contentsOf: cells)
        index.catchUp(frames)
    }

    /// Appends the open section's next cells, in item order: `write` appends at most `count`
    /// final frames to `cells` (`cells.append(frame)`). The way to add many cells fast: the
    /// storage is made unique and large enough once, not per cell.
    ///
    ///     try builder.appendCells(upTo: items.count) { (cells: inout OutputSpan<Rect>) throws(LayoutError) in
    ///         for item in items { cells.append(frame(of: item)) }
    ///     }
    public mutating func appendCells<E: Error>(
        upTo count: Int, _ write: (_ cells: inout OutputSpan<Rect>) throws(E) -> Void
    ) throws(E) {
        try frames.append(addingCapacity: count, initializingWith: write)
        index.catchUp(frames)
    }

    /// The most cells `appendCells(count:inBatches:)` writes before indexing them: 512 frames are
    /// 16 KB, which stay in the L1 cache until they are indexed.
    public static let batchSize = 512

    /// Appends the open section's next `count` cells, in item order, in batches:
    /// `write(&cells, items)` appends the frames of the items in `items` (a range of at most
    /// `batchSize` of `0..<count`, in order) to `cells`. The fast way to add a large section: the
    /// storage is made unique and large enough once per batch, not per cell, and each batch is
    /// indexed while its frames are still in the cache (appending 10^6 frames in one go, then
    /// indexing them, reads 32 MB back from memory).
    ///
    ///     try builder.appendCells(count: items.count) { (cells: inout OutputSpan<Rect>, range) throws(LayoutError) in
    ///         for i in range { cells.append(frame(of: items[i])) }
    ///     }
    /// `batchSize` is for tests (batch boundaries in small layouts).
    public mutating func appendCells<E: Error>(
        count: Int, batchSize: Int = Self.batchSize,
        inBatches write: (_ cells: inout OutputSpan<Rect>, _ items: Range<Int>) throws(E) -> Void
    ) throws(E) {
        precondition(batchSize > 0, "appendCells(count:inBatches:): batchSize must be at least 1")
        var start = 0
        while start < count {
            let batch = start..<Swift.min(start + batchSize, count)
            try frames.append(addingCapacity: batch.count) { (cells: inout OutputSpan<Rect>) throws(E) in
                try write(&cells, batch)
            }
            index.catchUp(frames)
            start = batch.upperBound
        }
    }

    /// The position the next element appended will have.
    var nextPosition: Int { frames.count }

    /// Appends the open section's next `order.count` cells already grouped by their start along
    /// the scroll axis, as the result's index would group them (`AxisIndex`): for a kind whose
    /// cells step back far along the scroll axis and that knows every cell's start before it
    /// writes a frame (`staggered`'s round-robin lanes). The cells get the positions from
    /// `nextPosition` on; `order[j]` is the position of the cell whose frame is the `j`-th in
    /// scan order and `slots` is its inverse (`slots[i]`: where the frame of the cell at
    /// `nextPosition + i` is), both absolute (`AxisIndex.sortedByStart` makes them).
    /// `write(&frames, entries)` appends the frames of the scan entries `entries` (a range of
    /// `0..<order.count`), in batches as `appendCells(count:batchSize:inBatches:)` does, each
    /// indexed while it is in the cache. Each frame is written once, where the result keeps it:
    /// cells appended in item order and grouped by the index are read back and gathered into a
    /// second array (at 10^6 cells, 32 MB each way through memory, half of staggered's time).
    /// - Precondition: `order` and `slots` are inverse permutations of those positions.
    mutating func appendCellsGroupedByStart(
        order: [Int32], slots: [Int32], batchSize: Int = Self.batchSize,
        inBatches write: (_ frames: inout OutputSpan<Rect>, _ entries: Range<Int>) -> Void
    ) {
        let base = frames.count
        appendCells(count: order.count, batchSize: batchSize, inBatches: write)
        index.addPregrouped(base..<frames.count, order: order, slots: slots)
    }

    /// The cells appended to the open section so far (empty when no section is open).
    public var openSectionCells: ArraySlice<Rect> {
        frames[(openCellsStart ?? frames.count)...]
    }

    /// Closes the open section with its box, optional footer and scroll effects.
    /// - Precondition: a section is open.
    public mutating func endSection(
        frame: Rect, footer: Rect? = nil, effects: [ScrollEffect] = [], orthogonalScrolling: OrthogonalScrolling? = nil
    ) {
        guard let start = openCellsStart else { preconditionFailure("endSection: no open section (beginSection)") }
        tables.cellCounts.append(frames.count - start)
        if let footer {
            append(footer)
            tables.flags[tables.flags.count - 1].insert(.hasFooter)
        }
        sections.append(SectionGeometry(frame: frame, effects: effects, orthogonalScrolling: orthogonalScrolling))
        openCellsStart = nil
    }

    @inline(__always) private mutating func append(_ frame: Rect) {
        frames.append(frame)
        if frames.count - index.indexed >= AxisIndex.blockSize { index.catchUp(frames) }
    }

    /// Adds a guide for diagrams (ignored unless `includesGuides`).
    public mutating func addGuide(_ guide: Guide) { if includesGuides { guides.append(guide) } }
    /// Adds guides for diagrams (ignored unless `includesGuides`).
    public mutating func addGuides(_ more: [Guide]) { if includesGuides { guides.append(contentsOf: more) } }

    /// The result. - Precondition: no section is open.
    ///
    /// Mutating: the frames and the index builder are moved out of `self`, not copied, so that the
    /// result puts grouped frames in scan order in place (a copy would be 32 MB at 10^6 elements)
    /// and its index completes its blocks in place (1 MB). A builder is finished once.
    public mutating func finish(contentSize: Size) -> LayoutResult {
        precondition(openCellsStart == nil, "finish: end the open section first (endSection)")
        precondition(!finished, "finish: a LayoutBuilder is finished once")
        finished = true
        var index = AxisIndex.Builder(direction: scrollDirection)
        swap(&index, &self.index)
        var frames: [Rect] = []
        swap(&frames, &self.frames)
        var result = LayoutResult(
            contentSize: contentSize, scrollDirection: scrollDirection, frames: consume frames,
            tables: tables, sections: sections, guides: guides, index: consume index,
            layoutDirection: layoutDirection)
        result.scale = scale
        return result
    }
}
