// Resolving dimensions against their container (R1), anchoring supplementaries (R12), and the
// interning of element kind names.

extension CompositionalDimension {
    /// The length against a container of effective size `container` (R1); estimates are their
    /// estimate here (measured sizes replace them where a cell is placed, R8).
    @inline(__always)
    public func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        }
    }
}

extension CompositionalSize {
    /// Both sides against `container` (estimates at their estimate).
    @inline(__always)
    public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
    /// The dimension along `axis`.
    @inline(__always)
    func dimension(along axis: CompositionalGroupAxis) -> CompositionalDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }
}

extension CompositionalGroupAxis {
    /// The length of `size` along the axis.
    @inline(__always) func along(_ size: Size) -> Double { self == .horizontal ? size.width : size.height }
    /// The length of `size` across the axis.
    @inline(__always) func across(_ size: Size) -> Double { self == .horizontal ? size.height : size.width }
    /// A size from its lengths along and across the axis.
    @inline(__always) func size(along: Double, across: Double) -> Size {
        self == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
    /// A point from its coordinates along and across the axis.
    @inline(__always) func point(along: Double, across: Double) -> Point {
        self == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }
    /// The edge spacing before and after along the axis, then before and after across it.
    @inline(__always) func edges(_ e: CompositionalEdgeSpacing) -> (
        lead: CompositionalSpacing?, trail: CompositionalSpacing?, crossLead: CompositionalSpacing?,
        crossTrail: CompositionalSpacing?
    ) {
        self == .horizontal ? (e.leading, e.trailing, e.top, e.bottom) : (e.top, e.bottom, e.leading, e.trailing)
    }
}

extension DirectionalEdgeInsets {
    /// The insets with the sides of estimated axes dropped (R7: insets are ignored on an axis whose
    /// dimension is estimated).
    @inline(__always)
    func dropping(estimated size: CompositionalSize) -> EdgeInsets {
        let w = size.widthDimension.isEstimated
        let h = size.heightDimension.isEstimated
        return EdgeInsets(top: h ? 0 : top, left: w ? 0 : leading, bottom: h ? 0 : bottom, right: w ? 0 : trailing)
    }
}

extension Rect {
    /// The rectangle shrunk by `insets`, no side shorter than 0: insets larger than the rectangle
    /// leave an empty frame at the leading/top inset (a cell in a slot smaller than its insets, a
    /// background in a section smaller than its insets).
    @inline(__always)
    func insetClamped(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: max(0, width - insets.horizontal),
            height: max(0, height - insets.vertical))
    }
}

extension CompositionalAnchor {
    /// The anchor's point as fractions of a frame's width and height: leading/top 0, trailing/bottom
    /// 1, neither 0.5 (R12).
    @inline(__always)
    var fractions: (x: Double, y: Double) {
        // One walk over the set's members, not a hashed lookup per edge (this runs for every
        // supplementary of every group solved).
        var (leading, trailing, top, bottom) = (false, false, false, false)
        for edge in edges {
            switch edge {
            case .leading: leading = true
            case .trailing: trailing = true
            case .top: top = true
            case .bottom: bottom = true
            }
        }
        let x: Double = leading ? 0 : trailing ? 1 : 0.5
        let y: Double = top ? 0 : bottom ? 1 : 0.5
        return (x, y)
    }
    /// The offset in points for a supplementary of `size`.
    @inline(__always)
    func offset(for size: Size) -> (x: Double, y: Double) {
        switch offset {
        case .absolute(let x, let y): return (x, y)
        case .fractional(let x, let y): return (x * size.width, y * size.height)
        }
    }
}

extension CompositionalSupplementaryItem {
    /// Its frame attached to `frame` (a cell after its insets, or a group): R12 with D13,
    /// `x = fx + ax * fw - ax' * sw + ox + ox'`.
    func frame(attachedTo frame: Rect) -> Rect {
        let size = layoutSize.resolved(in: frame.size)
        let container = containerAnchor.fractions
        let containerOffset = containerAnchor.offset(for: size)
        let own = itemAnchor?.fractions ?? container
        let ownOffset = itemAnchor?.offset(for: size) ?? (x: 0, y: 0)
        return Rect(
            x: frame.x + container.x * frame.width - own.x * size.width + containerOffset.x + ownOffset.x,
            y: frame.y + container.y * frame.height - own.y * size.height + containerOffset.y + ownOffset.y,
            width: size.width, height: size.height)
    }
}

/// Element kind names interned to small indexes (`CompositionalElement.kindIndex`); 0 is `"cell"`.
/// The first few names are compared one by one (a layout has a handful, and this runs for every
/// boundary item and decoration of every section), the others hashed.
struct CompositionalKindTable {
    private(set) var names: [String] = ["cell"]
    private var indexes: [String: UInt16] = [:]
    private static let scanned = 8

    /// The index of `name`, added when new.
    mutating func index(of name: String) -> UInt16 {
        for i in 0..<min(names.count, Self.scanned) where names[i] == name { return UInt16(i) }
        if names.count > Self.scanned, let i = indexes[name] { return i }
        let i = UInt16(truncatingIfNeeded: names.count)
        names.append(name)
        if names.count > Self.scanned { indexes[name] = i }
        return i
    }
}
