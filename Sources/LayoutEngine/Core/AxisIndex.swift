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
/// A kind that knows its elements' starts before it writes their frames appends them already
/// grouped (`LayoutBuilder.appendCellsGroupedByStart`: staggered sections of 1,024 items or more),
/// so that no frame is written twice; the index then only joins the runs (`joiningPregrouped`).
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
    /// The scan entries, and the element positions, that are grouped by their start: every entry
    /// outside is its own element position. Empty when the scan order is the element order.
    let grouped: Range<Int>
    /// The element position of each scan entry of `grouped` (entry `grouped.lowerBound + j` at
    /// `j`); empty when nothing is grouped.
    let order: [Int32]
    /// The scan entry of each element position of `grouped` (the inverse of `order`, indexed the
    /// same way); empty with it.
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
            Self.first(in: $0, from: 0, near: Self.interpolated(a, head.reach, tail.reach, count: $0.count)) {
                $0.reach > a
            }
        }
        // The first block from there whose floor is not before b: usually a few blocks on.
        let end = blocks.withUnsafeBufferPointer { Self.first(in: $0, from: first, near: first) { $0.floor >= b } }
        let lower = Swift.min(first * Self.blockSize, count)
        return lower..<Swift.max(lower, Swift.min(end * Self.blockSize, count))
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
    private static func first<C: RandomAccessCollection>(
        in entries: C, from start: Int, near guess: Int,
        where isPast: (C.Element) -> Bool
    ) -> Int where C.Index == Int {
        let base = entries.startIndex
        var lo = start
        var hi = entries.count
        let g = Swift.min(Swift.max(guess, lo), hi)
        var step = 1
        if g < hi && isPast(entries[base + g]) {
            hi = g // every entry from hi on is past
            while hi - step >= lo && isPast(entries[base + hi - step]) {
                hi -= step
                step *= 2
            }
            lo = Swift.max(lo, hi - step + 1)
        } else {
            lo = Swift.min(g + 1, hi) // no entry before lo is past
            while lo + step - 1 < hi && !isPast(entries[base + lo + step - 1]) {
                lo += step
                step *= 2
            }
            hi = Swift.min(hi, lo + step - 1)
        }
        while lo < hi {
            let m = (lo + hi) / 2
            if isPast(entries[base + m]) { hi = m } else { lo = m + 1 }
        }
        return lo
    }

    /// The element position of scan entry `k`.
    @inline(__always) func position(_ k: Int) -> Int {
        grouped.contains(k) ? Int(order[k - grouped.lowerBound]) : k
    }

    /// What one block of frames says along both axes at once, x in lane 0 and y in lane 1: one
    /// SIMD2 operation per frame serves either scroll direction (the lane is picked once per
    /// block, `Builder.Progress.take`) and reads a frame's origin and size as two 16-byte loads.
    /// The comparisons skip NaN, as the scalar ones did: a non-finite value is never a hit.
    struct BlockSummary {
        /// The smallest start, the largest end and the latest start of the frames, and the sum of
        /// their lengths.
        var start = SIMD2<Double>(repeating: .infinity)
        var end = SIMD2<Double>(repeating: -.infinity)
        var latestStart = SIMD2<Double>(repeating: -.infinity)
        var lengthSum = SIMD2<Double>.zero

        init() {}

        /// The summary of the `count` frames from `frames`. The even and the odd frames are
        /// summed up apart and then merged: two chains of dependent min, max and add instead of
        /// one, which the processor runs side by side. (Min and max do not depend on the order;
        /// the sum of the lengths only decides whether elements are grouped.) Four frames a
        /// round: the compiler does not unroll the loop, and each round costs six register copies.
        @inline(__always)
        init(of frames: UnsafePointer<Rect>, count: Int) {
            var odd = BlockSummary()
            var j = 0
            while j + 4 <= count {
                add(frames[j])
                odd.add(frames[j + 1])
                add(frames[j + 2])
                odd.add(frames[j + 3])
                j += 4
            }
            while j < count {
                add(frames[j])
                j += 1
            }
            start = start.replacing(with: odd.start, where: odd.start .< start)
            end = end.replacing(with: odd.end, where: odd.end .> end)
            latestStart = latestStart.replacing(with: odd.latestStart, where: odd.latestStart .> latestStart)
            lengthSum += odd.lengthSum
        }

        @inline(__always)
        private mutating func add(_ frame: Rect) {
            let origin = SIMD2(frame.origin.x, frame.origin.y)
            let size = SIMD2(frame.size.width, frame.size.height)
            let end = origin + size
            start = start.replacing(with: origin, where: origin .< start)
            self.end = self.end.replacing(with: end, where: end .> self.end)
            latestStart = latestStart.replacing(with: origin, where: origin .> latestStart)
            lengthSum += size
        }
    }

    /// What one block of frames says along the scroll axis `A` only, the same values as
    /// `BlockSummary`'s lane for `A`: two frames side by side in each `SIMD2`, the even frames in
    /// lane 0 and the odd ones in lane 1, so that the lanes are `BlockSummary`'s even and odd
    /// chains, operation for operation (the frames after the last whole four go to the even chain
    /// one by one, as there), merged the same way. `BlockSummary` sums up both axes of one frame
    /// per operation, half of which the index never reads.
    struct AxisSummary {
        var start: Double, end: Double, latestStart: Double, lengthSum: Double

        @inline(__always)
        init<A: ScrollAxis>(_: A.Type, of frames: UnsafePointer<Rect>, count: Int) {
            var start = SIMD2<Double>(repeating: .infinity)
            var end = SIMD2<Double>(repeating: -.infinity)
            var latest = SIMD2<Double>(repeating: -.infinity)
            var sum = SIMD2<Double>.zero
            @inline(__always) func pair(_ j: Int) {
                // Each frame's origin and size as one 16-byte load, the scroll axis's lanes of two
                // frames taken out of them with one shuffle each.
                let f0 = frames[j]
                let f1 = frames[j &+ 1]
                let o0 = SIMD2(f0.origin.x, f0.origin.y)
                let o1 = SIMD2(f1.origin.x, f1.origin.y)
                let s0 = SIMD2(f0.size.width, f0.size.height)
                let s1 = SIMD2(f1.size.width, f1.size.height)
                let origin = A.direction == .vertical ? SIMD2(o0[1], o1[1]) : SIMD2(o0[0], o1[0])
                let length = A.direction == .vertical ? SIMD2(s0[1], s1[1]) : SIMD2(s0[0], s1[0])
                let stop = origin + length
                start = start.replacing(with: origin, where: origin .< start)
                end = end.replacing(with: stop, where: stop .> end)
                latest = latest.replacing(with: origin, where: origin .> latest)
                sum += length
            }
            var j = 0
            while j &+ 4 <= count {
                pair(j)
                pair(j &+ 2)
                j &+= 4
            }
            // The rest into the even chain, one by one.
            var evenStart = start[0]
            var evenEnd = end[0]
            var evenLatest = latest[0]
            var evenSum = sum[0]
            while j < count {
                let origin = A.mainOrigin(frames[j])
                let length = A.main(frames[j].size)
                let stop = origin + length
                if origin < evenStart { evenStart = origin }
                if stop > evenEnd { evenEnd = stop }
                if origin > evenLatest { evenLatest = origin }
                evenSum += length
                j &+= 1
            }
            // Merged as `BlockSummary` merges its odd chain into its even one.
            self.start = start[1] < evenStart ? start[1] : evenStart
            self.end = end[1] > evenEnd ? end[1] : evenEnd
            self.latestStart = latest[1] > evenLatest ? latest[1] : evenLatest
            self.lengthSum = evenSum + sum[1]
        }
    }

    /// Collects the bounds of each block of frames, in element order, and notices whether that
    /// order is close enough to scroll order to scan in. `catchUp` takes the whole blocks appended
    /// since it last ran; `finish` the rest.
    struct Builder: Sendable {
        let direction: ScrollDirection
        /// Each block's own bounds: `reach` is its largest end, `floor` its smallest start (made
        /// running bounds by `AxisIndex.init`).
        fileprivate var blocks: [BlockBounds] = []
        /// Each block's latest start along the scroll axis: which blocks to group, should the
        /// elements be grouped (`AxisIndex.groupedBlocks`).
        fileprivate var latestStarts: [Double] = []
        fileprivate var progress = Progress()
        /// The runs of frames appended already in scan order (`LayoutBuilder.appendCellsGroupedByStart`),
        /// in order of position.
        fileprivate var pregrouped: [Pregrouped] = []

        /// Frames `range` of the builder, appended in scan order: `order` gives the element
        /// position of each (entry `range.lowerBound + j` at `j`), `slots` the scan entry of each
        /// element position (indexed the same way); both absolute.
        struct Pregrouped: Sendable {
            var range: Range<Int>
            var order: [Int32]
            var slots: [Int32]
        }

        /// Records that `range` of the frames was appended in scan order (see `Pregrouped`).
        mutating func addPregrouped(_ range: Range<Int>, order: [Int32], slots: [Int32]) {
            precondition(
                range.lowerBound >= (pregrouped.last?.range.upperBound ?? 0) && order.count == range.count
                    && slots.count == range.count,
                "addPregrouped: runs in order of position, one entry per frame")
            guard !range.isEmpty else { return }
            pregrouped.append(Pregrouped(range: range, order: order, slots: slots))
        }

        /// The frames taken so far (a multiple of `blockSize` until `finish`).
        var indexed: Int { progress.indexed }

        /// How many frames were taken, the latest start seen, how far an element started before
        /// one of an earlier block, and the sum of the lengths (for the average item length).
        fileprivate struct Progress: Sendable {
            var indexed = 0
            var latestStart = -Double.infinity
            var backstep = 0.0
            var lengthSum = 0.0

            /// Takes the block of `count` frames summed up in `block`: its bounds along the scroll
            /// axis (lane 1 of the summary when `vertical`). The backstep is measured from block
            /// to block (an element against the elements of earlier blocks): enough to notice
            /// lanes that drift apart, and half the work per frame of comparing each element with
            /// every earlier one.
            @inline(__always)
            mutating func take(_ block: BlockSummary, count: Int, vertical: Bool) -> BlockBounds {
                let lane = vertical ? 1 : 0
                let start = block.start[lane]
                if latestStart - start > backstep { backstep = latestStart - start }
                if block.latestStart[lane] > latestStart { latestStart = block.latestStart[lane] }
                lengthSum += block.lengthSum[lane]
                indexed += count
                return BlockBounds(reach: block.end[lane], floor: start)
            }

            /// `take` for a block summed up along the scroll axis only (the same steps).
            @inline(__always)
            mutating func take(_ block: AxisSummary, count: Int) -> BlockBounds {
                let start = block.start
                if latestStart - start > backstep { backstep = latestStart - start }
                if block.latestStart > latestStart { latestStart = block.latestStart }
                lengthSum += block.lengthSum
                indexed += count
                return BlockBounds(reach: block.end, floor: start)
            }
        }

        /// A builder with room for the blocks of `capacity` elements (none: no allocation).
        init(direction: ScrollDirection, capacity: Int = 0) {
            self.direction = direction
            if capacity > 0 {
                blocks.reserveCapacity(capacity / AxisIndex.blockSize + 1)
                latestStarts.reserveCapacity(capacity / AxisIndex.blockSize + 1)
            }
        }

        /// Takes the whole blocks of `frames` after the ones already taken.
        mutating func catchUp(_ frames: [Rect]) {
            guard indexed + AxisIndex.blockSize <= frames.count else { return }
            frames.withUnsafeBufferPointer { take($0, all: false) }
        }

        /// Takes the blocks of `frames` after the ones already taken: the whole ones, and with
        /// `all` the last, partial one too. Every frame of a layout passes here once (twice when
        /// grouped), so the frames are read through an unsafe pointer (no bounds checks), and the
        /// blocks are appended through one `OutputSpan` (one uniqueness check per call).
        fileprivate mutating func take(_ frames: UnsafeBufferPointer<Rect>, all: Bool) {
            guard let base = frames.baseAddress else { return }
            var progress = self.progress
            let vertical = direction == .vertical
            let left = frames.count - progress.indexed
            let newBlocks = left / AxisIndex.blockSize + (all && left % AxisIndex.blockSize > 0 ? 1 : 0)
            guard newBlocks > 0 else { return }
            let lane = vertical ? 1 : 0
            var latestStarts = self.latestStarts
            self.latestStarts = [] // the local copy is then the only reference
            latestStarts.append(addingCapacity: newBlocks) { (latestStarts: inout OutputSpan<Double>) in
                blocks.append(addingCapacity: newBlocks) { (blocks: inout OutputSpan<BlockBounds>) in
                    // The whole blocks through the spans' storage pointers, the progress in a
                    // local: each `OutputSpan.append` loaded and stored its count, and the progress
                    // was read and written through memory.
                    let whole = (frames.count - progress.indexed) / AxisIndex.blockSize
                    latestStarts.withUnsafeMutableBufferPointer { latestOut, latestCount in
                        blocks.withUnsafeMutableBufferPointer { blocksOut, blocksCount in
                            var local = progress
                            let latestAt = latestOut.baseAddress.unsafelyUnwrapped + latestCount
                            let blocksAt = blocksOut.baseAddress.unsafelyUnwrapped + blocksCount
                            // Along the scroll axis only, compiled once per direction.
                            @inline(__always) func takeWhole<A: ScrollAxis>(_: A.Type) {
                                for b in 0..<whole {
                                    let block = AxisSummary(
                                        A.self, of: base + local.indexed, count: AxisIndex.blockSize)
                                    (blocksAt + b).initialize(to: local.take(block, count: AxisIndex.blockSize))
                                    (latestAt + b).initialize(to: block.latestStart)
                                }
                            }
                            if vertical {
                                takeWhole(VerticalScrollAxis.self)
                            } else {
                                takeWhole(HorizontalScrollAxis.self)
                            }
                            progress = local
                            latestCount &+= whole
                            blocksCount &+= whole
                        }
                    }
                    if all && progress.indexed < frames.count {
                        let count = frames.count - progress.indexed
                        let block = BlockSummary(of: base + progress.indexed, count: count)
                        blocks.append(progress.take(block, count: count, vertical: vertical))
                        latestStarts.append(block.latestStart[lane])
                    }
                }
            }
            self.latestStarts = latestStarts
            self.progress = progress
        }

        /// The index of `frames`, the frames the builder was given in element order; when the
        /// elements are grouped by start, the grouped part of `frames` is put in scan order in
        /// place (pass a uniquely referenced array, or it is copied). Consuming: the blocks are
        /// completed in place, not copied (`LayoutBuilder.finish` hands its builder over).
        consuming func finish(_ frames: inout [Rect]) -> AxisIndex {
            precondition(frames.count < Int(Int32.max), "a layout result holds fewer than 2^31 elements")
            frames.withUnsafeBufferPointer { take($0, all: true) }
            let averageLength = frames.isEmpty ? 0 : progress.lengthSum / Double(frames.count)
            let threshold = AxisIndex.maximumBackstep * averageLength
            if progress.backstep > threshold {
                if !pregrouped.isEmpty {
                    // Elements elsewhere step back too (a kind that did not group its own): the
                    // runs in scan order are put back in element order and everything is indexed
                    // anew, then grouped as one (rare; the frames are read once more).
                    for run in pregrouped {
                        let copy = Array(frames[run.range])
                        for (j, p) in run.order.enumerated() { frames[Int(p)] = copy[j] }
                    }
                    let fresh = Builder(direction: direction, capacity: frames.count)
                    return fresh.finish(&frames)
                }
                return AxisIndex.grouping(&frames, consume self, threshold: threshold)
            }
            if !pregrouped.isEmpty { return AxisIndex.joiningPregrouped(count: frames.count, consume self) }
            return AxisIndex(count: frames.count, grouped: 0..<0, order: [], slots: [], blocks: consume self)
        }
    }

    /// Turns the builder's per-block bounds into running bounds: `reach` from the front, `floor`
    /// from the back.
    private init(count: Int, grouped: Range<Int>, order: [Int32], slots: [Int32], blocks builder: consuming Builder) {
        var blocks = builder.blocks
        builder.blocks = [] // `blocks` is then the only reference: no copy below
        blocks.withUnsafeMutableBufferPointer { blocks in
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
        }
        self.direction = builder.direction
        self.count = count
        self.grouped = order.isEmpty ? 0..<0 : grouped
        self.order = order
        self.slots = slots
        self.blocks = blocks
    }

    /// The index of frames whose runs in scan order (`Builder.pregrouped`) were appended as such:
    /// the grouped range spans them, the elements between them in their own order. One run (a
    /// kind's section) is taken as it is, with no copy.
    private static func joiningPregrouped(count n: Int, _ builder: consuming Builder) -> AxisIndex {
        var runs = builder.pregrouped
        builder.pregrouped = []
        let lo = runs[0].range.lowerBound
        let hi = runs[runs.count - 1].range.upperBound
        if runs.count == 1 {
            let run = runs.removeLast()
            return AxisIndex(count: n, grouped: lo..<hi, order: run.order, slots: run.slots, blocks: builder)
        }
        var order: [Int32] = []
        var slots: [Int32] = []
        order.reserveCapacity(hi - lo)
        slots.reserveCapacity(hi - lo)
        var p = lo
        for run in runs {
            while p < run.range.lowerBound {
                order.append(Int32(truncatingIfNeeded: p))
                slots.append(Int32(truncatingIfNeeded: p))
                p += 1
            }
            order.append(contentsOf: run.order)
            slots.append(contentsOf: run.slots)
            p = run.range.upperBound
        }
        return AxisIndex(count: n, grouped: lo..<hi, order: order, slots: slots, blocks: builder)
    }

    /// The blocks whose elements are grouped by start: from the first to the last block with an
    /// element that starts more than `threshold` before an element of an earlier block (the
    /// builder's backstep), widened back over the blocks with an element that starts after the
    /// earliest start from there on. The rest keep their element order: every element before the
    /// range starts before the range's elements, and every one after it does not start more than
    /// `threshold` before one in it or before it. In a `composite` layout only the staggered
    /// section is grouped, not the sections around it. `blocks` are per-block bounds in element
    /// order, `latestStarts` each block's latest start.
    private static func groupedBlocks(
        _ blocks: UnsafeBufferPointer<BlockBounds>, latestStarts: UnsafeBufferPointer<Double>,
        threshold: Double
    ) -> Range<Int> {
        var latest = -Double.infinity
        var first = -1
        var last = -1
        for k in blocks.indices {
            if latest - blocks[k].floor > threshold {
                if first < 0 { first = k }
                last = k
            }
            if latestStarts[k] > latest { latest = latestStarts[k] }
        }
        guard first >= 0 else { return 0..<blocks.count }
        var earliest = Double.infinity
        for k in first..<blocks.count where blocks[k].floor < earliest { earliest = blocks[k].floor }
        // The first block with an element that starts after `earliest` (NaN counts as after).
        latest = -Double.infinity
        var lower = 0
        while lower < first {
            if latestStarts[lower] > latest { latest = latestStarts[lower] }
            if !(latest <= earliest) { break }
            lower += 1
        }
        return lower..<(last + 1)
    }

    /// The index with some elements grouped by their start (`groupedBlocks`), and those elements'
    /// frames put in that order in `frames`: a stable counting sort of their positions into about
    /// a quarter as many buckets of equal width along the scroll axis, then one pass that gathers
    /// the frames back from a copy and takes their blocks anew. `elements` has seen every frame.
    ///
    /// The large arrays are fresh memory written whole, so they are put on huge pages (8 MB of
    /// frames copied per 250,000 grouped elements: 4 page faults instead of 2,000), and each
    /// element's bucket is replaced by its slot in place (one array of 4 bytes per element fewer).
    private static func grouping(_ frames: inout [Rect], _ elements: consuming Builder, threshold: Double) -> AxisIndex
    {
        let vertical = elements.direction == .vertical
        let n = frames.count
        let blockRange = elements.blocks.withUnsafeBufferPointer { blocks in
            elements.latestStarts.withUnsafeBufferPointer {
                groupedBlocks(blocks, latestStarts: $0, threshold: threshold)
            }
        }
        let lo = blockRange.lowerBound * blockSize
        let hi = Swift.min(blockRange.upperBound * blockSize, n)
        let m = hi - lo
        // The buckets span the finite starts of the range: an infinite end of the range would make
        // every bucket number NaN. Starts of +infinity go to the last bucket, -infinity and NaN to
        // the first (so that an infinite end does not make the first block reach everything).
        // The largest finite end stands for the latest start: a little wider than the starts.
        // (Read through a buffer: a slice of the blocks would keep a second reference to them, and
        // the blocks written below would be copied first.)
        let (lowest, highest) = elements.blocks.withUnsafeBufferPointer { blocks in
            let range = blocks[blockRange]
            let lowest = range.lazy.map(\.floor).filter(\.isFinite).min() ?? 0
            return (lowest, range.lazy.map(\.reach).filter(\.isFinite).max() ?? lowest)
        }
        let (order, slots) = frames.withUnsafeBufferPointer { frames in
            sortedByStart(count: m, base: lo, lowest: lowest, highest: highest) { i in
                let frame = frames[lo &+ i]
                return vertical ? frame.origin.y : frame.origin.x
            }
        }
        // The range's frames in that order. When the range is most of the layout they are
        // gathered from the old array into a new one (the rest copied as it is); otherwise from a
        // copy of the range, in place. Either way fewer frames are copied than gathered.
        var builder = consume elements
        builder.blocks.withUnsafeMutableBufferPointer { blocks in
            order.withUnsafeBufferPointer { order in
                if 2 * m > n {
                    let old = frames
                    frames = [Rect](unsafeUninitializedCapacity: n) { out, written in
                        old.withUnsafeBufferPointer { old in
                            _ = out[..<lo].initialize(fromContentsOf: old[..<lo])
                            _ = out[hi...].initialize(fromContentsOf: old[hi...])
                            gather(order, from: old.baseAddress!, into: out, at: lo, blocks: blocks, vertical: vertical)
                        }
                        written = n
                    }
                } else {
                    let copy = [Rect](unsafeUninitializedCapacity: m) { copy, written in
                        frames.withUnsafeBufferPointer { _ = copy.initialize(fromContentsOf: $0[lo..<hi]) }
                        written = m
                    }
                    frames.withUnsafeMutableBufferPointer { out in
                        copy.withUnsafeBufferPointer { copy in
                            gather(
                                order, from: copy.baseAddress! - lo, into: out, at: lo, blocks: blocks,
                                vertical: vertical)
                        }
                    }
                }
            }
        }
        return AxisIndex(count: n, grouped: lo..<hi, order: order, slots: slots, blocks: consume builder)
    }

    /// A stable counting sort of `count` elements (positions `base ..< base + count`) by their
    /// start along the scroll axis, `start(i)` for element `base + i`, into about a quarter as
    /// many buckets of equal width from `lowest` to `highest`: the scan entries of the grouped
    /// elements. Returns `order` (the element position of scan entry `base + j` at `j`) and
    /// `slots` (the scan entry of element `base + i` at `i`), both absolute. Starts below
    /// `lowest` and NaN go to the first bucket, above `highest` (+infinity) to the last.
    /// `grouping` sorts the frames the builder was given; `staggered` sorts its items' starts
    /// before it writes any frame (`LayoutBuilder.appendCellsGroupedByStart`).
    @inline(__always)
    static func sortedByStart(
        count m: Int, base lo: Int, lowest: Double, highest: Double,
        start: (Int) -> Double
    ) -> (order: [Int32], slots: [Int32]) {
        let bucketCount = Swift.max(1, m / 4)
        let lastBucket = Double(bucketCount - 1)
        let magic = (0x1p52 as Double).bitPattern
        let scale = highest > lowest ? Double(bucketCount) / (highest - lowest) : 0
        // How many elements each bucket holds, and each element's bucket (its slot, below).
        var counts = [Int32](repeating: 0, count: bucketCount + 1)
        var slots = [Int32](unsafeUninitializedCapacity: m) { buckets, written in
            counts.withUnsafeMutableBufferPointer { counts in
                for i in 0..<m {
                    let at = (start(i) - lowest) * scale
                    // Clamped to the buckets in floating point (NaN fails `> 0`), then rounded
                    // to the nearest bucket by adding 2^52: the sum's low bits are the bucket
                    // (exact below 2^52), with none of the range checks of `Int(Double)`.
                    // Any rounding that keeps the starts in order serves.
                    let clamped = at > 0 ? Swift.min(at, lastBucket) : 0
                    let b = Int(truncatingIfNeeded: (clamped + 0x1p52).bitPattern &- magic)
                    counts[b &+ 1] &+= 1 // fewer than 2^31 elements: no overflow
                    buckets[i] = Int32(truncatingIfNeeded: b)
                }
            }
            written = m
        }
        // Each bucket's first slot, then every element in its slot (both as scan entries and
        // element positions of the whole layout).
        counts[0] = Int32(truncatingIfNeeded: lo)
        for b in 0..<bucketCount { counts[b + 1] &+= counts[b] }
        let order = [Int32](unsafeUninitializedCapacity: m) { order, written in
            slots.withUnsafeMutableBufferPointer { slots in
                counts.withUnsafeMutableBufferPointer { counts in
                    for i in 0..<m {
                        let b = Int(slots[i])
                        let k = counts[b]
                        order[Int(k) &- lo] = Int32(truncatingIfNeeded: lo &+ i)
                        slots[i] = k
                        counts[b] = k &+ 1
                    }
                }
            }
            written = m
        }
        return (order, slots)
    }

    /// Writes to `out[lo + j]` the frame of element `order[j]`, read from `source` (indexed by
    /// element position), and sums up the blocks of the frames written (`blocks` indexed by block
    /// of `out`), each batch while it is in the cache. `out` may be uninitialised there.
    private static func gather(
        _ order: UnsafeBufferPointer<Int32>, from source: UnsafePointer<Rect>,
        into out: UnsafeMutableBufferPointer<Rect>, at lo: Int,
        blocks: UnsafeMutableBufferPointer<BlockBounds>, vertical: Bool
    ) {
        let base = out.baseAddress!
        let hi = lo + order.count
        let lane = vertical ? 1 : 0
        var k = lo
        while k < hi {
            let end = Swift.min(k + LayoutBuilder.batchSize, hi)
            for j in k..<end { (base + j).initialize(to: source[Int(order[j &- lo])]) }
            var b = k / blockSize
            while b * blockSize < end {
                let start = b * blockSize
                let block = BlockSummary(
                    of: UnsafePointer(base + start), count: Swift.min(blockSize, out.count - start))
                blocks[b] = BlockBounds(reach: block.end[lane], floor: block.start[lane])
                b += 1
            }
            k = end
        }
    }
}
