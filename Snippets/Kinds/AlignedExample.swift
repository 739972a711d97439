// snippet.hide
import LayoutEngine

// snippet.show
let layout = AlignedLayout(sections: [
    .init(attributes: .init(horizontalAlignment: .center, verticalAlignment: .bottom), headerHeight: 32,
          items: [.init(width: 90, height: 44), .init(size: .remaining(height: 30))]),
])
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 375, height: 667)))
