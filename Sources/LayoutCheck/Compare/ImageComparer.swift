import CairoRenderer

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
