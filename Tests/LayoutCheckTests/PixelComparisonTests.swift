import CairoRenderer
import Foundation
import LayoutCheck
import Testing

/// Exact and pixelmatch comparisons, sizes that differ, the diff image.
@Suite struct PixelComparisonTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "pixelmatch")

    static func image(_ name: String) throws -> RGBAImage {
        try PNGCodec.decode([UInt8](Data(contentsOf: fixtures.appendingPathComponent("\(name).png"))))
    }

    /// pixelmatch 7.1's own test cases (test/test.js; the images are its fixtures, ISC licence):
    /// our count with `--threshold T --ignore-antialiasing` is its count with `{threshold: T}`.
    @Test(arguments: [
        ("1a", "1b", 0.05, 143), ("1a", "1b", 0.1, 106), ("3a", "3b", 0.05, 212), ("7a", "7b", 0.1, 2448),
    ])
    func countsEqualPixelmatch71(_ a: String, _ b: String, _ threshold: Double, _ expected: Int) throws {
        let difference = ImageComparer.compare(
            try Self.image(a), try Self.image(b), .perceptual(threshold: threshold, ignoreAntialiasing: true))
        #expect(difference.differingPixels == expected)
        #expect(difference.antialiasedPixels > 0)
    }

    @Test func antialiasedPixelsCountWhenNotIgnored() throws {
        let a = try Self.image("1a")
        let b = try Self.image("1b")
        let ignoring = ImageComparer.compare(a, b, .perceptual(threshold: 0.05, ignoreAntialiasing: true))
        let counting = ImageComparer.compare(a, b, .perceptual(threshold: 0.05, ignoreAntialiasing: false))
        #expect(counting.differingPixels == ignoring.differingPixels + ignoring.antialiasedPixels)
        #expect(counting.antialiasedPixels == 0)
    }

    @Test func exactComparisonCountsEveryChangeAndReportsTheBox() {
        let a = RGBAImage(width: 10, height: 8, fill: (200, 200, 200, 255))
        var b = a
        b[2, 3] = (200, 200, 190, 255)
        b[6, 5] = (100, 200, 200, 255)
        let strict = ImageComparer.compare(a, b)
        #expect(strict.differingPixels == 2 && strict.maxChannelDelta == 100)
        #expect(strict.bounds == PixelRect(x: 2, y: 3, width: 5, height: 3))
        #expect(strict.description == "2 pixels differ (max channel delta 100) within 5 x 3 at (2, 3)")
        let tolerant = ImageComparer.compare(a, b, .exact(tolerance: 10))
        #expect(tolerant.differingPixels == 1 && tolerant.bounds == PixelRect(x: 6, y: 5, width: 1, height: 1))
        #expect(ImageComparer.compare(a, a).matches)
        // A small colour step is under pixelmatch's default threshold.
        #expect(
            ImageComparer.compare(a, b, .perceptual(threshold: 0.1, ignoreAntialiasing: false)).differingPixels == 1)
    }

    @Test func differentSizesCompareTheOverlapAndHatchTheRest() {
        let a = RGBAImage(width: 30, height: 20, fill: (250, 250, 250, 255))
        let b = RGBAImage(width: 30, height: 24, fill: (250, 250, 250, 255))
        let difference = ImageComparer.compare(a, b)
        #expect(!difference.matches && difference.differingPixels == 0 && difference.extraPixels == 120)
        #expect(
            difference.description
                == "0 pixels differ in the common 30 x 20 area (max channel delta 0); sizes differ: expected 30 x 20, actual 30 x 24 (120 pixels only one has)"
        )
        let diff = ImageComparer.diffImage(a, b)
        #expect(diff.width == 30 && diff.height == 24)
        #expect(diff[0, 0] == (254, 254, 254, 255)) // unchanged: a pale grey copy of the expected image
        #expect(diff[4, 20] == (255, 0, 255, 255) && diff[0, 20] == (255, 214, 250, 255)) // stripes
    }

    /// Both sizes differ: each image's pixels outside the overlap, not the box around both less
    /// the overlap (its far corner belongs to neither image: 10 x 1 against 1 x 10 said 99).
    @Test func pixelsOnlyOneHasLeaveOutTheCornerOfNeither() {
        let wide = RGBAImage(width: 10, height: 1, fill: (250, 250, 250, 255))
        let tall = RGBAImage(width: 1, height: 10, fill: (250, 250, 250, 255))
        #expect(ImageComparer.compare(wide, tall).extraPixels == 18)
        let a = RGBAImage(width: 6, height: 4, fill: (250, 250, 250, 255))
        let b = RGBAImage(width: 8, height: 3, fill: (250, 250, 250, 255))
        #expect(ImageComparer.compare(a, b).extraPixels == 12)
        #expect(
            ImageComparer.compare(a, b).description
                == "0 pixels differ in the common 6 x 3 area (max channel delta 0); sizes differ: expected 6 x 4, actual 8 x 3 (12 pixels only one has)"
        )
    }

    @Test func parameterRangesAreChecked() {
        #expect(PixelComparison.exact(tolerance: 256).problem == "the tolerance must be between 0 and 255, got 256")
        #expect(
            PixelComparison.perceptual(threshold: 1.5, ignoreAntialiasing: false).problem
                == "the threshold must be between 0 and 1, got 1.5")
        #expect(PixelComparison.strict.problem == nil)
    }
}
