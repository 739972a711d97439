import CCairo
import LayoutScene

/// DejaVu Sans and DejaVu Sans Bold, loaded from their files through FreeType (not through
/// fontconfig), so that a user's font configuration cannot change the diagrams' text.
final class Fonts: @unchecked Sendable {
    // Immutable after init; the faces live for the whole process (cairo keeps them alive too).
    let regular: OpaquePointer  // cairo_font_face_t*
    let bold: OpaquePointer

    /// Where the fonts are looked for, first match wins (Debian/Ubuntu, Fedora, Arch, Homebrew).
    static let directories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu-sans-fonts", "/usr/share/fonts/dejavu",
        "/usr/share/fonts/TTF", "/opt/homebrew/share/fonts", "/usr/local/share/fonts",
    ]

    private init(regular: OpaquePointer, bold: OpaquePointer) {
        self.regular = regular; self.bold = bold
    }

    func face(_ weight: FontWeight) -> OpaquePointer { weight == .regular ? regular : bold }

    /// Loaded once per process, on first use.
    static let shared: Result<Fonts, RenderError> = {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            return .failure(.fontUnavailable(path: "DejaVuSans.ttf (FreeType did not start)"))
        }
        func load(_ file: String) -> Result<OpaquePointer, RenderError> {
            for dir in directories {
                var face: FT_Face?
                guard FT_New_Face(library, "\(dir)/\(file)", 0, &face) == 0, let face else { continue }
                // No hinting: glyph shapes and advances are the font's own, on every machine.
                guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING)),
                      cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else { continue }
                return .success(cairoFace)
            }
            return .failure(.fontUnavailable(path: "\(directories[0])/\(file)"))
        }
        return load("DejaVuSans.ttf").flatMap { regular in
            load("DejaVuSans-Bold.ttf").map { bold in Fonts(regular: regular, bold: bold) }
        }
    }()
}
