import CairoRenderer
import Testing

@Suite struct PixelDiffTests {
    let base = RGBAImage(width: 4, height: 3, fill: (200, 100, 50, 255))

    @Test func identicalImagesMatch() {
        let d = PixelDiff(base, base)
        #expect(d.matches && d.differingPixels == 0 && d.maxChannelDelta == 0)
        #expect("\(d)" == "0 pixels differ (max channel delta 0)")
    }

    @Test func aChangedPixelIsCountedWithItsDelta() {
        var changed = base
        changed[2, 1] = (200, 110, 50, 255)
        changed[3, 2] = (197, 100, 50, 255)
        let d = PixelDiff(base, changed)
        #expect(d.differingPixels == 2 && d.maxChannelDelta == 10 && !d.matches)
        #expect("\(d)" == "2 pixels differ (max channel delta 10)")
        // Within a tolerance of 3 only the delta-10 pixel counts; of 10, none.
        #expect(PixelDiff(base, changed, tolerance: 3).differingPixels == 1)
        let tolerant = PixelDiff(base, changed, tolerance: 10)
        #expect(tolerant.matches && tolerant.maxChannelDelta == 10)
        #expect("\(PixelDiff(base, changed, tolerance: 3))" == "1 pixel differs (max channel delta 10, tolerance 3)")
    }

    @Test func alphaCountsLikeAnyChannel() {
        var changed = base
        changed[0, 0] = (200, 100, 50, 254)
        #expect(PixelDiff(base, changed).differingPixels == 1)
    }

    @Test func differentSizesDifferByTheAreaOnlyOneHas() {
        let taller = RGBAImage(width: 4, height: 5, fill: (200, 100, 50, 255))
        let d = PixelDiff(base, taller)
        #expect(d.sizesDiffer && d.differingPixels == 8 && d.maxChannelDelta == 255)
        #expect("\(d)" == "8 pixels differ (max channel delta 255); sizes differ: 4 x 3 vs 4 x 5")
    }

    @Test func theDiffImageEmphasisesDifferences() {
        var changed = base
        changed[1, 1] = (0, 0, 0, 255)
        changed[2, 2] = (201, 100, 50, 255)
        let image = PixelDiff.emphasisedImage(base, changed, tolerance: 1)
        #expect(image.width == 4 && image.height == 3)
        #expect(image[1, 1] == (255, 0, 0, 255)) // over the tolerance: red
        #expect(image[2, 2] == (255, 160, 0, 255)) // within it: orange
        let (r, g, b, a) = image[0, 0] // equal: pale grey
        #expect(r == g && g == b && r > 200 && a == 255)
        let wider = PixelDiff.emphasisedImage(base, RGBAImage(width: 5, height: 3, fill: (200, 100, 50, 255)))
        #expect(wider[4, 0] == (255, 0, 255, 255)) // only one image has it: magenta
    }
}
