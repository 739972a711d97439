/// How the items after a line's first join it, for `FlowLines`' line loop:
///
///     joiner.open(first, size: s, lineStart: lineStart)   // at the leading inset
///     let overflowed = try joiner.join(&k, &s, upTo: batchEnd)
///     ... close the line: `joiner.far`, `joiner.thickness`
///
/// Three joiners, picked once per section (`FlowLines.place`): `ExactJoin` for sizes read from
/// memory, `GuessingJoin` for those in sections too large for the caches, `WholeFrameJoin` for
/// sizes made as they are read (fraction-grid). Each is specialised for its scroll axis and
/// sizes, and every method is inlined into the line loop, so that a joiner's state lives in
/// registers.
protocol FlowLineJoiner {
    associatedtype Axis: ScrollAxis
    associatedtype Sizes: FlowItemSizes
    /// Whether `open` and `join` write frames whole, with their start along the scroll axis;
    /// otherwise that start is left for the line's end (`FlowLines.Lines.realign`).
    static var writesLineStart: Bool { get }
    /// A joiner for one batch.
    init(batch: FlowBatch, check: FlowLines.SizeCheck)
    /// The sizes of the items read in the batch so far.
    var check: FlowLines.SizeCheck { get }
    /// The open line's far edge across the scroll axis.
    var far: Double { get }
    /// The open line's length along the scroll axis: its longest item's.
    var thickness: Double { get }
    /// Opens a line with item `k`, of size `size`, at the leading inset.
    mutating func open(_ k: Int, size: Size, lineStart: Double)
    /// Items from `k` on join the open line while they fit, up to `end`: each one's frame is
    /// written and `k` moves on. Returns whether item `k` did not fit (its size is then `s`);
    /// false when `k` reached `end`.
    mutating func join(_ k: inout Int, _ s: inout Size, upTo end: Int, sizes: Sizes) throws(Sizes.Failure) -> Bool
}

/// Where one batch's frames go and the terms every line of it shares.
struct FlowBatch {
    /// Item `k`'s frame is `frames[k - batchStart]`.
    let frames: UnsafeMutablePointer<Rect>
    let batchStart: Int
    /// The leading inset across the scroll axis (where a line's first item starts), the gap
    /// between items, and the overflow test's threshold (`FlowLines.overflowThreshold`).
    let lead: Double, itemSpacing: Double, threshold: Double

    /// Item `k`'s frame.
    @inline(__always) func frame(_ k: Int) -> UnsafeMutablePointer<Rect> { frames + (k &- batchStart) }
}

/// The exact test for sizes read from memory: an item joins when `(far + itemSpacing) + length`
/// stays below the threshold. Items join two at a time (`join` unrolled by hand): the far edge
/// then alternates between two registers instead of being copied, and the loop's count is
/// tested once per two items. Frames are written without their start along the scroll axis,
/// which the line's end writes: one store less per item.
struct ExactJoin<Axis: ScrollAxis, Sizes: FlowItemSizes>: FlowLineJoiner {
    typealias A = Axis
    static var writesLineStart: Bool { false }
    let batch: FlowBatch
    var check: FlowLines.SizeCheck
    var far = 0.0
    /// The line's largest width and height, in one vector (`maxpd`, no length taken out of the
    /// size per item).
    var largest = SIMD2<Double>.zero

    @inline(__always)
    init(batch: FlowBatch, check: FlowLines.SizeCheck) {
        self.batch = batch
        self.check = check
    }

    var thickness: Double { @inline(__always) get { A.main(Size(width: largest[0], height: largest[1])) } }

    @inline(__always)
    mutating func open(_ k: Int, size s: Size, lineStart _: Double) {
        check.add(s)
        A.initialize(batch.frame(k), cross: batch.lead, size: s)
        far = batch.lead + A.cross(s)
        largest = SIMD2(s.width, s.height)
    }

    @inline(__always)
    mutating func join(_ k: inout Int, _ s: inout Size, upTo end: Int, sizes: Sizes) throws(Sizes.Failure) -> Bool {
        let pairsEnd = end &- 1 // two more items fit when `k < pairsEnd`
        while k < pairsEnd {
            guard try joinOne(&k, &s, sizes: sizes), try joinOne(&k, &s, sizes: sizes) else { return true }
        }
        if k < end { return !(try joinOne(&k, &s, sizes: sizes)) }
        return false
    }

    /// Item `k` joins the open line when it fits: its frame is written and `k` moves on. False
    /// when it does not fit (`s` is then item `k`'s size).
    @inline(__always)
    mutating func joinOne(_ k: inout Int, _ s: inout Size, sizes: Sizes) throws(Sizes.Failure) -> Bool {
        s = try sizes.size(k)
        let position = far + batch.itemSpacing
        // Written before the test, so that `position` need not be kept (a copy less): when `k`
        // does not fit, its frame is written again as the first of the next line (`k` is below
        // the batch's end, so the storage exists).
        A.initialize(batch.frame(k), cross: position, size: s)
        let reach = position + A.cross(s)
        if reach >= batch.threshold { return false }
        accept(s, reach: reach, &k)
        return true
    }

    /// The item of size `s`, whose far edge is `reach`, joins the line: its size is checked in
    /// the batch's check, the line's far edge and thickness grow, `k` moves on.
    @inline(__always)
    mutating func accept(_ s: Size, reach: Double, _ k: inout Int) {
        check.add(s)
        far = reach
        // Ties and NaN differ from `Swift.max`, which cannot matter: lines start at or after +0,
        // so a zero thickness of either sign gives the same end, and a NaN size is refused.
        let v = SIMD2(s.width, s.height)
        largest = largest.replacing(with: v, where: .!(largest .> v))
        k &+= 1
    }
}

