// snippet.hide
import LayoutEngine

// snippet.show
let sizes = (0..<30).map { Size(width: Double(60 + 17 * ($0 % 5)), height: 44) }
let layout = FlowLayout(
    sections: [FlowSection(items: sizes, options: PluginSectionOptions(insets: EdgeInsets(all: 10), header: Size(width: 0, height: 40)))],
    alignment: .default, sectionHeadersPinToVisibleBounds: true)
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 375, height: 667)))
let onScreen = result.visibleElements(in: Rect(x: 0, y: 300, width: 375, height: 667))
