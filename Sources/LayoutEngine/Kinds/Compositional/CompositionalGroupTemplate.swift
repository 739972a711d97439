// Laying out one group instance (R2-R8, D4-D9, D12): every leaf's slot and cell, every nested
// group's frame and every item supplementary, relative to the group's origin. A section solves its
// group once and repeats the result (D6), or once per instance when its cells were measured (D7).

/// One group instance, relative to the group's origin.
struct CompositionalGroupTemplate {
    /// A cell: its slot and its frame after the item's contentInsets.
    struct Leaf {
        var slot: Rect
        var cell: Rect
        var zIndex: Int32
    }
    /// A group's frame (the instance's own group first, nested groups after their parent).
    struct Box {
        var frame: Rect
        var depth: Int32
        var firstLeaf: Int32
    }
    /// An item supplementary, attached to the leaf whose item it carries.
    struct Supplementary {
        var frame: Rect
        var leaf: Int32
        var kind: UInt16
        var zIndex: Int32
    }
    /// The group's outer size (estimated axes hug their content, D7).
    var size = Size.zero
    /// How many items from the instance's first one had their measured size read: the instance is
    /// the same wherever the next items have the same measured sizes (the section's cache).
    var measuredReads = 0
    var leaves: [Leaf] = []
    var boxes: [Box] = []
    /// Sorted by leaf after `finish()` (an item's own first, then the groups that start at it,
    /// innermost first).
    var supplementaries: [Supplementary] = []
    /// `supplementaries` of leaf `i` are `supplementaryStarts[i] ..< supplementaryStarts[i + 1]`.
    var supplementaryStarts: [Int32] = []
    /// Room for `finish()` to sort in (kept, like the lists, from one solve to the next).
    private var sorted: [Supplementary] = []

    /// Empties the template for the next solve, keeping its storage.
    mutating func reset() {
        size = .zero
        measuredReads = 0
        leaves.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        supplementaries.removeAll(keepingCapacity: true)
        supplementaryStarts.removeAll(keepingCapacity: true)
    }

    /// Counts of the three lists, to shift or roll back what one slot appended.
    struct Mark {
        var leaves: Int
        var boxes: Int
        var supplementaries: Int
    }
    var mark: Mark { Mark(leaves: leaves.count, boxes: boxes.count, supplementaries: supplementaries.count) }

    /// Moves what was appended between `mark` and `end` by `dx`, `dy`.
    mutating func shift(from mark: Mark, to end: Mark, dx: Double, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        for i in mark.leaves..<end.leaves {
            leaves[i].slot = leaves[i].slot.offsetBy(dx: dx, dy: dy)
            leaves[i].cell = leaves[i].cell.offsetBy(dx: dx, dy: dy)
        }
        for i in mark.boxes..<end.boxes { boxes[i].frame = boxes[i].frame.offsetBy(dx: dx, dy: dy) }
        for i in mark.supplementaries..<end.supplementaries {
            supplementaries[i].frame = supplementaries[i].frame.offsetBy(dx: dx, dy: dy)
        }
    }

    /// Drops everything appended since `mark` (a slot that did not fit, R3).
    mutating func rollBack(to mark: Mark) {
        leaves.removeSubrange(mark.leaves...)
        boxes.removeSubrange(mark.boxes...)
        supplementaries.removeSubrange(mark.supplementaries...)
    }

    /// Groups the supplementaries by leaf (stable), so each cell's follow it in element order.
    mutating func finish() {
        supplementaryStarts.removeAll(keepingCapacity: true)
        supplementaryStarts.append(contentsOf: repeatElement(0, count: leaves.count + 1))
        for s in supplementaries { supplementaryStarts[Int(s.leaf) + 1] += 1 }
        for i in 0..<leaves.count { supplementaryStarts[i + 1] += supplementaryStarts[i] }
        guard !supplementaries.isEmpty else { return }
        // A counting sort into `sorted`, which then swaps places with `supplementaries`.
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: supplementaries)
        for s in supplementaries {
            let leaf = Int(s.leaf)
            sorted[Int(supplementaryStarts[leaf])] = s
            supplementaryStarts[leaf] += 1
        }
        // Each start moved on by its leaf's count: shift back by one leaf.
        for i in stride(from: leaves.count, to: 0, by: -1) { supplementaryStarts[i] = supplementaryStarts[i - 1] }
        supplementaryStarts[0] = 0
        swap(&sorted, &supplementaries)
    }
}

