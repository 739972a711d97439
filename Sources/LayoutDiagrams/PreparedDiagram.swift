import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec

/// A diagram request made ready once: a layout, its options and its placement (`DiagramPlacement`,
/// built once), with every check a front end needs made here (`--theme auto` refused for a PNG,
/// `--hide` parts this diagram does not draw, a diagram too large or too small). It then gives
/// its parts, its notes and its bytes in any format; a batch that writes a PNG and an SVG of one
/// spec places it once for both.
///
/// ```swift
/// let diagram = try PreparedDiagram(document: document, result: result, settings: DiagramSettings(theme: .dark))
/// for note in diagram.notes { print(note) }          // an offset beyond the content, ...
/// let png = try diagram.data(.png)
/// let svg = try diagram.data(.svg)
/// ```
public struct PreparedDiagram: Sendable {
    /// The layout drawn.
    public let result: LayoutResult
    /// The options of the still diagrams (PNG, SVG); an HTML page may add a dark palette.
    public let options: DiagramOptions
    /// The settings asked for, nil for a diagram prepared from options.
    public let settings: DiagramSettings?
    /// How a PNG is encoded.
    public let compression: PNGCompression
    /// Where everything goes on the canvas of the PNG and SVG, worked out once.
    public let placement: DiagramPlacement
    /// The HTML page's options (`settings` nil: `options`).
    let htmlOptions: DiagramOptions
    /// Why the layout cannot be drawn at all, found once: a frame or content size not finite.
    let notFinite: LayoutError?

    /// Prepares the diagram of a spec as `render` draws it: `settings` over the spec's own values.
    /// - Parameters:
    ///   - document: the spec; it gives the scale, container, viewport and kind.
    ///   - result: its layout (`document.computeLayout()`).
    ///   - settings: the request.
    ///   - formats: the formats that will be asked for; each is checked now (`.auto` and PNG).
    ///   - viewport: the viewport to draw instead of the spec's (`--offsets`).
    /// - Throws: `.themeNeedsDocument`, or `.nothingToHide` for a part named in `settings.hidden`
    ///   that this diagram does not draw.
    public init(
        document: SpecDocument, result: LayoutResult, settings: DiagramSettings = DiagramSettings(),
        formats: [DiagramFormat] = [], viewport: Rect? = nil
    ) throws(DiagramRequestError) {
        for format in formats { try settings.check(format) }
        let options = settings.options(for: document, viewport: viewport)
        let htmlOptions = settings.options(for: document, format: .html, viewport: viewport)
        if !settings.hidden.isEmpty {
            // A part drawn in one of the formats asked for: an HTML page always draws a viewport
            // (at offset 0 where the spec has no contentOffset: --hide viewport was refused for it).
            var drawn = Diagram.parts(for: result, options: options)
            if formats.contains(.html) {
                drawn.formUnion(Diagram.parts(for: result, options: htmlOptions))
                drawn.insert(.viewport)
            }
            for part in DiagramFeature.allCases where settings.hidden.contains(part) && !drawn.contains(part) {
                throw .nothingToHide(part, message: DiagramParts.nothingToHide(part, kind: document.kind.name))
            }
        }
        self.result = result
        self.options = options
        self.settings = settings
        self.compression = settings.compression
        self.placement = DiagramPlacement(result, options: options)
        self.htmlOptions = htmlOptions
        notFinite = Self.finiteProblem(result)
    }

    /// Prepares the diagram of a layout built in Swift, with `options` as given (`darkTheme` makes
    /// an SVG with both palettes; a PNG draws `theme`).
    public init(result: LayoutResult, options: DiagramOptions = DiagramOptions(), compression: PNGCompression = .fast) {
        self.result = result
        self.options = options
        self.settings = nil
        self.compression = compression
        self.placement = DiagramPlacement(result, options: options)
        htmlOptions = options
        notFinite = Self.finiteProblem(result)
    }

    /// The first element (or the content size) of `result` that is not finite, if any.
    static func finiteProblem(_ result: LayoutResult) -> LayoutError? {
        do { try result.checkFinite() } catch { return error }
        return nil
    }

    /// The switchable parts this diagram would draw if none were hidden.
    public var parts: Set<DiagramFeature> {
        var all = options
        all.hidden = []
        return Diagram.parts(for: result, options: all)
    }

