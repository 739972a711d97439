/// A `fraction-grid` section (PluginLayout's `GridLayoutPlugin`): each item takes `1/lineFraction`
/// of the line and gets its other side from its aspect ratio; items then flow exactly like `flow`
/// (line breaking, re-spacing, alignment), so items of different fractions can share a line.
///
/// Item size, with `n = lineFraction` and the line `L` = container across the scroll axis minus the
/// cross-axis insets: across `(L - (n - 1) * minimumInteritemSpacing) / n`; along the scroll axis
/// `across / aspectRatio` when vertical, `across * aspectRatio` when horizontal (the ratio is
/// width / height in both directions). `n` items of fraction `n` always share one line (line
/// breaking tolerates floating-point error, see `FlowLines`).
///
/// - Complexity: O(n) in the number of items.
public struct FractionGridSection: PluginSection, Hashable {
    public static let kindName = "fraction-grid"

    /// One item: the fraction of the line it takes and its aspect ratio.
    public struct Item: Hashable, Sendable {
        /// The item takes `1/lineFraction` of the line (`lineFractionAt`); at least 1.
        public var lineFraction: Int
        /// Width / height (`aspectRatioAt`); finite and > 0.
        public var aspectRatio: Double
        /// An item taking `1/lineFraction` of the line, with `aspectRatio` (width / height).
        public init(lineFraction: Int = 1, aspectRatio: Double = 1) {
            self.lineFraction = lineFraction
            self.aspectRatio = aspectRatio
        }
    }

    /// The section's items, in order.
    public var items: [Item]
    /// nil: the layout's `alignment`.
    public var alignment: FlowLayoutAlignment?
    public var options: PluginSectionOptions

    /// A fraction-grid section; nil `alignment` takes the layout's.
    public init(
        items: [Item], alignment: FlowLayoutAlignment? = nil, options: PluginSectionOptions = PluginSectionOptions()
    ) {
        self.items = items
        self.alignment = alignment
        self.options = options
    }

    /// Fractions below this have their length across computed once per section, not per item.
    static let commonFractions = 17

    /// Each item's size is made as `FlowLines` places it (no array of sizes first). On any error
    /// the items' parameters are checked in full first, so the error reported is the one the
    /// two-pass order gave: the first bad parameter of any item before the first size that is not
    /// finite and >= 0.
    public func layoutCells(
        from start: Double, in env: PluginEnvironment,
        into cells: inout LayoutBuilder
    ) throws(LayoutError) -> PluginCells {
        let d = env.scrollDirection
        let isp = options.minimumInteritemSpacing
        let line = env.crossLength - options.insets.crossStart(d) - options.insets.crossEnd(d)
        // The lengths across of the common fractions, computed once (the same expression, so the
        // same bits): a division per item less.
        let commonCross = (0..<Self.commonFractions).map { Self.crossLength($0, line: line, spacing: isp) }
        let items = items.span
        do {
            // Both read without bounds checks: `FlowLines` asks only for items 0..<count, and
            // `checkedCross` reads `commonCross` below `commonFractions`.
            let end = try items.withUnsafeBufferPointer { (items) throws(LayoutError) in
                try commonCross.span.withUnsafeBufferPointer { (commonCross) throws(LayoutError) in
                    try FlowLines(options, alignment: alignment, in: env).place(
                        count: items.count, from: start, into: &cells,
                        sizes: Sizes(items: items, commonCross: commonCross, line: line, spacing: isp, env: env))
                }
            }
            return PluginCells(end: end)
        } catch {
            try commonCross.span.withUnsafeBufferPointer { (commonCross) throws(LayoutError) in
                for i in items.indices {
                    _ = try Self.checkedCross(items[i], i, commonCross: commonCross, line: line, spacing: isp, in: env)
                }
            }
            throw error
        }
    }

    /// The length across of an item of `fraction`, on a line of `line` with gaps of `spacing`.
    static func crossLength(_ fraction: Int, line: Double, spacing: Double) -> Double {
        let n = Double(fraction)
        return (line - (n - 1) * spacing) / n
    }

    /// Item `i`'s length across, after checking its fraction and aspect ratio and that the
    /// fraction leaves room.
    @inline(__always)
    fileprivate static func checkedCross(
        _ item: Item, _ i: Int, commonCross: UnsafeBufferPointer<Double>, line: Double, spacing: Double,
        in env: PluginEnvironment
    ) throws(LayoutError) -> Double {
        try ParameterCheck.count(item.lineFraction, "\(env.itemPath(i)).lineFraction")
        try checkAspectRatio(item.aspectRatio, item: i, in: env)
        let cross =
            item.lineFraction < commonFractions
            ? commonCross[item.lineFraction] : crossLength(item.lineFraction, line: line, spacing: spacing)
        guard cross > 0 else { throw noRoomError(item, i, cross: cross, line: line, spacing: spacing, in: env) }
        return cross
    }

    fileprivate static func noRoomError(
        _ item: Item, _ i: Int, cross: Double, line: Double, spacing: Double, in env: PluginEnvironment
    ) -> LayoutError {
        LayoutError(
            path: "\(env.itemPath(i)).lineFraction",
            "\(item.lineFraction) items with minimumInteritemSpacing \(formatNumber(spacing)) leave no room in the \(formatNumber(line)) pt left after the insets (each item would be \(formatNumber(cross)) pt); lower lineFraction, minimumInteritemSpacing or the insets"
        )
    }
}

extension FractionGridSection {
    /// Each item's size, made as `FlowLines` places it: its fraction and aspect ratio checked
    /// (`checkedCross`), then its length across and along. The sizes are checked by `FlowLines`,
    /// a batch at a time: an aspect ratio near 0 or +infinity makes an infinite length, and with
    /// a fraction and an aspect ratio > 0 no side is negative or NaN (`neverNegative`).
    struct Sizes: FlowItemSizes {
        typealias Failure = LayoutError
        let items: UnsafeBufferPointer<Item>
        let commonCross: UnsafeBufferPointer<Double>
        let line: Double, spacing: Double
        let env: PluginEnvironment
        var neverNegative: Bool { true }
        static var storedInPairs: Bool { false }

        @inline(__always) func size(_ i: Int) throws(LayoutError) -> Size {
            let item = items[i]
            let cross = try checkedCross(item, i, commonCross: commonCross, line: line, spacing: spacing, in: env)
            return Size(
                main: env.scrollDirection == .vertical ? cross / item.aspectRatio : cross * item.aspectRatio,
                cross: cross, env.scrollDirection)
        }

        func refusal(_ item: Int, _ size: Size) -> LayoutError { FlowLines.sizeError(size, item: item, in: env) }
    }
}
