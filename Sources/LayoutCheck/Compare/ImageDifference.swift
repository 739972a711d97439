import CairoRenderer

/// What a pixel comparison found: numbers, never just a yes or no.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// The comparison made.
    public var comparison: PixelComparison
    /// The expected (baseline) image's size.
    public var expectedSize: PixelSize
    /// The actual image's size.
    public var actualSize: PixelSize
    /// Differing pixels in the area both images have (the overlap when their sizes differ).
    public var differingPixels: Int
    /// Pixels over the threshold that were taken for anti-aliasing and not counted.
    public var antialiasedPixels: Int
    /// The largest channel delta among the pixels that changed at all.
    public var maxChannelDelta: Int
    /// The smallest rectangle holding every differing pixel; nil when none differs.
    public var bounds: PixelRect?

    /// A difference from its parts.
    public init(
        comparison: PixelComparison, expectedSize: PixelSize, actualSize: PixelSize, differingPixels: Int,
        antialiasedPixels: Int, maxChannelDelta: Int, bounds: PixelRect?
    ) {
        self.comparison = comparison
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.maxChannelDelta = maxChannelDelta
        self.bounds = bounds
    }

    /// Whether the sizes differ.
    public var sizesDiffer: Bool { expectedSize != actualSize }

    /// Pixels that only one of the images has (0 when the sizes are equal): each image's area
    /// less the overlap. (Not the box around both less the overlap: when both width and height
    /// differ, its corner is a pixel of neither; 10 x 1 against 1 x 10 said 99 for 18.)
    public var extraPixels: Int {
        let overlap = min(expectedSize.width, actualSize.width) * min(expectedSize.height, actualSize.height)
        return expectedSize.width * expectedSize.height + actualSize.width * actualSize.height - 2 * overlap
    }

    /// Whether the images match: the same size and no differing pixel.
    public var matches: Bool { !sizesDiffer && differingPixels == 0 }

    /// `12 pixels differ (max channel delta 138) within 40 x 8 at (16, 120)`, with the comparison's
    /// parameters, the anti-aliased pixels left out, and both sizes when they differ.
    public var description: String {
        var s = "\(differingPixels) pixel\(differingPixels == 1 ? " differs" : "s differ")"
        if sizesDiffer {
            s +=
                " in the common \(min(expectedSize.width, actualSize.width)) x \(min(expectedSize.height, actualSize.height)) area"
        }
        var details = ["max channel delta \(maxChannelDelta)"]
        if !comparison.description.isEmpty { details.append(comparison.description) }
        if antialiasedPixels > 0 {
            details.append("\(antialiasedPixels) anti-aliased pixel\(antialiasedPixels == 1 ? "" : "s") ignored")
        }
        s += " (" + details.joined(separator: ", ") + ")"
        if let bounds { s += " within \(bounds)" }
        if sizesDiffer {
            s += "; sizes differ: expected \(expectedSize), actual \(actualSize) (\(extraPixels) pixels only one has)"
        }
        return s
    }
}
