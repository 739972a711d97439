/// Text made into the id of an element of an SVG or HTML document (`id="…"`, `href="#…"`), one
/// to one: letters, digits and `-` are kept, and every other character is written as `_` and
/// the two hex digits of each of its UTF-8 bytes (`a b` is `a_20b`, `a_b` is `a_5Fb`). Two texts
/// never give one id: `a.b` and `a_b` both gave `a_b`, and a link to one jumped to the other.
public enum DocumentID {
    /// `text` as an id fragment (see the type).
    public static func fragment(_ text: String) -> String {
        var out = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "-" {
                out.append(character)
            } else {
                for byte in String(character).utf8 {
                    out +=
                        "_" + String(byte >> 4, radix: 16, uppercase: true)
                        + String(byte & 0xF, radix: 16, uppercase: true)
                }
            }
        }
        return out
    }
}
