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

/// What a pixel comparison found: numbers, never just a yes or no.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// The comparison made.
    public var comparison: PixelComparison
    /// The expected (baseline) image's size.
    public var expectedSize: PixelSize
    /// The actual image's size.
    public var actualSize: PixelSize
    /// Differing pixels in the area both images have (the overlap when their sizes differ).
    public var differingPixels: Int
    /// Pixels over the threshold that were taken for anti-aliasing and not counted.
    public var antialiasedPixels: Int
    /// The largest channel delta among the pixels that changed at all.
    public var maxChannelDelta: Int
    /// The smallest rectangle holding every differing pixel; nil when none differs.
    public var bounds: PixelRect?

    /// A difference from its parts.
    public init(
        comparison: PixelComparison, expectedSize: PixelSize, actualSize: PixelSize, differingPixels: Int,
        antialiasedPixels: Int, maxChannelDelta: Int, bounds: PixelRect?
    ) {
        self.comparison = comparison
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.maxChannelDelta = maxChannelDelta
        self.bounds = bounds
    }

    /// Whether the sizes differ.
    public var sizesDiffer: Bool { expectedSize != actualSize }

    /// Pixels that only one of the images has (0 when the sizes are equal).
    public var extraPixels: Int {
        let w = max(expectedSize.width, actualSize.width)
        let h = max(expectedSize.height, actualSize.height)
        return w * h - min(expectedSize.width, actualSize.width) * min(expectedSize.height, actualSize.height)
    }

    /// Whether the images match: the same size and no differing pixel.
    public var matches: Bool { !sizesDiffer && differingPixels == 0 }

    /// `12 pixels differ (max channel delta 138) within 40 x 8 at (16, 120)`, with the comparison's
    /// parameters, the anti-aliased pixels left out, and both sizes when they differ.
    public var description: String {
        var s = "\(differingPixels) pixel\(differingPixels == 1 ? " differs" : "s differ")"
        if sizesDiffer {
            s +=
                " in the common \(min(expectedSize.width, actualSize.width)) x \(min(expectedSize.height, actualSize.height)) area"
        }
        var details = ["max channel delta \(maxChannelDelta)"]
        if !comparison.description.isEmpty { details.append(comparison.description) }
        if antialiasedPixels > 0 {
            details.append("\(antialiasedPixels) anti-aliased pixel\(antialiasedPixels == 1 ? "" : "s") ignored")
        }
        s += " (" + details.joined(separator: ", ") + ")"
        if let bounds { s += " within \(bounds)" }
        if sizesDiffer {
            s += "; sizes differ: expected \(expectedSize), actual \(actualSize) (\(extraPixels) pixels only one has)"
        }
        return s
    }
}

