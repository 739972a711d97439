import LayoutEngine
import LayoutScene

/// The interactive HTML diagram (`render spec.json out.html`): one self-contained page (no
/// network) showing the diagram as inline SVG, with
///
/// - hover or tap on an element: its kind, index path, frame, zIndex and alpha;
/// - a scroll control (a slider, and the mouse wheel over the viewport) that moves the content
///   offset across the whole scrollable range and applies every scroll effect as it moves;
/// - toggles for the guides, the labels and the theme (auto follows `prefers-color-scheme`).
///
/// **How the page moves elements.** The page carries each section's scroll effects with their
/// inputs (the section's frame, the cells' union and insets of sticky effects, the spans and
/// spacing of elastic and fade) and every element's laid-out frame, and a short script applies
/// the effects with the same formulas and in the same order as `ScrollEffect` (pinned and sticky
/// headers and footers, elastic, fade), in double precision like Swift: at any offset the page
/// shows exactly the frames, zIndex and alpha of `render spec.json --format json` with that
/// `contentOffset` (the visible elements carry `data-visible="1"` and their effected frame in
/// `data-x`, `data-y`, `data-width`, `data-height`, `data-z-index`, `data-alpha`). As in the
/// still diagrams, an element an effect changes is drawn where it appears, its laid-out place as a
/// dashed ghost; elements outside the viewport are veiled.
///
/// For 2,000 labelled boxes the page is about 1.2 MB (the SVG with glyph outlines is most of it);
/// see `Docs/Rendering.md`.
public enum HTMLDiagram {
    /// Which palette the page starts with (the reader can switch).
    public enum StartTheme: String, Hashable, Sendable, CaseIterable {
        /// Follows the reader's `prefers-color-scheme`.
        case auto
        /// The light theme first.
        case light
        /// The dark theme first.
        case dark
    }

    /// The page for `result`. `options` gives the scale, labels, hidden parts, container and the
    /// starting viewport (its offset; offset 0 without one), and the palettes: with a `darkTheme`
    /// the page starts following the reader's colour scheme (`theme` light, `darkTheme` dark);
    /// without one it starts in `theme` (`Theme.dark` starts dark), the other built-in theme a
    /// click away.
    public static func render(result: LayoutResult, options: DiagramOptions) throws(RenderError) -> String {
        if let dark = options.darkTheme {
            return try render(result: result, options: options, light: options.theme, dark: dark, start: .auto)
        }
        if options.theme == .dark {
            return try render(result: result, options: options, light: .light, dark: .dark, start: .dark)
        }
        return try render(result: result, options: options, light: options.theme, dark: .dark, start: .light)
    }

    /// The page with the palettes `light` and `dark`, starting in `start`.
    public static func render(
        result: LayoutResult, options: DiagramOptions, light: Theme, dark: Theme, start: StartTheme
    ) throws(RenderError) -> String {
        // A frame at infinity has no place on the page, nor in its data (not JSON).
        do { try result.checkFinite() } catch { throw .notFinite(error) }
        // Refused before two scenes of a layout too large to draw are built (10^6 elements: a minute).
        try SceneRenderer.checkSize(
            canvas: Diagram.interactiveCanvasSize(for: result, options: options), scale: options.scale)
        var lightOptions = options
        lightOptions.theme = light
        var darkOptions = options
        darkOptions.theme = dark
        let lightScene = Diagram.interactiveScene(for: result, options: lightOptions)
        let darkScene = Diagram.interactiveScene(for: result, options: darkOptions)
        let svg = try SceneRenderer.svgDocument(
            lightScene, dark: darkScene, colors: .switchable, declaration: false, id: "diagram")
        let data = pageData(result: result, options: lightOptions)
        var page = ""
        page.reserveCapacity(svg.utf8.count + data.utf8.count + 12_000)
        page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(SVGWriter.escape(lightScene.title))</title>\n"
        page += "<style>\n\(pageStyle)</style>\n</head>\n"
        page += "<body class=\"theme-\(start.rawValue)\">\n"
        page += controls(result: result, options: lightOptions, start: start)
        if let note = startNote(result: result, options: lightOptions) {
            page += "<p id=\"note\">\(XMLText.escaped(note))</p>\n"
        }
        page += "<div id=\"stage\">\n\(svg)</div>\n"
        page += "<div id=\"info\" role=\"status\" aria-live=\"polite\">Hover over or tap an element.</div>\n"
        page += "<script>\nconst DIAGRAM = \(data);\n\(script)</script>\n</body>\n</html>\n"
        return page
    }

