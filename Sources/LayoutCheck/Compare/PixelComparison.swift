import CairoRenderer

/// How two images are compared pixel by pixel.
///
/// - `exact(tolerance:)`, the default: a pixel differs when any channel (R, G, B or A) differs by
///   more than `tolerance` (0...255). With 0, any change counts: the comparison `render diff` and
///   the snapshot tests have always made.
/// - `perceptual(threshold:ignoreAntialiasing:)`: pixelmatch's comparison (7.1): a pixel differs
///   when its YIQ colour distance is over `threshold` (0...1, as a fraction of the largest possible
///   distance; pixelmatch's default is 0.1), and, with `ignoreAntialiasing`, is not an
///   anti-aliased pixel (Vysniauskas' detector, as pixelmatch applies it). The count equals
///   pixelmatch's on the same pair (`includeAA` is `!ignoreAntialiasing`).
public enum PixelComparison: Hashable, Sendable, CustomStringConvertible {
    /// Pixels differ when a channel differs by more than `tolerance` (0...255); 0 is exact.
    case exact(tolerance: Int)
    /// pixelmatch 7.1's comparison: a YIQ colour distance above `threshold` (0...1), optionally leaving out the pixels its anti-aliasing detector flags.
    case perceptual(threshold: Double, ignoreAntialiasing: Bool)

    /// `.exact(tolerance: 0)`: every change counts.
    public static let strict = PixelComparison.exact(tolerance: 0)

    /// `tolerance 3`, `threshold 0.1, anti-aliasing ignored`; empty for the strict default.
    public var description: String {
        switch self {
        case .exact(let t): return t == 0 ? "" : "tolerance \(t)"
        case .perceptual(let t, let aa):
            return "threshold \(formatThreshold(t))" + (aa ? ", anti-aliasing ignored" : "")
        }
    }

    /// Checks the parameters' ranges.
    /// - Returns: nil when valid, else what is wrong and what is allowed.
    public var problem: String? {
        switch self {
        case .exact(let t):
            return (0...255).contains(t) ? nil : "the tolerance must be between 0 and 255, got \(t)"
        case .perceptual(let t, _):
            return t.isFinite && (0...1).contains(t) ? nil : "the threshold must be between 0 and 1, got \(t)"
        }
    }
}

func formatThreshold(_ t: Double) -> String {
    t == t.rounded() ? String(Int(t)) : "\(t)"
}
