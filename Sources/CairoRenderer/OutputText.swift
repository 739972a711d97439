// Every text that leaves the program goes through one of these rule sets: XML and HTML documents
// (SVG, the HTML diagram, `render check`'s HTML and JUnit reports), terminals and logs (every line
// `render` prints), shell words in printed commands, and Markdown (`render gallery`). A name that
// comes from a file name, a spec or a flag can then not make a document ill-formed, run a script,
// run a command when a printed line is pasted into a shell, or forge a line in a terminal or a log.

import LayoutEngine

/// Text for XML and HTML documents: the SVG writer, the HTML diagram, and `render check`'s HTML
/// and JUnit reports share it.
///
/// Only characters of XML 1.0's `Char` production, less those it discourages, are written:
/// - control characters (C0 other than tab and newline, DEL, C1 `U+0080`-`U+009F`) become spaces;
/// - non-characters (`U+FFFE`, `U+FFFF`, `U+FDD0`-`U+FDEF` and the last two code points of every
///   plane) become `U+FFFD` (the replacement character).
///
/// Swift strings hold no lone surrogates, so every result is well-formed text for an XML parser.
public enum XMLText {
    /// `text` escaped for element text and attribute values (`&`, `<`, `>`, `"`, `'`), with the
    /// characters XML 1.0 forbids or discourages replaced (see the type's documentation).
    /// - Parameters:
    ///   - text: any text; the result is safe between tags and inside a quoted attribute.
    ///   - newlineReferences: writes a newline as `&#10;`, so that an attribute value keeps it (an
    ///     XML parser turns a raw newline in an attribute into a space).
    public static func escaped(_ text: String, newlineReferences: Bool = false) -> String {
        TextEscaping.substituted(text) { c in
            switch c {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\n": newlineReferences ? "&#10;" : nil
            default: replacementText(for: c)
            }
        }
    }

    /// `text` for the inside of an HTML or XML comment (`<!-- text -->`): `>` is written `&gt;`, so
    /// nothing in it can close the comment, and characters are replaced as in `escaped(_:)`.
    public static func commentText(_ text: String) -> String {
        TextEscaping.substituted(text) { c in c == ">" ? "&gt;" : replacementText(for: c) }
    }

    /// `replacement(for:)` as an escape: nil when `scalar` is kept as it is.
    static func replacementText(for scalar: Unicode.Scalar) -> String? {
        let stand = replacement(for: scalar)
        return stand == scalar ? nil : String(stand)
    }

    /// `scalar` itself when XML 1.0 allows it (and does not discourage it), else its stand-in: a
    /// space for a control character, `U+FFFD` for a non-character.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let v = scalar.value
        if v < 0x20 { return v == 0x09 || v == 0x0A ? scalar : " " }
        if v < 0x7F { return scalar }
        if v <= 0x9F { return " " }
        if (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE { return "\u{FFFD}" }
        return scalar
    }
}

/// Text for a terminal or a log: every name, path and message `render` prints goes through
/// `escaped(_:limit:)`, so that escape sequences, carriage returns and newlines in a file name can
/// neither recolour the terminal nor forge a line (a fake `passed` in a CI log).
///
/// What is shown escaped, in the notation of C and Swift:
/// - `\t`, `\n`, `\r`, and `\e` for ESC;
/// - other C0 control characters and DEL as `\x01` ... `\x7f`;
/// - C1 control characters (`U+0080`-`U+009F`, which some terminals obey like ESC sequences), the
///   line and paragraph separators `U+2028`, `U+2029`, and the bidirectional formatting characters
///   (`U+061C`, `U+200E`, `U+200F`, `U+202A`-`U+202E`, `U+2066`-`U+2069`, which can make a line read
///   in another order than it is written) as `\u{9b}`, `\u{202e}`.
///
/// A backslash is kept as it is: the aim is that nothing the terminal would obey reaches it.
public enum TerminalText {
    /// `text` with the characters above shown escaped; at most `limit` characters (Unicode
    /// scalars) of `text` are kept, then `...`.
    /// - Parameters:
    ///   - text: any text (a name, a path, a message).
    ///   - limit: the number of scalars kept; nil keeps all.
    public static func escaped(_ text: String, limit: Int? = nil) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            if let limit, count > limit {
                out += "..."
                break
            }
            if let escape = escape(for: scalar) { out += escape } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// Whether `scalar` is shown escaped (see the type's documentation).
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        guard v >= 0x61C else { return false }
        return v == 0x61C || v == 0x200E || v == 0x200F || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// `\e`, `\n`, `\x7f`, `\u{9b}`: how `scalar` is shown, or nil when it is shown as it is.
    static func escape(for scalar: Unicode.Scalar) -> String? {
        guard needsEscape(scalar) else { return nil }
        switch scalar {
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\u{1B}": return "\\e"
        default:
            let hex = String(scalar.value, radix: 16)
            return scalar.value <= 0x7F ? "\\x" + (hex.count == 1 ? "0" : "") + hex : "\\u{" + hex + "}"
        }
    }
}

