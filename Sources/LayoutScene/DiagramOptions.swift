import LayoutEngine

/// What goes on an element's label.
public enum LabelStyle: String, Hashable, Sendable, CaseIterable {
    /// No labels on cells, headers or footers.
    case none
    /// The item index (`3`).
    case index
    /// `section.item` (`0.3`).
    case indexPath
}

/// The switchable parts of a diagram. Cells, headers and footers are always drawn.
public enum DiagramFeature: String, Hashable, Sendable, CaseIterable {
    /// The container's extent at offset 0, as a bracket in the margin along the scroll axis (drawn
    /// when there is no viewport).
    case container
    /// Each section's box, tinted in the section's hue.
    case sections
    /// Section insets: the margin between a section's box and its lines, shaded.
    case insets
    /// Cell insets: the slot (cell plus its insets) as a dashed box around the cell.
    case cellInsets = "cell-insets"
    /// Item, line and section spacing, as translucent bars.
    case spacing
    /// Indentation edges, as dashed lines from the indenting cell down.
    case indentation
    /// Columns or lanes of column-based kinds, as bands.
    case lanes
    /// A compositional layout's group instances, as dashed outlines (nested groups dotted).
    case groups
    /// Where pinned and sticky headers and footers travel while the collection scrolls: a bracket
    /// in the trailing margin from their resting place to where their section pushes them out.
    case pinning
    /// The viewport at the spec's content offset, with scroll effects applied inside it.
    case viewport
    /// The key at the bottom of the diagram.
    case legend
    /// The strip at the top naming the layout: kind, sections and items, container, scale, offset.
    case title

    /// The guides a layout emits (what `--no-guides` hides).
    public static let guides: Set<DiagramFeature> = [
        .insets, .cellInsets, .spacing, .indentation, .lanes, .groups, .pinning,
    ]
}

/// How much of the layout a diagram covers.
public enum DiagramClip: String, Hashable, Sendable, CaseIterable {
    /// The whole content (and the viewport, if any).
    case none
    /// Only the viewport: for layouts too long to draw whole.
    case viewport
}

/// Everything a diagram depends on besides the layout result. Pass the world in: the scale, the
/// container and the viewport come from the caller (usually the spec), never from a global.
public struct DiagramOptions: Hashable, Sendable {
    /// The colours (light or dark).
    public var theme: Theme
    /// What cells are labelled with.
    public var labels: LabelStyle
    /// Features left out of the diagram.
    public var hidden: Set<DiagramFeature>
    /// Device pixels per point of the image.
    public var scale: Double
    /// The collection view's bounds size; drawn as the container outline when there is no viewport.
    public var container: Size?
    /// The visible rectangle `(contentOffset, container)`; nil draws no viewport.
    public var viewport: Rect?
    /// Which part of the content is drawn: all of it, or only the viewport.
    public var clip: DiagramClip
    /// The layout's kind (`waterfall`), named in the title; nil names only the scroll direction.
    public var layoutName: String?
    /// Replaces the generated title (`--title`); nil keeps it. Hide the title with `hidden: [.title]`.
    public var title: String?
    /// A second palette for documents that follow the reader's colour scheme (`--theme auto`):
    /// SVG and HTML outputs carry `theme` and this one, chosen by `prefers-color-scheme`. PNGs use
    /// `theme` only. Nil: one theme.
    public var darkTheme: Theme?

    /// Options for a diagram: the light theme, `section.item` labels, everything shown, scale 1, no container or viewport and the whole content, unless given.
    public init(
        theme: Theme = .light, labels: LabelStyle = .indexPath, hidden: Set<DiagramFeature> = [],
        scale: Double = 1, container: Size? = nil, viewport: Rect? = nil, clip: DiagramClip = .none,
        layoutName: String? = nil, title: String? = nil, darkTheme: Theme? = nil
    ) {
        self.theme = theme
        self.labels = labels
        self.hidden = hidden
        self.scale = scale
        self.container = container
        self.viewport = viewport
        self.clip = clip
        self.layoutName = layoutName
        self.title = title
        self.darkTheme = darkTheme
    }

    /// Whether `feature` is drawn.
    public func shows(_ feature: DiagramFeature) -> Bool { !hidden.contains(feature) }
}
