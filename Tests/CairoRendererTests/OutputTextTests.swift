import CairoRenderer
import Testing

/// The escaping rules of `OutputText.swift`, one destination at a time, with literal results.
@Suite struct OutputTextTests {
    /// The text of these code points (non-characters that a Swift literal refuses).
    static func scalars(_ values: UInt32...) -> String {
        String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
    }

    // MARK: XMLText

    @Test func xmlKeepsOnlyXML10Characters() {
        #expect(XMLText.escaped("a\u{FFFE}b\u{FFFF}c") == "a\u{FFFD}b\u{FFFD}c")
        #expect(
            XMLText.escaped("x" + Self.scalars(0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF))
                == "x\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(XMLText.escaped("c1\u{80}\u{85}\u{9B}\u{9F}del\u{7F}nul\u{0}") == "c1    del nul ")
        #expect(XMLText.escaped("tab\tline\nret\r") == "tab\tline\nret ")
        #expect(XMLText.escaped("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;")
        #expect(XMLText.escaped("a\nb", newlineReferences: true) == "a&#10;b")
        // Characters XML allows pass unchanged: the BMP's last ordinary ones, astral planes, U+FFFD.
        #expect(
            XMLText.escaped("\u{D7FF}\u{E000}\u{FFFD}\u{1F600}\u{A0}é") == "\u{D7FF}\u{E000}\u{FFFD}\u{1F600}\u{A0}é")
    }

    @Test func anHTMLCommentCannotBeClosedFromInside() {
        #expect(XMLText.commentText("a --> <script>") == "a --&gt; <script&gt;")
        #expect(
            XMLText.commentText("render gallery Fixtures --images Snapshots")
                == "render gallery Fixtures --images Snapshots")
    }

    // MARK: TerminalText

    @Test func terminalTextShowsControlCharactersEscaped() {
        #expect(TerminalText.escaped("a\u{1B}[2K\rpassed\n\tb") == #"a\e[2K\rpassed\n\tb"#)
        #expect(TerminalText.escaped("\u{0}\u{7}\u{7F}") == #"\x00\x07\x7f"#)
        #expect(TerminalText.escaped("\u{9B}31m\u{85}") == #"\u{9b}31m\u{85}"#)
        #expect(
            TerminalText.escaped("\u{202E}evil\u{2066}\u{2028}\u{200F}") == #"\u{202e}evil\u{2066}\u{2028}\u{200f}"#)
        #expect(TerminalText.escaped(#"C:\dir é 😀 mosaic-photo-wall.json"#) == #"C:\dir é 😀 mosaic-photo-wall.json"#)
        #expect(TerminalText.escaped("abcdef", limit: 3) == "abc...")
    }

    // MARK: ShellWord

    @Test func plainWordsStayUnquoted() {
        #expect(ShellWord.quoted("Fixtures/mosaic-photo-wall.json") == "Fixtures/mosaic-photo-wall.json")
        #expect(ShellWord.quoted("--scale=2") == "--scale=2")
        #expect(ShellWord.quoted("café/ü.json") == "café/ü.json")
        #expect(ShellWord.command(["render", "a.json", "b.png"]) == "render a.json b.png")
    }

    @Test func otherWordsAreSingleQuoted() {
        #expect(ShellWord.quoted("") == "''")
        #expect(ShellWord.quoted("$(touch X).json") == "'$(touch X).json'")
        #expect(ShellWord.quoted("it's `here`; rm *") == #"'it'\''s `here`; rm *'"#)
        #expect(ShellWord.quoted("My title") == "'My title'")
        #expect(ShellWord.quoted("~/a") == "'~/a'")
    }

    /// A relative path starting with `-` was printed as it is, and the pasted command read it as an
    /// option (`render check -x.json ...`: unknown option).
    @Test func aPathIsNeverAnOption() {
        #expect(ShellWord.path("-x.json") == "./-x.json")
        #expect(ShellWord.path("--baselines") == "./--baselines")
        #expect(ShellWord.path("-") == "-")
        #expect(ShellWord.path("specs/-x.json") == "specs/-x.json")
        #expect(ShellWord.path("/tmp/-x") == "/tmp/-x")
        #expect(ShellWord.command(["render", ShellWord.path("-a b.json")]) == "render './-a b.json'")
    }

    @Test func wordsWithControlCharactersStayOnOneLine() {
        #expect(ShellWord.quoted("a\nb") == #"$'a\nb'"#)
        #expect(ShellWord.quoted("x\u{1B}[1m'\\\t\r") == #"$'x\e[1m\'\\\t\r'"#)
        #expect(ShellWord.quoted("\u{7}1\u{9B}\u{202E}") == #"$'\0071\302\233\342\200\256'"#)
    }

    // MARK: MarkdownText

    @Test func markdownTextIsShownAsWritten() {
        #expect(MarkdownText.escaped("mosaic-photo-wall") == "mosaic-photo-wall")
        #expect(MarkdownText.escaped(#"x" onerror="alert(1)""#) == #"x&quot; onerror=&quot;alert\(1\)&quot;"#)
        #expect(MarkdownText.escaped("a]<script>*_`#![x](y)") == ##"a\]&lt;script&gt;\*\_\`\#\!\[x\]\(y\)"##)
        #expect(MarkdownText.escaped("a\nb\u{1B}c\\") == #"a\\nb\\ec\\"#)
        #expect(MarkdownText.escaped("k\u{FFFF}") == "k\u{FFFD}")
    }

    @Test func linkTargetsArePercentEncoded() {
        #expect(MarkdownText.linkTarget("../Fixtures/list-cards.json") == "../Fixtures/list-cards.json")
        #expect(MarkdownText.linkTarget("javascript:alert(1)") == "javascript%3Aalert%281%29")
        #expect(MarkdownText.linkTarget(#"a b"c%é.png"#) == "a%20b%22c%25%C3%A9.png")
    }

    @Test func codeSpansAndFencesOutlastTheirBackticks() {
        #expect(MarkdownText.code("Fixtures/") == "`Fixtures/`")
        #expect(MarkdownText.code("a`b") == "`` a`b ``")
        #expect(MarkdownText.code("x\ny") == #"`x\ny`"#)
        #expect(MarkdownText.fence(for: "{\"a\": 1}") == "```")
        #expect(MarkdownText.fence(for: "a: |\n  ```\n  <script>") == "````")
    }
}
