// UIKit's section: NSCollectionLayoutSection, with its orthogonal scrolling behaviour and content
// insets reference (the engine's enums under UIKit's names).

import LayoutEngine

/// How a section scrolls across the layout (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`): the engine's value, whose cases carry
/// UIKit's names.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CompositionalOrthogonalScrolling

/// What section content insets are measured from (UIKit's `UIContentInsetsReference`): the engine's
/// value, whose cases carry UIKit's names. No device runs here: the safe area and layout margins are
/// 0, so every reference gives the same frames.
public typealias UIContentInsetsReference = CompositionalContentInsetsReference

/// A section (UIKit's `NSCollectionLayoutSection`): a group repeated until every item has a cell.
public final class NSCollectionLayoutSection {
    /// The group repeated along the scroll direction (or across it, when orthogonal).
    public let group: NSCollectionLayoutGroup
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Insets around the groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// What `contentInsets` are measured from (`.automatic`: the configuration's).
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether boundary items honour the section's insets across the scroll direction (default true).
    public var supplementariesFollowContentInsets = true
    /// How the section scrolls across the layout (default `.none`).
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers, footers and other views on the section's edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }
}
