import LayoutEngine

/// A picture as data: a canvas size, a background and the draw commands that paint it. Built by
/// `Diagram.scene(for:options:)`, replayed by a backend at `scale` device pixels per point.
public struct Scene: Hashable, Sendable {
    /// The canvas size in points; the image is `pixelWidth` x `pixelHeight` device pixels.
    public var canvas: Size
    /// Device pixels per point.
    public var scale: Double
    /// Painted over the whole canvas before the commands (opaque).
    public var background: Color
    /// The draw commands, in painting order.
    public var commands: [DrawCommand]
    /// A short name of the picture (an SVG's `<title>`), e.g. `waterfall layout, 3 columns, 40
    /// items in 2 sections, 375 x 1,240 pt`; empty for none.
    public var title: String
    /// A longer text for readers who cannot see the picture (an SVG's `<desc>`); empty for none.
    public var summary: String

    /// A scene from its canvas size (points), scale, background and commands; `title` and `summary`
    /// describe it for accessibility (SVG `<title>` and `<desc>`).
    public init(
        canvas: Size, scale: Double, background: Color, commands: [DrawCommand], title: String = "",
        summary: String = ""
    ) {
        self.canvas = canvas
        self.scale = scale
        self.background = background
        self.commands = commands
        self.title = title
        self.summary = summary
    }

    /// The image width in device pixels.
    public var pixelWidth: Int { Scene.pixels(canvas.width, scale) }
    /// The image height in device pixels.
    public var pixelHeight: Int { Scene.pixels(canvas.height, scale) }

    /// `ceil(points * scale)`, ignoring floating-point noise (`375 * 1.1` is 412.5, not 413);
    /// `Int.max` for sizes beyond any image (1e19 points, infinity, NaN), 0 for none.
    static func pixels(_ points: Double, _ scale: Double) -> Int {
        let v = points * scale - 1e-9
        guard v < 0x1p62 else { return Int.max } // also NaN: `Int(Double)` would trap
        return v > 0 ? Int(v.rounded(.up)) : 0
    }

    /// One line per command, after a header line with the canvas: a stable text form for tests.
    public var textDump: String {
        (["canvas \(canvas) scale=\(formatNumber(scale)) background=\(background)"] + commands.map(\.description))
            .joined(separator: "\n")
    }
}
