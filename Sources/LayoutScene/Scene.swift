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

    /// A scene from its canvas size (points), scale, background and commands.
    public init(canvas: Size, scale: Double, background: Color, commands: [DrawCommand]) {
        self.canvas = canvas
        self.scale = scale
        self.background = background
        self.commands = commands
    }

    /// The image width in device pixels.
    public var pixelWidth: Int { Scene.pixels(canvas.width, scale) }
    /// The image height in device pixels.
    public var pixelHeight: Int { Scene.pixels(canvas.height, scale) }

    /// `ceil(points * scale)`, ignoring floating-point noise (`375 * 1.1` is 412.5, not 413).
    static func pixels(_ points: Double, _ scale: Double) -> Int {
        let v = points * scale
        guard v.isFinite else { return Int.max }
        return Int((v - 1e-9).rounded(.up))
    }

    /// One line per command, after a header line with the canvas: a stable text form for tests.
    public var textDump: String {
        (["canvas \(canvas) scale=\(formatNumber(scale)) background=\(background)"] + commands.map(\.description))
            .joined(separator: "\n")
    }
}
