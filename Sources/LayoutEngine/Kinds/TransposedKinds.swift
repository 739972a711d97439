/// The kind's part of `TransposableLayout` for the four vertical algorithms: what is a width, a
/// height, an inset or an alignment of each kind's values. Lengths along the scroll axis
/// (`headerHeight`, `footerHeight`, `itemHeight`, ...) and counts keep their value.

extension AlignedLayout {
    /// Sizes, insets (content, section and cell) and alignments transposed: `horizontalAlignment`
    /// `left`/`center`/`right` becomes `verticalAlignment` `top`/`center`/`bottom` and back.
    /// `remaining(height:)` keeps its length along the scroll axis; a custom size closure is
    /// asked with the room left on the line and its answer transposed. The items are not copied:
    /// they are read transposed (`TransposedItems`).
    public func transposed() -> AlignedLayout {
        var t = self
        t.defaultCellSize = defaultCellSize.transposed
        t.defaultSectionAttributes = defaultSectionAttributes.transposed
        t.defaultCellAttributes = defaultCellAttributes.transposed
        t.contentInsets = contentInsets.transposed
        t.itemsTransposed.toggle()
        t.sections = sections.eachChanged { $0.attributes = $0.attributes?.transposed }
        return t
    }
}

extension AlignedLayout.SectionAttributes {
    /// The alignments swapped (`left` <-> `top`, `right` <-> `bottom`, `center` kept), the insets
    /// transposed, the spacings kept (they are along and across the line in both directions).
    public var transposed: AlignedLayout.SectionAttributes {
        let h: AlignedLayout.HorizontalAlignment
        switch verticalAlignment {
        case .top: h = .left
        case .center: h = .center
        case .bottom: h = .right
        }
        let v: AlignedLayout.VerticalAlignment
        switch horizontalAlignment {
        case .left: v = .top
        case .center: v = .center
        case .right: v = .bottom
        }
        return AlignedLayout.SectionAttributes(
            horizontalAlignment: h, verticalAlignment: v, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
            insets: insets.transposed)
    }
}

extension AlignedLayout.CellAttributes {
    /// The cell insets transposed; the line breaks and indentation kept.
    public var transposed: AlignedLayout.CellAttributes {
        var t = self
        t.insets = insets.transposed
        return t
    }
}

extension WaterfallLayout {
    /// Suggested sizes and the section, header and footer insets transposed; a custom size closure
    /// is asked with the column's extent across the scroll axis and its answer transposed.
    public func transposed() -> WaterfallLayout {
        var t = self
        t.sectionInset = sectionInset.transposed
        t.headerInset = headerInset.transposed
        t.footerInset = footerInset.transposed
        t.sections = sections.eachChanged { s in
            s.sectionInset = s.sectionInset?.transposed
            s.headerInset = s.headerInset?.transposed
            s.footerInset = s.footerInset?.transposed
            s.items = s.items.map { item in
                switch item.size {
                case .suggested(let size): return Item(size: .suggested(size.transposed))
                case .custom(let ask): return Item(size: .custom { ask($0).transposed })
                }
            }
        }
        return t
    }
}

extension ColumnLayout {
    /// Aspect ratios and section insets transposed; explicit lengths (`height`, `itemHeight`) are
    /// along the scroll axis and kept.
    public func transposed() -> ColumnLayout {
        var t = self
        t.sectionInset = sectionInset.transposed
        t.sections = sections.eachChanged { s in
            s.sectionInset = s.sectionInset?.transposed
            s.items = s.items.map { Item(aspectRatio: $0.aspectRatio?.transposed, height: $0.height) }
        }
        return t
    }
}

extension StyledFlowLayout {
    /// Item sizes and section insets transposed; a custom row transform sees its row and answers
    /// in the layout's own axes (its frames transposed on the way in and out).
    public func transposed() -> StyledFlowLayout {
        var t = self
        t.defaultItemStyle = defaultItemStyle.transposed
        t.defaultSectionInsets = defaultSectionInsets.transposed
        t.defaultRowTransform = defaultRowTransform.transposed
        t.sections = sections.eachChanged { s in
            s.insets = s.insets?.transposed
            s.rowTransform = s.rowTransform?.transposed
            s.items = s.items.map { Item(style: $0.style?.transposed) }
        }
        return t
    }
}

extension StyledFlowLayout.ItemStyle {
    /// The same style with its size transposed.
    public var transposed: StyledFlowLayout.ItemStyle {
        switch self {
        case .flow(let s): return .flow(s.transposed)
        case .span(let s): return .span(s.transposed)
        }
    }
}

extension StyledFlowLayout.RowTransform {
    /// The same transform for the transposed problem (a custom one wrapped, the others kept).
    public var transposed: StyledFlowLayout.RowTransform {
        guard case .custom(let body) = self else { return self }
        return .custom { row, width in
            body(row.map { ($0.id, $0.frame.applying(.transpose)) }, width).map { $0.applying(.transpose) }
        }
    }
}

extension Array {
    /// Each element with `change` made to it (the sections of a transposed layout).
    fileprivate func eachChanged(_ change: (inout Element) -> Void) -> [Element] {
        map { element in
            var changed = element
            change(&changed)
            return changed
        }
    }
}

/// How `AlignedLayout` reads its items' sizes and cell attributes: as given, or transposed (a
/// transposed layout's, `AlignedLayout.itemsTransposed`). A type, so that each way is compiled on
/// its own: `transposes` is a constant in each, and the reads as given are the plain ones.
protocol AlignedItemAxes {
    static var transposes: Bool { get }
}

enum ItemsAsGiven: AlignedItemAxes {
    @inline(__always) static var transposes: Bool { false }
}

enum TransposedItems: AlignedItemAxes {
    @inline(__always) static var transposes: Bool { true }
}
