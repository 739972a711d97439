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
///
/// The parts: the query (this file), the builder that takes the frames block by block as they are
/// appended (`AxisIndex+Builder.swift`), the block summaries it reads them with
/// (`AxisIndex+BlockSummary.swift`), and the grouping by start (`AxisIndex+Grouping.swift`).
/// `LayoutResult+Query.swift` runs the queries.
struct AxisIndex: Sendable {
    /// Entries per block: small enough that a query scans few elements it does not want, large
    /// enough that the block bounds cost 1 byte per element (Docs/Performance.md, "Tried and
    /// dropped", has the blocks of 8 that were measured).
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

    /// Turns the builder's per-block bounds into running bounds: `reach` from the front, `floor`
    /// from the back.
    init(count: Int, grouped: Range<Int>, order: [Int32], slots: [Int32], blocks builder: consuming Builder) {
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
}
