import CairoRenderer
import Testing

@Suite struct PNGCodecTests {
    static func gradient(alpha: Bool) -> RGBAImage {
        var image = RGBAImage(width: 7, height: 5, fill: (0, 0, 0, 255))
        for y in 0..<5 { for x in 0..<7 { image[x, y] = (UInt8(x * 36), UInt8(y * 60), UInt8((x + y) * 20), alpha ? UInt8(x * 40) : 255) } }
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

    @Test func encodingIsDeterministicAndSmallBeatsFastOnDiagrams() throws {
        let image = try SceneRenderer.image(squareScene(scale: 4))
        let small = try PNGCodec.encode(image), again = try PNGCodec.encode(image)
        let fast = try PNGCodec.encode(image, compression: .fast)
        #expect(small == again)
        #expect(small.count < fast.count)
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
