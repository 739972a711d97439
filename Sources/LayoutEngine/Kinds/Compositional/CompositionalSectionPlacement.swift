// A section: its container (R1, R17, D2, D22), its group instances stacked along the main axis
// (R9, D6) or scrolling across it (R14, D15, D16), its bands (R10, D11) and decorations (R13, D18).

extension CompositionalBuilder {
    /// The insets that the section's contentInsetsReference adds on the cross axis (R17, D22).
    func referenceInsets(_ section: CompositionalSection) -> EdgeInsets {
        switch section.contentInsetsReference ?? configuration.contentInsetsReference {
        case .none: return .zero
        case .automatic, .safeArea: return configuration.safeAreaInsets.edgeInsets
        case .layoutMargins, .readableContent: return configuration.layoutMargins.edgeInsets
        }
    }

    /// Lays section `index` out from `start` along the main axis and returns where it ends.
    mutating func placeSection(_ section: CompositionalSection, index: Int, at start: Double) throws(LayoutError)
        -> Double
    {
        let insets = section.contentInsets.edgeInsets
        let reference = referenceInsets(section)
        let crossStart = insets.crossStart(d) + reference.crossStart(d)
        let crossEnd = insets.crossEnd(d) + reference.crossEnd(d)
        let containerCross = container.cross(d)
        let effectiveCross = containerCross - crossStart - crossEnd
        let effectiveMain = container.main(d) - insets.mainStart(d) - insets.mainEnd(d)
        guard effectiveCross >= 0 else {
            throw LayoutError(
                path: "sections[\(index)].contentInsets",
                "the insets across the layout (\(formatNumber(crossStart + crossEnd)) with the reference insets) exceed the container's \(formatNumber(containerCross)); reduce them"
            )
        }
        let effective = Size(main: max(0, effectiveMain), cross: effectiveCross, d)
        let follows = section.supplementariesFollowContentInsets
        let band = CompositionalBoundaryBands(
            section.boundarySupplementaryItems, reference: follows ? effective : container,
            crossStart: follows ? crossStart : 0, crossEnd: follows ? crossStart + effectiveCross : containerCross, d)
        let first = count
        // Decorations come first (D21) but need the section's end: placeholders, filled below.
        for (i, decoration) in section.decorationItems.enumerated() {
            append(
                .zero, category: .decoration, kindIndex: kinds.index(of: decoration.elementKind), item: i,
                zIndex: decoration.zIndex)
        }
        let startPins = appendStartBand(band, section: index, sectionStart: start)
        let groupsStart = start + band.startLength + insets.mainStart(d)
        let firstInstance = instanceStarts.count
        let cellsStart = count
        let cellPositionsStart = cellCount
        cellsMinMain = .infinity
        cellsMaxMain = -.infinity
        reachBefore = 0
        reachAfter = 0
        let placement = SectionGroups(
            section: section, index: index, effective: effective, crossStart: crossStart, groupsStart: groupsStart)
        var orthogonal: CompositionalOrthogonalExtent?
        let groupsEnd: Double
        if section.orthogonalScrollingBehavior == .none {
            groupsEnd = try placeStacked(placement)
        } else {
            let (end, length) = try placeOrthogonal(placement, crossEnd: crossEnd)
            groupsEnd = end
            orthogonal = CompositionalOrthogonalExtent(
                behavior: section.orthogonalScrollingBehavior,
                offset: min(max(0, section.orthogonalOffset), max(0, length - containerCross)),
                contentLength: length, visibleLength: containerCross)
        }
        let cellsEnd = count
        let end = groupsEnd + insets.mainEnd(d) + band.endLength
        for (i, decoration) in section.decorationItems.enumerated() {
            setFrame(
                first + i,
                Rect(main: start, cross: 0, mainLength: end - start, crossLength: containerCross, d)
                    .insetClamped(by: decoration.contentInsets.edgeInsets))
        }
        appendOtherBandItems(band, section: index, sectionStart: start, sectionEnd: end, startPins: startPins)
        if guides != nil {
            let outerStart = start + band.startLength
            let outerEnd = end - band.endLength
            guides?.sectionInsets.append(
                CompositionalGuides.SectionInsets(
                    section: index,
                    outer: Rect(
                        main: outerStart, cross: 0, mainLength: outerEnd - outerStart, crossLength: containerCross, d),
                    inner: Rect(
                        main: groupsStart, cross: crossStart, mainLength: max(0, groupsEnd - groupsStart),
                        crossLength: effectiveCross, d)))
        }
        // The cells' extent was kept by `emit`; the decorations' and the bands' are added here.
        var queryStart = min(start, cellsMinMain)
        var queryEnd = max(end, cellsMaxMain)
        if indexesInstances {
            for i in first..<cellsStart {
                queryStart = min(queryStart, frame(i).minMain(d))
                queryEnd = max(queryEnd, frame(i).maxMain(d))
            }
            for i in cellsEnd..<count {
                queryStart = min(queryStart, frame(i).minMain(d))
                queryEnd = max(queryEnd, frame(i).maxMain(d))
            }
        }
        sections.append(
            CompositionalSectionExtent(
                frame: Rect(main: start, cross: 0, mainLength: end - start, crossLength: containerCross, d),
                elements: first..<count, cellPositionsStart: cellPositionsStart, orthogonal: orthogonal,
                queryStart: queryStart, queryEnd: queryEnd, cells: cellsStart..<cellsEnd,
                instances: firstInstance..<instanceStarts.count, reachBefore: reachBefore, reachAfter: reachAfter))
        return end
    }

