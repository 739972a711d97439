/// How `flow` and `fraction-grid` place the items of a line (PluginLayout's `FlowLayoutAlignment`).
public enum FlowLayoutAlignment: String, Hashable, Sendable, CaseIterable {
    /// UICollectionViewFlowLayout's look: every line but the last is justified (first item at the
    /// leading inset, last item at the trailing inset, equal gaps), a lone item on such a line is
    /// centred, and the last line stays packed at the leading edge, top-aligned.
    case `default`
    /// Every line packed at the leading edge.
    case start
    /// Every line packed and centred.
    case center
    /// Every line packed at the trailing edge.
    case end
}

/// Flow's line breaking and re-spacing (PluginLayout's `FlowLayoutPlugin`), shared by `flow` and
/// `fraction-grid`, written once for both scroll directions: items go along the cross axis, lines
/// stack along the scroll axis.
///
/// Each item after the first goes `minimumInteritemSpacing` after the previous one; it starts a new
/// line, `minimumLineSpacing` after the end of everything so far, when it would overflow the line
/// (container minus the cross-axis insets) by 1e-6 pt or more. The first item of a line is never
/// tested, so an item longer than the line overflows on its own line. A finished line is re-spaced
/// with the alignment (`realign`); the last line only when the alignment is not `.default`. Items
/// of a re-spaced line are centred across it on the scroll axis. No pixel rounding.
///
/// One pass over the items: each frame is written packed at the leading edge as soon as its size
/// is known (straight into the builder), and a finished line that is re-spaced is moved in place
/// while its frames are still in the cache. The loop is compiled once per scroll direction
/// (`ScrollAxis`), and the sizes come from a closure, so `fraction-grid` makes each item's size as it
/// is placed instead of an array of them first (`Docs/Performance.md`).
///
/// - Complexity: O(n) in the number of items.
struct FlowLines {
    /// Items that overflow the line by less than this still fit: positions accumulate, and
    /// `n` items of `1/n` of the line must share it (the original wraps them early by 1 ulp).
    static let tolerance = 1e-6

    let direction: ScrollDirection
    let lineLength: Double   // the container across the scroll axis
    let insets: EdgeInsets
    let itemSpacing: Double
    let lineSpacing: Double
    let alignment: FlowLayoutAlignment

    /// The lines of a section with `options`, aligned with `alignment` (nil: the layout's), in
    /// `env`'s container and direction.
    init(_ options: PluginSectionOptions, alignment: FlowLayoutAlignment?, in env: PluginEnvironment) {
        direction = env.scrollDirection
        lineLength = env.crossLength
        insets = options.insets
        itemSpacing = options.minimumInteritemSpacing
        lineSpacing = options.minimumLineSpacing
        self.alignment = alignment ?? env.alignment
    }

    /// Places `count` items from `start` along the scroll axis, appending their frames in item
    /// order to `builder`; `size(i)` gives item `i`'s size (finite and >= 0; it throws for a bad
    /// one) and is asked in item order, possibly more than once (it must not have side effects).
    /// Lines go into the builder in batches of about `LayoutBuilder.batchSize` cells: one storage
    /// check and one index update per batch, not per line (lines of `fraction-grid` hold two or
    /// three items).
    /// - Returns: the end of the last line (`start` when there are no items).
    /// - Throws: what `size` throws, for the first item it refuses.
    @inline(__always)
    func place<E: Error>(count: Int, from start: Double, into builder: inout LayoutBuilder,
                         size: (_ item: Int) throws(E) -> Size) throws(E) -> Double {
        switch direction {
        case .vertical: return try place(VerticalScrollAxis.self, count: count, from: start, into: &builder, size: size)
        case .horizontal: return try place(HorizontalScrollAxis.self, count: count, from: start, into: &builder, size: size)
        }
    }

