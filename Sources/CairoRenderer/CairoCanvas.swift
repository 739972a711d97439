import CCairo
import LayoutEngine
import LayoutScene

/// Replays draw commands onto a Cairo context (any surface: image or SVG).
struct CairoCanvas: SceneRendering {
    let cr: OpaquePointer  // cairo_t*
    let fonts: Fonts
    /// Fill glyph outlines (`cairo_text_path`) instead of showing glyphs (`cairo_show_text`).
    let textAsPaths: Bool

    /// Prepares `cr` for a scene: device scale, font options for deterministic text, background.
    init(cr: OpaquePointer, fonts: Fonts, scene: Scene, textAsPaths: Bool) {
        self.cr = cr
        self.fonts = fonts
        self.textAsPaths = textAsPaths
        cairo_scale(cr, scene.scale, scene.scale)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        source(scene.background.withAlpha(1))
        cairo_paint(cr)
    }

    mutating func perform(_ command: DrawCommand) {
        switch command {
        case .rect(let r, let fill, let stroke):
            if let fill {
                cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                source(fill)
                cairo_fill(cr)
            }
            if let stroke {
                cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                apply(stroke)
                cairo_stroke(cr)
            }
        case .frame(let outer, let inner, let fill):
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cr, outer.x, outer.y, outer.width, outer.height)
            cairo_rectangle(cr, inner.x, inner.y, inner.width, inner.height)
            source(fill)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
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

    private func show(_ text: String, at origin: Point, size: Double, weight: FontWeight, color: Color) {
        cairo_set_font_face(cr, fonts.face(weight))
        cairo_set_font_size(cr, size)
        source(color)
        cairo_move_to(cr, origin.x, origin.y)
        if textAsPaths {
            cairo_text_path(cr, text)
            cairo_fill(cr)
        } else {
            cairo_show_text(cr, text)
            cairo_new_path(cr)
        }
    }

    private func source(_ c: Color) {
        if c.alpha >= 1 { cairo_set_source_rgb(cr, c.red, c.green, c.blue) }
        else { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }
    }

    private func apply(_ stroke: Stroke) {
        source(stroke.color)
        cairo_set_line_width(cr, stroke.width)
        if stroke.dash.isEmpty { cairo_set_dash(cr, nil, 0, 0) }
        else { cairo_set_dash(cr, stroke.dash, Int32(stroke.dash.count), 0) }
    }
}
