import Testing

@testable import LayoutEngine

// Helpers for the PluginLayout kinds' tests (flow, fraction-grid, staggered, mosaic, composite).

/// Lays `layout` out in a container of `width` x `height` and expects no invariant violations.
func pluginResult(
    _ layout: some CollectionLayout, width: Double, height: Double,
    _ direction: ScrollDirection = .vertical,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> LayoutResult {
    let result = try layout.layout(
        in: LayoutContext(containerSize: Size(width: width, height: height), scrollDirection: direction))
    expectInvariants(result, sourceLocation: sourceLocation)
    return result
}

/// The same rectangle with x and y (and width and height) swapped: a vertical layout's frame seen
/// in the transposed horizontal layout.
func transposed(_ r: Rect) -> Rect { Rect(x: r.y, y: r.x, width: r.height, height: r.width) }

extension LayoutResult {
    /// The frames of a section's cells, in item order.
    func cellFrames(_ section: Int = 0) -> [Rect] { LayoutEngineTests.cellFrames(self, section: section) }
    func frame(_ id: ElementID) -> Rect? { attributes(for: id)?.frame }
}
