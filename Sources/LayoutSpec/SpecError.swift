/// A problem with a spec: `path` is the JSON path of the offending value (`sections[2].options.columnCount`),
/// `message` says what is wrong and how to fix it.
///
/// Both are safe to print on a terminal whatever the spec holds: control characters are escaped
/// as in JSON (`\u001b`), the user's strings are shortened inside messages (`excerpt`), and a
/// path or message longer than `maximumLength` characters is cut.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the value at fault (`sections[1].options.columnCount`).
    public var path: String
    /// What is wrong and the fix, in one line.
    public var message: String

    /// The longest path or message kept, in characters.
    public static let maximumLength = 2000

    /// An error at `path`.
    public init(path: String, _ message: String) {
        self.path = Self.printable(path)
        self.message = Self.printable(message)
    }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// `text` with control characters (C0, DEL, C1) escaped as `\u001b` and at most
    /// `maximumLength` characters (then `... (N characters in all)`).
    static func printable(_ text: String) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            if count > maximumLength { continue }
            let v = scalar.value
            if v < 0x20 || (0x7F...0x9F).contains(v) {
                let hex = String(v, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return count > maximumLength ? out + "... (\(count) characters in all)" : out
    }

    /// A string from the spec (a key, a value) quoted inside a message: `"columnCount"`, or for a
    /// string over 64 characters its start and length, `"aaaa..." (50000000 characters)`.
    static func quoted(_ text: String) -> String {
        let (start, count) = prefix(text)
        return count <= 64 ? "\"\(start)\"" : "\"\(start)...\" (\(count) characters)"
    }

    /// A key from the spec inside a JSON path: at most 64 characters, then `...`.
    static func shortened(_ key: String) -> String {
        let (start, count) = prefix(key)
        return count <= 64 ? start : start + "..."
    }

    private static func prefix(_ text: String) -> (start: String, count: Int) {
        var start = ""
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            if count <= 64 { start.unicodeScalars.append(scalar) }
        }
        return (start, count)
    }
}
