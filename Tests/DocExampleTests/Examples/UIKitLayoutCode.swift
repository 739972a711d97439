// snippet.hide
// swift-format-ignore-file
// CompositionalUIKit.docc/CompilingUIKitLayoutCode.md: the app's layout function, compiled and run as written.
// snippet.show
#if canImport(UIKit)
    import UIKit
#else
    import CompositionalUIKit
#endif

func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        subitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    return UICollectionViewCompositionalLayout(section: section)
}
