/// A column section's values after falling back to the layout's, and the checks of every value
/// (spec paths in the errors).
extension ColumnLayout {
    /// A section's values after falling back to the layout's, with the spec paths they came from.
    struct Metrics {
        var columns: Int
        var columnSpacing: Double
        var interitemSpacing: Double
        var inset: EdgeInsets
        var headerHeight: Double
        var footerHeight: Double
        var itemHeight: Double
        var strategy: LayoutStrategy
        var keys: ColumnFit.Keys
    }

    func metrics(_ s: Int, _ section: Section) -> Metrics {
        func key(_ own: Bool, _ name: String) -> String { own ? "sections[\(s)].options.\(name)" : "options.\(name)" }
        return Metrics(
            columns: section.columnCount ?? columnCount,
            columnSpacing: section.columnSpacing ?? columnSpacing,
            interitemSpacing: section.interitemSpacing ?? interitemSpacing,
            inset: section.sectionInset ?? sectionInset,
            headerHeight: section.headerHeight ?? headerHeight,
            footerHeight: section.footerHeight ?? footerHeight,
            itemHeight: section.itemHeight ?? itemHeight,
            strategy: section.layoutStrategy ?? layoutStrategy,
            keys: ColumnFit.Keys(
                insets: key(section.sectionInset != nil, "insets"),
                spacing: key(section.columnSpacing != nil, "columnSpacing"),
                count: key(section.columnCount != nil, "columnCount")))
    }

    /// Rejects column counts below 1 and negative or non-finite lengths, naming the spec path:
    /// the layout's values, then each section's values and (`includingItems`) its items.
    func checkParameters(includingItems: Bool) throws(LayoutError) {
        let length = ParameterCheck.length
        let insets = ParameterCheck.insets
        func count(_ n: Int, _ path: String) throws(LayoutError) { try ParameterCheck.count(n, path) }
        try count(columnCount, "options.columnCount")
        try length(columnSpacing, "options.columnSpacing")
        try length(interitemSpacing, "options.interitemSpacing")
        try length(headerHeight, "options.header.height")
        try length(footerHeight, "options.footer.height")
        try length(itemHeight, "options.itemHeight")
        try insets(sectionInset, "options.insets")
        for (s, section) in sections.enumerated() {
            let p = "sections[\(s)]"
            if let n = section.columnCount { try count(n, "\(p).options.columnCount") }
            if let v = section.columnSpacing { try length(v, "\(p).options.columnSpacing") }
            if let v = section.interitemSpacing { try length(v, "\(p).options.interitemSpacing") }
            if let v = section.headerHeight { try length(v, "\(p).header.height") }
            if let v = section.footerHeight { try length(v, "\(p).footer.height") }
            if let v = section.itemHeight { try length(v, "\(p).options.itemHeight") }
            if let e = section.sectionInset { try insets(e, "\(p).options.insets") }
            if includingItems {
                for (i, item) in section.items.enumerated() { try Self.checkItem(item, s, i) }
            }
        }
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
