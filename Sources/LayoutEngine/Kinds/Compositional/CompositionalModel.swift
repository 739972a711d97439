// The value model of the compositional layout (UIKit's UICollectionViewCompositionalLayout): what a
// spec or the UIKit-shaped Swift API fills in, and what `CompositionalSolver` lays out. The names
// follow UIKit's (`NSCollectionLayoutDimension`, `NSCollectionLayoutGroup`, ...) without their
// prefixes; the behaviour is in `../shared/layouts/compositional.md` (rules R1-R18, decisions D1-D23).

/// One side of a layout size (`NSCollectionLayoutDimension`): points, a fraction of the container's
/// effective width or height, or an estimate that a measured size replaces (R1, R8).
public enum CompositionalDimension: Hashable, Sendable {
    /// A fraction of the container's effective width (`fractionalWidth(_:)`); may size a height.
    case fractionalWidth(Double)
    /// A fraction of the container's effective height (`fractionalHeight(_:)`); may size a width.
    case fractionalHeight(Double)
    /// A length in points (`absolute(_:)`).
    case absolute(Double)
    /// A first guess in points, replaced by the cell's measured size when one is given
    /// (`estimated(_:)`, R8; D7 for groups).
    case estimated(Double)
    /// An estimate whose final value is the largest among the siblings using it
    /// (`uniformAcrossSiblings(estimate:)`, iOS 17, D9).
    case uniformAcrossSiblings(estimate: Double)

    /// Whether the final length comes from content (`estimated` or `uniformAcrossSiblings`).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }
    /// Whether the dimension is `uniformAcrossSiblings`.
    public var isUniform: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
}

/// A width and a height as dimensions (`NSCollectionLayoutSize`).
public struct CompositionalSize: Hashable, Sendable {
    /// The width (`widthDimension`).
    public var widthDimension: CompositionalDimension
    /// The height (`heightDimension`).
    public var heightDimension: CompositionalDimension
    /// A size from its two dimensions.
    public init(widthDimension: CompositionalDimension, heightDimension: CompositionalDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}

/// Insets named by reading direction (`NSDirectionalEdgeInsets`): leading is the left in a left to
/// right layout; right to left mirrors the finished layout (D23). In points (D3).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: Double
    /// The inset on the reading start side.
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The inset on the reading end side.
    public var trailing: Double
    /// Insets from their four sides (0 where not given).
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// The same inset on all four sides.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
    /// No insets.
    public static let zero = DirectionalEdgeInsets()
    /// The insets as left-to-right `EdgeInsets` (leading = left).
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

/// Space between neighbours or at an item's edge (`NSCollectionLayoutSpacing`, R5).
public enum CompositionalSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; room left along the group's axis is shared by all flexible spaces (D5).
    case flexible(Double)
    /// The minimum, in points.
    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }
    /// Whether the spacing grows into free room.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Space outside an item's or group's frame on each side (`NSCollectionLayoutEdgeSpacing`, R6); nil
/// is no space.
public struct CompositionalEdgeSpacing: Hashable, Sendable {
    /// The space on the reading start side.
    public var leading: CompositionalSpacing?
    /// The space above.
    public var top: CompositionalSpacing?
    /// The space on the reading end side.
    public var trailing: CompositionalSpacing?
    /// The space below.
    public var bottom: CompositionalSpacing?
    /// Edge spacing from its four sides (nil: none).
    public init(
        leading: CompositionalSpacing? = nil, top: CompositionalSpacing? = nil, trailing: CompositionalSpacing? = nil,
        bottom: CompositionalSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
    /// No edge spacing.
    public static let zero = CompositionalEdgeSpacing()
}

/// One edge of a rectangle, by reading direction (`NSDirectionalRectEdge`'s members).
public enum CompositionalEdge: String, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The reading start edge (left in a left-to-right layout).
    case leading
    /// The bottom edge.
    case bottom
    /// The reading end edge.
    case trailing
}

