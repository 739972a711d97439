// snippet.hide
// swift-format-ignore-file
import CompositionalUIKit
import Foundation
import LayoutDiagrams
import LayoutEngine
import LayoutScene

// snippet.show
func createLayout() -> UICollectionViewLayout {   // the app's function, as written for UIKit
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3)),
        subitems: [item])
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
}

let result = try createLayout().layoutResult(in: CGSize(width: 390, height: 844), itemCounts: [20], scale: 3)
try Diagram.write(result, to: "layout.png")
// snippet.hide
precondition(FileManager.default.fileExists(atPath: "layout.png"))
precondition(result.attributes(for: .cell(0, 1))?.frame == Rect(x: 134, y: 48, width: 122, height: 122))
