/// A column section's values after falling back to the layout's, and the checks of every value
/// (spec paths in the errors).
extension ColumnLayout {
    /// A section's values after falling back to the layout's, with the spec paths they came from.
    typealias Metrics = ColumnMetrics<OwnMetrics>

    /// The values of a section only this kind has, after falling back to the layout's.
    struct OwnMetrics {
        var itemHeight: Double
        var strategy: LayoutStrategy
    }

    func metrics(_ s: Int, _ section: Section) -> Metrics {
        Metrics(
            section: s, section,
            layout: (columnCount, columnSpacing, sectionInset, interitemSpacing, headerHeight, footerHeight),
            own: OwnMetrics(
                itemHeight: section.itemHeight ?? itemHeight, strategy: section.layoutStrategy ?? layoutStrategy))
    }

    /// Rejects column counts below 1 and negative or non-finite lengths, naming the spec path:
    /// the layout's values, then each section's values and (`includingItems`) its items.
    func checkParameters(includingItems: Bool) throws(LayoutError) {
        try layoutValues.checkValues(at: .layout)
        for (s, section) in sections.enumerated() {
            try section.checkValues(at: .section(s))
            if includingItems {
                for (i, item) in section.items.enumerated() { try Self.checkItem(item, s, i) }
            }
        }
    }

    /// The layout's values as a section that sets every one of them.
    var layoutValues: Section {
        Section(
            items: [], columnCount: columnCount, columnSpacing: columnSpacing, interitemSpacing: interitemSpacing,
            sectionInset: sectionInset, headerHeight: headerHeight, footerHeight: footerHeight, itemHeight: itemHeight,
            layoutStrategy: layoutStrategy)
    }

    /// Item `i` of section `s` has lengths >= 0 (finite).
    @inline(__always)
    static func checkItem(_ item: Item, _ s: Int, _ i: Int) throws(LayoutError) {
        let length = ParameterCheck.length
        if let h = item.height { try length(h, "sections[\(s)].items[\(i)].height") }
        if let r = item.aspectRatio {
            try length(r.width, "sections[\(s)].items[\(i)].aspectRatio.width")
            try length(r.height, "sections[\(s)].items[\(i)].aspectRatio.height")
        }
    }
}

extension ColumnLayout.Section: ColumnKindSection {
    /// `itemHeight`.
    func checkOwnValues(at level: ParameterCheck.Level) throws(LayoutError) {
        try level.length(itemHeight, "itemHeight")
    }
}
