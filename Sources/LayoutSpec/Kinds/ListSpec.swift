import LayoutEngine

/// The `list` kind in specs (TheNounProject's CollectionView list layouts): the vertical list, or
/// the horizontal list with `"scrollDirection": "horizontal"`. Each direction has its own
/// parameters; giving one of the other direction's is an error. See `Docs/Kinds/list.md`.
public enum ListSpec: KindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = ListLayout

    /// The kind's keys: level, type, default and meaning (the `list` article's table).
    public static let parameters: [Parameter] = [
        // vertical
        Parameter("itemHeight", .section, .length, default: 36, "vertical: height of rows that give none"),
        Parameter(
            "interitemSpacing", .section, .length, default: 0,
            "vertical: gap between the rows of a section (not after the last)"),
        .sectionInsets(
            all: 0,
            "vertical: the section's margin; horizontal (layout options only): top and bottom around the items, left before every section, right once after the last"
        ),
        .insetSupplementaryViews(
            "headers and footers follow the section's left and right insets instead of spanning the width"),
        Parameter(
            "hugContents", .layout, .bool, default: false,
            "the content ends at the last section; otherwise it is at least as tall as the container"),
        .pinHeadersToTop(
            "headers stay at the viewport's top while their section is on screen (evaluated at contentOffset)"),
        Parameter("height", .item, .length, "vertical: the row's height (default: itemHeight)"),
        // horizontal (`insets` is layout-level there)
        Parameter("itemWidth", .section, .length, default: 100, "horizontal: width of items that give none"),
        Parameter("itemSpacing", .section, .length, default: 8, "horizontal: gap between the items of a section"),
        Parameter("width", .item, .length, "horizontal: the item's width (default: itemWidth)"),
    ]

    /// Parameters of one direction only (item sizes are accepted in both and ignored where unused).
    static let verticalOnly = [
        "itemHeight", "interitemSpacing", "insetSupplementaryViews", "hugContents", "pinHeadersToTop",
    ]
    static let horizontalOnly = ["itemWidth", "itemSpacing"]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "table-style rows with headers, footers and pinned headers; horizontal strip variant (CollectionView list)"
    /// Whether sections may have footers.
    public static let supportsFooters = true
    /// The kind's cross-key rules as JSON Schema.
    public static let schemaRules: [SchemaRule] = [
        // `decode`'s direction check, and the horizontal list's one set of insets.
        SchemaRule.forbidding(verticalOnly, at: [.layoutOptions, .sectionOptions], in: .horizontal),
        SchemaRule.forbidding(["insets"], at: [.sectionOptions], in: .horizontal),
        SchemaRule.forbidding(horizontalOnly, at: [.layoutOptions, .sectionOptions], in: .vertical),
    ]

    /// The engine layout a checked spec describes.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        let horizontal = doc.scrollDirection == .horizontal
        let o = doc.options
        let foreign = horizontal ? verticalOnly : horizontalOnly
        let scopes = [(o, "options")] + doc.sections.map { ($0.options, "\($0.path).options") }
        for (scope, path) in scopes {
            for key in foreign where scope.hasOwn(key) {
                throw SpecError(
                    path: "\(path).\(key)",
                    horizontal
                        ? "is a parameter of the vertical list; remove it or remove \"scrollDirection\": \"horizontal\""
                        : "is a parameter of the horizontal list; remove it or set \"scrollDirection\": \"horizontal\"")
            }
        }
        let sections = try doc.sections.map { section throws(SpecError) -> ListLayout.Section in
            let so = section.options
            if horizontal {
                if so.hasOwn("insets") {
                    throw SpecError(
                        path: "\(section.path).options.insets",
                        "the horizontal list has one set of insets for all sections (left before each section, right once at the end); move \"insets\" to the top-level \"options\""
                    )
                }
                if section.header != nil || section.footer != nil {
                    let which = section.header != nil ? "header" : "footer"
                    throw SpecError(
                        path: "\(section.path).\(which)",
                        "the horizontal list has no headers or footers; remove it (or the top-level options.\(which)), or scroll vertically"
                    )
                }
            }
            let items = try section.mapItems { item throws(SpecError) in
                horizontal
                    ? ListLayout.Item(width: try item.number("width"))
                    : ListLayout.Item(height: try item.number("height"))
            }
            return ListLayout.Section(
                items: items,
                headerHeight: section.header?.height ?? 0,
                footerHeight: section.footer?.height ?? 0,
                insets: horizontal ? nil : try so.insets("insets"),
                interitemSpacing: horizontal ? nil : try so.number("interitemSpacing"),
                itemHeight: horizontal ? nil : try so.number("itemHeight"),
                itemWidth: horizontal ? try so.number("itemWidth") : nil,
                itemSpacing: horizontal ? try so.number("itemSpacing") : nil)
        }
        return ListLayout(
            sections: sections,
            itemHeight: try o.number("itemHeight", default: 36),
            interitemSpacing: try o.number("interitemSpacing", default: 0),
            sectionInsets: try o.insets("insets", default: .zero),
            insetSupplementaryViews: try o.bool("insetSupplementaryViews", default: false),
            hugContents: try o.bool("hugContents", default: false),
            pinHeadersToTop: try o.bool("pinHeadersToTop", default: true),
            itemWidth: try o.number("itemWidth", default: 100),
            itemSpacing: try o.number("itemSpacing", default: 8))
    }

    /// The built-in example: two sections with headers, per-section insets and spacing, per-item
    /// heights and a footer, scrolled by 120 pt so that the second section's header is pinned.
    public static let example = BuiltInExample.list
}
