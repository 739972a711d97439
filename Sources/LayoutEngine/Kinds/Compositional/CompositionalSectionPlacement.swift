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
    mutating func placeSection(_ section: borrowing CompositionalSection, index: Int, at start: Double)
        throws(LayoutError)
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
            index: index, effective: effective, crossStart: crossStart, groupsStart: groupsStart)
        var orthogonal: CompositionalOrthogonalExtent?
        let groupsEnd: Double
        if section.orthogonalScrollingBehavior == .none {
            groupsEnd = try placeStacked(section, placement)
        } else {
            let (end, length) = try placeOrthogonal(section, placement, crossEnd: crossEnd)
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
                elements: first..<count, orthogonal: orthogonal,
                queryStart: queryStart, queryEnd: queryEnd, cells: cellsStart..<cellsEnd,
                instances: firstInstance..<instanceStarts.count, reachBefore: reachBefore, reachAfter: reachAfter))
        let skippedBefore = Int32(truncatingIfNeeded: entryTable.skipped)
        entryTable.sections.append(
            CompositionalEntryTable.Section(
                start: Int32(truncatingIfNeeded: first), cellsStart: Int32(truncatingIfNeeded: cellsStart),
                cellsEnd: Int32(truncatingIfNeeded: cellsEnd), end: Int32(truncatingIfNeeded: count),
                pattern: sectionPattern, skippedBefore: skippedBefore,
                cellBase: Int32(truncatingIfNeeded: cellPositionsStart),
                cellCount: Int32(truncatingIfNeeded: section.items.count)))
        sectionPattern = -1
        return end
    }

    /// What placing a section's groups needs, besides the section.
    struct SectionGroups {
        let index: Int
        /// The section's effective size: the container minus its insets (and reference insets across).
        let effective: Size
        let crossStart: Double
        let groupsStart: Double
    }

    /// R9: group instances one after another along the main axis, `interGroupSpacing` apart, at the
    /// section's cross start plus their edge spacing (R6). Returns where the last one ends.
    private mutating func placeStacked(_ section: borrowing CompositionalSection, _ p: SectionGroups)
        throws(LayoutError) -> Double
    {
        let edges = mainAxis.edges(section.group.edgeSpacing)
        // The edge spacing's parts, read once for every instance.
        let lead = edges.lead?.minimum ?? 0
        let trail = edges.trail?.minimum ?? 0
        let crossLead = edges.crossLead?.minimum ?? 0
        let crossTrail = edges.crossTrail?.minimum ?? 0
        let crossLeadFlexible = edges.crossLead?.isFlexible == true
        let flexible = (crossLeadFlexible ? 1 : 0) + (edges.crossTrail?.isFlexible == true ? 1 : 0)
        let spacing = section.interGroupSpacing
        let effectiveCross = p.effective.cross(d)
        var position = p.groupsStart
        var instance = 0
        try forEachInstance(section, p, stacked: true) { builder, size in
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
    private mutating func placeOrthogonal(
        _ section: borrowing CompositionalSection, _ p: SectionGroups, crossEnd: Double
    ) throws(LayoutError) -> (Double, Double) {
        let edges = mainAxis.edges(section.group.edgeSpacing)
        let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
        let spacing = section.interGroupSpacing
        var position = p.crossStart
        var space = 0.0
        var mainExtent = 0.0
        var instance = 0
        try forEachInstance(section, p, stacked: false) { builder, size in
            let d = builder.d
            if instance == 0, centred {
                space = max(0, (p.effective.cross(d) - size.cross(d)) / 2)
                position += space
            }
            if instance > 0 { position += spacing }
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
        _ section: borrowing CompositionalSection, _ p: SectionGroups, stacked: Bool,
        _ body: (inout CompositionalBuilder, Size) -> Point
    ) throws(LayoutError) {
        let itemCount = section.items.count
        guard itemCount > 0 else { return }
        let proposed = section.group.layoutSize.resolved(in: p.effective)
        let uniformWidth = section.group.layoutSize.widthDimension.isUniform
        let uniformHeight = section.group.layoutSize.heightDimension.isUniform
        // The instances an earlier section solved for an equal group and proposed size, if any
        // (not with uniformAcrossSiblings, whose instances are resized per section).
        let uniform = uniformWidth || uniformHeight
        var kept: Int?
        if !uniform {
            for i in templateKeys.indices
            where templateKeys[i].proposed == proposed && templateKeys[i].group == section.group {
                kept = i
                break
            }
        }
        var cache = CompositionalTemplateCache()
        if let kept {
            swap(&cache, &templates[kept])
        } else if !uniform {
            let key = TemplateKey(group: section.group, proposed: proposed)
            if templates.count < CompositionalTemplateCache.groupsKept {
                templateKeys.append(key)
                templates.append(cache)
                kept = templates.count - 1
            } else {
                kept = nextTemplates
                nextTemplates = (nextTemplates + 1) % CompositionalTemplateCache.groupsKept
                swap(&cache, &templates[kept!])
                cache.removeAll()
                templateKeys[kept!] = key
            }
        }
        defer { if let kept { swap(&cache, &templates[kept]) } }
        /// The largest instance's size, once known (D9).
        var shared: Size?
        if uniform {
            // D9: every instance takes the largest instance's size.
            var largest = Size.zero
            var first = 0
            while first < itemCount {
                let k = try instance(section, p.index, proposed, shared: nil, at: first, in: &cache)
                let t = cache.instances[k]
                largest = Size(width: max(largest.width, t.size.width), height: max(largest.height, t.size.height))
                first += t.leafCount
            }
            for k in cache.instances.indices {
                cache.resize(k, to: largest, width: uniformWidth, height: uniformHeight)
            }
            shared = largest
        }
        var first = 0
        while first < itemCount {
            let k = try instance(section, p.index, proposed, shared: shared, at: first, in: &cache)
            let t = cache.instances[k]
            if first == 0 && t.measuredReads == 0 && t.narrow && itemCount >= t.leafCount {
                // One instance for every group (D6): the section is patterned. (Not when the items
                // fill less than one instance: its pattern would be larger than its entries.)
                sectionPattern = pattern(of: k, in: &cache)
            }
            first += try place(k, of: cache, section, p, proposed, shared: shared, at: first, stacked: stacked, body)
            guard t.measuredReads == 0 else {
                // D7: the next groups' instances, found in the cache, in one loop (up to a last,
                // partial instance whose size `lastSize` gives).
                if !indexesInstances && guides == nil {
                    first = emitFound(
                        cache, section.items, from: first, to: itemCount, stopsBeforePartial: hugs(section), body)
                }
                continue
            }
            // The same instance for every group (D6): no search per group.
            if t.narrow && !indexesInstances && guides == nil {
                first = emitRepeated(cache, k, from: first, to: itemCount, body)
            }
            while first < itemCount {
                first += try place(
                    k, of: cache, section, p, proposed, shared: shared, at: first, stacked: stacked, body)
            }
        }
    }

    /// Places instance `k` of `cache` for the items from `first` on where `body` says and emits
    /// its cells; returns how many it took. A last instance that holds fewer items than a full one
    /// is placed at its `lastSize`.
    @inline(__always)
    private mutating func place(
        _ k: Int, of cache: borrowing CompositionalTemplateCache, _ section: borrowing CompositionalSection,
        _ p: SectionGroups, _ proposed: Size, shared: Size?, at first: Int, stacked: Bool,
        _ body: (inout CompositionalBuilder, Size) -> Point
    ) throws(LayoutError) -> Int {
        let t = cache.instances[k]
        let n = min(t.leafCount, section.items.count - first)
        let size =
            n < t.leafCount ? try lastSize(section, p.index, proposed, shared: shared, at: first, full: t.size) : t.size
        let origin = body(&self, size)
        emit(cache, k, count: n, origin: origin, groupSize: size, section: p.index, firstItem: first, stacked: stacked)
        return n
    }

    /// Whether the section's group hugs its content on an axis (an estimated dimension, D7), so
    /// that its last, partial instance is smaller than a full one.
    private func hugs(_ section: borrowing CompositionalSection) -> Bool {
        section.group.layoutSize.widthDimension.isEstimated || section.group.layoutSize.heightDimension.isEstimated
    }

    /// The outer size of the section's last group instance, which holds the items from `first` to
    /// the end, fewer than a full instance (`full` its size): on an estimated axis, the extent of
    /// the slots that hold items (D7; their positions are a full instance's, D6); with `shared`,
    /// its uniform axes take the shared size (D9). Solved apart: the cache keeps full instances.
    private mutating func lastSize(
        _ section: borrowing CompositionalSection, _ index: Int, _ proposed: Size, shared: Size?, at first: Int,
        full: Size
    ) throws(LayoutError) -> Size {
        guard hugs(section) else { return full }
        var size = try layOutScratch(
            section, index, proposed: proposed, firstItem: first, filledLeaves: section.items.count - first)
        if let shared {
            let group = section.group.layoutSize
            if group.widthDimension.isUniform { size.width = shared.width }
            if group.heightDimension.isUniform { size.height = shared.height }
        }
        return size
    }

    /// The index in `cache` of the instance of `section`'s group for the items from `first` on,
    /// solved now if `cache` has none (with the shared size of D9, once known).
    @inline(__always)
    private mutating func instance(
        _ section: borrowing CompositionalSection, _ index: Int, _ proposed: Size, shared: Size?, at first: Int,
        in cache: inout CompositionalTemplateCache
    ) throws(LayoutError) -> Int {
        if let k = cache.index(for: section.items, at: first) { return k }
        let k = try solveInstance(section, index, proposed: proposed, firstItem: first, into: &cache)
        let group = section.group.layoutSize
        if let shared {
            cache.resize(
                k, to: shared, width: group.widthDimension.isUniform, height: group.heightDimension.isUniform)
        }
        return k
    }

    /// Solves the group instance for the items from `firstItem` on, keeps it in `cache` and
    /// returns its index there.
    @inline(never)
    private mutating func solveInstance(
        _ section: borrowing CompositionalSection, _ index: Int, proposed: Size, firstItem: Int,
        into cache: inout CompositionalTemplateCache
    ) throws(LayoutError) -> Int {
        scratch.size = try layOutScratch(section, index, proposed: proposed, firstItem: firstItem)
        scratch.finish()
        return cache.insert(scratch, for: section.items, at: firstItem)
    }

    /// Lays out the group of `section` (section `index`) for the items from `firstItem` on into
    /// the builder's scratch template and returns its outer size; `filledLeaves` of its leaves
    /// hold items (fewer in a last, partial instance, `CompositionalGroupSolver.filledLeaves`).
    private mutating func layOutScratch(
        _ section: borrowing CompositionalSection, _ index: Int, proposed: Size, firstItem: Int,
        filledLeaves: Int = .max
    ) throws(LayoutError) -> Size {
        var template = CompositionalGroupTemplate()
        swap(&template, &scratch)
        var solver = CompositionalGroupSolver(
            template: template, kinds: kinds, items: section.items, firstItem: firstItem)
        solver.filledLeaves = filledLeaves
        solver.sectionInsets = section.contentInsets
        kinds = CompositionalKindTable()
        defer { swap(&kinds, &solver.kinds) }
        defer { swap(&scratch, &solver.template) }
        return try solver.layOut(section.group, proposed: proposed, depth: 0, path: { "sections[\(index)].group" })
    }
}
