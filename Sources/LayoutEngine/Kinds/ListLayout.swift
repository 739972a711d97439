/// The list layouts of TheNounProject's CollectionView: `CollectionViewListLayout` (vertical, a
/// table of full-width rows) and `CollectionViewHorizontalListLayout` (horizontal, a strip of
/// full-height items), chosen by the context's scroll direction.
///
/// Vertical algorithm, per section from the top: the header (full width, or inset with
/// `insetSupplementaryViews`), the section's top inset, the items one below the other, each as wide
/// as the container minus the section's left and right insets, with `interitemSpacing` only between
/// items, then the footer, then the bottom inset. Nothing is rounded. The content is as tall as the
/// last section's end, or at least the container's height unless `hugContents`. Headers are pinned
/// to the viewport's top while their section is on screen when `pinHeadersToTop`.
///
/// Horizontal algorithm: from x = 0, each section adds `sectionInsets.left`; each item starts after
/// the previous one (plus `itemSpacing` within a section) and is as tall as the container minus the
/// top and bottom insets; item frames are snapped outwards to the pixel grid (`integral`). The right
/// inset is added once, after the last section. When the items are narrower than the container they
/// are centred by moving every frame by half the slack (not re-snapped, as in the original).
///
/// Deliberate differences from the original (README, "Differences from the originals"): a
/// horizontal list narrower than the container is centred and its content is exactly as wide as the
/// container (the original adds only half the slack to the content width); pinned headers are
/// pushed out by their own section's end (the original uses the next section's header, or never
/// pushes when that section has none; the two agree whenever the next section has a header); in
/// the horizontal list the next item starts after the previous item's snapped frame (the original
/// uses the unsnapped end, which makes frames overlap when widths are not whole device pixels).
///
/// - Complexity: O(n) in the number of items.
public struct ListLayout: CollectionLayout {
    public static let kindName = "list"
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// One row (vertical) or column (horizontal) of the list: its own `height` (vertical lists,
    /// `heightForItemAt`) or `width` (horizontal lists, `widthForItemAt`); nil takes the section's
    /// `itemHeight` or `itemWidth`, or the layout's.
    public typealias Item = PartialSize

    /// A section; every nil value falls back to the layout's property of the same name (the
    /// original's per-section delegate methods).
    public struct Section: Hashable, Sendable {
        /// The section's items, in order.
        public var items: [Item]
        /// Vertical only: > 0 adds a header of this height.
        public var headerHeight: Double?
        /// Vertical only: > 0 adds a footer of this height.
        public var footerHeight: Double?
        /// Vertical only (`insetForSectionAt`); the horizontal list has one `sectionInsets`.
        public var insets: EdgeInsets?
        /// Vertical only: gap between consecutive rows.
        public var interitemSpacing: Double?
        /// Vertical only: the height of rows that do not give one.
        public var itemHeight: Double?
        /// Horizontal only: the width of items that do not give one.
        public var itemWidth: Double?
        /// Horizontal only: gap between consecutive items of the section.
        public var itemSpacing: Double?

        /// A section; every nil parameter takes the layout's value.
        public init(
            items: [Item], headerHeight: Double? = nil, footerHeight: Double? = nil, insets: EdgeInsets? = nil,
            interitemSpacing: Double? = nil, itemHeight: Double? = nil, itemWidth: Double? = nil,
            itemSpacing: Double? = nil
        ) {
            self.items = items
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.insets = insets
            self.interitemSpacing = interitemSpacing
            self.itemHeight = itemHeight
            self.itemWidth = itemWidth
            self.itemSpacing = itemSpacing
        }
        /// A section of `count` items of the default size.
        public init(
            itemCount count: Int, headerHeight: Double? = nil, footerHeight: Double? = nil,
            insets: EdgeInsets? = nil
        ) {
            self.init(
                items: Array(repeating: Item(), count: count), headerHeight: headerHeight,
                footerHeight: footerHeight, insets: insets)
        }
    }

    /// The sections, in order.
    public var sections: [Section]
    /// Vertical: height of rows that give none.
    public var itemHeight: Double
    /// Vertical: gap between rows of a section (not after the last row).
    public var interitemSpacing: Double
    /// Vertical: default header height (0 = no header).
    public var headerHeight: Double
    /// Vertical: default footer height (0 = no footer).
    public var footerHeight: Double
    /// Vertical: default insets of every section. Horizontal: top and bottom around the items, left
    /// before every section, right once after the last.
    public var sectionInsets: EdgeInsets
    /// Vertical: headers and footers follow the section's left and right insets instead of spanning
    /// the full width.
    public var insetSupplementaryViews: Bool
    /// Vertical: the content is exactly as tall as the sections (otherwise at least the container).
    public var hugContents: Bool
    /// Vertical: headers stay at the top of the viewport while their section is on screen.
    public var pinHeadersToTop: Bool
    /// Horizontal: width of items that give none.
    public var itemWidth: Double
    /// Horizontal: gap between consecutive items of a section.
    public var itemSpacing: Double