    /// `place` for one scroll direction.
    ///
    /// A batch always starts with the first item of a line, and a line never straddles two
    /// batches (a batch's frames are indexed when it ends, so they must be final): when the batch
    /// fills up in the middle of a line, that line's frames are taken back and it starts the next
    /// batch, made large enough for it.
    private func place<A: ScrollAxis, E: Error>(_: A.Type, count: Int, from start: Double, into builder: inout LayoutBuilder,
                                              size: (_ item: Int) throws(E) -> Size) throws(E) -> Double {
        let lead = insets.crossStart(direction), trail = insets.crossEnd(direction)
        let available = lineLength - lead - trail   // the line after the insets
        // Between batches: where the line that opens the next batch starts, and the end of the
        // lines so far.
        var nextLineStart = start, linesEnd = start
        var next = 0   // the first item of the next batch, always the first of a line
        var room = Swift.min(LayoutBuilder.batchSize, count)
        while next < count {
            try builder.appendCells(upTo: room) { (cells: inout OutputSpan<Rect>) throws(E) in
                // The lines' state in locals (registers) for the batch, stored back when it ends.
                var lineStart = nextLineStart, lineEnd = linesEnd
                defer { nextLineStart = lineStart; linesEnd = lineEnd }
                var first = next   // the open line's first item
                var far = 0.0, thickness = 0.0
                var k = next
                while k < count {
                    let s = try size(k)
                    if k > first {
                        let position = far + itemSpacing
                        if !((position + A.cross(s)) + trail - lineLength >= Self.tolerance) {
                            // `k` joins the open line.
                            guard !cells.isFull else {
                                // The open line does not fit in this batch: it starts the next one.
                                let placed = k - first
                                cells.removeLast(placed)
                                next = first
                                room = Swift.min(count - first, Swift.max(LayoutBuilder.batchSize, 2 * placed))
                                return
                            }
                            cells.append(A.rect(main: lineStart, cross: position, size: s))
                            far = position + A.cross(s)
                            thickness = Swift.max(thickness, A.main(s))
                            k += 1
                            continue
                        }
                        // `k` starts a new line: the open one is finished (and not the last).
                        let thisLineEnd = lineStart + thickness
                        realign(A.self, &cells, count: k - first, delta: available - far + lead, lineEnd: thisLineEnd)
                        lineEnd = Swift.max(lineEnd, thisLineEnd)
                        lineStart = lineEnd + lineSpacing
                        first = k
                        guard !cells.isFull else {
                            next = k
                            room = Swift.min(LayoutBuilder.batchSize, count - k)
                            return
                        }
                    }
                    // `k` opens a line, at the leading inset.
                    cells.append(A.rect(main: lineStart, cross: lead, size: s))
                    far = lead + A.cross(s)
                    thickness = A.main(s)
                    k += 1
                }
                // The last line: re-spaced unless the alignment is `.default`.
                let thisLineEnd = lineStart + thickness
                if alignment != .default {
                    realign(A.self, &cells, count: count - first, delta: available - far + lead, lineEnd: thisLineEnd)
                }
                lineEnd = Swift.max(lineEnd, thisLineEnd)
                next = count
            }
        }
        return linesEnd
    }

    /// Re-spaces the finished line made of the last `n` frames of `cells` (packed at the leading
    /// edge, at the line's start), with `delta` the free space after its far edge: each item is
    /// shifted across by the alignment's share of it (`start` 0, `center` delta/2, `end` delta;
    /// `default`: item k by `k * delta / (n - 1)`, a lone item by delta/2) and centred within the
    /// line, which ends at `thisLineEnd` along the scroll axis.
    @inline(__always)
    private func realign<A: ScrollAxis>(_: A.Type, _ cells: inout OutputSpan<Rect>, count n: Int, delta: Double, lineEnd thisLineEnd: Double) {
        var frames = cells.mutableSpan
        let first = frames.count - n
        if alignment == .default && n >= 2 {
            let step = delta / Double(n - 1)
            for k in 0..<n {
                let packed = frames[first + k]
                frames[first + k] = A.offset(packed, main: (thisLineEnd - A.maxMain(packed)) / 2, cross: Double(k) * step)
            }
        } else {
            let shift = alignment == .start ? 0 : alignment == .end ? delta : delta / 2   // the same for every item
            for j in first..<frames.count {
                let packed = frames[j]
                frames[j] = A.offset(packed, main: (thisLineEnd - A.maxMain(packed)) / 2, cross: shift)
            }
        }
    }

    static func isValid(_ size: Size) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// The error for item `item`'s size that is not finite and >= 0 (made only on failure).
    static func sizeError(_ size: Size, item: Int, in env: PluginEnvironment) -> LayoutError {
        LayoutError(path: env.itemPath(item), "the item's size must be finite and >= 0, got \(size)")
    }
}
