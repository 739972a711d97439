import Foundation
import Testing

@testable import LayoutCheck

/// The report's script and style are kept as real files (Sources/LayoutCheck/Web) and embedded by
/// scripts/embed-web-assets.py: the strings the report writes are those files, byte for byte (edit
/// a file without regenerating and this fails with the command to run).
@Suite struct ReportWebAssetsTests {
    static let web = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LayoutCheck/Web")

    @Test(arguments: [("report.js", ReportHTML.script), ("report.css", ReportHTML.style)])
    func theEmbeddedAssetIsTheFile(_ file: String, _ embedded: String) throws {
        let text = try String(contentsOf: Self.web.appendingPathComponent(file), encoding: .utf8)
        #expect(text == embedded, "Web/\(file) changed; run python3 scripts/embed-web-assets.py")
    }

    @Test func thePageHoldsTheStyleAndScriptOnce() {
        let page = ReportHTML.encode(CheckReport(results: [], baselines: "base"))
        #expect(page.contains("<style>\n:root { --fg: #1d1d1f;"))
        #expect(page.hasSuffix("  });\n})();\n</script>\n</body>\n</html>\n"))
    }
}
