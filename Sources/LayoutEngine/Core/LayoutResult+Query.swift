/// `LayoutResult`'s rect queries, through its index along the scroll axis (`AxisIndex`).
extension LayoutResult {
    /// Exactly the elements whose frame intersects `rect` (see `Rect.intersects`), in element order.
    /// - Complexity: O(log n + m), where m is the number of elements in the index blocks that the
    ///   rect's extent along the scroll axis meets (in practice the elements near the rect).
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        elementIndices(in: rect).map { elements[$0] }
    }

    /// The positions in `elements` of the elements whose frame intersects `rect`, ascending.
    public func elementIndices(in rect: Rect) -> [Int] {
        // The frames are stored in the index's scan order: the scan reads consecutive frames.
        let index = self.index
        let scan = index.scanRange(from: rect.minMain(scrollDirection), to: rect.maxMain(scrollDirection))
        // The hits are collected in a temporary buffer (on the stack for a viewport) and copied
        // into the array once: `append` costs two uniqueness checks per hit, and
        // `Array(capacity:initializingWith:)` allocates through an unspecialised runtime path that
        // looks the array's type up in a hash table on every call.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: scan.count) { found in
            var count = 0
            elements.storage.withUnsafeBufferPointer { frames in
                if index.isReordered && scan.overlaps(index.grouped) {
                    count = index.order.withUnsafeBufferPointer { order in
                        Self.collectInElementOrder(
                            scan, of: frames, grouped: index.grouped, order: order, meeting: rect, into: found)
                    }
                } else {
                    for k in scan where frames[k].intersects(rect) {
                        found[count] = k
                        count += 1
                    }
                }
            }
            return Array(UnsafeBufferPointer(rebasing: found[..<count]))
        }
    }

    /// Writes to the front of `found`, ascending, the element positions of the scan entries `k` in
    /// `scan` whose frame meets `rect`, and returns how many there are. The entries in `grouped`
    /// are element `order[k - grouped.lowerBound]`, the others element `k`; the positions before
    /// `grouped` are below those in it, and those after above, so only the hits in it are sorted.
    /// - Precondition: `found` has room for `scan.count` positions.
    static func collectInElementOrder(
        _ scan: Range<Int>, of frames: UnsafeBufferPointer<Rect>, grouped: Range<Int>,
        order: UnsafeBufferPointer<Int32>, meeting rect: Rect,
        into found: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        let middle = scan.clamped(to: grouped)
        var count = 0
        for k in scan.lowerBound..<middle.lowerBound where frames[k].intersects(rect) {
            found[count] = k
            count += 1
        }
        let sorted = count
        var low = Int.max
        var high = Int.min
        for k in middle where frames[k].intersects(rect) {
            let p = Int(order[k - grouped.lowerBound])
            found[count] = p
            count += 1
            low = Swift.min(low, p)
            high = Swift.max(high, p)
        }
        sortNearbyPositions(UnsafeMutableBufferPointer(rebasing: found[sorted..<count]), low: low, high: high)
        for k in middle.upperBound..<scan.upperBound where frames[k].intersects(rect) {
            found[count] = k
            count += 1
        }
        return count
    }

    /// Sorts the positions of one query's hits (distinct, each in `low...high`). They come from the
    /// elements near the rect, so they lie within a short span: each is marked in a bitmap over
    /// that span, and the bitmap is read back in order (faster than `sort()` on the interleaved
    /// runs that grouped elements give, Docs/Performance.md; the bitmap is on the stack). Spans wider than
    /// 256 positions per hit are sorted.
    static func sortNearbyPositions(_ positions: UnsafeMutableBufferPointer<Int>, low: Int, high: Int) {
        guard positions.count > 1 else { return }
        let wordCount = (high - low) / 64 + 1
        guard wordCount <= 4 * positions.count else {
            var positions = positions // the buffer's elements are sorted in place
            positions.sort()
            return
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordCount) { words in
            words.initialize(repeating: 0)
            // Bit `offset % 64` of word `offset / 64` (`>> 6`, `& 63`: offsets are >= 0) marks
            // position `low + offset`.
            for p in positions {
                let offset = p - low
                words[offset >> 6] |= 1 << UInt64(offset & 63)
            }
            var k = 0
            for w in 0..<wordCount {
                var bits = words[w]
                while bits != 0 {
                    positions[k] = low + w * 64 + bits.trailingZeroBitCount
                    k += 1
                    bits &= bits - 1 // the lowest set bit cleared
                }
            }
        }
    }
}
