import LayoutEngine

/// The `column` kind in specs (TheNounProject CollectionView's `CollectionViewColumnLayout`). Keys and
/// levels: the "Parameters" table of the behaviour file; see `Docs/Kinds/column.md`.
public enum ColumnSpec: KindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = ColumnLayout

    static let strategies = ColumnLayout.LayoutStrategy.allCases.map(\.rawValue)

    /// The kind's keys: level, type, default and meaning (the `column` article's table).
    public static let parameters: [Parameter] = [
        .insetSupplementaryViews(
            "headers and footers follow the section's left and right insets instead of spanning the container"),
        .pinHeadersToTop(
            "headers stay at the top of the viewport while their section is on screen (evaluated at contentOffset)"),
        .columnCount,
        Parameter("columnSpacing", .section, .length, default: 8, "horizontal gap between columns"),
        Parameter(
            "interitemSpacing", .section, .length, default: 8,
            "vertical gap above every cell of a column, the first included"),
        .sectionInsets(all: 8, "margin around the section's cells"),
        Parameter(
            "itemHeight", .section, .length, default: 50, "height of a cell with no usable aspect ratio and no height"),
        Parameter(
            "itemWidth", .section, .length, default: 50,
            "horizontal layouts: width of a cell with no usable aspect ratio and no width"),
        Parameter(
            "layoutStrategy", .section, .choice(strategies), default: "leftToRight",
            "leftToRight: item i to column i mod n; rightToLeft: to column n - 1 - i mod n; shortestFirst: the column whose bottom is highest"
        ),
        // The original's deprecated name, accepted as an alias.
        Parameter("itemRenderDirection", .section, .choice(strategies), "the original's old name of layoutStrategy"),
        Parameter(
            "aspectRatio", .item, .ratioSize,
            "{width, height}: the height is height / width of the column width; a side of 0 means the ratio is ignored"),
        Parameter(
            "height", .item, .length, "the cell's height; with a usable aspectRatio, added to the ratio's height"),
        Parameter(
            "width", .item, .length,
            "horizontal layouts: the cell's width (its length along the scroll axis); with a usable aspectRatio, added to the ratio's width"
        ),
    ]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "columns with aspect-ratio / height / default-height rules, pinned headers (CollectionView column layout)"
    /// Whether sections may have footers.
    public static let supportsFooters = true
    /// The kind's cross-key rules as JSON Schema.
    public static let schemaRules: [SchemaRule] = [
        // `decode`'s `AxisKeys`: lengths along the scroll axis by the direction; `strategy`.
        SchemaRule.forbidding(["itemWidth"], at: [.layoutOptions, .sectionOptions], in: .vertical),
        SchemaRule.forbidding(["width"], at: [.layoutOptions, .sectionOptions, .items], in: .vertical),
        SchemaRule.forbidding(["itemHeight"], at: [.layoutOptions, .sectionOptions], in: .horizontal),
        SchemaRule.forbidding(["height"], at: [.layoutOptions, .sectionOptions, .items], in: .horizontal),
        SchemaRule.sameValue(
            "layoutStrategy", "itemRenderDirection", choices: strategies, at: [.layoutOptions, .sectionOptions]),
    ]

    /// Builds the engine layout. Layout-level `options` become the layout's properties and a
    /// section's own `options` its overrides, so that errors found while laying out name the key
    /// where it was written.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        let o = doc.options
        let axes = AxisKeys(direction: doc.scrollDirection)
        let itemHeight = try axes.key("itemHeight", "itemWidth", in: o)
        let sections = try doc.sections.map { section throws(SpecError) -> ColumnLayout.Section in
            let so = section.options
            let items = try section.mapItems { item throws(SpecError) -> ColumnLayout.Item in
                let length = try axes.key("height", "width", in: item)
                return ColumnLayout.Item(aspectRatio: try item.size("aspectRatio"), height: try item.number(length))
            }
            return ColumnLayout.Section(
                items: items,
                columnCount: try so.own.count("columnCount"),
                columnSpacing: try so.own.number("columnSpacing"),
                interitemSpacing: try so.own.number("interitemSpacing"),
                sectionInset: try so.own.insets("insets"),
                headerHeight: axes.length(section.header),
                footerHeight: axes.length(section.footer),
                itemHeight: try so.own.number(axes.key("itemHeight", "itemWidth", in: so)),
                layoutStrategy: try strategy(so.levels[0]))
        }
        return ColumnLayout(
            sections: sections,
            columnCount: try o.count("columnCount") ?? 2,
            columnSpacing: try o.number("columnSpacing", default: 8),
            interitemSpacing: try o.number("interitemSpacing", default: 8),
            itemHeight: try o.number(itemHeight, default: 50),
            insetSupplementaryViews: try o.bool("insetSupplementaryViews", default: false),
            sectionInset: try o.insets("insets", default: EdgeInsets(all: 8)),
            layoutStrategy: try strategy(o.levels[0]) ?? .leftToRight,
            pinHeadersToTop: try o.bool("pinHeadersToTop", default: true))
    }

    /// The strategy given at one level of the cascade, under its name or its alias
    /// `itemRenderDirection`; giving both with different values is an error.
    static func strategy(_ level: ScopeLevel) throws(SpecError) -> ColumnLayout.LayoutStrategy? {
        let scope = Scope(levels: [level])
        let main = try scope.string("layoutStrategy")
        let alias = try scope.string("itemRenderDirection")
        if let main, let alias, main != alias {
            throw SpecError(
                path: "\(level.path).itemRenderDirection",
                "is the old name of \"layoutStrategy\", which says \"\(main)\" here; remove \"itemRenderDirection\"")
        }
        guard let name = main ?? alias else { return nil }
        return ColumnLayout.LayoutStrategy(rawValue: name)
    }

    /// The built-in example: the height rules side by side (aspect ratio, explicit height, the
    /// additive case, a ratio with a zero side that is ignored, the default height) in a 4-column
    /// section with a pinned header, above a grid of equal heights.
    public static let example = BuiltInExample.column
}
