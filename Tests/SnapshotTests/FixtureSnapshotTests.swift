import Foundation
import LayoutCheck
import LayoutScene
import LayoutSnapshotTesting
import LayoutSpec
import SnapshotTesting
import Testing

/// Every `Fixtures/NAME.json` checked against `Snapshots/NAME.attributes.json` (geometry, element by
/// element) and `Snapshots/NAME.png` (bytes, then pixels) by `render check`'s own code
/// (`assertSpecSnapshot`), and compared with `Snapshots/NAME.svg` (text); every built-in example
/// drawn in the dark theme at 2x and compared with `Snapshots/examples/KIND.dark@2x.png`.
///
/// To record: `SNAPSHOT_TESTING_RECORD=failed swift test --filter SnapshotTests` (or
/// `RECORD_SNAPSHOTS=1`, which rewrites all), look at the files, then run again without it. A
/// recording run fails on purpose; a missing baseline is recorded (swift-snapshot-testing's
/// `missing`) and fails that run.
@Suite struct FixtureSnapshotTests {
    static let recording = SnapshotFile.recordMode
    static let artifacts = SnapshotFile.artifactsDirectory(fallback: Paths.artifacts)

    @Test func thereAreFixtures() {
        #expect(!Paths.fixtureNames().isEmpty, "no fixtures found in \(Paths.fixtures.path)")
    }

    /// The check `render check Fixtures --baselines Snapshots` makes, spec by spec.
    @Test(arguments: Paths.fixtureNames())
    func pngAndGeometry(_ name: String) throws {
        assertSpecSnapshot(
            spec: Paths.fixtures.appendingPathComponent("\(name).json"), baselines: Paths.snapshots,
            artifacts: Self.artifacts)
    }

    @Test(arguments: Paths.fixtureNames())
    func svg(_ name: String) throws {
        let scene = try diagram(
            specText: String(contentsOf: Paths.fixtures.appendingPathComponent("\(name).json"), encoding: .utf8))
        record(
            SnapshotFile.verify(
                scene, as: .svg, reference: Paths.snapshots.appendingPathComponent("\(name).svg"),
                mode: Self.recording, artifacts: Self.artifacts))
    }

    @Test(arguments: LayoutKinds.all.map(\.name))
    func darkExampleAt2x(_ kind: String) throws {
        let scene = try diagram(specText: LayoutKinds.named(kind)!.example, theme: .dark, scale: 2)
        record(
            SnapshotFile.verify(
                scene, as: .png(), reference: Paths.snapshots.appendingPathComponent("examples/\(kind).dark@2x.png"),
                mode: Self.recording, artifacts: Self.artifacts))
    }

    /// A renamed or deleted fixture must not leave its baselines behind.
    @Test func everyBaselineHasItsFixture() throws {
        let fm = FileManager.default
        let fixtures = Set(Paths.fixtureNames())
        for file in (try? fm.contentsOfDirectory(atPath: Paths.snapshots.path)) ?? [] where file != "examples" {
            let stem =
                BaselineName.specName(ofBaseline: file) ?? (file.hasSuffix(".svg") ? String(file.dropLast(4)) : file)
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
