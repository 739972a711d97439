import CPNG
import CPNGRead

/// How hard the PNG encoder works. Both settings are lossless; they differ in size and speed only.
public enum PNGCompression: String, Hashable, Sendable, CaseIterable {
    /// libpng's default: zlib's default level with adaptive row filters (the smallest files the
    /// simplified API makes). The default, and what the snapshot baselines use.
    case small
    /// No row filtering, deflated by the project's own encoder (`RowDeflater`) in stripes on all
    /// cores (`FastPNGWriter`): much quicker to write, files of about `small`'s size on diagrams
    /// (Docs/Performance.md). The default of `render`.
    case fast
}

/// The one PNG codec of the package: every PNG it writes and reads goes through here.
///
/// Encoding: `.fast` by our own writer (`FastPNGWriter`, `RowDeflater`), `.small` by libpng's
/// simplified API (`png_image_*`). It is deterministic: neither writes time or text chunks, so the
/// same pixels give the same bytes (with the same libpng and zlib for `.small`). Opaque images are
/// written as 8-bit RGB.
///
/// Decoding: 8-bit RGB and RGBA files without colour-space chunks (everything we write) by
/// `PNGReader` (libdeflate's inflate, our row filters); every other file, and any file that reader
/// finds damaged, by libpng's classic API (in C: `CPNGRead`), which decodes every colour type, bit
/// depth and interlacing, and says what is wrong with a file it cannot read. Docs/Performance.md,
/// "PNG codec: ours or a library", has the measurements behind this split.
public enum PNGCodec {
    /// Encodes `image`: 8-bit RGB when every pixel is opaque, else 8-bit RGBA.
    public static func encode(_ image: RGBAImage, compression: PNGCompression = .small) throws(RenderError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw RenderError.encodingFailed("the image is empty") }
        guard image.isOpaque else {
            return try encode(
                image.pixels, rgba: true, width: image.width, height: image.height, compression: compression)
        }
        let rgb = [UInt8](unsafeUninitializedCapacity: image.width * image.height * 3) { out, count in
            image.pixels.withUnsafeBufferPointer { rgba in
                var j = 0
                for i in stride(from: 0, to: rgba.count, by: 4) {
                    out[j] = rgba[i]
                    out[j + 1] = rgba[i + 1]
                    out[j + 2] = rgba[i + 2]
                    j += 3
                }
            }
            count = out.count
        }
        return try encode(rgb, rgba: false, width: image.width, height: image.height, compression: compression)
    }

    /// Encodes packed 8-bit rows: R, G, B (and A when `rgba`) per pixel, row by row from the top.
    static func encode(_ pixels: [UInt8], rgba: Bool, width: Int, height: Int, compression: PNGCompression)
        throws(RenderError) -> [UInt8]
    {
        precondition(
            pixels.count == width * height * (rgba ? 4 : 3), "PNGCodec.encode: the pixels do not match the size")
        if compression == .fast {
            let rowBytes = width * (rgba ? 4 : 3)
            let png = try pixels.withUnsafeBufferPointer { source throws(RenderError) in
                try FastPNGWriter.encode(width: width, height: height, channels: rgba ? 4 : 3) { y, out in
                    out.update(from: source.baseAddress! + y * rowBytes, count: rowBytes)
                    return true
                }
            }
            guard let png else { throw RenderError.encodingFailed("the rows could not be written") }
            return png
        }
        // One pass, into room for the largest stream the rows can make (deflate adds at most a few
        // bytes per block, PNG 12 per chunk; pages never written cost nothing). If it is still too
        // small, libpng says how much it needs. (With no buffer libpng would compress everything
        // just to count the bytes: twice the work.)
        var capacity = pixels.count + height + pixels.count / 64 + 4096
        while true {
            var png = png_image()
            png.version = UInt32(PNG_IMAGE_VERSION)
            png.width = UInt32(width)
            png.height = UInt32(height)
            png.format = rgba ? CPNG_FORMAT_RGBA : CPNG_FORMAT_RGB
            png.flags = 0 // libpng's defaults: zlib's default level, adaptive row filters
            defer { png_image_free(&png) }
            var size = png_alloc_size_t(capacity)
            var written = false
            let out = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                written =
                    pixels.withUnsafeBytes {
                        png_image_write_to_memory(&png, buffer.baseAddress, &size, 0, $0.baseAddress, 0, nil)
                    } != 0
                count = written ? Int(size) : 0
            }
            if written { return out.withUnsafeBufferPointer { Array($0) } } // without the spare room
            guard Int(size) > capacity else { throw RenderError.encodingFailed(message(&png)) }
            capacity = Int(size)
        }
    }

    /// The default largest image `decode` accepts, in pixels: 2^28 (16384 x 16384; 1 GiB of RGBA).
    public static let defaultPixelBudget = 1 << 28

    /// Decodes PNG data of any colour type, bit depth and interlacing into 8-bit RGBA, without
    /// gamma conversion: 16-bit samples become `(v * 255 + 32895) >> 16`, palette and grey images
    /// are expanded, `tRNS` becomes alpha.
    ///
    /// The header is checked before anything is allocated for the pixels: an image of more than
    /// `pixelBudget` pixels is refused (`RenderError.overPixelBudget`), and one that the file is
    /// too short to hold (`canHold`) is refused as damaged, so a tiny file claiming a huge image
    /// costs nothing, and decompression never produces more than the image.
    public static func decode(_ data: [UInt8], pixelBudget: Int = defaultPixelBudget) throws(RenderError)
        -> RGBAImage
    {
        try decode(data, pixelBudget: pixelBudget, checksCRC: true)
    }

    /// `decode(_:pixelBudget:)`, optionally accepting wrong chunk checksums (fuzzing reaches past
    /// them then).
    @_spi(Fuzzing)
    public static func decode(_ data: [UInt8], pixelBudget: Int, checksCRC: Bool) throws(RenderError) -> RGBAImage {
        if let claimed = claimedSize(data),
            !canHold(width: claimed.width, height: claimed.height, fileBytes: data.count)
        {
            throw RenderError.invalidPNG(
                "its \(data.count) bytes cannot hold the \(claimed.width) x \(claimed.height) image its header claims: the file is cut short or damaged"
            )
        }
        if let image = PNGReader.decode(data, pixelBudget: pixelBudget, checksCRC: checksCRC) { return image }
        return try decodeWithLibpng(data, pixelBudget: pixelBudget, checksCRC: checksCRC)
    }

    /// Whether `png` holds exactly `image`'s pixels, answered without decoding it (the passing
    /// check's path: the file's rows are compared filtered, `PNGReader`); nil when the file is not
    /// one `decode` reads that way, or is damaged: decode it then. An RGB file matches only an
    /// opaque image.
    public static func matches(_ png: [UInt8], _ image: RGBAImage) -> Bool? {
        PNGReader.matches(png, image)
    }

    /// `matches(_:_:)`, optionally without chunk checksums, for `FuzzPNG`.
    @_spi(Fuzzing)
    public static func matches(_ png: [UInt8], _ image: RGBAImage, checksCRC: Bool) -> Bool? {
        PNGReader.matches(png, image, checksCRC: checksCRC)
    }

    /// `PNGReader` alone: the pixels, or nil for a file it leaves to libpng. For `FuzzPNG`'s
    /// comparison of `decode`'s two paths.
    @_spi(Fuzzing)
    public static func decodeWithoutLibpng(_ data: [UInt8], pixelBudget: Int, checksCRC: Bool) -> RGBAImage? {
        PNGReader.decode(data, pixelBudget: pixelBudget, checksCRC: checksCRC)
    }

    /// libpng's path alone (`CPNGRead`), for any PNG. For `FuzzPNG`, the tests and `layout-bench`.
    @_spi(Fuzzing)
    public static func decodeWithLibpng(_ data: [UInt8], pixelBudget: Int, checksCRC: Bool) throws(RenderError)
        -> RGBAImage
    {
        guard data.count >= 8, data.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RenderError.invalidPNG("no PNG signature")
        }
        var text = [CChar](repeating: 0, count: 256)
        var header = cpngread_header()
        let reader = data.withUnsafeBufferPointer {
            cpngread_begin($0.baseAddress, $0.count, checksCRC ? 1 : 0, &header, &text, text.count)
        }
        guard let reader else { throw RenderError.invalidPNG(Self.text(text)) }
        defer { cpngread_end(reader) }
        let width = Int(header.width)
        let height = Int(header.height)
        guard width > 0, height > 0 else { throw RenderError.invalidPNG("unsupported size \(width) x \(height)") }
        guard width * height <= pixelBudget else {
            throw RenderError.overPixelBudget(width: width, height: height, budget: pixelBudget)
        }
        // The decoder writes every byte (no zero-filling first: it was a tenth of `render diff`).
        var read = false
        let pixels = data.withUnsafeBufferPointer { _ in // `data` stays alive while `reader` reads it
            [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                // 16 huge-page faults instead of 8,000 small ones for a 1024 x 8000 image.
                HugePages.advise(buffer.baseAddress, byteCount: buffer.count)
                read = cpngread_finish(reader, buffer.baseAddress, &text, text.count) != 0
                count = read ? buffer.count : 0
            }
        }
        guard read else { throw RenderError.invalidPNG(Self.text(text)) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The candidate library encoder that `layout-bench` measures against `.fast`: rows
    /// unfiltered, deflated by libdeflate at `level` in one call on one thread, 8-bit RGB when
    /// every pixel is opaque.
    @_spi(Benchmarks)
    public static func encodeWithLibdeflate(_ image: RGBAImage, level: Int) throws(RenderError) -> [UInt8] {
        let channels = image.isOpaque ? 3 : 4
        let rowBytes = 1 + image.width * channels
        let rows = [UInt8](unsafeUninitializedCapacity: rowBytes * image.height) { out, count in
            image.pixels.withUnsafeBufferPointer { rgba in
                var o = 0
                var i = 0
                for _ in 0..<image.height {
                    out[o] = 0
                    o += 1
                    for _ in 0..<image.width {
                        for c in 0..<channels { out[o + c] = rgba[i + c] }
                        o += channels
                        i += 4
                    }
                }
            }
            count = out.count
        }
        guard let data = rows.withUnsafeBytes({ ZlibStream.deflate($0, level: Int32(level)) }) else {
            throw RenderError.encodingFailed("libdeflate could not compress the image")
        }
        return FastPNGWriter.file(width: image.width, height: image.height, channels: channels, imageData: data)
    }

    private static func text(_ chars: [CChar]) -> String {
        let bytes = chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? "libpng error" : String(decoding: bytes, as: UTF8.self)
    }

    private static func message(_ png: inout png_image) -> String {
        let text = withUnsafeBytes(of: &png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng error" : text
    }
}
