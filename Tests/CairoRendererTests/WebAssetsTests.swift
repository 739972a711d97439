import Foundation
import Testing

@testable import CairoRenderer

/// The HTML diagram's script and style are kept as real files (Sources/CairoRenderer/Web) and
/// embedded by scripts/embed-web-assets.py: the strings the library writes are those files, byte
/// for byte (edit a file without regenerating and this fails with the command to run).
@Suite struct WebAssetsTests {
    static let web = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CairoRenderer/Web")

    @Test(arguments: [("diagram.js", HTMLDiagram.script), ("diagram.css", HTMLDiagram.pageStyle)])
    func theEmbeddedAssetIsTheFile(_ file: String, _ embedded: String) throws {
        let text = try String(contentsOf: Self.web.appendingPathComponent(file), encoding: .utf8)
        #expect(text == embedded, "Web/\(file) changed; run python3 scripts/embed-web-assets.py")
    }

    @Test func thePageCarriesTheEnginesStackingRuleAsData() throws {
        // The script no longer restates the zIndex rule: no 900/901 in it.
        #expect(!HTMLDiagram.script.contains("901") && !HTMLDiagram.script.contains("900"))
        #expect(!HTMLDiagram.script.contains("function affects"))
    }
}

/// The decoding of an embedded asset (`WebAsset.text(base64:)`): the generator's base64, line
/// breaks and indentation skipped, every padding length.
@Suite struct WebAssetDecodingTests {
    @Test func base64DecodesToTheUTF8Text() {
        #expect(WebAsset.text(base64: "SGVsbG8s\n            IHdvcmxkIQ==") == "Hello, world!")
        #expect(WebAsset.text(base64: "aA==") == "h")
        #expect(WebAsset.text(base64: "aGk=") == "hi")
        #expect(WebAsset.text(base64: "aGkh") == "hi!")
        #expect(WebAsset.text(base64: "wrvCoA==") == "»\u{A0}")
        #expect(WebAsset.text(base64: "") == "")
    }
}
