/// The flow layout of TheNounProject's CollectionView (`CollectionViewFlowLayout`): rows of
/// equal-height `flow` items and `span` items that take a row of their own, each row then adjusted
/// by the section's row transform (none, centre, fill, or a custom closure). Both scroll directions
/// (horizontal: `TransposableLayout`).
///
/// Algorithm, per section from the top: the header, the section's top inset, then the items in
/// order. A `flow` item joins the current row when the row is a flow row, its last item has exactly
/// the same height, and the item fits in the room left after `interitemSpacing`; otherwise the
/// current row is finished (transformed) and the item starts a new row below it, after
/// `spanGroupSpacingAfter` when it follows a span (else `interitemSpacing`). A flow item wider than
/// the row is scaled down proportionally to the row's width. A `span` item finishes the current row
/// and starts its own, after `spanGroupSpacingBefore` when it follows a flow item, `interspanSpacing`
/// when it follows a span (each falling back to `interitemSpacing`). Finishing a row applies the
/// transform: `center` moves the row to the middle and snaps each frame outwards to the pixel grid
/// (`integral`); `fill(maxScale:)` scales each item by `row width / items' extent` (capped at
/// `maxScale` when it is above 1), lays them out from the left with the unscaled gaps and snaps them;
/// `custom` replaces the row's frames with the closure's (snapped). A grown row pushes the next rows
/// down. After the rows: the bottom inset, then the footer. The content is at least as tall as the
/// container. Headers are pinned to the viewport's top while their section is on screen when
/// `pinHeadersToTop`.
///
/// Deliberate differences from the original (README, "Differences from the originals"): footers use
/// the footer's own height (the original uses the header's); the content size includes the last
/// row's growth under `fill`; every row is transformed, including a span followed by another span;
/// the misspelled, deprecated `interpanSpacing` is not supported; a span wider than the row is
/// scaled down like a flow item (the original lets it overflow the collection view, except under
/// `fill`, where the result is the same as ours).
///
/// - Complexity: O(n) in the number of items (plus the custom transform's cost).
public struct StyledFlowLayout: TransposableLayout, VerticalAlgorithm {
    public static let kindName = "styled-flow"
    /// Horizontal is the transpose of the vertical layout of the transposed problem
    /// (`TransposableLayout`): rows become columns, spans fill a column's height.
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// How an item takes part in rows.
    public enum ItemStyle: Hashable, Sendable {
        /// Joins a row of items of the same height.
        case flow(Size)
        /// Takes a row of its own, at its own size (not stretched).
        case span(Size)

        /// The item's size.
        public var size: Size {
            switch self {
            case .flow(let s), .span(let s): return s
            }
        }
        /// Whether the item is a span (a row of its own).
        public var isSpan: Bool { if case .span = self { return true } else { return false } }
    }

    /// What happens to a row once it is complete.
    public enum RowTransform: Sendable {
        /// Items stay where they are, left-aligned.
        case none
        /// The row is moved to the middle of the section's width (frames snapped outwards).
        case center
        /// Items grow proportionally to fill the row; `maxScale` above 1 caps the factor (at or
        /// below 1 it means no cap). The gaps are not scaled.
        case fill(maxScale: Double)
        /// Your own transform: given the row's items (identifiers and frames in content coordinates)
        /// and the section's width between its insets, return one frame per item, in order. The
        /// frames are snapped outwards to the pixel grid; a taller row pushes the next rows down.
        case custom(@Sendable (_ row: [(id: ElementID, frame: Rect)], _ width: Double) -> [Rect])
    }

    /// One item: its style, or nil for the layout's `defaultItemStyle`.
    public struct Item: Sendable, Hashable {
        /// nil: the layout's `defaultItemStyle` (`styleForItemAt`).
        public var style: ItemStyle?
        /// An item of `style` (nil: the layout's default).
        public init(style: ItemStyle? = nil) { self.style = style }
        /// A flow item of the given size.
        public static func flow(_ width: Double, _ height: Double) -> Item {
            Item(style: .flow(Size(width: width, height: height)))
        }
        /// A span item of the given size: a row of its own.
        public static func span(_ width: Double, _ height: Double) -> Item {
            Item(style: .span(Size(width: width, height: height)))
        }
    }

