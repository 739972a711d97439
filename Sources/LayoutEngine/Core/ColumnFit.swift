/// A section's equal columns in the column-based kinds (`waterfall`, `column`): their count, the
/// gap between them and the section's insets, each the section's own or the layout's, with the
/// paths they came from; the width of one column, and the error that names the parameter to
/// change when the columns do not fit.
///
/// Every such kind computes `snap((available - (count - 1) * spacing) / count)`, where `available`
/// is the container width minus the section's left and right insets and `snap` is the kind's
/// pixel rounding (CHT floors, the Noun column layout rounds).
struct ColumnFit {
    /// The number of columns.
    var count: Int
    /// The gap between columns.
    var spacing: Double
    /// The section's insets; the left and right ones narrow the columns.
    var insets: EdgeInsets
    /// Where the three values came from.
    var keys: Keys

    /// Section `s`'s columns: its own count, spacing and insets where it sets them (non-nil), else
    /// the layout's; `spacingKey` is the kind's name of the gap between columns.
    init(
        section s: Int, count: Int?, spacing: Double?, insets: EdgeInsets?,
        layout: (count: Int, spacing: Double, insets: EdgeInsets), spacingKey: String
    ) {
        func key(_ own: Bool, _ name: String) -> String { ParameterCheck.Level.source(section: s, own: own).path(name) }
        self.count = count ?? layout.count
        self.spacing = spacing ?? layout.spacing
        self.insets = insets ?? layout.insets
        keys = Keys(
            insets: key(insets != nil, "insets"), spacing: key(spacing != nil, spacingKey),
            count: key(count != nil, "columnCount"))
    }

    /// The width of one column in a container `containerWidth` wide (`width(containerWidth:insets:count:spacing:keys:snap:)`).
    func width(containerWidth: Double, snap: (Double) -> Double) throws(LayoutError) -> Double {
        try Self.width(
            containerWidth: containerWidth, insets: insets, count: count, spacing: spacing, keys: keys, snap: snap)
    }

    /// The spec paths of the three values that decide a section's column width.
    struct Keys: Sendable {
        /// The section insets (`sections[1].options.insets` or `options.insets`).
        var insets: String
        /// The column spacing.
        var spacing: String
        /// The column count.
        var count: String
    }

    /// The container's width, which the columns share: an error when it is not finite and >= 0.
    static func containerWidth(_ context: LayoutContext) throws(LayoutError) -> Double {
        let W = context.containerSize.width
        guard W.isFinite, W >= 0 else {
            throw LayoutError(path: "container.width", "must be finite and >= 0, got \(formatNumber(W))")
        }
        return W
    }

    /// The shortest of the first `n` columns (`column`'s bottoms, `waterfall`'s heights), ties to
    /// the leftmost: the array loop of `shortestFirst` (`ColumnLanes` holds up to 8 in a vector).
    /// Called per item, so always inlined.
    @inline(__always)
    static func shortest(_ columns: borrowing MutableSpan<Double>, count n: Int) -> Int {
        // The lowest value kept beside its index: a select, not a hard-to-predict branch.
        var best = 0
        var lowest = columns[0]
        for k in 1..<n {
            let v = columns[k]
            if v < lowest {
                best = k
                lowest = v
            }
        }
        return best
    }

    /// `snap((available - (count - 1) * spacing) / count)`.
    static func width(available: Double, count: Int, spacing: Double, snap: (Double) -> Double) -> Double {
        snap((available - Double(count - 1) * spacing) / Double(count))
    }