/// Solves one group instance: the cells take the section's items from `firstItem` on, so that
/// measured sizes replace estimates (R8).
struct CompositionalGroupSolver {
    var template: CompositionalGroupTemplate
    var kinds: CompositionalKindTable
    let items: CompositionalItems
    let firstItem: Int
    /// How many of the instance's leaves hold an item: fewer than it has in a section's last,
    /// partial instance, whose estimated axes then hug only the slots that hold items (D7); the
    /// empty slots are still laid out, so the others keep a full group's positions (D6).
    var filledLeaves = Int.max
    /// The section's contentInsets, which the section's group's fractions refer to the container
    /// less (named when they leave the group no room).
    var sectionInsets = DirectionalEdgeInsets.zero
    /// Most slots one group may hold: a guard against a group repeating tiny subitems without end.
    static let slotLimit = 1 << 20
    /// How deep groups may nest: the section's group is depth 0, its groups depth 1, ... Real
    /// layouts nest 2 to 4 deep; a group with an estimated length is laid out once more to test
    /// whether another copy fits, so each level can double the work.
    static let depthLimit = 12
    /// Most slots and groups one template may lay out, trial layouts included: a guard against
    /// nested groups whose trials multiply (estimated groups nested deep, repeating tiny subitems).
    static let workLimit = 1 << 21
    /// Slots and groups laid out so far (`workLimit`).
    private var work = 0

    /// A solver that lays out into `template` (emptied first; its storage is reused).
    init(
        template: consuming CompositionalGroupTemplate, kinds: CompositionalKindTable, items: CompositionalItems,
        firstItem: Int
    ) {
        self.template = template
        self.template.reset()
        self.kinds = kinds
        self.items = items
        self.firstItem = firstItem
    }

    /// Lays out `group` with outer size `proposed` (estimated axes at their estimate) at the origin
    /// and returns its final outer size (D7).
    mutating func layOut(
        _ group: CompositionalGroup, proposed: Size, depth: Int, path: () -> String
    ) throws(LayoutError) -> Size {
        guard depth <= Self.depthLimit else {
            throw LayoutError(
                path: path(),
                "groups nest more than \(Self.depthLimit) levels deep here; flatten them (a group of groups of items is usually enough)"
            )
        }
        let boxIndex = template.boxes.count
        template.boxes.append(.init(frame: .zero, depth: Int32(depth), firstLeaf: Int32(template.leaves.count)))
        let size: Size
        switch group.layout {
        case .custom(let frames):
            size = layOutCustom(frames, group: group, proposed: proposed)
        case .subitems(let axis, let subitems):
            size = try layOutLine(
                group, axis: axis, proposed: proposed, count: nil, fill: false, depth: depth, path: path,
                subitem: { subitems[$0 % subitems.count] })
        case .repeatingCount(let axis, let subitem, let count):
            size = try layOutLine(
                group, axis: axis, proposed: proposed, count: count, fill: true, depth: depth, path: path,
                subitem: { _ in subitem })
        case .repeatingCopies(let axis, let subitem, let count):
            size = try layOutLine(
                group, axis: axis, proposed: proposed, count: count, fill: false, depth: depth, path: path,
                subitem: { _ in subitem })
        }
        let frame = Rect(origin: .zero, size: size)
        template.boxes[boxIndex].frame = frame
        let firstLeaf = template.boxes[boxIndex].firstLeaf
        if Int(firstLeaf) < template.leaves.count {
            for s in group.supplementaryItems {
                template.supplementaries.append(
                    .init(
                        frame: s.frame(attachedTo: frame), leaf: firstLeaf, kind: kinds.index(of: s.elementKind),
                        zIndex: Int32(truncatingIfNeeded: s.zIndex)))
            }
        }
        return size
    }

