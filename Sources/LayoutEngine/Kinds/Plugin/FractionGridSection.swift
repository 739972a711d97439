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

    public struct Item: Hashable, Sendable {
        /// The item takes `1/lineFraction` of the line (`lineFractionAt`); at least 1.
        public var lineFraction: Int
        /// Width / height (`aspectRatioAt`); finite and > 0.
        public var aspectRatio: Double
        public init(lineFraction: Int = 1, aspectRatio: Double = 1) {
            self.lineFraction = lineFraction; self.aspectRatio = aspectRatio
        }
    }

    public var items: [Item]
    /// nil: the layout's `alignment`.
    public var alignment: FlowLayoutAlignment?
    public var options: PluginSectionOptions

    public init(items: [Item], alignment: FlowLayoutAlignment? = nil, options: PluginSectionOptions = PluginSectionOptions()) {
        self.items = items; self.alignment = alignment; self.options = options
    }

    public var itemCount: Int { items.count }

    /// Fractions below this have their length across computed once per section, not per item.
    static let commonFractions = 17

    public func layoutCells(from start: Double, in env: PluginEnvironment,
                            into cells: inout LayoutBuilder) throws(LayoutError) -> PluginCells {
        let d = env.scrollDirection
        let isp = options.minimumInteritemSpacing
        let line = env.crossLength - options.insets.crossStart(d) - options.insets.crossEnd(d)
        func crossLength(_ fraction: Int) -> Double {
            let n = Double(fraction)
            return (line - (n - 1) * isp) / n
        }
        // The lengths across of the common fractions, computed once (the same expression, so the
        // same bits): a division per item less.
        let commonCross = (0..<Self.commonFractions).map(crossLength)
        var sizes: [Size] = []
        sizes.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            try ParameterCheck.count(item.lineFraction, "\(env.itemPath(i)).lineFraction")
            try checkAspectRatio(item.aspectRatio, item: i, in: env)
            let cross = item.lineFraction < Self.commonFractions ? commonCross[item.lineFraction] : crossLength(item.lineFraction)
            guard cross > 0 else {
                throw LayoutError(path: "\(env.itemPath(i)).lineFraction",
                    "\(item.lineFraction) items with minimumInteritemSpacing \(formatNumber(isp)) leave no room in the \(formatNumber(line)) pt left after the insets (each item would be \(formatNumber(cross)) pt); lower lineFraction, minimumInteritemSpacing or the insets")
            }
            let main = d == .vertical ? cross / item.aspectRatio : cross * item.aspectRatio
            sizes.append(Size(main: main, cross: cross, d))
        }
        let lines = FlowLines(direction: d, lineLength: env.crossLength, insets: options.insets,
                              itemSpacing: isp, lineSpacing: options.minimumLineSpacing,
                              alignment: alignment ?? env.alignment)
        do {
            return PluginCells(end: try lines.place(sizes, from: start, into: &cells))
        } catch {
            throw LayoutError(path: env.itemPath(error.index), "the item's size must be finite and >= 0, got \(sizes[error.index])")
        }
    }
}