    /// The column width, or an error naming the inset, spacing or count that leaves no room for a
    /// column (a width of at most 0 after snapping), with the fix.
    /// - Parameters:
    ///   - containerWidth: the width the section lays out in.
    ///   - insets: the section's left and right insets.
    ///   - keys: where the values came from, for the message.
    static func width(
        containerWidth: Double, insets: EdgeInsets, count: Int, spacing: Double,
        keys: Keys, snap: (Double) -> Double
    ) throws(LayoutError) -> Double {
        let available = containerWidth - insets.left - insets.right
        let w = width(available: available, count: count, spacing: spacing, snap: snap)
        if w > 0 { return w }
        let W = formatNumber(containerWidth)
        // Not even one column without spacing fits: the insets (or the container) are to blame.
        if !(snap(available) > 0) {
            if insets.left + insets.right > 0 {
                throw LayoutError(
                    path: keys.insets,
                    "the left and right insets (\(formatNumber(insets.left)) + \(formatNumber(insets.right))) leave no room for a column in the \(W) pt wide container; make them add up to less than \(W)"
                )
            }
            throw LayoutError(
                path: "container.width", "is \(W), which leaves no room for a column; use a wider container")
        }
        let gaps = Double(count - 1) * spacing
        let room = available - gaps
        if count > 1 && spacing > 0 && gaps >= room {
            throw LayoutError(
                path: keys.spacing,
                "\(count) columns with \(count - 1) gap\(count == 2 ? "" : "s") of \(formatNumber(spacing)) pt leave no room for a column in the \(formatNumber(available)) pt between the section's left and right insets; lower the spacing or the column count"
            )
        }
        // Too many columns: find the largest count that still gives every column a width.
        var lo = 1
        var hi = count - 1
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2
            if width(available: available, count: mid, spacing: spacing, snap: snap) > 0 {
                lo = mid
            } else {
                hi = mid - 1
            }
        }
        throw LayoutError(
            path: keys.count,
            "\(count) columns leave no room for a column in the \(formatNumber(available)) pt between the section's left and right insets; set it to \(lo) or less"
        )
    }
}

/// A section of a column kind (`ColumnLayout.Section`, `WaterfallLayout.Section`), or a layout's
/// own values as one (`layoutValues`): the values every column kind's sections may set, under the
/// kind's keys, and their checks at one level in spec order.
protocol ColumnKindSection {
    /// The kind's key of the gap between columns (default `columnSpacing`).
    static var columnSpacingKey: String { get }
    /// The kind's key of the gap between the cells of a column (default `interitemSpacing`).
    static var interitemSpacingKey: String { get }
    /// The number of columns.
    var columnCount: Int? { get }
    /// The gap between columns.
    var columnSpacing: Double? { get }
    /// The gap between the cells of a column.
    var interitemSpacing: Double? { get }
    /// The header's length along the scroll axis.
    var headerHeight: Double? { get }
    /// The footer's length along the scroll axis.
    var footerHeight: Double? { get }
    /// The insets around the section's cells (`insets`).
    var sectionInset: EdgeInsets? { get }
    /// Checks the kind's own values, which come after the header and footer lengths and before the
    /// insets in spec order.
    func checkOwnValues(at level: ParameterCheck.Level) throws(LayoutError)
}

extension ColumnKindSection {
    static var columnSpacingKey: String { "columnSpacing" }
    static var interitemSpacingKey: String { "interitemSpacing" }

    /// Rejects a column count below 1 and negative or non-finite lengths at `level` (nil passes),
    /// in spec order: the count, the spacings, the header and footer, the kind's own values, the
    /// insets.
    func checkValues(at level: ParameterCheck.Level) throws(LayoutError) {
        try level.count(columnCount, "columnCount")
        try level.length(columnSpacing, Self.columnSpacingKey)
        try level.length(interitemSpacing, Self.interitemSpacingKey)
        try level.supplementaryHeights(header: headerHeight, footer: footerHeight)
        try checkOwnValues(at: level)
        try level.insets(sectionInset, "insets")
    }
}

/// A column kind's section values after falling back to the layout's, with the spec paths they
/// came from (`ColumnLayout.Metrics`, `WaterfallLayout.Metrics`): the columns, the gap between the
/// cells of a column, the header and footer lengths, and `own`, the values only that kind has.
struct ColumnMetrics<Own> {
    /// The columns: count, spacing, insets (`columns`, `columnSpacing`, `inset`).
    var fit: ColumnFit
    var interitemSpacing: Double
    var headerHeight: Double
    var footerHeight: Double
    /// The kind's own values.
    var own: Own

    var columns: Int { fit.count }
    var columnSpacing: Double { fit.spacing }
    var inset: EdgeInsets { fit.insets }

    /// Section `s`'s values: each the section's own where it sets it (non-nil), else the layout's.
    init<Section: ColumnKindSection>(
        section s: Int, _ section: Section,
        layout: (
            count: Int, spacing: Double, insets: EdgeInsets, interitemSpacing: Double, headerHeight: Double,
            footerHeight: Double
        ), own: Own
    ) {
        fit = ColumnFit(
            section: s, count: section.columnCount, spacing: section.columnSpacing, insets: section.sectionInset,
            layout: (layout.count, layout.spacing, layout.insets), spacingKey: Section.columnSpacingKey)
        interitemSpacing = section.interitemSpacing ?? layout.interitemSpacing
        headerHeight = section.headerHeight ?? layout.headerHeight
        footerHeight = section.footerHeight ?? layout.footerHeight
        self.own = own
    }
}
