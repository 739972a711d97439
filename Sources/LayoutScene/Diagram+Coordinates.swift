import LayoutEngine

extension Diagram {
    /// Where the layout's origin lands on the canvas of `Diagram.scene(for: result, options: options)`,
    /// in points: a layout rectangle `r` is drawn at `r.offsetBy(dx: origin.x, dy: origin.y)`, and at
    /// `scale` times that in device pixels. Reports use it to point at an element on the image.
    public static func contentOrigin(for result: LayoutResult, options: DiagramOptions) -> Point {
        Placement(result, options, interactive: false).offset
    }
}
