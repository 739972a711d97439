// Group instances solved once per distinct run of measured sizes (D7 without a solve per group).

/// The group instances a section has solved, by the measured sizes they read: an instance read the
/// measured sizes of `measuredReads` items from its first one, and is reused wherever the next items
/// have the same sizes. An instance that read none is reused everywhere.
///
/// The instances' leaves, supplementaries and group frames are kept in flat arrays of plain values
/// (`Instance` says where each one's are), so that placing a group copies frames and reference
/// counts nothing. They are found through an open-addressing table keyed by the first item's
/// measured size (a multiplicative hash of its bits, not `Hasher`: this runs once per group
/// instance); sizes match when their bits do.
struct CompositionalTemplateCache {
    /// One kept instance: its outer size and where its parts are.
    struct Instance {
        var size: Size
        var measuredReads: Int
        /// Its leaves: `leaves[firstLeaf ..< firstLeaf + leafCount]`.
        var firstLeaf: Int
        var leafCount: Int
        /// Leaf `i`'s supplementaries are `supplementaries[supplementaryStarts[firstStart + i] ..<
        /// supplementaryStarts[firstStart + i + 1]]` (absolute).
        var firstStart: Int
        var hasSupplementaries: Bool
        /// Its group frames: `boxes[firstBox ..< firstBox + boxCount]`, its own first.
        var firstBox: Int
        var boxCount: Int
        /// The measured sizes it read: `sizes[firstSize ..< firstSize + measuredReads]`.
        var firstSize: Int
        /// Its elements as placing writes them: `elements[firstElement ..< firstElement +
        /// elementCount]`; leaf `i`'s cell is element `cellOffsets[firstLeaf + i]` of them.
        var firstElement: Int
        var elementCount: Int
        /// Whether every element's entry holds its zIndex and kind index (none is wide), so that
        /// placing copies the entries.
        var narrow: Bool
        /// Whether its bounds are small (`Bounds.isSmall`): placing it then adds its origin's
        /// magnitude to `CompositionalFiniteSums.magnitude` instead of its bounds' probe.
        var small: Bool
        /// Its pattern in the solution's `CompositionalEntryTable`, once a section is patterned on it.
        var pattern: Int32? = nil
    }
    /// The least and greatest x, y, width and height over an instance's element frames, and whether
    /// each of those values is finite. Rounding is monotonic, so an element placed at `dx`, `dy`
    /// has `x + dx` and `(x + dx) + width` between those of the bounds: when the bounds' are finite,
    /// so are every element's (`CompositionalFiniteSums.probe` reads four sums per instance
    /// instead of one per element).
    struct Bounds {
        var lowX = Double.infinity, highX = -Double.infinity, lowY = Double.infinity, highY = -Double.infinity
        var lowWidth = Double.infinity, highWidth = -Double.infinity
        var lowHeight = Double.infinity, highHeight = -Double.infinity
        var finite = true

        mutating func add(_ f: Rect) {
            finite = finite && f.isFinite
            lowX = min(lowX, f.x)
            highX = max(highX, f.x)
            lowY = min(lowY, f.y)
            highY = max(highY, f.y)
            lowWidth = min(lowWidth, f.width)
            highWidth = max(highWidth, f.width)
            lowHeight = min(lowHeight, f.height)
            highHeight = max(highHeight, f.height)
        }

        /// A sum that is finite only if every element placed at `dx`, `dy` has a finite frame
        /// and finite far edges (NaN when a frame of the instance itself is not finite).
        @inline(__always) func probe(dx: Double, dy: Double) -> Double {
            guard finite else { return .nan }
            let x = ((lowX + dx) + lowWidth) + ((highX + dx) + highWidth)
            let y = ((lowY + dy) + lowHeight) + ((highY + dy) + highHeight)
            return x + y
        }

