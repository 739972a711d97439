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
        let first = elements.count
        // Decorations come first (D21) but need the section's end: placeholders, filled below.
        for (i, decoration) in section.decorationItems.enumerated() {
            elements.append(
                CompositionalElement(
                    category: .decoration, kindIndex: kinds.index(of: decoration.elementKind), section: index, item: i,
                    frame: .zero, zIndex: decoration.zIndex))
        }
        let startPins = appendStartBand(band, section: index, sectionStart: start)
        let groupsStart = start + band.startLength + insets.mainStart(d)
        let firstInstance = instanceStarts.count
        let cellsStart = elements.count
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
        let cellsEnd = elements.count
        let end = groupsEnd + insets.mainEnd(d) + band.endLength
        for (i, decoration) in section.decorationItems.enumerated() {
            elements[first + i].frame = Rect(
                main: start, cross: 0, mainLength: end - start, crossLength: containerCross, d
            ).insetClamped(by: decoration.contentInsets.edgeInsets)
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
        var queryStart = start
        var queryEnd = end
        for e in elements[first...] {
            queryStart = min(queryStart, e.frame.minMain(d))
            queryEnd = max(queryEnd, e.frame.maxMain(d))
        }
        // How far a stacked section's cells and badges reach before and after their group's start.
        var reachBefore = 0.0
        var reachAfter = 0.0
        for g in firstInstance..<instanceStarts.count {
            let groupEnd = g + 1 < instanceStarts.count ? Int(instanceFirstElements[g + 1]) : cellsEnd
            for e in elements[Int(instanceFirstElements[g])..<groupEnd] {
                reachBefore = max(reachBefore, instanceStarts[g] - e.frame.minMain(d))
                reachAfter = max(reachAfter, e.frame.maxMain(d) - instanceStarts[g])
            }
        }
        sections.append(
            CompositionalSectionExtent(
                frame: Rect(main: start, cross: 0, mainLength: end - start, crossLength: containerCross, d),
                elements: first..<elements.count, orthogonal: orthogonal, queryStart: queryStart, queryEnd: queryEnd,
                cells: cellsStart..<cellsEnd, instances: firstInstance..<instanceStarts.count, reachBefore: reachBefore,
                reachAfter: reachAfter))
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
        var position = p.groupsStart
        var instance = 0
        try forEachInstance(p) { builder, template, firstItem, count in
            if instance > 0 { position += p.section.interGroupSpacing }
            position += edges.lead?.minimum ?? 0
            let groupCross = template.size.cross(builder.d)
            var cross = p.crossStart + (edges.crossLead?.minimum ?? 0)
            let flexible =
                (edges.crossLead?.isFlexible == true ? 1 : 0) + (edges.crossTrail?.isFlexible == true ? 1 : 0)
            if edges.crossLead?.isFlexible == true {
                let free =
                    p.effective.cross(builder.d) - (edges.crossLead?.minimum ?? 0) - groupCross
                    - (edges.crossTrail?.minimum ?? 0)
                if free > 0 { cross += free / Double(flexible) }
            }
            builder.instanceStarts.append(position)
            builder.instanceFirstElements.append(Int32(truncatingIfNeeded: builder.elements.count))
            builder.emit(
                template, count: count, origin: Point(main: position, cross: cross, builder.d), section: p.index,
                firstItem: firstItem)
            position += template.size.main(builder.d) + (edges.trail?.minimum ?? 0)
            instance += 1
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
        try forEachInstance(p) { builder, template, firstItem, count in
            let d = builder.d
            if instance == 0, centred {
                space = max(0, (p.effective.cross(d) - template.size.cross(d)) / 2)
                position += space
            }
            if instance > 0 { position += p.section.interGroupSpacing }
            position += edges.crossLead?.minimum ?? 0
            let main = p.groupsStart + (edges.lead?.minimum ?? 0)
            builder.emit(
                template, count: count, origin: Point(main: main, cross: position, d), section: p.index,
                firstItem: firstItem)
            position += template.size.cross(d) + (edges.crossTrail?.minimum ?? 0)
            mainExtent = max(
                mainExtent, (edges.lead?.minimum ?? 0) + template.size.main(d) + (edges.trail?.minimum ?? 0))
            instance += 1
        }
        return (p.groupsStart + mainExtent, position + space + crossEnd)
    }

    /// Calls `body` with each group instance of the section in order: one template shared by all
    /// (D6) unless cells were measured one by one (D7), then one per distinct run of measured sizes
    /// (`CompositionalTemplateCache`); with `uniformAcrossSiblings` on the section's group, every
    /// instance takes the largest instance's size on that axis (D9).
    private mutating func forEachInstance(
        _ p: SectionGroups,
        _ body: (inout CompositionalBuilder, CompositionalGroupTemplate, Int, Int) -> Void
    ) throws(LayoutError) {
        let items = p.section.items
        guard items.count > 0 else { return }
        let group = p.section.group
        let proposed = group.layoutSize.resolved(in: p.effective)
        var cache = CompositionalTemplateCache()
        func instance(_ builder: inout CompositionalBuilder, at first: Int) throws(LayoutError)
            -> CompositionalGroupTemplate
        {
            if let t = cache.template(for: items, at: first) { return t }
            let t = try builder.solveTemplate(
                group, proposed: proposed, items: items, firstItem: first, section: p.index)
            cache.insert(t, for: items, at: first)
            return t
        }
        let uniformWidth = group.layoutSize.widthDimension.isUniform
        let uniformHeight = group.layoutSize.heightDimension.isUniform
        var shared: Size?
        if uniformWidth || uniformHeight {
            var largest = Size.zero
            var first = 0
            while first < items.count {
                let t = try instance(&self, at: first)
                largest = Size(width: max(largest.width, t.size.width), height: max(largest.height, t.size.height))
                first += t.leaves.count
            }
            shared = largest
        }
        var first = 0
        while first < items.count {
            var t = try instance(&self, at: first)
            if first == 0 {
                let perCell = 1 + t.supplementaries.count / max(1, t.leaves.count)
                let needed = elements.count + (items.count + 1) * perCell
                if elements.capacity < needed { elements.reserveCapacity(max(needed, 2 * elements.capacity)) }
            }
            if let shared {
                if uniformWidth { t.size.width = shared.width }
                if uniformHeight { t.size.height = shared.height }
                t.boxes[0].frame.size = t.size
            }
            let n = min(t.leaves.count, items.count - first)
            body(&self, t, first, n)
            first += n
        }
    }

    /// One group instance for the items from `firstItem` on.
    private mutating func solveTemplate(
        _ group: CompositionalGroup, proposed: Size, items: CompositionalItems, firstItem: Int, section: Int
    ) throws(LayoutError) -> CompositionalGroupTemplate {
        var solver = CompositionalGroupSolver(kinds: kinds, items: items, firstItem: firstItem)
        kinds = CompositionalKindTable()
        defer { kinds = solver.kinds }
        let size = try solver.layOut(group, proposed: proposed, depth: 0, path: { "sections[\(section)].group" })
        solver.template.size = size
        solver.template.finish()
        return solver.template
    }

    /// Appends the first `count` cells of `template` placed at `origin`, each followed by its item
    /// supplementaries (D21), and their slots and group frames when guides are kept.
    mutating func emit(
        _ template: CompositionalGroupTemplate, count: Int, origin: Point, section: Int, firstItem: Int
    ) {
        let dx = origin.x
        let dy = origin.y
        let hasSupplementaries = !template.supplementaries.isEmpty
        for i in 0..<count {
            let leaf = template.leaves[i]
            elements.append(
                CompositionalElement(
                    category: .cell, kindIndex: 0, section: section, item: firstItem + i,
                    frame: leaf.cell.offsetBy(dx: dx, dy: dy), zIndex: Int(leaf.zIndex)))
            if hasSupplementaries {
                for j in Int(template.supplementaryStarts[i])..<Int(template.supplementaryStarts[i + 1]) {
                    let s = template.supplementaries[j]
                    elements.append(
                        CompositionalElement(
                            category: .itemSupplementary, kindIndex: s.kind, section: section, item: firstItem + i,
                            frame: s.frame.offsetBy(dx: dx, dy: dy), zIndex: Int(s.zIndex)))
                }
            }
        }
        guard guides != nil else { return }
        for i in 0..<count {
            guides!.slots.append(
                .init(section: section, item: firstItem + i, frame: template.leaves[i].slot.offsetBy(dx: dx, dy: dy)))
        }
        for b in template.boxes where Int(b.firstLeaf) < count {
            guides!.groups.append(.init(section: section, depth: Int(b.depth), frame: b.frame.offsetBy(dx: dx, dy: dy)))
        }
    }
}
