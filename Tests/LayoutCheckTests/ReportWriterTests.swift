import Foundation
import LayoutCheck
import LayoutDiagrams
import LayoutEngine
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The report writers are pure functions of a report: each is compared, as text, with its file in
/// `Tests/LayoutCheckTests/Snapshots/` (record with SNAPSHOT_TESTING_RECORD=failed).
@Suite struct ReportWriterTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    /// One spec of each kind: changed (geometry and pixels), missing, passed, failed; one obsolete
    /// baseline.
    static var report: CheckReport {
        let before = AttributesSnapshot(
            layout: "list", contentSize: Size(width: 120, height: 200),
            elements: [
                LayoutAttributes(id: .cell(0, 5), frame: Rect(x: 0, y: 130, width: 120, height: 90)),
                LayoutAttributes(id: .cell(2, 3), frame: Rect(x: 0, y: 300, width: 50, height: 50)),
            ], visible: [])
        let after = AttributesSnapshot(
            layout: "list", contentSize: Size(width: 120, height: 208),
            elements: [
                LayoutAttributes(id: .cell(0, 5), frame: Rect(x: 0, y: 138, width: 120, height: 98)),
                LayoutAttributes(id: .header(1), frame: Rect(x: 0, y: 380, width: 375, height: 32)),
            ], visible: [])
        let geometry = GeometryChanges(from: before, to: after)
        let pixels = ImageDifference(
            comparison: .strict, expectedSize: PixelSize(width: 152, height: 240),
            actualSize: PixelSize(width: 152, height: 248), differingPixels: 9373, antialiasedPixels: 0,
            maxChannelDelta: 138, bounds: PixelRect(x: 16, y: 146, width: 120, height: 102))
        let changed = SpecResult(
            name: "list-cards", specPath: "specs/list-cards.json", status: .changed, geometry: geometry,
            marks: [
                ChangeMark(text: geometry.lines[0], before: nil, after: nil),
                ChangeMark(
                    text: geometry.lines[1], before: Rect(x: 16, y: 146, width: 120, height: 90),
                    after: Rect(x: 16, y: 154, width: 120, height: 98)),
                ChangeMark(text: geometry.lines[2], before: nil, after: Rect(x: 16, y: 396, width: 375, height: 32)),
                ChangeMark(text: geometry.lines[3], before: Rect(x: 16, y: 316, width: 50, height: 50), after: nil),
            ],
            pixels: pixels, imageSize: PixelSize(width: 152, height: 248),
            artifacts: .init(
                actual: "ci/list-cards.actual.png", diff: "ci/list-cards.diff.png", changes: "ci/list-cards.changes.txt"
            ),
            reportImages: .init(
                actual: "images/list-cards.actual.png", diff: "images/list-cards.diff.png",
                expected: "images/list-cards.expected.png"))
        let missing = SpecResult(
            name: "grid <new>", specPath: "specs/grid <new>.json", status: .missing,
            imageSize: PixelSize(width: 100, height: 80),
            missingBaselines: ["base/grid <new>.attributes.json", "base/grid <new>.png"],
            reportImages: .init(actual: "images/grid <new>.actual.png"))
        let passed = SpecResult(
            name: "aligned", specPath: "specs/aligned.json", status: .passed,
            geometry: GeometryChanges(from: after, to: after),
            pixels: ImageDifference(
                comparison: .strict, expectedSize: PixelSize(width: 10, height: 10),
                actualSize: PixelSize(width: 10, height: 10), differingPixels: 0, antialiasedPixels: 0,
                maxChannelDelta: 0, bounds: nil))
        let failed = SpecResult(
            name: "broken", specPath: "specs/broken.json", status: .failed,
            error: "specs/broken.json: sections[0].items: expected an array or an object, got a string")
        return CheckReport(
            results: [passed, failed, missing, changed], obsolete: ["base/old.png"], baselines: "base")
    }

    @Test func text() {
        assertSnapshotFile(
            of: Self.report.text(maxChanges: 2), as: .lines,
            reference: Self.snapshots.appendingPathComponent("report.txt"))
    }

    @Test func json() {
        assertSnapshotFile(
            of: ReportJSON.encode(Self.report), as: .lines,
            reference: Self.snapshots.appendingPathComponent("report.json"))
    }

    @Test func junit() {
        assertSnapshotFile(
            of: ReportJUnit.encode(Self.report), as: .lines,
            reference: Self.snapshots.appendingPathComponent("junit.xml"))
    }

    @Test func html() {
        assertSnapshotFile(
            of: ReportHTML.encode(Self.report), as: .lines,
            reference: Self.snapshots.appendingPathComponent("index.html"))
    }

    /// Specs `a.b` and `a_b` had one section id (`spec-a_b`): the second summary link jumped to
    /// the first section, and the two sections shared one group of view-mode buttons.
    @Test func specsWhoseNamesReadAlikeGetTheirOwnSectionIDs() {
        var report = Self.report
        report.results = ["a.b", "a_b"].map { name in
            var r = Self.report.results[1]
            r.name = name
            r.specPath = "specs/\(name).json"
            return r
        }
        let html = ReportHTML.encode(report)
        #expect(html.contains("<a href=\"#spec-a_2Eb\">a.b</a>") && html.contains("<a href=\"#spec-a_5Fb\">a_b</a>"))
        #expect(html.contains("id=\"spec-a_2Eb\"") && html.contains("id=\"spec-a_5Fb\""))
    }

    @Test func diagramSettingsGoIntoTheAcceptCommand() {
        var report = Self.report
        #expect(DiagramSettings().arguments.isEmpty)
        report.diagram = DiagramSettings(
            theme: .dark, labels: .none, hidden: [.spacing, .legend], scale: 1.5, clip: .viewport)
        #expect(
            report.diagram.arguments == [
                "--scale", "1.5", "--theme", "dark", "--labels", "none", "--hide", "legend,spacing", "--clip",
                "viewport",
            ])
        #expect(
            report.acceptCommand(for: report.results[2])
                == "render check 'specs/grid <new>.json' --baselines base --update missing --scale 1.5 --theme dark --labels none --hide legend,spacing --clip viewport"
        )
    }

    @Test func summaryAndExitCode() {
        let report = Self.report
        #expect(report.summary == "4 specs: 1 passed, 1 changed, 1 missing baseline, 1 failed; 1 obsolete baseline")
        #expect(report.exitCode == 2)
        var withoutFailed = report
        withoutFailed.results.remove(at: 1)
        #expect(withoutFailed.exitCode == 1)
        withoutFailed.results = [withoutFailed.results[0]]
        #expect(withoutFailed.exitCode == 0)
        #expect(
            report.acceptCommand(for: report.results[2])
                == "render check 'specs/grid <new>.json' --baselines base --update missing")
        // Paths that start with `-` are not taken for options when the command is pasted.
        var dashed = report
        dashed.baselines = "-base"
        dashed.results[2].specPath = "-grid.json"
        #expect(
            dashed.acceptCommand(for: dashed.results[2])
                == "render check ./-grid.json --baselines ./-base --update missing")
    }
}
