// snippet.hide
import LayoutEngine

// snippet.show
let layout = WaterfallLayout(sections: [
    .init(items: [.init(width: 1600, height: 900)], columnCount: 1),
    .init(items: [.init(width: 300, height: 400), .init(width: 300, height: 200),
                  .init(size: .custom { itemWidth in Size(width: itemWidth, height: itemWidth + 40) })],
          columnCount: 3, headerHeight: 36),
], minimumColumnSpacing: 8, minimumInteritemSpacing: 8, stretchingType: .lastCell)
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 375, height: 667), scale: 2))
let width = try layout.itemWidth(inSection: 1, containerWidth: 375, scale: 2)   // (375 - 16) / 3 floored: 119.5
// snippet.hide
precondition(width == 119.5)
