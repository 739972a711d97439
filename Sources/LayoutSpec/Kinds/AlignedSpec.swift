import LayoutEngine

/// The `aligned` kind in specs (FSQCollectionViewAlignedLayout). Keys and levels: the "Parameters"
/// table of the behaviour file; see `Docs/SpecFormat.md`.
public enum AlignedSpec: KindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = AlignedLayout

    /// The kind's keys: level, type, default and meaning (the `aligned` article's table).
    public static let parameters: [Parameter] = [
        Parameter(
            "defaultCellSize", .layout, .size, default: ["width": 100, "height": 100], "size of an item that gives none"
        ),
        Parameter("sectionSpacing", .layout, .length, default: 10, "gap between one section's box and the next"),
        Parameter(
            "contentInsets", .layout, .insets, default: ["top": 5, "left": 5, "bottom": 5, "right": 5],
            "margin around all content, applied once"),
        Parameter(
            "shouldPinSectionHeadersToTop", .layout, .bool, default: true,
            "headers of sections with cells stay at the viewport top while their section is on screen (evaluated at contentOffset)"
        ),
        Parameter(
            "horizontalAlignment", .section, .choice(AlignedLayout.HorizontalAlignment.allCases.map(\.rawValue)),
            default: "left", "where each line sits: left, right or center"),
        Parameter(
            "verticalAlignment", .section, .choice(AlignedLayout.VerticalAlignment.allCases.map(\.rawValue)),
            default: "top", "how the cells of one line align: top, bottom or center"),
        Parameter("itemSpacing", .section, .length, default: 5, "gap between neighbouring cells of a line"),
        Parameter("lineSpacing", .section, .length, default: 5, "gap between the lines of a section"),
        .sectionInsets(all: 0, "margin around the section's lines (top and bottom only when it has cells)"),
        Parameter(
            "width", .item, .lengthOrRemaining,
            "the cell's width (default: defaultCellSize), or, vertically, \"remaining\": the room left on the line"),
        Parameter(
            "height", .item, .lengthOrRemaining,
            "the cell's height (default: defaultCellSize), or, horizontally, \"remaining\": the room left on the column"
        ),
        Parameter(
            "cellInsets", .item, .insets, default: ["top": 0, "left": 0, "bottom": 0, "right": 0],
            "space added around the cell for layout; the cell keeps its size"),
        Parameter("shouldBeginLine", .item, .bool, default: false, "start a new line with this cell"),
        Parameter("shouldEndLine", .item, .bool, default: false, "end the line after this cell"),
        Parameter(
            "startLineIndentation", .item, .bool, default: false,
            "left sections: the following lines start at this cell's left edge; right sections: they end at its right edge"
        ),
    ]

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "typesetter: lines of cells, horizontal/vertical alignment, line breaks, indentation (FSQCollectionViewAlignedLayout)"
    /// Whether sections may have footers.
    public static let supportsFooters = false
    /// The kind's cross-key rules as JSON Schema.
    public static let schemaRules: [SchemaRule] = [
        // `decode`: "remaining" only along the line (an item's own value; one in `options` is
        // checked where an item inherits it, which the decoder alone sees).
        SchemaRule.forbidding("height", value: "remaining", at: [.items], in: .vertical),
        SchemaRule.forbidding("width", value: "remaining", at: [.items], in: .horizontal),
    ]

    /// The engine layout a checked spec describes.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        let o = doc.options
        let defaultSize = try o.size("defaultCellSize") ?? Size(width: 100, height: 100)
        let axes = AxisKeys(direction: doc.scrollDirection)
        // "remaining" fills the rest of the line: the width of a vertical layout's item, the
        // height of a horizontal one's (whose lines are columns).
        let (fill, length) = doc.scrollDirection == .vertical ? ("width", "height") : ("height", "width")
        let sections = try doc.sections.map { section throws(SpecError) -> AlignedLayout.Section in
            let so = section.options
            let attributes = AlignedLayout.SectionAttributes(
                horizontalAlignment: try so.choice("horizontalAlignment", default: .left),
                verticalAlignment: try so.choice("verticalAlignment", default: .top),
                itemSpacing: try so.number("itemSpacing", default: 5),
                lineSpacing: try so.number("lineSpacing", default: 5),
                insets: try so.insets("insets", default: .zero))
            let items = try section.mapItems { item throws(SpecError) -> AlignedLayout.Item in
                let cell = AlignedLayout.CellAttributes(
                    insets: try item.insets("cellInsets", default: .zero),
                    shouldBeginLine: try item.bool("shouldBeginLine", default: false),
                    shouldEndLine: try item.bool("shouldEndLine", default: false),
                    startLineIndentation: try item.bool("startLineIndentation", default: false))
                if case .string("remaining")? = item.raw(length), let at = item.lookup(length) {
                    throw SpecError(
                        path: at.path,
                        "\"remaining\" fills the rest of the line, which runs along \"\(fill)\" in a \(doc.scrollDirection.rawValue) layout; give \"\(length)\" a number and \"\(fill)\": \"remaining\""
                    )
                }
                let size: AlignedLayout.ItemSize
                if case .string("remaining")? = item.raw(fill) {
                    size = .remaining(height: try item.number(length) ?? defaultSize.main(doc.scrollDirection))
                } else {
                    size = .fixed(
                        Size(
                            width: try item.number("width") ?? defaultSize.width,
                            height: try item.number("height") ?? defaultSize.height))
                }
                return AlignedLayout.Item(size: size, attributes: cell)
            }
            return AlignedLayout.Section(
                attributes: attributes, headerHeight: axes.length(section.header) ?? 0, items: items)
        }
        return AlignedLayout(
            sections: sections, defaultCellSize: defaultSize,
            sectionSpacing: try o.number("sectionSpacing", default: 10),
            contentInsets: try o.insets("contentInsets", default: EdgeInsets(all: 5)),
            shouldPinSectionHeadersToTop: try o.bool("shouldPinSectionHeadersToTop", default: true))
    }

    /// The built-in example: tags in a left-aligned section with an indenting avatar, a centred
    /// bottom-aligned section, and a right-aligned section with a forced line break.
    public static let example = BuiltInExample.aligned
}
