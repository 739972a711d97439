// UIKit's layout object: UICollectionViewCompositionalLayout (a UICollectionViewLayout, so that a
// `createLayout() -> UICollectionViewLayout` function compiles), its configuration, the section
// provider's environment, and UICollectionView's scroll direction.

import LayoutEngine

/// The namespace of UIKit's collection view names this module needs; there is no view.
public enum UICollectionView {
    /// The layout's scroll direction (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Sections follow each other down the page.
        case vertical = 0
        /// Sections follow each other across the page.
        case horizontal

        /// The engine's value.
        var engineValue: LayoutEngine.ScrollDirection { self == .vertical ? .vertical : .horizontal }
    }
    /// UIKit's element kind of section headers (`"UICollectionElementKindSectionHeader"`).
    public static let elementKindSectionHeader = CompositionalBoundaryItem.sectionHeaderKind
    /// UIKit's element kind of section footers (`"UICollectionElementKindSectionFooter"`).
    public static let elementKindSectionFooter = CompositionalBoundaryItem.sectionFooterKind
}

/// The size a layout is computed in (UIKit's `NSCollectionLayoutContainer`).
public protocol NSCollectionLayoutContainer {
    /// The container's whole size.
    var contentSize: CGSize { get }
    /// The size less `contentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or a custom group learns about where it is laid out (UIKit's
/// `NSCollectionLayoutEnvironment`, without `traitCollection`).
public protocol NSCollectionLayoutEnvironment {
    /// The container: the layout's for a section provider, the group's for a custom group.
    var container: any NSCollectionLayoutContainer { get }
}

/// A container of a size and insets.
struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// An environment of one container.
struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
}

/// A function that returns the section at an index (UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`); nil is reported by the translation.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// The layout-wide settings (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The scroll direction (default vertical).
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What section insets are measured from, unless a section says.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// A configuration with UIKit's defaults.
    public init() {}
}

/// UIKit's abstract layout class; here every layout is a ``UICollectionViewCompositionalLayout``.
public class UICollectionViewLayout {
    init() {}

    /// Accepted so that layout code registering a decoration view compiles (UIKit declares it on
    /// `UICollectionViewLayout`, so a layout held as one can call it); decorations are drawn as
    /// boxes, so the class is not used.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
}

/// A layout of sections made of groups and items (UIKit's `UICollectionViewCompositionalLayout`).
/// Translate it with ``UICollectionViewLayout/model(in:itemCounts:)`` or solve it with
/// ``UICollectionViewLayout/solve(in:itemCounts:layoutDirection:includesGuides:)``.
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout-wide settings.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = { _, _ in section }
        self.configuration = configuration
    }
    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }
    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
}
