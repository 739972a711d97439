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
/// One pass over the items, one line loop (`Lines.fillBatch`): open a line with its first item,
/// let the items after it join while they fit (a `FlowLineJoiner`), close the line. Each frame's
/// size and its start across, packed at the leading edge, are written as soon as its size is known
/// (straight into the builder), and its start along the scroll axis once its line is closed, when
/// a line that is re-spaced is moved across in place while its frames are still in the cache. The
/// loop is compiled once per scroll direction (`ScrollAxis`), kind of sizes (`FlowItemSizes`: so
/// `fraction-grid` makes each item's size as it is placed instead of an array of them first) and
/// joiner. The sizes are checked a batch at a time (`SizeCheck`), and the overflow test is one
/// comparison (`overflowThreshold`). Docs/Performance.md has what each of these bought.
///
/// - Complexity: O(n) in the number of items.
struct FlowLines {
    /// Items that overflow the line by less than this still fit: positions accumulate, and
    /// `n` items of `1/n` of the line must share it (the original wraps them early by 1 ulp).
    static let tolerance = 1e-6

    let direction: ScrollDirection
    /// The container across the scroll axis.
    let lineLength: Double
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
    /// order to `builder`; `sizes.size(i)` gives item `i`'s size and is asked in item order,
    /// possibly more than once (it must not have side effects). A size that is not finite and
    /// >= 0 is refused with `sizes.refusal(i, size)`, for the first such item, once the batch that
    /// holds it is placed (see `SizeCheck`). Lines go into the builder in batches of about
    /// `batchSize` cells (`FlowLines.batchSize`; other sizes are for tests): one storage check
    /// and one index update per batch, not per line (lines of `fraction-grid` hold two or three
    /// items). Sections of `guessingCount` items or more guess their line breaks (`GuessingJoin`;
    /// other counts are for tests).
    /// - Returns: the end of the last line (`start` when there are no items).
    /// - Throws: what `sizes.size` throws, or the refusal of the first bad size.
    @inline(__always)
    func place<S: FlowItemSizes>(
        count: Int, from start: Double, into builder: inout LayoutBuilder, sizes: S,
        batchSize: Int = FlowLines.batchSize,
        guessingCount: Int = FlowLines.guessingCount
    ) throws(S.Failure) -> Double {
        precondition(batchSize > 0, "FlowLines.place: batchSize must be at least 1")
        switch direction {
        case .vertical:
            return try place(
                VerticalScrollAxis.self, count: count, from: start, into: &builder, sizes: sizes,
                batchSize: batchSize, guessingCount: guessingCount)
        case .horizontal:
            return try place(
                HorizontalScrollAxis.self, count: count, from: start, into: &builder, sizes: sizes,
                batchSize: batchSize, guessingCount: guessingCount)
        }
    }

    /// The most cells of a batch (when no line is longer): 8192 frames are 256 KB, read back
    /// from the L2 cache when the batch is indexed. Larger than `LayoutBuilder.batchSize` (512
    /// frames, in the L1 cache): fewer switches between writing frames and indexing them, which
    /// cost flow more than the cache misses (Docs/Performance.md, "What each change bought").
    static let batchSize = 8192

    /// The fewest items of a section whose line breaks are guessed (`GuessingJoin`): their
    /// frames and sizes (48 bytes an item, 3 MB) no longer fit in the L2 cache.
    static let guessingCount = 1 << 16

    /// `place` for one scroll direction: picks the joiner (`FlowLineJoiner`) once per section.
    /// Sizes read from memory join two at a time with the exact test (`ExactJoin`), or, in
    /// sections too large for the caches, with a guessed test checked at each line's end
    /// (`GuessingJoin`: settling each line's last branch sooner lets the loads and stores of
    /// the next lines start sooner; it needs far edges that only grow). Sizes made as they are
    /// read join one at a time, their frames written whole (`WholeFrameJoin`).
    @inline(__always)
    private func place<A: ScrollAxis, S: FlowItemSizes>(
        _: A.Type, count: Int, from start: Double, into builder: inout LayoutBuilder,
        sizes: S, batchSize: Int, guessingCount: Int
    ) throws(S.Failure) -> Double {
        let lines = Lines(self, direction: direction)
        guard S.storedInPairs else {
            return try lines.place(
                WholeFrameJoin<A, S>.self, count: count, from: start, into: &builder, sizes: sizes, batchSize: batchSize
            )
        }
        let guessing = count >= guessingCount && itemSpacing >= 0 && !lines.threshold.isNaN
        if guessing {
            return try lines.place(
                GuessingJoin<A, S>.self, count: count, from: start, into: &builder, sizes: sizes, batchSize: batchSize)
        }
        return try lines.place(
            ExactJoin<A, S>.self, count: count, from: start, into: &builder, sizes: sizes, batchSize: batchSize)
    }

