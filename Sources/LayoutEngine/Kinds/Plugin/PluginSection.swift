/// One section of a PluginLayout-style layout, laid out by its own plugin (`FlowSection`,
/// `FractionGridSection`, `StaggeredSection`, `MosaicSection`). PluginLayout composes a layout from
/// one plugin per section: every section starts where the previous one ended along the scroll axis
/// (one running offset, see `PluginComposition`), so sections of different kinds stack freely.
///
/// A plugin only places its cells; the skeleton every plugin shares (header, leading inset, cells,
/// trailing inset, footer) is `layoutSection(at:in:)`.
///
/// Each plugin is also a kind of `PluginLayout` whose sections are all of its type
/// (`FlowLayout` is `PluginLayout<FlowSection>`).
public protocol PluginSection: CompositeSection, PluginLayoutKind where Section == Self {
    /// The kind's name in specs (`"flow"`, `"mosaic"`, ...), used in messages.
    static var kindName: String { get }
    /// What the section knows of one item (`Size` for flow, `MosaicSection.Item`, ...).
    associatedtype Item
    /// The parameters every plugin section has: insets, spacing, header, footer, pins, effects.
    var options: PluginSectionOptions { get }
    /// The section's items, in order: one cell each.
    var items: [Item] { get }
    /// Places the section's cells: appends one frame per item, in item order, to `cells`
    /// (`cells.appendCell(_:)`; the section is already open). Their area starts at `start` along
    /// the scroll axis (after the header and the section's leading inset) and spans the container
    /// across it.
    /// - Returns: where the cells' area ends along the scroll axis (before the trailing inset;
    ///   `end == start` when there are no cells) and the plugin's guides.
    /// - Throws: `LayoutError` naming the parameter when a value is out of range.
    func layoutCells(
        from start: Double, in environment: PluginEnvironment,
        into cells: inout LayoutBuilder
    ) throws(LayoutError) -> PluginCells
}

/// The parameters every plugin section has (PluginLayout's section skeleton and its delegate's
/// per-section answers). Optional values fall back to the layout's.
public struct PluginSectionOptions: Hashable, Sendable {
    /// Margins around the cells (`insetForSectionAt`); headers and footers sit outside them.
    public var insets: EdgeInsets
    /// Minimum gap between lines (rows in a vertical layout), or between items of a lane.
    public var minimumLineSpacing: Double
    /// Minimum gap between items of a line, or between lanes.
    public var minimumInteritemSpacing: Double
    /// The header's reference size; only its scroll-axis length is used (0 or nil: no header).
    public var header: Size?
    /// The footer's reference size; only its scroll-axis length is used (0 or nil: no footer).
    public var footer: Size?
    /// nil: the layout's `sectionHeadersPinToVisibleBounds`.
    public var sectionHeadersPinToVisibleBounds: Bool?
    /// nil: the layout's `sectionFootersPinToVisibleBounds`.
    public var sectionFootersPinToVisibleBounds: Bool?
    /// Effects on this section's cells, replacing the layout's list (nil: the layout's `effects`).
    public var effects: [ScrollEffect]?

    /// A section's options; the spacings default to UIKit's 10, the rest to none or the layout's.
    public init(
        insets: EdgeInsets = .zero, minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
        header: Size? = nil, footer: Size? = nil, sectionHeadersPinToVisibleBounds: Bool? = nil,
        sectionFootersPinToVisibleBounds: Bool? = nil, effects: [ScrollEffect]? = nil
    ) {
        self.insets = insets
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.header = header
        self.footer = footer
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        self.effects = effects
    }
}

/// What a plugin knows about where it lays out: the container, the scroll direction, its section's
/// index (for messages and guides) and the layout-level defaults.
public struct PluginEnvironment: Hashable, Sendable {
    /// The collection view's size.
    public var containerSize: Size
    /// The scroll direction.
    public var scrollDirection: ScrollDirection
    /// The index of the section being laid out (for error paths).
    public var section: Int
    /// The layout's `alignment`, for sections that do not set their own (flow, fraction-grid).
    public var alignment: FlowLayoutAlignment
    /// Whether to compute guides (`LayoutContext.includesGuides`).
    public var includesGuides: Bool

    /// The environment of one section's layout.
    public init(
        containerSize: Size, scrollDirection: ScrollDirection, section: Int, alignment: FlowLayoutAlignment = .default,
        includesGuides: Bool = true
    ) {
        self.containerSize = containerSize
        self.scrollDirection = scrollDirection
        self.section = section
        self.alignment = alignment
        self.includesGuides = includesGuides
    }

