/// What an element is: a cell, a section's header or footer, or (compositional layouts) another
/// supplementary view or a decoration view.
public enum ElementKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A cell (an item).
    case cell
    /// A section header.
    case header
    /// A section footer.
    case footer
    /// A supplementary view other than a header or footer (a badge, a side label), named by its
    /// its element kind name (`LayoutResult.elementKind(of:)`).
    case supplementary
    /// A decoration view (a section background), named by its element kind name (`LayoutResult.elementKind(of:)`).
    case decoration
}

/// Identifies one element: its kind and index path, as UIKit does. Headers and footers use
/// item 0; a supplementary or decoration view is also told apart by its element kind name
/// (`"badge"`, `"background"`), kept as a 32-bit code (`elementKindCode`).
///
/// A plain value of 24 bytes, copied without reference counting, so that the attributes of the
/// other kinds cost what they did: the name itself lives in the layout's result
/// (`LayoutResult.elementKind(of:)`), which refuses two names with the same code.
public struct ElementID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Cell, header, footer, supplementary or decoration.
    public var kind: ElementKind
    /// `ElementID.code(ofElementKind:)` of the element kind name of a supplementary or decoration
    /// view; 0 for cells, headers and footers.
    public private(set) var elementKindCode: UInt32
    /// The section index; -1 for a compositional layout's own boundary items (the whole layout's
    /// header or footer).
    public var section: Int
    /// The item index within the section (0 for headers and footers; for a supplementary the cell
    /// it is attached to or its index among the section's boundary items; for a decoration its
    /// index among the section's decoration items).
    public var item: Int
    /// An element's identity from its parts; `elementKind` names a supplementary or decoration
    /// view (UIKit's element kind string).
    public init(kind: ElementKind, section: Int, item: Int = 0, elementKind: String? = nil) {
        self.init(kind: kind, section: section, item: item, code: elementKind.map(Self.code(ofElementKind:)) ?? 0)
    }
    /// An element's identity with its element kind name's code.
    init(kind: ElementKind, section: Int, item: Int, code: UInt32) {
        self.kind = kind
        self.elementKindCode = code
        self.section = section
        self.item = item
    }
    /// The code of an element kind name: its 32-bit FNV-1a hash over UTF-8, never 0 (0 means no
    /// name). A pure function of the name, the same in every process.
    public static func code(ofElementKind name: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash == 0 ? 1 : hash
    }
    private enum CodingKeys: String, CodingKey { case kind, section, item, elementKindCode }
    /// Decodes `kind`, `section`, `item` and the optional `elementKindCode`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try c.decode(ElementKind.self, forKey: .kind), section: try c.decode(Int.self, forKey: .section),
            item: try c.decode(Int.self, forKey: .item),
            code: try c.decodeIfPresent(UInt32.self, forKey: .elementKindCode) ?? 0)
    }
    /// Encodes `kind`, `section`, `item` and, when there is a name, `elementKindCode`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(section, forKey: .section)
        try c.encode(item, forKey: .item)
        if elementKindCode != 0 { try c.encode(elementKindCode, forKey: .elementKindCode) }
    }
    /// The cell of item `item` in section `section`.
    public static func cell(_ section: Int, _ item: Int) -> ElementID {
        ElementID(kind: .cell, section: section, item: item, code: 0)
    }
    /// The header of `section`.
    public static func header(_ section: Int) -> ElementID {
        ElementID(kind: .header, section: section, item: 0, code: 0)
    }
    /// The footer of `section`.
    public static func footer(_ section: Int) -> ElementID {
        ElementID(kind: .footer, section: section, item: 0, code: 0)
    }
    /// The supplementary view of kind `elementKind` at `section`, `item`.
    public static func supplementary(_ elementKind: String, _ section: Int, _ item: Int) -> ElementID {
        ElementID(kind: .supplementary, section: section, item: item, elementKind: elementKind)
    }
    /// The decoration view of kind `elementKind` at `section`, `item`.
    public static func decoration(_ elementKind: String, _ section: Int, _ item: Int) -> ElementID {
        ElementID(kind: .decoration, section: section, item: item, elementKind: elementKind)
    }
    /// `cell 0.3`, `header 1`, `footer 1`, `supplementary 0.3`, `decoration 2.0` (the name is the
    /// result's: `description(elementKind:)`).
    public var description: String { description(elementKind: nil) }
    /// `supplementary badge 0.3`, `decoration background 2.0` with the element kind name given,
    /// else as `description`.
    public func description(elementKind: String?) -> String {
        switch kind {
        case .cell: "cell \(section).\(item)"
        case .header, .footer: "\(kind.rawValue) \(section)"
        case .supplementary, .decoration: "\(kind.rawValue) \(elementKind.map { $0 + " " } ?? "")\(section).\(item)"
        }
    }
}

