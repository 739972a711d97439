import LayoutDiagrams
import LayoutEngine
import LayoutScene

// One centred line of tags after another, each tag as wide as its word.
let tags = ["swift", "layouts", "without", "UIKit", "diagrams", "cairo", "png", "svg", "snapshots"]
let items = tags.map { AlignedLayout.Item(width: Double(24 + 10 * $0.count), height: 32) }
let section = AlignedLayout.Section(
    attributes: .init(horizontalAlignment: .center, itemSpacing: 8, lineSpacing: 8), headerHeight: 28, items: items)
let layout = AlignedLayout(sections: [section])

let container = Size(width: 320, height: 400)
let result = try layout.layout(in: LayoutContext(containerSize: container, scale: 2))
print(result.contentSize)                          // 320 x 150
print(result.attributes(for: .cell(0, 0))!.frame)  // x=21 y=33 w=74 h=32

// The diagram, as `render` would draw it: PNG or SVG from the extension.
let options = DiagramOptions(scale: 2, container: container, layoutName: "aligned")
try Diagram.write(result, to: "tags.png", options: options)
