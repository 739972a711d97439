/// Elements grouped by their start along the scroll axis, for layouts whose elements step back
/// far (round-robin lanes): the grouped range, the counting sort, the frames put in scan order.
extension AxisIndex {
    /// The index of frames whose runs in scan order (`Builder.pregrouped`) were appended as such:
    /// the grouped range spans them, the elements between them in their own order. One run (a
    /// kind's section) is taken as it is, with no copy.
    static func joiningPregrouped(count n: Int, _ builder: consuming Builder) -> AxisIndex {
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
    static func groupedBlocks(
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
    /// The large arrays are fresh memory written whole (8 MB of frames per 250,000 grouped
    /// elements: with `GLIBC_TUNABLES=glibc.malloc.hugetlb=1` malloc puts them on transparent huge
    /// pages; the engine makes no system call of its own), and each element's bucket is replaced
    /// by its slot in place (one array of 4 bytes per element fewer).
    static func grouping(_ frames: inout [Rect], _ elements: consuming Builder, threshold: Double) -> AxisIndex {
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
        let scale = highest > lowest ? Double(bucketCount) / (highest - lowest) : 0
        // How many elements each bucket holds, and each element's bucket (its slot, below).
        var counts = [Int32](repeating: 0, count: bucketCount + 1)
        var slots = [Int32](unsafeUninitializedCapacity: m) { buckets, written in
            counts.withUnsafeMutableBufferPointer { counts in
                for i in 0..<m {
                    let at = (start(i) - lowest) * scale
                    // Clamped to the buckets in floating point (NaN fails `> 0`), then rounded
                    // to the nearest bucket: any rounding that keeps the starts in order serves.
                    let b = nearestBucket(at > 0 ? Swift.min(at, lastBucket) : 0)
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

    /// `x` rounded to the nearest integer, for `0 <= x < 2^52`: the low bits of `x + 2^52`, whose
    /// doubles are the integers (its bit pattern minus that of 2^52), with none of the range
    /// checks of `Int(Double)`.
    @inline(__always)
    static func nearestBucket(_ x: Double) -> Int {
        Int(truncatingIfNeeded: (x + 0x1p52).bitPattern &- (0x1p52 as Double).bitPattern)
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