        /// Whether every value of every frame is finite and at most 2^1000 in magnitude: placed at
        /// a `dx` and `dy` of at most 2^1020, each frame and its far edges stay below 2^1022, so
        /// finite (`CompositionalFiniteSums.magnitude` then stands for the probe).
        var isSmall: Bool {
            let limit = 0x1p1000
            return finite && max(-lowX, highX, -lowY, highY) <= limit
                && max(-lowWidth, highWidth, -lowHeight, highHeight) <= limit
        }
    }
    /// One element of an instance as placing writes it: its frame in the instance and its entry,
    /// whose `item` is its leaf's index in the instance (the first item's is added when placed).
    struct Element {
        var frame: Rect
        var entry: CompositionalEntry
    }
    private(set) var instances: [Instance] = []
    private(set) var leaves: [CompositionalGroupTemplate.Leaf] = []
    private(set) var supplementaryStarts: [Int32] = []
    private(set) var supplementaries: [CompositionalGroupTemplate.Supplementary] = []
    private(set) var boxes: [CompositionalGroupTemplate.Box] = []
    private(set) var elements: [Element] = []
    private(set) var cellOffsets: [Int32] = []
    /// Each instance's `Bounds`, by instance.
    private(set) var bounds: [Bounds] = []
    private var sizes: [CompositionalMeasuredSize?] = []
    /// The instance that read no measured size, if any: the one for every group.
    private var independent: Int?
    /// Open addressing (linear probing) over the first item's size: each slot with its key, so
    /// that a probe reads one array (instance -1: empty).
    private var slots: [Slot] = []
    /// A slot of `slots`: the bits of an instance's first measured size, the instance, and whether
    /// it read only that size (then the key alone matches it).
    private struct Slot {
        var key: (UInt64, UInt64)
        var instance: Int32
        var readsOne: Bool
        static let empty = Slot(key: (0, 0), instance: -1, readsOne: false)
    }
    /// Most instances found again: beyond it, each new instance replaces the one before in a
    /// last place that is not searched (no unbounded growth).
    private static let limit = 2048
    /// How many groups' instances a solve keeps (`CompositionalBuilder.templates`).
    static let groupsKept = 8

    /// The bits of a measured size (nil sides, and no size, as values no finite size has).
    @inline(__always)
    private static func bits(_ size: CompositionalMeasuredSize?) -> (UInt64, UInt64) {
        guard let size else { return (.max, .max) }
        return (size.width?.bitPattern ?? .max - 1, size.height?.bitPattern ?? .max - 1)
    }

