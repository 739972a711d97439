import EmbeddedAssets
import Foundation
import Testing

@testable import CairoRenderer
@testable import LayoutCheck

/// The web assets are kept as real files (the HTML diagram's in Sources/CairoRenderer/Web, the
/// check report's in Sources/LayoutCheck/Web) and embedded by scripts/embed-assets.py: the
/// strings the libraries write are those files, byte for byte (edit a file without regenerating
/// and this fails with the command to run).
@Suite struct WebAssetsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test(arguments: [
        ("CairoRenderer/Web/diagram.js", HTMLDiagram.script), ("CairoRenderer/Web/diagram.css", HTMLDiagram.pageStyle),
        ("LayoutCheck/Web/report.js", ReportHTML.script), ("LayoutCheck/Web/report.css", ReportHTML.style),
    ])
    func theEmbeddedAssetIsTheFile(_ file: String, _ embedded: String) throws {
        let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
        #expect(text == embedded, "Sources/\(file) changed; run python3 scripts/embed-assets.py")
    }

    @Test func theReportHoldsItsStyleAndScriptInline() {
        let page = ReportHTML.encode(CheckReport(results: [], baselines: "base"))
        #expect(page.contains("<style>\n:root { --fg: #1d1d1f;"))
        #expect(page.hasSuffix("  });\n})();\n</script>\n</body>\n</html>\n"))
    }

    @Test func thePageCarriesTheEnginesStackingRuleAsData() throws {
        // The script no longer restates the zIndex rule: no 900/901 in it.
        #expect(!HTMLDiagram.script.contains("901") && !HTMLDiagram.script.contains("900"))
        #expect(!HTMLDiagram.script.contains("function affects"))
    }
}

/// The decoding of an embedded asset (`EmbeddedAsset.text(base64:)`): the generator's base64, line
/// breaks and indentation skipped, every padding length.
@Suite struct WebAssetDecodingTests {
    @Test func base64DecodesToTheUTF8Text() {
        #expect(EmbeddedAsset.text(base64: "SGVsbG8s\n            IHdvcmxkIQ==") == "Hello, world!")
        #expect(EmbeddedAsset.text(base64: "aA==") == "h")
        #expect(EmbeddedAsset.text(base64: "aGk=") == "hi")
        #expect(EmbeddedAsset.text(base64: "aGkh") == "hi!")
        #expect(EmbeddedAsset.text(base64: "wrvCoA==") == "»\u{A0}")
        #expect(EmbeddedAsset.text(base64: "") == "")
    }
}
