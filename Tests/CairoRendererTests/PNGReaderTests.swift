import Foundation
import Testing

@_spi(Fuzzing) @testable import CairoRenderer

/// `PNGCodec`'s own reader and the passing check's fast path (`PNGReader`, libdeflate's inflate
/// through `ZlibStream`) against libpng's decoder: the same
/// answer on every baseline, on every filter type and block type, and no answer it should not give
/// on damaged or unusual files.
@Suite struct PNGReaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A reproducible random sequence (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    }

    /// An image of flat areas and noise (runs and literals), opaque or not.
    static func image(_ width: Int, _ height: Int, seed: UInt64, opaque: Bool) -> RGBAImage {
        var random = Random(state: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let flat = (x / 7 + y / 5) % 3 != 0
                for k in 0..<3 { pixels[i + k] = flat ? UInt8(40 * k + 60) : random.byte() }
                pixels[i + 3] = opaque ? 255 : (flat ? 255 : random.byte())
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// libpng's decoding (`PNGCodec`'s other path), the reference.
    static func libpng(_ png: [UInt8]) throws -> RGBAImage {
        try PNGCodec.decodeWithLibpng(png, pixelBudget: PNGCodec.defaultPixelBudget, checksCRC: true)
    }

    /// Every baseline matches its own pixels (the passing check's path); every fourth (by name)
    /// and the largest are also decoded and compared with a pixel off by one at the start, the
    /// middle and the end: all of them took three minutes of the suite in a debug build, for
    /// files that one encoder (libpng's, `.small`) wrote alike.
    @Test func baselinesMatchTheirOwnPixels() throws {
        let folder = Self.root.appendingPathComponent("Snapshots")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
            .sorted()
        #expect(names.count >= 39)
        func pixels(_ name: String) throws -> Int {
            let header = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)).prefix(24))
            return PNGCodec.claimedSize(header).map { $0.width * $0.height } ?? 0
        }
        let largest = try names.max { try pixels($0) < pixels($1) }
        for (i, name) in names.enumerated() {
            let png = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            var image = try Self.libpng(png)
            #expect(PNGReader.matches(png, image) == true, "\(name)")
            guard i % 4 == 0 || name == largest else { continue }
            #expect(PNGReader.decode(png) == image, "\(name)")
            // One channel of one pixel off by one, at the start, the middle and the end.
            for (x, y) in [(0, 0), (image.width / 2, image.height / 2), (image.width - 1, image.height - 1)] {
                let original = image[x, y]
                image[x, y] = (original.0 ^ 1, original.1, original.2, original.3)
                #expect(PNGReader.matches(png, image) == false, "\(name) at (\(x), \(y))")
                image[x, y] = original
            }
        }
    }

    @Test func bothEncodersInAllShapes() throws {
        // Tiny to wide, opaque (RGB files) and translucent (RGBA files), both encoders: libdeflate's
        // blocks (small), our stripes of unfiltered rows (fast). The baselines above have libpng's
        // adaptive filters, and the stored-block files below every filter type.
        for (w, h) in [(1, 1), (3, 2), (17, 5), (64, 64), (301, 97)] {
            for opaque in [true, false] {
                for compression in [PNGCompression.small, .fast] {
                    let image = Self.image(w, h, seed: UInt64(w * 1000 + h), opaque: opaque)
                    let png = try PNGCodec.encode(image, compression: compression)
                    #expect(try Self.libpng(png) == image)
                    #expect(PNGReader.matches(png, image) == true, "\(w) x \(h) opaque \(opaque) \(compression)")
                    #expect(PNGReader.decode(png) == image)
                    var other = image
                    other.pixels[other.pixels.count - 1] ^= 0x80
                    #expect(PNGReader.matches(png, other) == false)
                }
            }
        }
    }

    @Test func everyFilterTypeInStoredBlocks() throws {
        // 23 pixels: the 16-byte loops and their tails; 101 x 40 of noise: many lanes, every tie.
        for (channels, width, height) in [(3, 23, 15), (4, 23, 15), (3, 101, 40), (4, 101, 40)] {
            let image = Self.image(width, height, seed: UInt64(7 + width), opaque: channels == 3)
            let png = Self.png(image, channels: channels) { y in UInt8(y % 5) }
            // libpng reads the file we made as we do.
            #expect(try Self.libpng(png) == image)
            #expect(PNGReader.matches(png, image) == true)
            #expect(PNGReader.decode(png) == image)
            for y in [0, 4, 8, 13] {
                var other = image
                other[y % 2 == 0 ? 11 : width - 2, y] = (0, 0, 0, 255)
                #expect(PNGReader.matches(png, other) == false, "row \(y), filter \(y % 5)")
            }
        }
        // An RGB file matches only an opaque image.
        var translucent = Self.image(23, 15, seed: 7, opaque: true)
        let png = Self.png(translucent, channels: 3) { _ in 0 }
        translucent[5, 5] = (translucent[5, 5].0, translucent[5, 5].1, translucent[5, 5].2, 254)
        #expect(PNGReader.matches(png, translucent) == false)
    }

    @Test func otherSizesUnusualFilesAndDamage() throws {
        let image = Self.image(64, 64, seed: 3, opaque: true)
        let png = try PNGCodec.encode(image, compression: .small)
        #expect(PNGReader.matches(png, Self.image(64, 63, seed: 3, opaque: true)) == false)
        // A colour-space chunk libpng's decoder would apply: not this reader's file.
        var gamma = Array(png[0..<33])
        gamma += [0, 0, 0, 4] + Array("gAMA".utf8) + [0, 0, 0xAF, 0xC8] + [0, 0, 0, 0]
        gamma += png[33...]
        #expect(PNGReader.matches(gamma, image) == nil)
        #expect(PNGReader.decode(gamma) == nil)
        #expect(try PNGCodec.decode(gamma) == Self.libpng(gamma))
        // An unknown filter type.
        #expect(PNGReader.matches(Self.png(image, channels: 3) { _ in 5 }, image) == nil)
        // Not a PNG, and cut short anywhere: never a match.
        #expect(PNGReader.matches(Array("not a png".utf8), image) == nil)
        for length in stride(from: 0, to: png.count - 12, by: 7) {
            #expect(PNGReader.matches(Array(png[0..<length]), image) != true, "cut at \(length)")
        }
        // Damaged image data: the chunk's CRC no longer matches, and libpng gets to report it.
        let type = try #require((0..<png.count - 4).first { png[$0..<$0 + 4].elementsEqual("IDAT".utf8) })
        let length = png[type - 4..<type].reduce(0) { $0 << 8 | Int($1) }
        let data = type + 4
        var random = Random(state: 42)
        for _ in 0..<300 {
            var damaged = png
            let at = data + Int(random.next() % UInt64(length))
            damaged[at] ^= UInt8(1 << (random.next() % 8))
            #expect(PNGReader.matches(damaged, image) == nil, "byte \(at)")
            #expect(PNGReader.decode(damaged) == nil)
            // libpng reports the damage.
            #expect(throws: RenderError.self) { try PNGCodec.decode(damaged) }
        }
    }

    @Test func theInflaterStaysInItsBuffersOnDamagedStreams() throws {
        // A diagram: Huffman-coded throughout (a noisy image would have stored blocks, where a
        // flipped bit is just another byte).
        let png = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent("Snapshots/aligned-example.png")))
        let image = try Self.libpng(png)
        // The zlib stream: every IDAT chunk's data.
        var stream: [UInt8] = []
        var at = 8
        while at + 8 <= png.count {
            let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            if png[at + 4..<at + 8].elementsEqual("IDAT".utf8) { stream += png[at + 8..<at + 8 + length] }
            at += 12 + length
        }
        #expect(stream.count > 10_000)
        let size = image.height * (1 + image.width * 3)
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: size + 8)
        defer { out.deallocate() }
        func inflate(_ bytes: [UInt8], count: Int = size) -> Bool {
            bytes.withUnsafeBufferPointer { ZlibStream.inflate($0, into: out, count: count) }
        }
        let valid = inflate(stream)
        #expect(valid)
        // The output size must be exact.
        let shorter = inflate(stream, count: size - 1)
        let longer = inflate(stream, count: size + 1)
        #expect(!shorter && !longer)
        var random = Random(state: 5)
        var rejected = 0
        for _ in 0..<400 {
            var damaged = stream
            damaged[Int(random.next() % UInt64(stream.count))] ^= UInt8(1 << (random.next() % 8))
            let cut = Int(random.next() % UInt64(stream.count))
            if !inflate(damaged) { rejected += 1 }
            let truncated = inflate(Array(stream[0..<cut]))
            #expect(!truncated, "cut at \(cut)")
        }
        // Most single-bit errors break the code or the size (the rest decode to other bytes).
        #expect(rejected > 200)
    }

    // MARK: A PNG writer for the tests: any filter per row, stored (uncompressed) deflate blocks.

    static func png(_ image: RGBAImage, channels: Int, filter: (Int) -> UInt8) -> [UInt8] {
        let w = image.width
        var raw: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: w * channels)
        for y in 0..<image.height {
            var row: [UInt8] = []
            for x in 0..<w {
                let p = image[x, y]
                row += channels == 3 ? [p.0, p.1, p.2] : [p.0, p.1, p.2, p.3]
            }
            let f = filter(y)
            raw.append(f)
            for i in 0..<row.count {
                let a = i >= channels ? Int(row[i - channels]) : 0
                let b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predicted: Int
                switch f {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predicted = 0
                }
                raw.append(row[i] &- UInt8(truncatingIfNeeded: predicted))
            }
            previous = row
        }
        // zlib: header, stored blocks of at most 65535 bytes, Adler-32.
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, raw.count - offset)
            let final: UInt8 = offset + n == raw.count ? 1 : 0
            zlib += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            zlib += raw[offset..<offset + n]
            offset += n
        } while offset < raw.count
        var (s1, s2) = (1, 0)
        for byte in raw {
            s1 = (s1 + Int(byte)) % 65521
            s2 = (s2 + s1) % 65521
        }
        zlib += be32(s2 << 16 | s1)
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", be32(w) + be32(image.height) + [8, channels == 3 ? 2 : 6, 0, 0, 0])
        out += chunk("IDAT", zlib)
        out += chunk("IEND", [])
        return out
    }

    /// libpng refused a valid image more than 1,000,000 pixels wide or tall as 'Invalid IHDR data'
    /// (its default user limits): `render diff` of two 1,200,000 x 1 PNGs said 'not a readable
    /// PNG'. The pixel budget is what bounds an image.
    @Test func libpngReadsImagesWiderAndTallerThanAMillionPixels() throws {
        for (w, h) in [(1_200_000, 1), (1, 1_100_000)] {
            let image = Self.image(w, h, seed: 7, opaque: true)
            let png = Self.png(image, channels: 3) { _ in 0 }
            #expect(try Self.libpng(png) == image, "\(w) x \(h)")
            #expect(try PNGCodec.decode(png) == image, "\(w) x \(h)")
        }
    }

    static func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return be32(data.count) + body + be32(Int(~crc))
    }
}
