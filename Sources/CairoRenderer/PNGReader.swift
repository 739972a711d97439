/// `PNGCodec.decode`'s reader of the files `render` and `render check` write, and the passing
/// check's question "does this file hold exactly these pixels?" (`matches`), answered without
/// decoding the file into an image.
///
/// zlib's inflate copies a match a byte at a time, and a diagram's PNG is almost all long matches:
/// decoding baselines with libpng was 60 % of `render check`'s time. This reader inflates the whole
/// image stream at once with libdeflate (`ZlibStream`), undoes the row filters, or for `matches`
/// compares each row with the image's row filtered the same way. It reads only 8-bit RGB or RGBA,
/// not interlaced, without colour-space chunks (which libpng's decoder would apply); for anything
/// else, and for a file it finds damaged, it answers nil and `PNGCodec.decode` hands the file to
/// libpng (which decodes it or says what is wrong). `matches` answers only "the same pixels"
/// (true) or "not the same" (false); the counts, bounding box and diff image of a mismatch come
/// from the full comparison of decoded images.
///
/// Every read and write is bounds-checked against the input and the output buffer; chunk CRCs are
/// verified (a damaged chunk gives nil: libpng then reports it), and libdeflate verifies the zlib
/// stream's Adler-32. Measured against libpng in `layout-bench --only png` (Docs/Performance.md,
/// "PNG codec: ours or a library").
enum PNGReader {
    /// Whether `png` holds exactly `image`'s pixels (an RGB file matches only an opaque image);
    /// nil when this reader does not handle the file.
    static func matches(_ png: [UInt8], _ image: RGBAImage, checksCRC: Bool = true) -> Bool? {
        png.withUnsafeBufferPointer { data -> Bool? in
            guard let header = Header(data, checksCRC: checksCRC) else { return nil }
            guard header.width == image.width, header.height == image.height else { return false }
            let rowBytes = 1 + header.width * header.channels
            let (size, overflow) = rowBytes.multipliedReportingOverflow(by: header.height)
            guard !overflow, size <= 1 << 31 else { return nil }
            guard let stream = header.imageData(data, checksCRC: checksCRC) else { return nil }
            let out = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
            defer { out.deallocate() }
            let inflated = stream.withUnsafeBufferPointer { ZlibStream.inflate($0, into: out, count: size) }
            guard inflated else { return nil }
            return image.pixels.withUnsafeBufferPointer { pixels in
                compareRows(
                    out, pixels.baseAddress!, width: header.width, height: header.height, channels: header.channels)
            }
        }
    }