    /// What a front end tells the user before drawing: the viewport moved back to at most one
    /// viewport of overscroll (`note: contentOffset y 5000 is outside ...`).
    public var notes: [String] {
        guard let viewport = options.viewport else { return [] }
        return Diagram.limitedViewport(viewport, contentSize: result.contentSize).note.map { [$0] } ?? []
    }

    /// The canvas of the PNG and SVG, in points.
    public var canvas: Size { placement.canvas }

    /// Where the layout's origin lands on the image, in points.
    public var contentOrigin: Point { placement.contentOrigin }

    /// The image's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        let probe = Scene(canvas: canvas, scale: options.scale, background: .white, commands: [])
        return (probe.pixelWidth, probe.pixelHeight)
    }

    /// The scene of the PNG and SVG (in `options.theme`).
    public func scene() -> Scene { placement.scene() }

    /// The scene, or `.notFinite` for a layout with a frame or content size at infinity, which no
    /// scene can place (the snapshot strategies' input).
    public func drawableScene() -> Result<Scene, RenderError> {
        if let notFinite { return .failure(.notFinite(notFinite)) }
        return .success(placement.scene())
    }

    /// The diagram as the bytes of a `format` file, after every check.
    /// - Throws: `.themeNeedsDocument`, `.tooSmall`, or `.render` (not finite, too large, fonts,
    ///   Cairo, libpng).
    public func data(_ format: DiagramFormat) throws(DiagramRequestError) -> [UInt8] {
        if let notFinite { throw .render(.notFinite(notFinite)) }
        try settings?.check(format)
        try checkNotEmpty()
        do { return try render(format) } catch { throw .render(error) }
    }

    /// The diagram's pixels (what `render check` compares), after every check a PNG gets.
    public func image() throws(DiagramRequestError) -> RGBAImage {
        if let notFinite { throw .render(.notFinite(notFinite)) }
        try settings?.check(.png)
        try checkNotEmpty()
        do {
            try SceneRenderer.checkSize(canvas: canvas, scale: options.scale)
            return try SceneRenderer.image(scene())
        } catch {
            throw .render(error)
        }
    }

    /// The bytes without the request's checks (those of `Diagram.data`): the size is checked
    /// before the scene is built, so an oversized diagram fails at once.
    func render(_ format: DiagramFormat) throws(RenderError) -> [UInt8] {
        if let notFinite { throw .notFinite(notFinite) }
        if format == .html { return Array(try HTMLDiagram.render(result: result, options: htmlOptions).utf8) }
        // Refused before a scene of a layout too large to draw is built.
        try SceneRenderer.checkSize(canvas: canvas, scale: options.scale)
        // `darkTheme`: one SVG with both palettes, following `prefers-color-scheme`.
        guard format == .svg, let darkTheme = options.darkTheme else {
            return try placement.scene().data(format, compression: compression)
        }
        return Array(try SceneRenderer.svg(light: placement.scene(), dark: placement.scene(theme: darkTheme)).utf8)
    }

    /// Refuses a canvas with a side under one device pixel: the scale is too small for the diagram.
    /// The least scale that draws is measured on the canvas at scale 1 (margins snap to device
    /// pixels, so a tiny scale shrinks them to nothing), rounded up to two significant digits.
    func checkNotEmpty() throws(DiagramRequestError) {
        let size = pixelSize
        guard size.width <= 0 || size.height <= 0 else { return }
        var atScale1 = options
        atScale1.scale = 1
        let points = Diagram.canvasSize(for: result, options: atScale1)
        let exact = 1 / min(points.width, points.height)
        // 1 / the step of the second significant digit: a power of ten, exact as a Double, so that
        // the least scale reads 0.0055 (a step of 0.0001 read 0.0055000000000000005).
        var perUnit = 1.0
        if exact.isFinite {
            while 1 / perUnit > exact { perUnit *= 10 }
            while 10 / perUnit <= exact { perUnit /= 10 }
            perUnit *= 10
        }
        let minimum = exact.isFinite ? (exact * perUnit).rounded(.up) / perUnit : .infinity
        throw .tooSmall(width: size.width, height: size.height, scale: options.scale, minimumScale: minimum)
    }
}
