import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

/// Which baselines a check may write. Without one (nil) a check never touches the baselines.
public enum UpdateMode: String, Hashable, Sendable, CaseIterable {
    /// Write the baselines that do not exist yet.
    case missing
    /// Write the missing baselines and those that differ.
    case changed
    /// Write every baseline whose bytes differ from the new ones, and remove obsolete baselines.
    case all

    /// The mode named by swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD` (`all`, `failed`,
    /// `missing`, `never`) or by `RECORD_SNAPSHOTS` (any value but empty or `0` means `all`) in
    /// `environment`; nil (never write) when neither is set. `failed` is `changed`.
    public static func fromEnvironment(_ environment: [String: String]) -> UpdateMode? {
        switch environment["SNAPSHOT_TESTING_RECORD"] ?? "" {
        case "all": return .all
        case "failed": return .changed
        case "missing": return .missing
        case "never": return nil
        default:
            let legacy = environment["RECORD_SNAPSHOTS"] ?? ""
            return legacy.isEmpty || legacy == "0" ? nil : .all
        }
    }
}

/// The file names of a spec's baselines: `NAME.png` (the diagram) and `NAME.attributes.json` (the
/// geometry, as `render NAME.json --format json` writes it).
public enum BaselineName {
    /// The diagram baseline's file name.
    public static func image(_ name: String) -> String { "\(name).png" }
    /// The geometry baseline's file name.
    public static func attributes(_ name: String) -> String { "\(name).attributes.json" }
    /// The spec name a baseline file belongs to, or nil when the file is not a baseline.
    public static func specName(ofBaseline file: String) -> String? {
        if file.hasSuffix(".attributes.json") { return String(file.dropLast(".attributes.json".count)) }
        if file.hasSuffix(".png") { return String(file.dropLast(4)) }
        return nil
    }
}

/// How a spec's diagram is drawn for a check. The default draws it as `render SPEC out.png` does:
/// the spec's scale and container, and its viewport when it has a `contentOffset`. The other
/// settings are `render`'s diagram options (`--scale`, `--theme`, `--labels`, `--hide`,
/// `--no-guides`, `--clip`, `--title`), so that baselines drawn with options are checked with the
/// same ones.
public struct DiagramSettings: Hashable, Sendable {
    /// The colour theme.
    public var theme: Theme
    /// Element labels.
    public var labels: LabelStyle
    /// Parts left out.
    public var hidden: Set<DiagramFeature>
    /// Pixels per point; nil: the spec's scale.
    public var scale: Double?
    /// How much of the layout is drawn (`viewport`: only the viewport).
    public var clip: DiagramClip
    /// Replaces the generated title; nil keeps it.
    public var title: String?

    /// Settings; the defaults are `render`'s.
    public init(
        theme: Theme = .light, labels: LabelStyle = .indexPath, hidden: Set<DiagramFeature> = [], scale: Double? = nil,
        clip: DiagramClip = .none, title: String? = nil
    ) {
        self.theme = theme
        self.labels = labels
        self.hidden = hidden
        self.scale = scale
        self.clip = clip
        self.title = title
    }

    /// The diagram options for a spec (as `render SPEC out.png` with the same options).
    public func options(for document: SpecDocument, hasContentOffset: Bool) -> DiagramOptions {
        DiagramOptions(
            theme: theme, labels: labels, hidden: hidden, scale: scale ?? document.scale,
            container: document.container,
            viewport: hasContentOffset || clip == .viewport ? document.viewport : nil, clip: clip,
            layoutName: document.kind.name, title: title)
    }

    /// The command-line options that give these settings (`--scale 2 --theme dark --hide legend`);
    /// empty for the defaults. Part of the command that accepts a change, so that the baselines
    /// are drawn as they were checked.
    public var arguments: [String] {
        var out: [String] = []
        if let scale { out += ["--scale", formatNumber(scale)] }
        if theme != .light { out += ["--theme", theme.name] }
        if labels != .indexPath { out += ["--labels", labels.rawValue] }
        if !hidden.isEmpty { out += ["--hide", hidden.map(\.rawValue).sorted().joined(separator: ",")] }
        if clip != .none { out += ["--clip", clip.rawValue] }
        if let title { out += ["--title", title] }
        return out
    }
}

/// One element change placed on the images: where the element was on the expected image and
/// where it is on the actual one, in image pixels (for reports that highlight it).
public struct ChangeMark: Hashable, Sendable {
    /// The change, as a line (`cell 0.5: moved (+0, +8)`).
    public var text: String
    /// The element's box on the expected image (nil: it is new).
    public var before: Rect?
    /// The element's box on the actual image (nil: it was removed).
    public var after: Rect?
    /// A mark from its parts.
    public init(text: String, before: Rect?, after: Rect?) {
        self.text = text
        self.before = before
        self.after = after
    }
}

