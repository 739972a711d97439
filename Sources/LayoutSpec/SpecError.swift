/// A problem with a spec: `path` is the JSON path of the offending value (`sections[2].options.columnCount`),
/// `message` says what is wrong and how to fix it.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the value at fault (`sections[1].options.columnCount`).
    public var path: String
    /// What is wrong and the fix, in one line.
    public var message: String
    /// An error at `path`.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
