/// Collects a layout's elements section by section in the documented order (header, cells by item,
/// footer), so that kinds can compute frames in whatever order suits them.
public struct LayoutBuilder: Sendable {
    public let scrollDirection: ScrollDirection
    private var elements: [LayoutAttributes] = []
    private var sections: [SectionGeometry] = []
    private var guides: [Guide] = []

    public init(scrollDirection: ScrollDirection, capacity: Int = 0) {
        self.scrollDirection = scrollDirection
        elements.reserveCapacity(capacity)
    }

    /// The index the next section will get.
    public var sectionCount: Int { sections.count }

    /// Adds one section: its optional header and footer frames and its cell frames in item order.
    public mutating func addSection(frame: Rect, header: Rect? = nil, cells: [Rect], footer: Rect? = nil,
                                    effects: [ScrollEffect] = []) {
        let s = sections.count
        if let header { elements.append(LayoutAttributes(id: .header(s), frame: header)) }
        for (i, f) in cells.enumerated() { elements.append(LayoutAttributes(id: .cell(s, i), frame: f)) }
        if let footer { elements.append(LayoutAttributes(id: .footer(s), frame: footer)) }
        sections.append(SectionGeometry(frame: frame, effects: effects))
    }

    public mutating func addGuide(_ guide: Guide) { guides.append(guide) }
    public mutating func addGuides(_ more: [Guide]) { guides.append(contentsOf: more) }

    public func finish(contentSize: Size) -> LayoutResult {
        LayoutResult(contentSize: contentSize, scrollDirection: scrollDirection, elements: elements,
                     sections: sections, guides: guides)
    }
}
