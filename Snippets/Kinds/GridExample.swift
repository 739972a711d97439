// snippet.hide
import LayoutEngine

// snippet.show
var grid = GridLayout(itemCounts: [8, 5, 12], lineItemCount: 6, lineSpacing: 5, sectionsStartOnNewLine: true)
grid.lineMultiplier = 0.5          // lineSize is now 0 and lineExtension 0
let result = try grid.layout(in: LayoutContext(containerSize: Size(width: 320, height: 480), scale: 2))
