extension LayoutResult {
    /// What a layout whose lengths overflowed tells its user to do.
    static let overflowFix =
        "sizes, spacings, insets or offsets near 1e308 add up past the largest number; use smaller values"
    /// The same for a compositional layout mirrored right to left (D23), whose frames can also
    /// pass it when mirrored.
    static let mirroredOverflowFix =
        "sizes, spacings, insets or offsets near 1e308 add up past the largest number (about 1.8e308), or pass it once mirrored right to left (a frame's x becomes the content width less its x and width); use smaller values"
    /// The same for any kind, whose sizes may also be multiplied (an aspect ratio scaling a
    /// length), and whose aligned centred lines reach infinity sooner: their offset is rounded as
    /// a 32-bit float (the original's `floorf`).
    static let anyKindOverflowFix =
        "lengths this large add up, or multiply (a size scaled by its aspect ratio), past the largest number (about 1.8e308; 3.4e38 for the room of an aligned layout's centred line, rounded as a 32-bit float like the original's floorf); use smaller values"

    /// Refuses a result that cannot be written as JSON nor drawn: an element whose frame, or whose
    /// far edge (`maxX`, `maxY`), is not finite, or a content size that is not finite. The engine
    /// computes such results as the originals would (their arithmetic saturates at infinity); a
    /// front end that writes or draws a result calls this first, so that the user reads which
    /// section to fix instead of an `inf` in the output. The first such element, in element
    /// order, is named.
    public func checkFinite() throws(LayoutError) {
        // What applies: a compositional layout's lengths only add up (and are mirrored right to
        // left); the other kinds' may also multiply, or be rounded as 32-bit floats (aligned).
        let fix =
            kindName != CompositionalLayout.kindName
            ? Self.anyKindOverflowFix : layoutDirection == .rightToLeft ? Self.mirroredOverflowFix : Self.overflowFix
        for i in elements.indices {
            let f = elements.frame(at: i)
            guard f.isFinite, f.maxX.isFinite, f.maxY.isFinite else {
                let e = elements[i]
                let path = e.section < 0 ? "options.boundarySupplementaryItems" : "sections[\(e.section)]"
                let name = e.id.description(elementKind: elementKind(of: e.id))
                throw LayoutError(path: path, "\(name)'s frame is not finite (\(f)): \(fix)")
            }
        }
        guard contentSize.width.isFinite, contentSize.height.isFinite else {
            throw LayoutError(
                path: "sections", "the content size is not finite (\(contentSize)): \(fix)")
        }
    }
}
