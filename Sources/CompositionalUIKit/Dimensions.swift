// UIKit's sizes and spacings: NSCollectionLayoutDimension, NSCollectionLayoutSize,
// NSCollectionLayoutSpacing, NSCollectionLayoutEdgeSpacing. Immutable classes, as in UIKit.

import LayoutEngine

/// One side of a layout size (UIKit's `NSCollectionLayoutDimension`): points, a fraction of the
/// container's width or height, or an estimate.
public final class NSCollectionLayoutDimension {
    /// The engine's value.
    let value: CompositionalDimension

    init(_ value: CompositionalDimension) { self.value = value }

    /// A fraction of the container's effective width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth(Double(fractionalWidth)))
    }
    /// A fraction of the container's effective height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight(Double(fractionalHeight)))
    }
    /// A length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(Double(absoluteDimension))) }
    /// A first guess in points; the measured size given to the translation replaces it.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated(Double(estimatedDimension)))
    }
    /// An estimate whose final value is the largest among the siblings using it (iOS 17).
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool {
        if case .fractionalWidth = value { return true }
        return false
    }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool {
        if case .fractionalHeight = value { return true }
        return false
    }
    /// Whether the dimension is in points.
    public var isAbsolute: Bool {
        if case .absolute = value { return true }
        return false
    }
    /// Whether the dimension is an estimate (`uniformAcrossSiblings` included, as in UIKit).
    public var isEstimated: Bool { value.isEstimated }
    /// Whether the dimension is `uniformAcrossSiblings(estimate:)`.
    public var isUniformAcrossSiblings: Bool { value.isUniform }
    /// The fraction, points or estimate.
    public var dimension: CGFloat {
        switch value {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
            .uniformAcrossSiblings(estimate: let v):
            return CGFloat(v)
        }
    }
}

/// A width and a height as dimensions (UIKit's `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension
    /// A size from its two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        self.widthDimension = width
        self.heightDimension = height
    }

    /// The engine's value.
    var engineValue: CompositionalSize {
        CompositionalSize(widthDimension: widthDimension.value, heightDimension: heightDimension.value)
    }
}

/// Space between neighbours or at an edge (UIKit's `NSCollectionLayoutSpacing`).
public final class NSCollectionLayoutSpacing {
    /// The engine's value.
    let value: CompositionalSpacing

    init(_ value: CompositionalSpacing) { self.value = value }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(Double(fixedSpacing))) }
    /// At least `flexibleSpacing` points; free room is shared among the flexible spaces.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(.flexible(Double(flexibleSpacing))) }

    /// The spacing (the minimum when flexible).
    public var spacing: CGFloat { CGFloat(value.minimum) }
    /// Whether the spacing grows into free room.
    public var isFlexibleSpacing: Bool { value.isFlexible }
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !value.isFlexible }
}

/// Space outside an item's or group's frame on each side (UIKit's `NSCollectionLayoutEdgeSpacing`).
public final class NSCollectionLayoutEdgeSpacing {
    /// The space on the reading start side.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above.
    public let top: NSCollectionLayoutSpacing?
    /// The space on the reading end side.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below.
    public let bottom: NSCollectionLayoutSpacing?
    /// Edge spacing from its four sides (nil: none).
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The engine's value.
    var engineValue: CompositionalEdgeSpacing {
        CompositionalEdgeSpacing(
            leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }
}