    /// The smallest `reach` for which `((reach + trail) - lineLength) >= tolerance`, the test for
    /// an item that overflows its line (NaN when none does, so that every comparison fails).
    /// Every step of the test rounds monotonically, so the reaches that overflow are exactly
    /// those from some double on; a binary search over the doubles in order (their bit patterns,
    /// negatives mirrored) finds it, once per section. In the loop the test is then one
    /// comparison instead of two additions and a comparison, and it agrees with the original on
    /// every double (NaN fails both).
    static func overflowThreshold(trail: Double, lineLength: Double) -> Double {
        @inline(__always) func overflows(_ reach: Double) -> Bool { (reach + trail) - lineLength >= tolerance }
        // Doubles in order as integers: -m for a negative double of magnitude bits m.
        func key(_ x: Double) -> Int64 {
            let magnitude = Int64(bitPattern: x.bitPattern & ~(1 << 63))
            return x.sign == .minus ? -magnitude : magnitude
        }
        func value(_ key: Int64) -> Double {
            key < 0 ? -Double(bitPattern: UInt64(-key)) : Double(bitPattern: UInt64(key))
        }
        guard overflows(.infinity) else { return .nan }
        var below = key(-.infinity)
        var at = key(.infinity) // !overflows(value(below)), overflows(value(at))
        if overflows(-.infinity) { return -.infinity }
        // The distance from -infinity to +infinity exceeds Int64.max: measured as a UInt64.
        while UInt64(bitPattern: at &- below) > 1 {
            let middle = below &+ Int64(bitPattern: UInt64(bitPattern: at &- below) / 2)
            if overflows(value(middle)) { at = middle } else { below = middle }
        }
        return value(at)
    }

    static func isValid(_ size: Size) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// The error for item `item`'s size that is not finite and >= 0 (made only on failure).
    static func sizeError(_ size: Size, item: Int, in env: PluginEnvironment) -> LayoutError {
        LayoutError(path: env.itemPath(item), "the item's size must be finite and >= 0, got \(size)")
    }
}

extension FlowLines {
    /// Where the lines stand between two batches.
    private struct Progress {
        /// The first item of the next batch, always the first item of a line.
        var next: Int
        /// Where that line starts along the scroll axis.
        var lineStart: Double
        /// The end of the lines so far along the scroll axis.
        var linesEnd: Double
        /// The cells the next batch makes room for.
        var room: Int
    }

    /// What a batch left: the frames it keeps, the items it read and their sizes' check.
    private struct BatchOutcome {
        var progress: Progress
        /// The frames of items `batchStart ..< batchStart + kept` are final.
        var kept = 0
        /// The items `batchStart ..< read` were read (their sizes are in `check`).
        var read = 0
        var check: SizeCheck
    }

    /// A section's line parameters, worked out once (in registers for the loops).
    private struct Lines {
        let alignment: FlowLayoutAlignment
        /// The leading and trailing insets across the scroll axis.
        let lead: Double, trail: Double
        let itemSpacing: Double, lineSpacing: Double
        /// The line after the insets.
        let available: Double
        /// An item that reaches `reach` across overflows the line when `reach >= threshold`: the
        /// original's test, `((reach + trail) - lineLength) >= tolerance`, in one comparison
        /// (`FlowLines.overflowThreshold`).
        let threshold: Double
        /// Whether lines are packed at the leading edge and only move along the scroll axis
        /// (see `realign`).
        let startOnly: Bool

        @inline(__always)
        init(_ flow: FlowLines, direction: ScrollDirection) {
            alignment = flow.alignment
            lead = flow.insets.crossStart(direction)
            trail = flow.insets.crossEnd(direction)
            itemSpacing = flow.itemSpacing
            lineSpacing = flow.lineSpacing
            available = flow.lineLength - lead - trail
            threshold = FlowLines.overflowThreshold(trail: trail, lineLength: flow.lineLength)
            startOnly = alignment == .start && lead.sign == .plus
        }

