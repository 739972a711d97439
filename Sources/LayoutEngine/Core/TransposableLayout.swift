/// A kind whose algorithm is written for vertical scrolling and whose horizontal layout is defined,
/// as UICollectionViewFlowLayout defines its own, as the vertical layout of the transposed problem
/// with the frames transposed back: for every layout L and context C scrolling horizontally,
///
///     L.layout(in: C) == L.transposed().layout(in: C.transposed).transposed()
///
/// (frames, content size, section boxes, scroll effects and guides; `LayoutResult.transposed()`).
/// Lines become columns; pinned headers pin to the viewport's leading edge along the scroll axis.
/// `aligned`, `waterfall`, `column` and `styled-flow` work this way.
///
/// `transposed()` is the kind's part: sizes, insets and alignments swap their axes. Lengths named
/// after the vertical layout's scroll axis (`headerHeight`, `footerHeight`, column's `itemHeight`
/// and item `height`, waterfall's `minimumContentHeight`, `remaining(height:)`) are lengths along
/// the scroll axis in both directions and keep their value: in a horizontal layout they are widths.
public protocol TransposableLayout: CollectionLayout {
    /// The same problem with the axes swapped: item sizes, insets and alignments transposed,
    /// lengths along the scroll axis and counts kept. Transposing twice gives the layout back.
    func transposed() -> Self
}

extension TransposableLayout {
    /// `layout(in:)` from the kind's vertical algorithm `vertical` (given a layout and a vertical,
    /// left-to-right context): called as is for a vertical context (its builder mirrors a
    /// right-to-left result), and on the transposed problem for a horizontal one, whose result is
    /// transposed back and then mirrored when `context` is right to left. Errors from the
    /// transposed problem name the keys of the problem asked (`LayoutError.transposed()`).
    public func layout(
        in context: LayoutContext,
        vertically vertical: (Self, LayoutContext) throws(LayoutError) -> LayoutResult
    ) throws(LayoutError) -> LayoutResult {
        guard context.scrollDirection == .horizontal else { return try vertical(self, context) }
        var turned = context.transposed
        turned.layoutDirection = .leftToRight
        var result: LayoutResult
        do {
            result = try vertical(transposed(), turned)
        } catch {
            throw error.transposed()
        }
        // In place: the result is not shared yet.
        result.transpose()
        if context.layoutDirection == .rightToLeft { result.mirror() }
        return result
    }
}

/// The kind's part of `layout(in:)` for the four vertical algorithms (`aligned`, `column`,
/// `waterfall`, `styled-flow`): the check of its values and the algorithm. What the four share,
/// the direction check, the transposition and the order errors are reported in, is
/// `layout(in:)` (through `checkedLayout(in:placing:)`), in one place.
protocol VerticalAlgorithm: TransposableLayout {
    /// Rejects out-of-range values, naming the spec path: the layout's values, then each
    /// section's values and (`includingItems`) its items, in spec order.
    func checkParameters(includingItems: Bool) throws(LayoutError)
    /// The vertical algorithm in a vertical, left-to-right `context`, once
    /// `checkParameters(includingItems: false)` has passed: it checks each item as it places it.
    func placeElements(in context: LayoutContext) throws(LayoutError) -> LayoutResult
}

extension VerticalAlgorithm {
    /// `checkedLayout(in:placing:)` with `placeElements(in:)`: the direction checked, then the
    /// kind's values and its vertical algorithm, on the problem asked or on the transposed one.
    public func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try checkedLayout(in: context) { (layout, context) throws(LayoutError) in try layout.placeElements(in: context)
        }
    }

    /// `layout(in:)` with the vertical algorithm `place`: the direction checked
    /// (`checkDirection`), then, on the problem asked or on the transposed one
    /// (`layout(in:vertically:)`), the layout's and sections' values checked and `place` run.
    /// Items are checked as they are placed; when `place` throws, the error is the first bad
    /// value in spec order, as a check of every value before placement would report it
    /// (`ParameterCheck.reportingErrorsInSpecOrder`).
    func checkedLayout(
        in context: LayoutContext, placing place: (Self, LayoutContext) throws(LayoutError) -> LayoutResult
    ) throws(LayoutError) -> LayoutResult {
        try Self.checkDirection(context)
        return Self.named(
            try layout(in: context) { (layout, context) throws(LayoutError) in
                try ParameterCheck.reportingErrorsInSpecOrder { () throws(LayoutError) in
                    try layout.checkParameters(includingItems: false)
                    return try place(layout, context)
                } fullCheck: { () throws(LayoutError) in
                    try layout.checkParameters(includingItems: true)
                }
            })
    }
}

/// A vertical algorithm with a fast path that keeps its lane ends in one vector (`column`'s
/// column bottoms, `waterfall`'s column heights: `ColumnLaneVector`), and a plain one with them
/// in an array; tests compare the two (`layout(in:vectorLanes:)`).
protocol VectorLaneAlgorithm: VerticalAlgorithm {
    /// The vertical algorithm (as `placeElements(in:)`), with the lane ends in one vector where
    /// the section allows it (`vectorLanes`) or always in an array.
    func placeElements(in context: LayoutContext, vectorLanes: Bool) throws(LayoutError) -> LayoutResult
}

extension VectorLaneAlgorithm {
    /// The vertical algorithm with the lane ends in a vector where the section allows it.
    func placeElements(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try placeElements(in: context, vectorLanes: true)
    }

    /// `layout(in:)`, with the lane ends in one vector (`vectorLanes`) or in an array (for tests:
    /// both give the same frames).
    func layout(in context: LayoutContext, vectorLanes: Bool) throws(LayoutError) -> LayoutResult {
        try checkedLayout(in: context) { (layout, context) throws(LayoutError) in
            try layout.placeElements(in: context, vectorLanes: vectorLanes)
        }
    }
}

extension LayoutError {
    /// The error of a transposed problem as the problem asked would name it: in the path, `width`
    /// and `height`, `top` and `left`, `bottom` and `right`, and the keys named after one axis
    /// (`itemHeight`/`itemWidth`, `minimumContentHeight`/`minimumContentWidth`,
    /// `horizontalAlignment`/`verticalAlignment`) swap; in the message, the words `width`/`height`,
    /// `wide`/`tall`, `left`/`top` and `right`/`bottom`.
    public func transposed() -> LayoutError {
        LayoutError(
            path: Self.swapping(Self.pathSwaps, in: path, separators: ".[]"),
            Self.swapping(Self.wordSwaps, in: message, separators: " ,;:()'\"."))
    }

    private static let pathSwaps: [String: String] = Self.symmetric([
        ("width", "height"), ("top", "left"), ("bottom", "right"), ("itemHeight", "itemWidth"),
        ("minimumContentHeight", "minimumContentWidth"), ("horizontalAlignment", "verticalAlignment"),
    ])
    private static let wordSwaps: [String: String] = Self.symmetric([
        ("width", "height"), ("wide", "tall"), ("left", "top"), ("right", "bottom"), ("widths", "heights"),
    ])

    private static func symmetric(_ pairs: [(String, String)]) -> [String: String] {
        var map: [String: String] = [:]
        for (a, b) in pairs {
            map[a] = b
            map[b] = a
        }
        return map
    }

    /// `text` with every word found in `swaps` (words end at `separators`) replaced.
    private static func swapping(_ swaps: [String: String], in text: String, separators: String) -> String {
        var out = ""
        var word = ""
        for c in text {
            if separators.contains(c) {
                out += swaps[word] ?? word
                word = ""
                out.append(c)
            } else {
                word.append(c)
            }
        }
        return out + (swaps[word] ?? word)
    }
}
