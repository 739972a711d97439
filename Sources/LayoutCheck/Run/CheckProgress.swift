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

/// How far a check has come, for a progress line.
public struct CheckProgress: Hashable, Sendable {
    /// Specs checked so far.
    public var done: Int
    /// Specs in the run.
    public var total: Int
    /// Failing specs so far.
    public var failures: Int
    /// Seconds since the start.
    public var elapsed: Double

    /// `12/39 checked, 1 failing, about 3 s left`.
    public var line: String {
        let left = done == 0 ? nil : elapsed / Double(done) * Double(total - done)
        return "\(done)/\(total) checked, \(failures) failing"
            + (left.map { ", about \(Int($0.rounded(.up))) s left" } ?? "")
    }
}
