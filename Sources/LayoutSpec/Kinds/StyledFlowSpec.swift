import LayoutEngine

/// The `styled-flow` kind in specs (TheNounProject's CollectionView flow layout). Custom row
/// transforms are library API only (a closure). See `Docs/Kinds/styled-flow.md`.
public enum StyledFlowSpec: KindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = StyledFlowLayout

    /// The row transforms a spec may name (`rowTransform`).
    public enum TransformName: String, CaseIterable, Sendable {
        /// Rows stay as laid out.
        case none
        /// Each row is centred.
        case center
        /// Each row's items are scaled up proportionally to fill the row.
        case fill
    }
    /// The item styles a spec may name (`style`).
    public enum StyleName: String, CaseIterable, Sendable {
        /// An item that flows along a row with others.
        case flow
        /// An item on a row of its own.
        case span
    }

    /// The kind's keys: level, type, default and meaning (the `styled-flow` article's table).
    public static let parameters: [Parameter] = [
        Parameter(
            "interitemSpacing", .section, .length, default: 8,
            "gap between the items of a row, and by default between rows"),
        Parameter(
            "interspanSpacing", .section, .length, "gap between two consecutive spans (default: interitemSpacing)"),
        Parameter(
            "spanGroupSpacingBefore", .section, .length,
            "gap above a span that follows a flow item (default: interitemSpacing)"),
        Parameter(
            "spanGroupSpacingAfter", .section, .length,
            "gap above a flow row that follows a span (default: interitemSpacing)"),
        .sectionInsets(all: 0, "the section's margin; rows are container width - left - right wide"),
        Parameter(
            "rowTransform", .section, .choice(TransformName.allCases.map(\.rawValue)), default: "none",
            "none, center or fill"),
        Parameter(
            "fillMaxScale", .section, .length, default: 0,
            "fill scales by at most this when it is above 1; 1 or less means no cap"),
        .insetSupplementaryViews("headers and footers follow the section's left and right insets"),
        .pinHeadersToTop("headers stay at the viewport's top while their section is on screen"),
        Parameter("style", .item, .choice(StyleName.allCases.map(\.rawValue)), default: "flow", "flow or span"),
        Parameter("width", .item, .length, default: 60, "the item's width in its style"),
        Parameter("height", .item, .length, default: 60, "the item's height in its style"),
    ]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "rows of equal-height flow items and full-row span items, row transforms (CollectionView flow)"
    /// Whether sections may have footers.
    public static let supportsFooters = true

    /// The engine layout a checked spec describes.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        let o = doc.options
        let sections = try doc.sections.map { section throws(SpecError) -> StyledFlowLayout.Section in
            let so = section.options
            let transform: StyledFlowLayout.RowTransform
            switch try so.choice("rowTransform", default: TransformName.none) {
            case .none: transform = .none
            case .center: transform = .center
            case .fill: transform = .fill(maxScale: try so.number("fillMaxScale", default: 0))
            }
            let items = try section.mapItems { item throws(SpecError) -> StyledFlowLayout.Item in
                let size = Size(
                    width: try item.number("width", default: 60), height: try item.number("height", default: 60))
                let style: StyledFlowLayout.ItemStyle =
                    try item.choice("style", default: StyleName.flow) == .span ? .span(size) : .flow(size)
                return StyledFlowLayout.Item(style: style)
            }
            return StyledFlowLayout.Section(
                items: items,
                headerHeight: section.header?.main(doc.scrollDirection) ?? 0,
                footerHeight: section.footer?.main(doc.scrollDirection) ?? 0,
                insets: try so.insets("insets", default: .zero),
                rowTransform: transform,
                interitemSpacing: try so.number("interitemSpacing", default: 8),
                interspanSpacing: try so.number("interspanSpacing"),
                spanGroupSpacingBefore: try so.number("spanGroupSpacingBefore"),
                spanGroupSpacingAfter: try so.number("spanGroupSpacingAfter"))
        }
        return StyledFlowLayout(
            sections: sections,
            insetSupplementaryViews: try o.bool("insetSupplementaryViews", default: false),
            pinHeadersToTop: try o.bool("pinHeadersToTop", default: true))
    }

    /// The built-in example: a centred section mixing flow rows of two heights with a group of
    /// spans, and a filled section capped at 1.5x.
    public static let example = BuiltInExample.styledFlow
}
