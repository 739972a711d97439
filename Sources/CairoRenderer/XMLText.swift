/// Text for XML and HTML documents: the SVG writer, the HTML diagram, and `render check`'s HTML
/// and JUnit reports share it.
public enum XMLText {
    /// `text` escaped for element text and attribute values (`&`, `<`, `>`, `"`, `'`). Control
    /// characters other than tab and newline, which XML 1.0 forbids, become spaces.
    /// - Parameters:
    ///   - text: any text; the result is safe between tags and inside a quoted attribute.
    ///   - newlineReferences: writes a newline as `&#10;`, so that an attribute value keeps it (an
    ///     XML parser turns a raw newline in an attribute into a space).
    public static func escaped(_ text: String, newlineReferences: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": if newlineReferences { out += "&#10;" } else { out.unicodeScalars.append(c) }
            case "\t": out.unicodeScalars.append(c)
            default: if c.value < 0x20 { out += " " } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
