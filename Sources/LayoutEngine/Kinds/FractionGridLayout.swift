/// PluginLayout's `GridLayout`: every section is a `FractionGridSection`. Each item takes
/// `1/lineFraction` of the line (minus spacing) and gets its other side from its aspect ratio; items
/// then flow, break and align exactly as in `FlowLayout`, so fractions can be mixed on one line.
/// Both scroll directions; pinned headers and footers and cell effects as in `FlowLayout`.
///
/// - Complexity: O(n) in the number of items.
public typealias FractionGridLayout = PluginLayout<FractionGridSection>
