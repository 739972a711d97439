import CCairo
import LayoutScene

/// DejaVu Sans and DejaVu Sans Bold, loaded from their files through FreeType (not through
/// fontconfig), so that a user's font configuration cannot change the diagrams' text.
final class Fonts: @unchecked Sendable {
    // Immutable after init; the faces live for the whole process (cairo keeps them alive too).
    let regular: OpaquePointer // cairo_font_face_t*
    let bold: OpaquePointer
    /// The FreeType faces' family and style names, e.g. "DejaVu Sans Bold" (for the tests' guard).
    let names: [String]

    /// Where the fonts are looked for, first match wins (Debian/Ubuntu, Fedora, Arch, Homebrew).
    static let directories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu-sans-fonts", "/usr/share/fonts/dejavu",
        "/usr/share/fonts/TTF", "/opt/homebrew/share/fonts", "/usr/local/share/fonts",
    ]

    private init(regular: (OpaquePointer, String), bold: (OpaquePointer, String)) {
        self.regular = regular.0
        self.bold = bold.0
        names = [regular.1, bold.1]
    }

    func face(_ weight: FontWeight) -> OpaquePointer { weight == .regular ? regular : bold }

    /// Loaded once per process, on first use.
    static let shared: Result<Fonts, RenderError> = {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            return .failure(.fontUnavailable(path: "DejaVuSans.ttf (FreeType did not start)"))
        }
        func load(_ file: String) -> Result<(OpaquePointer, String), RenderError> {
            for dir in directories {
                var face: FT_Face?
                guard FT_New_Face(library, "\(dir)/\(file)", 0, &face) == 0, let face else { continue }
                // No hinting: glyph shapes and advances are the font's own, on every machine.
                guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING)),
                    cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS
                else { continue }
                let family = face.pointee.family_name.map { String(cString: $0) } ?? "?"
                let style = face.pointee.style_name.map { String(cString: $0) } ?? "?"
                return .success((cairoFace, "\(family) \(style)"))
            }
            return .failure(.fontUnavailable(path: "\(directories[0])/\(file)"))
        }
        return load("DejaVuSans.ttf").flatMap { regular in
            load("DejaVuSans-Bold.ttf").map { bold in Fonts(regular: regular, bold: bold) }
        }
    }()
}

extension SceneRenderer {
    /// Cairo's own advance width of `text` in the diagrams' font at `size` (the check behind
    /// `TextMetrics`).
    static func measuredAdvance(of text: String, size: Double, weight: FontWeight) throws(RenderError) -> Double {
        let fonts = try Fonts.shared.get()
        return try withTextContext { cr in
            let options = cairo_font_options_create()
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_set_font_options(cr, options)
            cairo_font_options_destroy(options)
            cairo_set_font_face(cr, fonts.face(weight))
            cairo_set_font_size(cr, size)
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, text, &extents)
            return extents.x_advance
        }
    }

    /// Runs `body` with a drawing context on a 1x1 surface: Cairo measures text and places glyphs
    /// there, and draws nothing that is kept.
    static func withTextContext<T>(_ body: (OpaquePointer) throws(RenderError) -> T) throws(RenderError) -> T {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else {
            throw RenderError.cairo("cannot create a surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("cannot create a drawing context") }
        defer { cairo_destroy(cr) }
        return try body(cr)
    }

    /// The loaded faces' names, e.g. `["DejaVu Sans Book", "DejaVu Sans Bold"]`.
    static func fontNames() throws(RenderError) -> [String] { try Fonts.shared.get().names }
}