    @inline(__always)
    private static func hash(_ bits: (UInt64, UInt64)) -> Int {
        let mixed = (bits.0 &* 0x9E37_79B9_7F4A_7C15) ^ (bits.1 &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    /// The index in `instances` of a solved instance for the items from `first` on, or nil.
    @inline(__always)
    func index(for items: CompositionalItems, at first: Int) -> Int? {
        if let independent { return independent }
        guard !slots.isEmpty else { return nil }
        return search(items, at: first)
    }

    private func search(_ items: CompositionalItems, at first: Int) -> Int? {
        let key = Self.bits(items.measuredSize(of: first))
        let mask = slots.count - 1
        return slots.withUnsafeBufferPointer { slots in
            var s = Self.hash(key) & mask
            while slots[s].instance >= 0 {
                let slot = slots[s]
                if slot.key == key && (slot.readsOne || matches(Int(slot.instance), items, first)) {
                    return Int(slot.instance)
                }
                s = (s + 1) & mask
            }
            return nil
        }
    }

    /// Whether instance `k`'s measured sizes after the first are those of the items after `first`.
    private func matches(_ k: Int, _ items: CompositionalItems, _ first: Int) -> Bool {
        let start = instances[k].firstSize
        for j in 1..<instances[k].measuredReads
        where Self.bits(items.measuredSize(of: first + j)) != Self.bits(sizes[start + j]) {
            return false
        }
        return true
    }

    /// Keeps `template`, solved for the items from `first` on, and returns its index.
    mutating func insert(_ template: CompositionalGroupTemplate, for items: CompositionalItems, at first: Int) -> Int {
        if instances.count > Self.limit { dropLast() }
        let k = instances.count
        let firstElement = elements.count
        var narrow = true
        var bounds = Bounds()
        /// Appends the element of leaf `leaf` (its cell, or one of its supplementaries).
        func add(_ frame: Rect, leaf: Int, zIndex: Int32, kind: UInt16, _ category: CompositionalElementCategory) {
            narrow = narrow && CompositionalEntry.fits(zIndex: zIndex, kindIndex: kind)
            bounds.add(frame)
            let entry = CompositionalEntry(
                item: Int32(truncatingIfNeeded: leaf), zIndex: Int16(truncatingIfNeeded: zIndex),
                kindIndex: UInt8(truncatingIfNeeded: kind), category: category)
            elements.append(Element(frame: frame, entry: entry))
        }
        for (i, leaf) in template.leaves.enumerated() {
            cellOffsets.append(Int32(truncatingIfNeeded: elements.count - firstElement))
            add(leaf.cell, leaf: i, zIndex: leaf.zIndex, kind: 0, .cell)
            guard !template.supplementaries.isEmpty else { continue }
            let starts = template.supplementaryStarts
            for s in template.supplementaries[Int(starts[i])..<Int(starts[i + 1])] {
                add(s.frame, leaf: i, zIndex: s.zIndex, kind: s.kind, .itemSupplementary)
            }
        }
        instances.append(
            Instance(
                size: template.size, measuredReads: template.measuredReads, firstLeaf: leaves.count,
                leafCount: template.leaves.count, firstStart: supplementaryStarts.count,
                hasSupplementaries: !template.supplementaries.isEmpty, firstBox: boxes.count,
                boxCount: template.boxes.count, firstSize: sizes.count, firstElement: firstElement,
                elementCount: elements.count - firstElement, narrow: narrow, small: bounds.isSmall))
        self.bounds.append(bounds)
        leaves.append(contentsOf: template.leaves)
        let base = Int32(truncatingIfNeeded: supplementaries.count)
        for s in template.supplementaryStarts { supplementaryStarts.append(base + s) }
        supplementaries.append(contentsOf: template.supplementaries)
        boxes.append(contentsOf: template.boxes)
        for j in 0..<template.measuredReads { sizes.append(items.measuredSize(of: first + j)) }
        guard k < Self.limit else { return k }
        if template.measuredReads == 0 {
            independent = k
        } else if 2 * (k + 1) > slots.count {
            rehash(capacity: max(16, 2 * slots.count))
        } else {
            place(k)
        }
        return k
    }

    /// Records that instance `k`'s pattern is `pattern` in the entry table.
    mutating func setPattern(_ k: Int, _ pattern: Int32) { instances[k].pattern = pattern }

    /// Forgets every instance, keeping the storage.
    mutating func removeAll() {
        instances.removeAll(keepingCapacity: true)
        leaves.removeAll(keepingCapacity: true)
        supplementaryStarts.removeAll(keepingCapacity: true)
        supplementaries.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        elements.removeAll(keepingCapacity: true)
        cellOffsets.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        independent = nil
        slots.removeAll(keepingCapacity: true)
    }

    /// Removes the last instance (the one past `limit`, which no search finds).
    private mutating func dropLast() {
        let last = instances.removeLast()
        bounds.removeLast()
        leaves.removeSubrange(last.firstLeaf...)
        supplementaries.removeSubrange(Int(supplementaryStarts[last.firstStart])...)
        supplementaryStarts.removeSubrange(last.firstStart...)
        boxes.removeSubrange(last.firstBox...)
        elements.removeSubrange(last.firstElement...)
        cellOffsets.removeSubrange(last.firstLeaf...)
        sizes.removeSubrange(last.firstSize...)
    }

    /// Gives instance `k` the outer size `size` on the axes given (D9: the largest instance's, for
    /// `uniformAcrossSiblings` groups), its own group frame included.
    mutating func resize(_ k: Int, to size: Size, width: Bool, height: Bool) {
        if width { instances[k].size.width = size.width }
        if height { instances[k].size.height = size.height }
        boxes[instances[k].firstBox].frame.size = instances[k].size
    }

    private mutating func place(_ k: Int) {
        let mask = slots.count - 1
        let key = Self.bits(sizes[instances[k].firstSize])
        var s = Self.hash(key) & mask
        while slots[s].instance >= 0 { s = (s + 1) & mask }
        slots[s] = Slot(key: key, instance: Int32(k), readsOne: instances[k].measuredReads == 1)
    }

    private mutating func rehash(capacity: Int) {
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(.empty, count: capacity))
        for k in instances.indices where instances[k].measuredReads > 0 { place(k) }
    }
}

/// Two sums that tell, without reading the frames again, that every frame the solver wrote is
/// finite, far edges included (`CompositionalLayout.checkFinite` reads every frame otherwise).
struct CompositionalFiniteSums {
    /// `(x + width) + (y + height)` of each frame written one by one, and the bounds' probe of
    /// each instance that is not small (`CompositionalTemplateCache.Bounds`): an infinity or NaN
    /// stays in the sum; a sum that overflows only sends the check to read every frame.
    var probe = 0.0
    /// `|dx| + |dy|` of each small instance's origin (`Bounds.isSmall`): at most 2^1020 only if
    /// each origin is, so that every frame of those instances is finite.
    var magnitude = 0.0

    /// Whether every frame counted is finite.
    var areFinite: Bool { probe.isFinite && magnitude <= 0x1p1020 }

    /// Counts one frame.
    @inline(__always) mutating func add(_ f: Rect) { probe += (f.x + f.width) + (f.y + f.height) }

    /// Counts an instance placed at `dx`, `dy`: its origin when it is `small`, else its bounds.
    @inline(__always) mutating func add(
        small: Bool, _ bounds: @autoclosure () -> CompositionalTemplateCache.Bounds, dx: Double, dy: Double
    ) {
        if small { magnitude += abs(dx) + abs(dy) } else { probe += bounds().probe(dx: dx, dy: dy) }
    }

    /// Counts what `other` counted.
    @inline(__always) mutating func add(_ other: CompositionalFiniteSums) {
        probe += other.probe
        magnitude += other.magnitude
    }
}
