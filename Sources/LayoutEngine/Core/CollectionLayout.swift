/// Everything a layout needs to know about the place it lays out in. Passed in, never global.
public struct LayoutContext: Hashable, Sendable {
    /// The collection view's bounds size, in points.
    public var containerSize: Size
    /// The direction the collection view scrolls in; kinds that support only one throw for the other.
    public var scrollDirection: ScrollDirection
    /// The display scale: pixel snapping where a kind snaps.
    public var pixelGrid: PixelGrid
    /// Whether the result carries `guides` (insets, spacing, lanes, indentation) for diagrams.
    /// They cost memory per element; turn them off for large layouts that are not drawn.
    public var includesGuides: Bool
    /// Left to right (default), or right to left: the result is the left-to-right layout mirrored
    /// across its content width (`LayoutResult.mirrored()`, applied when the result is finished).
    public var layoutDirection: LayoutDirection

    /// A context for one layout pass.
    /// - Parameters:
    ///   - containerSize: the collection view's size in points.
    ///   - scrollDirection: the scroll axis (vertical by default).
    ///   - scale: the display scale (pixels per point) that frames are rounded to.
    ///   - includesGuides: whether to compute the guides that diagrams draw; turn off for large layouts that are not drawn.
    ///   - layoutDirection: left to right (default), or right to left: the result mirrored across its content width.
    public init(
        containerSize: Size, scrollDirection: ScrollDirection = .vertical, scale: Double = 1,
        includesGuides: Bool = true, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.containerSize = containerSize
        self.scrollDirection = scrollDirection
        self.pixelGrid = PixelGrid(scale: scale)
        self.includesGuides = includesGuides
        self.layoutDirection = layoutDirection
    }
    /// The display scale: pixels per point (`pixelGrid.scale`).
    public var scale: Double { pixelGrid.scale }
}

/// The one protocol every layout kind conforms to. A kind is a value holding its configuration and
/// its sections; `layout(in:)` is a pure function of that value and the context.
public protocol CollectionLayout: Sendable {
    /// The kind's name in specs (`"aligned"`, `"waterfall"`, ...).
    static var kindName: String { get }
    /// The scroll directions the kind supports.
    static var supportedDirections: [ScrollDirection] { get }
    /// Computes every element's attributes and the content size.
    /// - Throws: `LayoutError` when a parameter is out of range or the direction is not supported.
    func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult
}

extension CollectionLayout {
    public static var supportedDirections: [ScrollDirection] { [.vertical] }

    /// `result` named after the kind (`LayoutResult.kindName`): each kind's `layout(in:)` returns
    /// through it, so that diagrams and snapshots of the result know what made it.
    public static func named(_ result: consuming LayoutResult) -> LayoutResult {
        var result = result
        result.kindName = kindName
        return result
    }

    /// Throws the standard error when `context` asks for a direction the kind does not have.
    public static func checkDirection(_ context: LayoutContext) throws(LayoutError) {
        guard supportedDirections.contains(context.scrollDirection) else {
            throw LayoutError(
                path: "scrollDirection",
                "the '\(kindName)' layout supports only \(supportedDirections.map { "'\($0.rawValue)'" }.joined(separator: " and ")) scrolling, got '\(context.scrollDirection.rawValue)'; remove \"scrollDirection\" or set it to \"\(supportedDirections[0].rawValue)\""
            )
        }
    }
}
