/// The one loop of the package's text escapes (JSON strings, XML and HTML, Markdown, shell words,
/// GitHub workflow commands): each Unicode scalar is either written as it is or replaced by its
/// escape. Each escape keeps only its table, the rule for which scalar becomes which text.
public enum TextEscaping {
    /// `prefix`, then `text` with every scalar for which `escape` returns a text replaced by that
    /// text (and every other scalar kept as it is), then `suffix`.
    ///
    /// `substituted("a\"b", prefix: "\"", suffix: "\"") { $0 == "\"" ? "\\\"" : nil }` is `"a\"b"`.
    /// - Parameters:
    ///   - text: any text.
    ///   - prefix: written before the first scalar (an opening quote); empty by default.
    ///   - suffix: written after the last scalar (a closing quote); empty by default.
    ///   - escape: the escape of a scalar, or nil to keep it as it is.
    public static func substituted(
        _ text: String, prefix: String = "", suffix: String = "", _ escape: (Unicode.Scalar) -> String?
    ) -> String {
        var out = prefix
        out.reserveCapacity(prefix.utf8.count + text.utf8.count + suffix.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = escape(scalar) {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + suffix
    }
}