/// The attributes of one laid-out element (`UICollectionViewLayoutAttributes` as a value).
public struct LayoutAttributes: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which element these attributes describe.
    public var id: ElementID
    /// The element's frame in content coordinates (points).
    public var frame: Rect
    /// 0 for every element, except pinned or sticky headers (`901 + section`) and sticky footers
    /// (`900 + section`); a compositional layout's elements carry their own (D14).
    public var zIndex: Int
    /// 1 unless a scroll effect (fade) sets it.
    public var alpha: Double

    /// Attributes from their parts; zIndex 0 and alpha 1 unless a scroll effect says otherwise.
    public init(id: ElementID, frame: Rect, zIndex: Int = 0, alpha: Double = 1) {
        self.id = id
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
    }
    /// Cell, header or footer (`id.kind`).
    public var kind: ElementKind { id.kind }
    /// The section index (`id.section`).
    public var section: Int { id.section }
    /// The item index (`id.item`; 0 for headers and footers).
    public var item: Int { id.item }

    /// One line of the stable text dump, e.g. `cell 0.3 x=16 y=120 w=164 h=211`.
    public var description: String { description(elementKind: nil) }
    /// The line with the element kind name of a supplementary or decoration view given:
    /// `supplementary badge 0.3 x=90 y=120 w=10 h=10 z=1`.
    public func description(elementKind: String?) -> String {
        var s = "\(id.description(elementKind: elementKind)) \(frame)"
        if zIndex != 0 { s += " z=\(zIndex)" }
        if alpha != 1 { s += " alpha=\(formatNumber(alpha))" }
        return s
    }
}

/// What a diagram can show besides the elements: the geometry a layout used to place them.
/// Each kind emits the guides it knows about; renderers draw them (all are optional to draw).
public enum Guide: Hashable, Sendable {
    /// A section's margin: `outer` is the section's box, `inner` the box after its insets.
    case sectionInsets(section: Int, outer: Rect, inner: Rect)
    /// A cell's slot (the cell plus its cell insets), as in `aligned`'s cell attributes.
    case cellInsets(section: Int, item: Int, slot: Rect)
    /// An indentation edge: a line from `from` to `to` (dashed in diagrams).
    case indentation(section: Int, from: Point, to: Point)
    /// A column or lane of a column-based kind.
    case lane(section: Int, index: Int, frame: Rect)
    /// Space left between two neighbouring elements (item spacing, line spacing, section spacing).
    case spacing(section: Int, frame: Rect)
    /// A compositional layout's group instance: `depth` 0 for a section's group, 1 for a group
    /// nested in it, and so on.
    case group(section: Int, depth: Int, frame: Rect)
}

/// The geometry of one section: its box along the scroll axis (header and footer included) and the
/// scroll effects that apply to its elements.
public struct SectionGeometry: Hashable, Sendable {
    /// The section's box: header, insets, cells and footer.
    public var frame: Rect
    /// The scroll effects of the section's elements, in the order they apply.
    public var effects: [ScrollEffect]
    /// How the section scrolls across the layout's scroll axis (a composite's carousel,
    /// `OrthogonalSection`), or nil when it scrolls with the layout. Its cells may then lie beyond
    /// the content across the scroll axis.
    public var orthogonalScrolling: OrthogonalScrolling?
    /// A section's geometry from its box and effects (and how it scrolls across, for a carousel).
    public init(frame: Rect, effects: [ScrollEffect] = [], orthogonalScrolling: OrthogonalScrolling? = nil) {
        self.frame = frame
        self.effects = effects
        self.orthogonalScrolling = orthogonalScrolling
    }
}

/// A layout's parameter was out of range, or a feature was asked of a kind that does not have it.
/// `path` names the parameter (a JSON path when the layout came from a spec).
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter at fault (`sections[1].options.columnCount` for a spec).
    public var path: String
    /// What is wrong and how to fix it, in one line.
    public var message: String
    /// An error naming the parameter at `path`.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
