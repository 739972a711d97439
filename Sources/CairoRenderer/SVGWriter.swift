import CCairo
import LayoutEngine
import LayoutScene

/// Writes a scene as an SVG 1.1 document of our own making (Cairo's SVG surface formats every
/// number with `printf` and wraps each shape in a styled `<path>`; this writer is 3–4 times faster
/// and its documents are half the size and readable):
///
/// - one element per command, in order: `<rect>` for rectangles (fill and outline in one element,
///   painted in that order, as Cairo does), an even-odd `<path>` for frames, a `<path>` for lines,
///   `<clipPath>` + `<g clip-path>` for clips;
/// - text as glyph outlines, so viewers need no fonts: each glyph of each face and size is one
///   `<path>` in `<defs>` (its outline from FreeType through Cairo, in points), placed by `<use>`
///   at exactly the positions `CairoCanvas` shows it in PNGs (whole device pixels, `placedGlyphs`);
/// - coordinates in points inside one `scale(s)` group, the document `pixelWidth` x
///   `pixelHeight` px; numbers rounded to 1/10000 and written without trailing zeros.
///
/// - in the HTML diagram (`.switchable`), glyphs placed with `href` (SVG 2, every browser) rather
///   than `xlink:href`;
/// - the scene's title and summary as `<title>` and `<desc>` (`role="img"`), and its groups as
///   `<g id class data-…>` (a hidden group with `display="none"`);
/// - with a second, dark scene of the same commands (`Theme`): every colour as a class whose
///   light and dark values sit in a `<style>`, switched by `prefers-color-scheme` (`.auto`) or
///   also by a `light`/`dark` class on the `<svg>` (`.switchable`, the HTML diagram's toggle).
///
/// Same scene, same bytes: glyphs and colour classes are numbered in order of first use.
struct SVGWriter: SceneRendering {
    /// How colours are written.
    enum Colors {
        /// As attributes (`fill="#rrggbb"`): one theme.
        case single
        /// As classes, light by default and dark under `prefers-color-scheme: dark`.
        case auto
        /// As `.auto`, and also forced by a `light` or `dark` class on the `<svg>` element.
        case switchable
    }

    private let scene: Scene
    private let colors: Colors
    /// The dark scene's command being written alongside the light one (`.auto`, `.switchable`).
    private var darkCommand: DrawCommand?
    /// Colour classes by (attribute, light, dark), numbered in order of first use.
    private var classes: [ClassKey: Int] = [:]
    private var classRules: [(light: String, dark: String)] = []

    private struct ClassKey: Hashable {
        var attribute: String
        var light: Color
        var dark: Color
    }
    private let fonts: Fonts
    /// A context on a 1 x 1 surface with the scene's scale: it places glyphs and gives their outlines.
    private let shaper: OpaquePointer
    private var body = ""
    private var defs = ""
    private var glyphIDs: [GlyphKey: Int] = [:]
    private var clipCount = 0
    /// `paint` results: a diagram has a few dozen colours and thousands of elements.
    private var paints: [PaintKey: String] = [:]

    private struct PaintKey: Hashable {
        var attribute: String
        var color: Color
    }

    private struct GlyphKey: Hashable {
        var weight: FontWeight
        var size: Double
        var index: UInt
    }

    /// `shaper` must stay alive while the writer is used; `document()` ends the use.
    init(scene: Scene, fonts: Fonts, shaper: OpaquePointer, colors: Colors = .single) {
        self.scene = scene
        self.colors = colors
        self.fonts = fonts
        self.shaper = shaper
        cairo_scale(shaper, scene.scale, scene.scale)
        CairoCanvas.configureText(shaper)
        body.reserveCapacity(256 * scene.commands.count)
    }

    /// The whole document.
    /// - Parameters:
    ///   - dark: the dark scene's background (`.auto`, `.switchable`).
    ///   - declaration: starts with `<?xml …?>` (false inside an HTML page).
    mutating func document(darkBackground: Color? = nil, declaration: Bool = true, id: String? = nil) -> String {
        let w = scene.pixelWidth
        let h = scene.pixelHeight
        var svg = declaration ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        let labelled = !scene.title.isEmpty
        svg += """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"\
            \(id.map { " id=\"\($0)\"" } ?? "") \
            width="\(w)px" height="\(h)px" viewBox="0 0 \(w) \(h)" version="1.1" role="img"\
            \(labelled ? " aria-labelledby=\"diagram-title diagram-desc\"" : "")>

            """
        if labelled {
            svg += "<title id=\"diagram-title\">\(Self.escape(scene.title))</title>\n"
            svg += "<desc id=\"diagram-desc\">\(Self.escape(scene.summary))</desc>\n"
        }
        darkCommand = nil
        let background = paint(
            "fill", scene.background.withAlpha(1), dark: darkBackground?.withAlpha(1) ?? scene.background.withAlpha(1))
        if colors != .single { svg += "<style>\n\(style())</style>\n" }
        if !defs.isEmpty { svg += "<defs>\n\(defs)</defs>\n" }
        svg += "<rect width=\"\(w)\" height=\"\(h)\"\(background)/>\n"
        if scene.scale != 1 { svg += "<g transform=\"scale(\(n(scene.scale)))\">\n" }
        svg += body
        if scene.scale != 1 { svg += "</g>\n" }
        svg += "</svg>\n"
        return svg
    }

