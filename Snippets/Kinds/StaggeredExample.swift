// snippet.hide
import LayoutEngine

// snippet.show
// 340 wide, insets 10, spacing 10: three lanes of 100; items dealt round robin.
let pins = [1, 2, 0.5, 1, 4, 1, 2].map { StaggeredSection.Item(aspectRatio: $0) }
let section = StaggeredSection(
    items: pins, lineCount: 3, options: PluginSectionOptions(insets: EdgeInsets(all: 10)))
let layout = StaggeredLayout(sections: [section])
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 340, height: 600)))
print(result.contentSize)                          // 340 x 330
print(result.attributes(for: .cell(0, 3))!.frame)  // x=10 y=120 w=100 h=100