    /// What placing a section's groups needs.
    struct SectionGroups {
        let section: CompositionalSection
        let index: Int
        /// The section's effective size: the container minus its insets (and reference insets across).
        let effective: Size
        let crossStart: Double
        let groupsStart: Double
    }

    /// R9: group instances one after another along the main axis, `interGroupSpacing` apart, at the
    /// section's cross start plus their edge spacing (R6). Returns where the last one ends.
    private mutating func placeStacked(_ p: SectionGroups) throws(LayoutError) -> Double {
        let edges = mainAxis.edges(p.section.group.edgeSpacing)
        // The edge spacing's parts, read once for every instance.
        let lead = edges.lead?.minimum ?? 0
        let trail = edges.trail?.minimum ?? 0
        let crossLead = edges.crossLead?.minimum ?? 0
        let crossTrail = edges.crossTrail?.minimum ?? 0
        let crossLeadFlexible = edges.crossLead?.isFlexible == true
        let flexible = (crossLeadFlexible ? 1 : 0) + (edges.crossTrail?.isFlexible == true ? 1 : 0)
        let spacing = p.section.interGroupSpacing
        let effectiveCross = p.effective.cross(d)
        var position = p.groupsStart
        var instance = 0
        try forEachInstance(p, stacked: true) { builder, size in
            let d = builder.d
            if instance > 0 { position += spacing }
            position += lead
            let groupCross = size.cross(d)
            var cross = p.crossStart + crossLead
            if crossLeadFlexible {
                let free = effectiveCross - crossLead - groupCross - crossTrail
                if free > 0 { cross += free / Double(flexible) }
            }
            if builder.indexesInstances {
                builder.instanceStarts.append(position)
                builder.instanceFirstElements.append(Int32(truncatingIfNeeded: builder.count))
            }
            let origin = Point(main: position, cross: cross, d)
            position += size.main(d) + trail
            instance += 1
            return origin
        }
        return position
    }

    /// R14: group instances one after another across the main axis from the section's cross start
    /// (D15's centring space first with `groupPagingCentered`). Returns where the groups end along
    /// the main axis and the scrolled content's length across it.
    private mutating func placeOrthogonal(_ p: SectionGroups, crossEnd: Double) throws(LayoutError) -> (
        Double, Double
    ) {
        let edges = mainAxis.edges(p.section.group.edgeSpacing)
        let centred = p.section.orthogonalScrollingBehavior == .groupPagingCentered
        var position = p.crossStart
        var space = 0.0
        var mainExtent = 0.0
        var instance = 0
        try forEachInstance(p, stacked: false) { builder, size in
            let d = builder.d
            if instance == 0, centred {
                space = max(0, (p.effective.cross(d) - size.cross(d)) / 2)
                position += space
            }
            if instance > 0 { position += p.section.interGroupSpacing }
            position += edges.crossLead?.minimum ?? 0
            let main = p.groupsStart + (edges.lead?.minimum ?? 0)
            let origin = Point(main: main, cross: position, d)
            position += size.cross(d) + (edges.crossTrail?.minimum ?? 0)
            mainExtent = max(mainExtent, (edges.lead?.minimum ?? 0) + size.main(d) + (edges.trail?.minimum ?? 0))
            instance += 1
            return origin
        }
        return (p.groupsStart + mainExtent, position + space + crossEnd)
    }

