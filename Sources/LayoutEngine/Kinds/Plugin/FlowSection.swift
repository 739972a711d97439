/// A `flow` section (PluginLayout's `FlowLayoutPlugin`, a UICollectionViewFlowLayout replacement):
/// items of given sizes flow along lines across the scroll axis, lines break when the next item
/// does not fit, and each finished line is re-spaced with the alignment (see `FlowLayoutAlignment`).
///
/// Algorithm: `FlowLines`. With `.default` alignment a vertical section looks like UIKit's flow
/// layout: justified lines, a lone item centred on its line, the last line packed at the left and
/// top-aligned. Horizontal sections make columns that advance to the right.
///
/// - Complexity: O(n) in the number of items.
public struct FlowSection: PluginSection, Hashable {
    public static let kindName = "flow"

    /// The items' sizes (`sizeForItemAt`).
    public var items: [Size]
    /// nil: the layout's `alignment`.
    public var alignment: FlowLayoutAlignment?
    public var options: PluginSectionOptions

    public init(items: [Size], alignment: FlowLayoutAlignment? = nil, options: PluginSectionOptions = PluginSectionOptions()) {
        self.items = items; self.alignment = alignment; self.options = options
    }

    public var itemCount: Int { items.count }

    public func layoutCells(from start: Double, in env: PluginEnvironment) throws(LayoutError) -> PluginCells {
        for (i, size) in items.enumerated() {
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                throw LayoutError(path: env.itemPath(i), "the item's size must be finite and >= 0, got \(size)")
            }
        }
        let lines = FlowLines(direction: env.scrollDirection, lineLength: env.crossLength, insets: options.insets,
                              itemSpacing: options.minimumInteritemSpacing, lineSpacing: options.minimumLineSpacing,
                              alignment: alignment ?? env.alignment)
        let placed = lines.place(items, from: start)
        return PluginCells(frames: placed.frames, end: placed.end)
    }
}
