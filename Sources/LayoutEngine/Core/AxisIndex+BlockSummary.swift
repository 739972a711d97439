/// How one block of frames is summed up for the index: its smallest start, largest end and
/// latest start along the scroll axis, and the sum of its lengths (for the average item length).
extension AxisIndex {
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
}
