import Synchronization

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
    /// `ElementID.elementKind`.
    case supplementary
    /// A decoration view (a section background), named by its `ElementID.elementKind`.
    case decoration
}

/// Identifies one element: its kind and index path, as UIKit does. Headers and footers use
/// item 0; a supplementary or decoration view is also named by its `elementKind`.
///
/// A plain value of 24 bytes, copied without reference counting: the element kind name is kept as
/// a number (`ElementKindNames`), so that the attributes of the other kinds cost what they did.
public struct ElementID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Cell, header, footer, supplementary or decoration.
    public var kind: ElementKind
    /// `elementKind` interned (`ElementKindNames`); 0 for none.
    var elementKindCode: UInt32
    /// The section index; -1 for a compositional layout's own boundary items (the whole layout's
    /// header or footer).
    public var section: Int
    /// The item index within the section (0 for headers and footers; for a supplementary the cell
    /// it is attached to or its index among the section's boundary items; for a decoration its
    /// index among the section's decoration items).
    public var item: Int
    /// UIKit's element kind string of a supplementary or decoration view (`"badge"`,
    /// `"background"`); nil for cells, headers and footers.
    public var elementKind: String? {
        get { ElementKindNames.name(of: elementKindCode) }
        set { elementKindCode = newValue.map(ElementKindNames.code(of:)) ?? 0 }
    }
    /// An element's identity from its parts.
    public init(kind: ElementKind, section: Int, item: Int = 0, elementKind: String? = nil) {
        self.init(kind: kind, section: section, item: item, code: elementKind.map(ElementKindNames.code(of:)) ?? 0)
    }
    /// An element's identity with its element kind already interned.
    init(kind: ElementKind, section: Int, item: Int, code: UInt32) {
        self.kind = kind
        self.elementKindCode = code
        self.section = section
        self.item = item
    }
    private enum CodingKeys: String, CodingKey { case kind, section, item, elementKind }
    /// Decodes `kind`, `section`, `item` and the optional `elementKind`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try c.decode(ElementKind.self, forKey: .kind), section: try c.decode(Int.self, forKey: .section),
            item: try c.decode(Int.self, forKey: .item),
            elementKind: try c.decodeIfPresent(String.self, forKey: .elementKind))
    }
    /// Encodes `kind`, `section`, `item` and, when there is one, `elementKind`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(section, forKey: .section)
        try c.encode(item, forKey: .item)
        try c.encodeIfPresent(elementKind, forKey: .elementKind)
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
    /// `cell 0.3`, `header 1`, `footer 1`, `supplementary badge 0.3`, `decoration background 2.0`.
    public var description: String {
        switch kind {
        case .cell: "cell \(section).\(item)"
        case .header, .footer: "\(kind.rawValue) \(section)"
        case .supplementary, .decoration: "\(kind.rawValue) \(elementKind ?? "?") \(section).\(item)"
        }
    }
}

/// The element kind names of supplementary and decoration views, interned for the process: each
/// name gets a number once (from 1, never reused), so that an `ElementID` holds a number instead
/// of a string. Names are few (a layout's kinds), so the table stays small.
enum ElementKindNames {
    private static let table = Mutex<(names: [String], codes: [String: UInt32])>(([], [:]))

    /// The number of `name`, given on first use.
    static func code(of name: String) -> UInt32 {
        table.withLock { t in
            if let code = t.codes[name] { return code }
            t.names.append(name)
            let code = UInt32(t.names.count)
            t.codes[name] = code
            return code
        }
    }

    /// The name numbered `code`, or nil for 0.
    static func name(of code: UInt32) -> String? {
        code == 0 ? nil : table.withLock { $0.names[Int(code) - 1] }
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
    public var description: String {
        var s = "\(id) \(frame)"
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