    /// D12: each frame is a leaf relative to the group's origin; estimated axes hug the frames.
    private mutating func layOutCustom(
        _ frames: [CompositionalCustomItem], group: CompositionalGroup, proposed: Size
    ) -> Size {
        var maxX = 0.0
        var maxY = 0.0
        for f in frames {
            let filled = template.leaves.count < filledLeaves
            template.leaves.append(.init(slot: f.frame, cell: f.frame, zIndex: Int32(truncatingIfNeeded: f.zIndex)))
            guard filled else { continue }
            maxX = max(maxX, f.frame.maxX)
            maxY = max(maxY, f.frame.maxY)
        }
        return Size(
            width: group.layoutSize.widthDimension.isEstimated ? maxX : proposed.width,
            height: group.layoutSize.heightDimension.isEstimated ? maxY : proposed.height)
    }

    /// One placed member of a line: its size, edge spacing and what it appended.
    private struct Slot {
        var size: Size
        var lead: CompositionalSpacing?
        var trail: CompositionalSpacing?
        var crossLead: CompositionalSpacing?
        var crossTrail: CompositionalSpacing?
        var mark: CompositionalGroupTemplate.Mark
        var uniformAlong: Bool
        var uniformAcross: Bool
    }

    /// A horizontal or vertical group: members cycled while they fit (R2, R3; `count` nil), `count`
    /// slots filling the group (R4, `fill`), or `count` copies at their own size.
    private mutating func layOutLine(
        _ group: CompositionalGroup, axis: CompositionalGroupAxis, proposed: Size, count: Int?, fill: Bool,
        depth: Int, path: () -> String, subitem: (Int) -> CompositionalSubitem
    ) throws(LayoutError) -> Size {
        let alongEstimated = group.layoutSize.dimension(along: axis).isEstimated
        let acrossEstimated = group.layoutSize.dimension(along: axis == .horizontal ? .vertical : .horizontal)
            .isEstimated
        let insets = group.contentInsets.dropping(estimated: group.layoutSize)
        // Insets larger than the group leave its members no room (nothing negative).
        let effective = Size(
            width: max(0, proposed.width - insets.horizontal), height: max(0, proposed.height - insets.vertical))
        let length = axis.along(effective)
        guard length.isFinite else { throw outOfRange(group.layoutSize, along: axis, path: path) }
        let tolerance = 1e-6 * max(1, length)
        let spacing = group.interItemSpacing
        if let count, count > Self.slotLimit {
            throw LayoutError(
                path: "\(path()).\(fill ? "repeatingCount" : "repeatingCopies")",
                "\(count) slots are more than a group may hold (\(Self.slotLimit)); lower the count")
        }
        var slots: [Slot] = []
        var end = 0.0 // far edge of the last slot, minimums only
        var fillLength = 0.0
        if fill, let count {
            let one = subitem(0)
            let e = axis.edges(one.edgeSpacing)
            let fixed =
                Double(count - 1) * spacing.minimum + Double(count) * ((e.lead?.minimum ?? 0) + (e.trail?.minimum ?? 0))
            fillLength = (length - fixed) / Double(count)
            guard fillLength >= -tolerance else {
                throw LayoutError(
                    path: "\(path()).repeatingCount",
                    "\(count) slots need \(formatNumber(fixed)) points of spacing but the group is \(formatNumber(length)) long; lower the count or the spacing"
                )
            }
            fillLength = max(0, fillLength)
        }
        var k = 0
        var endAtCycleStart = 0.0
        var cycle = 1
        if case .subitems(_, let list) = group.layout { cycle = list.count }
        while true {
            if let count, k == count { break }
            if count == nil, k > 0, k % cycle == 0 {
                guard end > endAtCycleStart else {
                    throw noLength(group, axis: axis, proposed: proposed, insets: insets, depth: depth, path: path)
                }
                endAtCycleStart = end
            }
            guard k < Self.slotLimit else {
                throw LayoutError(
                    path: "\(path()).subitems",
                    "the group would hold more than \(Self.slotLimit) slots; make its subitems larger")
            }
            work += 1
            guard work <= Self.workLimit else {
                throw LayoutError(
                    path: "\(path()).subitems",
                    "laying out the group takes more than \(Self.workLimit) steps (nested groups laid out again to test whether another fits); nest fewer groups with estimated sizes, or make the subitems larger"
                )
            }
            let member = subitem(k)
            func memberPath() -> String {
                count == nil ? "\(path()).subitems[\(k % cycle)]" : "\(path()).subitems[0]"
            }
            let e = axis.edges(member.edgeSpacing)
            // A nested group whose length along the axis is known (not estimated) and that cannot
            // fit after the others is not laid out to find that out (R3): each level would
            // otherwise lay its members out twice, doubling the work per level of nesting.
            if count == nil, !fill, k > 0, case .group(let child) = member,
                !child.layoutSize.dimension(along: axis).isEstimated
            {
                let need =
                    (e.lead?.minimum ?? 0) + axis.along(child.layoutSize.resolved(in: effective))
                    + (e.trail?.minimum ?? 0)
                if need <= length + tolerance, end + spacing.minimum + need > length + tolerance { break }
            }
            let mark = template.mark
            let readsBefore = template.measuredReads
            var size: Size
            let alongDimension = member.layoutSize.dimension(along: axis)
            switch member {
            case .item(let item):
                size = itemSize(item, in: effective)
                if fill { size = axis.size(along: fillLength, across: axis.across(size)) }
                appendItem(item, size: size)
            case .group(let child):
                var p = child.layoutSize.resolved(in: effective)
                if fill { p = axis.size(along: fillLength, across: axis.across(p)) }
                size = try layOut(child, proposed: p, depth: depth + 1, path: memberPath)
                if fill { size = axis.size(along: fillLength, across: axis.across(size)) }
            }
            let need = (e.lead?.minimum ?? 0) + axis.along(size) + (e.trail?.minimum ?? 0)
            guard need.isFinite else { throw outOfRange(member.layoutSize, along: axis, path: memberPath) }
            let far = end + (k > 0 ? spacing.minimum : 0) + need
            if count == nil, !fill, far > length + tolerance {
                if !alongDimension.isEstimated, need > length + tolerance {
                    throw LayoutError(
                        path: memberPath(),
                        "needs \(formatNumber(need)) points along the group's axis (edge spacing included) but the group's effective length is \(formatNumber(length)), so it can never fit; make it smaller or the group larger"
                    )
                }
                if k > 0 {
                    template.rollBack(to: mark)
                    // An item that does not fit whatever its measured size (its length along the
                    // axis is not estimated) leaves the instance the same for any such size.
                    if case .item = member, !alongDimension.isEstimated { template.measuredReads = readsBefore }
                    break
                }
            }
            if count != nil, !fill, !alongDimension.isEstimated, far > length + tolerance {
                throw LayoutError(
                    path: "\(path()).repeatingCopies",
                    "\(count ?? 0) copies need \(formatNumber(far)) points but the group's effective length is \(formatNumber(length)); lower the count or make the subitem smaller"
                )
            }
            let across = member.layoutSize.dimension(along: axis == .horizontal ? .vertical : .horizontal)
            slots.append(
                Slot(
                    size: size, lead: e.lead, trail: e.trail, crossLead: e.crossLead, crossTrail: e.crossTrail,
                    mark: mark, uniformAlong: alongDimension.isUniform && !fill, uniformAcross: across.isUniform))
            end = far
            k += 1
        }
        try applyUniform(&slots, axis: axis, subitem: subitem)
        // Along the axis: minimums, then the leftover shared by the flexible spaces (R5, D5).
        // An estimated axis hugs the slots that hold items (D7): all of them but in a section's
        // last, partial instance, whose filled slots come first.
        var used = 0.0
        var usedFilled = 0.0
        var flexibleCount = 0
        for (i, s) in slots.enumerated() {
            used += (s.lead?.minimum ?? 0) + axis.along(s.size) + (s.trail?.minimum ?? 0)
            if i > 0 {
                used += spacing.minimum
                if spacing.isFlexible { flexibleCount += 1 }
            }
            if s.lead?.isFlexible == true { flexibleCount += 1 }
            if s.trail?.isFlexible == true { flexibleCount += 1 }
            if s.mark.leaves < filledLeaves { usedFilled = used }
        }
        let leftover = alongEstimated || fill ? 0 : length - used
        let extra = leftover > 0 && flexibleCount > 0 ? leftover / Double(flexibleCount) : 0
        var crossLength = axis.across(effective)
        var crossFilled = 0.0
        if acrossEstimated {
            crossLength = 0
            for s in slots {
                crossLength = max(
                    crossLength, (s.crossLead?.minimum ?? 0) + axis.across(s.size) + (s.crossTrail?.minimum ?? 0))
                if s.mark.leaves < filledLeaves { crossFilled = crossLength }
            }
        }
        let originAlong = axis.along(Size(width: insets.left, height: insets.top))
        let originAcross = axis.across(Size(width: insets.left, height: insets.top))
        var position = 0.0
        for (i, s) in slots.enumerated() {
            if i > 0 { position += spacing.minimum + (spacing.isFlexible ? extra : 0) }
            position += (s.lead?.minimum ?? 0) + (s.lead?.isFlexible == true ? extra : 0)
            let crossFixed = (s.crossLead?.minimum ?? 0)
            var crossPosition = crossFixed
            let flexibleCross = (s.crossLead?.isFlexible == true ? 1 : 0) + (s.crossTrail?.isFlexible == true ? 1 : 0)
            if flexibleCross > 0, s.crossLead?.isFlexible == true {
                let free = crossLength - (crossFixed + axis.across(s.size) + (s.crossTrail?.minimum ?? 0))
                if free > 0 { crossPosition += free / Double(flexibleCross) }
            }
            let origin = axis.point(along: originAlong + position, across: originAcross + crossPosition)
            let end = i + 1 < slots.count ? slots[i + 1].mark : template.mark
            template.shift(from: s.mark, to: end, dx: origin.x, dy: origin.y)
            position += axis.along(s.size) + (s.trail?.minimum ?? 0) + (s.trail?.isFlexible == true ? extra : 0)
        }
        return axis.size(
            along: alongEstimated ? usedFilled : axis.along(proposed),
            across: acrossEstimated ? crossFilled : axis.across(proposed))
    }

