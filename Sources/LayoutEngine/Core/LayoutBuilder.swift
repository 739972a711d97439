/// Collects a layout's elements section by section in the documented order (header, cells by item,
/// footer), so that kinds can compute frames in whatever order suits them.
public struct LayoutBuilder: Sendable {
    public let scrollDirection: ScrollDirection
    private var frames: [Rect] = []
    private var tables = SectionTables(sectionCount: 0)
    private var sections: [SectionGeometry] = []
    private var guides: [Guide] = []

    public init(scrollDirection: ScrollDirection, capacity: Int = 0) {
        self.scrollDirection = scrollDirection
        frames.reserveCapacity(capacity)
    }

    /// The index the next section will get.
    public var sectionCount: Int { sections.count }

    /// Adds one section: its optional header and footer frames and its cell frames in item order.
    public mutating func addSection(frame: Rect, header: Rect? = nil, cells: [Rect], footer: Rect? = nil,
                                    effects: [ScrollEffect] = []) {
        if let header { frames.append(header) }
        frames.append(contentsOf: cells)
        if let footer { frames.append(footer) }
        tables.cellCounts.append(cells.count)
        tables.flags.append((header != nil ? 1 : 0) | (footer != nil ? 2 : 0))
        sections.append(SectionGeometry(frame: frame, effects: effects))
    }

    public mutating func addGuide(_ guide: Guide) { guides.append(guide) }
    public mutating func addGuides(_ more: [Guide]) { guides.append(contentsOf: more) }

    public func finish(contentSize: Size) -> LayoutResult {
        LayoutResult(contentSize: contentSize, scrollDirection: scrollDirection, frames: frames,
                     tables: tables, sections: sections, guides: guides)
    }
}
