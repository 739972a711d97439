import LayoutEngine
import LayoutScene
import Testing

/// `DocumentID`: one id per text, so links and hover lookups never reach the wrong element.
@Suite struct DocumentIDTests {
    @Test func lettersDigitsAndDashesAreKeptAndTheRestWrittenAsUTF8Bytes() {
        #expect(DocumentID.fragment("badge-2") == "badge-2")
        #expect(DocumentID.fragment("a b") == "a_20b")
        #expect(DocumentID.fragment("a_b") == "a_5Fb")
        #expect(DocumentID.fragment("a.b") == "a_2Eb")
        #expect(DocumentID.fragment("карта") == "карта")
        #expect(DocumentID.fragment("x\"><script>") == "x_22_3E_3Cscript_3E")
        #expect(DocumentID.fragment("€") == "_E2_82_AC")
    }

    /// Texts that gave one id before (anything but letters and digits as `_`) give two now.
    @Test func textsThatReadAlikeGiveTwoIDs() {
        let texts = ["a b", "a_b", "a.b", "a-b", "a__b", "a_5Fb", "a\u{0}b", "ab"]
        #expect(Set(texts.map(DocumentID.fragment)).count == texts.count)
    }
}