    /// Why a group's subitems take no length along its axis (and would repeat without end): the
    /// group's contentInsets or, for the section's group, the section's taking the whole length,
    /// a group of no length, or subitems of no length.
    private func noLength(
        _ group: CompositionalGroup, axis: CompositionalGroupAxis, proposed: Size, insets: EdgeInsets, depth: Int,
        path: () -> String
    ) -> LayoutError {
        let side = axis == .horizontal ? "width" : "height"
        let outer = axis.along(proposed)
        let (lead, trail) = axis == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        if outer > 0, lead + trail >= outer {
            return LayoutError(
                path: "\(path()).contentInsets",
                "take the group's whole \(side) (\(formatNumber(lead)) + \(formatNumber(trail)) of \(formatNumber(outer)) points), leaving its subitems no room; make them smaller"
            )
        }
        // The section's group, a fraction of a side that the section's insets take whole.
        let s = sectionInsets
        let referred: (lead: Double, trail: Double, side: String)? =
            switch group.layoutSize.dimension(along: axis) {
            case .fractionalWidth: (s.leading, s.trailing, "width")
            case .fractionalHeight: (s.top, s.bottom, "height")
            default: nil
            }
        if outer == 0, depth == 0, let r = referred, r.lead + r.trail > 0 {
            let section = String(path().dropLast(".group".count))
            return LayoutError(
                path: "\(section).contentInsets",
                "take the container's whole \(r.side) (\(formatNumber(r.lead)) + \(formatNumber(r.trail)) points), leaving no room for the section's group, a fraction of what is left; make them smaller"
            )
        }
        if outer == 0 {
            return LayoutError(
                path: "\(path()).size.\(side)",
                "resolves to 0 points, leaving the subitems no room (they would repeat without end); give the group a \(side)"
            )
        }
        return LayoutError(
            path: "\(path()).subitems",
            "the subitems take no length along the group's axis and would repeat without end; give one a size or the group an interItemSpacing"
        )
    }