/// Compares images pixel by pixel: counts, the largest delta, the bounding box, and an emphasised
/// diff image.
public enum ImageComparer {
    /// Compares `actual` with `expected` over the area both have.
    /// - Complexity: O(w * h); equal pixels cost one 32-bit comparison each.
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage, _ comparison: PixelComparison = .strict)
        -> ImageDifference
    {
        var result = ImageDifference(
            comparison: comparison, expectedSize: PixelSize(width: expected.width, height: expected.height),
            actualSize: PixelSize(width: actual.width, height: actual.height), differingPixels: 0,
            antialiasedPixels: 0, maxChannelDelta: 0, bounds: nil)
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        visit(expected, actual, comparison) { x, y, verdict, delta in
            if delta > result.maxChannelDelta { result.maxChannelDelta = delta }
            switch verdict {
            case .differs:
                result.differingPixels += 1
                if x < minX { minX = x }
                if x > maxX { maxX = x }
                if y < minY { minY = y }
                if y > maxY { maxY = y }
            case .antialiased: result.antialiasedPixels += 1
            case .withinTolerance: break
            }
        }
        if maxX >= 0 { result.bounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
        return result
    }

    /// An image that shows where `actual` differs from `expected`, as large as the larger of the
    /// two: unchanged pixels as a pale grey copy of the expected image, differing pixels red,
    /// changes within the tolerance or threshold orange, anti-aliased pixels yellow, and the area
    /// only one image has hatched (magenta stripes on pale pink) instead of painted as different.
    public static func diffImage(_ expected: RGBAImage, _ actual: RGBAImage, _ comparison: PixelComparison = .strict)
        -> RGBAImage
    {
        let W = max(expected.width, actual.width)
        let H = max(expected.height, actual.height)
        let w = min(expected.width, actual.width)
        let h = min(expected.height, actual.height)
        var out = [UInt8](repeating: 255, count: W * H * 4)
        out.withUnsafeMutableBufferPointer { o in
            expected.pixels.withUnsafeBufferPointer { e in
                for y in 0..<h {
                    for x in 0..<w {
                        let i = (y * expected.width + x) * 4
                        let grey = paleGrey(e[i], e[i + 1], e[i + 2], e[i + 3])
                        let k = (y * W + x) * 4
                        o[k] = grey
                        o[k + 1] = grey
                        o[k + 2] = grey
                    }
                }
            }
            for y in 0..<H {
                for x in 0..<W where x >= w || y >= h {
                    let k = (y * W + x) * 4
                    let stripe = ((x + y) / 4) % 2 == 0
                    o[k] = 255
                    o[k + 1] = stripe ? 0 : 214
                    o[k + 2] = stripe ? 255 : 250
                }
            }
        }
        visit(expected, actual, comparison) { x, y, verdict, _ in
            let k = (y * W + x) * 4
            let color: (UInt8, UInt8, UInt8)
            switch verdict {
            case .differs: color = (255, 0, 0)
            case .antialiased: color = (255, 255, 0)
            case .withinTolerance: color = (255, 160, 0)
            }
            out[k] = color.0
            out[k + 1] = color.1
            out[k + 2] = color.2
        }
        return RGBAImage(width: W, height: H, pixels: out)
    }

    /// What became of a pixel that is not bit-for-bit equal.
    enum Verdict {
        case differs
        case antialiased
        case withinTolerance
    }

    /// Calls `body` for every pixel of the common area whose bytes differ, with its verdict and its
    /// largest channel delta.
    static func visit(
        _ expected: RGBAImage, _ actual: RGBAImage, _ comparison: PixelComparison,
        _ body: (Int, Int, Verdict, Int) -> Void
    ) {
        let w = min(expected.width, actual.width)
        let h = min(expected.height, actual.height)
        guard w > 0, h > 0 else { return }
        switch comparison {
        case .exact(let tolerance):
            expected.pixels.withUnsafeBytes { a in
                actual.pixels.withUnsafeBytes { b in
                    for y in 0..<h {
                        var i = y * expected.width * 4
                        var j = y * actual.width * 4
                        for x in 0..<w {
                            if a.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                                != b.loadUnaligned(fromByteOffset: j, as: UInt32.self)
                            {
                                var d = 0
                                for c in 0..<4 { d = max(d, abs(Int(a[i + c]) - Int(b[j + c]))) }
                                body(x, y, d > tolerance ? .differs : .withinTolerance, d)
                            }
                            i += 4
                            j += 4
                        }
                    }
                }
            }
        case .perceptual(let threshold, let ignoreAntialiasing):
            // pixelmatch compares equally sized images; crop both to the common area first.
            let a = expected.width == w && expected.height == h ? expected : crop(expected, w, h)
            let b = actual.width == w && actual.height == h ? actual : crop(actual, w, h)
            PixelMatch.visit(a, b, threshold: threshold, includeAA: !ignoreAntialiasing) { x, y, counted in
                let i = (y * w + x) * 4
                var d = 0
                for c in 0..<4 { d = max(d, abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))) }
                body(x, y, counted == nil ? .withinTolerance : counted! ? .differs : .antialiased, d)
            }
        }
    }

    static func crop(_ image: RGBAImage, _ w: Int, _ h: Int) -> RGBAImage {
        var out = [UInt8]()
        out.reserveCapacity(w * h * 4)
        for y in 0..<h {
            let start = y * image.width * 4
            out.append(contentsOf: image.pixels[start..<start + w * 4])
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    /// The expected pixel's luminance, faded three quarters of the way to white.
    static func paleGrey(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
        let luma = (Int(r) * 54 + Int(g) * 183 + Int(b) * 19) / 256 * Int(a) / 255 + (255 - Int(a))
        return UInt8(255 - (255 - luma) / 4)
    }
}
