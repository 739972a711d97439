// A group instance's elements written into the solution's storage: frames moved to the instance's
// origin, entries and cell positions (none for a patterned section, `CompositionalEntryTable`),
// and the guides and extents kept on request.

extension CompositionalBuilder {
    /// Appends the first `count` cells of instance `k` of `cache` placed at `origin`, each followed
    /// by its item supplementaries (D21), and their slots and group frames when guides are kept
    /// (the instance's own frame `groupSize`: a last, partial instance can be smaller, D7).
    /// With `indexesInstances`, keeps the section's cell extent and, for a `stacked` instance (one
    /// that starts at `origin` along the main axis), how far its elements reach before and after
    /// that start.
    @inline(__always)
    mutating func emit(
        _ cache: borrowing CompositionalTemplateCache, _ k: Int, count: Int, origin: Point, groupSize: Size,
        section: Int, firstItem: Int, stacked: Bool
    ) {
        let t = cache.instances[k]
        if indexesInstances {
            trackExtents(cache, t, count: count, start: origin.main(d), dx: origin.x, dy: origin.y, stacked: stacked)
        }
        if t.narrow {
            emitCopies(cache, k, count: count, dx: origin.x, dy: origin.y, firstItem: firstItem)
        } else {
            emitEach(cache, t, count: count, dx: origin.x, dy: origin.y, firstItem: firstItem)
        }
        if guides != nil {
            appendGuides(
                cache, t, count: count, origin: origin, groupSize: groupSize, section: section, firstItem: firstItem)
        }
    }

    /// `emit`'s elements for an instance whose entries hold their zIndex and kind index: its
    /// elements' frames moved by `dx`, `dy` and their entries with the first item added, copied
    /// through the storage's pointers (room checked once).
    @inline(__always)
    private mutating func emitCopies(
        _ cache: borrowing CompositionalTemplateCache, _ k: Int, count: Int, dx: Double, dy: Double, firstItem: Int
    ) {
        let t = cache.instances[k]
        let m = count < t.leafCount ? Int(cache.cellOffsets[t.firstLeaf + count]) : t.elementCount
        precondition(
            self.count + m <= capacity && (sectionPattern >= 0 || cellCount + count <= cellCapacity),
            "more elements than CompositionalSection.mostElements allows")
        cache.elements.withUnsafeBufferPointer { elements in
            cache.cellOffsets.withUnsafeBufferPointer { offsets in
                copy(
                    elements.baseAddress! + t.firstElement, m, cellOffsets: offsets.baseAddress! + t.firstLeaf,
                    cells: count, dx: dx, dy: dy, firstItem: firstItem)
            }
        }
        finite.add(small: t.small, cache.bounds[k], dx: dx, dy: dy)
    }

    /// Appends the `count` elements at `elements` moved by `dx`, `dy`, their items from
    /// `firstItem` on, and the positions of the first `cells` of them that are cells.
    @inline(__always)
    private mutating func copy(
        _ elements: UnsafePointer<CompositionalTemplateCache.Element>, _ count: Int,
        cellOffsets: UnsafePointer<Int32>, cells: Int, dx: Double, dy: Double, firstItem: Int
    ) {
        let n = self.count
        let frames = frameStorage + n
        for j in 0..<count {
            let f = elements[j].frame
            frames[j] = Rect(x: f.x + dx, y: f.y + dy, width: f.width, height: f.height)
        }
        self.count = n + count
        guard sectionPattern < 0 else { return }
        let item = Int32(truncatingIfNeeded: firstItem)
        let entries = entryStorage + entryCount
        for j in 0..<count {
            var entry = elements[j].entry
            entry.item &+= item
            entries[j] = entry
        }
        entryCount += count
        let positions = cellStorage + cellCount
        let position = Int32(truncatingIfNeeded: n)
        for i in 0..<cells { positions[i] = position &+ cellOffsets[i] }
        cellCount += cells
    }

    /// The pattern of instance `k` of `cache` in `entryTable`, added the first time.
    mutating func pattern(of k: Int, in cache: inout CompositionalTemplateCache) -> Int32 {
        if let p = cache.instances[k].pattern { return p }
        let t = cache.instances[k]
        let p = Int32(truncatingIfNeeded: entryTable.patterns.count)
        entryTable.patterns.append(
            CompositionalEntryTable.Pattern(
                entriesStart: Int32(truncatingIfNeeded: entryTable.patternEntries.count),
                elementCount: Int32(truncatingIfNeeded: t.elementCount),
                cellsStart: Int32(truncatingIfNeeded: entryTable.patternCells.count),
                leafCount: Int32(truncatingIfNeeded: t.leafCount)))
        for e in cache.elements[t.firstElement..<t.firstElement + t.elementCount] {
            entryTable.patternEntries.append(e.entry)
        }
        entryTable.patternCells.append(contentsOf: cache.cellOffsets[t.firstLeaf..<t.firstLeaf + t.leafCount])
        cache.setPattern(k, p)
        return p
    }