    /// Places each group instance of the section in order: `body` takes the instance's outer size
    /// and returns its origin, where its cells are emitted. One template is shared by all (D6)
    /// unless cells were measured one by one (D7), then one per distinct run of measured sizes
    /// (`CompositionalTemplateCache`); with `uniformAcrossSiblings` on the section's group, every
    /// instance takes the largest instance's size on that axis (D9).
    private mutating func forEachInstance(
        _ p: SectionGroups, stacked: Bool, _ body: (inout CompositionalBuilder, Size) -> Point
    ) throws(LayoutError) {
        let items = p.section.items
        guard items.count > 0 else { return }
        let group = p.section.group
        let proposed = group.layoutSize.resolved(in: p.effective)
        let uniformWidth = group.layoutSize.widthDimension.isUniform
        let uniformHeight = group.layoutSize.heightDimension.isUniform
        /// The largest instance's size, once known (D9).
        var shared: Size?
        // The instances an earlier section solved for an equal group and proposed size, if any
        // (not with uniformAcrossSiblings, whose instances are resized per section).
        let uniform = uniformWidth || uniformHeight
        var kept = uniform ? nil : templates.firstIndex { $0.proposed == proposed && $0.group == group }
        var cache = CompositionalTemplateCache()
        if let kept {
            swap(&cache, &templates[kept].cache)
        } else if !uniform {
            if templates.count < CompositionalTemplateCache.groupsKept {
                templates.append((group, proposed, cache))
                kept = templates.count - 1
            } else {
                kept = nextTemplates
                nextTemplates = (nextTemplates + 1) % CompositionalTemplateCache.groupsKept
                swap(&cache, &templates[kept!].cache)
                cache.removeAll()
                templates[kept!].group = group
                templates[kept!].proposed = proposed
            }
        }
        defer { if let kept { swap(&cache, &templates[kept].cache) } }
        /// The index in `cache` of the instance for the items from `first` on (with the shared
        /// size, once known).
        func instance(_ builder: inout CompositionalBuilder, at first: Int) throws(LayoutError) -> Int {
            if let k = cache.index(for: items, at: first) { return k }
            let k = try builder.solveInstance(
                group, proposed: proposed, items: items, firstItem: first, section: p.index, into: &cache)
            if let shared { cache.resize(k, to: shared, width: uniformWidth, height: uniformHeight) }
            return k
        }
        if uniformWidth || uniformHeight {
            var largest = Size.zero
            var first = 0
            while first < items.count {
                let k = try instance(&self, at: first)
                let t = cache.instances[k]
                largest = Size(width: max(largest.width, t.size.width), height: max(largest.height, t.size.height))
                first += t.leafCount
            }
            shared = largest
            for k in cache.instances.indices {
                cache.resize(k, to: largest, width: uniformWidth, height: uniformHeight)
            }
        }
        var first = 0
        while first < items.count {
            let k = try instance(&self, at: first)
            let t = cache.instances[k]
            let n = min(t.leafCount, items.count - first)
            let origin = body(&self, t.size)
            emit(cache, k, count: n, origin: origin, section: p.index, firstItem: first, stacked: stacked)
            first += n
            guard t.measuredReads == 0 else { continue }
            // The same instance for every group (D6): no search per group.
            while first < items.count {
                let n = min(t.leafCount, items.count - first)
                let origin = body(&self, t.size)
                emit(cache, k, count: n, origin: origin, section: p.index, firstItem: first, stacked: stacked)
                first += n
            }
        }
    }

