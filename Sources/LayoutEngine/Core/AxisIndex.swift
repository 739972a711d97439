/// The index behind `LayoutResult.elements(in:)`: which elements can meet a span [a, b) along the
/// scroll axis, found with two binary searches over blocks of elements.
///
/// Elements are taken in blocks of `blockSize` consecutive entries of the *scan order*. For each
/// block k the index keeps `reach[k]`, the largest end along the scroll axis of blocks 0...k, and
/// `floor[k]`, the smallest start of blocks k... (both non-decreasing in k). An element can meet
/// [a, b) only if it ends after a and starts before b, so it lies in the blocks from the first whose
/// reach passes a up to the last whose floor is before b. Those blocks are scanned and filtered
/// exactly; elements outside them are never touched.
///
/// The scan order is the element order when elements come roughly in scroll order, which is what
/// every kind does except round-robin lanes: no element starts much before one emitted earlier
/// (`flow` centres items on their line, `aligned` aligns them to a line's bottom: a fraction of an
/// item). Then a query reads consecutive frames and the index needs no memory per element. When an
/// element starts more than `maximumBackstep` average item lengths before one of an earlier block
/// (`staggered`'s lanes drift apart by thousands of points), the elements are grouped by their
/// start instead: a stable counting sort into buckets along the scroll axis. The result then keeps
/// its frames in that scan order, so that a query still reads consecutive frames, with `order`
/// (scan entry to element position) and `slots` (element position to scan entry) between the two.
///
/// Memory: two Doubles per block (1 byte per element), plus 8 bytes per element when reordered.
/// Built in O(n) while the frames are appended (`Builder`); a query is O(log n + k), where k counts
/// the elements of the scanned blocks. The searches start where the span would be if elements were
/// spread evenly, so on real layouts they read a few blocks, not log n of them: at 10^6 elements
/// that saves most of a query's cache misses.
struct AxisIndex: Sendable {
    /// Entries per block: small enough that a query scans few elements it does not want, large
    /// enough that the block bounds cost 1 byte per element. (Blocks of 8 with a coarse level for
    /// the first search read fewer cache lines in callgrind's simulation, but made 10^6-item flow
    /// queries 0.2 µs slower on this machine.)
    static let blockSize = 16
    /// The largest backstep, in average item lengths along the scroll axis, that keeps the element
    /// order as the scan order (a query then scans at most that many item lengths more).
    static let maximumBackstep = 4.0

    /// The running bounds of block k, side by side so that both searches read the same lines.
    struct BlockBounds: Sendable {
        /// The largest end along the scroll axis of blocks 0...k.
        var reach: Double
        /// The smallest start along the scroll axis of blocks k...
        var floor: Double
    }

    let direction: ScrollDirection
    /// The number of elements.
    let count: Int
    /// Element positions in scan order; empty when the scan order is the element order.
    let order: [Int32]
    /// The scan entry of each element position (the inverse of `order`); empty with it.
    let slots: [Int32]
    let blocks: [BlockBounds]

    /// Whether the scan order differs from the element order (queries then sort their hits).
    var isReordered: Bool { !order.isEmpty }

    /// The entries of the scan order that can meet the span [a, b) along the scroll axis.
    func scanRange(from a: Double, to b: Double) -> Range<Int> {
        guard let head = blocks.first, let tail = blocks.last else { return 0..<0 }
        // The first block whose reach passes a, searched from where it would be if reach grew
        // linearly with the block index.
        let first = blocks.withUnsafeBufferPointer {
            Self.first(in: $0, from: 0, near: Self.interpolated(a, head.reach, tail.reach, count: $0.count)) { $0.reach > a }
        }
        // The first block from there whose floor is not before b: usually a few blocks on.
        let end = blocks.withUnsafeBufferPointer { Self.first(in: $0, from: first, near: first) { $0.floor >= b } }
        let lower = Swift.min(first * Self.blockSize, count)
        return lower ..< Swift.max(lower, Swift.min(end * Self.blockSize, count))
    }

    /// Where `a` would be among `count` non-decreasing values from `head` to `tail` if they grew
    /// linearly with the index: the starting point of `first(in:from:near:where:)`. Layouts spread
    /// their elements fairly evenly along the scroll axis, so the answer is usually close.
    private static func interpolated(_ a: Double, _ head: Double, _ tail: Double, count: Int) -> Int {
        let fraction = (a - head) / (tail - head)
        return fraction.isFinite ? Int(Swift.min(Swift.max(fraction, 0), 1) * Double(count - 1)) : 0
    }

