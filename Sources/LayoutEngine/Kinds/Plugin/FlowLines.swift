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
/// One pass over the items: each frame's size and its start across, packed at the leading edge,
/// are written as soon as its size is known (straight into the builder), and its start along the
/// scroll axis once its line is finished, when a line that is re-spaced is moved across in place
/// while its frames are still in the cache. The loop is compiled once per scroll direction
/// (`ScrollAxis`) and once per kind of sizes (`FlowItemSizes`), so `fraction-grid` makes each
/// item's size as it is placed instead of an array of them first (`Docs/Performance.md`). The
/// sizes are checked a batch at a time (`SizeCheck`), and the overflow test is one comparison
/// (`overflowThreshold`).
///
/// - Complexity: O(n) in the number of items.
struct FlowLines {
    /// Items that overflow the line by less than this still fit: positions accumulate, and
    /// `n` items of `1/n` of the line must share it (the original wraps them early by 1 ulp).
    static let tolerance = 1e-6

    let direction: ScrollDirection
    let lineLength: Double // the container across the scroll axis
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
    /// and one index update per batch, not per
    /// line (lines of `fraction-grid` hold two or three items).
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
                VerticalScrollAxis.self, count: count, from: start, into: &builder, sizes: sizes, batchSize: batchSize,
                guessingCount: guessingCount)
        case .horizontal:
            return try place(
                HorizontalScrollAxis.self, count: count, from: start, into: &builder, sizes: sizes,
                batchSize: batchSize,
                guessingCount: guessingCount)
        }
    }

    /// The most cells of a batch (when no line is longer): 8192 frames are 256 KB, read back
    /// from the L2 cache when the batch is indexed. Larger than `LayoutBuilder.batchSize` (512
    /// frames, 16 KB, in the L1 cache), which cost flow more: alternated runs at 10^6 items,
    /// `flow-start` 4.8-4.9 -> 4.7 ns per item, `flow` 5.5 -> 5.3 (fewer switches between
    /// writing frames and indexing them; the instruction counts are the same).
    static let batchSize = 8192

    /// The fewest items of a section whose line breaks are guessed (`joinGuessing`): their
    /// frames and sizes (48 bytes an item, 3 MB) no longer fit in the L2 cache.
    static let guessingCount = 1 << 16

    /// Whether the sizes seen so far are all finite and >= 0, in two vectors and two
    /// instructions per size, with no branch: `sum` adds the sizes up (infinite or NaN when a
    /// side is, and it stays so), `lowest` is the smallest side (-0 counts as 0, as `>= 0` does;
    /// a NaN side may be skipped, the sum has it). Checking each size on its own took 15
    /// instructions and three branches per item, a sixth of `flow`'s work; a bad size is rare,
    /// so only a batch that fails is searched for its first bad item (an item placed with a bad
    /// size is harmless: the layout throws). A batch of huge finite sizes may add up to infinity:
    /// its search then finds nothing, and nothing is refused.
    struct SizeCheck {
        /// Whether the sizes added cannot be negative or NaN (`FlowItemSizes.neverNegative`):
        /// then only the sum is kept. (For fraction-grid's sizes, made lane by lane, `lowest` was
        /// compiled to compares and branches.)
        let neverNegative: Bool
        private var sum = SIMD2<Double>.zero
        private var lowest = SIMD2<Double>.zero

        init(neverNegative: Bool) { self.neverNegative = neverNegative }

        @inline(__always) mutating func add(_ size: Size) {
            let v = SIMD2(size.width, size.height)
            sum += v
            // `lowest` kept unless `v` is below it: `minpd` in place.
            if !neverNegative { lowest = v.replacing(with: lowest, where: lowest .< v) }
        }

        /// Whether every size added may be finite and >= 0; false when one is not
        /// (`FlowLines.isValid`).
        var mayBeValid: Bool { all((sum - sum .== .zero) .& (lowest .>= .zero)) }
    }

    /// `place` for one scroll direction.
    ///
    /// A batch always starts with the first item of a line, and a line never straddles two
    /// batches (a batch's frames are indexed when it ends, so they must be final): when the batch
    /// fills up in the middle of a line, that line's frames are taken back and it starts the next
    /// batch, made large enough for it.
    ///
    /// The frames are written through the batch's storage pointer, with the parameters in
    /// registers: through the `OutputSpan` every append loaded and stored its count and checked
    /// its capacity, and the parameters were read from memory for every item (the compiler
    /// cannot tell the frames stored from them). The items that join a line run in an inner loop
    /// with one bound (the end of the items or of the batch), so an item costs one test for the
    /// line's room and one for the loop (half a one for sizes read from memory, taken two at a
    /// time: `join`). The sizes come from a type, not a
    /// closure: specialised for it, `size` is a direct call the compiler inlines, however the
    /// batch's closure is compiled (a size closure was a call per item whenever that closure was
    /// not inlined into the kind).
    @inline(__always)
    private func place<A: ScrollAxis, S: FlowItemSizes>(
        _: A.Type, count: Int, from start: Double, into builder: inout LayoutBuilder,
        sizes: S, batchSize: Int, guessingCount: Int
    ) throws(S.Failure) -> Double {
        let lead = insets.crossStart(direction)
        let trail = insets.crossEnd(direction)
        let lineLength = self.lineLength
        let itemSpacing = self.itemSpacing
        let lineSpacing = self.lineSpacing
        let available = lineLength - lead - trail // the line after the insets
        // An item that reaches `reach` across overflows the line when `reach >= threshold`: the
        // original's test, `((reach + trail) - lineLength) >= tolerance`, in one comparison.
        let threshold = Self.overflowThreshold(trail: trail, lineLength: lineLength)
        // Lines packed at the leading edge only move along the scroll axis (see `realign`).
        let startOnly = alignment == .start && lead.sign == .plus
        // Whether line breaks are guessed (`joinGuessing`): for sizes read from memory, in
        // sections too large for the caches, where settling each line's last branch sooner lets
        // the loads and stores of the next lines start sooner; the far edges must only grow.
        let speculate = S.storedInPairs && count >= guessingCount && itemSpacing >= 0 && !threshold.isNaN
        // Between batches: where the line that opens the next batch starts, and the end of the
        // lines so far.
        var nextLineStart = start
        var linesEnd = start
        var next = 0 // the first item of the next batch, always the first of a line
        var room = Swift.min(batchSize, count)
        while next < count {
            let batchStart = next
            var batchCheck = SizeCheck(neverNegative: sizes.neverNegative)
            var read = next // the items read in this batch: batchStart..<read
            try builder.appendCells(upTo: room) { (cells: inout OutputSpan<Rect>) throws(S.Failure) in
                try cells.withUnsafeMutableBufferPointer { (buffer, initialized) throws(S.Failure) in
                    // Item `k`'s frame is `out[k - batchStart]`: every item read is placed, so the
                    // frames written are the items from `batchStart` up to the one being placed,
                    // and the batch ends at `batchEnd` (`room` >= 1: the storage exists).
                    let out = buffer.baseAddress.unsafelyUnwrapped
                    let batchEnd = Swift.min(count, batchStart &+ buffer.count)
                    let pairsEnd = batchEnd &- 1 // two more items fit when `k < pairsEnd`
                    // The lines' state in locals (registers) for the batch, stored back when it ends.
                    var lineStart = nextLineStart
                    var lineEnd = linesEnd
                    var k = batchStart
                    var kept = batchStart // the frames of items batchStart..<kept stay
                    var check = SizeCheck(neverNegative: sizes.neverNegative)
                    defer {
                        initialized = kept &- batchStart
                        nextLineStart = lineStart
                        linesEnd = lineEnd
                        read = k
                        batchCheck = check
                    }
                    var s = try sizes.size(k)
                    while true {
                        // `k`, of size `s`, opens a line at the leading inset; the batch has room for it.
                        check.add(s)
                        let first = k
                        // For sizes read from memory, the frame's start along the scroll axis is
                        // left for the line's end (`realign`, or the last line of `.default`):
                        // one store less per item. Sizes made lane by lane (fraction-grid, lines
                        // of two or three items) are written whole, at the line's start: with
                        // the partial frames, fraction-grid took 1.4 instructions per item more.
                        if S.storedInPairs {
                            A.initialize(out + (k &- batchStart), cross: lead, size: s)
                        } else {
                            (out + (k &- batchStart)).initialize(to: A.rect(main: lineStart, cross: lead, size: s))
                        }
                        var far = lead + A.cross(s)
                        var largest = SIMD2(s.width, s.height) // the line's largest sides (`storedInPairs`)
                        var thickness = A.main(s) // the line's largest length along the scroll axis
                        k &+= 1
                        // The items that join it, up to the end of the items or of the batch.
                        var overflowed = false // whether `s` is item `k`, read, and does not fit
                        if S.storedInPairs {
                            // Two at a time: the far edge then alternates between two registers
                            // instead of being copied, and the loop's count is kept once per two.
                            // (Not for sizes made as they are read: two copies of `size` were
                            // compiled into more branches, fraction-grid 106 -> 117 instructions
                            // per item.)
                            @inline(__always) func join() throws(S.Failure) -> Bool {
                                try Self.join(
                                    A.self, &k, &s, far: &far, largest: &largest, check: &check, sizes: sizes,
                                    frames: out, batchStart: batchStart, itemSpacing: itemSpacing, threshold: threshold)
                            }
                            if speculate {
                                // Where the line breaks is guessed from `guess` (see `joinGuessing`),
                                // then checked against the exact far edges.
                                var guess = far
                                var overflowReach = 0.0
                                @inline(__always) func joinGuessing() throws(S.Failure) -> Bool {
                                    try Self.joinGuessing(
                                        A.self, &k, &s, far: &far, guess: &guess, overflowReach: &overflowReach,
                                        largest: &largest, check: &check, sizes: sizes, frames: out,
                                        batchStart: batchStart, itemSpacing: itemSpacing, threshold: threshold)
                                }
                                while k < pairsEnd {
                                    guard try joinGuessing(), try joinGuessing() else {
                                        overflowed = true
                                        break
                                    }
                                }
                                if !overflowed && k < batchEnd { overflowed = !(try joinGuessing()) }
                                // The far edges grow item by item (items >= 0 long, spacing >= 0, and
                                // rounding is monotone), so the exact tests agree with the guesses
                                // when the last item that joined fits (the first is never tested)
                                // and the one that did not, does not.
                                if !((k &- first == 1 || far < threshold)
                                    && (!overflowed || overflowReach >= threshold))
                                {
                                    // They do not (a far edge within rounding of the threshold, or
                                    // a bad size): the line again, with the exact tests.
                                    k = first
                                    s = try sizes.size(k)
                                    far = lead + A.cross(s)
                                    largest = SIMD2(s.width, s.height)
                                    k &+= 1
                                    overflowed = false
                                    while k < batchEnd {
                                        guard try join() else {
                                            overflowed = true
                                            break
                                        }
                                    }
                                }
                            } else {
                                while k < pairsEnd {
                                    guard try join(), try join() else {
                                        overflowed = true
                                        break
                                    }
                                }
                                if !overflowed && k < batchEnd { overflowed = !(try join()) }
                            }
                        } else {
                            // Sizes made lane by lane: the compiler turns the vector select into
                            // compares and branches for them, so the thickness is a scalar `maxsd`.
                            while k < batchEnd {
                                s = try sizes.size(k)
                                let position = far + itemSpacing
                                let reach = position + A.cross(s)
                                if reach >= threshold {
                                    overflowed = true
                                    break
                                }
                                check.add(s)
                                (out + (k &- batchStart)).initialize(
                                    to: A.rect(main: lineStart, cross: position, size: s))
                                far = reach
                                let main = A.main(s)
                                thickness = thickness > main ? thickness : main
                                k &+= 1
                            }
                        }
                        let last = k == count
                        if !last && !overflowed {
                            // The batch is full: does `k` join the open line?
                            s = try sizes.size(k)
                            if !((far + itemSpacing) + A.cross(s) >= threshold) {
                                // The open line does not fit in this batch: it starts the next one.
                                kept = first
                                next = first
                                room = Swift.min(count - first, Swift.max(batchSize, 2 * (k - first)))
                                return
                            }
                        }
                        // The open line is finished (`k` starts the next one, or it is the last);
                        // the last line is re-spaced only when the alignment is not `.default`.
                        let thisLineEnd =
                            lineStart
                            + (S.storedInPairs ? A.main(Size(width: largest[0], height: largest[1])) : thickness)
                        if !last || alignment != .default {
                            realign(
                                A.self, out + (first &- batchStart), count: k &- first, delta: available - far + lead,
                                lineStart: lineStart, lineEnd: thisLineEnd, startOnly: startOnly)
                        } else if S.storedInPairs {
                            // The last line with `.default` stays packed, at the line's start
                            // (written here for sizes read from memory, in pass 1 for the others).
                            for j in 0..<(k &- first) { A.setMain(&out[first &- batchStart &+ j], lineStart) }
                        }
                        // The end of everything so far: the original's `max(lineEnd, thisLineEnd)`
                        // is always `thisLineEnd` (a line starts at or after the end of the lines
                        // before it and its items are >= 0 long; a NaN size is refused).
                        lineEnd = thisLineEnd
                        kept = k
                        if last {
                            next = count
                            return
                        }
                        lineStart = lineEnd + lineSpacing
                        guard k < batchEnd else {
                            next = k
                            room = Swift.min(batchSize, count - k)
                            return
                        }
                    }
                }
            }
            if !batchCheck.mayBeValid {
                // A size read in this batch may be bad: the first one is refused (every earlier
                // batch passed; none is when huge sizes only made the sum overflow).
                for i in batchStart..<read {
                    let s = try sizes.size(i)
                    if !Self.isValid(s) { throw sizes.refusal(i, s) }
                }
            }
        }
        return linesEnd
    }

    /// Item `k` joins the open line, whose far edge is `far`, when it fits: its frame goes to
    /// `frames[k - batchStart]` and `k` moves on. False when it does not fit (`s` is then item
    /// `k`'s size, read). For sizes read from memory (`storedInPairs`).
    @inline(__always)
    private static func join<A: ScrollAxis, S: FlowItemSizes>(
        _: A.Type, _ k: inout Int, _ s: inout Size, far: inout Double,
        largest: inout SIMD2<Double>, check: inout SizeCheck, sizes: S,
        frames out: UnsafeMutablePointer<Rect>, batchStart: Int,
        itemSpacing: Double, threshold: Double
    ) throws(S.Failure) -> Bool {
        s = try sizes.size(k)
        let position = far + itemSpacing
        // Written before the test, so that `position` need not be kept (a copy less): when `k`
        // does not fit, its frame is written again as the first of the next line (`k` is below
        // the batch's end, so the storage exists).
        A.initialize(out + (k &- batchStart), cross: position, size: s)
        let reach = position + A.cross(s)
        if reach >= threshold { return false }
        accept(s, reach: reach, &k, far: &far, largest: &largest, check: &check)
        return true
    }

    /// The item of size `s`, whose far edge is `reach`, joins the line: its size is checked in
    /// the batch's check, the line's far edge and thickness grow, `k` moves on.
    @inline(__always)
    private static func accept(
        _ s: Size, reach: Double, _ k: inout Int, far: inout Double,
        largest: inout SIMD2<Double>, check: inout SizeCheck
    ) {
        check.add(s)
        far = reach
        // The line's thickness, with one instruction in place: the largest width and height in
        // one vector (`maxpd`, no length taken out of the size). Ties and NaN differ from
        // `Swift.max`, which cannot matter: lines start at or after +0, so a zero thickness of
        // either sign gives the same end, and a NaN size is refused.
        let v = SIMD2(s.width, s.height)
        largest = largest.replacing(with: v, where: .!(largest .> v))
        k &+= 1
    }

    /// `join`, with the test for the line's room made on `guess`, the far edge summed up as
    /// `guess + (itemSpacing + length)`: one addition on the chain from item to item instead of
    /// two, so that the branch, mispredicted at each line's end, is settled sooner; the exact far
    /// edge `far` (the frames' positions) is still computed, off that chain. The caller checks the
    /// guesses against `far` at the line's end (`overflowReach`: the exact far edge of the item
    /// that did not fit).
    @inline(__always)
    private static func joinGuessing<A: ScrollAxis, S: FlowItemSizes>(
        _: A.Type, _ k: inout Int, _ s: inout Size, far: inout Double,
        guess: inout Double, overflowReach: inout Double,
        largest: inout SIMD2<Double>, check: inout SizeCheck, sizes: S,
        frames out: UnsafeMutablePointer<Rect>, batchStart: Int,
        itemSpacing: Double, threshold: Double
    ) throws(S.Failure) -> Bool {
        s = try sizes.size(k)
        let position = far + itemSpacing
        A.initialize(out + (k &- batchStart), cross: position, size: s)
        let reach = position + A.cross(s)
        let guessed = guess + (itemSpacing + A.cross(s))
        if guessed >= threshold {
            overflowReach = reach
            return false
        }
        guess = guessed
        accept(s, reach: reach, &k, far: &far, largest: &largest, check: &check)
        return true
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
    private func realign<A: ScrollAxis>(
        _: A.Type, _ frames: UnsafeMutablePointer<Rect>, count n: Int, delta: Double,
        lineStart: Double, lineEnd thisLineEnd: Double, startOnly: Bool
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

extension ScrollAxis {
    /// Where `rect` starts across the scroll axis.
    @inline(__always) fileprivate static func crossOrigin(_ rect: Rect) -> Double {
        direction == .vertical ? rect.origin.x : rect.origin.y
    }
    /// Initialises the frame at `rect` with `size` and its start `cross` across the scroll axis;
    /// its start along the scroll axis is left for `setMain` (the frames are plain doubles).
    @inline(__always) fileprivate static func initialize(_ rect: UnsafeMutablePointer<Rect>, cross: Double, size: Size)
    {
        if direction == .vertical { rect.pointee.origin.x = cross } else { rect.pointee.origin.y = cross }
        rect.pointee.size = size
    }
    /// Moves `rect` to start at `value` along the scroll axis.
    @inline(__always) fileprivate static func setMain(_ rect: inout Rect, _ value: Double) {
        if direction == .vertical { rect.origin.y = value } else { rect.origin.x = value }
    }
    /// Moves `rect` to start at `value` across the scroll axis.
    @inline(__always) fileprivate static func setCross(_ rect: inout Rect, _ value: Double) {
        if direction == .vertical { rect.origin.x = value } else { rect.origin.y = value }
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
