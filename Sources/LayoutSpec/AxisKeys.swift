import LayoutEngine

/// Keys named after one axis, for the kinds whose horizontal layout is the transposed vertical one
/// (`TransposableLayout`): a length along the scroll axis is a height in a vertical spec and a width
/// in a horizontal one (`itemHeight` / `itemWidth`), so each direction reads its own key and
/// refuses the other with the fix.
struct AxisKeys {
    let direction: ScrollDirection

    /// The key of a length along the scroll axis: `vertical` or `horizontal` by the direction.
    /// - Throws: when `scope`'s most specific level holding either key holds the other one.
    func key(_ vertical: String, _ horizontal: String, in scope: Scope) throws(SpecError) -> String {
        let (own, other) = direction == .vertical ? (vertical, horizontal) : (horizontal, vertical)
        if let found = scope.lookup(other) {
            throw SpecError(
                path: found.path,
                "\"\(other)\" is for \(direction == .vertical ? "horizontal" : "vertical") layouts (a length along the scroll axis); in a \(direction.rawValue) layout use \"\(own)\""
            )
        }
        return own
    }

    /// The scroll-axis length of a header or footer's reference size (its height when vertical,
    /// its width when horizontal).
    func length(_ size: Size?) -> Double? { size.map { $0.main(direction) } }
}
