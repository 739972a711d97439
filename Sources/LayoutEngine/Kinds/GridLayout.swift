/// The grid of RDHCollectionViewGridLayout: a fixed number of items on every line (columns when
/// scrolling vertically, rows when scrolling horizontally), equal item sizes across the line with
/// the leftover pixels given to the first items of the line, and one line length for all lines.
/// Both scroll directions. No headers, footers or section insets.
///
/// Algorithm (everything in device pixels at the context's scale `s`, then divided by `s`):
/// `D` is the container's cross extent (its width when vertical) times `s`, `n = lineItemCount`.
/// 1. `usable = D - itemSpacing·s·(n-1)` and `base = floor(usable / n)`.
/// 2. The line length `L` (the items' extent along the scroll axis): automatic `round(usable / n)`
///    (the rounded average, so it can be `base + 1`); `lineSize·s`; `round(base · lineMultiplier)`;
///    or `base + lineExtension·s` (not rounded). Rounding is half away from zero.
/// 3. `dirty = usable - base·n`; the first `ceil(dirty)` slots of a line are `base + 1` wide and the
///    rest `base` (`PixelGrid.distribute`). A fractional leftover still earns a whole pixel, so the
///    slots may overshoot `usable` by less than a pixel, as in the original.
/// 4. Item `g` (counted over all sections, or restarting each section on a new line with
///    `sectionsStartOnNewLine`) takes slot `g mod n` on line `g div n`; line `k` starts at
///    `k·(L + lineSpacing·s)`.
/// 5. Content: the container's cross extent by `lines·L + (lines-1)·lineSpacing·s` (0 with no lines).
///
/// At scale 1 this is exactly the original; at 2x the pixel distribution happens in device pixels
/// (320 pt, 6 columns: 53.5, 53.5, 53.5, 53.5, 53, 53).
///
/// Deliberate difference from the original: out-of-range values are always errors (the original
/// only asserts, so release builds divide by zero for `lineItemCount = 0`).
///
/// - Complexity: O(n + m) for `n = lineItemCount` and `m` items.
public struct GridLayout: CollectionLayout {
    public static let kindName = "grid"
    public static let supportedDirections: [ScrollDirection] = [.vertical, .horizontal]

    /// How the line length (the items' extent along the scroll axis) is found. The original keeps
    /// three properties of which the one set last wins; this is that choice as one value.
    public enum LineSizing: Hashable, Sendable {
        /// The rounded average item size across the line (`lineSize = 0`).
        case automatic
        /// A fixed length in points (`lineSize`, >= 0; 0 means automatic).
        case size(Double)
        /// `round(base item size × multiplier)` (`lineMultiplier`, > 0; 1 means automatic).
        case multiplier(Double)
        /// `base item size + extension` (`lineExtension`, >= 0; 0 means automatic).
        case `extension`(Double)

        /// `.automatic` when the value is the default of its property (0, 1 or 0), as in the original.
        public var effective: LineSizing {
            switch self {
            case .size(0), .multiplier(1), .extension(0): return .automatic
            default: return self
            }
        }
    }

    /// A section: only its number of items matters (the grid ignores item sizes).
    public struct Section: Hashable, Sendable {
        /// The number of items in the section.
        public var itemCount: Int
        /// A section of `itemCount` items.
        public init(itemCount: Int) { self.itemCount = itemCount }
    }

    /// The sections, in order.
    public var sections: [Section]
    /// Items per line: columns when vertical, rows when horizontal. At least 1.
    public var lineItemCount: Int
    /// How long each line is along the scroll axis.
    public var lineSizing: LineSizing
    /// Gap between neighbouring items of a line (may be negative, as in the original).
    public var itemSpacing: Double
    /// Gap between lines (may be negative, as in the original).
    public var lineSpacing: Double
    /// true: every section starts a new line; false: sections fill lines back to back.
    public var sectionsStartOnNewLine: Bool

    /// A grid layout (see the `grid` article for each parameter).
    public init(
        sections: [Section], lineItemCount: Int = 4, lineSizing: LineSizing = .automatic,
        itemSpacing: Double = 0, lineSpacing: Double = 0, sectionsStartOnNewLine: Bool = false
    ) {
        self.sections = sections
        self.lineItemCount = lineItemCount
        self.lineSizing = lineSizing
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.sectionsStartOnNewLine = sectionsStartOnNewLine
    }

    /// A grid of sections with these item counts.
    public init(
        itemCounts: [Int], lineItemCount: Int = 4, lineSizing: LineSizing = .automatic,
        itemSpacing: Double = 0, lineSpacing: Double = 0, sectionsStartOnNewLine: Bool = false
    ) {
        self.init(
            sections: itemCounts.map(Section.init(itemCount:)), lineItemCount: lineItemCount,
            lineSizing: lineSizing, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
            sectionsStartOnNewLine: sectionsStartOnNewLine)
    }

    // MARK: The original's three line properties (the one set last wins)