    /// A list layout with the original's defaults (see the `list` article for each parameter).
    public init(
        sections: [Section], itemHeight: Double = 36, interitemSpacing: Double = 0, headerHeight: Double = 0,
        footerHeight: Double = 0, sectionInsets: EdgeInsets = .zero, insetSupplementaryViews: Bool = false,
        hugContents: Bool = false, pinHeadersToTop: Bool = true, itemWidth: Double = 100, itemSpacing: Double = 8
    ) {
        self.sections = sections
        self.itemHeight = itemHeight
        self.interitemSpacing = interitemSpacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.sectionInsets = sectionInsets
        self.insetSupplementaryViews = insetSupplementaryViews
        self.hugContents = hugContents
        self.pinHeadersToTop = pinHeadersToTop
        self.itemWidth = itemWidth
        self.itemSpacing = itemSpacing
    }

    public func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try Self.checkDirection(context)
        try validate(context.scrollDirection)
        return Self.named(
            context.scrollDirection == .vertical ? try verticalLayout(context) : try horizontalLayout(context))
    }

    // MARK: Vertical (CollectionViewListLayout)

    private func verticalLayout(_ context: LayoutContext) throws(LayoutError) -> LayoutResult {
        let W = context.containerSize.width
        let H = context.containerSize.height
        var builder = LayoutBuilder(context, capacity: sections.reduce(0) { $0 + $1.items.count + 2 })
        let guides = builder.includesGuides
        guard !sections.isEmpty else { return builder.finish(contentSize: Size(width: W, height: H)) }
        var top = 0.0
        for (s, section) in sections.enumerated() {
            let ins = section.insets ?? sectionInsets
            let gap = section.interitemSpacing ?? interitemSpacing
            let rowHeight = section.itemHeight ?? itemHeight
            let itemW = try ParameterCheck.widthInside(W, insets: ins, "sections[\(s)].options.insets")
            let sectionTop = top
            let header = supplementaryFrame(
                section.headerHeight ?? headerHeight, top: &top, insets: ins, width: itemW, containerWidth: W)
            let outerTop = top
            top += ins.top
            let contentTop = top
            builder.beginSection(header: header)
            var y = top
            // In batches: each batch's frames are indexed while they are still in the cache.
            builder.appendCells(count: section.items.count) { cells, range in
                for i in range {
                    let h = section.items[i].height ?? rowHeight
                    cells.append(Rect(x: ins.left, y: y, width: itemW, height: h))
                    top = y + h
                    y = top + gap
                }
            }
            if guides, gap > 0 {
                for cell in builder.openSectionCells.dropLast() {
                    builder.addGuide(
                        .spacing(section: s, frame: Rect(x: ins.left, y: cell.maxY, width: itemW, height: gap)))
                }
            }
            let footer = supplementaryFrame(
                section.footerHeight ?? footerHeight, top: &top, insets: ins, width: itemW, containerWidth: W)
            top += ins.bottom
            if guides, !ins.isZero {
                let outer = Rect(x: 0, y: outerTop, width: W, height: top - outerTop)
                builder.addGuide(
                    .sectionInsets(
                        section: s, outer: outer,
                        inner: Rect(x: ins.left, y: contentTop, width: itemW, height: top - ins.bottom - contentTop)))
            }
            builder.endSection(
                frame: Rect(x: 0, y: sectionTop, width: W, height: top - sectionTop), footer: footer,
                effects: pinHeadersToTop && header != nil ? [.pinnedHeader] : [])
        }
        return builder.finish(contentSize: Size(width: W, height: hugContents ? top : Swift.max(top, H)))
    }

    /// A header or footer `height` long (none unless > 0) at `top`, which moves past it: as wide as
    /// the container, or `width` wide within the section's left inset (`insetSupplementaryViews`).
    private func supplementaryFrame(
        _ height: Double, top: inout Double, insets: EdgeInsets, width: Double, containerWidth: Double
    ) -> Rect? {
        guard height > 0 else { return nil }
        let frame =
            insetSupplementaryViews
            ? Rect(x: insets.left, y: top, width: width, height: height)
            : Rect(x: 0, y: top, width: containerWidth, height: height)
        top = frame.maxY
        return frame
    }

    // MARK: Horizontal (CollectionViewHorizontalListLayout)

    private func horizontalLayout(_ context: LayoutContext) throws(LayoutError) -> LayoutResult {
        let W = context.containerSize.width
        let H = context.containerSize.height
        let grid = context.pixelGrid
        let ins = sectionInsets
        let itemH = H - ins.top - ins.bottom
        guard itemH >= 0 else {
            throw LayoutError(
                path: "options.insets",
                "top + bottom (\(formatNumber(ins.top + ins.bottom))) exceed the container height \(formatNumber(H)); reduce them"
            )
        }
        var builder = LayoutBuilder(context, capacity: sections.reduce(0) { $0 + $1.items.count })
        let guides = builder.includesGuides
        guard !sections.isEmpty else { return builder.finish(contentSize: .zero) }
        var x = 0.0
        var boxes: [(frame: Rect, cells: [Rect])] = []
        var gaps: [(section: Int, frame: Rect)] = []
        for (s, section) in sections.enumerated() {
            let sectionStart = x
            x += ins.left
            let spacing = section.itemSpacing ?? itemSpacing
            let defaultWidth = section.itemWidth ?? itemWidth
            var cells: [Rect] = []
            cells.reserveCapacity(section.items.count)
            for (i, item) in section.items.enumerated() {
                let w = item.width ?? defaultWidth
                let left = i > 0 ? x + spacing : x
                if guides, i > 0, spacing > 0 {
                    gaps.append((s, Rect(x: x, y: ins.top, width: spacing, height: itemH)))
                }
                let frame = Self.integral(Rect(x: left, y: ins.top, width: w, height: itemH), grid)
                cells.append(frame)
                // The original continues from the unrounded end (`left + w`), so that widths off the
                // pixel grid make neighbours overlap by up to a pixel and the last frame poke out of
                // the content; continuing from the snapped end is the same for whole-pixel widths.
                x = frame.maxX
            }
            let end = s == sections.count - 1 ? x + ins.right : x
            boxes.append((Rect(x: sectionStart, y: 0, width: end - sectionStart, height: H), cells))
        }
        var contentW = x + ins.right
        var dx = 0.0
        if contentW < W {
            dx = (W - contentW) / 2
            contentW = W
        }
        for (s, box) in boxes.enumerated() {
            let frame = box.frame.offsetBy(dx: dx, dy: 0)
            if guides, !ins.isZero {
                let innerEnd = s == boxes.count - 1 ? frame.maxX - ins.right : frame.maxX
                builder.addGuide(
                    .sectionInsets(
                        section: s, outer: frame,
                        inner: Rect(
                            x: frame.minX + ins.left, y: ins.top, width: innerEnd - frame.minX - ins.left, height: itemH
                        )))
            }
            builder.addSection(frame: frame, cells: box.cells.map { $0.offsetBy(dx: dx, dy: 0) })
        }
        for gap in gaps { builder.addGuide(.spacing(section: gap.section, frame: gap.frame.offsetBy(dx: dx, dy: 0))) }
        return builder.finish(contentSize: Size(width: contentW, height: H))
    }

    /// `CGRect.integral` on the pixel grid: the smallest pixel-aligned rectangle containing `r`.
    static func integral(_ r: Rect, _ grid: PixelGrid) -> Rect {
        let x0 = grid.floor(r.minX)
        let y0 = grid.floor(r.minY)
        return Rect(x: x0, y: y0, width: grid.ceil(r.maxX) - x0, height: grid.ceil(r.maxY) - y0)
    }

    // MARK: Validation

    private func validate(_ direction: ScrollDirection) throws(LayoutError) {
        let length = ParameterCheck.length
        let insets = ParameterCheck.insets
        try length(itemHeight, "options.itemHeight")
        try length(interitemSpacing, "options.interitemSpacing")
        try length(headerHeight, "options.header.height")
        try length(footerHeight, "options.footer.height")
        try length(itemWidth, "options.itemWidth")
        try length(itemSpacing, "options.itemSpacing")
        try insets(sectionInsets, "options.insets")
        for (s, section) in sections.enumerated() {
            let p = "sections[\(s)]"
            if direction == .horizontal {
                let hh = section.headerHeight ?? headerHeight
                let fh = section.footerHeight ?? footerHeight
                if hh > 0 || fh > 0 {
                    let which = hh > 0 ? "header" : "footer"
                    throw LayoutError(
                        path: "\(p).\(which)",
                        "the horizontal list has no headers or footers; remove it or scroll vertically")
                }
                if section.insets != nil {
                    throw LayoutError(
                        path: "\(p).options.insets",
                        "the horizontal list has one set of insets for all sections (left before each section, right once at the end); move it to the top-level \"options\""
                    )
                }
            }
            if let v = section.headerHeight { try length(v, "\(p).header.height") }
            if let v = section.footerHeight { try length(v, "\(p).footer.height") }
            if let v = section.insets { try insets(v, "\(p).options.insets") }
            if let v = section.interitemSpacing { try length(v, "\(p).options.interitemSpacing") }
            if let v = section.itemHeight { try length(v, "\(p).options.itemHeight") }
            if let v = section.itemWidth { try length(v, "\(p).options.itemWidth") }
            if let v = section.itemSpacing { try length(v, "\(p).options.itemSpacing") }
            for (i, item) in section.items.enumerated() {
                if let v = item.height { try length(v, "\(p).items[\(i)].height") }
                if let v = item.width { try length(v, "\(p).items[\(i)].width") }
            }
        }
    }
}
