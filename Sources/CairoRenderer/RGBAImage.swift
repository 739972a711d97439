/// An image as 8-bit RGBA pixels with straight (not premultiplied) alpha, row by row from the top.
public struct RGBAImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    public var pixels: [UInt8]

    /// - Precondition: `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 4,
            "RGBAImage needs width * height * 4 bytes, got \(pixels.count) for \(width) x \(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = fill.0
            pixels[i + 1] = fill.1
            pixels[i + 2] = fill.2
            pixels[i + 3] = fill.3
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at (`x`, `y`) as (r, g, b, a).
    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.0
            pixels[i + 1] = newValue.1
            pixels[i + 2] = newValue.2
            pixels[i + 3] = newValue.3
        }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
    }
}
