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
    /// A PNG's header claims more pixels than the decoder may allocate (`PNGCodec.decode`'s
    /// `pixelBudget`), or a result image would exceed its budget.
    case overPixelBudget(width: Int, height: Int, budget: Int)

    public var description: String {
        switch self {
        case .tooLarge(let w, let h, let scale):
            let limit = SceneRenderer.maximumPixelSize
            let fits = Double(limit) / Double(max(w, h)) * scale
            return
                "the diagram would be \(w) x \(h) px at scale \(formatScale(scale)), over Cairo's limit of \(limit) px per side; "
                + "draw only the viewport (clip: .viewport) or use a scale of at most \(formatScale((fits * 100).rounded(.down) / 100))"
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

/// `2`, `1.5`: a scale without a trailing `.0`.
func formatScale(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : "\(v)"
}
