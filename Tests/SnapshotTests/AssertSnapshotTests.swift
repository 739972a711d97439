import CairoRenderer
import Foundation
import LayoutCheck
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSnapshotTesting
import Testing

/// The assertions that record their own failures: a missing baseline fails, a change fails with the
/// element change list and the artifacts written, record modes write and still fail.
@Suite struct AssertSnapshotTests {
    static func layout(firstHeight: Double = 40) -> LayoutResult {
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(
            frame: Rect(x: 0, y: 0, width: 100, height: firstHeight + 50),
            cells: [
                Rect(x: 0, y: 0, width: 100, height: firstHeight),
                Rect(x: 0, y: firstHeight + 10, width: 100, height: 40),
            ])
        return b.finish(contentSize: Size(width: 100, height: firstHeight + 50))
    }

    static func issueText(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func aMissingBaselineIsAFailureAndWritesNothing() throws {
        let dir = try Paths.temporaryDirectory()
        withKnownIssue {
            assertLayoutSnapshot(
                of: Self.layout(), named: "two", in: dir, record: .never, artifacts: dir.appendingPathComponent("a"))
        } matching: { issue in
            Self.issueText(issue).hasPrefix(
                "No baseline for two: \(dir.path)/two.attributes.json, \(dir.path)/two.png missing, and the record mode is never."
            )
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("two.png").path))
    }

    @Test func assertSnapshotFileFailsOnAMissingReference() throws {
        let dir = try Paths.temporaryDirectory()
        let reference = dir.appendingPathComponent("missing.png")
        withKnownIssue {
            assertSnapshotFile(
                of: Self.layout(), as: .diagramPNG(), reference: reference, record: .never, artifacts: dir)
        } matching: {
            Self.issueText($0).hasPrefix("No baseline at \(reference.path).")
        }
    }

    @Test func recordingWritesAndStillFailsThenPasses() throws {
        let dir = try Paths.temporaryDirectory()
        withKnownIssue {
            assertLayoutSnapshot(of: Self.layout(), named: "two", in: dir, record: .missing, artifacts: dir)
        } matching: {
            Self.issueText($0).hasPrefix("Recorded \(dir.path)/two.attributes.json, \(dir.path)/two.png")
        }
        assertLayoutSnapshot(of: Self.layout(), named: "two", in: dir, record: .never, artifacts: dir)
        assertLayoutSnapshot(of: Self.layout(), named: "two", in: dir, record: .missing, artifacts: dir)
    }

    /// `assertSpecSnapshot` with diagram settings: baselines recorded dark pass dark and fail light.
    @Test func specSnapshotWithDiagramSettings() throws {
        let dir = try Paths.temporaryDirectory()
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/grid-device-pixels.json")
        let dark = DiagramSettings(theme: .dark, scale: 1)
        withKnownIssue {
            assertSpecSnapshot(spec: spec, baselines: dir, diagram: dark, record: .missing, artifacts: dir)
        } matching: {
            Self.issueText($0).hasPrefix("Recorded \(dir.path)/grid-device-pixels.attributes.json")
        }
        assertSpecSnapshot(spec: spec, baselines: dir, diagram: dark, record: .never, artifacts: dir)
        withKnownIssue {
            assertSpecSnapshot(spec: spec, baselines: dir, record: .never, artifacts: dir.appendingPathComponent("a"))
        } matching: {
            Self.issueText($0).contains("pixels differ")
        }
    }

    @Test func aChangedLayoutListsItsElementsAndWritesArtifacts() throws {
        let dir = try Paths.temporaryDirectory()
        let artifacts = dir.appendingPathComponent("artifacts")
        withKnownIssue {
            assertLayoutSnapshot(of: Self.layout(), named: "two", in: dir, record: .missing, artifacts: artifacts)
        }
        withKnownIssue {
            assertLayoutSnapshot(
                of: Self.layout(firstHeight: 48), named: "two", in: dir, record: .never, artifacts: artifacts)
        } matching: { issue in
            let text = Self.issueText(issue)
            return text.hasPrefix("Snapshot two does not match its baselines: content size: 100x90 -> 100x98")
                && text.contains("\n  cell 0.0: resized 100x40 -> 100x48\n  cell 0.1: moved (+0, +8)\n")
                && text.contains("\nactual: \(artifacts.path)/two.actual.png\ndiff: \(artifacts.path)/two.diff.png")
                && text.contains("\nchanges: \(artifacts.path)/two.changes.txt")
        }
        let changes = try String(contentsOf: artifacts.appendingPathComponent("two.changes.txt"), encoding: .utf8)
        #expect(
            changes == """
                content size: 100x90 -> 100x98
                cell 0.0: resized 100x40 -> 100x48
                cell 0.1: moved (+0, +8)

                """)
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("two.diff.png").path))
        // The baselines are untouched without a record mode.
        let kept = try String(contentsOf: dir.appendingPathComponent("two.attributes.json"), encoding: .utf8)
        #expect(kept.contains("\"height\": 40"))
    }

    @Test(
        arguments: [
            ([:], nil), (["SNAPSHOT_TESTING_RECORD": "all"], UpdateMode.all),
            (["SNAPSHOT_TESTING_RECORD": "failed"], .changed), (["SNAPSHOT_TESTING_RECORD": "missing"], .missing),
            (["SNAPSHOT_TESTING_RECORD": "never", "RECORD_SNAPSHOTS": "1"], nil), (["RECORD_SNAPSHOTS": "1"], .all),
            (["RECORD_SNAPSHOTS": "0"], nil),
        ] as [([String: String], UpdateMode?)])
    func recordModesFollowSnapshotTesting(_ environment: [String: String], _ mode: UpdateMode?) {
        #expect(UpdateMode.fromEnvironment(environment) == mode)
    }
}
