import BrowserTesting
import Foundation
import LayoutCheck
import TestSupport
import Testing

/// The HTML report in a real browser (headless Chromium over the DevTools protocol): a run with one
/// changed, one missing and one passing spec. No console errors; the three images and the change
/// list are visible; the slider and blink controls change what is shown; hovering a change outlines
/// its element on the images. The screenshot goes to the artifacts folder (and, with
/// `DOCS_SCREENSHOT=1`, to Docs/images/check-report.png for the README).
@Suite(
    .tags(.slow, .browser), .skippedWhenQuick,
    .enabled(
        if: Browser.executablePath != nil || !Browser.skippingAllowed, Comment(rawValue: Browser.unavailableMessage)))
struct ReportBrowserTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs the check and writes the report; returns the report's index.html.
    static func makeReport() throws -> URL {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("report-browser-\(UUID().uuidString)")
        let specs = dir.appendingPathComponent("specs")
        try fm.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in ["aligned-example", "grid-device-pixels", "list-cards"] {
            try fm.copyItem(
                at: root.appendingPathComponent("Fixtures/\(name).json"),
                to: specs.appendingPathComponent("\(name).json"))
        }
        let base = dir.appendingPathComponent("base").path
        let files = try FolderCheck.specs(in: [specs.path])
        _ = FolderCheck.run(files, options: FolderCheck.Options(baselines: base, update: .missing))
        // aligned-example changes (its first cell grows), list-cards loses its image baseline.
        let spec = specs.appendingPathComponent("aligned-example.json")
        try String(contentsOf: spec, encoding: .utf8)
            .replacingOccurrences(of: "\"width\": 60, \"height\": 60", with: "\"width\": 60, \"height\": 68")
            .write(to: spec, atomically: true, encoding: .utf8)
        try fm.removeItem(atPath: base + "/list-cards.png")
        let reportDir = dir.appendingPathComponent("report")
        let report = FolderCheck.run(
            files, options: FolderCheck.Options(baselines: base, reportDirectory: reportDir.path))
        #expect(report.summary == "3 specs: 1 passed, 1 changed, 1 missing baseline")
        let index = reportDir.appendingPathComponent("index.html")
        try ReportHTML.encode(report).write(to: index, atomically: true, encoding: .utf8)
        return index
    }

    @Test func theReportWorksInChromium() throws {
        let index = try Self.makeReport()
        let browser = try Browser.launch()
        defer { browser.close() }
        let page = try browser.open(index, width: 1000, height: 900)
        let section = "#spec-aligned-example"

        // Every image loaded and is on screen; the change list is visible.
        let images =
            try page.evaluate(
                """
                [...document.querySelectorAll('\(section) .images img')].map(i =>
                  [i.alt, i.complete && i.naturalWidth > 0, i.getBoundingClientRect().width > 100])
                """) as? [[Any]]
        #expect(images?.map { "\($0[0])" } == ["expected", "actual", "diff"])
        #expect(images?.allSatisfy { $0[1] as? Bool == true && $0[2] as? Bool == true } == true)
        let changes =
            try page.evaluate(
                "[...document.querySelectorAll('\(section) li.change')].filter(li => li.offsetHeight > 0).length")
            as? Int
        #expect(changes == 18)
        #expect(try page.evaluate("document.querySelectorAll('#spec-list-cards .images img').length") as? Int == 1)
        #expect(try page.evaluate("document.querySelectorAll('section.spec').length") as? Int == 2)

        // Slider: the share of the actual image follows the control.
        try page.setValue("\(section) .slider", to: "20")
        let clip = try page.evaluate("document.querySelector('\(section) .over').style.clipPath") as? String
        #expect(clip?.contains("80%") == true)

        // Blink: expected and actual alternate.
        try page.click("\(section) input[value=blink]")
        let showing = "document.querySelector('\(section) .stage').dataset.showing"
        let first = try page.evaluate(showing) as? String
        _ = try page.evaluate("new Promise(r => setTimeout(r, 700))")
        let second = try page.evaluate(showing) as? String
        #expect(first == "actual" && second == "expected")
        #expect(
            try page.evaluate("getComputedStyle(document.querySelector('\(section) .over')).visibility") as? String
                == "hidden")
        try page.click("\(section) input[value=slider]")

        // Hovering a change outlines the element: before on the expected image, after on the actual.
        let item = "\(section) li.change[data-before]"
        try page.hover(item)
        let marks =
            try page.evaluate(
                """
                (() => { const li = document.querySelector('\(item)');
                  const r = s => [...document.querySelectorAll('\(section) svg.marks[data-role=' + s + '] rect')]
                    .map(e => [e.getAttribute('class'), e.getAttribute('x'), e.getAttribute('y'), e.getAttribute('height')].join(' '));
                  return [li.classList.contains('highlighted'), li.dataset.before, li.dataset.after,
                    r('expected'), r('actual'), r('diff').length]; })()
                """) as? [Any]
        #expect(marks?[0] as? Bool == true)
        let before = (marks?[1] as? String)?.split(separator: " ").map(String.init) ?? []
        let after = (marks?[2] as? String)?.split(separator: " ").map(String.init) ?? []
        #expect(marks?[3] as? [String] == ["before \(before[0]) \(before[1]) \(before[3])"])
        #expect(marks?[4] as? [String] == ["after \(after[0]) \(after[1]) \(after[3])"])
        #expect(marks?[5] as? Int == 2)
        try page.moveMouse(x: 1, y: 1)
        #expect(try page.evaluate("document.querySelectorAll('\(section) svg.marks rect').length") as? Int == 0)

        #expect(page.consoleErrors == [])

        // The picture for the README: the changed spec with its first change highlighted.
        _ = try page.evaluate(
            """
            (() => { document.querySelector('\(section)').scrollIntoView();
              document.querySelector('\(item)').dispatchEvent(new MouseEvent('mouseenter')); return true; })()
            """)
        let png = try page.screenshot()
        let artifacts =
            ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? Self.root.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try Data(png).write(to: artifacts.appendingPathComponent("check-report.png"))
        if ProcessInfo.processInfo.environment["DOCS_SCREENSHOT"] == "1" {
            try Data(png).write(to: Self.root.appendingPathComponent("Docs/images/check-report.png"))
        }
    }
}
