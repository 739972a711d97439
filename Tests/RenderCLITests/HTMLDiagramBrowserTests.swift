import BrowserTesting
import Foundation
import LayoutEngine
import LayoutScene
import LayoutSpec
import TestSupport
import Testing

/// The HTML diagram of every fixture with scroll effects, opened in headless Chromium: no console
/// errors; at 20 offsets across the scrollable range, moving the slider gives the visible elements
/// of `render SPEC --format json` at that `contentOffset` (same elements, frames within 0.5 pt,
/// same zIndex, alpha within 0.01); hovering an element shows its frame. A screenshot of each page
/// is kept in `artifacts/html/` to look at (with `DOCS_SCREENSHOT=1`, staggered-sticky-footers' is
/// also Docs/images/html-diagram.png, the README's picture). Skipped without a browser, except on CI.
@Suite(
    .tags(.slow, .browser, .process), .skippedWhenQuick,
    .enabled(
        if: Browser.executablePath != nil || !Browser.skippingAllowed, Comment(rawValue: Browser.unavailableMessage)))
struct HTMLDiagramBrowserTests {
    /// The fixtures whose layouts have scroll effects.
    static let effectsFixtures: [String] = {
        let dir = CLI.packageRoot.appendingPathComponent("Fixtures")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        return names.filter { name in
            guard let text = try? String(contentsOf: dir.appendingPathComponent("\(name).json"), encoding: .utf8),
                let result = try? SpecDocument(json: text).computeLayout()
            else { return false }
            return result.sections.contains { !$0.effects.isEmpty } || !result.compositionalPins.isEmpty
        }
    }()

    @Test func thereAreEffectsFixturesOfEveryEffect() {
        #expect(Self.effectsFixtures.count >= 6, "\(Self.effectsFixtures)")
    }

    @Test(arguments: effectsFixtures)
    func pageScrollsThroughTheEffectsWithTheFramesOfTheJSONOutput(_ name: String) throws {
        let spec = CLI.packageRoot.appendingPathComponent("Fixtures/\(name).json").path
        let dir = try CLI.temporaryDirectory()
        let html = dir.appendingPathComponent("\(name).html")
        let page = try CLI.run([spec, html.path])
        #expect(page.status == 0, "\(page.stderr)")

        // 20 offsets across the scrollable range, and their JSON.
        let document = try SpecDocument(json: String(contentsOfFile: spec, encoding: .utf8))
        let result = try document.computeLayout()
        let vertical = result.scrollDirection == .vertical
        let content = vertical ? result.contentSize.height : result.contentSize.width
        let length = vertical ? document.container.height : document.container.width
        let maximum = max(content - length, 0)
        let offsets = (0..<20).map { k in (maximum * Double(k) / 19 * 4).rounded(.down) / 4 }
        let sweep = try CLI.run([
            spec, "--offsets", offsets.map(formatNumber).joined(separator: ","),
            dir.appendingPathComponent("at-%d.json").path,
        ])
        #expect(sweep.status == 0, "\(sweep.stderr)")

        let browser = try Browser.launch()
        defer { browser.close() }
        let tab = try browser.open(html, width: 900, height: 900)
        #expect(tab.consoleErrors.isEmpty, "\(tab.consoleErrors)")
        for offset in offsets {
            try tab.setValue("#offset", to: formatNumber(offset))
            let shown = try visible(in: tab)
            let data = try Data(contentsOf: dir.appendingPathComponent("at-\(formatNumber(offset)).json"))
            let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            var expected: [String: [Double]] = [:]
            for case let e as [String: Any] in json["visible"] as? [Any] ?? [] {
                let kind = e["kind"] as? String ?? ""
                let s = e["section"] as? Int ?? -1
                let item = e["item"] as? Int ?? -1
                // A compositional layout's views: `supplementary-badge-0-3` (Diagram.groupID).
                let name = DocumentID.fragment(e["elementKind"] as? String ?? "")
                let id =
                    kind == "cell"
                    ? "cell-\(s)-\(item)"
                    : kind == "supplementary" || kind == "decoration" ? "\(kind)-\(name)-\(s)-\(item)" : "\(kind)-\(s)"
                let f = e["frame"] as? [String: Any] ?? [:]
                func d(_ v: Any?) -> Double { (v as? NSNumber)?.doubleValue ?? .nan }
                expected[id] = [d(f["x"]), d(f["y"]), d(f["width"]), d(f["height"]), d(e["zIndex"]), d(e["alpha"])]
            }
            #expect(
                Set(shown.keys) == Set(expected.keys), "\(name) at \(formatNumber(offset)): visible elements differ")
            for (id, want) in expected {
                guard let got = shown[id] else { continue }
                let close =
                    zip(got.prefix(4), want.prefix(4)).allSatisfy { abs($0 - $1) <= 0.5 } && got[4] == want[4]
                    && abs(got[5] - want[5]) <= 0.01
                #expect(close, "\(name) at \(formatNumber(offset)): \(id) shows \(got), JSON says \(want)")
            }
        }
        #expect(tab.consoleErrors.isEmpty, "\(tab.consoleErrors)")

