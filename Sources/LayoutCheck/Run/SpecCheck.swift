import CairoRenderer
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

/// Checks one spec against its baselines: the geometry first (element by element), then the
/// pixels. Pure apart from Cairo: the caller reads and writes the files.
public enum SpecCheck {
    /// The spec's layout, drawn and described: what a check compares and what an update writes.
    public struct Rendered: Sendable {
        /// The attributes JSON (the geometry baseline's content).
        public var attributesJSON: String
        /// The geometry.
        public var attributes: AttributesSnapshot
        /// The diagram.
        public var image: RGBAImage
        /// Layout point (0, 0) on the image, in pixels, and pixels per point: where elements are.
        public var origin: Point
        /// The diagram's scale: pixels per point.
        public var scale: Double

        /// A layout rectangle on the image, in pixels.
        public func onImage(_ r: Rect) -> Rect {
            Rect(
                x: (r.x + origin.x) * scale, y: (r.y + origin.y) * scale, width: r.width * scale,
                height: r.height * scale)
        }
    }

    /// Lays out and draws a spec.
    /// - Throws: a message naming the spec, the JSON path and the fix, or why it cannot be drawn.
    public static func render(specText: String, source: String, diagram: DiagramSettings) throws(CheckError)
        -> Rendered
    {
        try render(laidOut: try layOut(specText: specText, source: source, diagram: diagram), source: source)
    }

    /// Draws a spec that is already laid out (read by SpecFiles' loader: JSON or YAML).
    /// - Throws: why it cannot be drawn, naming `source`.
    public static func render(_ spec: LaidOutSpec, source: String, diagram: DiagramSettings) throws(CheckError)
        -> Rendered
    {
        try render(laidOut: try LaidOut(spec, source: source, settings: diagram), source: source)
    }

    /// Draws a layout result (the Swift API's entry: no spec file needed).
    public static func render(
        result: LayoutResult, layout: String, viewport: Rect, options: DiagramOptions, source: String
    ) throws(CheckError) -> Rendered {
        try render(
            PreparedDiagram(result: result, options: options), layout: layout, viewport: viewport, source: source)
    }

    /// Draws a prepared diagram (placed once: its image and where elements are on it).
    static func render(_ diagram: PreparedDiagram, layout: String, viewport: Rect, source: String) throws(CheckError)
        -> Rendered
    {
        let image: RGBAImage
        do { image = try diagram.image() } catch {
            guard case .render(.tooLarge(let w, let h, let scale)) = error else {
                throw CheckError("\(source): cannot draw the diagram: \(error)")
            }
            let message = DiagramRequestError.tooLargeMessage(
                width: w, height: h, scale: scale, clipped: diagram.options.clip == .viewport)
            throw CheckError("\(source): cannot draw the diagram: \(message)")
        }
        let result = diagram.result
        return Rendered(
            attributesJSON: AttributesJSON.encode(layout: layout, result: result, viewport: viewport),
            attributes: AttributesSnapshot(layout: layout, result: result, viewport: viewport), image: image,
            origin: diagram.contentOrigin, scale: diagram.options.scale)
    }

    /// Compares a rendered spec with its baselines' bytes (nil: the baseline does not exist).
    /// - Parameters:
    ///   - rendered: the spec's attributes JSON and image, as `render` makes them.
    ///   - name: the spec's name (its baselines are `NAME.attributes.json` and `NAME.png`).
    ///   - specPath: the spec file, for messages.
    ///   - baselineAttributes: the bytes of `NAME.attributes.json`, or nil when it does not exist.
    ///   - attributesPath: its path, for messages.
    ///   - baselineImage: the bytes of `NAME.png`, or nil when it does not exist.
    ///   - imagePath: its path, for messages.
    ///   - comparison: how pixels are compared (exact, or pixelmatch's threshold).
    ///   - pixelBudget: the largest baseline image decoded (`--max-pixels`); a larger one fails.
    /// - Returns: the result (status, geometry changes with their marks, pixel difference) and the
    ///   decoded expected image, when there is one.
    public static func compare(
        _ rendered: Rendered, name: String, specPath: String, baselineAttributes: [UInt8]?, attributesPath: String,
        baselineImage: [UInt8]?, imagePath: String, comparison: PixelComparison,
        pixelBudget: Int = PixelBudget.defaultLimit
    ) -> (result: SpecResult, expected: RGBAImage?) {
        var result = SpecResult(name: name, specPath: specPath, status: .passed)
        result.imageSize = PixelSize(width: rendered.image.width, height: rendered.image.height)
        var differs = false
        if let baselineAttributes {
            if baselineAttributes.elementsEqual(rendered.attributesJSON.utf8) {
                result.geometry = GeometryChanges(from: rendered.attributes, to: rendered.attributes)
            } else {
                do {
                    guard let text = String(validating: baselineAttributes, as: UTF8.self) else {
                        throw SpecError(path: "", "it is not UTF-8 text")
                    }
                    let before = try AttributesSnapshot(json: text)
                    let changes = GeometryChanges(from: before, to: rendered.attributes)
                    result.geometry = changes
                    result.marks = marks(changes, rendered)
                    // Equal geometry written differently (by hand, another version) is no change.
                    if !changes.isEmpty { differs = true }
                } catch {
                    result.status = .failed
                    result.error = "\(attributesPath): not an attributes file: \(error)"
                    return (result, nil)
                }
            }
        } else {
            result.missingBaselines.append(attributesPath)
        }
        var expected: RGBAImage?
        if let baselineImage, !differs, result.missingBaselines.isEmpty,
            PNGCodec.matches(baselineImage, rendered.image) == true
        {
            // The passing check's fast path: the same pixels, found without decoding the baseline.
            let size = PixelSize(width: rendered.image.width, height: rendered.image.height)
            result.pixels = ImageDifference(
                comparison: comparison, expectedSize: size, actualSize: size, differingPixels: 0, antialiasedPixels: 0,
                maxChannelDelta: 0, bounds: nil)
        } else if let baselineImage {
            do {
                let image = try PNGCodec.decode(baselineImage, pixelBudget: pixelBudget)
                expected = image
                let difference = ImageComparer.compare(image, rendered.image, comparison)
                result.pixels = difference
                if !difference.matches { differs = true }
            } catch {
                result.status = .failed
                // `not a readable PNG (reason)` or `the image is W x H = N pixels, over the budget…`.
                let hint = if case .overPixelBudget = error { "; raise --max-pixels" } else { "" }
                result.error = "\(imagePath): \(error)\(hint)"
                return (result, nil)
            }
        } else {
            result.missingBaselines.append(imagePath)
        }
        result.status = differs ? .changed : result.missingBaselines.isEmpty ? .passed : .missing
        return (result, expected)
    }

    /// Each element change with the element's boxes on the expected and actual images.
    static func marks(_ changes: GeometryChanges, _ rendered: Rendered) -> [ChangeMark] {
        var out: [ChangeMark] = []
        if let layout = changes.layout {
            out.append(ChangeMark(text: "layout: \(layout.before) -> \(layout.after)", before: nil, after: nil))
        }
        if changes.contentSize != nil, let line = changes.lines.first(where: { $0.hasPrefix("content size") }) {
            out.append(ChangeMark(text: line, before: nil, after: nil))
        }
        for change in changes.elements {
            out.append(
                ChangeMark(
                    text: change.description, before: change.before.map { rendered.onImage($0.frame) },
                    after: change.after.map { rendered.onImage($0.frame) }))
        }
        return out
    }
}