    /// A section; every nil value falls back to the layout's property (the original's per-section
    /// delegate methods).
    public struct Section: Sendable {
        /// The section's items, in order.
        public var items: [Item]
        /// The header's height (nil: the layout's `defaultHeaderHeight`; 0: none).
        public var headerHeight: Double?
        /// The footer's height (nil: the layout's `defaultFooterHeight`; 0: none).
        public var footerHeight: Double?
        /// The section's insets (nil: the layout's `defaultSectionInsets`).
        public var insets: EdgeInsets?
        /// How rows are transformed (nil: the layout's `defaultRowTransform`).
        public var rowTransform: RowTransform?
        /// The gap between flow items of a row (nil: the layout's).
        public var interitemSpacing: Double?
        /// The gap between consecutive spans (nil: the layout's).
        public var interspanSpacing: Double?
        /// The gap before a group of spans (nil: the layout's).
        public var spanGroupSpacingBefore: Double?
        /// The gap after a group of spans (nil: the layout's).
        public var spanGroupSpacingAfter: Double?

        /// A section; every nil parameter takes the layout's value.
        public init(
            items: [Item], headerHeight: Double? = nil, footerHeight: Double? = nil, insets: EdgeInsets? = nil,
            rowTransform: RowTransform? = nil, interitemSpacing: Double? = nil, interspanSpacing: Double? = nil,
            spanGroupSpacingBefore: Double? = nil, spanGroupSpacingAfter: Double? = nil
        ) {
            self.items = items
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.insets = insets
            self.rowTransform = rowTransform
            self.interitemSpacing = interitemSpacing
            self.interspanSpacing = interspanSpacing
            self.spanGroupSpacingBefore = spanGroupSpacingBefore
            self.spanGroupSpacingAfter = spanGroupSpacingAfter
        }
    }

    /// The sections, in order.
    public var sections: [Section]
    /// Gap between the items of a row and, by default, between rows.
    public var interitemSpacing: Double
    /// Gap between two consecutive spans; nil: `interitemSpacing`.
    public var interspanSpacing: Double?
    /// Gap above a span that follows a flow item; nil: `interitemSpacing`.
    public var spanGroupSpacingBefore: Double?
    /// Gap above a flow row that follows a span; nil: `interitemSpacing`.
    public var spanGroupSpacingAfter: Double?
    /// The style of items that give none.
    public var defaultItemStyle: ItemStyle
    /// The header height of sections that give none (0: no header).
    public var defaultHeaderHeight: Double
    /// The footer height of sections that give none (0: no footer).
    public var defaultFooterHeight: Double
    /// The row transform of sections that give none.
    public var defaultRowTransform: RowTransform
    /// The insets of sections that give none.
    public var defaultSectionInsets: EdgeInsets
    /// Headers and footers follow the section's left and right insets instead of spanning the width.
    public var insetSupplementaryViews: Bool
    /// Headers stay at the top of the viewport while their section is on screen.
    public var pinHeadersToTop: Bool

    /// A styled-flow layout with the original's defaults (see the `styled-flow` article for each parameter).
    public init(
        sections: [Section], interitemSpacing: Double = 8, interspanSpacing: Double? = nil,
        spanGroupSpacingBefore: Double? = nil, spanGroupSpacingAfter: Double? = nil,
        defaultItemStyle: ItemStyle = .flow(Size(width: 60, height: 60)), defaultHeaderHeight: Double = 0,
        defaultFooterHeight: Double = 0, defaultRowTransform: RowTransform = .none,
        defaultSectionInsets: EdgeInsets = .zero, insetSupplementaryViews: Bool = false, pinHeadersToTop: Bool = true
    ) {
        self.sections = sections
        self.interitemSpacing = interitemSpacing
        self.interspanSpacing = interspanSpacing
        self.spanGroupSpacingBefore = spanGroupSpacingBefore
        self.spanGroupSpacingAfter = spanGroupSpacingAfter
        self.defaultItemStyle = defaultItemStyle
        self.defaultHeaderHeight = defaultHeaderHeight
        self.defaultFooterHeight = defaultFooterHeight
        self.defaultRowTransform = defaultRowTransform
        self.defaultSectionInsets = defaultSectionInsets
        self.insetSupplementaryViews = insetSupplementaryViews
        self.pinHeadersToTop = pinHeadersToTop
    }

