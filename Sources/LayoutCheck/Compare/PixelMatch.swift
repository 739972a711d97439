import CairoRenderer

/// pixelmatch 7.1's comparison (github.com/mapbox/pixelmatch, ISC licence), step for step, so that
/// its count of differing pixels is ours on the same pair:
///
/// - the colour distance is the YIQ distance of Kotsarenko and Ramos (0.5053 Y² + 0.299 I² +
///   0.1957 Q²), signed by whether the pixel got lighter; translucent pixels are blended with a
///   background that varies with the pixel's position (as pixelmatch 7 does);
/// - a pixel counts when its distance is over `35215 * threshold²` (35215 is the largest distance);
/// - unless `includeAA`, a counted pixel is dropped when it looks anti-aliased in either image
///   (Vysniauskas 2009: among its 8 neighbours at most two are equal to it, it has both a darker and
///   a brighter neighbour, and the darkest or the brightest of those has three or more equal
///   neighbours in both images).
enum PixelMatch {
    /// pixelmatch's default threshold.
    static let defaultThreshold = 0.1

    /// Reports every pixel whose bytes differ to `visitor`, with its largest channel delta: within
    /// the threshold (`.withinTolerance`), counted as differing (`.differs`), or taken for
    /// anti-aliasing (`.antialiased`).
    /// - Precondition: the images have the same size.
    static func visit<Visitor: PixelVisitor>(
        _ img1: RGBAImage, _ img2: RGBAImage, threshold: Double, includeAA: Bool, _ visitor: inout Visitor
    ) {
        precondition(img1.width == img2.width && img1.height == img2.height, "pixelmatch compares equal sizes")
        let width = img1.width
        let height = img1.height
        let maxDelta = 35215 * threshold * threshold
        img1.pixels.withUnsafeBytes { a in
            img2.pixels.withUnsafeBytes { b in
                for y in 0..<height {
                    for x in 0..<width {
                        let pos = (y * width + x) * 4
                        let p = ImageComparer.word(a, pos)
                        let q = ImageComparer.word(b, pos)
                        if p == q { continue }
                        let channels = ImageComparer.channelDelta(p, q)
                        let delta = colorDelta(a, b, pos, pos, yOnly: false)
                        let verdict: ImageComparer.Verdict
                        if abs(delta) <= maxDelta {
                            verdict = .withinTolerance
                        } else if !includeAA,
                            antialiased(a, x, y, width, height, a, b) || antialiased(b, x, y, width, height, b, a)
                        {
                            verdict = .antialiased
                        } else {
                            verdict = .differs
                        }
                        visitor.visit(x: x, y: y, verdict, delta: channels)
                    }
                }
            }
        }
    }

    /// Whether the pixel at (x1, y1) of `img` is likely anti-aliasing; `a32` is `img` and `b32` the
    /// other image (both are asked whether the extreme neighbour is flat).
    static func antialiased(
        _ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ a32: UnsafeRawBufferPointer, _ b32: UnsafeRawBufferPointer
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0
        var maximum = 0.0
        var minX = 0
        var minY = 0
        var maxX = 0
        var maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                // Brightness delta between the centre pixel and this neighbour.
                let delta = colorDelta(img, img, pos * 4, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    // More than two equal neighbours: definitely not anti-aliasing.
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minX = x
                    minY = y
                } else if delta > maximum {
                    maximum = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        // Without both a darker and a brighter neighbour it is not anti-aliasing.
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
            || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
    }

    /// Whether the pixel at (x1, y1) has three or more neighbours of exactly its colour.
    static func hasManySiblings(_ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int)
        -> Bool
    {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let value = ImageComparer.word(img, (y1 * width + x1) * 4)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if value == ImageComparer.word(img, (y * width + x) * 4) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// The YIQ colour distance of the pixels at byte offsets `k` of `img1` and `m` of `img2`
    /// (negative when the second pixel is darker), or only the brightness difference with `yOnly`.
    @inline(__always)
    static func colorDelta(
        _ img1: UnsafeRawBufferPointer, _ img2: UnsafeRawBufferPointer, _ k: Int, _ m: Int, yOnly: Bool
    ) -> Double {
        let r1 = Double(img1[k])
        let g1 = Double(img1[k + 1])
        let b1 = Double(img1[k + 2])
        let a1 = Double(img1[k + 3])
        let r2 = Double(img2[m])
        let g2 = Double(img2[m + 1])
        let b2 = Double(img2[m + 2])
        let a2 = Double(img2[m + 3])
        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            // Blend with a background that depends on the position (pixelmatch 7).
            let rb = 48 + 159 * Double(k % 2)
            let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }
}