    /// Writes `command` of the light scene with `dark`, the same command of the dark scene.
    mutating func perform(_ command: DrawCommand, dark: DrawCommand) {
        darkCommand = dark
        perform(command)
        darkCommand = nil
    }

    mutating func perform(_ command: DrawCommand) {
        switch command {
        case .beginGroup(let g):
            var attributes = ""
            if let id = g.id { attributes += " id=\"\(Self.escape(id))\"" }
            attributes += " class=\"\(Self.escape(g.role))\""
            for d in g.data { attributes += " data-\(d.name)=\"\(Self.escape(d.value))\"" }
            if g.hidden { attributes += " display=\"none\"" }
            body += "<g\(attributes)>\n"
        case .endGroup:
            body += "</g>\n"
        case .rect(let r, let fill, let stroke):
            guard fill != nil || stroke != nil else { return }
            var style = " fill=\"none\""
            var darkFill: Color?
            var darkStroke: Stroke?
            if case .rect(_, let f, let s) = darkCommand {
                darkFill = f
                darkStroke = s
            }
            if colors != .single, let fill, let stroke {
                // Two classes (fill and stroke) go in one attribute.
                style =
                    " class=\"\(classToken("fill", fill, dark: darkFill)) \(classToken("stroke", stroke.color, dark: darkStroke?.color))\""
                    + strokeShape(stroke)
            } else {
                if let fill { style = paint("fill", fill, dark: darkFill) }
                if let stroke { style += strokeAttributes(stroke, dark: darkStroke) }
            }
            if r.width > 0 && r.height > 0 {
                body +=
                    "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(style)/>\n"
            } else {
                // SVG draws no <rect> without area, not even its outline; Cairo strokes such a path.
                body += "<path d=\"\(rectPath(r))\"\(style)/>\n"
            }
        case .frame(let outer, let inner, let fill):
            var dark: Color?
            if case .frame(_, _, let f) = darkCommand { dark = f }
            body +=
                "<path d=\"\(rectPath(outer)) \(rectPath(inner))\" fill-rule=\"evenodd\"\(paint("fill", fill, dark: dark))/>\n"
        case .line(let a, let b, let stroke):
            var dark: Stroke?
            if case .line(_, _, let s) = darkCommand { dark = s }
            body +=
                "<path d=\"M \(n(a.x)) \(n(a.y)) L \(n(b.x)) \(n(b.y))\" fill=\"none\"\(strokeAttributes(stroke, dark: dark))/>\n"
        case .text(let text, let origin, let size, let weight, let color):
            show(text, at: origin, turned: false, size: size, weight: weight, color: color)
        case .verticalText(let text, let origin, let size, let weight, let color):
            show(text, at: origin, turned: true, size: size, weight: weight, color: color)
        case .pushClip(let r):
            clipCount += 1
            body +=
                "<clipPath id=\"clip\(clipCount)\"><rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(max(r.width, 0)))\" height=\"\(n(max(r.height, 0)))\"/></clipPath>\n"
            body += "<g clip-path=\"url(#clip\(clipCount))\">\n"
        case .popClip:
            body += "</g>\n"
        }
    }

    private mutating func show(
        _ text: String, at origin: Point, turned: Bool, size: Double, weight: FontWeight, color: Color
    ) {
        cairo_save(shaper)
        defer { cairo_restore(shaper) }
        var at = origin
        if turned {
            cairo_translate(shaper, origin.x, origin.y)
            cairo_rotate(shaper, -Double.pi / 2)
            at = Point(x: 0, y: 0)
        }
        let glyphs = CairoCanvas.placedGlyphs(shaper, text, at: at, size: size, face: fonts.face(weight))
        guard !glyphs.isEmpty else { return }
        var dark: Color?
        switch darkCommand {
        case .text(_, _, _, _, let c)?, .verticalText(_, _, _, _, let c)?: dark = c
        default: break
        }
        let fill = paint("fill", color, dark: dark)
        body +=
            turned
            ? "<g transform=\"translate(\(n(origin.x)),\(n(origin.y))) rotate(-90)\"\(fill)>\n"
            : "<g\(fill)>\n"
        for glyph in glyphs {
            let id = glyphID(GlyphKey(weight: weight, size: size, index: glyph.index))
            body +=
                "<use \(colors == .switchable ? "href" : "xlink:href")=\"#g\(id)\" x=\"\(n(glyph.x))\" y=\"\(n(glyph.y))\"/>\n"
        }
        body += "</g>\n"
    }

    /// The number of `key`'s outline in `<defs>`, added on first use.
    private mutating func glyphID(_ key: GlyphKey) -> Int {
        if let id = glyphIDs[key] { return id }
        let id = glyphIDs.count + 1
        glyphIDs[key] = id
        defs += "<path id=\"g\(id)\" d=\"\(outline(key))\"/>\n"
        return id
    }

