// UIKit's items and groups: NSCollectionLayoutItem, NSCollectionLayoutGroup (a subclass, so a
// group can be another group's subitem) and NSCollectionLayoutGroupCustomItem. Classes, as in
// UIKit: changing an item after it was put in a group changes it there too.

import LayoutEngine

/// A cell's template (UIKit's `NSCollectionLayoutItem`).
public class NSCollectionLayoutItem {
    /// Its slot's size; fractions refer to the group's effective size.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets from the slot to the cell frame (ignored on estimated axes).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the slot; nil is none.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Badges and other views attached to the cell (given at init; a group's may be set).
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize` with views attached to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.storedSupplementaryItems = supplementaryItems
    }
    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A function that returns a custom group's frames (UIKit's
/// `NSCollectionLayoutGroupCustomItemProvider`); its environment's container is the group.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A group of items and nested groups (UIKit's `NSCollectionLayoutGroup`), made by its factories.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group arranges its members.
    enum Arrangement {
        case subitems(CompositionalGroupAxis, [NSCollectionLayoutItem])
        case filling(CompositionalGroupAxis, NSCollectionLayoutItem, count: Int)
        case copies(CompositionalGroupAxis, NSCollectionLayoutItem, count: Int)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// Space between neighbouring members along the group's axis; nil is fixed 0.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement) {
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Views attached to the group's frame; their item is the group's first cell.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    /// The members (empty for a custom group).
    public var subitems: [NSCollectionLayoutItem] {
        switch arrangement {
        case .subitems(_, let items): return items
        case .filling(_, let item, _), .copies(_, let item, _): return [item]
        case .custom: return []
        }
    }

    /// Members side by side along x, in order, repeated while they fit.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .subitems(.horizontal, subitems))
    }
    /// Members one below the other, in order, repeated while they fit.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .subitems(.vertical, subitems))
    }
    /// Exactly `count` equal slots filling the group's width, spacing included (deprecated in iOS 16).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .filling(.horizontal, subitem, count: count))
    }
    /// Exactly `count` equal slots filling the group's height, spacing included (deprecated in iOS 16).
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .filling(.vertical, subitem, count: count))
    }
    /// Exactly `count` copies of `repeatingSubitem` at its own size, side by side (iOS 16).
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .copies(.horizontal, subitem, count: count))
    }
    /// Exactly `count` copies of `repeatingSubitem` at its own size, one below the other (iOS 16).
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .copies(.vertical, subitem, count: count))
    }
    /// Cells at the frames `itemProvider` returns, relative to the group's origin. The provider is
    /// called once, when the layout is translated, with the group as its environment's container.
    public class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider))
    }
}

/// One cell of a custom group (UIKit's `NSCollectionLayoutGroupCustomItem`).
public final class NSCollectionLayoutGroupCustomItem {
    /// The cell's frame, relative to the group's origin.
    public let frame: CGRect
    /// Its stacking order.
    public let zIndex: Int
    /// A cell at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
    /// A cell at `frame`.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
}
