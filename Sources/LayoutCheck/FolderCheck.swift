import CairoRenderer
import Dispatch
import LayoutSpec
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A spec to check: its name (the file name without `.json`, which names its baselines) and path.
public struct SpecFile: Hashable, Sendable {
    /// The name.
    public var name: String
    /// The path.
    public var path: String
    /// A spec file.
    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// How far a check has come, for a progress line.
public struct CheckProgress: Hashable, Sendable {
    /// Specs checked so far.
    public var done: Int
    /// Specs in the run.
    public var total: Int
    /// Failing specs so far.
    public var failures: Int
    /// Seconds since the start.
    public var elapsed: Double

    /// `12/39 checked, 1 failing, about 3 s left`.
    public var line: String {
        let left = done == 0 ? nil : elapsed / Double(done) * Double(total - done)
        return "\(done)/\(total) checked, \(failures) failing"
            + (left.map { ", about \(Int($0.rounded(.up))) s left" } ?? "")
    }
}

/// The whole check over folders of specs (`render check`): every spec rendered and compared with
/// its baselines in parallel, baselines written only when an update mode says so, obsolete
/// baselines listed, and the artifacts of failing specs written where asked.
public enum FolderCheck {
    /// What a run does besides comparing.
    public struct Options: Sendable {
        /// The folder of baselines (`NAME.png`, `NAME.attributes.json`).
        public var baselines: String
        /// The pixel comparison.
        public var comparison: PixelComparison
        /// How diagrams are drawn.
        public var diagram: DiagramSettings
        /// Which baselines may be written; nil: none (the folder is not touched).
        public var update: UpdateMode?
        /// Specs checked at the same time.
        public var jobs: Int
        /// Where the actual image, diff image and change list of each failing spec go
        /// (`$SNAPSHOT_ARTIFACTS` in `render check`); nil: nowhere.
        public var artifactsDirectory: String?
        /// The report folder: failing specs' images go to its `images/` folder; nil: no report.
        public var reportDirectory: String?
        /// The pixels all jobs may hold at once (`--max-pixels`); a spec that alone needs more is
        /// refused (failed), one that fits waits while other jobs hold too much.
        public var pixelBudget: PixelBudget
        /// The largest baseline image this spec's check decodes: what was reserved for it (the
        /// header read before drawing), so a file swapped after that is refused, not decoded.
        var expectedPixelLimit: Int?

        /// Options; by default strict pixels, `render`'s diagram, no writing, all cores.
        public init(
            baselines: String, comparison: PixelComparison = .strict, diagram: DiagramSettings = DiagramSettings(),
            update: UpdateMode? = nil, jobs: Int = FolderCheck.processorCount, artifactsDirectory: String? = nil,
            reportDirectory: String? = nil, pixelBudget: PixelBudget = PixelBudget()
        ) {
            self.pixelBudget = pixelBudget
            self.baselines = baselines
            self.comparison = comparison
            self.diagram = diagram
            self.update = update
            self.jobs = jobs
            self.artifactsDirectory = artifactsDirectory
            self.reportDirectory = reportDirectory
        }
    }

