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

    /// Places items of the given sizes from `start` along the scroll axis.
    /// - Returns: the frames in item order and the end of the last line (`start` when empty).
    func place(_ sizes: [Size], from start: Double) -> (frames: [Rect], end: Double) {
        let d = direction
        let lead = insets.crossStart(d), trail = insets.crossEnd(d)
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var lineStart = start, lineEnd = start, lineFirst = 0
        for (i, size) in sizes.enumerated() {
            let cross = size.cross(d), main = size.main(d)
            let origin: (main: Double, cross: Double)
            if i == 0 {
                origin = (lineEnd, lead)
            } else {
                let candidate = frames[i - 1].maxCross(d) + itemSpacing
                if (candidate + cross) + trail - lineLength >= Self.tolerance {
                    realign(&frames, lineFirst..<i)
                    lineFirst = i
                    origin = (lineEnd + lineSpacing, lead)
                    lineStart = origin.main
                } else {
                    origin = (lineStart, candidate)
                }
            }
            frames.append(Rect(main: origin.main, cross: origin.cross, mainLength: main, crossLength: cross, d))
            lineEnd = Swift.max(lineEnd, frames[i].maxMain(d))
        }
        if alignment != .default && !frames.isEmpty { realign(&frames, lineFirst..<frames.count) }
        return (frames, lineEnd)
    }

    /// Re-spaces one line placed packed at the leading edge: shifts it across by the alignment's
    /// share of the free space `delta` (`start` 0, `center` delta/2, `end` delta; `default`:
    /// item k by `k * delta / (count - 1)`, a lone item by delta/2), and centres each item on the
    /// scroll axis within the line's thickness.
    func realign(_ frames: inout [Rect], _ line: Range<Int>) {
        let d = direction
        var far = -Double.infinity, lineEnd = -Double.infinity
        for i in line {
            far = Swift.max(far, frames[i].maxCross(d))
            lineEnd = Swift.max(lineEnd, frames[i].maxMain(d))
        }
        let available = lineLength - insets.crossStart(d) - insets.crossEnd(d)
        let delta = available - far + insets.crossStart(d)
        let count = line.count
        let step = delta / Double(Swift.max(1, count - 1))
        for (k, i) in line.enumerated() {
            let shift: Double
            switch alignment {
            case .start: shift = 0
            case .center: shift = delta / 2
            case .end: shift = delta
            case .default: shift = count < 2 ? delta / 2 : Double(k) * step
            }
            frames[i] = frames[i].offsetBy(main: (lineEnd - frames[i].maxMain(d)) / 2, cross: shift, d)
        }
    }
}