    /// The page's data: geometry and every section's effects with their inputs, as JSON.
    static func pageData(result laidOut: LayoutResult, options: DiagramOptions) -> String {
        // Orthogonal sections where they rest, as the scene draws them.
        let result = laidOut.atOrthogonalOffsets()
        let vertical = result.scrollDirection == .vertical
        let container = options.container ?? result.contentSize
        let start = options.viewport ?? Rect(origin: .zero, size: container)
        let viewport = Diagram.limitedViewport(
            Rect(origin: start.origin, size: container), contentSize: result.contentSize
        ).viewport
        let origin = Diagram.contentOrigin(for: result, options: options, interactive: true)
        let content = vertical ? result.contentSize.height : result.contentSize.width
        let length = vertical ? container.height : container.width
        func num(_ v: Double) -> String { formatNumber(v) }
        func rect(_ r: Rect) -> String { "[\(num(r.x)),\(num(r.y)),\(num(r.width)),\(num(r.height))]" }
        var out = "{"
        out += "\"vertical\":\(vertical),"
        out += "\"scale\":\(num(options.scale)),"
        out += "\"origin\":[\(num(origin.x)),\(num(origin.y))],"
        out += "\"container\":[\(num(container.width)),\(num(container.height))],"
        out += "\"offset\":[\(num(viewport.x)),\(num(viewport.y))],"
        // The slider covers the scrollable range and the starting offset, so that the page opens
        // where the PNG and SVG draw a spec whose contentOffset is past the range (overscroll,
        // limited to one viewport, with the same note).
        let startMain = vertical ? viewport.y : viewport.x
        out += "\"range\":[\(num(Swift.min(0, startMain))),\(num(Swift.max(content - length, 0, startMain)))],"
        // A right-to-left horizontal layout's effects run in the left-to-right frame (as
        // `LayoutResult.visibleElements(in:)` does): its sections go out mirrored back, and the
        // script mirrors each element and the viewport there and back across `mirror`.
        let mirror = result.layoutDirection == .rightToLeft && !vertical ? result.contentSize.width : nil
        out += "\"mirror\":\(mirror.map(num) ?? "null"),"
        out += "\"sections\":["
        for (s, shown) in result.sections.enumerated() {
            let section = mirror.map { shown.applying(.mirror(width: $0), direction: result.scrollDirection) } ?? shown
            if s > 0 { out += "," }
            out += "{\"frame\":\(rect(section.frame)),\"effects\":["
            for (k, effect) in section.effects.enumerated() {
                if k > 0 { out += "," }
                switch effect {
                case .pinnedHeader:
                    out += "[\"pinnedHeader\"]"
                case .pinnedHeaderPushed(let end):
                    out += "[\"pinnedHeaderPushed\",\(num(end))]"
                case .stickyHeader(let cells, let insets), .stickyFooter(let cells, let insets):
                    let name = if case .stickyHeader = effect { "stickyHeader" } else { "stickyFooter" }
                    out +=
                        "[\"\(name)\",\(cells.map(rect) ?? "null"),[\(num(insets.top)),\(num(insets.left)),\(num(insets.bottom)),\(num(insets.right))]]"
                case .elastic(let spacing, let span):
                    out += "[\"elastic\",\(num(spacing)),\(num(span))]"
                case .fade(let span):
                    out += "[\"fade\",\(num(span))]"
                }
            }
            out += "]}"
        }
        out += "],"
        // A compositional layout's pinned boundary items (element, band 0 start / 1 end, the
        // section's limits, left to right), and the ids of its supplementary and decoration views.
        let pins = result.compositionalPins
        let pinned = Set(pins.map(\.element))
        if !pins.isEmpty {
            out += "\"pins\":["
            out += pins.map { "[\($0.element),\($0.band == .start ? 0 : 1),\(num($0.limitStart)),\(num($0.limitEnd))]" }
                .joined(separator: ",")
            out += "],"
        }
        if result.hasSupplementaryOrDecorationViews {
            out += "\"names\":{"
            var first = true
            for (i, e) in result.elements.enumerated() where e.kind == .supplementary || e.kind == .decoration {
                // Letters, digits, `-` and `_` only: nothing to escape.
                out += (first ? "" : ",") + "\"\(i)\":\"\(Diagram.groupID(of: e.id, in: result))\""
                first = false
            }
            out += "},"
        }
        out += "\"elements\":["
        for (i, e) in result.elements.enumerated() {
            if i > 0 { out += "," }
            let kind: Int
            switch e.kind {
            case .cell: kind = 0
            case .header: kind = 1
            case .footer: kind = 2
            case .supplementary: kind = 3
            case .decoration: kind = 4
            }
            let f = e.frame
            // The engine's stacking rule, as data: whether an effect moves the element, and the
            // zIndex the last raising effect gives it (0: none). Section -1 (a compositional
            // layout's own boundary items) has no effects.
            let effects = e.section >= 0 ? result.sections[e.section].effects : []
            let affected = effects.contains { $0.affects(e.kind) } || pinned.contains(i)
            // A compositional layout's elements carry their own zIndex (D14).
            let z =
                e.zIndex != 0 ? e.zIndex : effects.reduce(0) { $1.raisedZIndex(of: e.kind, section: e.section) ?? $0 }
            out += "\(kind),\(e.section),\(e.item),\(num(f.x)),\(num(f.y)),\(num(f.width)),\(num(f.height))"
            out += ",\(z),\(affected ? 1 : 0)"
        }
        out += "]}"
        return out
    }

    /// The note `render` prints when the spec's `contentOffset` is past the scrollable range (the
    /// page starts at the limited offset, as the PNG and SVG draw it), or nil.
    static func startNote(result: LayoutResult, options: DiagramOptions) -> String? {
        guard let start = options.viewport else { return nil }
        let container = options.container ?? result.contentSize
        return Diagram.limitedViewport(Rect(origin: start.origin, size: container), contentSize: result.contentSize)
            .note
    }

    /// The controls above the diagram: the offset slider, toggles, theme.
    static func controls(result: LayoutResult, options: DiagramOptions, start: StartTheme) -> String {
        let axis = result.scrollDirection == .vertical ? "y" : "x"
        var out = "<form id=\"controls\" onsubmit=\"return false\">\n"
        out +=
            "<label>content offset \(axis) <input id=\"offset\" type=\"range\" step=\"any\" min=\"0\" max=\"0\" value=\"0\"></label>\n"
        out += "<output id=\"offset-value\" for=\"offset\">0</output> pt\n"
        out += "<label><input id=\"show-guides\" type=\"checkbox\" checked> guides</label>\n"
        out += "<label><input id=\"show-labels\" type=\"checkbox\" checked> labels</label>\n"
        out += "<label>theme <select id=\"theme\">"
        for t in StartTheme.allCases {
            out += "<option value=\"\(t.rawValue)\"\(t == start ? " selected" : "")>\(t.rawValue)</option>"
        }
        out += "</select></label>\n</form>\n"
        return out
    }
}
