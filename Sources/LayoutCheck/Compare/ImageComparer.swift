import CairoRenderer

/// The one pixel comparator of `render diff`, `render check` and the snapshot strategies: counts,
/// the largest delta, the bounding box, and an emphasised diff image, exact (with a tolerance) or
/// as pixelmatch (`PixelComparison`).
///
/// Both results come from one loop over the pixels (`visit`), generic over what it reports to
/// (`PixelVisitor`): counting and painting are specialised into it at compile time, so the loop
/// makes no call through a closure or an existential per pixel. Equal pixels cost one 32-bit
/// comparison each.
public enum ImageComparer {
    /// Compares `actual` with `expected` over the area both have.
    /// - Complexity: O(w * h); equal pixels cost one 32-bit comparison each.
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage, _ comparison: PixelComparison = .strict)
        -> ImageDifference
    {
        var tally = Tally()
        visit(expected, actual, comparison, &tally)
        return ImageDifference(
            comparison: comparison, expectedSize: PixelSize(width: expected.width, height: expected.height),
            actualSize: PixelSize(width: actual.width, height: actual.height), differingPixels: tally.differing,
            antialiasedPixels: tally.antialiased, maxChannelDelta: tally.maxDelta, bounds: tally.bounds)
    }

    /// An image that shows where `actual` differs from `expected`, as large as the larger of the
    /// two: unchanged pixels as a pale grey copy of the expected image, differing pixels red,
    /// changes within the tolerance or threshold orange, anti-aliased pixels yellow, and the area
    /// only one image has hatched (magenta stripes on pale pink) instead of painted as different.
    public static func diffImage(_ expected: RGBAImage, _ actual: RGBAImage, _ comparison: PixelComparison = .strict)
        -> RGBAImage
    {
        var painter = Painter(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        painter.paintBackground(expected, min(expected.width, actual.width), min(expected.height, actual.height))
        visit(expected, actual, comparison, &painter)
        return RGBAImage(width: painter.width, height: painter.height, pixels: painter.pixels)
    }

    /// What became of a pixel that is not bit-for-bit equal.
    enum Verdict {
        case differs
        case antialiased
        case withinTolerance
    }

    /// Reports every pixel of the common area whose bytes differ to `visitor`, with its verdict and
    /// its largest channel delta, row by row.
    static func visit<Visitor: PixelVisitor>(
        _ expected: RGBAImage, _ actual: RGBAImage, _ comparison: PixelComparison, _ visitor: inout Visitor
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
                            let p = word(a, i)
                            let q = word(b, j)
                            if p != q {
                                let d = channelDelta(p, q)
                                visitor.visit(x: x, y: y, d > tolerance ? .differs : .withinTolerance, delta: d)
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
            PixelMatch.visit(a, b, threshold: threshold, includeAA: !ignoreAntialiasing, &visitor)
        }
    }

    /// The four bytes of a pixel as one word (any byte order: only compared for equality).
    @inline(__always)
    static func word(_ p: UnsafeRawBufferPointer, _ byteOffset: Int) -> UInt32 {
        p.loadUnaligned(fromByteOffset: byteOffset, as: UInt32.self)
    }

    /// The largest of the four channel deltas between two pixels given as words (`word`): taken
    /// from the words already loaded, not from the bytes again (callgrind: 72 instructions per
    /// differing pixel with the bounding box, against 81 through bytes and a closure).
    @inline(__always)
    static func channelDelta(_ p: UInt32, _ q: UInt32) -> Int {
        var d: Int32 = 0
        var p = p
        var q = q
        for _ in 0..<4 {
            d = max(d, abs(Int32(p & 0xFF) - Int32(q & 0xFF)))
            p >>= 8
            q >>= 8
        }
        return Int(d)
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

/// What the comparison loop (`ImageComparer.visit`) reports each pixel that is not bit-for-bit
/// equal to: a protocol, not a closure, so that each use is specialised into the loop.
protocol PixelVisitor {
    /// The pixel at (x, y) of the common area, its verdict and its largest channel delta.
    mutating func visit(x: Int, y: Int, _ verdict: ImageComparer.Verdict, delta: Int)
}

extension ImageComparer {
    /// Counts the pixels by verdict, the largest delta and the bounding box of the differing ones.
    struct Tally: PixelVisitor {
        var differing = 0
        var antialiased = 0
        var maxDelta = 0
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1

        @inline(__always)
        mutating func visit(x: Int, y: Int, _ verdict: Verdict, delta: Int) {
            maxDelta = max(maxDelta, delta)
            switch verdict {
            case .differs:
                differing += 1
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = y // rows come in order
            case .antialiased: antialiased += 1
            case .withinTolerance: break
            }
        }

        /// The smallest rectangle holding every differing pixel; nil when none differs.
        var bounds: PixelRect? {
            maxX >= 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        }
    }

    /// Paints the diff image: the background first (`paintBackground`), then each reported pixel
    /// in its verdict's colour.
    struct Painter: PixelVisitor {
        let width: Int
        let height: Int
        var pixels: [UInt8]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            pixels = [UInt8](repeating: 255, count: width * height * 4)
        }

        /// The common `w` x `h` area as a pale grey copy of `expected`; the rest hatched.
        mutating func paintBackground(_ expected: RGBAImage, _ w: Int, _ h: Int) {
            let W = width
            pixels.withUnsafeMutableBufferPointer { o in
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
                for y in 0..<height {
                    for x in 0..<W where x >= w || y >= h {
                        let k = (y * W + x) * 4
                        let stripe = ((x + y) / 4) % 2 == 0
                        o[k] = 255
                        o[k + 1] = stripe ? 0 : 214
                        o[k + 2] = stripe ? 255 : 250
                    }
                }
            }
        }

        @inline(__always)
        mutating func visit(x: Int, y: Int, _ verdict: Verdict, delta: Int) {
            let k = (y * width + x) * 4
            let color: (UInt8, UInt8, UInt8)
            switch verdict {
            case .differs: color = (255, 0, 0)
            case .antialiased: color = (255, 255, 0)
            case .withinTolerance: color = (255, 160, 0)
            }
            pixels[k] = color.0
            pixels[k + 1] = color.1
            pixels[k + 2] = color.2
        }
    }
}
