/// The index built while a result's frames are appended (`LayoutBuilder`), block by block.
extension AxisIndex {
    /// Collects the bounds of each block of frames, in element order, and notices whether that
    /// order is close enough to scroll order to scan in. `catchUp` takes the whole blocks appended
    /// since it last ran; `finish` the rest.
    struct Builder: Sendable {
        let direction: ScrollDirection
        /// Each block's own bounds: `reach` is its largest end, `floor` its smallest start (made
        /// running bounds by `AxisIndex.init`).
        var blocks: [BlockBounds] = []
        /// Each block's latest start along the scroll axis: which blocks to group, should the
        /// elements be grouped (`AxisIndex.groupedBlocks`).
        var latestStarts: [Double] = []
        private var progress = Progress()
        /// The runs of frames appended already in scan order (`LayoutBuilder.appendCellsGroupedByStart`),
        /// in order of position.
        var pregrouped: [Pregrouped] = []

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
        private struct Progress: Sendable {
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
        private mutating func take(_ frames: UnsafeBufferPointer<Rect>, all: Bool) {
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
}
