import CCairo
import Dispatch
import LayoutEngine
import LayoutScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
                // Opaque pixels (nearly all: the canvas is painted opaque) as whole words: ARGB to
                // little-endian RGBA is a swap of the R and B bytes.
                let words = UnsafeMutableRawPointer(out.baseAddress!)
                var i = 0
                while i < w * h, argb[i] >= 0xFF00_0000 {
                    let v = argb[i]
                    words.storeBytes(
                        of: ((v & 0xFF00_FF00) | (v >> 16 & 0xFF) | (v & 0xFF) << 16).littleEndian,
                        toByteOffset: 4 * i, as: UInt32.self)
                    i += 1
                }
                for i in i..<(w * h) {
                    let a = Int(argb[i] >> 24)
                    let r = Int((argb[i] >> 16) & 0xFF)
                    let g = Int((argb[i] >> 8) & 0xFF)
                    let b = Int(argb[i] & 0xFF)
                    let o = 4 * i
                    if a == 255 {
                        out[o] = UInt8(r)
                        out[o + 1] = UInt8(g)
                        out[o + 2] = UInt8(b)
                    } else if a > 0 {
                        // Cairo's own unpremultiplying rounding.
                        out[o] = UInt8((r * 255 + a / 2) / a)
                        out[o + 1] = UInt8((g * 255 + a / 2) / a)
                        out[o + 2] = UInt8((b * 255 + a / 2) / a)
                    } else {
                        out[o] = 0
                        out[o + 1] = 0
                        out[o + 2] = 0
                    }
                    out[o + 3] = UInt8(a)
                }
                count = out.count
            }
            return RGBAImage(width: w, height: h, pixels: pixels)
        }
    }

    /// `scene` as PNG file bytes: `.small` through libpng (see `PNGCodec`), `.fast` through
    /// `FastPNGWriter` (rows unfiltered, deflated by the project's own `RowDeflater`, not zlib),
    /// drawn and compressed on all cores (`bandedPNG`).
    ///
    /// The canvas is painted opaque and every command draws over it, so the image is opaque: its
    /// R, G, B go straight from Cairo's pixels to the encoder as 8-bit RGB (no RGBA copy).
    public static func png(_ scene: Scene, compression: PNGCompression = .small) throws(RenderError) -> [UInt8] {
        switch compression {
        case .fast:
            if let png = try bandedPNG(scene) { return png }
        case .small:
            let rgb: [UInt8]? = try drawn(scene) { argb, w, h in
                var opaque = true
                let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 3) { out, count in
                    opaque = opaqueRGB(argb.baseAddress!, count: w * h, to: out.baseAddress!)
                    count = out.count
                }
                return opaque ? pixels : nil
            }
            if let rgb {
                return try PNGCodec.encode(
                    rgb, rgba: false, width: scene.pixelWidth, height: scene.pixelHeight, compression: .small)
            }
        }
        return try PNGCodec.encode(image(scene), compression: compression)
    }

    /// The fast PNG of `scene`, or nil if it is not opaque. The image is cut into one horizontal
    /// band per core, each a run of whole `FastPNGWriter` stripes. A band's thread draws its
    /// stripes one after the other into one stripe-sized buffer of its own, each with the commands
    /// that can reach the stripe's rows (`verticalReach`) on a Cairo context shifted up by the
    /// stripe's first row (a whole number of pixels, so every pixel comes out exactly as in one
    /// drawing of the whole scene: the tests compare the two), and compresses each stripe while its
    /// pixels are still in the cache. No full-size image is ever made, and the bytes do not depend
    /// on the number of bands.
    static func bandedPNG(
        _ scene: Scene, bands requested: Int = activeProcessors,
        stripeBytes: Int = FastPNGWriter.stripeBytes
    ) throws(RenderError) -> [UInt8]? {
        try check(scene)
        let fonts = try Fonts.shared.get()
        let w = scene.pixelWidth
        let h = scene.pixelHeight
        let plan = FastPNGWriter.Plan(width: w, height: h, channels: 3, stripeBytes: stripeBytes)
        let bandCount = max(1, min(requested, plan.stripeCount))
        let reaches = scene.commands.map { verticalReach(of: $0, pixel: 1 / scene.scale) }
        var stripes = [FastPNGWriter.Stripe](repeating: .init(), count: plan.stripeCount)
        var failures = [RenderError?](repeating: nil, count: bandCount)
        stripes.withUnsafeMutableBufferPointer { stripes in
            failures.withUnsafeMutableBufferPointer { failures in
                let shared = UnsafeSendable((stripes, failures))
                DispatchQueue.concurrentPerform(iterations: bandCount) { b in
                    let (stripes, failures) = shared.value
                    let argb = UnsafeMutablePointer<UInt32>.allocate(capacity: plan.rowsPerStripe * w)
                    defer { argb.deallocate() }
                    let scratch = FastPNGWriter.Scratch(plan)
                    for s in b * plan.stripeCount / bandCount..<(b + 1) * plan.stripeCount / bandCount {
                        let rows = plan.rows(ofStripe: s)
                        let top = Double(rows.lowerBound) / scene.scale
                        let bottom = Double(rows.upperBound) / scene.scale
                        let commands = scene.commands.indices.lazy
                            .filter { reaches[$0].map { $0.upperBound > top && $0.lowerBound < bottom } ?? true }
                            .map { scene.commands[$0] }
                        do throws(RenderError) {
                            try drawRows(scene, Array(commands), rows: rows, into: argb, fonts: fonts)
                        } catch {
                            failures[b] = error
                            return
                        }
                        stripes[s] = FastPNGWriter.compress(plan, stripe: s, scratch: scratch) { y, out in
                            opaqueRGB(argb + (y - rows.lowerBound) * w, count: w, to: out)
                        }
                    }
                }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        return try FastPNGWriter.assemble(plan, stripes)
    }

    /// Draws `commands` of `scene` as they fall on pixel rows `rows`, into `pixels` (ARGB32,
    /// `rows.count` rows of `pixelWidth`), the background first.
    private static func drawRows(
        _ scene: Scene, _ commands: [DrawCommand], rows: Range<Int>,
        into pixels: UnsafeMutablePointer<UInt32>, fonts: Fonts
    ) throws(RenderError) {
        let w = scene.pixelWidth
        guard
            let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(w),
                Int32(rows.count), Int32(4 * w))
        else {
            throw RenderError.cairo("cannot create a \(w) x \(rows.count) image")
        }
        defer { cairo_surface_destroy(surface) }
        try status(cairo_surface_status(surface))
        try draw(scene, commands, on: surface, fonts: fonts, shiftedUp: Double(rows.lowerBound))
        cairo_surface_flush(surface)
    }

    /// The canvas rows (in points) that `command` can paint on, with `pixel` to spare for
    /// antialiasing; nil for commands that must always be replayed (clips). Text reaches are
    /// generous (1.5 em above the baseline, 0.6 em below; turned text 1.5 em per character above
    /// its origin): DejaVu Sans reaches 1.2 em and 0.3 em with accents.
    static func verticalReach(of command: DrawCommand, pixel: Double) -> ClosedRange<Double>? {
        // Rectangles of negative height (an inset larger than the container) and coordinates that
        // are not finite give unordered ends: they make a range of both ends in order, or nil
        // (replayed on every stripe), never a trap.
        func reach(_ a: Double, _ b: Double) -> ClosedRange<Double>? {
            guard a.isFinite, b.isFinite else { return nil }
            return a <= b ? a...b : b...a
        }
        switch command {
        case .rect(let r, _, let stroke):
            let margin = abs(stroke?.width ?? 0) / 2 + pixel
            return reach(Swift.min(r.minY, r.maxY) - margin, Swift.max(r.minY, r.maxY) + margin)
        case .frame(let outer, _, _):
            return reach(Swift.min(outer.minY, outer.maxY) - pixel, Swift.max(outer.minY, outer.maxY) + pixel)
        case .line(let a, let b, let stroke):
            let margin = abs(stroke.width) / 2 + pixel
            return reach(Swift.min(a.y, b.y) - margin, Swift.max(a.y, b.y) + margin)
        case .text(_, let origin, let size, _, _):
            return reach(origin.y - 1.5 * abs(size) - pixel, origin.y + 0.6 * abs(size) + pixel)
        case .verticalText(let text, let origin, let size, _, _):
            return reach(
                origin.y - 1.5 * abs(size) * Double(text.count + 1) - pixel, origin.y + 0.6 * abs(size) + pixel)
        case .pushClip, .popClip, .beginGroup, .endGroup:
            return nil
        }
    }

    /// The number of cores this process may use.
    static var activeProcessors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Writes R, G, B of `count` opaque ARGB32 words; false (and stops) at the first group of
    /// pixels that is not opaque. Four pixels at a time: their 12 bytes as three 32-bit words.
    private static func opaqueRGB(_ argb: UnsafePointer<UInt32>, count: Int, to out: UnsafeMutablePointer<UInt8>)
        -> Bool
    {
        let raw = UnsafeMutableRawPointer(out)
        var i = 0
        while i + 4 <= count {
            let a = argb[i]
            let b = argb[i + 1]
            let c = argb[i + 2]
            let d = argb[i + 3]
            guard a & b & c & d >= 0xFF00_0000 else { return false }
            // Little-endian words: R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3.
            let w0 = (a >> 16 & 0xFF) | (a & 0xFF00) | (a & 0xFF) << 16 | (b >> 16 & 0xFF) << 24
            let w1 = (b >> 8 & 0xFF) | (b & 0xFF) << 8 | (c >> 16 & 0xFF) << 16 | (c >> 8 & 0xFF) << 24
            let w2 = (c & 0xFF) | (d >> 16 & 0xFF) << 8 | (d & 0xFF00) << 8 | (d & 0xFF) << 24
            raw.storeBytes(of: w0.littleEndian, toByteOffset: 3 * i, as: UInt32.self)
            raw.storeBytes(of: w1.littleEndian, toByteOffset: 3 * i + 4, as: UInt32.self)
            raw.storeBytes(of: w2.littleEndian, toByteOffset: 3 * i + 8, as: UInt32.self)
            i += 4
        }
        while i < count {
            let word = argb[i]
            guard word >> 24 == 255 else { return false }
            out[3 * i] = UInt8(truncatingIfNeeded: word >> 16)
            out[3 * i + 1] = UInt8(truncatingIfNeeded: word >> 8)
            out[3 * i + 2] = UInt8(truncatingIfNeeded: word)
            i += 1
        }
        return true
    }

    /// Draws `scene` on an image surface and hands its pixels to `read`: ARGB32 (premultiplied,
    /// one native-endian word per pixel), `width * height` of them, row by row.
    private static func drawn<T>(
        _ scene: Scene,
        _ read: (_ argb: UnsafeBufferPointer<UInt32>, _ width: Int, _ height: Int) throws(RenderError) -> T
    ) throws(RenderError) -> T {
        try check(scene)
        let fonts = try Fonts.shared.get()
        let w = scene.pixelWidth
        let h = scene.pixelHeight
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            throw RenderError.cairo("cannot create a \(w) x \(h) image")
        }
        defer { cairo_surface_destroy(surface) }
        try status(cairo_surface_status(surface))
        try draw(scene, on: surface, fonts: fonts)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo("the image has no pixels")
        }
        // ARGB32 rows are 4 * width bytes apart (Cairo's stride for this format).
        guard Int(cairo_image_surface_get_stride(surface)) == 4 * w else {
            throw RenderError.cairo("unexpected row stride")
        }
        return try read(
            UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self), count: w * h), w, h)
    }

    /// `scene` as an SVG document, `pixelWidth` x `pixelHeight` px, written by `SVGWriter`: one
    /// element per command, text as glyph outlines (`<path>`s in `<defs>`, placed by `<use>`), so
    /// viewers need no fonts.
    public static func svg(_ scene: Scene) throws(RenderError) -> String {
        try svgDocument(scene, dark: nil, colors: .single)
    }

    /// One SVG document that follows the reader's colour scheme (`--theme auto`): `light` as it
    /// is, and `dark`'s colours under `prefers-color-scheme: dark`, every colour a class whose two
    /// values sit in a `<style>`. Build both scenes from the same result and options with only the
    /// theme changed (`Diagram.scene(for:options:)` with `Theme.light` and `Theme.dark`).
    /// - Precondition: the scenes have the same commands but for their colours.
    public static func svg(light: Scene, dark: Scene) throws(RenderError) -> String {
        try svgDocument(light, dark: dark, colors: .auto)
    }

    /// The SVG document of `scene` (colours from `dark` too unless `.single`); `declaration`
    /// false leaves out `<?xml …?>` (inline in HTML).
    static func svgDocument(
        _ scene: Scene, dark: Scene?, colors: SVGWriter.Colors, declaration: Bool = true, id: String? = nil
    ) throws(RenderError) -> String {
        // The size first: sizes near 1e308 give a canvas that is not finite (NaN is unequal to
        // itself), refused here as too large rather than taken for a mismatch of the scenes.
        try check(scene)
        if let dark {
            precondition(
                dark.commands.count == scene.commands.count && dark.canvas == scene.canvas,
                "the light and dark scenes must have the same commands but for their colours (build both from one result and options, changing only the theme)"
            )
        }
        let fonts = try Fonts.shared.get()
        // Cairo places the glyphs and gives their outlines; it draws nothing here.
        return try withTextContext { shaper throws(RenderError) in
            var writer = SVGWriter(scene: scene, fonts: fonts, shaper: shaper, colors: colors)
            if let dark {
                for (light, dark) in zip(scene.commands, dark.commands) { writer.perform(light, dark: dark) }
            } else {
                writer.perform(scene.commands)
            }
            try status(cairo_status(shaper))
            return writer.document(darkBackground: dark?.background, declaration: declaration, id: id)
        }
    }

    static func check(_ scene: Scene) throws(RenderError) {
        let w = scene.pixelWidth
        let h = scene.pixelHeight
        guard w <= maximumPixelSize, h <= maximumPixelSize else {
            throw RenderError.tooLarge(width: w, height: h, scale: scene.scale)
        }
        guard w > 0, h > 0 else { throw RenderError.cairo("the canvas is empty (\(w) x \(h) px)") }
    }

    /// Draws `commands` (all of the scene's by default) on `surface`, whose top row is the
    /// scene's pixel row `shiftedUp`.
    private static func draw(
        _ scene: Scene, _ commands: [DrawCommand]? = nil, on surface: OpaquePointer, fonts: Fonts,
        shiftedUp: Double = 0
    ) throws(RenderError) {
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("cannot create a drawing context") }
        defer { cairo_destroy(cr) }
        if shiftedUp != 0 { cairo_translate(cr, 0, -shiftedUp) }
        var canvas = CairoCanvas(cr: cr, fonts: fonts, scene: scene)
        canvas.perform(commands ?? scene.commands)
        try status(cairo_status(cr))
    }

    private static func status(_ s: cairo_status_t) throws(RenderError) {
        guard s == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(s)))
        }
    }
}
