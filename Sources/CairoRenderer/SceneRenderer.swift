import CCairo
import LayoutEngine
import LayoutScene

/// Draws scenes with Cairo: into pixels (`image`), a PNG file's bytes (`png`) or an SVG document
/// (`svg`). Text uses DejaVu Sans from its font file, grey antialiasing and no hinting, so the same
/// scene gives the same bytes on every machine with the same Cairo, FreeType, libpng and zlib.
///
/// All functions are safe to call from several threads at once.
public enum SceneRenderer {
    /// Cairo's largest image side, in pixels.
    public static let maximumPixelSize = 32767

    /// Throws `RenderError.tooLarge` when a scene of `canvas` points at `scale` would exceed
    /// Cairo's limit. Call it before building a big scene.
    public static func checkSize(canvas: Size, scale: Double) throws(RenderError) {
        let probe = Scene(canvas: canvas, scale: scale, background: .white, commands: [])
        try check(probe)
    }

    /// The pixels of `scene` (straight RGBA).
    public static func image(_ scene: Scene) throws(RenderError) -> RGBAImage {
        try drawn(scene) { argb, w, h in
            let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
                for i in 0..<(w * h) {
                    let a = Int(argb[i] >> 24), r = Int((argb[i] >> 16) & 0xFF), g = Int((argb[i] >> 8) & 0xFF), b = Int(argb[i] & 0xFF)
                    let o = 4 * i
                    if a == 255 {
                        out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b)
                    } else if a > 0 {
                        // Cairo's own unpremultiplying rounding.
                        out[o] = UInt8((r * 255 + a / 2) / a); out[o + 1] = UInt8((g * 255 + a / 2) / a)
                        out[o + 2] = UInt8((b * 255 + a / 2) / a)
                    } else {
                        out[o] = 0; out[o + 1] = 0; out[o + 2] = 0
                    }
                    out[o + 3] = UInt8(a)
                }
                count = out.count
            }
            return RGBAImage(width: w, height: h, pixels: pixels)
        }
    }

    /// `scene` as PNG file bytes: `.small` through libpng (see `PNGCodec`), `.fast` through
    /// `FastPNGWriter` (zlib's fastest level on all cores).
    ///
    /// The canvas is painted opaque and every command draws over it, so the image is opaque: its
    /// R, G, B go straight from Cairo's pixels to the encoder as 8-bit RGB (no RGBA copy).
    public static func png(_ scene: Scene, compression: PNGCompression = .small) throws(RenderError) -> [UInt8] {
        let png: [UInt8]? = try drawn(scene) { argb, w, h throws(RenderError) in
            switch compression {
            case .fast:
                return try FastPNGWriter.encode(width: w, height: h, channels: 3) { y, out in
                    opaqueRGB(argb.baseAddress! + y * w, count: w, to: out)
                }
            case .small:
                var opaque = true
                let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 3) { out, count in
                    opaque = opaqueRGB(argb.baseAddress!, count: w * h, to: out.baseAddress!)
                    count = out.count
                }
                return opaque ? try PNGCodec.encode(pixels, rgba: false, width: w, height: h, compression: .small) : nil
            }
        }
        if let png { return png }
        return try PNGCodec.encode(image(scene), compression: compression)
    }

    /// Writes R, G, B of `count` opaque ARGB32 words; false (and stops) at the first pixel that is
    /// not opaque.
    private static func opaqueRGB(_ argb: UnsafePointer<UInt32>, count: Int, to out: UnsafeMutablePointer<UInt8>) -> Bool {
        for i in 0..<count {
            let word = argb[i]
            guard word >> 24 == 255 else { return false }
            out[3 * i] = UInt8(truncatingIfNeeded: word >> 16)
            out[3 * i + 1] = UInt8(truncatingIfNeeded: word >> 8)
            out[3 * i + 2] = UInt8(truncatingIfNeeded: word)
        }
        return true
    }

    /// Draws `scene` on an image surface and hands its pixels to `read`: ARGB32 (premultiplied,
    /// one native-endian word per pixel), `width * height` of them, row by row.
    private static func drawn<T>(_ scene: Scene, _ read: (_ argb: UnsafeBufferPointer<UInt32>, _ width: Int, _ height: Int) throws(RenderError) -> T) throws(RenderError) -> T {
        try check(scene)
        let fonts = try Fonts.shared.get()
        let w = scene.pixelWidth, h = scene.pixelHeight
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            throw RenderError.cairo("cannot create a \(w) x \(h) image")
        }
        defer { cairo_surface_destroy(surface) }
        try status(cairo_surface_status(surface))
        try draw(scene, on: surface, fonts: fonts)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("the image has no pixels") }
        // ARGB32 rows are 4 * width bytes apart (Cairo's stride for this format).
        guard Int(cairo_image_surface_get_stride(surface)) == 4 * w else { throw RenderError.cairo("unexpected row stride") }
        return try read(UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self), count: w * h), w, h)
    }

    /// `scene` as an SVG document, `pixelWidth` x `pixelHeight` px. Text is drawn as glyph
    /// outlines (`<symbol>` + `<use>`), so viewers need no fonts. Cairo numbers each surface with a
    /// process-wide counter (`<g id="surface12">`); it is rewritten to `surface1` so that the
    /// document depends on the scene only.
    public static func svg(_ scene: Scene) throws(RenderError) -> String {
        try check(scene)
        let fonts = try Fonts.shared.get()
        let sink = ByteSink()
        try withExtendedLifetime(sink) { () throws(RenderError) in
            guard let surface = cairo_svg_surface_create_for_stream(
                sinkWrite, Unmanaged.passUnretained(sink).toOpaque(),
                Double(scene.pixelWidth), Double(scene.pixelHeight)) else {
                throw RenderError.cairo("cannot create an SVG surface")
            }
            defer { cairo_surface_destroy(surface) }
            try status(cairo_surface_status(surface))
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            // Without this the size is written in pt, and viewers draw it 4/3 larger.
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            try draw(scene, on: surface, fonts: fonts)
            // The document is written when the surface is finished.
            cairo_surface_finish(surface)
            try status(cairo_surface_status(surface))
        }
        return String(decoding: numberingSurfacesFromOne(sink.bytes), as: UTF8.self)
    }

    /// The SVG bytes with every `<g id="surfaceN">` made `<g id="surface1">`. A plain scan over the
    /// bytes: a `Regex` over the document as a `String` took half the time of writing the SVG.
    static func numberingSurfacesFromOne(_ svg: [UInt8]) -> [UInt8] {
        let prefix = Array(#"<g id="surface"#.utf8), suffix = Array(#"">"#.utf8)
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var copied = 0, i = 0
        while let open = svg[i...].firstIndex(of: UInt8(ascii: "<")) {
            i = open + 1
            guard svg[open...].starts(with: prefix) else { continue }
            var end = open + prefix.count
            while end < svg.count, digits.contains(svg[end]) { end += 1 }
            guard end > open + prefix.count, svg[end...].starts(with: suffix) else { continue }
            out += svg[copied..<open]
            out += prefix
            out.append(UInt8(ascii: "1"))
            copied = end
            i = end
        }
        out += svg[copied...]
        return out
    }

    static func check(_ scene: Scene) throws(RenderError) {
        let w = scene.pixelWidth, h = scene.pixelHeight
        guard w <= maximumPixelSize, h <= maximumPixelSize else {
            throw RenderError.tooLarge(width: w, height: h, scale: scene.scale)
        }
        guard w > 0, h > 0 else { throw RenderError.cairo("the canvas is empty (\(w) x \(h) px)") }
    }

    private static func draw(_ scene: Scene, on surface: OpaquePointer, fonts: Fonts) throws(RenderError) {
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("cannot create a drawing context") }
        defer { cairo_destroy(cr) }
        var canvas = CairoCanvas(cr: cr, fonts: fonts, scene: scene)
        canvas.perform(scene.commands)
        try status(cairo_status(cr))
    }

    private static func status(_ s: cairo_status_t) throws(RenderError) {
        guard s == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(s)))
        }
    }
}

/// Collects the bytes Cairo streams out; used by one call on one thread.
private final class ByteSink {
    var bytes: [UInt8] = []
}

private let sinkWrite: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        .bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
}