    /// The vertical algorithm, after the layout's and sections' values are checked
    /// (`VerticalAlgorithm.layout(in:)`); each item is checked as it is placed (`checkItem`), and all of them
    /// before the first custom row transform runs, so that no transform runs for a layout the full
    /// check rejects. Per section: the header (`supplementaryFrame`), the rows
    /// (`appendRowsAsPlaced`, or `appendTransformedRows` with `transform`), the insets guide and
    /// the footer, in StyledFlowLayout+Placement.swift.
    func placeElements(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        var checkedAllItems = false
        let W = context.containerSize.width
        let H = context.containerSize.height
        let grid = context.pixelGrid
        var builder = LayoutBuilder(context, capacity: sections.reduce(0) { $0 + $1.items.count + 2 })
        let wantsGuides = builder.includesGuides
        var top = 0.0
        for (s, section) in sections.enumerated() {
            let m = metrics(section)
            let cw = try ParameterCheck.widthInside(W, insets: m.insets, "sections[\(s)].options.insets")
            let sectionTop = top
            let header = supplementaryFrame(height: m.headerHeight, top: top, m, width: cw, containerWidth: W)
            if let header { top = header.maxY }
            let outerTop = top
            top += m.insets.top
            let contentTop = top

            var rows = Rows(
                left: m.insets.left, width: cw, gap: m.interitemSpacing, interspan: m.interspanSpacing,
                before: m.spanGroupSpacingBefore, after: m.spanGroupSpacingAfter, top: top)
            var guides: [Guide] = []
            builder.beginSection(header: header)
            if case .none = m.rowTransform, !wantsGuides {
                top = try appendRowsAsPlaced(section, s, &rows, into: &builder) ?? top
            } else {
                top =
                    try appendTransformedRows(
                        section, s, m, &rows, grid, guides: &guides, checkedAllItems: &checkedAllItems,
                        into: &builder) ?? top
            }
            let rowsBottom = top
            top += m.insets.bottom
            if wantsGuides, !m.insets.isZero {
                guides.insert(
                    .sectionInsets(
                        section: s, outer: Rect(x: 0, y: outerTop, width: W, height: top - outerTop),
                        inner: Rect(x: m.insets.left, y: contentTop, width: cw, height: rowsBottom - contentTop)),
                    at: 0)
            }
            let footer = supplementaryFrame(height: m.footerHeight, top: top, m, width: cw, containerWidth: W)
            if let footer { top = footer.maxY }
            builder.addGuides(guides)
            builder.endSection(
                frame: Rect(x: 0, y: sectionTop, width: W, height: top - sectionTop), footer: footer,
                effects: pinHeadersToTop && header != nil ? [.pinnedHeader] : [])
        }
        let contentSize = sections.isEmpty || top == 0 ? Size.zero : Size(width: W, height: Swift.max(top, H))
        return builder.finish(contentSize: contentSize)
    }

    /// Rejects negative or non-finite lengths, naming the spec path: the layout's values, then
    /// each section's values and (`includingItems`) its items.
    func checkParameters(includingItems: Bool) throws(LayoutError) {
        let length = ParameterCheck.length
        let insets = ParameterCheck.insets
        func transform(_ t: RowTransform?, _ path: String) throws(LayoutError) {
            if case .fill(let m)? = t { try length(m, "\(path).fillMaxScale") }
        }
        try length(interitemSpacing, "options.interitemSpacing")
        try length(interspanSpacing, "options.interspanSpacing")
        try length(spanGroupSpacingBefore, "options.spanGroupSpacingBefore")
        try length(spanGroupSpacingAfter, "options.spanGroupSpacingAfter")
        try length(defaultHeaderHeight, "options.header.height")
        try length(defaultFooterHeight, "options.footer.height")
        try length(defaultItemStyle.size.width, "options.width")
        try length(defaultItemStyle.size.height, "options.height")
        try insets(defaultSectionInsets, "options.insets")
        try transform(defaultRowTransform, "options")
        for (s, section) in sections.enumerated() {
            let p = "sections[\(s)]"
            try length(section.headerHeight, "\(p).header.height")
            try length(section.footerHeight, "\(p).footer.height")
            try insets(section.insets, "\(p).options.insets")
            try transform(section.rowTransform, "\(p).options")
            try length(section.interitemSpacing, "\(p).options.interitemSpacing")
            try length(section.interspanSpacing, "\(p).options.interspanSpacing")
            try length(section.spanGroupSpacingBefore, "\(p).options.spanGroupSpacingBefore")
            try length(section.spanGroupSpacingAfter, "\(p).options.spanGroupSpacingAfter")
            guard includingItems else { continue }
            for (i, item) in section.items.enumerated() { try Self.checkItem(item, s, i) }
        }
    }

    /// Item `i` of section `s`, when it has its own style, has a size with sides >= 0 (finite).
    @inline(__always)
    static func checkItem(_ item: Item, _ s: Int, _ i: Int) throws(LayoutError) {
        guard let size = item.style?.size else { return }
        try ParameterCheck.length(size.width, "sections[\(s)].items[\(i)].width")
        try ParameterCheck.length(size.height, "sections[\(s)].items[\(i)].height")
    }
}
