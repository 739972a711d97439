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

let result = try createLayout().layoutResult(in: CGSize(width: 390, height: 844), itemCounts: [20], scale: 3)
try Diagram.write(result, to: "layout.png")
// snippet.hide
precondition(FileManager.default.fileExists(atPath: "layout.png"))
precondition(result.attributes(for: .cell(0, 1))?.frame == Rect(x: 200, y: 10, width: 180, height: 44))