    /// D6's groups after the first, all one instance `k` that read no measured size: the whole
    /// instances among the items from `first` to `itemCount`, each placed where `body` says,
    /// copied in one loop. Returns the first item left (a last, partial instance). Only for an
    /// instance with narrow entries, without guides or instance indexing (`emit` does those).
    @inline(__always)
    mutating func emitRepeated(
        _ cache: borrowing CompositionalTemplateCache, _ k: Int, from first: Int, to itemCount: Int,
        _ body: (inout CompositionalBuilder, Size) -> Point
    ) -> Int {
        let t = cache.instances[k]
        let leaves = t.leafCount
        let runs = (itemCount - first) / leaves
        guard runs > 0 else { return first }
        let m = t.elementCount
        precondition(
            count + runs * m <= capacity && (sectionPattern >= 0 || cellCount + runs * leaves <= cellCapacity),
            "more elements than CompositionalSection.mostElements allows")
        let bounds = cache.bounds[k]
        let size = t.size
        var item = first
        var sums = CompositionalFiniteSums()
        let small = t.small
        cache.elements.withUnsafeBufferPointer { elements in
            cache.cellOffsets.withUnsafeBufferPointer { offsets in
                let elements = elements.baseAddress! + t.firstElement
                let cellOffsets = offsets.baseAddress! + t.firstLeaf
                for _ in 0..<runs {
                    let origin = body(&self, size)
                    copy(
                        elements, m, cellOffsets: cellOffsets, cells: leaves, dx: origin.x, dy: origin.y,
                        firstItem: item)
                    sums.add(small: small, bounds, dx: origin.x, dy: origin.y)
                    item += leaves
                }
            }
        }
        finite.add(sums)
        return item
    }

    /// D7's groups, each the instance the measured sizes of its items pick: from `first`, while
    /// `cache` holds that instance (with narrow entries), each group is placed where `body` says
    /// and copied, the cache's lists read in place. Returns the first item left: its group's
    /// instance is still to be solved (or has a wide entry, or is a last, partial instance of a
    /// group that hugs its content when `stopsBeforePartial`: its size is not the cache's, D7),
    /// or `itemCount`. Without guides or
    /// instance indexing (`emit` does those).
    @inline(__always)
    mutating func emitFound(
        _ cache: borrowing CompositionalTemplateCache, _ items: borrowing CompositionalItems, from first: Int,
        to itemCount: Int, stopsBeforePartial: Bool, _ body: (inout CompositionalBuilder, Size) -> Point
    ) -> Int {
        var item = first
        var sums = CompositionalFiniteSums()
        let items = copy items
        cache.instances.withUnsafeBufferPointer { instances in
            cache.bounds.withUnsafeBufferPointer { bounds in
                cache.elements.withUnsafeBufferPointer { elements in
                    cache.cellOffsets.withUnsafeBufferPointer { offsets in
                        while item < itemCount, let k = cache.index(for: items, at: item) {
                            let t = instances.baseAddress! + k
                            guard t.pointee.narrow else { break }
                            let leaves = t.pointee.leafCount
                            let n = min(leaves, itemCount - item)
                            if n < leaves && stopsBeforePartial { break }
                            let m = n < leaves ? Int(offsets[t.pointee.firstLeaf + n]) : t.pointee.elementCount
                            precondition(
                                count + m <= capacity && (sectionPattern >= 0 || cellCount + n <= cellCapacity),
                                "more elements than CompositionalSection.mostElements allows")
                            let origin = body(&self, t.pointee.size)
                            copy(
                                elements.baseAddress! + t.pointee.firstElement, m,
                                cellOffsets: offsets.baseAddress! + t.pointee.firstLeaf, cells: n, dx: origin.x,
                                dy: origin.y, firstItem: item)
                            sums.add(small: t.pointee.small, bounds[k], dx: origin.x, dy: origin.y)
                            item += n
                        }
                    }
                }
            }
        }
        finite.add(sums)
        return item
    }

