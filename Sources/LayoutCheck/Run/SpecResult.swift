import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

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
    /// Why the spec failed (status `failed`); for a `changed` one, the baseline that could not be
    /// read (an update replaces it).
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

    /// Whether this spec still fails after the run: failed, or changed or missing and not updated:
    /// no baseline written, or a file of it that could not be written (`writeErrors`: the
    /// attributes written and the image not, on a full disk, is not an update).
    public var isFailure: Bool {
        switch status {
        case .passed: return false
        case .failed: return true
        case .changed, .missing: return written.isEmpty || !writeErrors.isEmpty
        }
    }

    /// The one-line reason: the first geometry change and how many more, then the pixels.
    public var summary: String {
        switch status {
        case .passed: return "passed"
        case .failed: return error ?? "failed"
        case .missing, .changed:
            var parts: [String] = []
            if let error { parts.append(error) }
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
