// snippet.hide
import LayoutEngine

// snippet.show
let square = CompositionalSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1))
let row = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2))
let cell = CompositionalItem(layoutSize: square, contentInsets: DirectionalEdgeInsets(all: 2))
let header = CompositionalBoundaryItem(
    elementKind: "header",
    layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
    alignment: .top, pinToVisibleBounds: true)
let section = CompositionalSection(
    group: .horizontal(layoutSize: row, subitems: [.item(cell)]), items: CompositionalItems(count: 24),
    interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(all: 10), boundarySupplementaryItems: [header])
let layout = CompositionalLayout(CompositionalLayoutModel(sections: [section]))
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 390, height: 844), scale: 3))
let first = result.attributes(for: .cell(0, 0))?.frame   // x 12, y 56, 70 x 70: 0.2 of 370, inset by 2
// snippet.hide
precondition(first == Rect(x: 12, y: 56, width: 70, height: 70))
precondition(result.attributes(for: .header(0))?.frame == Rect(x: 10, y: 0, width: 370, height: 44))
