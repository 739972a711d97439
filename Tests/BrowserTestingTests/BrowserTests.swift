import BrowserTesting
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The Chromium driver itself, on a small page: load, evaluate, console errors, hover, inputs,
/// screenshot, and no process left behind. Skipped when no browser is installed, except on CI.
@Suite(
    .tags(.slow, .browser), .skippedWhenQuick,
    .enabled(
        if: Browser.executablePath != nil || !Browser.skippingAllowed, Comment(rawValue: Browser.unavailableMessage)),
    .serialized)
struct BrowserTests {
    static let html = """
        <!doctype html><html><head><title>driver test</title>
        <style>#box { width: 100px; height: 60px; background: rgb(0, 0, 255); }
        #box:hover { background: rgb(255, 0, 0); }</style></head>
        <body style="margin: 0">
        <div id="box"></div>
        <input id="slider" type="range" min="0" max="100" value="10">
        <span id="shown">10</span>
        <script>
          const box = document.getElementById('box');
          box.addEventListener('mouseenter', () => { box.dataset.entered = 'yes'; });
          document.getElementById('slider').addEventListener('input', (e) => {
            document.getElementById('shown').textContent = e.target.value; });
          console.error('deliberate', 42);
          console.log('not an error');
        </script></body></html>
        """

    static func page() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("browser-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("index.html")
        try html.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func opensEvaluatesHoversSetsInputsAndTakesAScreenshot() throws {
        let browser = try Browser.launch()
        defer { browser.close() }
        let page = try browser.open(try Self.page(), width: 400, height: 300)

        #expect(try page.evaluate("document.title") as? String == "driver test")
        #expect(try page.evaluate("1 + 2") as? Int == 3)
        #expect(try page.evaluate("null") == nil)
        #expect(page.consoleErrors == ["console.error: deliberate 42"])

        try page.hover("#box")
        #expect(try page.evaluate("document.getElementById('box').dataset.entered") as? String == "yes")
        #expect(
            try page.evaluate("getComputedStyle(document.getElementById('box')).backgroundColor") as? String
                == "rgb(255, 0, 0)")

        try page.setValue("#slider", to: "73")
        #expect(try page.evaluate("document.getElementById('shown').textContent") as? String == "73")

        #expect(throws: BrowserError.self) { try page.evaluate("(() => { throw new Error('boom') })()") }
        _ = try? page.evaluate("setTimeout(() => { undefinedFunction() }, 0); true")
        _ = try page.evaluate("new Promise(r => setTimeout(() => r(1), 50))")
        #expect(page.consoleErrors.count == 2)
        #expect(
            page.consoleErrors.last?.hasPrefix("uncaught: ReferenceError: undefinedFunction is not defined") == true)

        let png = try page.screenshot()
        #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16..<24.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 400 && height == 300)
    }

    @Test func closeLeavesNoProcessBehind() throws {
        let browser = try Browser.launch()
        let pid = browser.processID
        _ = try browser.open(try Self.page())
        browser.close()
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        #expect(kill(-pid, 0) == -1)
    }

    @Test func aMissingBrowserIsAClearError() throws {
        #expect(throws: BrowserError.self) { try Browser.launch(executable: "/nonexistent/chromium") }
    }
}
