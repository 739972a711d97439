import LayoutEngine

/// One layout seen at several scroll positions, to watch scroll effects move:
/// `render SPEC --offsets 0,200,400 out-%d.json` writes `out-0.json`, `out-200.json`, `out-400.json`.
///
/// Pure: it only computes the viewports and file names; the command line writes the files.
public enum ScrollSweep {
    /// One position of the sweep.
    public struct Frame: Hashable, Sendable {
        /// The content offset: the spec's `contentOffset` with its scroll-axis coordinate replaced.
        public var contentOffset: Point
        /// `(contentOffset, container)`: where scroll effects are evaluated and what is drawn.
        public var viewport: Rect
        /// The output path: the pattern with `%d` replaced by the offset.
        public var path: String
    }

    /// Parses a comma-separated list of offsets along the scroll axis, such as `0,200,400`.
    /// - Throws: `SpecError` (path `--offsets`) for an empty list or a value that is not a finite
    ///   decimal number.
    public static func parseOffsets(_ text: String) throws(SpecError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.filter { $0 != " " } }
        var offsets: [Double] = []
        for part in parts {
            // Decimal only: Swift's Double also reads `0x10` (16) and `0x1p3` (8).
            guard part.allSatisfy({ "0123456789.+-eE".contains($0) }), let value = Double(part), value.isFinite else {
                throw SpecError(
                    path: "--offsets",
                    "\"\(part)\" is not a number; give scroll offsets in points separated by commas, such as 0,200,400")
            }
            offsets.append(value)
        }
        return offsets
    }

    /// Checks that `pattern` contains `%d` exactly once (where each offset goes in the file name).
    public static func checkPattern(_ pattern: String) throws(SpecError) {
        let count = pattern.split(separator: "%d", omittingEmptySubsequences: false).count - 1
        guard count == 1 else {
            throw SpecError(
                path: "--offsets",
                count == 0
                    ? "the output path \"\(pattern)\" needs a %d where the offset goes, such as out-%d.png"
                    : "the output path \"\(pattern)\" has \(count) %d; use exactly one, such as out-%d.png")
        }
    }

    /// The frames for `offsets` along the scroll axis of `document`, one output path each.
    public static func frames(offsets: [Double], document: SpecDocument, pattern: String) throws(SpecError) -> [Frame] {
        try checkPattern(pattern)
        let base = document.contentOffset
        return offsets.map { value in
            let offset = document.scrollDirection == .vertical ? Point(x: base.x, y: value) : Point(x: value, y: base.y)
            let name = pattern.split(separator: "%d", omittingEmptySubsequences: false).joined(
                separator: formatNumber(value))
            return Frame(contentOffset: offset, viewport: Rect(origin: offset, size: document.container), path: name)
        }
    }
}
