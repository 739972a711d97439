import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

/// A check that could not be made: an unreadable or invalid spec, a baseline that is not what it
/// should be, a file that cannot be written. The message names the file and the fix.
public struct CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public var message: String
    /// An error with its message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
