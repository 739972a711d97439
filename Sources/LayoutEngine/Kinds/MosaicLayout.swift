/// PluginLayout's `MosaicLayout` (a photo wall after the Lightbox algorithm): every section is a
/// `MosaicSection`; items go to the topmost lane, may span several lanes, and their lengths snap to
/// a grid multiple so that lane ends line up. Both scroll directions; pinned headers and footers and
/// cell effects as in `FlowLayout`.
///
/// Its `alignment` is not used: mosaic sections have none.
///
/// - Complexity: O(n * c) for n items and c lanes.
public typealias MosaicLayout = PluginLayout<MosaicSection>
