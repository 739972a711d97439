/// A problem with a spec: `path` is the JSON path of the offending value (`sections[2].options.columnCount`),
/// `message` says what is wrong and how to fix it.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