    /// The JSON path of a per-section parameter, for errors: `sections[2].options.lineCount`.
    public func path(_ key: String) -> String { "sections[\(section)].options.\(key)" }
    /// The JSON path of an item, for errors: `sections[2].items[4]`.
    public func itemPath(_ item: Int) -> String { "sections[\(section)].items[\(item)]" }
    /// The container's extent across the scroll axis (the line length before insets).
    public var crossLength: Double { containerSize.cross(scrollDirection) }
}

/// A plugin's answer besides the frames it appended: where its cells' area ends along the scroll
/// axis, and the guides the plugin knows about (lanes, ...).
public struct PluginCells: Hashable, Sendable {
    /// Where the cells' area ends along the scroll axis.
    public var end: Double
    /// The plugin's guides for diagrams (lanes, ...).
    public var guides: [Guide]
    /// A plugin's answer: the end of its cells' area and its guides.
    public init(end: Double, guides: [Guide] = []) {
        self.end = end
        self.guides = guides
    }
}

extension PluginSection {
    /// The number of cells: one per item.
    public var itemCount: Int { items.count }

    /// Lays out the whole section from `origin` along the scroll axis (PluginLayout's shared
    /// skeleton) and adds it to `builder`: a header spanning the container across the scroll axis
    /// when its scroll-axis length is > 0, the leading inset, the plugin's cells, the trailing
    /// inset, and the footer (same rule as the header). The insets are added even when the section
    /// has no cells. The section's effects: a sticky header when the header pins, a sticky footer
    /// when the footer pins, then its `effects` (or the layout's, `defaults`).
    /// - Returns: where the next section starts along the scroll axis.
    func layoutSection(
        at origin: Double, in environment: PluginEnvironment, defaults: PluginComposition.Defaults,
        into builder: inout LayoutBuilder
    ) throws(LayoutError) -> Double {
        let d = environment.scrollDirection
        let o = options
        try checkOptions(in: environment)
        let cross = environment.crossLength
        var offset = origin
        var header: Rect?
        if let size = o.header, size.main(d) > 0 {
            header = Rect(main: offset, cross: 0, mainLength: size.main(d), crossLength: cross, d)
            offset += size.main(d)
        }
        let boxStart = offset
        builder.beginSection(header: header)
        let body = try layoutCells(from: offset + o.insets.mainStart(d), in: environment, into: &builder)
        precondition(builder.openSectionCells.count == itemCount, "a plugin must append one frame per item")
        offset = body.end + o.insets.mainEnd(d)
        let outer = Rect(main: boxStart, cross: 0, mainLength: offset - boxStart, crossLength: cross, d)
        var footer: Rect?
        if let size = o.footer, size.main(d) > 0 {
            footer = Rect(main: offset, cross: 0, mainLength: size.main(d), crossLength: cross, d)
            offset += size.main(d)
        }
        var effects: [ScrollEffect] = []
        let pinsHeader =
            header != nil && (o.sectionHeadersPinToVisibleBounds ?? defaults.sectionHeadersPinToVisibleBounds)
        let pinsFooter =
            footer != nil && (o.sectionFootersPinToVisibleBounds ?? defaults.sectionFootersPinToVisibleBounds)
        if pinsHeader || pinsFooter {
            let cells = builder.openSectionCells
            let union = cells.dropFirst().reduce(cells.first) { $0?.union($1) }
            if pinsHeader { effects.append(.stickyHeader(cells: union, insets: o.insets)) }
            if pinsFooter { effects.append(.stickyFooter(cells: union, insets: o.insets)) }
        }
        effects += o.effects ?? defaults.effects
        if environment.includesGuides {
            builder.addGuide(
                .sectionInsets(section: environment.section, outer: outer, inner: outer.inset(by: o.insets)))
            builder.addGuides(body.guides)
        }
        builder.endSection(
            frame: Rect(main: origin, cross: 0, mainLength: offset - origin, crossLength: cross, d),
            footer: footer, effects: effects)
        return offset
    }

    private func checkOptions(in env: PluginEnvironment) throws(LayoutError) {
        let o = options
        try ParameterCheck.length(o.minimumLineSpacing, env.path("minimumLineSpacing"))
        try ParameterCheck.length(o.minimumInteritemSpacing, env.path("minimumInteritemSpacing"))
        try ParameterCheck.insets(o.insets, env.path("insets"))
        for (name, size) in [("header", o.header), ("footer", o.footer)] {
            guard let size else { continue }
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                throw LayoutError(path: "sections[\(env.section)].\(name)", "must be finite and >= 0, got \(size)")
            }
        }
        for (i, effect) in (o.effects ?? []).enumerated() {
            try effect.check(path: "\(env.path("effects"))[\(i)]")
        }
    }
}

