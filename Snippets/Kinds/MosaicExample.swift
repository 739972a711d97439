// snippet.hide
import LayoutEngine

// snippet.show
// 340 wide, insets left/right/bottom 10, spacing 10: three lanes of 100; lengths in multiples of 50.
let photos = [
    MosaicSection.Item(aspectRatio: 1),                   // every lane free: spans all three
    MosaicSection.Item(aspectRatio: 1),                   // after a big item: one lane
    MosaicSection.Item(aspectRatio: 0.5),                 // lanes 1-2 are topmost: spans two
    MosaicSection.Item(aspectRatio: 1.5),
    MosaicSection.Item(aspectRatio: 0.8, canBeBig: false),
    MosaicSection.Item(aspectRatio: 1),                   // snapped to lane 1's end
    MosaicSection.Item(aspectRatio: 0.9),                 // portrait with all lanes free: one lane
    MosaicSection.Item(aspectRatio: 1.2),
    MosaicSection.Item(aspectRatio: 2),
]
let section = MosaicSection(
    items: photos, lineCount: 3, lineMultiple: 50,
    options: PluginSectionOptions(insets: EdgeInsets(top: 0, left: 10, bottom: 10, right: 10)))
let layout = MosaicLayout(sections: [section], sectionHeadersPinToVisibleBounds: true)
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 340, height: 600)))
print(result.contentSize)                                  // 340 x 1040
print(result.attributes(for: .cell(0, 2))!.frame)          // x=120 y=370 w=210 h=450
// snippet.hide
precondition(result.contentSize == Size(width: 340, height: 1040))
precondition(result.attributes(for: .cell(0, 2))!.frame == Rect(x: 120, y: 370, width: 210, height: 450))
