/// Range checks shared by the kinds' `layout(in:)`. Each throws a `LayoutError` that names the
/// parameter's path (as in a spec) and says how to fix the value. The path is built only when the
/// check fails (it is an autoclosure), and the checks are inlined: kinds check every item, and a
/// call, let alone building an item's path string, costs as much as laying the item out.
public enum ParameterCheck {
    /// A length (size, spacing, inset side): finite and not negative. nil passes.
    @inline(__always)
    public static func length(_ value: Double?, _ path: @autoclosure () -> String) throws(LayoutError) {
        guard let value else { return }
        guard value.isFinite, value >= 0 else { throw lengthError(value, path()) }
    }

    private static func lengthError(_ value: Double, _ path: String) -> LayoutError {
        LayoutError(path: path, "must be a finite number >= 0, got \(formatNumber(value)); use 0 or a positive value")
    }

    /// Every side of `insets` is a length. nil passes.
    public static func insets(_ insets: EdgeInsets?, _ path: @autoclosure () -> String) throws(LayoutError) {
        guard let insets else { return }
        try length(insets.top, "\(path()).top")
        try length(insets.left, "\(path()).left")
        try length(insets.bottom, "\(path()).bottom")
        try length(insets.right, "\(path()).right")
    }

    /// A count of at least `minimum` (columns, lanes, items per line). nil passes.
    public static func count(_ value: Int?, _ path: @autoclosure () -> String, minimum: Int = 1) throws(LayoutError) {
        guard let value else { return }
        guard value >= minimum else {
            throw LayoutError(path: path(), "must be at least \(minimum), got \(value); set it to \(minimum) or more")
        }
    }

    /// The width left between `insets.left` and `insets.right` in a container `width` wide; an error
    /// naming `path` when the insets take more than the whole width.
    public static func widthInside(_ width: Double, insets: EdgeInsets, _ path: @autoclosure () -> String)
        throws(LayoutError) -> Double
    {
        let inside = width - insets.left - insets.right
        guard inside >= 0 else {
            throw LayoutError(
                path: path(),
                "left + right (\(formatNumber(insets.left + insets.right))) exceed the container width \(formatNumber(width)); reduce them"
            )
        }
        return inside
    }

    /// `layout()`, whose items are checked where they are placed (one pass over them, not two),
    /// reporting its errors as a check of every value before placement would: when `layout`
    /// throws, `fullCheck` runs and its error, the first bad value in spec order, is thrown
    /// instead; `layout`'s own error when it finds none (a value bad only in context, such as
    /// insets wider than the container).
    @inline(__always)
    static func reportingErrorsInSpecOrder<Result>(
        _ layout: () throws(LayoutError) -> Result, fullCheck: () throws(LayoutError) -> Void
    ) throws(LayoutError) -> Result {
        do {
            return try layout()
        } catch {
            try fullCheck()
            throw error
        }
    }
}
