// snippet.hide
import Foundation
// snippet.show
import LayoutDiagrams
import LayoutEngine
import LayoutScene

let container = Size(width: 375, height: 667)
let items = (0..<12).map { WaterfallLayout.Item(width: 300, height: Double(200 + 60 * ($0 % 4))) }
let insets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
let layout = WaterfallLayout(sections: [.init(items: items, columnCount: 3)], sectionInset: insets)
let result = try layout.layout(in: LayoutContext(containerSize: container, scale: 2))
let options = DiagramOptions(scale: 2, container: container, layoutName: "waterfall")  // names it in the title
try Diagram.write(result, to: "waterfall.png", options: options)
// snippet.hide
precondition(FileManager.default.fileExists(atPath: "waterfall.png"))
precondition(DiagramTitle.text(for: result, options: options).hasPrefix("waterfall layout, 3 columns"))
