import LayoutEngine

/// The `waterfall` kind in specs (AJFCollectionViewWaterfallLayout with CHTCollectionViewWaterfallLayout's
/// additions). Keys and levels: the "Parameters" table of the behaviour file; see `Docs/Kinds/waterfall.md`.
public enum WaterfallSpec: KindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = WaterfallLayout

    /// The kind's keys: level, type, default and meaning (the `waterfall` article's table).
    public static let parameters: [Parameter] = [
        Parameter(
            "minimumContentHeight", .layout, .length, default: 0,
            "the content is at least this tall; frames do not change"),
        Parameter(
            "minimumContentWidth", .layout, .length, default: 0,
            "horizontal layouts: the content is at least this wide; frames do not change"),
        .columnCount,
        Parameter("minimumColumnSpacing", .section, .length, default: 10, "horizontal gap between columns"),
        Parameter(
            "minimumInteritemSpacing", .section, .length, default: 10,
            "vertical gap between two cells of a column (not after the last)"),
        .sectionInsets(all: 0, "margin around the section's cells, all four sides"),
        Parameter(
            "headerInset", .section, .insets, default: ["top": 0, "left": 0, "bottom": 0, "right": 0],
            "margin around the header; its top applies even without a header"),
        Parameter(
            "footerInset", .section, .insets, default: ["top": 0, "left": 0, "bottom": 0, "right": 0],
            "margin around the footer; its top applies even without a footer"),
        Parameter(
            "itemRenderDirection", .section, .choice(WaterfallLayout.ItemRenderDirection.allCases.map(\.rawValue)),
            default: "shortestFirst",
            "shortestFirst: the shortest column, ties to the leftmost; leftToRight: item i to column i mod n; rightToLeft: to column n - 1 - i mod n"
        ),
        Parameter(
            "stretching", .section, .choice(WaterfallLayout.StretchingType.allCases.map(\.rawValue)), default: "none",
            "none, lastCell or allCells: how the last cells of the columns grow to even the bottoms"),
        Parameter("width", .item, .length, "the suggested width (required with height): only the ratio is used"),
        Parameter("height", .item, .length, "the suggested height (required with width): only the ratio is used"),
    ]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "per-section columns, stretching, render direction, headers/footers (AJF/CHTCollectionViewWaterfallLayout)"
    /// Whether sections may have footers.
    public static let supportsFooters = true
    /// The kind's cross-key rules as JSON Schema.
    public static let schemaRules: [SchemaRule] = [
        // `decode`: every item has a suggested size; the minimum content length of one axis.
        SchemaRule.cascadeRequired("width"), SchemaRule.cascadeRequired("height"),
        SchemaRule.forbidding(["minimumContentWidth"], at: [.layoutOptions], in: .vertical),
        SchemaRule.forbidding(["minimumContentHeight"], at: [.layoutOptions], in: .horizontal),
    ]

    /// Builds the engine layout. Layout-level `options` become the layout's properties and a
    /// section's own `options` its overrides, so that errors found while laying out name the key
    /// where it was written.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        let o = doc.options
        let axes = AxisKeys(direction: doc.scrollDirection)
        let sections = try doc.sections.map { section throws(SpecError) -> WaterfallLayout.Section in
            let own = section.options.own
            let items = try section.mapItems { item throws(SpecError) -> WaterfallLayout.Item in
                guard let width = try item.number("width"), let height = try item.number("height") else {
                    let path = item.levels[0].path
                    throw SpecError(
                        path: path,
                        "needs a suggested size; add \"width\" and \"height\" (only their ratio is used, e.g. {\"width\": 300, \"height\": 400}), or give them in the section's \"options\" for all its items"
                    )
                }
                return WaterfallLayout.Item(width: width, height: height)
            }
            return WaterfallLayout.Section(
                items: items,
                columnCount: try own.count("columnCount"),
                minimumColumnSpacing: try own.number("minimumColumnSpacing"),
                minimumInteritemSpacing: try own.number("minimumInteritemSpacing"),
                sectionInset: try own.insets("insets"),
                headerHeight: axes.length(section.header),
                footerHeight: axes.length(section.footer),
                headerInset: try own.insets("headerInset"),
                footerInset: try own.insets("footerInset"),
                itemRenderDirection: try own.choice("itemRenderDirection"),
                stretchingType: try own.choice("stretching"))
        }
        return WaterfallLayout(
            sections: sections,
            columnCount: try o.count("columnCount") ?? 2,
            minimumColumnSpacing: try o.number("minimumColumnSpacing", default: 10),
            minimumInteritemSpacing: try o.number("minimumInteritemSpacing", default: 10),
            headerInset: try o.insets("headerInset", default: .zero),
            footerInset: try o.insets("footerInset", default: .zero),
            sectionInset: try o.insets("insets", default: .zero),
            itemRenderDirection: try o.choice("itemRenderDirection", default: .shortestFirst),
            minimumContentHeight: try o.number(
                try axes.key("minimumContentHeight", "minimumContentWidth", in: o), default: 0),
            stretchingType: try o.choice("stretching", default: .noStretching))
    }

    /// The built-in example: a photo wall with a full-width hero section above a 3-column section
    /// with a header and a footer, last cells stretched, at 2x.
    public static let example = BuiltInExample.waterfall
}
