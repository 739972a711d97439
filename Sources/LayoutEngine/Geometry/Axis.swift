/// The direction in which a collection view scrolls. The *main* axis is the scroll axis, the *cross*
/// axis the other one: a vertical layout's lines run across (x) and stack down (y).
public enum ScrollDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Content grows downwards; lines run across (x) and stack along y.
    case vertical
    /// Content grows to the right; lines run down (y) and stack along x.
    case horizontal
}

extension Size {
    /// The extent along the scroll axis.
    public func main(_ direction: ScrollDirection) -> Double { direction == .vertical ? height : width }
    /// The extent across the scroll axis.
    public func cross(_ direction: ScrollDirection) -> Double { direction == .vertical ? width : height }
    /// Builds a size from its main (scroll-axis) and cross extents.
    public init(main: Double, cross: Double, _ direction: ScrollDirection) {
        self = direction == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
}

extension Point {
    /// The coordinate along the scroll axis.
    public func main(_ direction: ScrollDirection) -> Double { direction == .vertical ? y : x }
    /// The coordinate across the scroll axis.
    public func cross(_ direction: ScrollDirection) -> Double { direction == .vertical ? x : y }
    /// Builds a point from its main (scroll-axis) and cross coordinates.
    public init(main: Double, cross: Double, _ direction: ScrollDirection) {
        self = direction == .vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }
}

extension Rect {
    /// Builds a rectangle from axis-relative coordinates, so that one algorithm serves both scroll
    /// directions: `main` runs along the scroll axis, `cross` across it.
    public init(main: Double, cross: Double, mainLength: Double, crossLength: Double, _ direction: ScrollDirection) {
        self =
            direction == .vertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }
    /// The start along the scroll axis (`minY` when vertical, `minX` when horizontal).
    public func minMain(_ d: ScrollDirection) -> Double { d == .vertical ? minY : minX }
    /// The end along the scroll axis.
    public func maxMain(_ d: ScrollDirection) -> Double { d == .vertical ? maxY : maxX }
    /// The start across the scroll axis.
    public func minCross(_ d: ScrollDirection) -> Double { d == .vertical ? minX : minY }
    /// The end across the scroll axis.
    public func maxCross(_ d: ScrollDirection) -> Double { d == .vertical ? maxX : maxY }
    /// The length along the scroll axis.
    public func mainLength(_ d: ScrollDirection) -> Double { d == .vertical ? height : width }
    /// The length across the scroll axis.
    public func crossLength(_ d: ScrollDirection) -> Double { d == .vertical ? width : height }
}

extension EdgeInsets {
    /// The inset before the content along the scroll axis (top for vertical, left for horizontal).
    public func mainStart(_ d: ScrollDirection) -> Double { d == .vertical ? top : left }
    /// The inset after the content along the scroll axis (bottom for vertical, right for horizontal).
    public func mainEnd(_ d: ScrollDirection) -> Double { d == .vertical ? bottom : right }
    /// The inset at the start across the scroll axis (left for vertical, top for horizontal).
    public func crossStart(_ d: ScrollDirection) -> Double { d == .vertical ? left : top }
    /// The inset at the end across the scroll axis (right for vertical, bottom for horizontal).
    public func crossEnd(_ d: ScrollDirection) -> Double { d == .vertical ? right : bottom }
}

/// A scroll direction as a type, for loops compiled once per direction with no direction test per
/// item (`FlowLines`, `StaggeredSection`): `direction` is a constant in each specialisation, and
/// the tests on it in `Size.main(_:)`, `Rect(main:cross:mainLength:crossLength:_:)`, ... fold away.
protocol ScrollAxis {
    static var direction: ScrollDirection { get }
}

extension ScrollAxis {
    @inline(__always) static func main(_ size: Size) -> Double { size.main(direction) }
    @inline(__always) static func cross(_ size: Size) -> Double { size.cross(direction) }
    /// A frame of `size` at `main` along the scroll axis and `cross` across it.
    @inline(__always) static func rect(main: Double, cross: Double, size: Size) -> Rect {
        Rect(main: main, cross: cross, mainLength: size.main(direction), crossLength: size.cross(direction), direction)
    }
    @inline(__always) static func maxMain(_ rect: Rect) -> Double { rect.maxMain(direction) }
    /// `rect` moved by `main` along the scroll axis and `cross` across it.
    @inline(__always) static func offset(_ rect: Rect, main: Double, cross: Double) -> Rect {
        rect.offsetBy(main: main, cross: cross, direction)
    }
}

enum VerticalScrollAxis: ScrollAxis {
    static var direction: ScrollDirection { .vertical }
}

enum HorizontalScrollAxis: ScrollAxis {
    static var direction: ScrollDirection { .horizontal }
}

/// Frames written field by field, for the loops that write a frame's start along the scroll axis
/// apart from the rest (`FlowLines`) or read one axis of it (`AxisIndex`).
extension ScrollAxis {
    /// Where `rect` starts along the scroll axis.
    @inline(__always) static func mainOrigin(_ rect: Rect) -> Double {
        direction == .vertical ? rect.origin.y : rect.origin.x
    }
    /// Where `rect` starts across the scroll axis.
    @inline(__always) static func crossOrigin(_ rect: Rect) -> Double {
        direction == .vertical ? rect.origin.x : rect.origin.y
    }
    /// Initialises the frame at `rect` with `size` and its start `cross` across the scroll axis;
    /// its start along the scroll axis is left for `setMain` (the frames are plain doubles).
    @inline(__always) static func initialize(_ rect: UnsafeMutablePointer<Rect>, cross: Double, size: Size) {
        if direction == .vertical { rect.pointee.origin.x = cross } else { rect.pointee.origin.y = cross }
        rect.pointee.size = size
    }
    /// Moves `rect` to start at `value` along the scroll axis.
    @inline(__always) static func setMain(_ rect: inout Rect, _ value: Double) {
        if direction == .vertical { rect.origin.y = value } else { rect.origin.x = value }
    }
    /// Moves `rect` to start at `value` across the scroll axis.
    @inline(__always) static func setCross(_ rect: inout Rect, _ value: Double) {
        if direction == .vertical { rect.origin.x = value } else { rect.origin.y = value }
    }
}