/// What a check found for one spec.
public struct SpecResult: Hashable, Sendable {
    /// The outcome.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Both baselines exist and match.
        case passed
        /// A baseline exists and differs (geometry or pixels).
        case changed
        /// A baseline is missing and nothing that exists differs.
        case missing
        /// The spec (or a baseline) cannot be read, parsed or drawn.
        case failed
    }

    /// The spec's name (its file name without `.json`).
    public var name: String
    /// The spec file's path as given.
    public var specPath: String
    /// The outcome.
    public var status: Status
    /// The geometry changes against the geometry baseline; nil when there is none.
    public var geometry: GeometryChanges?
    /// The element changes placed on the images (same order as `geometry`'s lines).
    public var marks: [ChangeMark]
    /// The pixel comparison against the image baseline; nil when there is none.
    public var pixels: ImageDifference?
    /// The actual image's size.
    public var imageSize: PixelSize?
    /// Baseline files that do not exist (paths).
    public var missingBaselines: [String]
    /// Why the spec failed (status `failed`).
    public var error: String?
    /// Baseline files written by this run (paths).
    public var written: [String]
    /// Files written for this spec outside the baselines (actual image, diff image, change list).
    public var artifacts: Artifacts
    /// The images in the report folder, relative to it (`images/NAME.actual.png`).
    public var reportImages: Artifacts
    /// Files for this spec that could not be written (a baseline, an artifact, a report image),
    /// one message each (`cannot write report/images/a.actual.png: No space left on device`); the
    /// status stays what the comparison found.
    public var writeErrors: [String]

    /// Where the files made for a failing spec are.
    public struct Artifacts: Hashable, Sendable {
        /// The actual image.
        public var actual: String?
        /// The emphasised diff image.
        public var diff: String?
        /// The element change list (text).
        public var changes: String?
        /// A copy of the expected image (reports only).
        public var expected: String?
        /// Nothing written.
        public init(actual: String? = nil, diff: String? = nil, changes: String? = nil, expected: String? = nil) {
            self.actual = actual
            self.diff = diff
            self.changes = changes
            self.expected = expected
        }
    }

    /// A result from its parts.
    public init(
        name: String, specPath: String, status: Status, geometry: GeometryChanges? = nil, marks: [ChangeMark] = [],
        pixels: ImageDifference? = nil, imageSize: PixelSize? = nil, missingBaselines: [String] = [],
        error: String? = nil, written: [String] = [], artifacts: Artifacts = Artifacts(),
        reportImages: Artifacts = Artifacts(), writeErrors: [String] = []
    ) {
        self.name = name
        self.specPath = specPath
        self.status = status
        self.geometry = geometry
        self.marks = marks
        self.pixels = pixels
        self.imageSize = imageSize
        self.missingBaselines = missingBaselines
        self.error = error
        self.written = written
        self.artifacts = artifacts
        self.reportImages = reportImages
        self.writeErrors = writeErrors
    }

    /// Whether this spec still fails after the run: changed or missing and not written, or failed.
    public var isFailure: Bool {
        switch status {
        case .passed: return false
        case .failed: return true
        case .changed, .missing: return written.isEmpty
        }
    }

    /// The one-line reason: the first geometry change and how many more, then the pixels.
    public var summary: String {
        switch status {
        case .passed: return "passed"
        case .failed: return error ?? "failed"
        case .missing, .changed:
            var parts: [String] = []
            if !missingBaselines.isEmpty { parts.append("no baseline " + missingBaselines.joined(separator: ", ")) }
            if let lines = geometry?.lines, let first = lines.first {
                parts.append(
                    first
                        + (lines.count > 1
                            ? " and \(lines.count - 1) more geometry change\(lines.count == 2 ? "" : "s")" : ""))
            }
            if let pixels, !pixels.matches { parts.append(pixels.description) }
            return parts.joined(separator: "; ")
        }
    }
}

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
        let spec: LaidOutSpec
        do {
            let root = try JSONValue.parse(specText)
            let document = try SpecDocument(value: root)
            spec = LaidOutSpec(
                document: document, result: try document.computeLayout(),
                hasContentOffset: root["contentOffset"] != nil)
        } catch {
            throw CheckError("\(source): \(error)")
        }
        return try render(spec, source: source, diagram: diagram)
    }

    /// Draws a spec that is already laid out (read by SpecFiles' loader: JSON or YAML).
    /// - Throws: why it cannot be drawn, naming `source`.
    public static func render(_ spec: LaidOutSpec, source: String, diagram: DiagramSettings) throws(CheckError)
        -> Rendered
    {
        try render(
            result: spec.result, layout: spec.document.kind.name, viewport: spec.document.viewport,
            options: diagram.options(for: spec.document, hasContentOffset: spec.hasContentOffset), source: source)
    }

    /// Draws a layout result (the Swift API's entry: no spec file needed).
    public static func render(
        result: LayoutResult, layout: String, viewport: Rect, options: DiagramOptions, source: String
    ) throws(CheckError) -> Rendered {
        let image: RGBAImage
        do {
            try SceneRenderer.checkSize(canvas: Diagram.canvasSize(for: result, options: options), scale: options.scale)
            image = try SceneRenderer.image(Diagram.scene(for: result, options: options))
        } catch {
            throw CheckError("\(source): cannot draw the diagram: \(error)")
        }
        return Rendered(
            attributesJSON: AttributesJSON.encode(layout: layout, result: result, viewport: viewport),
            attributes: AttributesSnapshot(layout: layout, result: result, viewport: viewport), image: image,
            origin: Diagram.contentOrigin(for: result, options: options), scale: options.scale)
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
            BaselinePNG.matches(baselineImage, rendered.image) == true
        {
            // The passing check's fast path: the same pixels, found without decoding the baseline.
            let size = PixelSize(width: rendered.image.width, height: rendered.image.height)
            result.pixels = ImageDifference(
                comparison: comparison, expectedSize: size, actualSize: size, differingPixels: 0, antialiasedPixels: 0,
                maxChannelDelta: 0, bounds: nil)
        } else if let baselineImage {
            do {
                let image = try ImageComparer.decode(baselineImage, pixelBudget: pixelBudget)
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

/// A check that could not be made: an unreadable or invalid spec, a baseline that is not what it
/// should be, a file that cannot be written. The message names the file and the fix.
public struct CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public var message: String
    /// An error with its message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