    /// The first index from `start` on for which `isPast` holds, where `isPast` holds for every
    /// entry after such an entry (`entries.count` if none): steps of 1, 2, 4, ... entries from
    /// `guess` towards the answer, then a binary search in the last step. O(log d) entry reads for
    /// an answer d entries from the guess.
    private static func first<C: RandomAccessCollection>(in entries: C, from start: Int, near guess: Int,
                                                         where isPast: (C.Element) -> Bool) -> Int where C.Index == Int {
        let base = entries.startIndex
        var lo = start, hi = entries.count
        let g = Swift.min(Swift.max(guess, lo), hi)
        var step = 1
        if g < hi && isPast(entries[base + g]) {
            hi = g  // every entry from hi on is past
            while hi - step >= lo && isPast(entries[base + hi - step]) { hi -= step; step *= 2 }
            lo = Swift.max(lo, hi - step + 1)
        } else {
            lo = Swift.min(g + 1, hi)  // no entry before lo is past
            while lo + step - 1 < hi && !isPast(entries[base + lo + step - 1]) { lo += step; step *= 2 }
            hi = Swift.min(hi, lo + step - 1)
        }
        while lo < hi { let m = (lo + hi) / 2; if isPast(entries[base + m]) { hi = m } else { lo = m + 1 } }
        return lo
    }

    /// The element position of scan entry `k`.
    @inline(__always) func position(_ k: Int) -> Int { order.isEmpty ? k : Int(order[k]) }

    /// Collects the bounds of each block of frames, in element order, and notices whether that
    /// order is close enough to scroll order to scan in. `catchUp` takes the whole blocks appended
    /// since it last ran; `finish` the rest.
    struct Builder: Sendable {
        let direction: ScrollDirection
        /// The frames taken so far (a multiple of `blockSize` until `finish`).
        private(set) var indexed = 0
        /// Each block's own bounds: `reach` is its largest end, `floor` its smallest start (made
        /// running bounds by `AxisIndex.init`).
        fileprivate var blocks: [BlockBounds] = []
        /// What the blocks taken so far say about the scroll order.
        fileprivate var order = OrderState()

        /// The latest start seen, how far an element started before one of an earlier block, and
        /// the sum of the lengths (for the average item length).
        fileprivate struct OrderState: Sendable {
            var latestStart = -Double.infinity
            var backstep = 0.0
            var lengthSum = 0.0

            /// The bounds of the block `frames`, noting their starts and lengths. The backstep is
            /// measured from block to block (an element against the elements of earlier blocks):
            /// enough to notice lanes that drift apart, and half the work per frame of comparing
            /// each element with every earlier one. (Non-finite values are never hits; the
            /// comparisons below skip NaN.)
            @inline(__always)
            mutating func bounds(of frames: UnsafeBufferPointer<Rect>, vertical: Bool) -> BlockBounds {
                var blockStart = Double.infinity, blockEnd = -Double.infinity, blockLatest = -Double.infinity
                var lengthSum = self.lengthSum
                for frame in frames {
                    let start = vertical ? frame.origin.y : frame.origin.x
                    let length = vertical ? frame.size.height : frame.size.width
                    let end = start + length
                    blockStart = start < blockStart ? start : blockStart
                    blockEnd = end > blockEnd ? end : blockEnd
                    blockLatest = start > blockLatest ? start : blockLatest
                    lengthSum += length
                }
                if latestStart - blockStart > backstep { backstep = latestStart - blockStart }
                if blockLatest > latestStart { latestStart = blockLatest }
                self.lengthSum = lengthSum
                return BlockBounds(reach: blockEnd, floor: blockStart)
            }
        }

        init(direction: ScrollDirection, capacity: Int) {
            self.direction = direction
            blocks.reserveCapacity(capacity / AxisIndex.blockSize + 1)
        }

        /// Takes the whole blocks of `frames` after the ones already taken. Every frame of a
        /// layout passes here once (twice when grouped), so the frames are read from an unsafe
        /// buffer: no bounds checks.
        mutating func catchUp(_ frames: [Rect]) {
            guard indexed + AxisIndex.blockSize <= frames.count else { return }
            let vertical = direction == .vertical
            var order = self.order, indexed = self.indexed
            frames.withUnsafeBufferPointer { frames in
                while indexed + AxisIndex.blockSize <= frames.count {
                    blocks.append(order.bounds(of: UnsafeBufferPointer(rebasing: frames[indexed..<(indexed + AxisIndex.blockSize)]), vertical: vertical))
                    indexed += AxisIndex.blockSize
                }
            }
            self.order = order; self.indexed = indexed
        }

        /// Takes `frames` as one block.
        fileprivate mutating func take(_ frames: UnsafeBufferPointer<Rect>) {
            blocks.append(order.bounds(of: frames, vertical: direction == .vertical))
            indexed += frames.count
        }