    /// The fixed line length; 0 unless `lineSizing` is `.size`. Setting it selects `.size`.
    public var lineSize: Double {
        get { if case .size(let v) = lineSizing { return v } else { return 0 } }
        set { lineSizing = .size(newValue) }
    }
    /// The line multiplier; 1 unless `lineSizing` is `.multiplier`. Setting it selects `.multiplier`.
    public var lineMultiplier: Double {
        get { if case .multiplier(let v) = lineSizing { return v } else { return 1 } }
        set { lineSizing = .multiplier(newValue) }
    }
    /// The line extension; 0 unless `lineSizing` is `.extension`. Setting it selects `.extension`.
    public var lineExtension: Double {
        get { if case .extension(let v) = lineSizing { return v } else { return 0 } }
        set { lineSizing = .extension(newValue) }
    }
    /// The original's deprecated name of `lineSize`.
    @available(*, deprecated, renamed: "lineSize")
    public var lineDimension: Double {
        get { lineSize }
        set { lineSize = newValue }
    }

    /// The largest `lineItemCount` accepted (a line's slots are computed up front).
    public static let maximumLineItemCount = 1_000_000

    /// The slot sizes across a line and the line length, in device pixels, for a cross extent of
    /// `crossLength` points at `scale`. Exposed for diagrams and tests.
    public func pixelMetrics(crossLength: Double, scale: Double) throws(LayoutError) -> (
        slots: [Int], lineLength: Double
    ) {
        try validate()
        let n = lineItemCount
        let D = crossLength * scale
        let usable = D - itemSpacing * scale * Double(n - 1)
        guard usable >= 0 else {
            throw LayoutError(
                path: "options.itemSpacing",
                "\(n) items per line with \(formatNumber(itemSpacing)) between them need more than the container's \(formatNumber(crossLength)); reduce itemSpacing or lineItemCount"
            )
        }
        guard usable < 1e12 else {
            throw LayoutError(
                path: "container",
                "is too large for the grid (\(formatNumber(crossLength)) at scale \(formatNumber(scale))); use a container below 1e11 points"
            )
        }
        let base = (usable / Double(n)).rounded(.down)
        let dirty = usable - base * Double(n)
        let plusOne = Swift.min(n, Swift.max(0, Int(dirty.rounded(.up))))
        let slots = PixelGrid.distribute(total: Int(base) * n + plusOne, into: n)
        let L: Double
        switch lineSizing.effective {
        case .automatic: L = (usable / Double(n)).rounded()
        case .size(let v): L = v * scale
        case .multiplier(let m): L = (base * m).rounded()
        case .extension(let e): L = base + e * scale
        }
        return (slots, L)
    }

    public func layout(in context: LayoutContext) throws(LayoutError) -> LayoutResult {
        try Self.checkDirection(context)
        let d = context.scrollDirection
        let s = context.scale
        let crossPoints = context.containerSize.cross(d)
        let (slots, L) = try pixelMetrics(crossLength: crossPoints, scale: s)
        let n = lineItemCount
        let iSp = itemSpacing * s
        let lSp = lineSpacing * s
        let pitch = L + lSp
        guard pitch >= 0 else {
            throw LayoutError(
                path: "options.lineSpacing",
                "\(formatNumber(lineSpacing)) makes lines go backwards (the line length is \(formatNumber(L / s))); use a lineSpacing of at least \(formatNumber(-L / s))"
            )
        }
        // Slot positions across the line, in pixels.
        var positions = [Double](repeating: 0, count: n)
        for k in 1..<n { positions[k] = positions[k - 1] + Double(slots[k - 1]) + iSp }

        // Lines per section and in total.
        var lineCount = 0
        var firstLines: [Int] = [] // the line each section's first item is (or would be) on
        firstLines.reserveCapacity(sections.count)
        var itemsBefore = 0
        for section in sections {
            let count = Swift.max(0, section.itemCount)
            if sectionsStartOnNewLine {
                firstLines.append(lineCount)
                lineCount += (count + n - 1) / n
            } else {
                firstLines.append(itemsBefore / n)
                itemsBefore += count
            }
        }
        if !sectionsStartOnNewLine { lineCount = (itemsBefore + n - 1) / n }
        let contentMainPx = lineCount > 0 ? Double(lineCount) * L + Double(lineCount - 1) * lSp : 0
        let contentMain = contentMainPx / s

        var builder = LayoutBuilder(context, capacity: sections.reduce(0) { $0 + Swift.max(0, $1.itemCount) })
        itemsBefore = 0
        for (si, section) in sections.enumerated() {
            let count = section.itemCount
            guard count >= 0 else {
                throw LayoutError(path: "sections[\(si)].items", "must hold 0 or more items, got \(count)")
            }
            builder.beginSection()
            // In batches: each batch's frames are indexed while they are still in the cache.
            builder.appendCells(count: count) { cells, range in
                for item in range {
                    let slot: Int
                    let line: Int
                    if sectionsStartOnNewLine {
                        slot = item % n
                        line = firstLines[si] + item / n
                    } else {
                        slot = (itemsBefore + item) % n
                        line = (itemsBefore + item) / n
                    }
                    cells.append(
                        Rect(
                            main: Double(line) * pitch / s, cross: positions[slot] / s,
                            mainLength: L / s, crossLength: Double(slots[slot]) / s, d))
                }
            }
            // The section's box along the scroll axis: the lines its items are on.
            let firstLine = firstLines[si]
            let lastLine =
                count > 0
                ? (sectionsStartOnNewLine ? firstLine + (count - 1) / n : (itemsBefore + count - 1) / n) : firstLine
            let start = Swift.min(Double(firstLine) * pitch / s, contentMain)
            let end = count > 0 ? (Double(lastLine) * pitch + L) / s : start
            builder.endSection(frame: Rect(main: start, cross: 0, mainLength: end - start, crossLength: crossPoints, d))
            if count > 0 && builder.includesGuides {
                // The line spacing before a section's first line is the section's when it does not
                // share that line with the previous section, so that every gap is drawn once.
                let gapBefore = firstLine > 0 && (sectionsStartOnNewLine || itemsBefore % n == 0)
                builder.addGuides(
                    guides(
                        section: si, lines: firstLine...lastLine, gapBefore: gapBefore, slots: slots,
                        positions: positions, L: L, scale: s, cross: crossPoints, d))
            }
            if !sectionsStartOnNewLine { itemsBefore += count }
        }
        return Self.named(builder.finish(contentSize: Size(main: contentMain, cross: crossPoints, d)))
    }

