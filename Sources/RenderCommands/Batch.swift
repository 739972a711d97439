import ArgumentParser
import Dispatch
import LayoutDiagrams
import LayoutSpec
import SpecFiles
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One spec and the files it is rendered to.
struct RenderJob: Hashable, Sendable {
    struct Output: Hashable, Sendable {
        var format: OutputFormat
        var path: String
    }
    var spec: String
    var outputs: [Output]
}

/// What became of one job.
struct RenderOutcome: Sendable {
    var job: RenderJob
    /// The one-line error, or nil when every output was written.
    var error: String?
    var seconds: Double
}

/// Which files a batch reads and writes: pure, given the folder listings.
enum BatchPlan {
    /// `dir/name.json` -> `name`.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// One job per spec: `outDirectory/STEM.FORMAT` for every format.
    /// - Throws: a message naming both specs when two would write the same files.
    static func jobs(specs: [String], outDirectory: String, formats: [OutputFormat]) throws(ValidationError)
        -> [RenderJob]
    {
        var seen: [String: String] = [:]
        var jobs: [RenderJob] = []
        for spec in specs {
            let stem = stem(of: spec)
            if let other = seen.updateValue(spec, forKey: SpecLoader.fileNameKey(stem)) {
                if let twice = SpecLoader.givenTwice(other, spec) { throw ValidationError(twice + ".") }
                throw ValidationError(
                    "\(other) and \(spec) would both be written as \(GalleryPage.join(outDirectory, self.stem(of: other))).*\(SpecLoader.caseNote(self.stem(of: other), stem)); rename one or render them into different --out-dir folders."
                )
            }
            jobs.append(
                RenderJob(
                    spec: spec,
                    outputs: formats.map {
                        .init(format: $0, path: GalleryPage.join(outDirectory, "\(stem).\($0.rawValue)"))
                    }
                ))
        }
        return jobs
    }
}

/// Runs render jobs: the effects (reading specs, writing outputs, the progress line).
enum BatchRunner {
    /// The spec files `inputs` name: files as given, folders as their specs in name order (SpecFiles'
    /// rule: `*.json`, `*.yaml`, `*.yml`, not `*.attributes.json`, not hidden; not descending into
    /// subfolders). A path that does not exist is kept, to fail as its own job.
    static func specFiles(_ inputs: [String]) throws(CLIError) -> [String] {
        var out: [String] = []
        for input in inputs {
            if Files.isDirectory(input) {
                let names: [String]
                do { names = try SpecLoader.specs(in: input) } catch { throw CLIError(error) }
                out += names.map { GalleryPage.join(input, $0) }
            } else {
                out.append(input)
            }
        }
        return out
    }

    /// Renders one job: every output is made before any is written, then all are written or none
    /// (`Files.writeTogether`), so a failing spec or an unwritable output changes no file.
    static func run(_ job: RenderJob, settings: DiagramSettings) -> RenderOutcome {
        let start = Clock.now()
        do {
            let spec = try Draw.load(job.spec)
            // The single-file path's diagram layer, placed once for every diagram format of the
            // spec: the same checks (`--theme auto` for a PNG, `--hide` parts this spec's diagram
            // draws, too large or small).
            let formats = job.outputs.compactMap(\.format.diagramFormat)
            let diagram = formats.isEmpty ? nil : try Draw.prepare(spec, settings: settings, formats: formats)
            var made: [(path: String, bytes: [UInt8])] = []
            for output in job.outputs {
                let bytes: [UInt8]
                if let format = output.format.diagramFormat, let diagram {
                    bytes = try Draw.data(diagram, format)
                } else {
                    bytes = try Draw.output(spec, format: output.format, settings: settings)
                }
                made.append((output.path, bytes))
            }
            try Files.writeTogether(made)
            return RenderOutcome(job: job, error: nil, seconds: Clock.now() - start)
        } catch let error as CLIError where error.namesItsFile {
            return RenderOutcome(job: job, error: "\(error)", seconds: Clock.now() - start)
        } catch {
            return RenderOutcome(job: job, error: "\(job.spec): \(error)", seconds: Clock.now() - start)
        }
    }

    /// Renders every job on all cores, in any order; the outcomes come back in the jobs' order.
    /// On a terminal, standard error shows a progress line (`[12/200] name`) that is cleared at the end.
    static func runAll(_ jobs: [RenderJob], settings: DiagramSettings, progress: Bool) -> [RenderOutcome] {
        // The shared state lives in one object the workers reference: ThreadSanitizer reported the
        // Mutex and Atomic locals captured by the workers' closure as a Swift access race.
        let state = BatchState(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            let outcome = run(jobs[i], settings: settings)
            state.outcomes.withLock { $0[i] = outcome }
            let n = state.done.add(1, ordering: .relaxed).newValue
            if progress {
                let name = Output.printable(BatchPlan.stem(of: jobs[i].spec))
                Output.standardError(
                    "\r\u{1B}[K[\(n)/\(jobs.count)] \(name)\(outcome.error == nil ? "" : " failed")")
            }
        }
        if progress { Output.standardError("\r\u{1B}[K") }
        return state.outcomes.withLock { $0.map { $0! } }
    }
}

/// What the workers of a batch share: the outcomes so far and how many are done.
final class BatchState: Sendable {
    let outcomes: Mutex<[RenderOutcome?]>
    let done = Atomic<Int>(0)

    init(count: Int) { outcomes = Mutex([RenderOutcome?](repeating: nil, count: count)) }
}

/// Monotonic seconds.
enum Clock {
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
