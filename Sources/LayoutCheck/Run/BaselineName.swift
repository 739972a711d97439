import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

/// The file names of a spec's baselines: `NAME.png` (the diagram) and `NAME.attributes.json` (the
/// geometry, as `render NAME.json --format json` writes it).
public enum BaselineName {
    /// The diagram baseline's file name.
    public static func image(_ name: String) -> String { "\(name).png" }
    /// The longest file name (in UTF-8 bytes) that file systems take: a spec whose
    /// `NAME.attributes.json` is longer cannot have baselines.
    public static let maximumFileNameLength = 255
    /// The geometry baseline's file name.
    public static func attributes(_ name: String) -> String { "\(name).attributes.json" }
    /// The snapshot tests' vector baseline's file name (`NAME.svg`, beside the other two).
    public static func vector(_ name: String) -> String { "\(name).svg" }
    /// The file names of all of a spec's baselines.
    public static func all(_ name: String) -> [String] { [attributes(name), image(name), vector(name)] }
    /// Whether a file of a baselines folder may be a baseline, by its name (`.attributes.json`,
    /// `.png`, `.svg`): what no output of a check but `--update` may replace.
    public static func mayBeBaseline(_ file: String) -> Bool {
        file.hasSuffix(".attributes.json") || file.hasSuffix(".png") || file.hasSuffix(".svg")
    }
    /// The spec name a baseline file belongs to, or nil when the file is not a baseline.
    public static func specName(ofBaseline file: String) -> String? {
        if file.hasSuffix(".attributes.json") { return String(file.dropLast(".attributes.json".count)) }
        if file.hasSuffix(".png") { return String(file.dropLast(4)) }
        return nil
    }
}
