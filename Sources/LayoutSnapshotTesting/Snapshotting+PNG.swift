import CairoRenderer
import Foundation
import LayoutCheck
import SnapshotTesting

extension Diffing where Value == Data {
    /// Compares PNG files: equal bytes match at once; otherwise both are decoded and compared pixel
    /// by pixel (`ImageComparer`, exactly). The failure message gives the number of differing pixels and the
    /// largest channel delta, and the emphasised diff image comes as the attachment `diff.png`.
    /// - Parameters:
    ///   - tolerance: the largest channel delta (0...255) that still counts as equal.
    ///   - maxDifferingPixels: how many pixels may differ (over the tolerance) and still match.
    public static func pixels(tolerance: Int = 0, maxDifferingPixels: Int = 0) -> Diffing {
        pixels(.exact(tolerance: tolerance), maxDifferingPixels: maxDifferingPixels)
    }

    /// Compares PNG files with `render check`'s comparison (`ImageComparer`): equal bytes match at
    /// once; otherwise both are decoded and compared pixel by pixel, exactly or like pixelmatch.
    /// Images of different sizes never match; their common area is compared and the rest hatched
    /// in the diff image (the attachment `diff.png`).
    public static func pixels(_ comparison: PixelComparison, maxDifferingPixels: Int = 0) -> Diffing {
        .diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { reference, actual in
                if reference == actual { return nil }
                let referenceImage: RGBAImage
                let actualImage: RGBAImage
                do { referenceImage = try PNGCodec.decode([UInt8](reference)) } catch {
                    return ("The reference cannot be decoded: \(error).", [])
                }
                do { actualImage = try PNGCodec.decode([UInt8](actual)) } catch {
                    return ("The new snapshot is not a PNG: \(String(decoding: actual.prefix(300), as: UTF8.self))", [])
                }
                let diff = ImageComparer.compare(referenceImage, actualImage, comparison)
                if !diff.sizesDiffer && diff.differingPixels <= maxDifferingPixels { return nil }
                var message = "\(diff)"
                if maxDifferingPixels > 0 { message += "; at most \(maxDifferingPixels) may differ" }
                let image = ImageComparer.diffImage(referenceImage, actualImage, comparison)
                let attachments: [DiffAttachment]
                if let png = try? PNGCodec.encode(image, compression: .fast) {
                    attachments = [.data(Data(png), name: "diff.png")]
                } else {
                    attachments = []
                }
                return (message, attachments)
            })
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// PNG file bytes, compared byte by byte and then pixel by pixel (`Diffing.pixels`). Stored as
    /// `.png`. The other PNG strategies of this library are pullbacks of this one.
    ///
    /// On a failure under swift-snapshot-testing's `assertSnapshot`, which writes the actual image
    /// to its artifacts folder (`$SNAPSHOT_ARTIFACTS/FILE/TEST.N.png`, else the temporary folder's
    /// `FILE/`), the diff image goes beside it (`TEST.N.diff.png`), the message gives its path,
    /// and a Swift Testing test gets both images as attachments. Leave `file` and `testName` to
    /// their defaults: they find the artifacts folder and name the diff image.
    public static func png(
        tolerance: Int = 0, maxDifferingPixels: Int = 0, file: StaticString = #filePath, testName: String = #function
    ) -> Snapshotting {
        png(.exact(tolerance: tolerance), maxDifferingPixels: maxDifferingPixels, file: file, testName: testName)
    }

    /// PNG file bytes compared with `comparison`, the options of `render check` and `render diff`
    /// (`--tolerance`, or `--threshold` and `--ignore-antialiasing`): `.png(.perceptual(threshold:
    /// 0.1, ignoreAntialiasing: true))` counts like pixelmatch. Otherwise as `png(tolerance:)`.
    public static func png(
        _ comparison: PixelComparison, maxDifferingPixels: Int = 0, file: StaticString = #filePath,
        testName: String = #function
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: Diffing.pixels(comparison, maxDifferingPixels: maxDifferingPixels)
                .reportingArtifacts(pathExtension: "png", filePath: "\(file)", testName: testName))
    }
}

extension Snapshotting where Value == RGBAImage, Format == Data {
    /// Pixels, stored as a PNG (libpng, `PNGCompression.small`) and compared like `.png`.
    public static func png(
        tolerance: Int = 0, maxDifferingPixels: Int = 0, file: StaticString = #filePath, testName: String = #function
    ) -> Snapshotting {
        Snapshotting<Data, Data>.png(
            tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, file: file, testName: testName
        ).pullback { image in
            do { return Data(try PNGCodec.encode(image)) } catch { return Data("encoding failed: \(error)".utf8) }
        }
    }
}
