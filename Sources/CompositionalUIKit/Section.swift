// UIKit's section: NSCollectionLayoutSection with its orthogonal scrolling behaviour and content
// insets reference.

import LayoutEngine

/// How a section scrolls across the layout (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// The section scrolls with the layout.
    case none = 0
    /// Scrolls across, resting anywhere.
    case continuous
    /// Scrolls across, resting on a group's leading boundary.
    case continuousGroupLeadingBoundary
    /// Scrolls across by the section's visible width.
    case paging
    /// Scrolls across by one group.
    case groupPaging
    /// Scrolls across by one group, groups centred.
    case groupPagingCentered

    /// The engine's value.
    var engineValue: CompositionalOrthogonalScrolling {
        switch self {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }
}

/// What section content insets are measured from (UIKit's `UIContentInsetsReference`). No device
/// runs here: the safe area and layout margins are 0, so every reference gives the same frames.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// The layout's choice (the safe area).
    case automatic = 0
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent

    /// The engine's value.
    var engineValue: CompositionalContentInsetsReference {
        switch self {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }
}

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
