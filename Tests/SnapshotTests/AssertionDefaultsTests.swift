import CairoRenderer
import Foundation
import LayoutEngine
import LayoutScene
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The assertions behave like swift-snapshot-testing's `assertSnapshot` (issue 26): a missing
/// baseline is recorded and fails that run, the record mode comes from `withSnapshotTesting`, the
/// defaults take the layout's scale, kind and the test's name, and a failing `.diagramPNG()`
/// under `assertSnapshot` writes its diff image too.
@Suite struct AssertionDefaultsTests {
    static func issueText(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    static func grid(lineSpacing: Double = 5) throws -> LayoutResult {
        try GridLayout(itemCounts: [6], lineItemCount: 3, lineSpacing: lineSpacing)
            .layout(in: LayoutContext(containerSize: Size(width: 120, height: 200), scale: 2))
    }

    @Test func aMissingBaselineIsRecordedAndFailsThenPasses() throws {
        let dir = try Paths.temporaryDirectory()
        let grid = try Self.grid()
        withSnapshotTesting(record: .missing) {
            withKnownIssue {
                assertLayoutSnapshot(of: grid, named: "g", in: dir, artifacts: dir)
            } matching: {
                Self.issueText($0).hasPrefix("Recorded \(dir.path)/g.attributes.json, \(dir.path)/g.png")
            }
            assertLayoutSnapshot(of: grid, named: "g", in: dir, artifacts: dir)
            withKnownIssue {
                assertSnapshotFile(of: grid, as: .frames, reference: dir.appendingPathComponent("g.txt"))
            } matching: {
                Self.issueText($0).hasPrefix("Recorded a new baseline at \(dir.path)/g.txt (record mode missing).")
            }
            assertSnapshotFile(of: grid, as: .frames, reference: dir.appendingPathComponent("g.txt"))
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("g.png").path))
    }

    @Test func withSnapshotTestingNeverWritesNothing() throws {
        let dir = try Paths.temporaryDirectory()
        let grid = try Self.grid()
        withSnapshotTesting(record: .never) {
            withKnownIssue {
                assertLayoutSnapshot(of: grid, named: "g", in: dir, artifacts: dir)
            } matching: {
                Self.issueText($0).hasPrefix(
                    "No baseline for g: \(dir.path)/g.attributes.json, \(dir.path)/g.png missing")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("g.png").path))
    }

    /// `failed` rewrites a changed baseline and still fails; `all` fails even when nothing changed.
    @Test func recordModesFailedAndAllRewrite() throws {
        let dir = try Paths.temporaryDirectory()
        let grid = try Self.grid()
        let changed = try Self.grid(lineSpacing: 9)
        withKnownIssue {
            assertLayoutSnapshot(of: grid, named: "g", in: dir, record: .missing, artifacts: dir)
        }
        withSnapshotTesting(record: .failed) {
            withKnownIssue {
                assertLayoutSnapshot(of: changed, named: "g", in: dir, artifacts: dir)
            } matching: {
                Self.issueText($0).hasPrefix("Recorded \(dir.path)/g.attributes.json")
            }
        }
        assertLayoutSnapshot(of: changed, named: "g", in: dir, record: .never, artifacts: dir)
        withKnownIssue {
            assertLayoutSnapshot(of: changed, named: "g", in: dir, record: .all, artifacts: dir)
        } matching: {
            Self.issueText($0).hasPrefix("Record mode is all: g matches its baselines, left as they are.")
        }
    }

    /// The layout's own scale (a 120-point-wide layout at scale 2 is a 2x image) and kind (`grid`,
    /// in the attributes and the title), and the test's name (`TEST.layout.N`).
    @Test func defaultsTakeTheLayoutsScaleKindAndTheTestsName() throws {
        let dir = try Paths.temporaryDirectory()
        let grid = try Self.grid()
        withKnownIssue {
            assertLayoutSnapshot(of: grid, in: dir, record: .missing, artifacts: dir)
            assertLayoutSnapshot(of: grid, in: dir, record: .missing, artifacts: dir)
        }
        let name = "defaultsTakeTheLayoutsScaleKindAndTheTestsName.layout"
        let attributes = try String(
            contentsOf: dir.appendingPathComponent("\(name).1.attributes.json"), encoding: .utf8)
        #expect(attributes.contains("\"layout\": \"grid\""))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).2.png").path))
        let png = try PNGCodec.decode([UInt8](Data(contentsOf: dir.appendingPathComponent("\(name).1.png"))))
        let atScale1 = try SceneRenderer.image(
            Diagram.scene(for: Self.grid(), options: DiagramOptions(scale: 1, layoutName: "grid")))
        #expect(png.width == 2 * atScale1.width)
        #expect(png.height == 2 * atScale1.height)
    }

    /// Without `in:`, the baselines are in `__Snapshots__/FILE/` beside the test file.
    @Test func theDefaultFolderIsBesideTheTestFile() throws {
        let grid = try Self.grid()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AssertionDefaultsTests")
        withKnownIssue {
            assertLayoutSnapshot(of: grid, record: .never)
        } matching: {
            Self.issueText($0).hasPrefix(
                "No baseline for theDefaultFolderIsBesideTheTestFile.layout.1: "
                    + "\(folder.path)/theDefaultFolderIsBesideTheTestFile.layout.1.attributes.json")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    /// swift-snapshot-testing writes only the actual image on Linux; the strategy writes the diff
    /// image beside it and names it in the message.
    @Test func aFailingDiagramPNGUnderAssertSnapshotWritesItsDiffImage() throws {
        let dir = try Paths.temporaryDirectory()
        _ = verifySnapshot(
            of: try Self.grid(), as: .diagramPNG(), named: "g", record: .all, snapshotDirectory: dir.path)
        let message = try #require(
            verifySnapshot(
                of: try Self.grid(lineSpacing: 9), as: .diagramPNG(), named: "g", record: .never,
                snapshotDirectory: dir.path))
        let artifacts = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        )
        .appendingPathComponent("AssertionDefaultsTests")
        let diff = artifacts.appendingPathComponent("aFailingDiagramPNGUnderAssertSnapshotWritesItsDiffImage.diff.png")
        #expect(message.contains("pixels differ"))
        #expect(message.contains("\ndiff: \(diff.path)"))
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: diff)))
        #expect(image.width > 0)
    }
}
