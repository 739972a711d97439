// snippet.hide
import LayoutEngine

// snippet.show
// 320 wide, insets 10, spacing 10: the line is 300.
let items = [
    FractionGridSection.Item(lineFraction: 1, aspectRatio: 3),
    FractionGridSection.Item(lineFraction: 2, aspectRatio: 1),    // a half and two quarters
    FractionGridSection.Item(lineFraction: 4, aspectRatio: 0.5),  // share one line
    FractionGridSection.Item(lineFraction: 4, aspectRatio: 0.5),
    FractionGridSection.Item(lineFraction: 2, aspectRatio: 2),
]
let layout = FractionGridLayout(sections: [
    FractionGridSection(items: items, options: PluginSectionOptions(insets: EdgeInsets(all: 10))),
])
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 320, height: 480)))
print(result.contentSize)                          // 320 x 357.5
print(result.attributes(for: .cell(0, 2))!.frame)  // x=165 y=125 w=67.5 h=135
