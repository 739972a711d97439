// Group instances solved once per distinct run of measured sizes (D7 without a solve per group).

/// The group instances a section has solved, by the measured sizes they read: an instance read the
/// measured sizes of `measuredReads` items from its first one, and is reused wherever the next items
/// have the same sizes. An instance that read none is reused everywhere. A direct-mapped table of
/// buckets keyed by the first item's size (a multiplicative hash of its bits, not `Hasher`: this
/// runs once per group instance).
struct CompositionalTemplateCache {
    private struct Entry {
        var sizes: [CompositionalMeasuredSize?]
        var template: CompositionalGroupTemplate
    }
    private var independent: CompositionalGroupTemplate?
    private var buckets: [[Entry]] = []
    private static let bucketCount = 256
    /// Most entries kept per bucket: beyond it, instances are solved again (no unbounded growth).
    private static let entriesPerBucket = 8

    @inline(__always)
    private static func bucket(_ size: CompositionalMeasuredSize?) -> Int {
        guard let size else { return 0 }
        let w = size.width.map { $0.bitPattern &+ 1 } ?? 0
        let h = size.height.map { $0.bitPattern &+ 1 } ?? 0
        let mixed = (w &* 0x9E37_79B9_7F4A_7C15) ^ (h &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: (mixed >> 56) & UInt64(bucketCount - 1))
    }

    /// A solved instance for the items from `first` on, or nil.
    func template(for items: CompositionalItems, at first: Int) -> CompositionalGroupTemplate? {
        if let independent { return independent }
        guard !buckets.isEmpty else { return nil }
        let firstSize = items.measuredSize(of: first)
        search: for e in buckets[Self.bucket(firstSize)] where e.sizes[0] == firstSize {
            for j in 1..<max(1, e.sizes.count) where items.measuredSize(of: first + j) != e.sizes[j] {
                continue search
            }
            return e.template
        }
        return nil
    }

    /// Keeps `template`, solved for the items from `first` on.
    mutating func insert(_ template: CompositionalGroupTemplate, for items: CompositionalItems, at first: Int) {
        guard template.measuredReads > 0 else {
            independent = template
            return
        }
        if buckets.isEmpty { buckets = Array(repeating: [], count: Self.bucketCount) }
        let sizes = (0..<template.measuredReads).map { items.measuredSize(of: first + $0) }
        let b = Self.bucket(sizes[0])
        guard buckets[b].count < Self.entriesPerBucket else { return }
        buckets[b].append(Entry(sizes: sizes, template: template))
    }
}
