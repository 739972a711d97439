@_spi(Fuzzing) import CairoRenderer
import LayoutCheck

/// libFuzzer target for the PNG path of `render diff`: decoding (checksums not checked, so the
/// fuzzer reaches the image data), the comparison, and the emphasised diff image with a reference.
/// The pixel budget is small (2^20) so that a header claiming a large image is refused quickly, as
/// `render diff --max-pixels` would. `PNGCodec`'s two paths are run on every input and compared:
/// where our reader (`PNGReader`: libdeflate's inflate, our row filters) and libpng both decode a
/// file, the pixels must be the same, and the passing check's comparison must find libpng's
/// pixels in the file.
let reference = RGBAImage(width: 3, height: 2, fill: (10, 200, 30, 255))

func fuzzPNGOneInput(_ bytes: UnsafeRawBufferPointer) {
    let ours = PNGCodec.decodeWithoutLibpng(Array(bytes), pixelBudget: 1 << 20, checksCRC: false)
    if let ours { precondition(ours.pixels.count == ours.width * ours.height * 4) }
    guard let image = try? PNGCodec.decodeWithLibpng(Array(bytes), pixelBudget: 1 << 20, checksCRC: false) else {
        return
    }
    if let ours { precondition(ours == image, "PNGReader and libpng disagree") }
    // The passing check's comparison (rows compared filtered): libpng's pixels match where our
    // reader decodes the file, and one changed byte never does.
    if ours != nil {
        precondition(
            PNGCodec.matches(Array(bytes), image, checksCRC: false) == true, "the check's comparison misses a match")
        var other = image
        other.pixels[other.pixels.count / 2] ^= 1
        precondition(
            PNGCodec.matches(Array(bytes), other, checksCRC: false) != true, "the check's comparison misses a change")
    }
    precondition(image.pixels.count == image.width * image.height * 4)
    _ = ImageComparer.compare(reference, image, .exact(tolerance: 3))
    _ = ImageComparer.compare(image, image)
    if max(image.width, 3) * max(image.height, 2) <= 1 << 20 {
        _ = ImageComparer.diffImage(reference, image, .exact(tolerance: 3))
    }
}