    /// Solves the group instance for the items from `firstItem` on, keeps it in `cache` and
    /// returns its index there. The solver lays out into the builder's scratch template.
    private mutating func solveInstance(
        _ group: CompositionalGroup, proposed: Size, items: CompositionalItems, firstItem: Int, section: Int,
        into cache: inout CompositionalTemplateCache
    ) throws(LayoutError) -> Int {
        var template = CompositionalGroupTemplate()
        swap(&template, &scratch)
        var solver = CompositionalGroupSolver(template: template, kinds: kinds, items: items, firstItem: firstItem)
        kinds = CompositionalKindTable()
        defer { swap(&kinds, &solver.kinds) }
        defer { swap(&scratch, &solver.template) }
        let size = try solver.layOut(group, proposed: proposed, depth: 0, path: { "sections[\(section)].group" })
        solver.template.size = size
        solver.template.finish()
        return cache.insert(solver.template, for: items, at: firstItem)
    }

    /// Appends the first `count` cells of instance `k` of `cache` placed at `origin`, each followed
    /// by its item supplementaries (D21), and their slots and group frames when guides are kept.
    /// With `indexesInstances`, keeps the section's cell extent and, for a `stacked` instance (one
    /// that starts at `origin` along the main axis), how far its elements reach before and after
    /// that start.
    mutating func emit(
        _ cache: borrowing CompositionalTemplateCache, _ k: Int, count: Int, origin: Point, section: Int,
        firstItem: Int, stacked: Bool
    ) {
        let t = cache.instances[k]
        let dx = origin.x
        let dy = origin.y
        if indexesInstances {
            trackExtents(cache, t, count: count, start: origin.main(d), dx: dx, dy: dy, stacked: stacked)
        }
        // Room checked once for the instance; the frames, entries and cell positions are then
        // written through the storage's pointers, with the counts kept in locals.
        let starts = t.firstStart
        let supplementaryCount =
            t.hasSupplementaries
            ? Int(cache.supplementaryStarts[starts + count]) - Int(cache.supplementaryStarts[starts]) : 0
        precondition(
            self.count + count + supplementaryCount <= capacity && cellCount + count <= cellCapacity,
            "more elements than CompositionalSection.mostElements allows")
        var n = self.count
        var cells = cellCount
        var probe = cellsProbe
        cache.leaves.withUnsafeBufferPointer { leaves in
            for i in 0..<count {
                let leaf = leaves[t.firstLeaf + i]
                let item = Int32(truncatingIfNeeded: firstItem + i)
                cellStorage[cells] = Int32(truncatingIfNeeded: n)
                cells += 1
                let cell = leaf.cell.offsetBy(dx: dx, dy: dy)
                frameStorage[n] = cell
                probe += (cell.x + cell.width) + (cell.y + cell.height)
                entryStorage[n] = CompositionalEntry(
                    item: item, zIndex: leaf.zIndex, kindIndex: 0, category: .cell, position: n, wide: &wideEntries)
                n += 1
                guard t.hasSupplementaries else { continue }
                let from = Int(cache.supplementaryStarts[starts + i])
                let to = Int(cache.supplementaryStarts[starts + i + 1])
                for j in from..<to {
                    let s = cache.supplementaries[j]
                    let frame = s.frame.offsetBy(dx: dx, dy: dy)
                    frameStorage[n] = frame
                    probe += (frame.x + frame.width) + (frame.y + frame.height)
                    entryStorage[n] = CompositionalEntry(
                        item: item, zIndex: s.zIndex, kindIndex: s.kind, category: .itemSupplementary,
                        position: n, wide: &wideEntries)
                    n += 1
                }
            }
        }
        self.count = n
        cellCount = cells
        cellsProbe = probe
        guard guides != nil else { return }
        for i in 0..<count {
            guides!.slots.append(
                .init(
                    section: section, item: firstItem + i,
                    frame: cache.leaves[t.firstLeaf + i].slot.offsetBy(dx: dx, dy: dy)))
        }
        for b in cache.boxes[t.firstBox..<t.firstBox + t.boxCount] where Int(b.firstLeaf) < count {
            guides!.groups.append(.init(section: section, depth: Int(b.depth), frame: b.frame.offsetBy(dx: dx, dy: dy)))
        }
    }

    /// The extents `emit` keeps with `indexesInstances`: the section's cells' extent along the
    /// main axis and, for a stacked instance starting at `start`, how far its elements reach
    /// before and after it (computed on the frames as `emit` writes them).
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
