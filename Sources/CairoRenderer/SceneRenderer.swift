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
        try check(scene)
        let fonts = try Fonts.shared.get()
        let w = scene.pixelWidth, h = scene.pixelHeight
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            throw RenderError.cairo("cannot create a \(w) x \(h) image")
        }
        defer { cairo_surface_destroy(surface) }
        try status(cairo_surface_status(surface))
        try draw(scene, on: surface, fonts: fonts, textAsPaths: true)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("the image has no pixels") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                // ARGB32: premultiplied, one native-endian 32-bit word per pixel.
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let word = row[x]
                    let a = Int(word >> 24), r = Int((word >> 16) & 0xFF), g = Int((word >> 8) & 0xFF), b = Int(word & 0xFF)
                    let o = (y * w + x) * 4
                    if a == 255 {
                        out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b)
                    } else if a > 0 {
                        // Cairo's own unpremultiplying rounding.
                        out[o] = UInt8((r * 255 + a / 2) / a); out[o + 1] = UInt8((g * 255 + a / 2) / a)
                        out[o + 2] = UInt8((b * 255 + a / 2) / a)
                    }
                    out[o + 3] = UInt8(a)
                }
            }
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }

    /// `scene` as PNG file bytes, encoded by libpng (see `PNGCodec`).
    public static func png(_ scene: Scene, compression: PNGCompression = .small) throws(RenderError) -> [UInt8] {
        try PNGCodec.encode(try image(scene), compression: compression)
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
            try draw(scene, on: surface, fonts: fonts, textAsPaths: false)
            // The document is written when the surface is finished.
            cairo_surface_finish(surface)
            try status(cairo_surface_status(surface))
        }
        let text = String(decoding: sink.bytes, as: UTF8.self)
        return text.replacing(#/<g id="surface\d+">/#, with: #"<g id="surface1">"#)
    }

    static func check(_ scene: Scene) throws(RenderError) {
        let w = scene.pixelWidth, h = scene.pixelHeight
        guard w <= maximumPixelSize, h <= maximumPixelSize else {
            throw RenderError.tooLarge(width: w, height: h, scale: scene.scale)
        }
        guard w > 0, h > 0 else { throw RenderError.cairo("the canvas is empty (\(w) x \(h) px)") }
    }

    private static func draw(_ scene: Scene, on surface: OpaquePointer, fonts: Fonts, textAsPaths: Bool) throws(RenderError) {
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("cannot create a drawing context") }
        defer { cairo_destroy(cr) }
        var canvas = CairoCanvas(cr: cr, fonts: fonts, scene: scene, textAsPaths: textAsPaths)
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
