import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

/// Which baselines a check may write. Without one (nil) a check never touches the baselines.
public enum UpdateMode: String, Hashable, Sendable, CaseIterable {
    /// Write the baselines that do not exist yet.
    case missing
    /// Write the missing baselines and those that differ.
    case changed
    /// Write every baseline whose bytes differ from the new ones, and remove obsolete baselines.
    case all

    /// The mode named by swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD` (`all`, `failed`,
    /// `missing`, `never`) or by `RECORD_SNAPSHOTS` (any value but empty or `0` means `all`) in
    /// `environment`; nil (never write) when neither is set. `failed` is `changed`.
    public static func fromEnvironment(_ environment: [String: String]) -> UpdateMode? {
        switch environment["SNAPSHOT_TESTING_RECORD"] ?? "" {
        case "all": return .all
        case "failed": return .changed
        case "missing": return .missing
        case "never": return nil
        default:
            let legacy = environment["RECORD_SNAPSHOTS"] ?? ""
            return legacy.isEmpty || legacy == "0" ? nil : .all
        }
    }
}
