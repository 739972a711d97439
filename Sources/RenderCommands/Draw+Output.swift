import ArgumentParser
import LayoutDiagrams
import LayoutEngine

/// Diagrams (png, svg, html) through the one diagram layer: `PreparedDiagram` makes every check
/// (`--theme auto` for a PNG, `--hide` parts the diagram does not draw, too large, too small);
/// here its refusals become the command line's errors.
extension Draw {
    /// The diagram of `spec` as `settings` ask, placed once for all of `formats`.
    /// - Parameter viewport: the viewport drawn, when `--offsets` gives one.
    static func prepare(_ spec: LaidOut, settings: DiagramSettings, formats: [DiagramFormat], viewport: Rect? = nil)
        throws -> PreparedDiagram
    {
        do {
            return try PreparedDiagram(
                document: spec.document, result: spec.result, settings: settings, formats: formats, viewport: viewport)
        } catch {
            throw commandLineError(error)
        }
    }

    /// The bytes of `diagram` in `format`.
    static func data(_ diagram: PreparedDiagram, _ format: DiagramFormat) throws -> [UInt8] {
        do { return try diagram.data(format) } catch {
            throw commandLineError(error, format: format, clipped: diagram.options.clip == .viewport)
        }
    }

    /// A refused request is a usage error (64); a diagram that cannot be drawn is CLIError's.
    /// - Parameters:
    ///   - format: the format drawn (a diagram too large says what this request can change);
    ///   - clipped: whether the diagram draws only the viewport (`--clip viewport`).
    static func commandLineError(_ error: DiagramRequestError, format: DiagramFormat = .png, clipped: Bool = false)
        -> any Error
    {
        switch error {
        case .themeNeedsDocument, .nothingToHide: return ValidationError(error.description)
        case .tooSmall(let width, let height, let scale, let minimum):
            return CLIError.tooSmall(width: width, height: height, scale: scale, minimumScale: minimum)
        case .render(let error): return CLIError(error, format: format, clipped: clipped)
        }
    }
}
