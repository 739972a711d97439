// Value-type geometry owned by the engine (no CoreGraphics, no Foundation).
// Coordinates are points, y grows downwards, as in UIKit.

/// A point in layout coordinates.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points (growing downwards).
    public var y: Double
    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A width and a height.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double
    /// A size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// A size of 0 x 0.
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(formatNumber(width)) x \(formatNumber(height))" }
}

/// A width and a height, either of which may be absent: a cell's own size, where a nil side takes
/// a default (`ListLayout.Item`) or keeps an estimate (`CompositionalMeasuredSize`).
public struct PartialSize: Hashable, Sendable {
    /// The width, or nil.
    public var width: Double?
    /// The height, or nil.
    public var height: Double?
    /// A size whose sides may each be nil.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle. Widths and heights produced by the layouts are never negative.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    /// A rectangle from its top-left corner's coordinates and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge (`origin.x`).
    public var x: Double {
        get { origin.x }
        set { origin.x = newValue }
    }
    /// The top edge (`origin.y`).
    public var y: Double {
        get { origin.y }
        set { origin.y = newValue }
    }
    /// The width (`size.width`).
    public var width: Double {
        get { size.width }
        set { size.width = newValue }
    }
    /// The height (`size.height`).
    public var height: Double {
        get { size.height }
        set { size.height = newValue }
    }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// True when the open spans overlap on both axes: `minX < other.maxX && other.minX < maxX` and
    /// likewise for y. Rectangles that only touch along an edge do not intersect; a zero-height
    /// rectangle intersects when its y lies strictly inside the other's span.
    /// This is the test behind `elements(in:)` and the `visible` list.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (grown for negative insets), like `UIEdgeInsetsInsetRect`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }

    /// The rectangle grown by `insets` (the inverse of `inset(by:)`).
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x - insets.left, y: y - insets.top,
            width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    /// Whether every coordinate and length is finite (no NaN, no infinity).
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    public var description: String {
        "x=\(formatNumber(x)) y=\(formatNumber(y)) w=\(formatNumber(width)) h=\(formatNumber(height))"
    }
}

/// Margins on the four sides of a rectangle (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// The top margin.
    public var top: Double
    /// The left margin.
    public var left: Double
    /// The bottom margin.
    public var bottom: Double
    /// The right margin.
    public var right: Double
    /// Insets from their four sides (0 where not given).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// The same inset on all four sides.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    /// No margins.
    public static let zero = EdgeInsets()
    /// `left + right`
    public var horizontal: Double { left + right }
    /// `top + bottom`
    public var vertical: Double { top + bottom }
    /// Whether all four margins are 0.
    public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}

/// Formats a number the way the text dumps and the JSON output do: integers without a fraction,
/// everything else with the shortest representation that reads back to the same Double.
public func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" } // also turns -0 into 0
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}

/// `value` rounded to the nearest `1 / parts` (100: hundredths, the decimals a diagram writes)
/// and formatted as `formatNumber(_:)` does. A value of 2^52 or more has no fraction to round
/// and is formatted whole: scaling it would only lose digits (`6.100000000000001e+40`) or, near
/// 1e308, overflow to `inf`.
public func formatNumber(_ value: Double, roundedToParts parts: Double) -> String {
    formatNumber(abs(value) < 0x1p52 ? (value * parts).rounded() / parts : value)
}