    /// The number of online processors.
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// The specs named by `inputs`: a file is itself, a folder is its `*.json` files (not its
    /// subfolders, and not `*.attributes.json`), sorted by name.
    /// - Throws: for a path that does not exist, a folder without specs, or two specs of one name.
    public static func specs(in inputs: [String]) throws(CheckError) -> [SpecFile] {
        var out: [SpecFile] = []
        for input in inputs {
            if CheckFiles.isDirectory(input) {
                let names: [String]
                do { names = try CheckFiles.list(input) ?? [] } catch { throw CheckError("\(error)") }
                let specs = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".attributes.json") }
                guard !specs.isEmpty else {
                    throw CheckError("\(input) holds no *.json specs; give a folder of specs or spec files")
                }
                let dir = input.hasSuffix("/") ? String(input.dropLast()) : input
                out += specs.map { SpecFile(name: String($0.dropLast(5)), path: "\(dir)/\($0)") }
            } else if CheckFiles.exists(input) {
                let file = input.split(separator: "/").last.map(String.init) ?? input
                out.append(SpecFile(name: file.hasSuffix(".json") ? String(file.dropLast(5)) : file, path: input))
            } else {
                throw CheckError("cannot read \(input): No such file or directory")
            }
        }
        var seen: [String: String] = [:]
        for spec in out {
            if let other = seen[spec.name] {
                throw CheckError(
                    "two specs are named \(spec.name) (\(other) and \(spec.path)); their baselines would collide, rename one"
                )
            }
            seen[spec.name] = spec.path
        }
        return out.sorted { $0.name < $1.name }
    }

    /// Checks `specs` against the baselines.
    /// - Parameters:
    ///   - specs: the specs to check (`specFiles(in:)`).
    ///   - options: the baselines folder, the comparison, the update mode, jobs and output folders.
    ///   - progress: called after each spec (on any thread, one call at a time).
    /// - Throws: only when the baselines folder cannot be listed or an obsolete baseline cannot be
    ///   removed; a spec's own trouble is its result's `failed` status.
    public static func run(
        _ specs: [SpecFile], options: Options, progress: (@Sendable (CheckProgress) -> Void)? = nil
    ) throws(CheckError) -> CheckReport {
        let start = now()
        let state = Mutex(RunState(results: Array(repeating: nil, count: specs.count)))
        let next = Atomic(0)
        let workers = max(1, min(options.jobs, specs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < specs.count else { return }
                let result = check(specs[i], options)
                let snapshot = state.withLock { s -> CheckProgress in
                    s.results[i] = result
                    s.done += 1
                    if result.isFailure { s.failures += 1 }
                    return CheckProgress(done: s.done, total: specs.count, failures: s.failures, elapsed: now() - start)
                }
                progress?(snapshot)
            }
        }
        let results = state.withLock { $0.results.map { $0! } }
        var obsolete: [String] = []
        var removed: [String] = []
        let names = Set(specs.map(\.name))
        let files: [String]
        do { files = try CheckFiles.list(options.baselines) ?? [] } catch { throw CheckError("\(error)") }
        for file in files {
            guard let name = BaselineName.specName(ofBaseline: file), !names.contains(name) else { continue }
            let path = join(options.baselines, file)
            obsolete.append(path)
            if options.update == .all {
                do { try CheckFiles.remove(path) } catch { throw CheckError("\(error)") }
                removed.append(path)
            }
        }
        return CheckReport(
            results: results, obsolete: obsolete, removed: removed, baselines: options.baselines,
            comparison: options.comparison, update: options.update, diagram: options.diagram)
    }

    private struct RunState: ~Copyable {
        var results: [SpecResult?]
        var done = 0
        var failures = 0
    }

    /// Checks one spec: reads, renders, compares, writes what the update mode allows and the
    /// artifacts of a failure (the Swift API's `assertSpecSnapshot` and each job of `run`).
    public static func check(_ spec: SpecFile, _ options: Options) -> SpecResult {
        let imagePath = join(options.baselines, BaselineName.image(spec.name))
        let laidOut: SpecCheck.LaidOut
        do {
            let bytes = try CheckFiles.read(spec.path, limit: CheckFiles.specLimit)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return SpecResult(
                    name: spec.name, specPath: spec.path, status: .failed, error: "\(spec.path): it is not UTF-8 text")
            }
            laidOut = try SpecCheck.layOut(specText: text, source: spec.path, diagram: options.diagram)
        } catch let error as FileError {
            return SpecResult(name: spec.name, specPath: spec.path, status: .failed, error: "\(error)")
        } catch {
            return SpecResult(name: spec.name, specPath: spec.path, status: .failed, error: "\(error)")
        }
        // Everything the check will hold is reserved before the diagram is drawn (a diagram over
        // Cairo's limit is refused by the drawing, with its own message).
        let size = laidOut.pixelSize
        let peek = CheckFiles.peekPNG(imagePath)
        let need = CheckNeed(
            actual: size, expected: peek?.size, expectedBytes: peek?.bytes ?? 0,
            writesImages: options.artifactsDirectory != nil || options.reportDirectory != nil,
            updates: options.update != nil)
        let drawable = size.width <= SceneRenderer.maximumPixelSize && size.height <= SceneRenderer.maximumPixelSize
        var scoped = options
        scoped.expectedPixelLimit = max(
            PixelBudget.area(size.width, size.height), peek?.size.map { PixelBudget.area($0.width, $0.height) } ?? 0)
        let result = options.pixelBudget.withReservation(drawable ? need.pixels : 0) { () -> SpecResult in
            let rendered: SpecCheck.Rendered
            do { rendered = try SpecCheck.render(laidOut: laidOut, source: spec.path) } catch {
                return SpecResult(name: spec.name, specPath: spec.path, status: .failed, error: "\(error)")
            }
            return check(
                rendered: rendered, name: spec.name, specPath: spec.path, options: scoped, imagePath: imagePath,
                attributesPath: join(options.baselines, BaselineName.attributes(spec.name)))
        }
        return result
            ?? SpecResult(
                name: spec.name, specPath: spec.path, status: .failed,
                error: need.refusal(specPath: spec.path, imagePath: imagePath, budget: options.pixelBudget.limit))
    }

    /// Checks a rendered layout against the baselines at `imagePath` and `attributesPath`, writes
    /// what the update mode allows and the artifacts of a failure.
    public static func check(
        rendered: SpecCheck.Rendered, name: String, specPath: String, options: Options, imagePath: String,
        attributesPath: String
    ) -> SpecResult {
        let baselineAttributes: [UInt8]?
        let baselineImage: [UInt8]?
        do {
            baselineAttributes = try CheckFiles.readIfPresent(attributesPath, limit: CheckFiles.specLimit)
            baselineImage = try CheckFiles.readIfPresent(imagePath, limit: CheckFiles.imageLimit)
        } catch {
            return SpecResult(name: name, specPath: specPath, status: .failed, error: "\(error)")
        }
        var (result, expected) = SpecCheck.compare(
            rendered, name: name, specPath: specPath, baselineAttributes: baselineAttributes,
            attributesPath: attributesPath, baselineImage: baselineImage, imagePath: imagePath,
            comparison: options.comparison)
        if result.status == .failed { return result }
        do {
            try update(&result, rendered, baselineAttributes, baselineImage, attributesPath, imagePath, options.update)
            if result.status != .passed {
                try writeArtifacts(&result, rendered, expected, baselineImage, options)
            }
        } catch {
            result.status = .failed
            result.error = "\(error)"
        }
        return result
    }

    /// Writes the baselines the update mode allows.
    static func update(
        _ result: inout SpecResult, _ rendered: SpecCheck.Rendered, _ oldAttributes: [UInt8]?, _ oldImage: [UInt8]?,
        _ attributesPath: String, _ imagePath: String, _ mode: UpdateMode?
    ) throws(FileError) {
        guard let mode else { return }
        let geometryChanged = !(result.geometry?.isEmpty ?? true)
        let pixelsChanged = !(result.pixels?.matches ?? true)
        let newAttributes = Array(rendered.attributesJSON.utf8)
        if oldAttributes == nil || (geometryChanged && mode != .missing)
            || (mode == .all && oldAttributes != newAttributes)
        {
            try CheckFiles.write(newAttributes, to: attributesPath)
            result.written.append(attributesPath)
        }
        if oldImage == nil || (pixelsChanged && mode != .missing) || mode == .all {
            // Baselines use libpng's smaller encoding (the snapshot tests' too): equal bytes for equal pixels.
            let png: [UInt8]
            do { png = try PNGCodec.encode(rendered.image, compression: .small) } catch {
                throw FileError(path: imagePath, reason: "\(error)", writing: true)
            }
            if png != oldImage {
                try CheckFiles.write(png, to: imagePath)
                result.written.append(imagePath)
            }
        }
    }

    /// Writes the actual image, the diff image and the change list to the artifacts folder, and
    /// the expected, actual and diff images to the report's `images/` folder.
    static func writeArtifacts(
        _ result: inout SpecResult, _ rendered: SpecCheck.Rendered, _ expected: RGBAImage?, _ expectedBytes: [UInt8]?,
        _ options: Options
    ) throws(FileError) {
        guard options.artifactsDirectory != nil || options.reportDirectory != nil else { return }
        let name = result.name
        func encode(_ image: RGBAImage) throws(FileError) -> [UInt8] {
            do { return try PNGCodec.encode(image, compression: .fast) } catch {
                throw FileError(path: name, reason: "\(error)", writing: true)
            }
        }
        let actualPNG = try encode(rendered.image)
        let diffPNG = try expected.map { e throws(FileError) in
            try encode(ImageComparer.diffImage(e, rendered.image, options.comparison))
        }
        let changes = result.geometry.map { $0.lines.joined(separator: "\n") + "\n" }
        if let dir = options.artifactsDirectory {
            let actual = join(dir, "\(name).actual.png")
            try CheckFiles.write(actualPNG, to: actual)
            result.artifacts.actual = actual
            if let diffPNG {
                let diff = join(dir, "\(name).diff.png")
                try CheckFiles.write(diffPNG, to: diff)
                result.artifacts.diff = diff
            }
            if let changes, !(result.geometry?.isEmpty ?? true) {
                let path = join(dir, "\(name).changes.txt")
                try CheckFiles.write(Array(changes.utf8), to: path)
                result.artifacts.changes = path
            }
        }
        if let report = options.reportDirectory {
            var images = SpecResult.Artifacts()
            images.actual = "images/\(name).actual.png"
            try CheckFiles.write(actualPNG, to: join(report, images.actual!))
            if let expectedBytes, let diffPNG {
                images.expected = "images/\(name).expected.png"
                try CheckFiles.write(expectedBytes, to: join(report, images.expected!))
                images.diff = "images/\(name).diff.png"
                try CheckFiles.write(diffPNG, to: join(report, images.diff!))
            }
            result.reportImages = images
        }
    }

    static func join(_ dir: String, _ file: String) -> String {
        dir.isEmpty ? file : dir.hasSuffix("/") ? dir + file : "\(dir)/\(file)"
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
