// UIKit's supplementary views and decorations: NSCollectionLayoutAnchor,
// NSCollectionLayoutSupplementaryItem (badges), NSCollectionLayoutBoundarySupplementaryItem
// (headers, footers) and NSCollectionLayoutDecorationItem (section backgrounds). Unlike UIKit's,
// they are not NSCollectionLayoutItem subclasses: a supplementary has no contentInsets or
// edgeSpacing here (the engine has none to honour), so setting them does not compile.

import LayoutEngine

/// A point of a frame named by edges, with an offset (UIKit's `NSCollectionLayoutAnchor`).
public final class NSCollectionLayoutAnchor {
    /// The edges naming the point: none is the centre, one edge its midpoint, two a corner.
    public let edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary's own size.
    public let offset: CGPoint
    /// Whether `offset` is in fractions of the supplementary's size.
    public let isFractionalOffset: Bool

    init(edges: NSDirectionalRectEdge, offset: CGPoint, isFractionalOffset: Bool) {
        self.edges = edges
        self.offset = offset
        self.isFractionalOffset = isFractionalOffset
    }
    /// An anchor on `edges`, without an offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isFractionalOffset: false)
    }
    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isFractionalOffset: false)
    }
    /// An anchor on `edges`, moved by `fractionalOffset` of the supplementary's width and height.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isFractionalOffset: true)
    }

    /// Whether `offset` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// The engine's value.
    var engineValue: CompositionalAnchor {
        let x = Double(offset.x)
        let y = Double(offset.y)
        return CompositionalAnchor(
            edges: edges.engineValue,
            offset: isFractionalOffset ? .fractional(x: x, y: y) : .absolute(x: x, y: y))
    }
}

/// A view attached to an item or group, such as a badge (UIKit's `NSCollectionLayoutSupplementaryItem`).
public class NSCollectionLayoutSupplementaryItem {
    /// Its size; fractions refer to the frame it is attached to.
    public let layoutSize: NSCollectionLayoutSize
    /// The kind the app registers its view under.
    public let elementKind: String
    /// The point of the attached frame it sits on.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Its own point placed on the container's; nil uses the container anchor's edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Its stacking order (default 1).
    public var zIndex: Int = 1

    /// A supplementary of `elementKind` whose `itemAnchor` point sits on `containerAnchor`'s.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }
    /// A supplementary of `elementKind` inside `containerAnchor`'s edges.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// The engine's value.
    var engineValue: CompositionalSupplementaryItem {
        CompositionalSupplementaryItem(
            elementKind: elementKind, layoutSize: layoutSize.engineValue, containerAnchor: containerAnchor.engineValue,
            itemAnchor: itemAnchor?.engineValue, zIndex: zIndex)
    }
}

/// A header, footer or other view on a section's or the layout's edge (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner it sits on.
    public let alignment: NSRectAlignment
    /// Moves the final frame, in points.
    public let offset: CGPoint
    /// Whether it adds to the section's extent (default true).
    public var extendsBoundary = true
    /// Whether it stays visible while its section is (default false).
    public var pinToVisibleBounds = false

    /// A boundary item of `elementKind` at `alignment`, moved by `absoluteOffset` points.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset),
            itemAnchor: nil)
    }
    /// A boundary item of `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}

/// A view behind a section (UIKit's `NSCollectionLayoutDecorationItem`).
public final class NSCollectionLayoutDecorationItem {
    /// The kind the app registers its view under.
    public let elementKind: String
    /// Insets from the section's whole extent.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Its stacking order (default 0).
    public var zIndex = 0

    init(elementKind: String) { self.elementKind = elementKind }

    /// A background of `elementKind` behind the whole section.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// The engine's value.
    var engineValue: CompositionalDecorationItem {
        CompositionalDecorationItem(elementKind: elementKind, contentInsets: contentInsets, zIndex: zIndex)
    }
}
