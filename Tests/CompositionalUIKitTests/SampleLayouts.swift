// Layout functions written as an iOS app writes them (the shapes of Apple's "Implementing Modern
// Collection Views" sample and of an App Store-like page). Only the import differs from an app:
// on Apple platforms the same file compiles against UIKit.

#if canImport(UIKit)
    import UIKit
#else
    import CompositionalUIKit
#endif

// MARK: - Basics

enum GridScreen {
    /// Five square cells per row.
    static func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

enum InsetItemsGridScreen {
    /// The grid with every cell inset by 5 points inside its slot.
    static func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

enum TwoColumnScreen {
    /// Two equal columns of 44-point rows, 10 points apart and from the edges.
    static func createLayout() -> UICollectionViewLayout {
        let spacing = CGFloat(10)
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// The three kinds of section of the distinct and adaptive samples.
enum ListOrGrid: Int, CaseIterable {
    case list, fiveColumns, threeColumns

    /// The number of columns at a container width.
    func columnCount(for width: CGFloat) -> Int {
        let wide = width > 800
        switch self {
        case .list: return wide ? 2 : 1
        case .fiveColumns: return wide ? 10 : 5
        case .threeColumns: return wide ? 6 : 3
        }
    }
}

enum DistinctSectionsScreen {
    /// A list, a five-column grid and a three-column grid, one per section.
    static func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout {
            (sectionIndex: Int, _: NSCollectionLayoutEnvironment)
                -> NSCollectionLayoutSection? in
            guard let kind = ListOrGrid(rawValue: sectionIndex) else { return nil }
            let columns = [1, 5, 3][kind.rawValue]
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight =
                columns == 1
                ? NSCollectionLayoutDimension.absolute(44) : NSCollectionLayoutDimension.fractionalWidth(0.2)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }
}

enum AdaptiveSectionsScreen {
    /// The distinct sections with more columns when the container is wider than 800 points.
    static func createLayout() -> UICollectionViewLayout {
        let sectionProvider = {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let kind = ListOrGrid(rawValue: sectionIndex) else { return nil }
            let columns = kind.columnCount(for: layoutEnvironment.container.effectiveContentSize.width)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight: NSCollectionLayoutDimension = kind == .list ? .absolute(44) : .fractionalWidth(0.2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight),
                subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
        return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
    }
}

// MARK: - Supplementary views and decorations

enum ItemBadgeScreen {
    static let badgeElementKind = "badge-element-kind"

    /// Four cells per row, each with a 20-point badge over its top trailing corner.
    static func createLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: badgeElementKind, containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

enum SectionHeadersFootersScreen {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    /// Full-width rows under a header and above a footer, in sections inset by 10.
    static func createLayout(pinnedHeaders: Bool = false) -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let headerFooterSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: sectionHeaderElementKind, alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: sectionFooterElementKind, alignment: .bottom)
        if pinnedHeaders {
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2
        }
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return UICollectionViewCompositionalLayout(section: section)
    }
}

#if !canImport(UIKit)
    /// Stands in for the app's `UICollectionReusableView` subclass (only its name is used).
    final class SectionBackgroundDecorationView {}
#endif

enum SectionDecorationScreen {
    static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

    /// Rows on a background that shows 5 points around the section's cells.
    static func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: itemSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(
            elementKind: sectionBackgroundDecorationElementKind)
        sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(
            SectionBackgroundDecorationView.self, forDecorationViewOfKind: sectionBackgroundDecorationElementKind)
        return layout
    }
}

// MARK: - Advanced

/// A large leading cell beside a column of two, the group `width` of the section wide.
private func leadingAndTrailingPair(width: CGFloat) -> NSCollectionLayoutGroup {
    let leadingItem = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
    leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailingItem = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
    trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailingGroup = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
        subitem: trailingItem, count: 2)
    return NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(0.4)),
        subitems: [leadingItem, trailingGroup])
}

enum NestedGroupsScreen {
    /// The leading cell and trailing pair, one such group per row.
    static func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: leadingAndTrailingPair(width: 1.0)))
    }
}

enum OrthogonalScrollingScreen {
    /// The nested group, 0.85 of the width, scrolling sideways.
    static func createLayout() -> UICollectionViewLayout {
        let section = NSCollectionLayoutSection(group: leadingAndTrailingPair(width: 0.85))
        section.orthogonalScrollingBehavior = .continuous
        return UICollectionViewCompositionalLayout(section: section)
    }
}

enum OrthogonalScrollBehaviorScreen {
    static let headerElementKind = "header-element-kind"
    /// One section per behaviour, in this order.
    static let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
    ]

    /// Cards 0.8 of the width, 100 high, 10 apart, under a 30-point title, one behaviour per section.
    static func createLayout() -> UICollectionViewLayout {
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 0
        return UICollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behaviors[sectionIndex]
                section.interGroupSpacing = 10
                let title = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
                    elementKind: headerElementKind, alignment: .top)
                section.boundarySupplementaryItems = [title]
                return section
            }, configuration: config)
    }
}

// MARK: - Real-app shapes

enum AppStoreScreen {
    static let titleElementKind = UICollectionView.elementKindSectionHeader

    /// A centred carousel of large cards, a paging carousel of three-row lists under a pinned
    /// title, and a self-sizing list.
    static func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, environment in
                switch sectionIndex {
                case 0: return featuredSection()
                case 1: return topChartsSection()
                default: return storiesSection(width: environment.container.effectiveContentSize.width)
                }
            }, configuration: configuration)
    }

    private static func featuredSection() -> NSCollectionLayoutSection {
        let card = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalHeight(0.4)),
            subitems: [card])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPagingCentered
        return section
    }

    private static func topChartsSection() -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)),
            repeatingSubitem: row, count: 3)
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.orthogonalScrollingBehavior = .groupPaging
        let title = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: titleElementKind, alignment: .top)
        title.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [title]
        return section
    }

    private static func storiesSection(width: CGFloat) -> NSCollectionLayoutSection {
        let side: CGFloat = width > 600 ? 40 : 20
        let story = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(60)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(60)),
            subitems: [story])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        section.interGroupSpacing = 8
        return section
    }
}

enum MosaicScreen {
    /// A custom group: a large cell two thirds of the width beside two stacked small ones.
    static func createLayout() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200))
        ) { environment in
            let size = environment.container.effectiveContentSize
            let large = size.width * 2 / 3
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: large, height: size.height)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: large, y: 0, width: size.width - large, height: size.height / 2)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: large, y: size.height / 2, width: size.width - large, height: size.height / 2),
                    zIndex: 1),
            ]
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

enum PhotoStripScreen {
    static let pageHeaderElementKind = "page-header"

    /// A horizontally scrolling layout of columns of four, after a layout-level header.
    static func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1.0)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: column)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(80), heightDimension: .fractionalHeight(1.0)),
                elementKind: pageHeaderElementKind, alignment: .leading)
        ]
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
