/// Rounding to device pixels at a display scale that is passed in (never read from a global).
///
/// `v -> round(v * scale) / scale`, and likewise for floor and ceil. At scale 1 this is exactly the
/// whole-point rounding of the originals.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point (1, 2, 3, ...).
    public let scale: Double

    /// - Precondition: `scale` is finite and greater than zero (the spec layer reports bad scales).
    public init(scale: Double) {
        precondition(scale.isFinite && scale > 0, "PixelGrid needs a finite scale > 0, got \(scale)")
        self.scale = scale
    }

    /// `v` rounded to the nearest device pixel.
    public func round(_ v: Double) -> Double { (v * scale).rounded() / scale }
    /// At scale 1 without the multiplication and division by 1 (which give their operand, bit for
    /// bit: x * 1 and x / 1 are exact, and quiet a signalling NaN as floor does).
    @inline(__always)
    public func floor(_ v: Double) -> Double { scale == 1 ? roundedDown(v) : roundedDown(v * scale) / scale }
    /// As `floor`, through `roundedUp`.
    @inline(__always)
    public func ceil(_ v: Double) -> Double { scale == 1 ? roundedUp(v) : roundedUp(v * scale) / scale }

    /// Splits `total` whole units into `count` parts that differ by at most one, the larger parts
    /// first (RDH's leftover-pixel rule): `distribute(total: 320, into: 6)` is `[54, 54, 53, 53, 53, 53]`.
    /// - Precondition: `count > 0` and `total >= 0`.
    public static func distribute(total: Int, into count: Int) -> [Int] {
        precondition(count > 0, "distribute needs at least one part")
        precondition(total >= 0, "distribute needs a non-negative total")
        let base = total / count
        let extra = total % count
        return (0..<count).map { $0 < extra ? base + 1 : base }
    }
}