/// How an anchor's offset is measured (`NSCollectionLayoutAnchor.isFractionalOffset`).
public enum CompositionalAnchorOffset: Hashable, Sendable {
    /// Points along x and y (`absoluteOffset`).
    case absolute(x: Double, y: Double)
    /// Fractions of the supplementary's own width and height (`fractionalOffset`).
    case fractional(x: Double, y: Double)
    /// No offset.
    public static let zero = CompositionalAnchorOffset.absolute(x: 0, y: 0)
}

/// A point of a frame named by edges, with an offset (`NSCollectionLayoutAnchor`, R12): no edge is
/// the centre, one edge its midpoint, two adjacent edges a corner.
public struct CompositionalAnchor: Hashable, Sendable {
    /// The edges naming the point (at most one of top/bottom and one of leading/trailing).
    public var edges: Set<CompositionalEdge>
    /// The offset of the supplementary's origin.
    public var offset: CompositionalAnchorOffset
    /// An anchor at `edges`, moved by `offset`.
    public init(edges: Set<CompositionalEdge>, offset: CompositionalAnchorOffset = .zero) {
        self.edges = edges
        self.offset = offset
    }
}

/// A view attached to an item or group, such as a badge (`NSCollectionLayoutSupplementaryItem`, R12).
public struct CompositionalSupplementaryItem: Hashable, Sendable {
    /// The kind the app registers its view under (`"badge"`).
    public var elementKind: String
    /// Its size; fractions refer to the cell frame it is attached to.
    public var layoutSize: CompositionalSize
    /// The point of the attached frame it sits on.
    public var containerAnchor: CompositionalAnchor
    /// Its own point placed on the container's; nil: the container anchor's edges (D13).
    public var itemAnchor: CompositionalAnchor?
    /// Its stacking order (D14: default 1).
    public var zIndex: Int
    /// A supplementary of `elementKind` and `layoutSize` at `containerAnchor` (and `itemAnchor`).
    public init(
        elementKind: String, layoutSize: CompositionalSize, containerAnchor: CompositionalAnchor,
        itemAnchor: CompositionalAnchor? = nil, zIndex: Int = 1
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}

/// A cell's template (`NSCollectionLayoutItem`).
public struct CompositionalItem: Hashable, Sendable {
    /// Its slot's size; fractions refer to the group's effective size.
    public var layoutSize: CompositionalSize
    /// Insets from the slot to the cell frame (R7), ignored on estimated axes.
    public var contentInsets: DirectionalEdgeInsets
    /// Space around the slot (R6).
    public var edgeSpacing: CompositionalEdgeSpacing
    /// Badges and other views attached to the cell (R12).
    public var supplementaryItems: [CompositionalSupplementaryItem]
    /// An item of `layoutSize` with optional insets, edge spacing and supplementaries.
    public init(
        layoutSize: CompositionalSize, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: CompositionalEdgeSpacing = .zero, supplementaryItems: [CompositionalSupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}

/// A group's member: an item (one cell) or a nested group.
public indirect enum CompositionalSubitem: Hashable, Sendable {
    /// A leaf: one cell per slot.
    case item(CompositionalItem)
    /// A nested group, laid out in its slot.
    case group(CompositionalGroup)

    /// The member's layout size.
    public var layoutSize: CompositionalSize {
        switch self {
        case .item(let i): return i.layoutSize
        case .group(let g): return g.layoutSize
        }
    }
    /// The member's edge spacing.
    public var edgeSpacing: CompositionalEdgeSpacing {
        switch self {
        case .item(let i): return i.edgeSpacing
        case .group(let g): return g.edgeSpacing
        }
    }
}

/// The direction a group places its subitems in (independent of the scroll direction).
public enum CompositionalGroupAxis: String, Hashable, Sendable, CaseIterable {
    /// Side by side along x (`horizontal(layoutSize:subitems:)`).
    case horizontal
    /// One below the other along y (`vertical(layoutSize:subitems:)`).
    case vertical
}

/// One leaf of a custom group (`NSCollectionLayoutGroupCustomItem`): a frame relative to the
/// group's origin and a zIndex (D12).
public struct CompositionalCustomItem: Hashable, Sendable {
    /// The cell's frame, relative to the group's origin.
    public var frame: Rect
    /// Its stacking order (cells default to 0).
    public var zIndex: Int
    /// A custom leaf at `frame`.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// How a group arranges its members (the `NSCollectionLayoutGroup` factory that made it).
public enum CompositionalGroupLayout: Hashable, Sendable {
    /// Subitems in order, cycled while they fit (R2, R3): `horizontal(layoutSize:subitems:)`.
    case subitems(CompositionalGroupAxis, [CompositionalSubitem])
    /// Exactly `count` equal slots filling the group, spacing included (R4): `subitem:count:`,
    /// the spec's `repeatingCount`.
    case repeatingCount(CompositionalGroupAxis, CompositionalSubitem, count: Int)
    /// Exactly `count` copies at the subitem's own size (iOS 16 `repeatingSubitem:count:`), the
    /// spec's `repeatingCopies`.
    case repeatingCopies(CompositionalGroupAxis, CompositionalSubitem, count: Int)
    /// Explicit frames, one leaf each (`NSCollectionLayoutGroup.custom`, D12).
    case custom([CompositionalCustomItem])
}

/// A group of items and nested groups (`NSCollectionLayoutGroup`).
public struct CompositionalGroup: Hashable, Sendable {
    /// Its size; fractions refer to the section's (or parent group's) effective size.
    public var layoutSize: CompositionalSize
    /// Its members and how they are arranged.
    public var layout: CompositionalGroupLayout
    /// Space between neighbouring slots along the group's axis (R5; default fixed 0).
    public var interItemSpacing: CompositionalSpacing
    /// Insets from the group's frame to the area its members use (R7).
    public var contentInsets: DirectionalEdgeInsets
    /// Space around the group (R6).
    public var edgeSpacing: CompositionalEdgeSpacing
    /// Views attached to the group's frame; their `item` is the group's first cell (R12).
    public var supplementaryItems: [CompositionalSupplementaryItem]
    /// A group of `layoutSize` arranged by `layout`.
    public init(
        layoutSize: CompositionalSize, layout: CompositionalGroupLayout,
        interItemSpacing: CompositionalSpacing = .fixed(0), contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: CompositionalEdgeSpacing = .zero, supplementaryItems: [CompositionalSupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.layout = layout
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
    /// `horizontal(layoutSize:subitems:)`.
    public static func horizontal(layoutSize: CompositionalSize, subitems: [CompositionalSubitem]) -> Self {
        Self(layoutSize: layoutSize, layout: .subitems(.horizontal, subitems))
    }
    /// `vertical(layoutSize:subitems:)`.
    public static func vertical(layoutSize: CompositionalSize, subitems: [CompositionalSubitem]) -> Self {
        Self(layoutSize: layoutSize, layout: .subitems(.vertical, subitems))
    }
}

/// `NSRectAlignment`: where a boundary item sits on its section (R10).
public enum CompositionalRectAlignment: String, Hashable, Sendable, CaseIterable {
    /// Above the content, centred across.
    case top
    /// Above, at the reading start.
    case topLeading
    /// At the reading start, centred along y.
    case leading
    /// Below, at the reading start.
    case bottomLeading
    /// Below, centred across.
    case bottom
    /// Below, at the reading end.
    case bottomTrailing
    /// At the reading end, centred along y.
    case trailing
    /// Above, at the reading end.
    case topTrailing
}

/// A header, footer or other view on a section's (or the layout's) edge
/// (`NSCollectionLayoutBoundarySupplementaryItem`, R10).
public struct CompositionalBoundaryItem: Hashable, Sendable {
    /// The kind (`"header"`, `"footer"`, UIKit's `sectionHeaderKind` and `sectionFooterKind`,
    /// anything else).
    public var elementKind: String
    /// Its size; fractions refer to the section's effective size or the container (R1, R11).
    public var layoutSize: CompositionalSize
    /// The edge or corner it sits on.
    public var alignment: CompositionalRectAlignment
    /// Moves the final frame, in points (`offset`, the spec's `absoluteOffset`).
    public var offset: Point
    /// Whether it adds to the section's extent (default true, D10).
    public var extendsBoundary: Bool
    /// Whether it stays visible while its section is (D17).
    public var pinToVisibleBounds: Bool
    /// Its stacking order (D14: default 1).
    public var zIndex: Int
    /// A boundary item of `elementKind` at `alignment`.
    public init(
        elementKind: String, layoutSize: CompositionalSize, alignment: CompositionalRectAlignment,
        offset: Point = .zero, extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 1
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}

/// A view behind a section (`NSCollectionLayoutDecorationItem.background(elementKind:)`, R13).
public struct CompositionalDecorationItem: Hashable, Sendable {
    /// The kind (`"background"`).
    public var elementKind: String
    /// Insets from the section's whole extent (D18).
    public var contentInsets: DirectionalEdgeInsets
    /// Its stacking order (default 0).
    public var zIndex: Int
    /// A background of `elementKind`.
    public init(elementKind: String, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (R14).
public enum CompositionalOrthogonalScrolling: String, Hashable, Sendable, CaseIterable {
    /// The section scrolls with the layout.
    case none
    /// Scrolls across, resting anywhere.
    case continuous
    /// Scrolls across, resting on a group's leading boundary.
    case continuousGroupLeadingBoundary
    /// Scrolls across by the section's visible extent.
    case paging
    /// Scrolls across by one group.
    case groupPaging
    /// Scrolls across by one group, groups centred (D15).
    case groupPagingCentered
}

/// `UIContentInsetsReference` (R17).
public enum CompositionalContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// The layout's choice: the safe area (D22).
    case automatic
    /// The container's edges.
    case none
    /// The safe area (`safeAreaInsets`).
    case safeArea
    /// The layout margins (`layoutMargins`).
    case layoutMargins
    /// The readable content guide; the layout margins here (no readable width is known, D22).
    case readableContent
}

/// The size a self-sizing cell returned (`preferredLayoutAttributesFitting`): replaces an estimated
/// dimension on that axis, ignored on others (R8). nil sides keep the estimate.
public typealias CompositionalMeasuredSize = PartialSize

/// A section's cells: how many, and the sizes self-sizing cells measured (R8).
public struct CompositionalItems: Hashable, Sendable {
    /// The number of cells.
    public var count: Int
    /// Per-item measured sizes, in item order; items past its end use `uniform`.
    public var measured: [CompositionalMeasuredSize]
    /// The measured size of every item not in `measured` (the spec's `{"count": n, "height": 50}`).
    public var uniform: CompositionalMeasuredSize?
    /// `count` cells, unmeasured unless `uniform` is given.
    public init(count: Int, uniform: CompositionalMeasuredSize? = nil) {
        self.count = count
        self.measured = []
        self.uniform = uniform
    }
    /// One cell per measured size.
    public init(measured: [CompositionalMeasuredSize]) {
        self.count = measured.count
        self.measured = measured
        self.uniform = nil
    }
    /// The measured size of `item`, or nil.
    @inline(__always)
    public func measuredSize(of item: Int) -> CompositionalMeasuredSize? {
        item < measured.count ? measured[item] : uniform
    }
}

/// A section (`NSCollectionLayoutSection`).
public struct CompositionalSection: Hashable, Sendable {
    /// The group repeated along the main axis (or across, when orthogonal) until every item has a cell.
    public var group: CompositionalGroup
    /// The cells.
    public var items: CompositionalItems
    /// Space between consecutive groups (R9).
    public var interGroupSpacing: Double
    /// Insets around the groups (R9, D11).
    public var contentInsets: DirectionalEdgeInsets
    /// Whether boundary items honour the cross insets and fractions refer to the effective size (R11).
    public var supplementariesFollowContentInsets: Bool
    /// What the insets are measured from; nil: the configuration's (R17).
    public var contentInsetsReference: CompositionalContentInsetsReference?
    /// How the section scrolls across the layout (R14).
    public var orthogonalScrollingBehavior: CompositionalOrthogonalScrolling
    /// Where an orthogonal section rests, in points across the main axis (D16).
    public var orthogonalOffset: Double
    /// Headers, footers and other views on the section's edges (R10).
    public var boundarySupplementaryItems: [CompositionalBoundaryItem]
    /// Backgrounds (R13).
    public var decorationItems: [CompositionalDecorationItem]
    /// A section of `items` laid out with `group`; everything else has UIKit's default.
    public init(
        group: CompositionalGroup, items: CompositionalItems, interGroupSpacing: Double = 0,
        contentInsets: DirectionalEdgeInsets = .zero, supplementariesFollowContentInsets: Bool = true,
        contentInsetsReference: CompositionalContentInsetsReference? = nil,
        orthogonalScrollingBehavior: CompositionalOrthogonalScrolling = .none, orthogonalOffset: Double = 0,
        boundarySupplementaryItems: [CompositionalBoundaryItem] = [],
        decorationItems: [CompositionalDecorationItem] = []
    ) {
        self.group = group
        self.items = items
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.contentInsetsReference = contentInsetsReference
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.orthogonalOffset = orthogonalOffset
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
    }
}

/// The layout-wide settings (`UICollectionViewCompositionalLayoutConfiguration`) and the device's
/// insets a spec stands in for (R15-R17).
public struct CompositionalConfiguration: Hashable, Sendable {
    /// The layout's scroll direction (R16).
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections (D19).
    public var interSectionSpacing: Double
    /// Headers and footers of the whole layout (R15), section -1 in the output.
    public var boundarySupplementaryItems: [CompositionalBoundaryItem]
    /// What section insets are measured from, unless a section says (R17).
    public var contentInsetsReference: CompositionalContentInsetsReference
    /// The device's safe area (default 0).
    public var safeAreaInsets: DirectionalEdgeInsets
    /// The collection view's layout margins (default 0).
    public var layoutMargins: DirectionalEdgeInsets
    /// A configuration; every setting has UIKit's default.
    public init(
        scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [CompositionalBoundaryItem] = [],
        contentInsetsReference: CompositionalContentInsetsReference = .automatic,
        safeAreaInsets: DirectionalEdgeInsets = .zero, layoutMargins: DirectionalEdgeInsets = .zero
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }
}

/// A whole compositional layout: its configuration and its sections
/// (`UICollectionViewCompositionalLayout` with its section provider already called).
public struct CompositionalLayoutModel: Hashable, Sendable {
    /// The layout-wide settings.
    public var configuration: CompositionalConfiguration
    /// The sections, in order.
    public var sections: [CompositionalSection]
    /// The most elements a layout may hold: cells, their supplementary items, boundary items and
    /// decorations together (10^8). The solver allocates for every element before it lays out
    /// (its arrays take about 40 bytes an element, 4 GB at the limit), so a larger layout is
    /// refused first with a `LayoutError`. Ten times the spec's item limit (10^7): a spec at that
    /// limit may still give every cell nine supplementary items.
    public static let maximumElementCount = 100_000_000
    /// The zIndexes a layout may give (32 bits, as the solution holds them): a zIndex outside is
    /// refused with a `LayoutError`.
    public static let zIndexRange = Int(Int32.min)...Int(Int32.max)
    /// A layout of `sections` with `configuration`.
    public init(
        configuration: CompositionalConfiguration = CompositionalConfiguration(), sections: [CompositionalSection]
    ) {
        self.configuration = configuration
        self.sections = sections
    }
}

extension CompositionalBoundaryItem {
    /// UIKit's element kind of section headers (`UICollectionView.elementKindSectionHeader`): a
    /// header, as `"header"` is.
    public static let sectionHeaderKind = "UICollectionElementKindSectionHeader"
    /// UIKit's element kind of section footers (`UICollectionView.elementKindSectionFooter`): a
    /// footer, as `"footer"` is.
    public static let sectionFooterKind = "UICollectionElementKindSectionFooter"

    /// What a boundary item of kind `name` is in the result: `.header` for `"header"` and
    /// `sectionHeaderKind`, `.footer` for `"footer"` and `sectionFooterKind` (each with item 0,
    /// the index path UIKit gives them, R10), else `.supplementary`.
    static func resultKind(ofElementKind name: String) -> ElementKind {
        switch name {
        case "header", sectionHeaderKind: .header
        case "footer", sectionFooterKind: .footer
        default: .supplementary
        }
    }
}
