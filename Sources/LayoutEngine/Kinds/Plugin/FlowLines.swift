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
/// Each line takes two passes over its items' sizes: the first finds where it breaks, how far it
/// reaches and how thick it is; the second writes every frame in its final place, straight into
/// the builder (`Docs/Performance.md`).
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

    /// The first size that is not finite and >= 0.
    struct InvalidSize: Error { let index: Int }

    /// Places items of the given sizes from `start` along the scroll axis, appending their frames
    /// in item order to `builder`. Lines go into the builder in batches of about
    /// `LayoutBuilder.batchSize` cells: one storage check and one index update per batch, not per
    /// line (lines of `fraction-grid` hold two or three items).
    /// - Returns: the end of the last line (`start` when there are no items).
    /// - Throws: `InvalidSize` for the first size that is not finite and >= 0 (before anything
    ///   after it is placed).
    func place<Sizes: RandomAccessCollection<Size>>(_ sizes: Sizes, from start: Double,
                                                   into builder: inout LayoutBuilder) throws(InvalidSize) -> Double
    where Sizes.Index == Int {
        var lineStart = start, lineEnd = start
        var pending = sizes.isEmpty ? nil : try line(of: sizes, from: sizes.startIndex)
        while let batchStart = pending {
            // Room for the items left at most: more would outgrow the builder's reserved storage.
            let room = Swift.max(Swift.min(LayoutBuilder.batchSize, sizes.endIndex - batchStart.first), batchStart.count)
            try builder.appendCells(upTo: room) { (cells: inout OutputSpan<Rect>) throws(InvalidSize) in
                var line = batchStart
                while true {
                    let thisLineEnd = write(line, of: sizes, at: lineStart, into: &cells)
                    lineEnd = Swift.max(lineEnd, thisLineEnd)
                    guard line.next < sizes.endIndex else { pending = nil; return }
                    lineStart = lineEnd + lineSpacing
                    let following = try self.line(of: sizes, from: line.next)
                    guard following.count <= cells.freeCapacity else { pending = following; return }
                    line = following
                }
            }
        }
        return lineEnd
    }

    /// The items `first..<next` of one line, how far they reach across from the leading edge and
    /// how thick the line is.
    struct Line {
        let first: Int
        let next: Int
        let far: Double
        let thickness: Double
        var count: Int { next - first }
    }

    /// The line starting with item `first`: its items packed from the leading inset, how far they
    /// reach across (the last one's far edge: sizes and spacing are >= 0) and how thick it is.
    private func line<Sizes: RandomAccessCollection<Size>>(of sizes: Sizes, from first: Int) throws(InvalidSize) -> Line
    where Sizes.Index == Int {
        let d = direction
        let lead = insets.crossStart(d), trail = insets.crossEnd(d)
        guard Self.isValid(sizes[first]) else { throw InvalidSize(index: first) }
        var far = lead + sizes[first].cross(d)
        var thickness = sizes[first].main(d)
        var next = first + 1
        while next < sizes.endIndex {
            let size = sizes[next]
            guard Self.isValid(size) else { throw InvalidSize(index: next) }
            let position = far + itemSpacing
            if (position + size.cross(d)) + trail - lineLength >= Self.tolerance { break }
            far = position + size.cross(d)
            thickness = Swift.max(thickness, size.main(d))
            next += 1
        }
        return Line(first: first, next: next, far: far, thickness: thickness)
    }

    /// Writes the frames of `line` starting at `lineStart` along the scroll axis: the same
    /// positions as `line(of:from:)` found, each frame re-spaced when the line is (every line but
    /// a `.default` layout's last) and centred within the line's thickness.
    /// - Returns: the line's end along the scroll axis.
    private func write<Sizes: RandomAccessCollection<Size>>(_ line: Line, of sizes: Sizes, at lineStart: Double,
                                                           into cells: inout OutputSpan<Rect>) -> Double
    where Sizes.Index == Int {
        let d = direction
        let thisLineEnd = lineStart + line.thickness
        let realignment = line.next < sizes.endIndex || alignment != .default ? realignment(far: line.far, count: line.count) : nil
        var position = insets.crossStart(d)
        for k in line.first..<line.next {
            let size = sizes[k]
            let packed = Rect(main: lineStart, cross: position, mainLength: size.main(d), crossLength: size.cross(d), d)
            position = packed.maxCross(d) + itemSpacing
            if let realignment {
                cells.append(packed.offsetBy(main: (thisLineEnd - packed.maxMain(d)) / 2, cross: realignment.shift(k - line.first), d))
            } else {
                cells.append(packed)
            }
        }
        return thisLineEnd
    }

    static func isValid(_ size: Size) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// How a line placed packed at the leading edge is re-spaced: shifted across by the
    /// alignment's share of the free space `delta` (`start` 0, `center` delta/2, `end` delta;
    /// `default`: item k by `k * delta / (count - 1)`, a lone item by delta/2). (Each item is also
    /// centred on the scroll axis within the line's thickness.)
    struct Realignment {
        let alignment: FlowLayoutAlignment
        let delta: Double
        let count: Int
        let step: Double

        func shift(_ k: Int) -> Double {
            switch alignment {
            case .start: return 0
            case .center: return delta / 2
            case .end: return delta
            case .default: return count < 2 ? delta / 2 : Double(k) * step
            }
        }
    }

    /// The re-spacing of a line of `count` items whose far edge across is at `far`. Inlined: it
    /// runs once per line, and `fraction-grid` lines hold two or three items.
    @inline(__always) func realignment(far: Double, count: Int) -> Realignment {
        let d = direction
        let available = lineLength - insets.crossStart(d) - insets.crossEnd(d)
        let delta = available - far + insets.crossStart(d)
        return Realignment(alignment: alignment, delta: delta, count: count, step: delta / Double(Swift.max(1, count - 1)))
    }
}
