/// PluginLayout's `FlowLayout`: a UICollectionViewFlowLayout replacement in which every section is a
/// `FlowSection`, with scroll effects. Items of given sizes flow along lines; with `.default`
/// alignment lines are justified, a lone item is centred and the last line is packed at the start;
/// `start`, `center` and `end` pack every line. Both scroll directions.
///
/// Sections stack along the scroll axis through `PluginComposition`; each section is header,
/// leading inset, lines, trailing inset, footer. Headers and footers span the container across the
/// scroll axis and can pin to the viewport (`sectionHeadersPinToVisibleBounds`,
/// `sectionFootersPinToVisibleBounds`); `effects` (elastic, fade) apply to cells.
///
///     let layout = FlowLayout(sections: [FlowSection(items: [Size(width: 100, height: 100), Size(width: 120, height: 60)])])
///     let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 375, height: 667)))
///
/// - Complexity: O(n) in the number of items.
public typealias FlowLayout = PluginLayout<FlowSection>
