import LayoutEngine

let layout = AlignedLayout(sections: [
    .init(attributes: .init(horizontalAlignment: .center), headerHeight: 32,
          items: [.init(width: 90, height: 44), .init(size: .remaining(height: 30))]),
])
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 375, height: 667), scale: 2))
print(result.contentSize)                              // 375 x 86
let frame = result.attributes(for: .cell(0, 1))?.frame // O(1) lookup
let inRect = result.elements(in: Rect(x: 0, y: 0, width: 375, height: 100))   // O(log n + k)
let onScreen = result.visibleElements(in: Rect(x: 0, y: 40, width: 375, height: 667))  // with pinned headers
