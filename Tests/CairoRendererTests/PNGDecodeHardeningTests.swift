import CairoRenderer
import Foundation
import LayoutCheck
import Testing

/// `PNGCodec.decode` on the seed corpus of Fuzz/png (written by Fuzz/png/make-seeds.py): every bit
/// depth exact, interlaced or not, no gamma; huge headers refused before any allocation.
@Suite struct PNGDecodeHardeningTests {
    static let corpus = Paths.packageRoot.appendingPathComponent("Fuzz/png/corpus")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
    }

    /// The generator's 16-bit sample formula (make-seeds.py) and the exact 16 -> 8 conversion.
    static func sample16(_ x: Int, _ y: Int, _ c: Int) -> Int { (x * 9277 + y * 4111 + c * 20011 + 123) & 0xFFFF }
    static func to8(_ v: Int) -> UInt8 { UInt8((v * 255 + 32895) >> 16) }

    @Test(arguments: ["rgba16.png", "rgba16-adam7.png", "rgb16.png", "rgb16-adam7.png", "rgb16-gamma.png"])
    func sixteenBitFilesDecodeExactly(name: String) throws {
        let image = try PNGCodec.decode(Self.bytes(name))
        #expect(image.width == 7 && image.height == 5)
        let alpha = name.hasPrefix("rgba")
        for y in 0..<5 {
            for x in 0..<7 {
                let p = image[x, y]
                let expected = (
                    Self.to8(Self.sample16(x, y, 0)), Self.to8(Self.sample16(x, y, 1)),
                    Self.to8(Self.sample16(x, y, 2)), alpha ? Self.to8(Self.sample16(x, y, 3)) : 255
                )
                #expect(p == expected, "\(name) at \(x), \(y)")
            }
        }
        // Literal spot checks of the formula: 123 -> 0, 0x7F80 (32640) -> 127.
        #expect(Self.to8(123) == 0 && Self.to8(32640) == 127 && Self.to8(65535) == 255)
    }

    @Test func aSixteenBitFileEqualsItsEightBitTwin() throws {
        for (sixteen, eight) in [
            ("rgba16.png", "rgba8.png"), ("rgba16-adam7.png", "rgba8.png"), ("rgb16.png", "rgb8.png"),
            ("rgb16-adam7.png", "rgb8.png"), ("rgba8-adam7.png", "rgba8.png"),
        ] {
            let diff = ImageComparer.compare(
                try PNGCodec.decode(Self.bytes(eight)), try PNGCodec.decode(Self.bytes(sixteen)))
            #expect(diff.differingPixels == 0, "\(sixteen) vs \(eight): \(diff)")
        }
    }

    @Test func greyPaletteAndTransparencyExpand() throws {
        let gray16 = try PNGCodec.decode(Self.bytes("gray16.png"))
        let g = Self.to8(Self.sample16(3, 2, 0))
        #expect(gray16[3, 2] == (g, g, g, 255))
        let graya = try PNGCodec.decode(Self.bytes("graya16-adam7.png"))
        let v = Self.to8(Self.sample16(6, 4, 0))
        #expect(graya[6, 4] == (v, v, v, Self.to8(Self.sample16(6, 4, 3))))
        let gray2 = try PNGCodec.decode(Self.bytes("gray2.png"))
        #expect(gray2[0, 0] == (0, 0, 0, 255))
        #expect(gray2[1, 0] == (85, 85, 85, 255))
        #expect(gray2[3, 0] == (255, 255, 255, 255))
        let palette = try PNGCodec.decode(Self.bytes("palette-trns.png"))
        #expect(palette[0, 0] == (255, 0, 0, 255))
        #expect(palette[1, 0] == (0, 255, 0, 128))
        #expect(palette[2, 0] == (0, 0, 255, 0))
        #expect(palette[3, 0] == (9, 9, 9, 255))
    }

    @Test func aHugeHeaderIsRefusedBeforeAnyAllocation() throws {
        let data = try Self.bytes("claims-65536x65536.png")
        #expect(data.count < 100)
        // 69 bytes cannot hold that image, whatever the budget: damaged (it was 'over the budget').
        for budget in [PNGCodec.defaultPixelBudget, Int.max] {
            #expect(
                throws: RenderError.invalidPNG(
                    "its 69 bytes cannot hold the 65536 x 65536 image its header claims: the file is cut short or damaged"
                )
            ) { try PNGCodec.decode(data, pixelBudget: budget) }
        }
        #expect(throws: RenderError.overPixelBudget(width: 7, height: 5, budget: 34)) {
            try PNGCodec.decode(Self.bytes("rgba8.png"), pixelBudget: 34)
        }
        #expect(try PNGCodec.decode(Self.bytes("rgba8.png"), pixelBudget: 35).width == 7)
        #expect(
            RenderError.overPixelBudget(width: 65536, height: 65536, budget: 268_435_456).description
                == "the image is 65536 x 65536 = 4294967296 pixels, over the budget of 268435456 pixels")
    }

    @Test func truncatedAndCorruptFilesAreErrorsNotCrashes() throws {
        let good = try Self.bytes("rgba16-adam7.png")
        for cut in [8, 20, 33, 60, good.count - 40] { // (what follows the image data is not read)
            #expect(throws: RenderError.self) { try PNGCodec.decode(Array(good.prefix(cut))) }
        }
        var corrupt = good
        corrupt[50] ^= 0xFF // inside the image data: a checksum error
        #expect(throws: RenderError.self) { try PNGCodec.decode(corrupt) }
    }
}
