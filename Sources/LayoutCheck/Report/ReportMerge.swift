import CairoRenderer
import SafeIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `render check merge`: the reports of a check's shards (`--shard I/N`, each run on its own
/// machine) as the one report an unsharded run writes: the same `report.json` (the same bytes),
/// `index.html` and JUnit file, with every failing spec's images copied from its shard's
/// `images/` folder.
///
/// The shards' reports are inputs from elsewhere (CI artifacts) and are read as hostile: each
/// `report.json` is read with a size limit and every field checked (`ReportJSON.decode`), and an
/// image is copied only from `images/NAME.ROLE.png` inside its report's folder, as a regular file
/// (a symbolic link there, or an `images` folder that is one, is refused).
public enum ReportMerge {
    /// One shard's report, read.
    public struct Input: Sendable {
        /// The report's folder (where its `images/` are).
        public var folder: String
        /// Its `report.json`.
        public var file: String
        /// The report.
        public var report: CheckReport
        /// A report read from `file`, its images in `folder`.
        public init(folder: String, file: String, report: CheckReport) {
            self.folder = folder
            self.file = file
            self.report = report
        }
    }

    /// Reads a report: `path` is a report folder (holding `report.json`) or a `report.json` file.
    /// - Throws: `CheckError` naming the file (and the JSON path when a field is wrong).
    public static func read(_ path: String) throws(CheckError) -> Input {
        let folder: String
        let file: String
        if FileSystem.isDirectory(path) {
            folder = path
            file = FolderCheck.join(path, "report.json")
        } else {
            file = path
            let slash = path.lastIndex(of: "/")
            folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        }
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(file, limit: ReportJSON.sizeLimit) } catch {
            throw CheckError("\(error); give the folder a shard's --report wrote (it holds report.json)")
        }
        return Input(folder: folder, file: file, report: try ReportJSON.decode(bytes, source: file))
    }

    /// The reports as one: the specs of all of them sorted by name (as one run sorts them), the
    /// obsolete baselines that every report lists (every shard lists all of them), no shard.
    /// - Throws: `CheckError` when the reports are not the shards of one check: other baselines,
    ///   comparison, update mode or diagram options; a spec in two reports; a shard given twice,
    ///   missing, or holding a spec of another shard; shard reports mixed with unsharded ones.
    public static func merge(_ inputs: [Input]) throws(CheckError) -> CheckReport {
        guard let first = inputs.first else { throw CheckError("give the report folders to merge") }
        for input in inputs.dropFirst() {
            let a = first.report
            let b = input.report
            func differ(_ what: String, _ x: String, _ y: String) -> CheckError {
                CheckError(
                    "\(input.file): \(what) is \(x), but \(first.file)'s is \(y): merge the reports of one check (the same --baselines, pixel and diagram options)"
                )
            }
            if a.baselines != b.baselines {
                throw differ("$.baselines", quoted(b.baselines), quoted(a.baselines))
            }
            if a.comparison != b.comparison {
                throw differ("$.comparison", describe(b.comparison), describe(a.comparison))
            }
            if a.update != b.update {
                throw differ("$.update", b.update?.rawValue ?? "null", a.update?.rawValue ?? "null")
            }
            if a.diagram != b.diagram {
                throw differ(
                    "$.diagram", quoted(b.diagram.arguments.joined(separator: " ")),
                    quoted(a.diagram.arguments.joined(separator: " ")))
            }
        }
        try checkShards(inputs)
        var owner: [String: String] = [:]
        var results: [SpecResult] = []
        for input in inputs {
            for r in input.report.results {
                if let other = owner[r.name] {
                    throw CheckError(
                        "spec \(TerminalText.escaped(r.name)) is in both \(other) and \(input.file): give each shard's report once"
                    )
                }
                owner[r.name] = input.file
                results.append(r)
            }
        }
        results.sort { $0.name < $1.name }
        // Obsolete: the baselines every report lists (every shard lists the same ones; of reports
        // of other specs, a baseline one lists may be another's spec's).
        let lists = inputs.map { Set($0.report.obsolete) }
        let obsolete = first.report.obsolete.filter { path in lists.allSatisfy { $0.contains(path) } }
        // In the order of the reports, each once (sets: a report may list tens of thousands).
        var removed: [String] = []
        var errors: [FileError] = []
        var seenRemoved: Set<String> = []
        var seenErrors: Set<FileError> = []
        for input in inputs {
            for path in input.report.removed where seenRemoved.insert(path).inserted { removed.append(path) }
            for error in input.report.baselineErrors where seenErrors.insert(error).inserted { errors.append(error) }
        }
        return CheckReport(
            results: results, obsolete: obsolete, removed: removed, baselines: first.report.baselines,
            comparison: first.report.comparison, update: first.report.update, diagram: first.report.diagram,
            baselineErrors: errors)
    }

    /// Shards: all reports sharded or none; one count; each shard once, none missing; each spec in
    /// its own shard.
    static func checkShards(_ inputs: [Input]) throws(CheckError) {
        let sharded = inputs.filter { $0.report.shard != nil }
        if sharded.isEmpty { return }
        if let plain = inputs.first(where: { $0.report.shard == nil }) {
            throw CheckError(
                "\(plain.file) is not a shard's report (no --shard), but \(sharded[0].file) is: merge the reports of the shards of one check"
            )
        }
        var seen: [Int: String] = [:]
        let count = sharded[0].report.shard!.count
        for input in sharded {
            let shard = input.report.shard!
            if shard.count != count {
                throw CheckError(
                    "\(input.file) is shard \(shard) and \(sharded[0].file) is shard \(sharded[0].report.shard!): merge the shards of one check (the same N in --shard I/N)"
                )
            }
            if let other = seen[shard.index] {
                throw CheckError("\(other) and \(input.file) are both shard \(shard): give each shard's report once")
            }
            seen[shard.index] = input.file
            if let stray = input.report.results.first(where: { !shard.contains($0.name) }) {
                throw CheckError(
                    "\(input.file): spec \(TerminalText.escaped(stray.name)) is not in shard \(shard); the report was not written by this render check --shard"
                )
            }
        }
        // Counted, and the first few named, without listing every shard: N may be 2^31 - 1.
        let missingCount = count - seen.count
        if missingCount > 0 {
            let named = (1...count).lazy.filter { seen[$0] == nil }.prefix(10).map { "\($0)/\(count)" }
            let list = named.joined(separator: ", ") + (missingCount > 10 ? " and \(missingCount - 10) more" : "")
            throw CheckError(
                "the report\(missingCount == 1 ? "" : "s") of shard\(missingCount == 1 ? "" : "s") \(list) \(missingCount == 1 ? "is" : "are") missing: give the reports of all \(count) shards (a merged report of some shards would pass without checking the others)"
            )
        }
    }

    /// Each image of the merged report: where it is read (its shard's folder) and where it goes.
    static func images(_ merged: CheckReport, _ inputs: [Input]) -> [(from: String, to: String, folder: String)] {
        var folder: [String: String] = [:]
        for input in inputs { for r in input.report.results { folder[r.name] = input.folder } }
        var out: [(from: String, to: String, folder: String)] = []
        for r in merged.results {
            guard let base = folder[r.name] else { continue }
            for path in [r.reportImages.expected, r.reportImages.actual, r.reportImages.diff].compactMap({ $0 }) {
                out.append((FolderCheck.join(base, path), path, base))
            }
        }
        return out
    }

    /// Checks, before anything is written, that every image to copy is a regular file in its
    /// report's `images/` folder (neither the file nor the folder a symbolic link) that starts as
    /// a PNG does (its signature and header): a report is untrusted, and its `NAME.actual.png` may
    /// be any file (a hard link to a key), which the merged report would publish.
    /// - Throws: `CheckError` naming the file.
    public static func checkImages(_ merged: CheckReport, _ inputs: [Input]) throws(CheckError) {
        var checkedFolders = Set<String>()
        for image in images(merged, inputs) {
            let folder = FolderCheck.join(image.folder, "images")
            if checkedFolders.insert(folder).inserted {
                let kind: FolderWalk.Kind
                do { kind = try FileSystem.entryKind(at: folder) } catch {
                    throw CheckError("\(error); the report's images are missing (upload the whole report folder)")
                }
                guard kind == .folder else {
                    throw CheckError(
                        "\(folder) is \(kind == .symbolicLink ? "a symbolic link" : "not a folder"), not followed: a report's images are read only inside its folder"
                    )
                }
            }
            let kind: FolderWalk.Kind
            do { kind = try FileSystem.entryKind(at: image.from) } catch {
                throw CheckError("\(error); the report's images are missing (upload the whole report folder)")
            }
            guard kind == .file else {
                throw CheckError(
                    "\(image.from) is \(kind == .symbolicLink ? "a symbolic link" : "not a regular file"), not followed: a report's images are read only as regular files inside its folder"
                )
            }
            guard let head = BoundedFile.peek(image.from, count: 24), PNGCodec.claimedSize(head.prefix) != nil else {
                throw CheckError(
                    "\(image.from) is not a PNG (no PNG signature and header): a report's images are only the PNGs render check wrote; upload the report folder as the shard wrote it"
                )
            }
        }
    }

    /// Copies the images into `directory/images/` and writes `index.html` and `report.json` there,
    /// creating the folder. Every file is tried; an image that cannot be read is in `readErrors`
    /// (it was checked by `checkImages`, so it changed since), one that cannot be written or a
    /// report file in `writeErrors`.
    public static func write(_ merged: CheckReport, from inputs: [Input], to directory: String) -> (
        readErrors: [String], writeErrors: [String]
    ) {
        var readErrors: [String] = []
        var writeErrors: [String] = []
        do { try FileSystem.makeDirectories(directory) } catch { return ([], ["\(error)"]) }
        for image in images(merged, inputs) {
            let bytes: [UInt8]
            do {
                bytes = try BoundedFile.read(image.from, limit: BoundedFile.imageLimit, followingSymbolicLinks: false)
            } catch {
                readErrors.append("\(error)")
                continue
            }
            do { try AtomicFile.write(bytes, to: FolderCheck.join(directory, image.to), creatingFolders: true) } catch {
                writeErrors.append("\(error)")
            }
        }
        do { try FolderCheck.writeReport(merged, to: directory) } catch { writeErrors.append("\(error)") }
        return (readErrors, writeErrors)
    }

    static func quoted(_ s: String) -> String { "\"\(TerminalText.escaped(s, limit: 200))\"" }

    static func describe(_ c: PixelComparison) -> String {
        switch c {
        case .exact(let t): return "exact, tolerance \(t)"
        case .perceptual(let t, let aa):
            return "perceptual, threshold \(formatThreshold(t))\(aa ? ", anti-aliasing ignored" : "")"
        }
    }
}
