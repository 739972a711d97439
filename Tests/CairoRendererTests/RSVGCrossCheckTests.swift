import CairoRenderer
import Foundation
import LayoutCheck
import LayoutScene
import TestSupport
import Testing

/// Our SVG, drawn by an independent renderer (librsvg's `rsvg-convert`), against our PNG.
///
/// Why the two can differ at all: both draw the same shapes at the same places (text is placed
/// glyph by glyph at whole device pixels in both, see `CairoCanvas.placedGlyphs`), but our PNG's
/// glyphs are rasterised by FreeType and everything else by Cairo, while librsvg rasterises through
/// its own pipeline (and our SVG rounds colours to 8 bits and coordinates to 1/10000), so
/// antialiased edges and translucent fills round differently by a few levels. Measured on every
/// fixture at scale 1 and 2 (Cairo 1.16.0, FreeType 2.12.1, librsvg 2.54.7, Debian 12): most
/// differing pixels differ by 1 or 2 levels (translucent fills), at most about 1,000 per image by
/// more than 4 (glyph edges), and at most 3 pixels per image by more than 16 (edges of turned
/// labels; largest delta 20). We count pixels whose delta exceeds 16 and allow 10 of them, while a
/// real mismatch fails (one missing 11 pt label such as "0.0" changes 72 pixels by more than 16 at
/// 1x, 231 at 2x; a shifted or recoloured rectangle, hundreds).
@Suite(
    .tags(.slow, .process), .skippedWhenQuick,
    .enabled(if: RSVG.path != nil, "rsvg-convert is not installed (bash scripts/setup.sh installs librsvg2-bin)"))
struct RSVGCrossCheckTests {
    static let tolerance = 16
    static let allowedPixels = 10

    static var cases: [(String, Double)] { Paths.fixtureNames().flatMap { [($0, 1.0), ($0, 2.0)] } }

    @Test(arguments: cases)
    func rsvgDrawsOurSVGLikeOurPNG(_ name: String, _ scale: Double) throws {
        let scene = try fixtureScene(name, scale: scale)
        let ours = try SceneRenderer.image(scene)
        let dir = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let svgURL = dir.appendingPathComponent("\(name).svg")
        let pngURL = dir.appendingPathComponent("\(name).png")
        try SceneRenderer.svg(scene).write(to: svgURL, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RSVG.path!)
        process.arguments = [svgURL.path, "-o", pngURL.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let theirs = try PNGCodec.decode([UInt8](Data(contentsOf: pngURL)))
        // One comparison (a debug build's comparisons were most of the suite's two CPU minutes);
        // the finer counts of the measurement above only for a failure.
        let diff = ImageComparer.compare(ours, theirs, .exact(tolerance: Self.tolerance))
        let allowed = Self.allowedPixels
        #expect(!diff.sizesDiffer)
        #expect(
            diff.differingPixels <= allowed,
            "\(name) @\(scale)x: \(diff) (at most \(allowed) allowed); exact: \(ImageComparer.compare(ours, theirs)), over 4: \(ImageComparer.compare(ours, theirs, .exact(tolerance: 4)).differingPixels)"
        )
    }
}

enum RSVG {
    /// The `rsvg-convert` executable, if installed.
    static let path: String? = [
        "/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
