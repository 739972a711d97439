import CairoRenderer

/// A rectangle of pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge in pixels.
    public var x: Int
    /// The top edge in pixels.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// A rectangle from its origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// `120 x 98 at (16, 40)`.
    public var description: String { "\(width) x \(height) at (\(x), \(y))" }
}

/// An image's size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// A size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    /// `375 x 667`.
    public var description: String { "\(width) x \(height)" }
}
