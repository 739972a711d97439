import Foundation
import LayoutEngine
import LayoutScene
import Testing

@testable import CairoRenderer

@Suite struct SceneRendererTests {
    /// The fast PNG is drawn in bands, each by its own Cairo context shifted up by the band's first
    /// row; every pixel must come out as in one drawing of the whole scene, for any number of bands
    /// and band heights (here down to 7-row stripes, so band edges cut through labels, dashes,
    /// clips and sticky headers), and the bytes must not depend on the number of bands.
    @Test(arguments: Paths.fixtureNames())
    func bandedDrawingGivesTheSamePixelsAsOneDrawing(_ name: String) throws {
        let scene = try fixtureScene(name)
        let whole = try SceneRenderer.image(scene)
        let stripeBytes = 7 * (1 + 3 * scene.pixelWidth)
        let one = try #require(try SceneRenderer.bandedPNG(scene, bands: 1, stripeBytes: stripeBytes))
        #expect(try PNGCodec.decode(one) == whole)
        for bands in [2, 64] {
            #expect(try SceneRenderer.bandedPNG(scene, bands: bands, stripeBytes: stripeBytes) == one, "\(bands) bands")
        }
        #expect(try PNGCodec.decode(SceneRenderer.png(scene, compression: .fast)) == whole)
    }

    @Test func rectanglesLandOnTheirPixelsAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let image = try SceneRenderer.image(squareScene(scale: scale))
            #expect(image.width == Int(40 * scale) && image.height == Int(30 * scale))
            let inside = Int(10 * scale)
            let outside = Int(10 * scale) - 1
            let end = Int(20 * scale) - 1
            #expect(image[inside, inside] == (255, 0, 0, 255))
            #expect(image[end, end] == (255, 0, 0, 255))
            #expect(image[outside, inside] == (255, 255, 255, 255))
            #expect(image[end + 1, inside] == (255, 255, 255, 255))
        }
    }

    @Test func textIsDrawnInDejaVuSansFromItsFile() throws {
        #expect(try SceneRenderer.fontNames() == ["DejaVu Sans Book", "DejaVu Sans Bold"])
        let image = try SceneRenderer.image(squareScene())
        // Some pixels of the label area (x 22...40, y 17...25) are dark.
        var dark = 0
        for y in 17..<26 { for x in 22..<40 where image[x, y].0 < 128 { dark += 1 } }
        #expect(dark > 10)
    }

    /// The pure scene step measures text with `TextMetrics`; Cairo must agree exactly, or labels
    /// would be off-centre.
    @Test(arguments: FontWeight.allCases)
    func textMetricsAgreeWithCairo(_ weight: FontWeight) throws {
        let printable = String((32...126).map { Character(UnicodeScalar($0)!) })
        for size in [10.0, 11.0, 2048.0] {
            for s in [printable, "0.12", "header 3", "viewport (0, 170) 320 x 220"] {
                let measured = try SceneRenderer.measuredAdvance(of: s, size: size, weight: weight)
                #expect(
                    abs(measured - TextMetrics.width(of: s, size: size, weight: weight)) < 1e-6 * size,
                    "\(s) at \(size)")
            }
        }
    }

    @Test func renderingIsDeterministicEvenInParallel() async throws {
        let scene = try fixtureScene("aligned-example")
        let png = try SceneRenderer.png(scene)
        let svg = try SceneRenderer.svg(scene)
        let results = try await withThrowingTaskGroup(of: ([UInt8], String).self) { group in
            for _ in 0..<6 { group.addTask { (try SceneRenderer.png(scene), try SceneRenderer.svg(scene)) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for (p, s) in results {
            #expect(p == png)
            #expect(s == svg)
        }
    }

    /// The SVG of a small scene, line by line (glyph outlines shortened): pixels outside, points
    /// inside one scale group, one element per command, glyphs defined once and placed on whole
    /// device pixels (the label's 11 pt text at x 22 advances by unhinted widths: "1" 6.9990 pt,
    /// "." 3.4951 pt, rounded at scale 2 to 22.5 and 26).
    @Test func svgIsOneElementPerCommandWithGlyphOutlines() throws {
        let svg = try SceneRenderer.svg(squareScene(scale: 2))
        let lines = svg.split(separator: "\n").map { $0.hasPrefix("<path id=") ? String($0.prefix(19)) : String($0) }
        #expect(
            lines == [
                #"<?xml version="1.0" encoding="UTF-8"?>"#,
                #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="80px" height="60px" viewBox="0 0 80 60" version="1.1" role="img">"#,
                "<defs>", #"<path id="g1" d="M "#, #"<path id="g2" d="M "#, #"<path id="g3" d="M "#, "</defs>",
                ##"<rect width="80" height="60" fill="#ffffff"/>"##,
                #"<g transform="scale(2)">"#,
                ##"<rect x="10" y="10" width="10" height="10" fill="#ff0000"/>"##,
                ##"<g fill="#000000">"##,
                ##"<use xlink:href="#g1" x="22" y="25"/>"##,
                ##"<use xlink:href="#g2" x="29" y="25"/>"##,
                ##"<use xlink:href="#g3" x="32.5" y="25"/>"##,
                "</g>", "</g>", "</svg>",
            ])
        #expect(!svg.contains("<text"))
    }

    @Test func tooLargeImagesAreRefusedWithTheFix() throws {
        let scene = Scene(canvas: Size(width: 400, height: 20000), scale: 2, background: .white, commands: [])
        #expect(throws: RenderError.tooLarge(width: 800, height: 40000, scale: 2)) { try SceneRenderer.png(scene) }
        #expect(throws: RenderError.tooLarge(width: 800, height: 40000, scale: 2)) { try SceneRenderer.svg(scene) }
        #expect(throws: RenderError.self) {
            try SceneRenderer.checkSize(canvas: Size(width: 32768, height: 1), scale: 1)
        }
        try SceneRenderer.checkSize(canvas: Size(width: 32767, height: 1), scale: 1)
        #expect(
            "\(RenderError.tooLarge(width: 800, height: 40000, scale: 2))"
                == "the diagram would be 800 x 40000 px at scale 2, "
                + "over Cairo's limit of 32767 px per side; draw only the viewport (clip: .viewport) or use a scale of at most 1.63"
        )
        // Sides from lengths near 1e308, where no scale of 0.01 or more fits: read "9223372036854775807 px"
        // and "use a scale of at most 0" before.
        #expect(
            "\(RenderError.tooLarge(width: 390, height: .max, scale: 1))"
                == "the diagram would be 390 x over 10^18 px at scale 1, "
                + "over Cairo's limit of 32767 px per side; draw only the viewport (clip: .viewport)"
        )
    }
}
