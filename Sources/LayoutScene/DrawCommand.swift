import LayoutEngine

/// How a line or an outline is drawn. The line is centred on its path (as in Cairo and SVG); the
/// scene builder insets outlines by half the width so that they stay inside their rectangle.
public struct Stroke: Hashable, Sendable, CustomStringConvertible {
    /// The line's colour.
    public var color: Color
    /// Width in points.
    public var width: Double
    /// Dash pattern in points (on, off, on, ...); empty for a solid line.
    public var dash: [Double]

    /// A stroke of `color`, `width` points wide, solid unless `dash` is given.
    public init(_ color: Color, width: Double = 1, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }

    public var description: String {
        "\(color)@\(formatNumber(width))"
            + (dash.isEmpty ? "" : " dash=\(dash.map(formatNumber).joined(separator: ","))")
    }
}

/// The two faces the diagrams use (DejaVu Sans and DejaVu Sans Bold, loaded from their files).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    /// The regular weight.
    case regular
    /// The bold weight.
    case bold
}

/// One drawing operation, in canvas coordinates (points, y down). A scene is a list of these; a
/// backend replays them in order (`SceneRendering.perform`), and tests read them without any
/// graphics library.
public enum DrawCommand: Hashable, Sendable, CustomStringConvertible {
    /// Fills and/or outlines a rectangle (the outline is centred on the rectangle's edge).
    case rect(Rect, fill: Color?, stroke: Stroke?)
    /// Fills the area between `outer` and `inner` (even-odd rule): section margins, the viewport veil.
    case frame(outer: Rect, inner: Rect, fill: Color)
    /// A straight line.
    case line(from: Point, to: Point, stroke: Stroke)
    /// A single line of text whose baseline starts at `origin`, `size` points high (em size).
    case text(String, origin: Point, size: Double, weight: FontWeight, color: Color)
    /// Text turned a quarter turn anticlockwise (reading bottom to top), its baseline starting at
    /// `origin`: labels of tall, narrow headers and footers (horizontal layouts).
    case verticalText(String, origin: Point, size: Double, weight: FontWeight, color: Color)
    /// Restricts later commands to `rect` until the matching `popClip`.
    case pushClip(Rect)
    /// Ends the innermost `pushClip`.
    case popClip
    /// Starts a named group of commands (an element, its label, a layer of guides), ended by the
    /// matching `endGroup`. Raster backends draw its commands as if there were no group (a hidden
    /// group draws nothing); the SVG writer writes a `<g>` with its id, class and `data-`
    /// attributes, so documents can style or script each part.
    case beginGroup(DiagramGroup)
    /// Ends the innermost `beginGroup`.
    case endGroup

    public var description: String {
        switch self {
        case .rect(let r, let fill, let stroke):
            return "rect \(r)" + (fill.map { " fill=\($0)" } ?? "") + (stroke.map { " stroke=\($0)" } ?? "")
        case .frame(let outer, let inner, let fill):
            return "frame \(outer) minus \(inner) fill=\(fill)"
        case .line(let a, let b, let stroke):
            return "line \(a) -> \(b) stroke=\(stroke)"
        case .text(let s, let origin, let size, let weight, let color):
            return
                "text \"\(s)\" at \(origin) size=\(formatNumber(size))\(weight == .bold ? " bold" : "") color=\(color)"
        case .verticalText(let s, let origin, let size, let weight, let color):
            return
                "vertical text \"\(s)\" at \(origin) size=\(formatNumber(size))\(weight == .bold ? " bold" : "") color=\(color)"
        case .pushClip(let r):
            return "clip \(r)"
        case .popClip:
            return "unclip"
        case .beginGroup(let g):
            return "group \(g)"
        case .endGroup:
            return "end group"
        }
    }
}

/// A backend that can replay draw commands (Cairo, or a recorder in tests).
public protocol SceneRendering {
    /// Draws one command.
    mutating func perform(_ command: DrawCommand)
}

extension SceneRendering {
    /// Replays `commands` in order.
    public mutating func perform(_ commands: [DrawCommand]) {
        for command in commands { perform(command) }
    }
}

/// A named group of draw commands: what a diagram part is, for SVG and HTML readers.
///
/// `id` is stable (the same layout gives the same ids): `cell-0-5`, `header-1`, `footer-1`,
/// `ghost-cell-0-5` (an element's laid-out place when a scroll effect moved or faded it),
/// `label-cell-0-5` (its label), and layer names such as `guides`, `labels`, `legend`.
public struct DiagramGroup: Hashable, Sendable, CustomStringConvertible {
    /// The group's id, unique in a scene; nil for an anonymous group.
    public var id: String?
    /// The part's class name (`element`, `ghost`, `label`, `guides`, ...): what CSS selects.
    public var role: String
    /// `data-NAME` attributes in order, e.g. the element's frame (`x`, `y`, `width`, `height`).
    public var data: [DataAttribute]
    /// Drawn by nothing until a script shows it (the HTML diagram's ghosts).
    public var hidden: Bool

    /// A group with its `id` (nil: none), `role`, `data-` attributes, and whether it starts hidden.
    public init(id: String?, role: String, data: [DataAttribute] = [], hidden: Bool = false) {
        self.id = id
        self.role = role
        self.data = data
        self.hidden = hidden
    }

    public var description: String {
        (id.map { "#\($0) " } ?? "") + ".\(role)" + data.map { " \($0.name)=\($0.value)" }.joined()
            + (hidden ? " hidden" : "")
    }
}

/// One `data-NAME="value"` attribute of a `DiagramGroup`.
public struct DataAttribute: Hashable, Sendable {
    /// The name after `data-` (lowercase letters, digits and hyphens).
    public var name: String
    /// The attribute's value.
    public var value: String

    /// An attribute `data-NAME="value"`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
