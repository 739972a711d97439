import LayoutEngine

/// Why a scene could not be drawn or an image could not be read or written.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The image would exceed Cairo's limit of `SceneRenderer.maximumPixelSize` pixels per side.
    case tooLarge(width: Int, height: Int, scale: Double)
    /// A font file the diagrams need is missing or unreadable.
    case fontUnavailable(path: String)
    /// Cairo reported an error status.
    case cairo(String)
    /// libpng could not decode the data (the reason is libpng's message).
    case invalidPNG(String)
    /// libpng could not encode the image.
    case encodingFailed(String)
    /// The layout has a frame or a content size that is not finite (`LayoutResult.checkFinite`:
    /// lengths near 1e308 that add up past the largest number), which no diagram can place.
    case notFinite(LayoutError)
    /// A PNG's header claims more pixels than the decoder may allocate (`PNGCodec.decode`'s
    /// `pixelBudget`), or a result image would exceed its budget.
    case overPixelBudget(width: Int, height: Int, budget: Int)

    public var description: String {
        switch self {
        case .tooLarge(let w, let h, let scale):
            let lower = Self.fittingScale(width: w, height: h, scale: scale).map { " or use a scale of at most \($0)" }
            return
                "\(Self.tooLargeSizes(width: w, height: h, scale: scale)); draw only the viewport (clip: .viewport)\(lower ?? "")"
        case .notFinite(let error):
            return "the layout cannot be drawn: \(error)"
        case .fontUnavailable(let path):
            return "cannot load the font \(path); install fonts-dejavu-core (bash scripts/setup.sh)"
        case .cairo(let message):
            return "cairo: \(message)"
        case .invalidPNG(let message):
            return "not a readable PNG (\(message))"
        case .encodingFailed(let message):
            return "cannot encode the PNG (\(message))"
        case .overPixelBudget(let w, let h, let budget):
            return "the image is \(w) x \(h) = \(w * h) pixels, over the budget of \(budget) pixels"
        }
    }
}

extension RenderError {
    /// The first words of every "too large" message: `the diagram would be 352 x 60109 px at
    /// scale 1, over Cairo's limit of 32767 px per side` (a side of 2^62 px or more, from lengths
    /// near 1e308, reads `over 10^18`).
    public static func tooLargeSizes(width: Int, height: Int, scale: Double) -> String {
        func side(_ n: Int) -> String { n >= 1 << 62 ? "over 10^18" : "\(n)" }
        return
            "the diagram would be \(side(width)) x \(side(height)) px at scale \(formatScale(scale)), over Cairo's limit of \(SceneRenderer.maximumPixelSize) px per side"
    }

    /// The largest scale, in hundredths, at which a diagram of `width` x `height` px at `scale`
    /// fits Cairo's limit (`0.54`); nil when not even 0.01 does.
    public static func fittingScale(width: Int, height: Int, scale: Double) -> String? {
        let fits =
            (Double(SceneRenderer.maximumPixelSize) / Double(max(width, height)) * scale * 100).rounded(.down) / 100
        return fits >= 0.01 ? formatScale(fits) : nil
    }
}

/// `2`, `1.5`: a scale without a trailing `.0`.
func formatScale(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : "\(v)"
}