        // Hover: the info panel names the element and its frame.
        if let first = result.elements.first(where: { $0.kind == .cell }) {
            try tab.setValue("#offset", to: "0")
            let id = "cell-\(first.section)-\(first.item)"
            try tab.hover("#\(id) rect")
            let info = try tab.evaluate("document.getElementById('info').textContent") as? String ?? ""
            #expect(info.hasPrefix("cell \(first.section).\(first.item)\n"), "\(info)")
            #expect(
                info.contains("w \(formatNumber(first.frame.width))  h \(formatNumber(first.frame.height))"), "\(info)")
        }

        // A screenshot to look at.
        let artifacts = CLI.packageRoot.appendingPathComponent("artifacts/html")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let screenshot = Data(try tab.screenshot())
        try screenshot.write(to: artifacts.appendingPathComponent("\(name).png"))
        // The README's picture of the HTML diagram (`DOCS_SCREENSHOT=1 swift test --filter HTMLDiagram`).
        if name == "staggered-sticky-footers", ProcessInfo.processInfo.environment["DOCS_SCREENSHOT"] == "1" {
            try screenshot.write(to: CLI.packageRoot.appendingPathComponent("Docs/images/html-diagram.png"))
        }
    }

    /// A spec whose contentOffset is past the scrollable range (either way): the page opens where the
    /// PNG draws it (limited to one viewport of overscroll), with `render`'s note, and its visible
    /// elements are the JSON's at that offset.
    @Test(arguments: [5000.0, -400.0])
    func pageOpensWhereThePNGDrawsAnOffsetPastTheRange(_ asked: Double) throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("past.json")
        try Data(
            """
            {"layout": "list", "container": {"width": 200, "height": 150}, "contentOffset": {"x": 0, "y": \(formatNumber(asked))},
             "options": {"pinHeadersToTop": true},
             "sections": [{"header": {"height": 20}, "items": {"count": 12, "height": 30}}]}
            """.utf8
        ).write(to: spec)
        let html = dir.appendingPathComponent("past.html")
        let page = try CLI.run([spec.path, html.path])
        let png = try CLI.run([spec.path, dir.appendingPathComponent("past.png").path])
        // Content 380 pt, viewport 150: the range is 0...230, one viewport of overscroll each way.
        let drawn = asked > 0 ? 380.0 : -150.0
        let note =
            "note: contentOffset y \(formatNumber(asked)) is outside the scrollable range 0...230; drawn at \(formatNumber(drawn)) (at most one viewport of overscroll)"
        #expect(page.status == 0 && png.status == 0, "\(page.stderr)")
        #expect(page.stderr == note + "\n" && png.stderr == page.stderr, "\(page.stderr)")
        let browser = try Browser.launch()
        defer { browser.close() }
        let tab = try browser.open(html, width: 600, height: 900)
        #expect(tab.consoleErrors.isEmpty, "\(tab.consoleErrors)")
        #expect(try tab.evaluate("Number(document.getElementById('offset').value)") as? Double == drawn)
        #expect(try tab.evaluate("document.getElementById('note').textContent") as? String == note)
        let sweep = try CLI.run([
            spec.path, "--offsets=\(formatNumber(drawn))", dir.appendingPathComponent("at-%d.json").path,
        ])
        let data = try Data(contentsOf: dir.appendingPathComponent("at-\(formatNumber(drawn)).json"))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let expected = Set(
            (json["visible"] as? [[String: Any]] ?? []).map { e in
                e["kind"] as? String == "cell"
                    ? "cell-\(e["section"] as? Int ?? -1)-\(e["item"] as? Int ?? -1)" : "\(e["kind"] ?? "")-0"
            })
        #expect(sweep.status == 0, "\(sweep.stderr)")
        #expect(Set(try visible(in: tab).keys) == expected)
    }

    /// An element of no area is not drawn, so it has no group: the page's script threw on load
    /// (`Cannot read properties of null (reading 'removeAttribute')`) and again at every move
    /// of the slider, so no element was ever marked visible.
    @Test func aPageWithAnElementOfNoAreaScrolls() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("zero.json")
        try Data(
            #"{"layout": "list", "container": {"width": 200, "height": 60}, "sections": [{"items": [{"height": 0}, {"height": 40}, {"height": 40}, {"height": 40}]}]}"#
                .utf8
        ).write(to: spec)
        let html = dir.appendingPathComponent("zero.html")
        let page = try CLI.run([spec.path, html.path])
        #expect(page.status == 0, "\(page.stderr)")
        let browser = try Browser.launch()
        defer { browser.close() }
        let tab = try browser.open(html, width: 600, height: 600)
        #expect(try Set(visible(in: tab).keys) == ["cell-0-1", "cell-0-2"])
        try tab.setValue("#offset", to: "60")
        #expect(try Set(visible(in: tab).keys) == ["cell-0-2", "cell-0-3"])
        #expect(tab.consoleErrors.isEmpty, "\(tab.consoleErrors)")
    }

    /// The page's visible elements: id -> x, y, width, height, zIndex, alpha (from the DOM).
    private func visible(in tab: Page) throws -> [String: [Double]] {
        let text =
            try tab.evaluate(
                """
                JSON.stringify([...document.querySelectorAll('#diagram g[data-visible="1"]')].map(g =>
                  [g.id, +g.dataset.x, +g.dataset.y, +g.dataset.width, +g.dataset.height,
                   +(g.dataset.zIndex || 0), +(g.dataset.alpha || 1)]))
                """) as? String ?? "[]"
        var out: [String: [Double]] = [:]
        for case let row as [Any] in try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any] ?? [] {
            guard let id = row.first as? String else { continue }
            out[id] = row.dropFirst().map { ($0 as? NSNumber)?.doubleValue ?? .nan }
        }
        return out
    }
}
