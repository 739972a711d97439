import ArgumentParser
import CairoRenderer
import LayoutDiagrams
import LayoutEngine
import LayoutScene

/// The options that shape a diagram (`render spec.json out.png ...`).
struct DiagramArguments: ParsableArguments {
    // Numbers are parsed unconditionally: a negative value (`-2`) is the option's, refused by its
    // range, instead of being taken for an option ('Missing value').
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point of the image (more than 0, at most 16). Default: the spec's scale. The layout itself keeps the spec's scale.",
            valueName: "n"))
    var scale: Double?

    @Option(
        help:
            "Colour theme: light (default for png, svg), dark, or auto (svg, html: follows the reader's prefers-color-scheme; the default for html)."
    )
    var theme: DiagramTheme?

    @Option(
        help: ArgumentHelp(
            "Replace the generated title (kind, sections and items, sizes, scale, offset) with this text.",
            valueName: "text"))
    var title: String?

    @Option(help: "Element labels: index is `3`, indexPath is `0.3` (section.item).")
    var labels: LabelStyle = .indexPath

    @Option(
        parsing: .singleValue,
        help: ArgumentHelp(
            "Parts to leave out, comma-separated or repeated (e.g. --hide spacing,legend).",
            valueName: "parts"))
    var hide: [FeatureList] = []

    @Flag(
        name: .customLong("no-guides"),
        help:
            "Leave out every guide (\(DiagramFeature.guides.map(\.rawValue).sorted().joined(separator: ", "))); cells, headers, footers and section tints stay."
    )
    var noGuides = false

    @Option(
        help: ArgumentHelp(
            "viewport: draw only the viewport (the spec's contentOffset and container), for layouts too long to draw whole.",
            valueName: "area"))
    var clip: DiagramClip = .none

    @Option(
        help:
            "PNG compression: fast (our deflater made for diagrams, on all cores) writes diagrams 5 to 7 times faster than small (libpng: adaptive row filters, zlib's default level); small usually writes the smaller files (fast files are 1.1 times their size on average, at most 2 times)."
    )
    var compression: PNGCompression = .fast

    func validate() throws {
        try OptionChecks.scale(scale)
        if let title {
            if title.allSatisfy({ $0 == " " }) {
                throw ValidationError("--title needs some text; to leave the title out use --hide title.")
            }
            if hiddenParts.contains(.title) {
                throw ValidationError("Give --title or --hide title, not both.")
            }
        }
    }

    /// The parts named by `--hide` (not those `--no-guides` adds).
    var hiddenParts: Set<DiagramFeature> { Set(hide.flatMap(\.features)) }

    /// The flags as the one diagram request: every diagram option is read here and nowhere else.
    var settings: DiagramSettings {
        DiagramSettings(
            theme: theme, labels: labels, hidden: hiddenParts, scale: scale, clip: clip, title: title,
            hidesGuides: noGuides, compression: compression)
    }

    /// `settings`, refused (64) when no diagram in one of `formats` can honour them (`--theme auto`
    /// for a PNG); a batch checks every format before it renders anything.
    func settings(for formats: [OutputFormat]) throws(ValidationError) -> DiagramSettings {
        let settings = self.settings
        for format in formats.compactMap(\.diagramFormat) {
            do { try settings.check(format) } catch { throw ValidationError(error.description) }
        }
        return settings
    }
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

extension DiagramTheme: ExpressibleByArgument {}
extension LabelStyle: ExpressibleByArgument {}
extension DiagramClip: ExpressibleByArgument {}
extension PNGCompression: ExpressibleByArgument {}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
