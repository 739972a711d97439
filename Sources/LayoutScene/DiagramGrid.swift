import LayoutEngine

/// The device-pixel grid of a diagram's canvas: the one rule every diagram of the package (the
/// layout diagram, `render diff`'s change diagram) snaps its places by.
public struct DiagramGrid: Hashable, Sendable {
    /// Device pixels per point.
    public let scale: Double

    /// The grid of a canvas drawn at `scale`.
    public init(scale: Double) { self.scale = scale }

    /// `v` rounded to whole device pixels.
    public func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }

    /// `v` rounded up to whole device pixels (a hair over a pixel boundary stays on it).
    public func ceil(_ v: Double) -> Double { ((v * scale) - 1e-9).rounded(.up) / scale }
}

/// Where a legend's entries go: a swatch and a name each, in rows that wrap at the canvas width,
/// below the drawing. The layout diagram's legend and the change diagram's use it.
public struct LegendPlacement: Sendable {
    /// One entry's place.
    public struct Slot: Hashable, Sendable {
        /// The entry's index in the labels given.
        public let index: Int
        /// Its row, from 0.
        public let row: Int
        /// The swatch's rectangle.
        public let swatch: Rect
        /// Where the name's baseline starts.
        public let textOrigin: Point
    }

    /// The height of a row, in points.
    public static let rowHeight = 16.0
    /// The size of a swatch, in points.
    public static let swatchSize = Size(width: 18, height: 11)

    /// Every entry's place, in the labels' order.
    public let slots: [Slot]
    /// The number of rows (0 without entries).
    public let rowCount: Int

    /// Places entries named `labels` (text of `Diagram.legendTextSize`) in rows from `top`, a
    /// `Diagram.margin` from each side of a canvas `canvasWidth` wide.
    public init(labels: [String], canvasWidth: Double, top: Double, grid: DiagramGrid) {
        let m = Diagram.margin
        var slots: [Slot] = []
        var x = m
        var row = 0
        for (index, label) in labels.enumerated() {
            let w = Self.entryWidth(label)
            if x > m, x + w > canvasWidth - m {
                row += 1
                x = m
            }
            let middle = Self.middle(ofRow: row, top: top)
            let swatch = Rect(
                x: x, y: (middle - Self.swatchSize.height / 2).rounded(), width: Self.swatchSize.width,
                height: Self.swatchSize.height)
            let baseline = grid.snap(middle + TextMetrics.capHeight * Diagram.legendTextSize / 2)
            slots.append(
                Slot(index: index, row: row, swatch: swatch, textOrigin: Point(x: swatch.maxX + 5, y: baseline)))
            x += w + 14
        }
        self.slots = slots
        rowCount = labels.isEmpty ? 0 : row + 1
    }

    /// The width of the entry named `label`: its swatch, a gap and its name.
    public static func entryWidth(_ label: String) -> Double {
        swatchSize.width + 5 + TextMetrics.width(of: label, size: Diagram.legendTextSize)
    }

    /// The middle of row `row` of a legend that starts at `top`.
    public static func middle(ofRow row: Int, top: Double) -> Double {
        top + Double(row) * rowHeight + rowHeight / 2
    }
}
