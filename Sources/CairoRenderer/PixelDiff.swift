/// The pixel-by-pixel comparison of two images (the comparison behind `render diff` and the
/// snapshot tests), after cairo's own test suite (`buffer_diff`).
///
/// A pixel differs when any channel (R, G, B or A) differs by more than `tolerance`. Images of
/// different sizes are compared over their common area, and every pixel that only one of them has
/// counts as differing.
public struct PixelDiff: Hashable, Sendable, CustomStringConvertible {
    /// The number of pixels with a channel delta over the tolerance.
    public let differingPixels: Int
    /// The largest channel delta anywhere (255 when the sizes differ).
    public let maxChannelDelta: Int
    /// The tolerance the count was made with.
    public let tolerance: Int
    /// The two sizes, (width, height) of the reference and of the actual image.
    public let referenceSize: Size2
    /// The actual image's size in pixels.
    public let actualSize: Size2

    /// A width and height in pixels.
    public struct Size2: Hashable, Sendable, CustomStringConvertible {
        /// The width and height in pixels.
        public let width: Int, height: Int
        public var description: String { "\(width) x \(height)" }
    }

    /// Whether the images are equal within the tolerance.
    public var matches: Bool { differingPixels == 0 }
    /// Whether the two images have different sizes (then only their overlap is compared).
    public var sizesDiffer: Bool { referenceSize != actualSize }

    /// `"12 pixels differ (max channel delta 138)"`, with the tolerance when it is not 0 and the
    /// sizes when they differ.
    public var description: String {
        var s =
            "\(differingPixels) pixel\(differingPixels == 1 ? " differs" : "s differ") (max channel delta \(maxChannelDelta)"
            + (tolerance > 0 ? ", tolerance \(tolerance)" : "") + ")"
        if sizesDiffer { s += "; sizes differ: \(referenceSize) vs \(actualSize)" }
        return s
    }

    /// Compares `actual` with `reference`.
    /// - Parameters:
    ///   - reference: the expected image.
    ///   - actual: the image to check.
    ///   - tolerance: the largest channel delta that still counts as equal (0...255).
    public init(_ reference: RGBAImage, _ actual: RGBAImage, tolerance: Int = 0) {
        self.tolerance = tolerance
        referenceSize = Size2(width: reference.width, height: reference.height)
        actualSize = Size2(width: actual.width, height: actual.height)
        let w = min(reference.width, actual.width)
        let h = min(reference.height, actual.height)
        var count = 0
        var maxDelta = 0
        reference.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                for y in 0..<h {
                    var i = y * reference.width * 4
                    var j = y * actual.width * 4
                    for _ in 0..<w {
                        // Most pixels are equal: compare all four channels at once first.
                        if a.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                            != b.loadUnaligned(fromByteOffset: j, as: UInt32.self)
                        {
                            var d = 0
                            for c in 0..<4 { d = max(d, abs(Int(a[i + c]) - Int(b[j + c]))) }
                            if d > tolerance { count += 1 }
                            if d > maxDelta { maxDelta = d }
                        }
                        i += 4
                        j += 4
                    }
                }
            }
        }
        if referenceSize != actualSize {
            // Pixels that only one image has (and the corner that neither has) count as differing.
            count += max(reference.width, actual.width) * max(reference.height, actual.height) - w * h
            maxDelta = 255
        }
        differingPixels = count
        maxChannelDelta = maxDelta
    }

    /// An image that shows where `actual` differs from `reference`: equal pixels as a pale grey
    /// copy of the reference, pixels over the tolerance in red, pixels within it (but not equal) in
    /// orange, and pixels only one image has in magenta.
    public static func emphasisedImage(_ reference: RGBAImage, _ actual: RGBAImage, tolerance: Int = 0) -> RGBAImage {
        let W = max(reference.width, actual.width)
        let H = max(reference.height, actual.height)
        var out = [UInt8](repeating: 0, count: W * H * 4)
        for y in 0..<H {
            for x in 0..<W {
                let o = (y * W + x) * 4
                let color: (UInt8, UInt8, UInt8)
                if x >= reference.width || y >= reference.height || x >= actual.width || y >= actual.height {
                    color = (255, 0, 255)
                } else {
                    let i = (y * reference.width + x) * 4
                    let j = (y * actual.width + x) * 4
                    var d = 0
                    for c in 0..<4 { d = max(d, abs(Int(reference.pixels[i + c]) - Int(actual.pixels[j + c]))) }
                    if d > tolerance {
                        color = (255, 0, 0)
                    } else if d > 0 {
                        color = (255, 160, 0)
                    } else {
                        let r = Int(reference.pixels[i])
                        let g = Int(reference.pixels[i + 1])
                        let b = Int(reference.pixels[i + 2])
                        let a = Int(reference.pixels[i + 3])
                        let luma = (r * 54 + g * 183 + b * 19) / 256 * a / 255 + (255 - a)
                        let pale = UInt8(255 - (255 - luma) / 4)
                        color = (pale, pale, pale)
                    }
                }
                out[o] = color.0
                out[o + 1] = color.1
                out[o + 2] = color.2
                out[o + 3] = 255
            }
        }
        return RGBAImage(width: W, height: H, pixels: out)
    }
}
