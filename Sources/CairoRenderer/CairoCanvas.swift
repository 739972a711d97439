import CCairo
import LayoutEngine
import LayoutScene

/// Replays draw commands onto a Cairo context (any surface: image or SVG).
struct CairoCanvas: SceneRendering {
    let cr: OpaquePointer // cairo_t*
    let fonts: Fonts
    /// How many hidden groups the commands are in (drawn only at 0), and the group nesting.
    private var hiddenDepth = 0
    private var groups: [Bool] = []

    /// Prepares `cr` for a scene: device scale, font options for deterministic text, background.
    init(cr: OpaquePointer, fonts: Fonts, scene: Scene) {
        self.cr = cr
        self.fonts = fonts
        cairo_scale(cr, scene.scale, scene.scale)
        Self.configureText(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        source(scene.background.withAlpha(1))
        cairo_paint(cr)
    }

    mutating func perform(_ command: DrawCommand) {
        switch command {
        case .beginGroup(let group):
            groups.append(group.hidden)
            if group.hidden { hiddenDepth += 1 }
            return
        case .endGroup:
            if groups.popLast() == true { hiddenDepth -= 1 }
            return
        default:
            if hiddenDepth > 0 { return }
        }
        switch command {
        case .beginGroup, .endGroup:
            break
        case .rect(let r, let fill, let stroke):
            if let fill {
                cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                source(fill)
                cairo_fill(cr)
            }
            if let stroke {
                if stroke.dash.isEmpty, r.width > stroke.width, r.height > stroke.width {
                    // A solid outline is the ring between two rectangles (miter joins): filled
                    // with the even-odd rule it covers the same area as the stroke, without
                    // Cairo's stroker (half the time of a cell's drawing).
                    let h = stroke.width / 2
                    fillRing(
                        Rect(x: r.x - h, y: r.y - h, width: r.width + 2 * h, height: r.height + 2 * h),
                        Rect(x: r.x + h, y: r.y + h, width: r.width - 2 * h, height: r.height - 2 * h), stroke.color)
                } else {
                    cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                    apply(stroke)
                    cairo_stroke(cr)
                }
            }
        case .frame(let outer, let inner, let fill):
            fillRing(outer, inner, fill)
        case .line(let a, let b, let stroke):
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
            apply(stroke)
            cairo_stroke(cr)
        case .text(let text, let origin, let size, let weight, let color):
            show(text, at: origin, size: size, weight: weight, color: color)
        case .verticalText(let text, let origin, let size, let weight, let color):
            cairo_save(cr)
            cairo_translate(cr, origin.x, origin.y)
            cairo_rotate(cr, -Double.pi / 2)
            show(text, at: Point(x: 0, y: 0), size: size, weight: weight, color: color)
            cairo_restore(cr)
        case .pushClip(let r):
            cairo_save(cr)
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            cairo_clip(cr)
        case .popClip:
            cairo_restore(cr)
        }
    }

    /// Text goes through Cairo's glyph cache (`cairo_show_glyphs`): each glyph is rasterised once
    /// per font size and then copied, at the positions `placedGlyphs` gives.
    private func show(_ text: String, at origin: Point, size: Double, weight: FontWeight, color: Color) {
        source(color)
        var glyphs = Self.placedGlyphs(cr, text, at: origin, size: size, face: fonts.face(weight))
        cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
    }

    /// Deterministic text: grey antialiasing, no hinting of outlines or metrics.
    static func configureText(_ cr: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// The glyphs of `text` in `face` at `size`, its baseline starting at `origin` in `cr`'s user
    /// space, each glyph's origin rounded to a whole device pixel. (Cairo 1.16 copies cached glyphs
    /// to whole device pixels anyway; rounding them here lets the SVG writer place its outlines
    /// exactly where PNGs show the glyphs.) Sets `cr`'s font.
    static func placedGlyphs(_ cr: OpaquePointer, _ text: String, at origin: Point, size: Double, face: OpaquePointer)
        -> [cairo_glyph_t]
    {
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, size)
        guard let font = cairo_get_scaled_font(cr) else { return [] }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>? = nil
        var count: Int32 = 0
        guard
            cairo_scaled_font_text_to_glyphs(font, origin.x, origin.y, text, -1, &glyphs, &count, nil, nil, nil)
                == CAIRO_STATUS_SUCCESS,
            let glyphs
        else { return [] }
        defer { cairo_glyph_free(glyphs) }
        return (0..<Int(count)).map { i in
            var glyph = glyphs[i]
            cairo_user_to_device(cr, &glyph.x, &glyph.y)
            glyph.x.round()
            glyph.y.round()
            cairo_device_to_user(cr, &glyph.x, &glyph.y)
            return glyph
        }
    }

    /// Fills the area between `outer` and `inner` (even-odd rule).
    private func fillRing(_ outer: Rect, _ inner: Rect, _ color: Color) {
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cr, outer.x, outer.y, outer.width, outer.height)
        cairo_rectangle(cr, inner.x, inner.y, inner.width, inner.height)
        source(color)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    private func source(_ c: Color) {
        if c.alpha >= 1 {
            cairo_set_source_rgb(cr, c.red, c.green, c.blue)
        } else {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        }
    }

    private func apply(_ stroke: Stroke) {
        source(stroke.color)
        cairo_set_line_width(cr, stroke.width)
        if stroke.dash.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            cairo_set_dash(cr, stroke.dash, Int32(stroke.dash.count), 0)
        }
    }
}
