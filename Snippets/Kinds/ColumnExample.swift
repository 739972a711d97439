// snippet.hide
import LayoutEngine

// snippet.show
let layout = ColumnLayout(sections: [
    .init(items: [.init(aspectRatio: Size(width: 2, height: 1)), .init(height: 80),
                  .init(aspectRatio: Size(width: 2, height: 1), height: 20)], headerHeight: 32),
    .init(items: Array(repeating: .init(), count: 15), columnCount: 5),
], columnCount: 4, columnSpacing: 10, interitemSpacing: 10, sectionInset: EdgeInsets(all: 10), layoutStrategy: .shortestFirst)
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 500, height: 460)))
let width = try layout.columnWidth(inSection: 0, containerWidth: 500)   // (480 - 30) / 4 = 112.5 -> 113
// snippet.hide
precondition(width == 113)
