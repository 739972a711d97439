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

    /// A flow section of items of the given sizes; nil `alignment` takes the layout's.
    public init(
        items: [Size], alignment: FlowLayoutAlignment? = nil, options: PluginSectionOptions = PluginSectionOptions()
    ) {
        self.items = items
        self.alignment = alignment
        self.options = options
    }

    public func layoutCells(
        from start: Double, in env: PluginEnvironment,
        into cells: inout LayoutBuilder
    ) throws(LayoutError) -> PluginCells {
        let end = try items.span.withUnsafeBufferPointer { (items) throws(LayoutError) in
            try FlowLines(options, alignment: alignment, in: env).place(
                count: items.count, from: start, into: &cells,
                sizes: Sizes(items: items, env: env))
        }
        return PluginCells(end: end)
    }
}

extension FlowSection {
    /// The items' sizes as given, read without bounds checks (`FlowLines` asks only for items
    /// 0..<count) and checked by `FlowLines` a batch at a time (`FlowLines.SizeCheck`).
    struct Sizes: FlowItemSizes {
        typealias Failure = LayoutError
        let items: UnsafeBufferPointer<Size>
        let env: PluginEnvironment
        var neverNegative: Bool { false }
        static var storedInPairs: Bool { true }
        @inline(__always) func size(_ item: Int) -> Size { items[item] }
        func refusal(_ item: Int, _ size: Size) -> LayoutError { FlowLines.sizeError(size, item: item, in: env) }
    }
}