    /// Lanes (one per slot) over the section's lines, the item spacing between them, and the line
    /// spacing between the section's lines (and before the first one when `gapBefore`).
    private func guides(
        section s: Int, lines: ClosedRange<Int>, gapBefore: Bool, slots: [Int], positions: [Double], L: Double,
        scale: Double, cross: Double, _ d: ScrollDirection
    ) -> [Guide] {
        let pitch = L + lineSpacing * scale
        let start = Double(lines.lowerBound) * pitch / scale
        let length = (Double(lines.upperBound) * pitch + L) / scale - start
        var out: [Guide] = []
        for k in slots.indices {
            out.append(
                .lane(
                    section: s, index: k,
                    frame: Rect(
                        main: start, cross: positions[k] / scale, mainLength: length,
                        crossLength: Double(slots[k]) / scale, d)))
            if itemSpacing > 0, k + 1 < slots.count {
                let gapStart = (positions[k] + Double(slots[k])) / scale
                out.append(
                    .spacing(
                        section: s,
                        frame: Rect(
                            main: start, cross: gapStart, mainLength: length,
                            crossLength: itemSpacing, d)))
            }
        }
        if lineSpacing > 0 {
            for line in (gapBefore ? lines.lowerBound - 1 : lines.lowerBound)..<lines.upperBound {
                out.append(
                    .spacing(
                        section: s,
                        frame: Rect(
                            main: (Double(line) * pitch + L) / scale, cross: 0,
                            mainLength: lineSpacing, crossLength: cross, d)))
            }
        }
        return out
    }

    private func validate() throws(LayoutError) {
        try ParameterCheck.count(lineItemCount, "options.lineItemCount")
        guard lineItemCount <= Self.maximumLineItemCount else {
            throw LayoutError(
                path: "options.lineItemCount", "must be at most \(Self.maximumLineItemCount), got \(lineItemCount)")
        }
        try Self.validate(lineSizing)
        guard itemSpacing.isFinite else {
            throw LayoutError(path: "options.itemSpacing", "must be a finite number, got \(itemSpacing)")
        }
        guard lineSpacing.isFinite else {
            throw LayoutError(path: "options.lineSpacing", "must be a finite number, got \(lineSpacing)")
        }
    }

    /// Throws when the line sizing's value is out of range (negative size or extension, multiplier
    /// not above 0), naming the original's property.
    public static func validate(_ lineSizing: LineSizing) throws(LayoutError) {
        switch lineSizing {
        case .automatic: break
        case .size(let v):
            guard v.isFinite, v >= 0 else {
                throw LayoutError(
                    path: "options.lineSize",
                    "must not be negative, got \(formatNumber(v)); use 0 for the automatic line size or a positive length"
                )
            }
        case .multiplier(let m):
            guard m.isFinite, m > 0 else {
                throw LayoutError(
                    path: "options.lineMultiplier",
                    "must be greater than 0, got \(formatNumber(m)); use 1 for the automatic line size or a positive factor such as 0.5"
                )
            }
        case .extension(let e):
            guard e.isFinite, e >= 0 else {
                throw LayoutError(
                    path: "options.lineExtension",
                    "must not be negative, got \(formatNumber(e)); use 0 for the automatic line size or a positive length"
                )
            }
        }
    }
}
