// snippet.hide
import Foundation
import CompositionalUIKit

func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

// snippet.show
import LayoutDiagrams
import LayoutEngine
import LayoutScene

let container = Size(width: 390, height: 844)
let model = try createLayout().model(in: CGSize(width: 390, height: 844), itemCounts: [20])
let result = try CompositionalLayout(model).layout(in: LayoutContext(containerSize: container, scale: 3))
try Diagram.write(result, to: "layout.png", options: DiagramOptions(scale: 3, container: container))
// snippet.hide
precondition(FileManager.default.fileExists(atPath: "layout.png"))
precondition(result.attributes(for: .cell(0, 1))?.frame == Rect(x: 195, y: 0, width: 195, height: 44))
