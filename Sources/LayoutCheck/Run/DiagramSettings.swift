import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

/// How a spec's diagram is drawn for a check. The default draws it as `render SPEC out.png` does:
/// the spec's scale and container, and its viewport when it has a `contentOffset`. The other
/// settings are `render`'s diagram options (`--scale`, `--theme`, `--labels`, `--hide`,
/// `--no-guides`, `--clip`, `--title`), so that baselines drawn with options are checked with the
/// same ones.
public struct DiagramSettings: Hashable, Sendable {
    /// The colour theme.
    public var theme: Theme
    /// Element labels.
    public var labels: LabelStyle
    /// Parts left out.
    public var hidden: Set<DiagramFeature>
    /// Pixels per point; nil: the spec's scale.
    public var scale: Double?
    /// How much of the layout is drawn (`viewport`: only the viewport).
    public var clip: DiagramClip
    /// Replaces the generated title; nil keeps it.
    public var title: String?

    /// Settings; the defaults are `render`'s.
    public init(
        theme: Theme = .light, labels: LabelStyle = .indexPath, hidden: Set<DiagramFeature> = [], scale: Double? = nil,
        clip: DiagramClip = .none, title: String? = nil
    ) {
        self.theme = theme
        self.labels = labels
        self.hidden = hidden
        self.scale = scale
        self.clip = clip
        self.title = title
    }

    /// The diagram options for a spec (as `render SPEC out.png` with the same options).
    public func options(for document: SpecDocument, hasContentOffset: Bool) -> DiagramOptions {
        DiagramOptions(
            theme: theme, labels: labels, hidden: hidden, scale: scale ?? document.scale,
            container: document.container,
            viewport: hasContentOffset || clip == .viewport ? document.viewport : nil, clip: clip,
            layoutName: document.kind.name, title: title)
    }

    /// The command-line options that give these settings (`--scale 2 --theme dark --hide legend`);
    /// empty for the defaults. Part of the command that accepts a change, so that the baselines
    /// are drawn as they were checked.
    public var arguments: [String] {
        var out: [String] = []
        if let scale { out += ["--scale", formatNumber(scale)] }
        if theme != .light { out += ["--theme", theme.name] }
        if labels != .indexPath { out += ["--labels", labels.rawValue] }
        if !hidden.isEmpty { out += ["--hide", hidden.map(\.rawValue).sorted().joined(separator: ",")] }
        if clip != .none { out += ["--clip", clip.rawValue] }
        if let title { out += ["--title", title] }
        return out
    }
}