    /// A member or group whose length along `axis` is not finite: its fraction is out of range.
    private func outOfRange(_ size: CompositionalSize, along axis: CompositionalGroupAxis, path: () -> String)
        -> LayoutError
    {
        let side = axis == .horizontal ? "width" : "height"
        let (key, fraction, of): (String, Double, String)
        switch size.dimension(along: axis) {
        case .fractionalWidth(let f): (key, fraction, of) = ("fractionalWidth", f, "width")
        case .fractionalHeight(let f): (key, fraction, of) = ("fractionalHeight", f, "height")
        default:
            return LayoutError(
                path: "\(path()).size.\(side)",
                "is not a finite length (its container's is not); use smaller fractions above it")
        }
        return LayoutError(
            path: "\(path()).size.\(side).\(key)",
            "\(formatNumber(fraction)) is out of range: that many times its container's \(of) passes the largest length (about 1.8e308 points); use a fraction such as 1 (the whole \(of))"
        )
    }

    /// D9: leaf siblings whose dimension is `uniformAcrossSiblings` take the largest size among them
    /// on that axis (after the stop rule); their cells and badges are laid out again at that size.
    private mutating func applyUniform(
        _ slots: inout [Slot], axis: CompositionalGroupAxis, subitem: (Int) -> CompositionalSubitem
    ) throws(LayoutError) {
        guard slots.contains(where: { $0.uniformAlong || $0.uniformAcross }) else { return }
        var maxAlong = 0.0
        var maxAcross = 0.0
        for s in slots {
            if s.uniformAlong { maxAlong = max(maxAlong, axis.along(s.size)) }
            if s.uniformAcross { maxAcross = max(maxAcross, axis.across(s.size)) }
        }
        for i in slots.indices where slots[i].uniformAlong || slots[i].uniformAcross {
            guard case .item(let item) = subitem(i) else { continue }
            let s = slots[i]
            let size = axis.size(
                along: s.uniformAlong ? maxAlong : axis.along(s.size),
                across: s.uniformAcross ? maxAcross : axis.across(s.size))
            slots[i].size = size
            rewriteItem(item, size: size, leaf: s.mark.leaves, supplementaries: s.mark.supplementaries)
        }
    }