/// Words of the shell commands `render` prints (the gallery's commands, the command that accepts
/// a change in `render check`, hints in errors), so that a line pasted into a POSIX shell passes
/// each word as it is and runs nothing else.
///
/// A word of letters, digits and `-_./=:@%+,` is written as it is (`Fixtures/mosaic-photo-wall.json`);
/// any other word is single-quoted (`'$(touch X).json'`, a quote written `'\''`); a word with
/// control, line-separator or bidirectional characters (see `TerminalText`) is written `$'...'`
/// with escapes (`\n`, `\e`, three-digit octal bytes such as `\302\233`), so that a printed command
/// stays on one line and shows every character (bash, zsh, ksh and POSIX.1-2024 shells read it).
public enum ShellWord {
    /// `word` as one shell word (see the type's documentation).
    public static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy(isPlain) { return word }
        if word.unicodeScalars.contains(where: TerminalText.needsEscape) { return ansiQuoted(word) }
        return TextEscaping.substituted(word, prefix: "'", suffix: "'") { c in c == "'" ? "'\\''" : nil }
    }

    /// `words` as one command line: each word quoted, joined by spaces.
    public static func command(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    /// `path` as a word that no command takes for an option: `./-x.json` for the relative path
    /// `-x.json` (`render check -x.json` read it as an unknown option); `-` (standard input) and
    /// other paths as they are. Quote the result with `quoted(_:)`, or pass it to `command(_:)`.
    public static func path(_ path: String) -> String {
        path.hasPrefix("-") && path != "-" ? "./" + path : path
    }

    /// Letters, digits and the punctuation a shell gives no meaning inside a word.
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
                || "-_./=:@%+,".unicodeScalars.contains(scalar)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// `$'a\nb'`: escapes for the backslash, the quote and every character a terminal would obey.
    static func ansiQuoted(_ word: String) -> String {
        TextEscaping.substituted(word, prefix: "$'", suffix: "'") { c in
            switch c {
            case "\\": "\\\\"
            case "'": "\\'"
            case "\t": "\\t"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\u{1B}": "\\e"
            default: TerminalText.needsEscape(c) ? octalBytes(c) : nil
            }
        }
    }

    /// `\302\233`: the UTF-8 bytes of `scalar` as three-digit octal escapes.
    static func octalBytes(_ scalar: Unicode.Scalar) -> String {
        var out = ""
        for byte in String(scalar).utf8 {
            let octal = String(byte, radix: 8)
            out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        }
        return out
    }
}

/// Text for Markdown pages (`render gallery`), so that names show as written and never become
/// markup, HTML or a link elsewhere (CommonMark and GitHub Flavored Markdown).
public enum MarkdownText {
    /// `text` for inline Markdown (a heading's text, link text): the ASCII punctuation Markdown
    /// gives a meaning (backslash, backtick, `*`, `_`, `[`, `]`, `#`, `!`, `|`, `~`, braces and
    /// parentheses) backslash-escaped, `<`, `>`, `&` and `"` written as HTML entities, and control
    /// characters shown as `TerminalText` shows them (so the text stays on its line). Hyphens and dots stay as they are: `mosaic-photo-wall`.
    public static func escaped(_ text: String) -> String {
        TextEscaping.substituted(text) { c in
            switch c {
            case "<": "&lt;"
            case ">": "&gt;"
            case "&": "&amp;"
            case "\"": "&quot;"
            case "\\", "`", "*", "_", "[", "]", "#", "!", "|", "~", "{", "}", "(", ")": "\\" + String(c)
            default: TerminalText.escape(for: c)?.replacingBackslashes() ?? XMLText.replacementText(for: c)
            }
        }
    }

    /// `path` as a link target or an `src` (relative or absolute): every byte outside `A-Z a-z 0-9
    /// - . _ ~ /` percent-encoded (`%20`, `%22`, `%3A`), so a name can end neither the link nor the
    /// attribute, nor become a `javascript:` URL. `../Fixtures/list-cards.json` stays as it is.
    public static func linkTarget(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Unicode.Scalar(byte)
            if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || "-._~/".unicodeScalars.contains(c)
            {
                out.unicodeScalars.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// `text` as an inline code span: between single backticks, or a longer run of them (and spaces
    /// inside) when `text` holds backticks, and control characters shown as `TerminalText` shows
    /// them (a code span cannot hold a line break).
    public static func code(_ text: String) -> String {
        let shown = TerminalText.escaped(text)
        let ticks = String(repeating: "`", count: longestBacktickRun(in: shown) + 1)
        let pad = shown.contains("`") ? " " : ""
        return ticks + pad + shown + pad + ticks
    }

    /// The fence for a fenced code block holding `content`: three backticks, or more when a line
    /// of `content` holds a run of three or more (which would otherwise close the block early).
    public static func fence(for content: String) -> String {
        String(repeating: "`", count: max(3, longestBacktickRun(in: content) + 1))
    }

    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for c in text.utf8 {
            run = c == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}

extension String {
    /// `\e` as `\\e`: a `TerminalText` escape shown literally in Markdown.
    fileprivate func replacingBackslashes() -> String {
        TextEscaping.substituted(self) { c in c == "\\" ? "\\\\" : nil }
    }
}
