/// The order in which a layout's lines run across the screen: left to right (English) or right to
/// left (Arabic, Hebrew). A right-to-left layout is its left-to-right layout mirrored across the
/// content width, `x' = contentWidth - x - width`, as UIKit mirrors a layout whose
/// `flipsHorizontallyInOppositeLayoutDirection` is true. The mirror is applied once, to the
/// finished result (`LayoutResult.mirrored()`), never by a kind.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Lines run from the left (the default).
    case leftToRight
    /// Lines run from the right: the left-to-right layout mirrored across the content width.
    case rightToLeft
}

/// The plane maps a finished layout goes through, the one place where orientation and mirroring
/// are worked out (`../shared/STYLE.md`, section 8): every frame, guide, section box and scroll
/// effect of a result is moved by `applying(_:)` of its type, with the same map.
///
/// - `transpose`: x and y swap (a vertical layout of the transposed problem becomes the
///   horizontal layout, `LayoutResult.transposed()`); insets swap top with left and bottom with
///   right.
/// - `mirror(width:)`: `x' = width - x - w` (right to left, `LayoutResult.mirrored()`); insets swap
///   left with right.
/// - `translate(dx:dy:)`: a shift (a composite's sections moved by the running offset).
public enum FrameTransform: Hashable, Sendable {
    /// x and y swap.
    case transpose
    /// `x' = width - x - w`.
    case mirror(width: Double)
    /// A shift by `dx`, `dy`.
    case translate(dx: Double, dy: Double)
}

extension Point {
    /// The point moved by `t` (a mirror maps x to `width - x`).
    @inline(__always) public func applying(_ t: FrameTransform) -> Point {
        switch t {
        case .transpose: return Point(x: y, y: x)
        case .mirror(let width): return Point(x: width - x, y: y)
        case .translate(let dx, let dy): return Point(x: x + dx, y: y + dy)
        }
    }
}

extension Size {
    /// The size with its sides swapped.
    @inline(__always) public var transposed: Size { Size(width: height, height: width) }
}

extension Rect {
    /// The rectangle moved by `t`.
    @inline(__always) public func applying(_ t: FrameTransform) -> Rect {
        switch t {
        case .transpose: return Rect(x: y, y: x, width: height, height: width)
        case .mirror(let w): return Rect(x: w - x - width, y: y, width: width, height: height)
        case .translate(let dx, let dy): return Rect(x: x + dx, y: y + dy, width: width, height: height)
        }
    }
}

extension EdgeInsets {
    /// The insets of a box moved by `t`: transposed, top and left swap (and bottom and right);
    /// mirrored, left and right swap; a shift keeps them.
    public func applying(_ t: FrameTransform) -> EdgeInsets {
        switch t {
        case .transpose: return EdgeInsets(top: left, left: top, bottom: right, right: bottom)
        case .mirror: return EdgeInsets(top: top, left: right, bottom: bottom, right: left)
        case .translate: return self
        }
    }
    /// The insets with the axes swapped (`applying(.transpose)`).
    public var transposed: EdgeInsets { applying(.transpose) }
}

extension ScrollDirection {
    /// The other direction.
    public var transposed: ScrollDirection { self == .vertical ? .horizontal : .vertical }
}

extension LayoutContext {
    /// The context of the transposed problem: the container's sides swapped and the other scroll
    /// direction; scale, guides and layout direction kept.
    public var transposed: LayoutContext {
        var c = self
        c.containerSize = containerSize.transposed
        c.scrollDirection = scrollDirection.transposed
        return c
    }
}

extension Guide {
    /// The guide moved by `t`.
    public func applying(_ t: FrameTransform) -> Guide {
        switch self {
        case .sectionInsets(let s, let outer, let inner):
            return .sectionInsets(section: s, outer: outer.applying(t), inner: inner.applying(t))
        case .cellInsets(let s, let item, let slot): return .cellInsets(section: s, item: item, slot: slot.applying(t))
        case .indentation(let s, let from, let to):
            return .indentation(section: s, from: from.applying(t), to: to.applying(t))
        case .lane(let s, let index, let frame): return .lane(section: s, index: index, frame: frame.applying(t))
        case .spacing(let s, let frame): return .spacing(section: s, frame: frame.applying(t))
        case .group(let s, let depth, let frame): return .group(section: s, depth: depth, frame: frame.applying(t))
        }
    }
}

extension ScrollEffect {
    /// The effect's data moved by `t`, in a layout scrolling in `direction` before the map. A
    /// position along the scroll axis (`pinnedHeaderPushed`'s end) stays one under a transpose
    /// (the scroll direction turns with the frames), is mirrored when the mirror runs along the
    /// scroll axis, and is shifted by a translation's part along it. Effects are applied in the
    /// left-to-right frame (`LayoutResult.visibleElements(in:)` maps a right-to-left result's
    /// elements there and back), where their rules hold.
    public func applying(_ t: FrameTransform, direction: ScrollDirection) -> ScrollEffect {
        switch self {
        case .pinnedHeader, .elastic, .fade: return self
        case .pinnedHeaderPushed(let end):
            switch t {
            case .transpose: return self
            case .mirror(let width): return direction == .horizontal ? .pinnedHeaderPushed(end: width - end) : self
            case .translate(let dx, let dy): return .pinnedHeaderPushed(end: end + (direction == .vertical ? dy : dx))
            }
        case .stickyHeader(let cells, let insets):
            return .stickyHeader(cells: cells?.applying(t), insets: insets.applying(t))
        case .stickyFooter(let cells, let insets):
            return .stickyFooter(cells: cells?.applying(t), insets: insets.applying(t))
        }
    }
}

extension SectionGeometry {
    /// The section's box and effects moved by `t` (a layout scrolling in `direction` before it).
    public func applying(_ t: FrameTransform, direction: ScrollDirection) -> SectionGeometry {
        SectionGeometry(
            frame: frame.applying(t), effects: effects.map { $0.applying(t, direction: direction) },
            orthogonalScrolling: orthogonalScrolling)
    }
}
