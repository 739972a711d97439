import CairoRenderer
import Dispatch
import LayoutSpec
import SpecFiles
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A spec to check: its name (the file name without `.json`, `.yaml` or `.yml`, which names its
/// baselines) and path.
public struct SpecFile: Hashable, Sendable {
    /// The name.
    public var name: String
    /// The path.
    public var path: String
    /// A spec file.
    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}
