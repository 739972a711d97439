// snippet.hide
import LayoutEngine

// snippet.show
let sections = [
    StaggeredSection(items: (0..<40).map { StaggeredSection.Item(aspectRatio: $0 % 3 == 0 ? 0.75 : 1.25) },
                     options: PluginSectionOptions(header: Size(width: 0, height: 44))),
]
let layout = StaggeredLayout(sections: sections, sectionHeadersPinToVisibleBounds: true,
                             effects: [.elastic(spacing: 90, span: 200), .fade(span: 200)])
let context = LayoutContext(containerSize: Size(width: 375, height: 667))
let result = try layout.layout(in: context)
let onScreen = result.visibleElements(in: Rect(x: 0, y: 300, width: 375, height: 667))
print(onScreen.first { $0.id == .header(0) }!.frame)   // x=0 y=300 w=375 h=44
