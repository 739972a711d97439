import Foundation
import LayoutScene
import LayoutSnapshotTesting
import LayoutSpec
import SnapshotTesting
import Testing

/// Every `Fixtures/NAME.json` drawn and compared with `Snapshots/NAME.png` (bytes, then pixels) and
/// `Snapshots/NAME.svg` (text); every built-in example drawn in the dark theme at 2x and compared
/// with `Snapshots/examples/KIND.dark@2x.png`.
///
/// To record: `RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`, look at the images, then run
/// again without it. A recording run fails on purpose, and a missing baseline fails too.
@Suite struct FixtureSnapshotTests {
    static let recording = SnapshotFile.recordingRequested
    static let artifacts = SnapshotFile.artifactsDirectory(fallback: Paths.artifacts)

    @Test func thereAreFixtures() {
        #expect(!Paths.fixtureNames().isEmpty, "no fixtures found in \(Paths.fixtures.path)")
    }

    @Test(arguments: Paths.fixtureNames())
    func png(_ name: String) throws {
        let scene = try diagram(
            specText: String(contentsOf: Paths.fixtures.appendingPathComponent("\(name).json"), encoding: .utf8))
        record(
            SnapshotFile.verify(
                scene, as: .png(), reference: Paths.snapshots.appendingPathComponent("\(name).png"),
                record: Self.recording, artifacts: Self.artifacts))
    }

    @Test(arguments: Paths.fixtureNames())
    func svg(_ name: String) throws {
        let scene = try diagram(
            specText: String(contentsOf: Paths.fixtures.appendingPathComponent("\(name).json"), encoding: .utf8))
        record(
            SnapshotFile.verify(
                scene, as: .svg, reference: Paths.snapshots.appendingPathComponent("\(name).svg"),
                record: Self.recording, artifacts: Self.artifacts))
    }

    @Test(arguments: LayoutKinds.all.map(\.name))
    func darkExampleAt2x(_ kind: String) throws {
        let scene = try diagram(specText: LayoutKinds.named(kind)!.example, theme: .dark, scale: 2)
        record(
            SnapshotFile.verify(
                scene, as: .png(), reference: Paths.snapshots.appendingPathComponent("examples/\(kind).dark@2x.png"),
                record: Self.recording, artifacts: Self.artifacts))
    }

    /// A renamed or deleted fixture must not leave its baselines behind.
    @Test func everyBaselineHasItsFixture() throws {
        let fm = FileManager.default
        let fixtures = Set(Paths.fixtureNames())
        for file in (try? fm.contentsOfDirectory(atPath: Paths.snapshots.path)) ?? [] where file != "examples" {
            let stem = file.hasSuffix(".png") || file.hasSuffix(".svg") ? String(file.dropLast(4)) : file
            #expect(
                fixtures.contains(stem),
                "Snapshots/\(file) has no Fixtures/\(stem).json; delete it or restore the fixture")
        }
        let kinds = Set(LayoutKinds.all.map(\.name))
        for file in (try? fm.contentsOfDirectory(atPath: Paths.snapshots.appendingPathComponent("examples").path)) ?? []
        {
            let kind = file.replacingOccurrences(of: ".dark@2x.png", with: "")
            #expect(kinds.contains(kind), "Snapshots/examples/\(file) names no layout kind")
        }
    }
}
