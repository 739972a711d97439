import CairoRenderer
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSpec
import SafeIO
import SpecFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one spec's check holds at once, in pixels (4 bytes each), so that the jobs of a run share
/// one `PixelBudget` (`render check --max-pixels`).
struct CheckNeed: Hashable, Sendable {
    /// The diagram's size in pixels.
    var actual: PixelSize
    /// The image baseline's size as its header claims (nil: none, or not a PNG this can read).
    var expected: PixelSize?
    /// The image baseline file's size in bytes.
    var expectedBytes: Int
    /// Whether the diff and actual images are encoded (a report or an artifacts folder).
    var writesImages: Bool
    /// Whether a baseline may be encoded (an update mode).
    var updates: Bool

    /// The most pixels the check holds at once (overflow gives `Int.max`): drawing (Cairo's
    /// surface and the RGBA copy), comparing (the baseline file, the inflated rows and the decoded
    /// image), writing images (the diff image, an RGB copy and the encoded stripes), updating (an
    /// RGB copy and libpng's output).
    var pixels: Int {
        let r = PixelBudget.area(actual.width, actual.height)
        let e = expected.map { PixelBudget.area($0.width, $0.height) } ?? 0
        let f = PixelBudget.pixels(ofBytes: expectedBytes)
        let d = PixelBudget.area(
            max(actual.width, expected?.width ?? 0), max(actual.height, expected?.height ?? 0))
        let draw = PixelBudget.sum(r, r)
        let compare = PixelBudget.sum(r, f, max(e, r), max(e, r))
        let write = writesImages ? PixelBudget.sum(r, f, e, d, d / 4 * 3, d / 4 * 3) : 0
        let update = updates ? PixelBudget.sum(r, f, e, r / 4 * 3, r / 4 * 3) : 0
        return max(draw, compare, write, update)
    }

    /// `the diagram (375 x 900 px) and the baseline X.png (16384 x 16384 px) need N pixels at
    /// once, over the budget of B pixels; raise --max-pixels`.
    func refusal(specPath: String, imagePath: String, budget: Int) -> String {
        "\(specPath): checking it would hold \(pixels) pixels at once (the diagram is \(actual) px"
            + (expected.map { ", the baseline \(imagePath) \($0) px" } ?? "")
            + "), over the budget of \(budget) pixels; raise --max-pixels (4 bytes a pixel, shared by the jobs)"
    }
}

extension SpecCheck {
    /// A spec laid out, not drawn yet: what `render(laidOut:source:)` draws.
    public struct LaidOut: Sendable {
        /// The layout kind's name.
        public var layout: String
        /// The spec's viewport.
        public var viewport: Rect
        /// The diagram, placed once: its size is known before it is drawn.
        public var diagram: PreparedDiagram

        /// A spec as `settings` draw it (the checks of `PreparedDiagram` made).
        /// - Throws: a message naming `source`.
        public init(_ spec: LaidOutSpec, source: String, settings: DiagramSettings) throws(CheckError) {
            do {
                diagram = try PreparedDiagram(
                    document: spec.document, result: spec.result, settings: settings, formats: [.png])
            } catch {
                throw CheckError("\(source): \(error)")
            }
            layout = spec.document.kind.name
            viewport = spec.document.viewport
        }

        /// The layout.
        public var result: LayoutResult { diagram.result }
        /// How the diagram is drawn.
        public var options: DiagramOptions { diagram.options }

        /// The diagram's size in pixels (`Int.max` a side beyond any image).
        public var pixelSize: PixelSize {
            let size = diagram.pixelSize
            return PixelSize(width: size.width, height: size.height)
        }
    }

    /// Parses and lays out a spec (the first half of `render(specText:source:diagram:)`).
    /// - Throws: a message naming the spec, the JSON path and the fix.
    public static func layOut(specText: String, source: String, diagram: DiagramSettings) throws(CheckError)
        -> LaidOut
    {
        let spec: LaidOutSpec
        do {
            let document = try SpecDocument(value: try JSONValue.parse(specText))
            spec = LaidOutSpec(document: document, result: try document.computeLayout())
        } catch {
            throw CheckError("\(source): \(error)")
        }
        return try LaidOut(spec, source: source, settings: diagram)
    }

    /// Draws a laid-out spec (the second half of `render(specText:source:diagram:)`).
    public static func render(laidOut: LaidOut, source: String) throws(CheckError) -> Rendered {
        try render(laidOut.diagram, layout: laidOut.layout, viewport: laidOut.viewport, source: source)
    }
}

extension CheckNeed {
    /// The size in bytes and the claimed image size of a regular file's PNG header, read from its
    /// first 24 bytes without following a symbolic link or blocking (`BoundedFile.peek`); nil when
    /// there is no such regular file. A header that is not a PNG's, or that claims an image the
    /// file is too short to hold (`PNGCodec.canHold`), gives a nil size: the decoder names it.
    static func peekPNG(_ path: String) -> (bytes: Int, size: PixelSize?)? {
        guard let (bytes, header) = BoundedFile.peek(path, count: 24) else { return nil }
        guard let claimed = PNGCodec.holdableSize(header, fileBytes: bytes) else { return (bytes, nil) }
        return (bytes, PixelSize(width: claimed.width, height: claimed.height))
    }
}
