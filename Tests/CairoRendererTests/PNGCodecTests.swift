import Testing

@testable import CairoRenderer

@Suite struct PNGCodecTests {
    static func gradient(alpha: Bool) -> RGBAImage {
        var image = RGBAImage(width: 7, height: 5, fill: (0, 0, 0, 255))
        for y in 0..<5 {
            for x in 0..<7 {
                image[x, y] = (UInt8(x * 36), UInt8(y * 60), UInt8((x + y) * 20), alpha ? UInt8(x * 40) : 255)
            }
        }
        return image
    }

    @Test(arguments: [false, true], PNGCompression.allCases)
    func encodeThenDecodeGivesTheSamePixels(alpha: Bool, compression: PNGCompression) throws {
        let image = Self.gradient(alpha: alpha)
        let png = try PNGCodec.encode(image, compression: compression)
        #expect(png.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try PNGCodec.decode(png) == image)
        // Colour type byte of IHDR (offset 25): 2 = RGB for opaque images, 6 = RGBA otherwise.
        #expect(png[25] == (alpha ? 6 : 2))
    }

    @Test func encodingIsDeterministicInBothSettings() throws {
        let image = try SceneRenderer.image(squareScene(scale: 4))
        let small = try PNGCodec.encode(image)
        let again = try PNGCodec.encode(image)
        let fast = try PNGCodec.encode(image, compression: .fast)
        #expect(small == again)
        #expect(try PNGCodec.encode(image, compression: .fast) == fast)
        #expect(try PNGCodec.decode(fast) == PNGCodec.decode(small))
        #expect(fast != small)
    }

    /// Seeded noise (hard to compress) with flat bands (easy), `width` x `height`.
    static func noise(width: Int, height: Int, alpha: Bool) -> RGBAImage {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var image = RGBAImage(width: width, height: height, fill: (0, 0, 0, 255))
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let v = UInt8(truncatingIfNeeded: state >> 56)
                switch y % 7 {
                case 0, 1: image[x, y] = (40, 90, 200, alpha ? 128 : 255) // flat rows
                case 2: image[x, y] = x % 37 < 20 ? (v, 7, 9, 255) : (1, 2, 3, alpha ? 200 : 255) // repeats at a pitch
                default: image[x, y] = (v, v &* 3, v ^ 0x5A, alpha ? v | 1 : 255) // noise
                }
            }
        }
        return image
    }

    /// The fast writer cuts the rows into stripes of about 1 MB compressed separately (on all cores)
    /// by `RowDeflater` and joins them into one zlib stream; libpng (zlib's inflate) must read back
    /// every pixel, at every stripe boundary, for RGB and RGBA, with matches one row up, one pixel
    /// left and anywhere in the window (noise gives literals, bands give long matches; rows over
    /// 32 KB cannot be matched one row up), and the bytes must not depend on which thread finished
    /// first.
    @Test(arguments: [(1, 1), (3, 2), (1024, 1100), (333, 4000), (4096, 90), (11_000, 5)], [false, true])
    func fastStripesJoinIntoOneValidStream(size: (Int, Int), alpha: Bool) throws {
        let image = Self.noise(width: size.0, height: size.1, alpha: alpha)
        let png = try PNGCodec.encode(image, compression: .fast)
        #expect(try PNGCodec.decode(png) == image)
        #expect(png[25] == (alpha ? 6 : 2))
        #expect(try PNGCodec.encode(image, compression: .fast) == png)
    }

    /// Huffman code lengths for the fast writer's dynamic blocks: complete codes (Kraft sum 1), at
    /// least two symbols, no code longer than the limit, even for Fibonacci frequencies (the
    /// deepest trees: 30 symbols would need 29 bits).
    @Test func huffmanLengthsAreCompleteAndLimited() {
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let cases: [([Int], Int)] = [
            (fibonacci, 15), (fibonacci, 7), ([0, 5, 0], 15), ([0, 0, 0], 15), ([3, 3, 3, 3], 15),
        ]
        for (frequencies, limit) in cases {
            let lengths = RowDeflater.HuffmanLengths.make(frequencies, limit: limit)
            var kraft = 0.0
            for l in lengths where l > 0 { kraft += 1 / Double(1 << l) }
            #expect(kraft == 1, "\(frequencies)")
            #expect(lengths.max()! <= limit)
            #expect(lengths.filter { $0 > 0 }.count >= 2)
            for k in frequencies.indices where frequencies[k] > 0 { #expect(lengths[k] > 0) }
        }
    }

    @Test(arguments: [[UInt8](), [1, 2, 3], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]])
    func garbageIsRejectedWithAReason(_ bytes: [UInt8]) {
        #expect(throws: RenderError.self) { try PNGCodec.decode(bytes) }
        do { _ = try PNGCodec.decode(bytes) } catch {
            #expect("\(error)".hasPrefix("not a readable PNG ("))
        }
    }

    @Test func emptyImagesCannotBeEncoded() {
        #expect(throws: RenderError.encodingFailed("the image is empty")) {
            try PNGCodec.encode(RGBAImage(width: 0, height: 0, pixels: []))
        }
    }
}
