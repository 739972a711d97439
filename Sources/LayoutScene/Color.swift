import LayoutEngine

/// An sRGB colour with straight (not premultiplied) alpha; every component is in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ...1 (opaque).
    public var alpha: Double

    /// A colour from its components (0...1), opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit hex value, e.g. `Color(hex: 0x2F6FED)`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor` (an element's fade).
    public func fading(_ factor: Double) -> Color { withAlpha(alpha * factor) }

    /// The colour moved towards `other` by `amount` (0: self, 1: other), alpha included.
    public func mixed(with other: Color, _ amount: Double) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        return Color(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha))
    }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBB` or `#RRGGBBAA` (alpha only when it is not 1), rounded to 8 bits per channel.
    public var description: String {
        func hex(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = "0123456789ABCDEF".map { $0 }
            return String([digits[b >> 4], digits[b & 15]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 1 ? "" : hex(alpha))
    }
}
