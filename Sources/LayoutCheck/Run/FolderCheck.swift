import CairoRenderer
import Dispatch
import LayoutDiagrams
import LayoutSpec
import SafeIO
import SpecFiles
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole check over folders of specs (`render check`): every spec rendered and compared with
/// its baselines in parallel, baselines written only when an update mode says so, obsolete
/// baselines listed (and removed only when pruning), and the artifacts of failing specs written
/// where asked.
///
/// A baseline is read and written only when it is a regular file inside the baselines folder: a
/// symbolic link (dangling or not), a folder or a device where a baseline should be fails that
/// spec, and is never followed or replaced.
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
        /// Whether the specs are every spec of whole folders (`areWholeFolders`): only then is a
        /// baseline that no spec produced obsolete. False (a subset of specs): none is.
        public var wholeFolders: Bool
        /// Whether obsolete baselines are removed (only when `wholeFolders`).
        public var prune: Bool
        /// The names of every spec of the folders checked, when the specs run are a shard of them
        /// (`--shard`): a baseline is obsolete when no spec of the folders has it, whatever the
        /// shard. nil: the specs run are all of them.
        public var allSpecNames: Set<String>?
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
            reportDirectory: String? = nil, wholeFolders: Bool = false, prune: Bool = false,
            pixelBudget: PixelBudget = PixelBudget()
        ) {
            self.pixelBudget = pixelBudget
            self.baselines = baselines
            self.comparison = comparison
            self.diagram = diagram
            self.update = update
            self.jobs = jobs
            self.artifactsDirectory = artifactsDirectory
            self.reportDirectory = reportDirectory
            self.wholeFolders = wholeFolders
            self.prune = prune
        }
    }

    /// Whether every input is a folder, so that `specs(in:)` lists all of their specs (a check of
    /// whole folders, where a baseline no spec produced is obsolete), not a subset named one by one.
    public static func areWholeFolders(_ inputs: [String]) -> Bool {
        !inputs.isEmpty && inputs.allSatisfy(FileSystem.isDirectory)
    }

    /// The number of online processors.
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// The specs named by `inputs`: a file is itself, a folder is its specs (SpecFiles' rule:
    /// `*.json`, `*.yaml`, `*.yml`, not `*.attributes.json`, not hidden, not its subfolders, links
    /// not followed into folders), sorted by name. A spec's name is its file name without `.json`,
    /// `.yaml` or `.yml`.
    /// - Throws: for a path that does not exist, a folder without specs, two specs of one name, or a
    ///   name too long for its baselines' file names.
    public static func specs(in inputs: [String]) throws(CheckError) -> [SpecFile] {
        var out: [SpecFile] = []
        for input in inputs {
            if FileSystem.isDirectory(input) {
                let specs: [String]
                do { specs = try SpecLoader.specs(in: input) } catch { throw CheckError("\(error)") }
                guard !specs.isEmpty else {
                    throw CheckError(
                        "\(input) holds no specs (\(SpecLoader.filePatterns)); give a folder of specs or spec files")
                }
                let dir = input.hasSuffix("/") ? String(input.dropLast()) : input
                out += specs.map { SpecFile(name: SpecLoader.name(of: $0), path: "\(dir)/\($0)") }
            } else if FileSystem.exists(input) {
                out.append(SpecFile(name: SpecLoader.name(of: input), path: input))
            } else {
                throw CheckError("\(FileError.failed(.read, path: input, errno: ENOENT))")
            }
        }
        for spec in out {
            let longest = BaselineName.attributes(spec.name).utf8.count
            if longest > BaselineName.maximumFileNameLength {
                let most = BaselineName.maximumFileNameLength - (longest - spec.name.utf8.count)
                throw CheckError(
                    "\(spec.path): the name is \(spec.name.utf8.count) bytes, too long for its baseline NAME.attributes.json (a file name is at most \(BaselineName.maximumFileNameLength) bytes); rename the spec to at most \(most) bytes"
                )
            }
        }
        if let same = SpecLoader.firstSameName(out.map(\.path)) {
            if let twice = SpecLoader.givenTwice(same.first, same.second) { throw CheckError(twice) }
            throw CheckError(
                "two specs are named \(same.name) (\(same.first) and \(same.second))\(SpecLoader.caseNote(of: same)); their baselines would collide, rename one"
            )
        }
        return out.sorted { $0.name < $1.name }
    }

    /// Checks `specs` against the baselines. Nothing stops the run: a spec's own trouble is its
    /// result's `failed` status or `writeErrors`, and a baselines folder that cannot be listed or
    /// an obsolete baseline that cannot be removed is in the report's `baselineErrors`.
    /// - Parameters:
    ///   - specs: the specs to check (`specs(in:)`).
    ///   - options: the baselines folder, the comparison, the update mode, jobs and output folders,
    ///     and whether the specs are whole folders (then obsolete baselines are listed) and obsolete
    ///     baselines are pruned.
    ///   - progress: called after each spec (on any thread, one call at a time).
    public static func run(
        _ specs: [SpecFile], options: Options, progress: (@Sendable (CheckProgress) -> Void)? = nil
    ) -> CheckReport {
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
        // Sorted by name whatever the order of `specs`: the order of every report, and the one
        // `ReportMerge` gives the shards' results.
        let results = state.withLock { $0.results.map { $0! } }.sorted { $0.name < $1.name }
        var obsolete: [String] = []
        var removed: [String] = []
        var errors: [FileError] = []
        if options.wholeFolders {
            do {
                obsolete = try obsoleteBaselines(
                    in: options.baselines, keeping: options.allSpecNames ?? Set(specs.map(\.name)))
            } catch {
                errors.append(error)
            }
        }
        if options.prune {
            for path in obsolete {
                do {
                    try FileSystem.remove(path)
                    removed.append(path)
                } catch {
                    errors.append(error)
                }
            }
        }
        return CheckReport(
            results: results, obsolete: obsolete, removed: removed, baselines: options.baselines,
            comparison: options.comparison, update: options.update, diagram: options.diagram, baselineErrors: errors)
    }

    /// The baselines in `folder` that belong to no spec named in `names`, sorted by file name:
    /// only the files the check writes, and only regular files (never a link or a folder):
    /// `NAME.attributes.json`; `NAME.png` when `NAME.attributes.json` is beside it; `NAME.svg` (the
    /// snapshot tests' vector baseline) when both are. Any other file (a `team-logo.png` alone) is
    /// not a baseline. A file whose name differs from a kept spec's baseline only in letter case
    /// is that baseline when the two are one file (`Card.png` is `card.png` on macOS's and Windows'
    /// case-insensitive file systems, after `Card.json` was renamed `card.json`), and is kept. A
    /// name that is not UTF-8 is no spec's baseline and is left alone: read with U+FFFD for its
    /// bytes, it names another file (`--prune` removed the file named with U+FFFD in its stead).
    static func obsoleteBaselines(in folder: String, keeping names: Set<String>) throws(FileError) -> [String] {
        let files: [String]
        do { files = try FolderWalk.entries(of: folder).filter(\.isUTF8).map(\.name) } catch {
            if case .system(ENOENT) = error.reason { return [] }
            throw error
        }
        let regular = Set(files.filter { FileSystem.isRegularFile(join(folder, $0)) })
        func baseline(_ file: String) -> String? {
            let attributes = ".attributes.json"
            if file.hasSuffix(attributes) { return String(file.dropLast(attributes.count)) }
            let name = String(file.dropLast(4))
            let pair = regular.contains(name + attributes)
            if file.hasSuffix(".png") { return pair ? name : nil }
            if file.hasSuffix(".svg") { return pair && regular.contains(name + ".png") ? name : nil }
            return nil
        }
        let keptByKey = Dictionary(grouping: names, by: SpecLoader.fileNameKey)
        func isKeptBaseline(_ file: String, of name: String) -> Bool {
            let suffix = file.dropFirst(name.count)
            return keptByKey[SpecLoader.fileNameKey(name)]?.contains { kept in
                SameFile.isSame(join(folder, file), join(folder, kept + suffix))
            } ?? false
        }
        return files.compactMap { file in
            guard regular.contains(file), let name = baseline(file), !name.isEmpty, !names.contains(name),
                !isKeptBaseline(file, of: name)
            else { return nil }
            return join(folder, file)
        }
    }

    /// Writes the HTML report (`index.html`) and `report.json` to `directory`, creating it (and its
    /// missing parents) whatever the results.
    /// - Throws: `FileError` (writing) when the folder cannot be made or a file written.
    public static func writeReport(_ report: CheckReport, to directory: String) throws(FileError) {
        try FileSystem.makeDirectories(directory)
        try AtomicFile.write(
            Array(ReportHTML.encode(report).utf8), to: join(directory, "index.html"), creatingFolders: true)
        try AtomicFile.write(
            Array(ReportJSON.encode(report).utf8), to: join(directory, "report.json"), creatingFolders: true)
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
            // SpecFiles' loader: JSON, or YAML for `.yaml` / `.yml`; errors name the file (and for
            // YAML the line and column) and the spec path.
            laidOut = try SpecCheck.LaidOut(SpecLoader.layOut(spec.path), source: spec.path, settings: options.diagram)
        } catch {
            return SpecResult(name: spec.name, specPath: spec.path, status: .failed, error: "\(error)")
        }
        // Everything the check will hold is reserved before the diagram is drawn (a diagram over
        // Cairo's limit is refused by the drawing, with its own message).
        let size = laidOut.pixelSize
        let peek = CheckNeed.peekPNG(imagePath)
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
    /// what the update mode allows and the artifacts of a failure. A baseline path that holds a
    /// symbolic link, a folder or anything but a regular file fails the spec (it is never followed
    /// or replaced). A file that cannot be written keeps the spec's status and is in `writeErrors`.
    public static func check(
        rendered: SpecCheck.Rendered, name: String, specPath: String, options: Options, imagePath: String,
        attributesPath: String
    ) -> SpecResult {
        let problems = [attributesPath, imagePath].compactMap(baselineProblem)
        if !problems.isEmpty {
            return SpecResult(name: name, specPath: specPath, status: .failed, error: problems.joined(separator: "; "))
        }
        let baselineAttributes: [UInt8]?
        let baselineImage: [UInt8]?
        do {
            baselineAttributes = try BoundedFile.readIfPresent(
                attributesPath, limit: BoundedFile.specLimit, followingSymbolicLinks: false)
            baselineImage = try BoundedFile.readIfPresent(
                imagePath, limit: BoundedFile.imageLimit, followingSymbolicLinks: false)
        } catch {
            return SpecResult(name: name, specPath: specPath, status: .failed, error: "\(error)")
        }
        var (result, expected) = SpecCheck.compare(
            rendered, name: name, specPath: specPath, baselineAttributes: baselineAttributes,
            attributesPath: attributesPath, baselineImage: baselineImage, imagePath: imagePath,
            comparison: options.comparison)
        if result.status == .failed {
            // A baseline that cannot be read (damaged, not a PNG, over the pixel budget) is not
            // the one this spec makes: `--update changed` and `--update all` replace it.
            guard let mode = options.update, mode != .missing else {
                if result.error?.contains("render check --update changed") == false {
                    result.error! += "; render check --update changed replaces it"
                }
                return result
            }
            result.status = .changed
        }
        do {
            try update(&result, rendered, baselineAttributes, baselineImage, attributesPath, imagePath, options.update)
        } catch {
            result.writeErrors.append("\(error)")
        }
        if result.status != .passed {
            writeArtifacts(&result, rendered, expected, baselineImage, options)
        }
        return result
    }

    /// Writes the baselines the update mode allows.
    static func update(
        _ result: inout SpecResult, _ rendered: SpecCheck.Rendered, _ oldAttributes: [UInt8]?, _ oldImage: [UInt8]?,
        _ attributesPath: String, _ imagePath: String, _ mode: UpdateMode?
    ) throws(FileError) {
        guard let mode else { return }
        // A baseline present but not compared (it could not be read) counts as changed.
        let geometryChanged = !(result.geometry.map(\.isEmpty) ?? (oldAttributes == nil))
        let pixelsChanged = !(result.pixels.map(\.matches) ?? (oldImage == nil))
        let newAttributes = Array(rendered.attributesJSON.utf8)
        if oldAttributes == nil || (geometryChanged && mode != .missing)
            || (mode == .all && oldAttributes != newAttributes)
        {
            try AtomicFile.write(
                newAttributes, to: attributesPath, followingSymbolicLinks: false, creatingFolders: true)
            result.written.append(attributesPath)
        }
        if oldImage == nil || (pixelsChanged && mode != .missing) || mode == .all {
            // Baselines use libpng's smaller encoding (the snapshot tests' too): equal bytes for equal pixels.
            let png: [UInt8]
            do { png = try PNGCodec.encode(rendered.image, compression: .small) } catch {
                throw FileError(.write, path: imagePath, reason: .text("\(error)"))
            }
            if png != oldImage {
                try AtomicFile.write(png, to: imagePath, followingSymbolicLinks: false, creatingFolders: true)
                result.written.append(imagePath)
            }
        }
    }

    /// Writes the actual image, the diff image and the change list to the artifacts folder, and
    /// the expected, actual and diff images to the report's `images/` folder. A file that cannot
    /// be written goes to `result.writeErrors` (the status stays); the other folder is still tried.
    static func writeArtifacts(
        _ result: inout SpecResult, _ rendered: SpecCheck.Rendered, _ expected: RGBAImage?, _ expectedBytes: [UInt8]?,
        _ options: Options
    ) {
        guard options.artifactsDirectory != nil || options.reportDirectory != nil else { return }
        let name = result.name
        func encode(_ image: RGBAImage) throws(FileError) -> [UInt8] {
            do { return try PNGCodec.encode(image, compression: .fast) } catch {
                throw FileError(.write, path: name, reason: .text("\(error)"))
            }
        }
        let actualPNG: [UInt8]
        let diffPNG: [UInt8]?
        do {
            actualPNG = try encode(rendered.image)
            diffPNG = try expected.map { e throws(FileError) in
                try encode(ImageComparer.diffImage(e, rendered.image, options.comparison))
            }
        } catch {
            result.writeErrors.append("\(error)")
            return
        }
        do { try writeArtifactFiles(&result, actualPNG, diffPNG, options.artifactsDirectory) } catch {
            result.writeErrors.append("\(error)")
        }
        do { try writeReportImages(&result, actualPNG, diffPNG, expectedBytes, options.reportDirectory) } catch {
            result.writeErrors.append("\(error)")
        }
    }

    /// `NAME.actual.png`, `NAME.diff.png` and `NAME.changes.txt` in `$SNAPSHOT_ARTIFACTS`.
    static func writeArtifactFiles(
        _ result: inout SpecResult, _ actualPNG: [UInt8], _ diffPNG: [UInt8]?, _ directory: String?
    ) throws(FileError) {
        let name = result.name
        let changes = result.geometry.map { $0.lines.joined(separator: "\n") + "\n" }
        if let dir = directory {
            let actual = join(dir, "\(name).actual.png")
            try AtomicFile.write(actualPNG, to: actual, creatingFolders: true)
            result.artifacts.actual = actual
            if let diffPNG {
                let diff = join(dir, "\(name).diff.png")
                try AtomicFile.write(diffPNG, to: diff, creatingFolders: true)
                result.artifacts.diff = diff
            }
            if let changes, !(result.geometry?.isEmpty ?? true) {
                let path = join(dir, "\(name).changes.txt")
                try AtomicFile.write(Array(changes.utf8), to: path, creatingFolders: true)
                result.artifacts.changes = path
            }
        }
    }

    /// `images/NAME.{actual,expected,diff}.png` in the report folder.
    static func writeReportImages(
        _ result: inout SpecResult, _ actualPNG: [UInt8], _ diffPNG: [UInt8]?, _ expectedBytes: [UInt8]?,
        _ directory: String?
    ) throws(FileError) {
        let name = result.name
        if let report = directory {
            var images = SpecResult.Artifacts()
            images.actual = "images/\(name).actual.png"
            try AtomicFile.write(actualPNG, to: join(report, images.actual!), creatingFolders: true)
            if let expectedBytes, let diffPNG {
                images.expected = "images/\(name).expected.png"
                try AtomicFile.write(expectedBytes, to: join(report, images.expected!), creatingFolders: true)
                images.diff = "images/\(name).diff.png"
                try AtomicFile.write(diffPNG, to: join(report, images.diff!), creatingFolders: true)
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
