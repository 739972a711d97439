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

    /// Where a value is written in a spec, the layout's `options` or a section's, for the checks of
    /// a kind's values at either level: a section's overrides are checked like the layout's
    /// values (nil passes), under the section's path.
    struct Level {
        /// What comes before `options.KEY`, `header.height` and `footer.height`: nothing for the
        /// layout, `sections[2].` for a section.
        let prefix: String

        /// The layout's `options`.
        static let layout = Level(prefix: "")
        /// Section `s`'s `options`.
        static func section(_ s: Int) -> Level { Level(prefix: "sections[\(s)].") }
        /// Where section `s`'s value comes from: its own `options` when it sets one (`own`), else
        /// the layout's.
        static func source(section s: Int, own: Bool) -> Level { own ? section(s) : layout }

        /// The path of `options.key` at this level.
        func path(_ key: String) -> String { "\(prefix)options.\(key)" }
        /// `ParameterCheck.length` of `options.key`.
        func length(_ value: Double?, _ key: String) throws(LayoutError) { try ParameterCheck.length(value, path(key)) }
        /// `ParameterCheck.insets` of `options.key`.
        func insets(_ value: EdgeInsets?, _ key: String) throws(LayoutError) {
            try ParameterCheck.insets(value, path(key))
        }
        /// `ParameterCheck.count` of `options.key`.
        func count(_ value: Int?, _ key: String) throws(LayoutError) { try ParameterCheck.count(value, path(key)) }
        /// The header's and the footer's length along the scroll axis (`header.height`,
        /// `footer.height`).
        func supplementaryHeights(header: Double?, footer: Double?) throws(LayoutError) {
            try ParameterCheck.length(header, "\(prefix)header.height")
            try ParameterCheck.length(footer, "\(prefix)footer.height")
        }
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
