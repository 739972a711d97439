/// The registry of layout kinds: the one place that lists them. A new kind adds its `info` here.
public enum LayoutKinds {
    /// Every built-in kind, in the order `render --list-layouts` prints them.
    public static let all: [LayoutKindInfo] = [
        AlignedSpec.info,
        WaterfallSpec.info,
        ListSpec.info,
        ColumnSpec.info,
        StyledFlowSpec.info,
        GridSpec.info,
        FlowSpec.info,
        FractionGridSpec.info,
        StaggeredSpec.info,
        MosaicSpec.info,
        CompositeSpec.info,
        CompositionalSpec.info,
    ]

    /// The kind named `name`, or nil.
    public static func named(_ name: String) -> LayoutKindInfo? { all.first { $0.name == name } }
}
