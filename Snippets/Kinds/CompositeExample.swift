// snippet.hide
import LayoutEngine

// snippet.show
let tags = [Size(width: 80, height: 32), Size(width: 120, height: 32), Size(width: 96, height: 32)]
let photos = [1.5, 0.75, 1, 1.33].map { MosaicSection.Item(aspectRatio: $0) }
let pins = [0.8, 1.2, 1, 0.66].map { StaggeredSection.Item(aspectRatio: $0) }
let layout = CompositeLayout(sections: [
    FlowSection(items: tags, options: PluginSectionOptions(header: Size(width: 0, height: 36))),
    MosaicSection(items: photos, lineCount: 3, lineMultiple: 40),
    StaggeredSection(items: pins, lineCount: 2, options: PluginSectionOptions(effects: [.elastic(), .fade()])),
], sectionHeadersPinToVisibleBounds: true)
let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 375, height: 667)))
// snippet.hide
precondition(result.numberOfItems(inSection: 2) == 4 && result.attributes(for: .header(0)) != nil)
