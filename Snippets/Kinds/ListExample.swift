// snippet.hide
import LayoutEngine

// snippet.show
let list = ListLayout(sections: [
    .init(itemCount: 4, headerHeight: 28),
    .init(items: [.init(height: 60), .init(), .init(height: 88)], headerHeight: 28, footerHeight: 20,
          insets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), interitemSpacing: 8),
], itemHeight: 44, interitemSpacing: 1)
let result = try list.layout(in: LayoutContext(containerSize: Size(width: 375, height: 667)))
let onScreen = result.visibleElements(contentOffset: Point(x: 0, y: 120), viewportSize: Size(width: 375, height: 667))
// the first header is at y = 120 with zIndex 901
// snippet.hide
let header = onScreen.first { $0.id == .header(0) }!
precondition(header.frame.minY == 120 && header.zIndex == 901)