    /// The glyph's outline in points, its origin at (0, 0).
    private func outline(_ key: GlyphKey) -> String {
        cairo_save(shaper)
        defer { cairo_restore(shaper) }
        cairo_identity_matrix(shaper)
        cairo_set_font_face(shaper, fonts.face(key.weight))
        cairo_set_font_size(shaper, key.size)
        cairo_new_path(shaper)
        var glyph = cairo_glyph_t(index: key.index, x: 0, y: 0)
        cairo_glyph_path(shaper, &glyph, 1)
        guard let path = cairo_copy_path(shaper) else { return "" }
        defer {
            cairo_path_destroy(path)
            cairo_new_path(shaper)
        }
        var d: [String] = []
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = path.pointee.data[i].header
            func p(_ k: Int) -> String {
                let pt = path.pointee.data[i + k].point
                return "\(n(pt.x)) \(n(pt.y))"
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: d.append("M \(p(1))")
            case CAIRO_PATH_LINE_TO: d.append("L \(p(1))")
            case CAIRO_PATH_CURVE_TO: d.append("C \(p(1)) \(p(2)) \(p(3))")
            default: d.append("Z")
            }
            i += Int(header.length)
        }
        return d.joined(separator: " ")
    }

    private func rectPath(_ r: Rect) -> String {
        "M \(n(r.x)) \(n(r.y)) h \(n(r.width)) v \(n(r.height)) h \(n(-r.width)) Z"
    }

    private mutating func strokeAttributes(_ stroke: Stroke, dark: Stroke? = nil) -> String {
        paint("stroke", stroke.color, dark: dark?.color) + strokeShape(stroke)
    }

    /// ` stroke-width="…"` and the dash pattern, if any.
    private func strokeShape(_ stroke: Stroke) -> String {
        " stroke-width=\"\(n(stroke.width))\""
            + (stroke.dash.isEmpty ? "" : " stroke-dasharray=\"\(stroke.dash.map(n).joined(separator: ","))\"")
    }

    /// ` fill="#rrggbb"` (or stroke), with `-opacity` when the colour is translucent; with two
    /// themes, ` class="fN"` (or `sN`) for the pair `color`, `dark`.
    private mutating func paint(_ attribute: String, _ color: Color, dark: Color?) -> String {
        guard colors != .single else { return paint(attribute, color) }
        return " class=\"\(classToken(attribute, color, dark: dark))\""
    }

    /// The class (`f3`, `s7`) of the colour pair, added on first use.
    private mutating func classToken(_ attribute: String, _ color: Color, dark: Color?) -> String {
        let key = ClassKey(attribute: attribute, light: color, dark: dark ?? color)
        let prefix = attribute == "fill" ? "f" : "s"
        if let known = classes[key] { return "\(prefix)\(known)" }
        let number = classRules.count
        classes[key] = number
        func rule(_ c: Color) -> String {
            "\(attribute):\(c.withAlpha(1).description.lowercased())"
                + (c.alpha < 1 ? ";\(attribute)-opacity:\(n(Swift.max(c.alpha, 0)))" : "")
        }
        classRules.append((".\(prefix)\(number){\(rule(color))}", ".\(prefix)\(number){\(rule(dark ?? color))}"))
        return "\(prefix)\(number)"
    }

    /// The colour classes: light rules, then the dark ones for `prefers-color-scheme: dark` (and
    /// for a `dark` class on the `<svg>`, `.switchable`).
    private func style() -> String {
        var out = classRules.map(\.light).joined(separator: "\n") + "\n"
        switch colors {
        case .single: return ""
        case .auto:
            out += "@media (prefers-color-scheme: dark) {\n"
            out += classRules.map(\.dark).joined(separator: "\n") + "\n}\n"
        case .switchable:
            out += "@media (prefers-color-scheme: dark) {\n"
            out += classRules.map { "svg:not(.light) " + $0.dark }.joined(separator: "\n") + "\n}\n"
            out += classRules.map { "svg.dark " + $0.dark }.joined(separator: "\n") + "\n"
        }
        return out
    }

    /// `text` escaped for XML text and attribute values.
    static func escape(_ text: String) -> String { XMLText.escaped(text) }

    /// ` fill="#rrggbb"` (or stroke), with `-opacity` when the colour is translucent.
    private mutating func paint(_ attribute: String, _ color: Color) -> String {
        let key = PaintKey(attribute: attribute, color: color)
        if let known = paints[key] { return known }
        let text =
            " \(attribute)=\"\(color.withAlpha(1).description.lowercased())\""
            + (color.alpha < 1 ? " \(attribute)-opacity=\"\(n(max(color.alpha, 0)))\"" : "")
        paints[key] = text
        return text
    }

    /// `v` rounded to 1/10000, written as the text dumps write numbers ("12", "0.5", "-3.1416").
    private func n(_ v: Double) -> String {
        formatNumber(v, roundedToParts: 10000)
    }
}
