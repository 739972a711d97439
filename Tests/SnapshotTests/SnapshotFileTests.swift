import CairoRenderer
import Foundation
import LayoutEngine
import LayoutScene
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The snapshot machinery itself: what happens on a match, a changed pixel, a missing baseline and
/// a recording run.
@Suite struct SnapshotFileTests {
    static func image(changing pixels: [(Int, Int)] = [], by delta: UInt8 = 40) -> RGBAImage {
        var image = RGBAImage(width: 20, height: 10, fill: (240, 240, 240, 255))
        for (x, y) in pixels { image[x, y] = (240 - delta, 240, 240, 255) }
        return image
    }

    @Test func aMatchingSnapshotPasses() throws {
        let dir = try Paths.temporaryDirectory()
        let reference = dir.appendingPathComponent("same.png")
        try Data(PNGCodec.encode(Self.image())).write(to: reference)
        #expect(
            SnapshotFile.verify(
                Self.image(), as: .png(), reference: reference, record: false,
                artifacts: dir.appendingPathComponent("a")) == nil)
    }

    @Test func aChangedPixelIsDetectedWithItsCountAndArtifacts() throws {
        let dir = try Paths.temporaryDirectory()
        let reference = dir.appendingPathComponent("one.png")
        let artifacts = dir.appendingPathComponent("artifacts")
        try Data(PNGCodec.encode(Self.image())).write(to: reference)
        let message = try #require(
            SnapshotFile.verify(
                Self.image(changing: [(3, 4)]), as: .png(), reference: reference,
                record: false, artifacts: artifacts))
        #expect(message.contains("Snapshot one.png does not match: 1 pixel differs (max channel delta 40)"))
        let actualURL = artifacts.appendingPathComponent("one.actual.png")
        let diffURL = artifacts.appendingPathComponent("one.diff.png")
        #expect(message.contains("actual: \(actualURL.path)") && message.contains("diff: \(diffURL.path)"))
        let actual = try PNGCodec.decode([UInt8](Data(contentsOf: actualURL)))
        #expect(actual == Self.image(changing: [(3, 4)]))
        let diff = try PNGCodec.decode([UInt8](Data(contentsOf: diffURL)))
        #expect(diff[3, 4] == (255, 0, 0, 255) && diff[0, 0] != (255, 0, 0, 255))
        // The reference is left alone.
        #expect(try PNGCodec.decode([UInt8](Data(contentsOf: reference))) == Self.image())
    }

    @Test func toleranceAndAllowedPixelsAreHonoured() throws {
        let dir = try Paths.temporaryDirectory()
        let reference = dir.appendingPathComponent("t.png")
        try Data(PNGCodec.encode(Self.image())).write(to: reference)
        let changed = Self.image(changing: [(1, 1), (2, 2)], by: 5)
        #expect(SnapshotFile.verify(changed, as: .png(), reference: reference, record: false, artifacts: dir) != nil)
        #expect(
            SnapshotFile.verify(changed, as: .png(tolerance: 5), reference: reference, record: false, artifacts: dir)
                == nil)
        #expect(
            SnapshotFile.verify(
                changed, as: .png(maxDifferingPixels: 2), reference: reference, record: false, artifacts: dir) == nil)
        #expect(
            SnapshotFile.verify(
                changed, as: .png(maxDifferingPixels: 1), reference: reference, record: false, artifacts: dir) != nil)
    }

    @Test func aMissingBaselineFailsAndWritesNothing() throws {
        let dir = try Paths.temporaryDirectory()
        let reference = dir.appendingPathComponent("missing.png")
        let message = try #require(
            SnapshotFile.verify(Self.image(), as: .png(), reference: reference, record: false, artifacts: dir))
        #expect(message.hasPrefix("No baseline at \(reference.path). Record it with SNAPSHOT_TESTING_RECORD=missing"))
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func recordingWritesTheBaselineAndStillFails() throws {
        let dir = try Paths.temporaryDirectory()
        let reference = dir.appendingPathComponent("sub/new.png")
        let message = try #require(
            SnapshotFile.verify(Self.image(), as: .png(), reference: reference, record: true, artifacts: dir))
        #expect(message.hasPrefix("Recorded a new baseline at \(reference.path)"))
        #expect(try PNGCodec.decode([UInt8](Data(contentsOf: reference))) == Self.image())
        // The next run, without recording, passes.
        #expect(
            SnapshotFile.verify(Self.image(), as: .png(), reference: reference, record: false, artifacts: dir) == nil)
    }

    @Test func svgDifferencesAreCountedByLine() throws {
        let dir = try Paths.temporaryDirectory()
        let reference = dir.appendingPathComponent("s.svg")
        try "<svg>\n<rect x=\"1\"/>\n</svg>\n".write(to: reference, atomically: true, encoding: .utf8)
        let scene = Scene(canvas: Size(width: 4, height: 4), scale: 1, background: .white, commands: [])
        let message = try #require(
            SnapshotFile.verify(scene, as: .svg, reference: reference, record: false, artifacts: dir))
        #expect(message.contains("SVG lines differ"))
    }

    @Test func aRenderErrorBecomesAFailureNotACrash() throws {
        let dir = try Paths.temporaryDirectory()
        let reference = dir.appendingPathComponent("big.png")
        try Data(PNGCodec.encode(Self.image())).write(to: reference)
        let huge = Scene(canvas: Size(width: 40000, height: 10), scale: 1, background: .white, commands: [])
        let message = try #require(
            SnapshotFile.verify(huge, as: .png(), reference: reference, record: false, artifacts: dir))
        #expect(message.contains("render failed: the diagram would be 40000 x 10 px"))
    }

    /// Users' snapshots through swift-snapshot-testing's own `verifySnapshot`, with this library's
    /// diagram strategy.
    @Test func diagramStrategyWorksWithSnapshotTesting() throws {
        let dir = try Paths.temporaryDirectory()
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: Rect(x: 0, y: 0, width: 300, height: 40), cells: [Rect(x: 0, y: 0, width: 300, height: 40)])
        let result = b.finish(contentSize: Size(width: 300, height: 40))
        let first = verifySnapshot(
            of: result, as: .diagramPNG(), named: "one", record: .all, snapshotDirectory: dir.path)
        #expect(first?.contains("Record mode is on") == true)
        #expect(
            FileManager.default.fileExists(
                atPath: dir.appendingPathComponent("diagramStrategyWorksWithSnapshotTesting.one.png").path))
        #expect(
            verifySnapshot(of: result, as: .diagramPNG(), named: "one", record: .never, snapshotDirectory: dir.path)
                == nil)
        var other = DiagramOptions()
        other.labels = .none
        let changed = verifySnapshot(
            of: result, as: .diagramPNG(other), named: "one", record: .never, snapshotDirectory: dir.path)
        #expect(changed?.contains("pixels differ (max channel delta") == true)
    }

    /// A layout with a frame at infinity: the diagram strategies snapshot the reason instead of a
    /// drawing (its SVG read `x="inf"`), and `assertLayoutSnapshot`'s check names it.
    @Test func aLayoutWithAFrameAtInfinityIsSnapshottedAsItsReason() throws {
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(
            frame: Rect(x: 0, y: 0, width: 100, height: 40), cells: [Rect(x: .infinity, y: 0, width: 100, height: 40)])
        let result = b.finish(contentSize: Size(width: 100, height: 40))
        let reason =
            "render failed: the layout cannot be drawn: sections[0]: cell 0.0's frame is not finite (x=inf y=0 w=100 h=40): lengths this large"
        var svg = ""
        Snapshotting<LayoutResult, String>.diagramSVG().snapshot(result).run { svg = $0 }
        #expect(svg.hasPrefix(reason), "\(svg.prefix(200))")
        var png = Data()
        Snapshotting<LayoutResult, Data>.diagramPNG().snapshot(result).run { png = $0 }
        #expect(String(decoding: png, as: UTF8.self).hasPrefix(reason))
    }
}
