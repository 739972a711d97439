import CPNG

/// How hard the PNG encoder works. Both settings are lossless; they differ in size and speed only.
public enum PNGCompression: String, Hashable, Sendable, CaseIterable {
    /// libpng's default: zlib's default level with adaptive row filters (the smallest files the
    /// simplified API makes). The default, and what the snapshot baselines use.
    case small
    /// libpng's `PNG_IMAGE_FLAG_FAST`: no row filtering and a faster zlib level; larger files,
    /// quicker to write (for throw-away images).
    case fast
}

/// PNG encoding and decoding through libpng's simplified API (`png_image_*`).
///
/// Encoding is deterministic: the simplified API writes no time or text chunks, so the same pixels
/// give the same bytes with the same libpng and zlib. Opaque images are written as 8-bit RGB.
public enum PNGCodec {
    /// Encodes `image`: 8-bit RGB when every pixel is opaque, else 8-bit RGBA.
    public static func encode(_ image: RGBAImage, compression: PNGCompression = .small) throws(RenderError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw RenderError.encodingFailed("the image is empty") }
        let opaque = image.isOpaque
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = opaque ? CPNG_FORMAT_RGB : CPNG_FORMAT_RGBA
        png.flags = compression == .fast ? CPNG_IMAGE_FLAG_FAST : 0
        defer { png_image_free(&png) }
        var buffer: [UInt8]
        if opaque {
            buffer = [UInt8](repeating: 0, count: image.width * image.height * 3)
            var j = 0
            for i in stride(from: 0, to: image.pixels.count, by: 4) {
                buffer[j] = image.pixels[i]; buffer[j + 1] = image.pixels[i + 1]; buffer[j + 2] = image.pixels[i + 2]
                j += 3
            }
        } else {
            buffer = image.pixels
        }
        // Two passes: the first asks for the size, the second writes.
        var size: png_alloc_size_t = 0
        let sized = buffer.withUnsafeBytes { png_image_write_to_memory(&png, nil, &size, 0, $0.baseAddress, 0, nil) }
        guard sized != 0, size > 0 else { throw RenderError.encodingFailed(message(&png)) }
        var out = [UInt8](repeating: 0, count: Int(size))
        let written = out.withUnsafeMutableBytes { dst in
            buffer.withUnsafeBytes { png_image_write_to_memory(&png, dst.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
        }
        guard written != 0 else { throw RenderError.encodingFailed(message(&png)) }
        return Array(out.prefix(Int(size)))
    }

    /// Decodes PNG data of any colour type into 8-bit RGBA.
    public static func decode(_ data: [UInt8]) throws(RenderError) -> RGBAImage {
        guard data.count >= 8, data.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RenderError.invalidPNG("no PNG signature")
        }
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&png) }
        guard data.withUnsafeBytes({ png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }) != 0 else {
            throw RenderError.invalidPNG(message(&png))
        }
        png.format = CPNG_FORMAT_RGBA
        let width = Int(png.width), height = Int(png.height)
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else {
            throw RenderError.invalidPNG("unsupported size \(width) x \(height)")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard pixels.withUnsafeMutableBytes({ png_image_finish_read(&png, nil, $0.baseAddress, 0, nil) }) != 0 else {
            throw RenderError.invalidPNG(message(&png))
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func message(_ png: inout png_image) -> String {
        let text = withUnsafeBytes(of: &png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng error" : text
    }
}
