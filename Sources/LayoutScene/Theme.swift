import LayoutEngine

/// The colours of a diagram. Sections cycle through `palette`; every other colour is shared.
/// `Theme.light` and `Theme.dark` are the built-in themes; make your own by changing a copy.
public struct Theme: Hashable, Sendable {
    /// `light` or `dark` (or your own name).
    public var name: String
    /// The canvas around the content.
    public var background: Color
    /// The content area (the layout's content size).
    public var content: Color
    /// The content area's outline.
    public var contentBorder: Color
    /// The container's bracket (the collection view's bounds at offset 0), when no viewport is drawn.
    public var container: Color
    /// Labels on light fills (cells, footers) and the legend.
    public var text: Color
    /// Secondary text (legend, viewport caption).
    public var secondaryText: Color
    /// Labels on strong fills (headers).
    public var strongText: Color
    /// One hue per section, cycled.
    public var palette: [Color]
    /// Spacing between elements (item, line and section spacing).
    public var spacing: Color
    /// Indentation guides.
    public var indentation: Color
    /// Lane (column) bands and their edges.
    public var lane: Color
    /// The edges of lane bands.
    public var laneEdge: Color
    /// The viewport frame.
    public var viewport: Color
    /// Laid over the content outside the viewport.
    public var veil: Color
    /// Outline of an element at its place before a scroll effect moved or faded it.
    public var ghost: Color
    /// The chip under a cell's label: it keeps the label legible where a guide or the viewport's
    /// frame passes under it (headers and footers use their own fill).
    public var labelChip: Color
    /// How strongly hues are used: section tint, section insets, cell fill, cell insets (slot) fill.
    public var tintAlpha: Double
    /// The opacity of section inset fills.
    public var insetsAlpha: Double
    /// The opacity of cell fills.
    public var cellAlpha: Double
    /// The opacity of cell-inset (slot) fills.
    public var slotAlpha: Double
    /// Header fill: the hue mixed with `headerMix` by `headerMixAmount`; footers use `footerMixAmount`.
    public var headerMix: Color
    /// How much of `headerMix` goes into header fills (0...1).
    public var headerMixAmount: Double
    /// How much of `headerMix` goes into footer fills (negative: footers are outlined, not filled).
    public var footerMixAmount: Double
    /// Cell and slot outlines: the hue mixed with `outlineMix` by `outlineMixAmount`.
    public var outlineMix: Color
    /// How much of `outlineMix` goes into cell and slot outlines (0...1).
    public var outlineMixAmount: Double

    /// Dark text on a pale canvas.
    public static let light = Theme(
        name: "light",
        background: Color(hex: 0xECEEF2), content: .white, contentBorder: Color(hex: 0xA9B0BA),
        container: Color(hex: 0x6B7380), text: Color(hex: 0x1B1F24), secondaryText: Color(hex: 0x4E5661),
        strongText: .white,
        palette: [
            Color(hex: 0x2F6FED), Color(hex: 0x12946A), Color(hex: 0xD98200), Color(hex: 0x8A4FE0),
            Color(hex: 0x0C93AB), Color(hex: 0xD1457A),
        ],
        spacing: Color(hex: 0xE5484D, alpha: 0.30), indentation: Color(hex: 0xD9480F),
        lane: Color(hex: 0x64748B, alpha: 0.08), laneEdge: Color(hex: 0x8792A2),
        viewport: Color(hex: 0x1A56DB), veil: Color(hex: 0xECEEF2, alpha: 0.72), ghost: Color(hex: 0x4E5661),
        labelChip: Color(hex: 0xFFFFFF, alpha: 0.72),
        tintAlpha: 0.07, insetsAlpha: 0.26, cellAlpha: 0.30, slotAlpha: 0.10,
        headerMix: .black, headerMixAmount: 0.18, footerMixAmount: -0.45,
        outlineMix: .black, outlineMixAmount: 0.30)

    /// Light text on a dark canvas.
    public static let dark = Theme(
        name: "dark",
        background: Color(hex: 0x16181C), content: Color(hex: 0x22252A), contentBorder: Color(hex: 0x4B515A),
        container: Color(hex: 0x8C95A1), text: Color(hex: 0xEEF0F3), secondaryText: Color(hex: 0xA7AFBA),
        strongText: .white,
        palette: [
            Color(hex: 0x5B9BFF), Color(hex: 0x34C997), Color(hex: 0xF5B52E), Color(hex: 0xA98BFA),
            Color(hex: 0x2CC8E0), Color(hex: 0xF2709F),
        ],
        spacing: Color(hex: 0xFF6B6B, alpha: 0.33), indentation: Color(hex: 0xFF8C42),
        lane: Color(hex: 0x94A3B8, alpha: 0.08), laneEdge: Color(hex: 0x7A8594),
        viewport: Color(hex: 0x7FB0FF), veil: Color(hex: 0x16181C, alpha: 0.70), ghost: Color(hex: 0xA7AFBA),
        labelChip: Color(hex: 0x22252A, alpha: 0.72),
        tintAlpha: 0.12, insetsAlpha: 0.24, cellAlpha: 0.34, slotAlpha: 0.12,
        headerMix: .black, headerMixAmount: 0.40, footerMixAmount: 0.65,
        outlineMix: .white, outlineMixAmount: 0.15)

    /// The built-in themes.
    public static let all: [Theme] = [.light, .dark]

    /// The colours of section `section`.
    public func colors(forSection section: Int) -> SectionColors {
        let hue =
            palette.isEmpty
            ? Color(hex: 0x808080) : palette[((section % palette.count) + palette.count) % palette.count]
        let outline = hue.mixed(with: outlineMix, outlineMixAmount)
        // A negative footer amount lightens towards white (light theme), a positive one darkens.
        let footer =
            footerMixAmount < 0 ? hue.mixed(with: .white, -footerMixAmount) : hue.mixed(with: .black, footerMixAmount)
        return SectionColors(
            tint: hue.withAlpha(tintAlpha), insets: hue.withAlpha(insetsAlpha),
            cellFill: hue.withAlpha(cellAlpha), cellOutline: outline,
            slotFill: hue.withAlpha(slotAlpha), slotOutline: outline,
            headerFill: hue.mixed(with: headerMix, headerMixAmount), headerText: strongText,
            footerFill: footer, footerOutline: hue.mixed(with: headerMix, headerMixAmount),
            footerText: footerMixAmount < 0 ? text : strongText)
    }
}

/// The colours a theme gives one section.
public struct SectionColors: Hashable, Sendable {
    /// The section's hue, used for its box.
    public var tint: Color
    /// The fill of the section's insets.
    public var insets: Color
    /// The fill of its cells.
    public var cellFill: Color
    /// The outline of its cells.
    public var cellOutline: Color
    /// The fill of its cells' slots (cell insets).
    public var slotFill: Color
    /// The outline of its cells' slots.
    public var slotOutline: Color
    /// The fill of its header.
    public var headerFill: Color
    /// The text of its header's label.
    public var headerText: Color
    /// The fill of its footer.
    public var footerFill: Color
    /// The outline of its footer.
    public var footerOutline: Color
    /// The text of its footer's label.
    public var footerText: Color
}