/// `ExactJoin` with the test for the line's room made on a guess, the far edge summed up as
/// `guess + (itemSpacing + length)`: one addition on the chain from item to item instead of two,
/// so that the branch, mispredicted at each line's end, is settled sooner. The exact far edge
/// (the frames' positions) is still computed, off that chain, and the guesses are checked
/// against it at the line's end: the line is joined again with the exact test when they may
/// differ (a far edge within rounding of the threshold, or a bad size).
///
/// Needs far edges that only grow (`itemSpacing >= 0`; items are >= 0 long and rounding is
/// monotone) and a threshold that is not NaN.
struct GuessingJoin<Axis: ScrollAxis, Sizes: FlowItemSizes>: FlowLineJoiner {
    typealias A = Axis
    static var writesLineStart: Bool { false }
    /// The exact line: far edge, thickness, frames and size check.
    var exact: ExactJoin<Axis, Sizes>
    /// The line's far edge as guessed.
    var guess = 0.0
    /// The exact far edge of the item that did not fit.
    var overflowReach = 0.0
    /// The line's first item.
    var first = 0

    @inline(__always)
    init(batch: FlowBatch, check: FlowLines.SizeCheck) { exact = ExactJoin(batch: batch, check: check) }

    var check: FlowLines.SizeCheck { @inline(__always) get { exact.check } }
    var far: Double { @inline(__always) get { exact.far } }
    var thickness: Double { @inline(__always) get { exact.thickness } }

    @inline(__always)
    mutating func open(_ k: Int, size s: Size, lineStart: Double) {
        exact.open(k, size: s, lineStart: lineStart)
        guess = exact.far
        first = k
    }

    @inline(__always)
    mutating func join(_ k: inout Int, _ s: inout Size, upTo end: Int, sizes: Sizes) throws(Sizes.Failure) -> Bool {
        var overflowed = false
        let pairsEnd = end &- 1
        while k < pairsEnd {
            guard try joinOne(&k, &s, sizes: sizes), try joinOne(&k, &s, sizes: sizes) else {
                overflowed = true
                break
            }
        }
        if !overflowed && k < end { overflowed = !(try joinOne(&k, &s, sizes: sizes)) }
        // The exact tests agree with the guesses when the last item that joined fits (the first
        // is never tested) and the one that did not, does not.
        let threshold = exact.batch.threshold
        if (k &- first == 1 || exact.far < threshold) && (!overflowed || overflowReach >= threshold) {
            return overflowed
        }
        // They may not: the line again, with the exact tests, one item at a time (rare).
        k = first
        s = try sizes.size(k)
        exact.open(k, size: s, lineStart: 0)
        k &+= 1
        while k < end {
            guard try exact.joinOne(&k, &s, sizes: sizes) else { return true }
        }
        return false
    }

    /// `ExactJoin.joinOne`, tested on the guess.
    @inline(__always)
    mutating func joinOne(_ k: inout Int, _ s: inout Size, sizes: Sizes) throws(Sizes.Failure) -> Bool {
        s = try sizes.size(k)
        let position = exact.far + exact.batch.itemSpacing
        A.initialize(exact.batch.frame(k), cross: position, size: s)
        let reach = position + A.cross(s)
        let guessed = guess + (exact.batch.itemSpacing + A.cross(s))
        if guessed >= exact.batch.threshold {
            overflowReach = reach
            return false
        }
        guess = guessed
        exact.accept(s, reach: reach, &k)
        return true
    }
}

/// For sizes made as they are read (fraction-grid's, lines of two or three items): one item at
/// a time, each frame written whole at the line's start, and the thickness a scalar `maxsd`
/// (the compiler turns vector selects on such sizes into compares and branches, and two copies
/// of `size` per round into more branches).
struct WholeFrameJoin<Axis: ScrollAxis, Sizes: FlowItemSizes>: FlowLineJoiner {
    typealias A = Axis
    static var writesLineStart: Bool { true }
    let batch: FlowBatch
    var check: FlowLines.SizeCheck
    var far = 0.0
    var thickness = 0.0
    var lineStart = 0.0

    @inline(__always)
    init(batch: FlowBatch, check: FlowLines.SizeCheck) {
        self.batch = batch
        self.check = check
    }

    @inline(__always)
    mutating func open(_ k: Int, size s: Size, lineStart: Double) {
        check.add(s)
        batch.frame(k).initialize(to: A.rect(main: lineStart, cross: batch.lead, size: s))
        far = batch.lead + A.cross(s)
        thickness = A.main(s)
        self.lineStart = lineStart
    }

    @inline(__always)
    mutating func join(_ k: inout Int, _ s: inout Size, upTo end: Int, sizes: Sizes) throws(Sizes.Failure) -> Bool {
        while k < end {
            s = try sizes.size(k)
            let position = far + batch.itemSpacing
            let reach = position + A.cross(s)
            if reach >= batch.threshold { return true }
            check.add(s)
            batch.frame(k).initialize(to: A.rect(main: lineStart, cross: position, size: s))
            far = reach
            let main = A.main(s)
            thickness = thickness > main ? thickness : main
            k &+= 1
        }
        return false
    }
}

extension FlowLines {
    /// Whether the sizes seen so far are all finite and >= 0, in two vectors and two
    /// instructions per size, with no branch: `sum` adds the sizes up (infinite or NaN when a
    /// side is, and it stays so), `lowest` is the smallest side (-0 counts as 0, as `>= 0` does;
    /// a NaN side may be skipped, the sum has it). A bad size is rare, so only a batch that fails
    /// is searched for its first bad item (an item placed with a bad size is harmless: the layout
    /// throws). A batch of huge finite sizes may add up to infinity: its search then finds
    /// nothing, and nothing is refused.
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
}
