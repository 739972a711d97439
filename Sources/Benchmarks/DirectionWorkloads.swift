import LayoutEngine

/// The paths of issue 19 (directions): a transposed kind scrolled horizontally, mirrored layouts in
/// both directions, composite sections of any kind, and carousels.
extension Workload {
    static let directionWorkloads: [Workload] = [
        // The vertical algorithm on the transposed problem, transposed back.
        Workload(name: "aligned-horizontal", direction: .horizontal) { n, rng in kinds[0].make(n, &rng) },
        Workload(name: "waterfall-horizontal", direction: .horizontal) { n, rng in kinds[1].make(n, &rng) },
        // Mirrored when finished: in place vertically, the index mirrored horizontally.
        Workload(name: "column-rtl", layoutDirection: .rightToLeft) { n, rng in kinds[3].make(n, &rng) },
        Workload(name: "flow-horizontal-rtl", direction: .horizontal, layoutDirection: .rightToLeft) { n, rng in
            FlowLayout(sections: [FlowSection(items: (0..<n).map { _ in randomSize(&rng) })])
        },
        // A quarter of the items in each of four sections: aligned, waterfall and column laid out
        // by their kinds (`LayoutSection`), and a flow plugin.
        Workload(name: "composite-kinds") { n, rng in
            let q = n / 4
            let aligned = Workload.aligned(q, &rng)
            let waterfall = Workload.waterfall(q, &rng)
            let column = ColumnLayout(
                sections: [
                    ColumnLayout.Section(
                        items: (0..<q).map { _ in ColumnLayout.Item(height: randomSize(&rng).height) })
                ], columnCount: 4)
            return CompositeLayout(sections: [
                LayoutSection(aligned, itemCount: q), LayoutSection(waterfall, itemCount: q),
                LayoutSection(column, itemCount: q),
                FlowSection(items: (0..<(n - 3 * q)).map { _ in randomSize(&rng) }),
            ])
        },
        // A feed: sections of 100 items, every other one a carousel (a flow scrolled across in a
        // band of its tallest item, at an offset of 500).
        Workload(name: "carousels") { n, rng in
            var sections: [any CompositeSection] = []
            var left = n
            while left > 0 {
                let count = min(100, left)
                let flow = FlowSection(items: (0..<count).map { _ in randomSize(&rng) })
                sections.append(sections.count % 2 == 1 ? OrthogonalSection(flow, offset: 500) : flow)
                left -= count
            }
            return CompositeLayout(sections: sections)
        },
    ]
}
