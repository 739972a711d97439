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