        /// Places the items batch by batch with joiner `J`.
        ///
        /// A batch always starts with the first item of a line, and a line never straddles two
        /// batches (a batch's frames are indexed when it ends, so they must be final): when the
        /// batch fills up in the middle of a line, that line's frames are taken back and it
        /// starts the next batch, made large enough for it. A batch whose sizes may not all be
        /// valid (`SizeCheck`) is searched for its first bad size, which is refused.
        @inline(__always)
        func place<J: FlowLineJoiner>(
            _: J.Type, count: Int, from start: Double, into builder: inout LayoutBuilder, sizes: J.Sizes,
            batchSize: Int
        ) throws(J.Sizes.Failure) -> Double {
            var progress = Progress(next: 0, lineStart: start, linesEnd: start, room: Swift.min(batchSize, count))
            while progress.next < count {
                let batchStart = progress.next
                var outcome = BatchOutcome(progress: progress, check: SizeCheck(neverNegative: sizes.neverNegative))
                try builder.appendCells(upTo: progress.room) {
                    (cells: inout OutputSpan<Rect>) throws(J.Sizes.Failure) in
                    try cells.withUnsafeMutableBufferPointer { (buffer, initialized) throws(J.Sizes.Failure) in
                        // `room` >= 1: the storage exists.
                        outcome = try fillBatch(
                            J.self, buffer.baseAddress.unsafelyUnwrapped, capacity: buffer.count, from: progress,
                            count: count, sizes: sizes, batchSize: batchSize)
                        initialized = outcome.kept
                    }
                }
                if !outcome.check.mayBeValid {
                    // A size read in this batch may be bad: the first one is refused (every earlier
                    // batch passed; none is when huge sizes only made the sum overflow).
                    for i in batchStart..<outcome.read {
                        let s = try sizes.size(i)
                        if !FlowLines.isValid(s) { throw sizes.refusal(i, s) }
                    }
                }
                progress = outcome.progress
            }
            return progress.linesEnd
        }

        /// The line loop of one batch: item `k` opens a line at the leading inset, the items
        /// after it join while they fit (`J.join`), and the line is closed (re-spaced with the
        /// alignment) when an item does not fit or the items end. Item `k`'s frame is
        /// `frames[k - batchStart]`; the batch has room for `capacity` frames.
        ///
        /// The frames are written through the batch's storage pointer, not appended to the
        /// `OutputSpan` (each append loads and stores its count and checks its capacity), and the
        /// parameters and the lines' state are locals, in registers (the compiler cannot tell the
        /// frames stored from memory it would read them from). The sizes come from a type, not a
        /// closure, so `size` is a direct call the compiler inlines.
        @inline(__always)
        private func fillBatch<J: FlowLineJoiner>(
            _: J.Type, _ frames: UnsafeMutablePointer<Rect>, capacity: Int, from progress: Progress,
            count: Int, sizes: J.Sizes, batchSize: Int
        ) throws(J.Sizes.Failure) -> BatchOutcome {
            typealias A = J.Axis
            let batchStart = progress.next
            let batchEnd = Swift.min(count, batchStart &+ capacity)
            var joiner = J(
                batch: FlowBatch(
                    frames: frames, batchStart: batchStart, lead: lead, itemSpacing: itemSpacing, threshold: threshold),
                check: SizeCheck(neverNegative: sizes.neverNegative))
            var lineStart = progress.lineStart
            var linesEnd = progress.linesEnd
            var k = batchStart
            var s = try sizes.size(k)
            while true {
                // Open: item `k`, of size `s`, at the leading inset.
                let first = k
                joiner.open(k, size: s, lineStart: lineStart)
                k &+= 1
                // Join: the items that fit, up to the end of the items or of the batch.
                let overflowed = try joiner.join(&k, &s, upTo: batchEnd, sizes: sizes)
                let last = k == count
                if !last && !overflowed {
                    // The batch is full: does `k` join the open line?
                    s = try sizes.size(k)
                    if !((joiner.far + itemSpacing) + A.cross(s) >= threshold) {
                        // The open line does not fit in this batch: it starts the next one.
                        let room = Swift.min(count - first, Swift.max(batchSize, 2 * (k - first)))
                        let next = Progress(next: first, lineStart: lineStart, linesEnd: linesEnd, room: room)
                        return BatchOutcome(
                            progress: next, kept: first &- batchStart, read: k, check: joiner.check)
                    }
                }
                // Close: `k` starts the next line, or this one is the last. The last line is
                // re-spaced only when the alignment is not `.default`.
                let lineEnd = lineStart + joiner.thickness
                let line = frames + (first &- batchStart)
                if !last || alignment != .default {
                    realign(
                        A.self, line, count: k &- first, delta: available - joiner.far + lead, lineStart: lineStart,
                        lineEnd: lineEnd)
                } else if !J.writesLineStart {
                    // The last line with `.default` stays packed, at the line's start.
                    for j in 0..<(k &- first) { A.setMain(&line[j], lineStart) }
                }
                // The end of everything so far: the original's `max(linesEnd, lineEnd)` is always
                // `lineEnd` (a line starts at or after the end of the lines before it and its items
                // are >= 0 long; a NaN size is refused).
                linesEnd = lineEnd
                if last {
                    let next = Progress(next: count, lineStart: lineStart, linesEnd: linesEnd, room: 0)
                    return BatchOutcome(progress: next, kept: k &- batchStart, read: k, check: joiner.check)
                }
                lineStart = linesEnd + lineSpacing
                guard k < batchEnd else {
                    let room = Swift.min(batchSize, count - k)
                    let next = Progress(next: k, lineStart: lineStart, linesEnd: linesEnd, room: room)
                    return BatchOutcome(progress: next, kept: k &- batchStart, read: k, check: joiner.check)
                }
            }
        }

