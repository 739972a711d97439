import LayoutEngine

/// Where everything of one diagram goes, worked out once: the canvas, where the layout's origin
/// lands, the parts drawn, the title and the legend. The canvas size, the size checks, the scene
/// and the places of elements on the image all come from the same placement, so a caller that
/// needs several of them (`render` checks the size, then draws) pays for it once.
///
/// ```swift
/// let placement = DiagramPlacement(result, options: DiagramOptions(scale: 2))
/// let canvas = placement.canvas     // check it before drawing a huge layout
/// let scene = placement.scene()     // the same as Diagram.scene(for: result, options: ...)
/// ```
///
/// - Complexity: O(n log n + g) to make, for n elements and g guides (as `Diagram.scene`).
public struct DiagramPlacement: Sendable {
    /// The layout placed, its orthogonal sections at their offsets (`LayoutResult.atOrthogonalOffsets()`).
    public let result: LayoutResult
    /// The options it was placed with.
    public let options: DiagramOptions
    let placement: Placement

    /// Places the diagram of `result`; `interactive` places the HTML diagram's scene
    /// (`Diagram.interactiveScene(for:options:)`).
    public init(_ result: LayoutResult, options: DiagramOptions, interactive: Bool = false) {
        self.result = result.atOrthogonalOffsets()
        self.options = options
        self.placement = Placement(self.result, options, interactive: interactive)
    }

    /// The canvas, in points (`Diagram.canvasSize(for:options:)`).
    public var canvas: Size { placement.canvas }

    /// Where the layout's origin lands on the canvas, in points (`Diagram.contentOrigin`).
    public var contentOrigin: Point { placement.offset }

    /// The switchable parts drawn (those hidden left out).
    public var drawnParts: Set<DiagramFeature> { placement.contents.parts }

    /// The scene, in `theme` (nil: the options' theme). The placement does not depend on the
    /// theme (both built-in themes have six section hues), so a document with both palettes
    /// (`--theme auto`) draws its two scenes from one placement.
    public func scene(theme: Theme? = nil) -> Scene {
        var drawn = options
        if let theme { drawn.theme = theme }
        var builder = SceneBuilder(result: result, options: drawn, placement: placement)
        builder.build()
        return builder.scene()
    }
}