    /// `emit`'s elements one by one, for an instance with an entry too wide for its zIndex or kind
    /// index (`CompositionalWideEntry`).
    @inline(never)
    private mutating func emitEach(
        _ cache: borrowing CompositionalTemplateCache, _ t: CompositionalTemplateCache.Instance, count: Int,
        dx: Double, dy: Double, firstItem: Int
    ) {
        let starts = t.firstStart
        let supplementaryCount =
            t.hasSupplementaries
            ? Int(cache.supplementaryStarts[starts + count]) - Int(cache.supplementaryStarts[starts]) : 0
        precondition(
            self.count + count + supplementaryCount <= capacity && cellCount + count <= cellCapacity,
            "more elements than CompositionalSection.mostElements allows")
        precondition(sectionPattern < 0, "a patterned section's instance has narrow entries")
        var n = self.count
        var cells = cellCount
        var sums = finite
        let entryShift = n - entryCount
        cache.leaves.withUnsafeBufferPointer { leaves in
            for i in 0..<count {
                let leaf = leaves[t.firstLeaf + i]
                let item = Int32(truncatingIfNeeded: firstItem + i)
                cellStorage[cells] = Int32(truncatingIfNeeded: n)
                cells += 1
                let cell = leaf.cell.offsetBy(dx: dx, dy: dy)
                frameStorage[n] = cell
                sums.add(cell)
                entryStorage[n - entryShift] = CompositionalEntry(
                    item: item, zIndex: leaf.zIndex, kindIndex: 0, category: .cell, position: n, wide: &wideEntries)
                n += 1
                guard t.hasSupplementaries else { continue }
                let from = Int(cache.supplementaryStarts[starts + i])
                let to = Int(cache.supplementaryStarts[starts + i + 1])
                for j in from..<to {
                    let s = cache.supplementaries[j]
                    let frame = s.frame.offsetBy(dx: dx, dy: dy)
                    frameStorage[n] = frame
                    sums.add(frame)
                    entryStorage[n - entryShift] = CompositionalEntry(
                        item: item, zIndex: s.zIndex, kindIndex: s.kind, category: .itemSupplementary,
                        position: n, wide: &wideEntries)
                    n += 1
                }
            }
        }
        self.count = n
        entryCount = n - entryShift
        cellCount = cells
        finite = sums
    }

    /// `emit`'s slots and group frames, for diagrams.
    @inline(never)
    private mutating func appendGuides(
        _ cache: borrowing CompositionalTemplateCache, _ t: CompositionalTemplateCache.Instance, count: Int,
        origin: Point, groupSize: Size, section: Int, firstItem: Int
    ) {
        for i in 0..<count {
            guides!.slots.append(
                .init(
                    section: section, item: firstItem + i,
                    frame: cache.leaves[t.firstLeaf + i].slot.offsetBy(dx: origin.x, dy: origin.y)))
        }
        for b in cache.boxes[t.firstBox..<t.firstBox + t.boxCount] where Int(b.firstLeaf) < count {
            var frame = b.frame.offsetBy(dx: origin.x, dy: origin.y)
            if b.depth == 0 { frame.size = groupSize }
            guides!.groups.append(.init(section: section, depth: Int(b.depth), frame: frame))
        }
    }

    /// The extents `emit` keeps with `indexesInstances`: the section's cells' extent along the
    /// main axis and, for a stacked instance starting at `start`, how far its elements reach
    /// before and after it (computed on the frames as `emit` writes them).
    @inline(never)
    private mutating func trackExtents(
        _ cache: borrowing CompositionalTemplateCache, _ t: CompositionalTemplateCache.Instance, count: Int,
        start: Double, dx: Double, dy: Double, stacked: Bool
    ) {
        let d = self.d
        func track(_ frame: Rect) {
            let a = frame.minMain(d)
            let b = frame.maxMain(d)
            cellsMinMain = min(cellsMinMain, a)
            cellsMaxMain = max(cellsMaxMain, b)
            if stacked {
                reachBefore = max(reachBefore, start - a)
                reachAfter = max(reachAfter, b - start)
            }
        }
        for i in 0..<count {
            track(cache.leaves[t.firstLeaf + i].cell.offsetBy(dx: dx, dy: dy))
            guard t.hasSupplementaries else { continue }
            let from = Int(cache.supplementaryStarts[t.firstStart + i])
            let to = Int(cache.supplementaryStarts[t.firstStart + i + 1])
            for j in from..<to { track(cache.supplementaries[j].frame.offsetBy(dx: dx, dy: dy)) }
        }
    }
}