extension ScrollEffect {
    /// Throws when the effect's parameters are out of range (spans must be > 0, numbers finite).
    func check(path: String) throws(LayoutError) {
        switch self {
        case .pinnedHeader, .pinnedHeaderPushed, .stickyHeader, .stickyFooter: return
        case .elastic(let spacing, let span):
            guard spacing.isFinite else {
                throw LayoutError(path: "\(path).spacing", "must be a finite number, got \(spacing)")
            }
            try Self.checkSpan(span, path: path)
        case .fade(let span):
            try Self.checkSpan(span, path: path)
        }
    }

    private static func checkSpan(_ span: Double, path: String) throws(LayoutError) {
        guard span.isFinite, span > 0 else {
            throw LayoutError(path: "\(path).span", "must be a finite number greater than 0, got \(formatNumber(span))")
        }
    }
}

extension Rect {
    /// The rectangle moved by `main` along the scroll axis and `cross` across it.
    func offsetBy(main: Double, cross: Double, _ d: ScrollDirection) -> Rect {
        d == .vertical ? offsetBy(dx: cross, dy: main) : offsetBy(dx: main, dy: cross)
    }
}

/// The lanes shared by `staggered` and `mosaic`: `count` equal lanes across the line length left
/// after the insets and `count - 1` gaps of `spacing`.
struct Lanes {
    let count: Int
    let length: Double
    let spacing: Double
    let crossStart: Double

    /// The most lanes a section may have; more would only make lanes thinner than a pixel and cost
    /// memory and time per item.
    static let maximumCount = 10_000

    /// - Throws: when `count` is not in `1...maximumCount`, or when the gaps and insets leave no room
    ///   for the lanes.
    init(count: Int, spacing: Double, insets: EdgeInsets, itemCount: Int, in env: PluginEnvironment) throws(LayoutError)
    {
        let d = env.scrollDirection
        try ParameterCheck.count(count, env.path("lineCount"))
        guard count <= Self.maximumCount else {
            throw LayoutError(path: env.path("lineCount"), "must be at most \(Self.maximumCount), got \(count)")
        }
        let available = env.crossLength - insets.crossStart(d) - insets.crossEnd(d)
        let length = (available - Double(count - 1) * spacing) / Double(count)
        if itemCount > 0 && !(length > 0) {
            throw LayoutError(
                path: env.path("lineCount"),
                "\(count) lanes with minimumInteritemSpacing \(formatNumber(spacing)) leave no room in the \(formatNumber(available)) pt left after the insets (each lane would be \(formatNumber(length)) pt); lower lineCount, minimumInteritemSpacing or the insets"
            )
        }
        self.count = count
        self.length = length
        self.spacing = spacing
        self.crossStart = insets.crossStart(d)
    }

    /// The cross-axis position of lane `i`'s start.
    func start(_ i: Int) -> Double { Double(i) * (length + spacing) + crossStart }

    /// One `.lane` guide per lane, from `start` to `end` along the scroll axis (none when the
    /// section is empty or guides are off).
    func guides(from start: Double, to end: Double, itemCount: Int, in env: PluginEnvironment) -> [Guide] {
        guard env.includesGuides, itemCount > 0 else { return [] }
        return (0..<count).map {
            .lane(
                section: env.section, index: $0,
                frame: Rect(
                    main: start, cross: self.start($0), mainLength: end - start, crossLength: length,
                    env.scrollDirection))
        }
    }
}

/// Checks an aspect ratio (width / height): finite and > 0.
/// (Inlined into the kinds' item loops; the message is built only on failure.) The check is one
/// integer comparison: the doubles that are finite and > 0 are exactly the bit patterns
/// 1 ... 0x7FEF_FFFF_FFFF_FFFF (positive doubles are ordered like their bit patterns; +0 is 0,
/// +infinity 0x7FF0_0000_0000_0000, NaNs lie above it and negative values have the sign bit), so
/// `bitPattern - 1` (wrapping) is below 0x7FEF_FFFF_FFFF_FFFF exactly for them. `isFinite && > 0`
/// compiled to about 17 instructions on the bit pattern.
@inline(__always)
func checkAspectRatio(_ ratio: Double, item: Int, in env: PluginEnvironment) throws(LayoutError) {
    guard isValidAspectRatio(ratio) else { throw aspectRatioError(ratio, item: item, in: env) }
}

/// Whether `ratio` is finite and > 0 (`checkAspectRatio`): its bit pattern minus one is below
/// that of the largest finite double (0 and -0, negatives, infinities and NaN are not).
@inline(__always) func isValidAspectRatio(_ ratio: Double) -> Bool { ratio.bitPattern &- 1 < 0x7FEF_FFFF_FFFF_FFFF }

private func aspectRatioError(_ ratio: Double, item: Int, in env: PluginEnvironment) -> LayoutError {
    LayoutError(
        path: "\(env.itemPath(item)).aspectRatio",
        "must be a finite number greater than 0 (width / height), got \(formatNumber(ratio))")
}