    /// An item's slot size: its dimensions against `container`, estimates replaced by the measured
    /// size of the item the leaf will hold (R8).
    @inline(__always)
    private mutating func itemSize(_ item: CompositionalItem, in container: Size) -> Size {
        var size = item.layoutSize.resolved(in: container)
        let w = item.layoutSize.widthDimension.isEstimated
        let h = item.layoutSize.heightDimension.isEstimated
        guard w || h else { return size }
        let index = firstItem + template.leaves.count
        template.measuredReads = max(template.measuredReads, index - firstItem + 1)
        if let measured = items.measuredSize(of: index) {
            if w, let width = measured.width { size.width = width }
            if h, let height = measured.height { size.height = height }
        }
        return size
    }

    /// Appends an item's leaf at the origin with its supplementaries.
    private mutating func appendItem(_ item: CompositionalItem, size: Size) {
        let leaf = Int32(template.leaves.count)
        let slot = Rect(origin: .zero, size: size)
        let cell = slot.insetClamped(by: item.contentInsets.dropping(estimated: item.layoutSize))
        template.leaves.append(.init(slot: slot, cell: cell, zIndex: 0))
        for s in item.supplementaryItems {
            template.supplementaries.append(
                .init(
                    frame: s.frame(attachedTo: cell), leaf: leaf, kind: kinds.index(of: s.elementKind),
                    zIndex: Int32(truncatingIfNeeded: s.zIndex)))
        }
    }

    /// Lays an item's leaf (at `leaf`) and its supplementaries out again at `size`, at the origin.
    private mutating func rewriteItem(_ item: CompositionalItem, size: Size, leaf: Int, supplementaries: Int) {
        let slot = Rect(origin: .zero, size: size)
        let cell = slot.insetClamped(by: item.contentInsets.dropping(estimated: item.layoutSize))
        template.leaves[leaf].slot = slot
        template.leaves[leaf].cell = cell
        for (j, s) in item.supplementaryItems.enumerated() {
            template.supplementaries[supplementaries + j].frame = s.frame(attachedTo: cell)
        }
    }
}
