/// PluginLayout's `StaggeredLayout` (Pinterest-like): every section is a `StaggeredSection`, items
/// go round robin into `lineCount` lanes and get their length from their aspect ratio. Both scroll
/// directions; pinned headers and footers and cell effects as in `FlowLayout`.
///
/// Its `alignment` is not used: staggered sections have none.
///
/// - Complexity: O(n) in the number of items.
public typealias StaggeredLayout = PluginLayout<StaggeredSection>
