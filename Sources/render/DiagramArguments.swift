import ArgumentParser
import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec

/// The options that shape a diagram (`render spec.json out.png ...`).
struct DiagramArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Pixels per point of the image (1...16). Default: the spec's scale. The layout itself keeps the spec's scale.", valueName: "n"))
    var scale: Double?

    @Option(help: "Colour theme: \(ThemeName.allCases.map(\.rawValue).joined(separator: ", ")).")
    var theme: ThemeName = .light

    @Option(help: "Element labels: none, index (3) or indexPath (0.3).")
    var labels: LabelStyle = .indexPath

    @Option(parsing: .singleValue, help: ArgumentHelp(
        "Leave parts out, comma-separated or repeated: \(DiagramFeature.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "parts"))
    var hide: [FeatureList] = []

    @Flag(name: .customLong("no-guides"), help: "Leave out every guide (\(DiagramFeature.guides.map(\.rawValue).sorted().joined(separator: ", "))); cells, headers, footers and section tints stay.")
    var noGuides = false

    @Option(help: ArgumentHelp("'viewport' draws only the viewport (contentOffset and container of the spec): for layouts too long to draw whole. Default: none.", valueName: "area"))
    var clip: DiagramClip = .none

    @Option(help: "PNG compression: small (libpng's default zlib level with adaptive filters) or fast (larger files, written faster).")
    var compression: PNGCompression = .small

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be a number greater than 0 and at most 16, got \(scale).")
        }
    }

    /// The diagram options for `document`: the world passed in (scale, container, viewport).
    func options(for document: SpecDocument, hasContentOffset: Bool) -> DiagramOptions {
        var hidden = Set(hide.flatMap(\.features))
        if noGuides { hidden.formUnion(DiagramFeature.guides) }
        return DiagramOptions(
            theme: theme.theme, labels: labels, hidden: hidden, scale: scale ?? document.scale,
            container: document.container,
            viewport: hasContentOffset || clip == .viewport ? document.viewport : nil,
            clip: clip)
    }
}

enum ThemeName: String, CaseIterable, ExpressibleByArgument {
    case light
    case dark
    var theme: Theme { self == .light ? .light : .dark }
}

/// `insets,spacing`: one or more diagram features.
struct FeatureList: ExpressibleByArgument {
    var features: [DiagramFeature]
    init?(argument: String) {
        var out: [DiagramFeature] = []
        for name in argument.split(separator: ",") {
            guard let f = DiagramFeature(rawValue: String(name).trimmingSpaces()) else { return nil }
            out.append(f)
        }
        guard !out.isEmpty else { return nil }
        features = out
    }
    static var allValueStrings: [String] { DiagramFeature.allCases.map(\.rawValue) }
}

extension LabelStyle: ExpressibleByArgument {}
extension DiagramClip: ExpressibleByArgument {}
extension PNGCompression: ExpressibleByArgument {}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
