import CairoRenderer
import LayoutScene

extension Scene {
    /// The scene as the bytes of a `format` file, its size checked before anything is drawn: PNG,
    /// SVG, or an HTML page with the SVG inline (no script: a still picture, such as `render
    /// diff`'s change diagram; a layout's interactive page is `PreparedDiagram.data(.html)`).
    /// - Throws: `RenderError.tooLarge` when the image would exceed Cairo's limit, `.fontUnavailable`,
    ///   or a Cairo or libpng failure.
    public func data(_ format: DiagramFormat, compression: PNGCompression = .fast, title: String = "Diagram")
        throws(RenderError) -> [UInt8]
    {
        try SceneRenderer.checkSize(canvas: canvas, scale: scale)
        switch format {
        case .png: return try SceneRenderer.png(self, compression: compression)
        case .svg: return Array(try SceneRenderer.svg(self).utf8)
        case .html:
            let svg = try SceneRenderer.svg(self)
            let body = svg.hasPrefix("<?xml") ? String(svg.drop { $0 != "\n" }.dropFirst()) : svg
            return Array(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>\(XMLText.escaped(title))</title></head>\n<body style=\"margin:0\">\n\(body)</body>\n</html>\n"
                    .utf8)
        }
    }
}
