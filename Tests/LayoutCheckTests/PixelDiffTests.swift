import CairoRenderer
import LayoutCheck
import Testing

/// The exact comparison (`ImageComparer` with `.exact(tolerance:)`, once `PixelDiff`): counts,
/// the largest delta, the tolerance, sizes that differ, and the emphasised diff image.
@Suite struct PixelDiffTests {
    let base = RGBAImage(width: 4, height: 3, fill: (200, 100, 50, 255))

    @Test func identicalImagesMatch() {
        let d = ImageComparer.compare(base, base)
        #expect(d.matches && d.differingPixels == 0 && d.maxChannelDelta == 0)
        #expect("\(d)" == "0 pixels differ (max channel delta 0)")
    }

    @Test func aChangedPixelIsCountedWithItsDelta() {
        var changed = base
        changed[2, 1] = (200, 110, 50, 255)
        changed[3, 2] = (197, 100, 50, 255)
        let d = ImageComparer.compare(base, changed)
        #expect(d.differingPixels == 2 && d.maxChannelDelta == 10 && !d.matches)
        #expect("\(d)" == "2 pixels differ (max channel delta 10) within 2 x 2 at (2, 1)")
        // Within a tolerance of 3 only the delta-10 pixel counts; of 10, none.
        #expect(ImageComparer.compare(base, changed, .exact(tolerance: 3)).differingPixels == 1)
        let tolerant = ImageComparer.compare(base, changed, .exact(tolerance: 10))
        #expect(tolerant.matches && tolerant.maxChannelDelta == 10)
        #expect(
            "\(ImageComparer.compare(base, changed, .exact(tolerance: 3)))"
                == "1 pixel differs (max channel delta 10, tolerance 3) within 1 x 1 at (2, 1)")
    }

    @Test func alphaCountsLikeAnyChannel() {
        var changed = base
        changed[0, 0] = (200, 100, 50, 254)
        #expect(ImageComparer.compare(base, changed).differingPixels == 1)
    }

    @Test func differentSizesDifferByTheAreaOnlyOneHas() {
        let taller = RGBAImage(width: 4, height: 5, fill: (200, 100, 50, 255))
        let d = ImageComparer.compare(base, taller)
        #expect(d.sizesDiffer && !d.matches && d.differingPixels == 0 && d.extraPixels == 8)
        #expect(
            "\(d)"
                == "0 pixels differ in the common 4 x 3 area (max channel delta 0); sizes differ: expected 4 x 3, actual 4 x 5 (8 pixels only one has)"
        )
    }

    @Test func theDiffImageEmphasisesDifferences() {
        var changed = base
        changed[1, 1] = (0, 0, 0, 255)
        changed[2, 2] = (201, 100, 50, 255)
        let image = ImageComparer.diffImage(base, changed, .exact(tolerance: 1))
        #expect(image.width == 4 && image.height == 3)
        #expect(image[1, 1] == (255, 0, 0, 255)) // over the tolerance: red
        #expect(image[2, 2] == (255, 160, 0, 255)) // within it: orange
        let (r, g, b, a) = image[0, 0] // equal: pale grey
        #expect(r == g && g == b && r > 200 && a == 255)
        let wider = ImageComparer.diffImage(base, RGBAImage(width: 5, height: 3, fill: (200, 100, 50, 255)))
        // Only one image has it: hatched, magenta and pale pink stripes.
        #expect(wider[4, 0] == (255, 214, 250, 255) && wider[4, 2] == (255, 214, 250, 255))
    }
}