        /// Re-spaces the finished line made of the `n` frames at `frames` (packed at the leading
        /// edge, their start along the scroll axis not written yet: they start at `lineStart`), with
        /// `delta` the free space after its far edge: each item is shifted across by the alignment's
        /// share of it (`start` 0, `center` delta/2, `end` delta; `default`: item k by
        /// `k * delta / (n - 1)`, a lone item by delta/2) and centred within the line, which ends at
        /// `thisLineEnd` along the scroll axis.
        ///
        /// The original's expressions: the new start along the scroll axis is `lineStart +
        /// (thisLineEnd - (lineStart + length)) / 2` (every packed frame starts at `lineStart`, so
        /// only its length is read, and the start is written once). With `startOnly` (`.start`, and
        /// a leading inset that is not -0) the shift of +0 across is not added: `x + 0` is `x` for every `x` but -0, and a frame
        /// can start at -0 across only when the inset is -0 (a sum is -0 only when both terms are).
        @inline(__always)
        fileprivate func realign<A: ScrollAxis>(
            _: A.Type, _ frames: UnsafeMutablePointer<Rect>, count n: Int, delta: Double,
            lineStart: Double, lineEnd thisLineEnd: Double
        ) {
            var k = 0
            if startOnly {
                while k < n {
                    A.setMain(&frames[k], lineStart + (thisLineEnd - (lineStart + A.main(frames[k].size))) / 2)
                    k &+= 1
                }
                return
            }
            let justified = alignment == .default && n >= 2
            let step = justified ? delta / Double(n - 1) : 0
            // The same for every item.
            let shift = justified || alignment == .start ? 0 : alignment == .end ? delta : delta / 2
            while k < n {
                A.setMain(&frames[k], lineStart + (thisLineEnd - (lineStart + A.main(frames[k].size))) / 2)
                A.setCross(&frames[k], A.crossOrigin(frames[k]) + (justified ? Double(k) * step : shift))
                k &+= 1
            }
        }
    }
}

/// Where `FlowLines` gets the sizes of a section's items (`FlowSection`'s are given, `fraction-grid`
/// makes each from the item's fraction and aspect ratio).
protocol FlowItemSizes {
    associatedtype Failure: Error
    /// Item `i`'s size. It may be one `FlowLines.isValid` refuses: `FlowLines` checks the sizes
    /// a batch at a time and throws `refusal` for the first bad one.
    func size(_ item: Int) throws(Failure) -> Size
    /// The error for item `i`'s bad `size`.
    func refusal(_ item: Int, _ size: Size) -> Failure
    /// Whether no size can have a negative or NaN side (then only infinite sides are looked for).
    var neverNegative: Bool { get }
    /// Whether sizes are read from memory whole (width and height side by side), so that vector
    /// operations on them are cheap; not when each is made lane by lane.
    static var storedInPairs: Bool { get }
}