        /// Takes the frames after the ones already taken as one block (the last, partial one).
        fileprivate mutating func takeRest(_ frames: [Rect]) {
            guard indexed < frames.count else { return }
            frames.withUnsafeBufferPointer { take(UnsafeBufferPointer(rebasing: $0[indexed...])) }
        }

        /// The index of `frames`, the frames the builder was given in element order, and the
        /// frames in scan order (`frames` itself unless the elements were grouped by start).
        func finish(_ frames: [Rect]) -> (index: AxisIndex, scanOrdered: [Rect]) {
            precondition(frames.count < Int(Int32.max), "a layout result holds fewer than 2^31 elements")
            var all = self
            all.catchUp(frames)
            all.takeRest(frames)
            let averageLength = frames.isEmpty ? 0 : all.order.lengthSum / Double(frames.count)
            if all.order.backstep > AxisIndex.maximumBackstep * averageLength {
                return AxisIndex.grouping(frames, all)
            }
            return (AxisIndex(count: frames.count, order: [], slots: [], blocks: all), frames)
        }
    }

    /// Turns the builder's per-block bounds into running bounds: `reach` from the front, `floor`
    /// from the back.
    private init(count: Int, order: [Int32], slots: [Int32], blocks builder: consuming Builder) {
        var blocks = builder.blocks
        builder.blocks = []  // `blocks` is then the only reference: no copy below
        var running = -Double.infinity
        for k in blocks.indices {
            if blocks[k].reach > running { running = blocks[k].reach }
            blocks[k].reach = running
        }
        running = .infinity
        for k in blocks.indices.reversed() {
            if blocks[k].floor < running { running = blocks[k].floor }
            blocks[k].floor = running
        }
        self.direction = builder.direction; self.count = count; self.order = order; self.slots = slots
        self.blocks = blocks
    }

    /// The index with the elements grouped by their start, and the frames in that order: a stable
    /// counting sort of the element positions into about n/4 buckets of equal width along the
    /// scroll axis (non-finite starts in the first), then one pass that gathers the frames and
    /// takes the blocks. `elements` has seen every frame (it knows the range of the starts).
    private static func grouping(_ frames: [Rect], _ elements: Builder) -> (index: AxisIndex, scanOrdered: [Rect]) {
        let vertical = elements.direction == .vertical
        // The buckets span the finite starts: an infinite end of the range would make every
        // bucket number NaN (infinite starts go to the first bucket, below).
        let lowest = elements.blocks.lazy.map(\.floor).filter(\.isFinite).min() ?? 0
        let highest = elements.order.latestStart.isFinite ? elements.order.latestStart : lowest
        let bucketCount = Swift.max(1, frames.count / 4)
        let scale = highest > lowest ? Double(bucketCount) / (highest - lowest) : 0
        // Each element's bucket, and how many elements each bucket holds.
        let n = frames.count
        var counts = [Int](repeating: 0, count: bucketCount + 1)
        let buckets = [Int32](unsafeUninitializedCapacity: n) { buckets, written in
            frames.withUnsafeBufferPointer { frames in
                counts.withUnsafeMutableBufferPointer { counts in
                    for i in 0..<n {
                        let s = vertical ? frames[i].origin.y : frames[i].origin.x
                        let b = s.isFinite ? Swift.min(bucketCount - 1, Swift.max(0, Int((s - lowest) * scale))) : 0
                        counts[b + 1] += 1
                        buckets[i] = Int32(b)
                    }
                }
            }
            written = n
        }
        // Each bucket's first slot, then every element in its slot.
        for b in 0..<bucketCount { counts[b + 1] += counts[b] }
        var slots: [Int32] = []
        let order = [Int32](unsafeUninitializedCapacity: n) { order, written in
            slots = [Int32](unsafeUninitializedCapacity: n) { slots, slotsWritten in
                counts.withUnsafeMutableBufferPointer { counts in
                    for i in 0..<n {
                        let b = Int(buckets[i])
                        let k = counts[b]
                        order[k] = Int32(i)
                        slots[i] = Int32(k)
                        counts[b] = k + 1
                    }
                }
                slotsWritten = n
            }
            written = n
        }
        // The frames in that order, each block taken while it is in the cache.
        var blocks = Builder(direction: elements.direction, capacity: n)
        let scanOrdered = [Rect](unsafeUninitializedCapacity: n) { out, written in
            frames.withUnsafeBufferPointer { frames in
                var k = 0
                while k < n {
                    let end = Swift.min(k + blockSize, n)
                    for j in k..<end { (out.baseAddress! + j).initialize(to: frames[Int(order[j])]) }
                    blocks.take(UnsafeBufferPointer(rebasing: out[k..<end]))
                    k = end
                }
            }
            written = n
        }
        return (AxisIndex(count: frames.count, order: order, slots: slots, blocks: blocks), scanOrdered)
    }
}
