/// Collects a layout's elements section by section in the documented order (header, cells by item,
/// footer), so that kinds can compute frames in whatever order suits them.
public struct LayoutBuilder: Sendable {
    public let scrollDirection: ScrollDirection
    private var frames: [Rect] = []
    private var tables = SectionTables(sectionCount: 0)
    private var sections: [SectionGeometry] = []
    private var guides: [Guide] = []

    /// Whether guides are kept (`LayoutContext.includesGuides`); `addGuide` ignores them otherwise,
    /// and kinds skip computing them.
    public let includesGuides: Bool

    public init(scrollDirection: ScrollDirection, capacity: Int = 0, includesGuides: Bool = true) {
        self.scrollDirection = scrollDirection
        self.includesGuides = includesGuides
        frames.reserveCapacity(capacity)
    }

    /// A builder for `context`'s direction and guide setting.
    public init(_ context: LayoutContext, capacity: Int = 0) {
        self.init(scrollDirection: context.scrollDirection, capacity: capacity, includesGuides: context.includesGuides)
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

    public mutating func addGuide(_ guide: Guide) { if includesGuides { guides.append(guide) } }
    public mutating func addGuides(_ more: [Guide]) { if includesGuides { guides.append(contentsOf: more) } }

    public func finish(contentSize: Size) -> LayoutResult {
        LayoutResult(contentSize: contentSize, scrollDirection: scrollDirection, frames: frames,
                     tables: tables, sections: sections, guides: guides)
    }
}
