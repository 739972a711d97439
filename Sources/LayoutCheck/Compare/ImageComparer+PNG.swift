@_spi(Benchmarks) import CairoRenderer

extension ImageComparer {
    /// Decodes a PNG to 8-bit RGBA: 8-bit RGB and RGBA files (every baseline `render check`
    /// writes) with our own reader, about three times faster than libpng, the same pixels; any
    /// other file, and any file our reader finds damaged, with libpng (`PNGCodec.decode`).
    /// - Parameters:
    ///   - png: the file's bytes.
    ///   - pixelBudget: the largest image accepted (see `PNGCodec.decode(_:pixelBudget:)`).
    /// - Throws: libpng's reason when the file cannot be decoded or is over the budget.
    public static func decode(_ png: [UInt8], pixelBudget: Int = PNGCodec.defaultPixelBudget) throws(RenderError)
        -> RGBAImage
    {
        if let image = BaselinePNG.decode(png, pixelBudget: pixelBudget) { return image }
        return try PNGCodec.decode(png, pixelBudget: pixelBudget)
    }
}

extension ImageComparer {
    /// Our reader alone, optionally without chunk CRCs (the fuzzer reaches the image data then);
    /// nil for a file it leaves to libpng. For `FuzzPNG`'s comparison with libpng's decoding.
    @_spi(Fuzzing)
    public static func decodeWithoutLibpng(_ png: [UInt8], pixelBudget: Int, checksCRC: Bool) -> RGBAImage? {
        BaselinePNG.decode(png, pixelBudget: pixelBudget, checksCRC: checksCRC)
    }

    /// Whether our reader finds `image`'s pixels in `png` without decoding it (the passing check's
    /// path), chunk CRCs not checked; nil for a file it leaves to libpng. For `FuzzPNG`.
    @_spi(Fuzzing)
    public static func matchesWithoutLibpng(_ png: [UInt8], _ image: RGBAImage) -> Bool? {
        BaselinePNG.matches(png, image, checksCRC: false)
    }
}

extension ImageComparer {
    /// Our reader with libdeflate's inflate instead of its own inflater (`layout-bench`'s
    /// candidate): the pixels, or nil for a file it leaves to libpng.
    @_spi(Benchmarks)
    public static func decodeWithLibdeflateInflate(_ png: [UInt8]) -> RGBAImage? {
        BaselinePNG.decode(png, inflate: PNGCodec.inflateWithLibdeflate)
    }

    /// The passing check's comparison (chunk CRCs checked), with our inflater (`libdeflate`
    /// false) or libdeflate's; nil for a file it leaves to libpng. For `layout-bench`.
    @_spi(Benchmarks)
    public static func matches(_ png: [UInt8], _ image: RGBAImage, libdeflate: Bool) -> Bool? {
        libdeflate
            ? BaselinePNG.matches(png, image, inflate: PNGCodec.inflateWithLibdeflate) : BaselinePNG.matches(png, image)
    }
}