    /// The pixels of `png`, or nil when this reader does not handle the file (libpng decodes it
    /// then). The same pixels as libpng gives.
    /// - Parameter pixelBudget: larger images are left to libpng's path (which refuses them).
    static func decode(_ png: [UInt8], pixelBudget: Int = PNGCodec.defaultPixelBudget, checksCRC: Bool = true)
        -> RGBAImage?
    {
        png.withUnsafeBufferPointer { data -> RGBAImage? in
            guard let header = Header(data, checksCRC: checksCRC), header.width * header.height <= pixelBudget else {
                return nil
            }
            let (width, height, channels) = (header.width, header.height, header.channels)
            let stride = 1 + width * channels
            // Deflate expands at most 1032 times: a stream too short for the rows is damaged, and
            // nothing is allocated for the image it claims.
            guard let stream = header.imageData(data, checksCRC: checksCRC), stream.count * 1032 >= stride * height
            else { return nil }
            // 8 bytes of slack after the rows: the RGB conversion reads pixels as 4-byte words.
            let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height + 8)
            defer { rows.deallocate() }
            (rows + stride * height).initialize(repeating: 0, count: 8)
            let inflated = stream.withUnsafeBufferPointer { ZlibStream.inflate($0, into: rows, count: stride * height) }
            guard inflated else { return nil }
            var valid = true
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
                HugePages.advise(out.baseAddress, byteCount: out.count)
                let words = UnsafeMutableRawPointer(out.baseAddress!)
                for y in 0..<height {
                    let row = rows + y * stride + 1
                    guard
                        unfilter(
                            row, prior: y == 0 ? nil : row - stride, filter: rows[y * stride], count: width * channels,
                            bpp: channels)
                    else {
                        valid = false
                        break
                    }
                    let target = words + y * width * 4
                    if channels == 4 {
                        target.copyMemory(from: row, byteCount: width * 4)
                    } else {
                        // Four bytes of RGB (the fourth belongs to the next pixel or row, or is the
                        // buffer's slack) with the alpha byte set.
                        let source = UnsafeRawPointer(row)
                        for x in 0..<width {
                            let rgb = source.loadUnaligned(fromByteOffset: 3 * x, as: UInt32.self)
                            target.storeBytes(
                                of: rgb | UInt32(littleEndian: 0xFF00_0000), toByteOffset: 4 * x, as: UInt32.self)
                        }
                    }
                }
                count = valid ? out.count : 0
            }
            return valid ? RGBAImage(width: width, height: height, pixels: pixels) : nil
        }
    }

    /// Undoes a row's filter in place (`prior`: the row above, unfiltered; nil for the first row);
    /// false for an unknown filter type.
    @inline(__always)
    private static func unfilter(
        _ row: UnsafeMutablePointer<UInt8>, prior: UnsafeMutablePointer<UInt8>?, filter: UInt8, count n: Int, bpp: Int
    ) -> Bool {
        switch filter {
        case 0: return true
        case 1: // Sub
            if n > bpp { for i in bpp..<n { row[i] &+= row[i - bpp] } }
        case 2: // Up
            if let prior { for i in 0..<n { row[i] &+= prior[i] } }
        case 3: // Average
            if let prior {
                for i in 0..<min(bpp, n) { row[i] &+= prior[i] >> 1 }
                if n > bpp { for i in bpp..<n { row[i] &+= UInt8((Int(row[i - bpp]) + Int(prior[i])) >> 1) } }
            } else if n > bpp {
                for i in bpp..<n { row[i] &+= row[i - bpp] >> 1 }
            }
        case 4: // Paeth; on the first row the predictor is the left byte (Sub)
            if let prior {
                for i in 0..<min(bpp, n) { row[i] &+= prior[i] }
                if n > bpp {
                    for i in bpp..<n {
                        row[i] &+= paeth(row[i - bpp], prior[i], prior[i - bpp])
                    }
                }
            } else if n > bpp {
                for i in bpp..<n { row[i] &+= row[i - bpp] }
            }
        default: return false
        }
        return true
    }

    /// Compares the file's filtered rows with the image's rows filtered the same way, row by row,
    /// stopping at the first that differs; nil for an unknown filter type.
    ///
    /// The file's rows are never unfiltered: each of the image's rows is filtered with the type the
    /// file's row names (from the image's own bytes: this row and the one above, in the file's
    /// layout) and compared byte for byte. That is exact because every row before has matched, so
    /// the file's unfiltered rows so far are the image's rows; and it has no chain from byte to
    /// byte (unfiltering Sub, Average and Paeth has one), so every filter's loop vectorises.
    private static func compareRows(
        _ rows: UnsafeMutablePointer<UInt8>, _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int
    ) -> Bool? {
        let stride = 1 + width * channels
        let n = width * channels
        let bpp = channels
        // The image's row and the one above in the file's layout, each after `bpp` zero bytes (the
        // pixel left of the first); the row above the first row is all zeros.
        let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (n + bpp))
        buffers.initialize(repeating: 0, count: 2 * (n + bpp))
        defer { buffers.deallocate() }
        var current = buffers + bpp
        var above = buffers + (n + bpp) + bpp
        for y in 0..<height {
            let filter = rows[y * stride]
            let file = UnsafePointer(rows + y * stride + 1)
            let image = pixels + y * width * 4
            if channels == 4 {
                current.update(from: image, count: n)
            } else {
                // RGB: the alpha bytes must all be 255.
                if !opaqueRGB(image, width: width, to: current) { return false }
            }
            let (a, b) = (UnsafePointer(current), UnsafePointer(above))
            var differs: UInt8 = 0
            switch filter {
            case 0:
                if memcmp(file, a, n) != 0 { return false }
            case 1: // Sub
                for i in 0..<n { differs |= file[i] ^ (a[i] &- a[i - bpp]) }
            case 2: // Up
                for i in 0..<n { differs |= file[i] ^ (a[i] &- b[i]) }
            case 3: // Average
                for i in 0..<n {
                    differs |= file[i] ^ (a[i] &- UInt8(truncatingIfNeeded: (UInt16(a[i - bpp]) &+ UInt16(b[i])) >> 1))
                }
            case 4: // Paeth, 16 bytes at a time
                var i = 0
                var lanes = SIMD16<UInt8>()
                while i + 16 <= n {
                    let predicted = paeth(
                        load(a + i - bpp), load(b + i), load(b + i - bpp))
                    lanes |= load(file + i) ^ (load(a + i) &- predicted)
                    i += 16
                }
                differs = lanes.max()
                while i < n {
                    differs |= file[i] ^ (a[i] &- paeth(a[i - bpp], b[i], b[i - bpp]))
                    i += 1
                }
            default: return nil
            }
            if differs != 0 { return false }
            swap(&current, &above)
        }
        return true
    }

    /// PNG's Paeth predictor: whichever of left, up and upper left is closest to left + up - upper
    /// left (ties: left, then up). Branch-free arithmetic that cannot overflow.
    @inline(__always)
    private static func paeth(_ left: UInt8, _ up: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let (a, b, c) = (Int16(left), Int16(up), Int16(upperLeft))
        let pa = magnitude(b &- c)
        let pb = magnitude(a &- c)
        let pc = magnitude(a &+ b &- 2 &* c)
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upperLeft
    }

    @inline(__always)
    private static func magnitude(_ v: Int16) -> Int16 { v < 0 ? 0 &- v : v }

    /// The Paeth predictor of 16 bytes at once (the same choice as the scalar one), with masks
    /// made by arithmetic shifts (all ones where a difference is negative) rather than selects.
    @inline(__always)
    private static func paeth(_ left: SIMD16<UInt8>, _ up: SIMD16<UInt8>, _ upperLeft: SIMD16<UInt8>)
        -> SIMD16<UInt8>
    {
        let a = SIMD16<Int16>(truncatingIfNeeded: left)
        let b = SIMD16<Int16>(truncatingIfNeeded: up)
        let c = SIMD16<Int16>(truncatingIfNeeded: upperLeft)
        func magnitude(_ v: SIMD16<Int16>) -> SIMD16<Int16> {
            let sign = v &>> 15
            return (v ^ sign) &- sign
        }
        let pa = magnitude(b &- c)
        let pb = magnitude(a &- c)
        let pc = magnitude(a &+ b &- c &- c)
        let useLeft = ~(((pb &- pa) | (pc &- pa)) &>> 15) // pa <= pb and pa <= pc
        let useUp = ~useLeft & ~((pc &- pb) &>> 15) // else pb <= pc
        let predicted = (a & useLeft) | (b & useUp) | (c & ~(useLeft | useUp))
        return SIMD16<UInt8>(truncatingIfNeeded: predicted)
    }

    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Copies R, G, B of `width` RGBA pixels to `out`, four pixels as three 32-bit words; false
    /// when a pixel is not opaque.
    @inline(__always)
    private static func opaqueRGB(_ image: UnsafePointer<UInt8>, width: Int, to out: UnsafeMutablePointer<UInt8>)
        -> Bool
    {
        let source = UnsafeRawPointer(image)
        let target = UnsafeMutableRawPointer(out)
        var alpha: UInt32 = 0xFFFF_FFFF
        var x = 0
        while x + 4 <= width {
            // Little-endian words: R G B A per pixel in, R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3 out.
            let p0 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self))
            let p1 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: 4 * x + 4, as: UInt32.self))
            let p2 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt32.self))
            let p3 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: 4 * x + 12, as: UInt32.self))
            alpha &= p0 & p1 & p2 & p3
            target.storeBytes(of: ((p0 & 0xFF_FFFF) | p1 << 24).littleEndian, toByteOffset: 3 * x, as: UInt32.self)
            target.storeBytes(
                of: ((p1 >> 8 & 0xFFFF) | p2 << 16).littleEndian, toByteOffset: 3 * x + 4, as: UInt32.self)
            target.storeBytes(of: ((p2 >> 16 & 0xFF) | p3 << 8).littleEndian, toByteOffset: 3 * x + 8, as: UInt32.self)
            x += 4
        }
        var tail: UInt8 = 255
        while x < width {
            out[3 * x] = image[4 * x]
            out[3 * x + 1] = image[4 * x + 1]
            out[3 * x + 2] = image[4 * x + 2]
            tail &= image[4 * x + 3]
            x += 1
        }
        return alpha >> 24 == 0xFF && tail == 255
    }

    /// The IHDR fields this reader needs, for the files it handles.
    private struct Header {
        let width: Int
        let height: Int
        let channels: Int

        /// Chunks that do not change the pixels libpng's decoder gives (sRGB is what it decodes to).
        static let harmless: Set<String> = ["IDAT", "IEND", "sRGB", "tEXt", "zTXt", "iTXt", "tIME", "pHYs"]

        init?(_ data: UnsafeBufferPointer<UInt8>, checksCRC: Bool = true) {
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard data.count >= 33, data.prefix(8).elementsEqual(signature),
                Self.type(data, at: 8) == "IHDR", Self.u32(data, 8) == 13,
                !checksCRC || Self.crcMatches(data, chunk: 8, length: 13)
            else { return nil }
            let depth = data[24]
            let colorType = data[25]
            guard depth == 8, colorType == 2 || colorType == 6, data[26] == 0, data[27] == 0, data[28] == 0 else {
                return nil
            }
            width = Self.u32(data, 16)
            height = Self.u32(data, 20)
            channels = colorType == 2 ? 3 : 4
            guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else { return nil }
        }

        /// The zlib stream: every IDAT chunk's data, in order; nil for a chunk this reader does not
        /// handle or a chunk that runs past the end.
        func imageData(_ data: UnsafeBufferPointer<UInt8>, checksCRC: Bool = true) -> [UInt8]? {
            var out: [UInt8] = []
            var at = 33
            while at + 12 <= data.count {
                let length = Self.u32(data, at)
                guard let type = Self.type(data, at: at), Self.harmless.contains(type), length <= data.count - at - 12,
                    !checksCRC || Self.crcMatches(data, chunk: at, length: length)
                else { return nil }
                if type == "IDAT" { out.append(contentsOf: data[(at + 8)..<(at + 8 + length)]) }
                if type == "IEND" { return out }
                at += 12 + length
            }
            return nil
        }

        /// Whether the chunk at `chunk` (its length field) with `length` data bytes has the CRC-32
        /// its last 4 bytes give (over the type and the data: a few kilobytes of compressed data).
        static func crcMatches(_ d: UnsafeBufferPointer<UInt8>, chunk: Int, length: Int) -> Bool {
            var crc: UInt32 = 0xFFFF_FFFF
            Self.crcTable.withUnsafeBufferPointer { table in
                for i in (chunk + 4)..<(chunk + 8 + length) {
                    crc = table[Int((crc ^ UInt32(d[i])) & 0xFF)] ^ (crc >> 8)
                }
            }
            return Int(~crc) == u32(d, chunk + 8 + length)
        }

        /// CRC-32 (ISO 3309, the polynomial PNG and zlib use), one entry per byte value.
        static let crcTable: [UInt32] = (0..<256).map { n in
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            return c
        }

        static func u32(_ d: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
            Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3])
        }

        static func type(_ d: UnsafeBufferPointer<UInt8>, at i: Int) -> String? {
            guard i + 8 <= d.count else { return nil }
            return String(decoding: d[(i + 4)..<(i + 8)], as: UTF8.self)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
