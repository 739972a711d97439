/// A finished result turned or mirrored as a whole (`FrameTransform`): the one place where the
/// horizontal layouts of the vertical-only algorithms and every right-to-left layout are made.
extension LayoutResult {
    /// The result with x and y swapped: frames, content size, section boxes, scroll effects and
    /// guides, and the other scroll direction. The horizontal layout of `aligned`, `waterfall`,
    /// `column` and `styled-flow` is the transpose of their vertical layout of the transposed
    /// problem (`TransposedLayout`). O(n) over the frames; the index along the scroll axis is
    /// kept (the transposed frames' starts along the new scroll axis are the old ones).
    /// - Precondition: `layoutDirection` is `.leftToRight` (transpose first, then mirror).
    public func transposed() -> LayoutResult {
        var result = self
        result.transpose()
        return result
    }

    /// `transposed()` in place: no copy of the frames when the result is not shared (a kind's
    /// horizontal layout transposes the vertical one it has just made).
    mutating func transpose() {
        precondition(layoutDirection == .leftToRight, "transposed(): transpose a left-to-right result, then mirror it")
        let d = scrollDirection
        elements.storage.withUnsafeMutableBufferPointer { frames in
            for k in frames.indices { frames[k] = frames[k].applying(.transpose) }
        }
        index.direction = d.transposed
        contentSize = contentSize.transposed
        scrollDirection = d.transposed
        sections = sections.map { $0.applying(.transpose, direction: d) }
        guides = guides.map { $0.applying(.transpose) }
    }

    /// The result mirrored across its content width, `x' = contentSize.width - x - width`, for
    /// frames, section boxes, effect data and guides, with the other `layoutDirection` (mirroring
    /// twice gives the result back). Scroll effects keep working in the left-to-right frame:
    /// `visibleElements(in:)` of a right-to-left result at a viewport is the mirror of the
    /// left-to-right result's at the mirrored viewport. O(n) over the frames; no index is rebuilt
    /// (a horizontal result's index answers the mirrored span, `AxisIndex.mainMirror`).
    public func mirrored() -> LayoutResult {
        var result = self
        result.mirror()
        return result
    }

    /// `mirrored()` in place: no copy of the frames when the result is not shared.
    mutating func mirror() {
        Self.mirror(
            &elements.storage, &index, &sections, &guides, width: contentSize.width, direction: scrollDirection)
        layoutDirection = layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    }

    /// Mirrors a result's parts across `width` (`mirrored()`, and `LayoutBuilder.finish` in place).
    static func mirror(
        _ frames: inout [Rect], _ index: inout AxisIndex, _ sections: inout [SectionGeometry], _ guides: inout [Guide],
        width: Double, direction: ScrollDirection
    ) {
        let t = FrameTransform.mirror(width: width)
        frames.withUnsafeMutableBufferPointer { frames in
            for k in frames.indices { frames[k] = frames[k].applying(t) }
        }
        if direction == .horizontal { index.mainMirror = index.mainMirror == nil ? width : nil }
        sections = sections.map { $0.applying(t, direction: direction) }
        guides = guides.map { $0.applying(t) }
    }

    /// The attributes of a right-to-left result's element in the left-to-right frame, or back
    /// (mirroring is its own inverse).
    func mirroredAttributes(_ a: LayoutAttributes) -> LayoutAttributes {
        var a = a
        a.frame = a.frame.applying(.mirror(width: contentSize.width))
        return a
    }
}
