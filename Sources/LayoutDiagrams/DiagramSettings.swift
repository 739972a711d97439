import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec

/// The colours a diagram request asks for (`--theme`).
public enum DiagramTheme: String, Hashable, Sendable, CaseIterable {
    /// Dark text on a pale canvas.
    case light
    /// Light text on a dark canvas.
    case dark
    /// One SVG (or HTML page) with both palettes, following the reader's `prefers-color-scheme`;
    /// a PNG cannot, and is refused.
    case auto
}

/// Everything a diagram request says, in one value: the one place a diagram option lives. It is
/// built from `render`'s flags (`DiagramArguments.settings`), from a spec (`init(document:)`: the
/// spec's own values), or in Swift (`DiagramSettings(theme: .dark, hidden: [.legend])`); the
/// spec then supplies what the settings leave open (its scale, container and viewport) in
/// `options(for:format:viewport:)`.
///
/// Adding a diagram option is a property here (and its line in `options(for:format:viewport:)`
/// and `arguments`), plus its flag in `render`'s `DiagramArguments`; every front end (`render`,
/// batch, `--watch`, `--offsets`, `render check`, the snapshot assertions) reads it from here.
public struct DiagramSettings: Hashable, Sendable {
    /// The colours; nil: light, except an HTML page, which follows the reader's colour scheme.
    public var theme: DiagramTheme?
    /// Element labels.
    public var labels: LabelStyle
    /// The parts named to be left out (`--hide`); `hidesGuides` adds every guide.
    public var hidden: Set<DiagramFeature>
    /// Pixels per point of the image; nil: the spec's scale.
    public var scale: Double?
    /// How much of the layout is drawn (`viewport`: only the viewport).
    public var clip: DiagramClip
    /// Replaces the generated title; nil keeps it. Hide the title with `hidden: [.title]`.
    public var title: String?
    /// Leaves out every guide (`--no-guides`: `DiagramFeature.guides`).
    public var hidesGuides: Bool
    /// How a PNG is encoded (`--compression`); the pixels are the same either way.
    public var compression: PNGCompression

    /// Settings; the defaults are `render`'s.
    public init(
        theme: DiagramTheme? = nil, labels: LabelStyle = .indexPath, hidden: Set<DiagramFeature> = [],
        scale: Double? = nil, clip: DiagramClip = .none, title: String? = nil, hidesGuides: Bool = false,
        compression: PNGCompression = .fast
    ) {
        self.theme = theme
        self.labels = labels
        self.hidden = hidden
        self.scale = scale
        self.clip = clip
        self.title = title
        self.hidesGuides = hidesGuides
        self.compression = compression
    }

    /// The settings a spec gives by itself: its scale (everything else `render`'s defaults).
    public init(document: SpecDocument) {
        self.init(scale: document.scale)
    }

    /// Every part left out: those named, and the guides with `hidesGuides`.
    public var hiddenParts: Set<DiagramFeature> { hidesGuides ? hidden.union(DiagramFeature.guides) : hidden }

    /// The diagram options for `document` in `format`: the world passed in (the spec's scale unless
    /// `scale` says otherwise, its container, and its viewport when it has a `contentOffset` or
    /// with `clip: .viewport`). `.auto` draws light with a dark second palette, as does an HTML
    /// page when `theme` is nil.
    /// - Parameters:
    ///   - document: the spec drawn.
    ///   - format: the file format (an HTML page follows the reader's colour scheme by default).
    ///   - viewport: the viewport to draw instead of the spec's (`--offsets`).
    public func options(for document: SpecDocument, format: DiagramFormat = .png, viewport: Rect? = nil)
        -> DiagramOptions
    {
        DiagramOptions(
            theme: theme == .dark ? .dark : .light, labels: labels, hidden: hiddenParts, scale: scale ?? document.scale,
            container: document.container,
            viewport: viewport ?? (document.hasContentOffset || clip == .viewport ? document.viewport : nil),
            clip: clip, layoutName: document.kind.name, title: title,
            darkTheme: theme == .auto || (theme == nil && format == .html) ? .dark : nil)
    }

    /// Refuses what no diagram in `format` can do with these settings: `.auto` for a PNG.
    public func check(_ format: DiagramFormat) throws(DiagramRequestError) {
        if format == .png, theme == .auto { throw .themeNeedsDocument }
    }

    /// The command-line options that give these settings (`--scale 2 --theme dark --hide legend`);
    /// empty for the defaults (the guides that `hidesGuides` leaves out are listed under `--hide`).
    /// `render check` puts them in the command that accepts a change, so that the baselines are
    /// drawn as they were checked; `compression` is left out (it changes no pixel). A title that
    /// starts with `-` is one word, `--title=-draft` (`--title -draft` reads as a missing value).
    public var arguments: [String] {
        var out: [String] = []
        if let scale { out += ["--scale", formatNumber(scale)] }
        if let theme, theme != .light { out += ["--theme", theme.rawValue] }
        if labels != .indexPath { out += ["--labels", labels.rawValue] }
        let hidden = hiddenParts
        if !hidden.isEmpty { out += ["--hide", hidden.map(\.rawValue).sorted().joined(separator: ",")] }
        if clip != .none { out += ["--clip", clip.rawValue] }
        if let title { out += title.hasPrefix("-") ? ["--title=\(title)"] : ["--title", title] }
        return out
    }
}
