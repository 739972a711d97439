import ArgumentParser
import LayoutDiagrams
import SpecFiles
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--out-dir` (many specs in one process) and `--watch` (render again on every change).
extension Draw {
    /// Whether this run renders into a folder or watches.
    var rendersManyOrWatches: Bool { batch.outDirectory != nil || batch.watch }

    /// The spec files and folders given on the command line.
    var batchInputs: [String] { [spec, output].compactMap { $0 } + moreSpecs }

    func validateBatch() throws {
        let mode = batch.outDirectory != nil ? "--out-dir" : "--watch"
        if layoutName != nil {
            throw ValidationError("\(mode) takes spec files or folders, not --layout.")
        }
        if offsets != nil { throw ValidationError("--offsets draws one spec; it does not combine with \(mode).") }
        if batch.outDirectory != nil {
            if outputOption != nil {
                throw ValidationError(
                    "With --out-dir every output is named after its spec (DIR/NAME.FORMAT); drop -o.")
            }
            if batchInputs.isEmpty {
                throw ValidationError("Give the spec files or folders to render into --out-dir.")
            }
        } else {
            if spec == nil || (output == nil && outputOption == nil) || !moreSpecs.isEmpty {
                throw ValidationError(
                    "--watch renders one spec to one file (render spec.json out.png --watch) or specs and folders into a folder (render specs --out-dir out --watch)."
                )
            }
            if output != nil && outputOption != nil {
                throw ValidationError("Give the output path once: as the second argument or with -o, not both.")
            }
        }
        if batch.watch, batchInputs.contains("-") {
            throw ValidationError(
                "--watch polls files for changes, and standard input (-) is read once: save the spec to a file and watch that (render spec.json out.png --watch)."
            )
        }
    }

    /// The batch's folders hold no spec (66).
    var noSpecs: CLIError {
        .cannotRead(
            path: batchInputs.joined(separator: " "),
            reason: "no specs there (\(SpecLoader.filePatterns))")
    }

    /// Renders the specs into `--out-dir` (or the one spec to its output), then watches if asked.
    func runBatch() throws {
        let makeJobs: () throws -> [RenderJob]
        var prepared: [RenderJob]?
        let settings: DiagramSettings
        if let directory = batch.outDirectory {
            let formats = format?.formats ?? [.png]
            settings = try diagram.settings(for: formats)
            let inputs = batchInputs
            makeJobs = {
                let specs = try BatchRunner.specFiles(inputs)
                let jobs = try BatchPlan.jobs(specs: specs, outDirectory: directory, formats: formats)
                try Self.refuseOverwriting(
                    specs: specs, outputs: jobs.flatMap { $0.outputs.map(\.path) },
                    fix: "Render into another folder (--out-dir out) or choose another --format.")
                return jobs
            }
            // Refused before the folder is made; a watch keeps polling through other trouble
            // (a folder that does not exist yet), but not through a refused plan.
            do { prepared = try makeJobs() } catch let error as ValidationError { throw error } catch {
                if !batch.watch { throw error }
            }
            // Nothing to render: refused before the folder is made (a watch waits for specs).
            if !batch.watch, prepared?.isEmpty == true { throw noSpecs }
            try Files.makeDirectories(directory)
        } else {
            let target = (outputOption ?? output)!
            let job = RenderJob(spec: spec!, outputs: [.init(format: try resolveFormat(target), path: target)])
            settings = try diagram.settings(for: [job.outputs[0].format])
            // Checked again at every poll of a watch, as a batch's plan is: a link to the spec
            // put at the output's path after the start made the next render replace the spec.
            makeJobs = {
                try Self.refuseOverwriting(
                    specs: [job.spec], outputs: [target], fix: "Write the output to another file.",
                    otherSpecFix:
                        "Write the output to another file, or render both specs into a folder (--out-dir DIR).")
                return [job]
            }
            _ = try makeJobs()
        }
        if batch.watch {
            var watcher = Watcher(makeJobs: makeJobs, settings: settings, interval: batch.interval)
            watcher.outDirectory = batch.outDirectory
            watcher.folders = batchInputs.filter(Files.isDirectory)
            try watcher.run()
            return
        }
        let jobs = try prepared ?? makeJobs()
        if jobs.isEmpty { throw noSpecs }
        let start = Clock.now()
        let outcomes = BatchRunner.runAll(jobs, settings: settings, progress: isatty(2) != 0)
        let failed = outcomes.filter { $0.error != nil }
        for outcome in failed { Output.errorLine("\(outcome.error!)") }
        let files = outcomes.filter { $0.error == nil }.reduce(0) { $0 + $1.job.outputs.count }
        Output.standardError(
            "rendered \(outcomes.count - failed.count) of \(outcomes.count) specs (\(files) files) into \(Output.printable(batch.outDirectory!)) in \(Watcher.seconds(Clock.now() - start))"
                + (failed.isEmpty ? "\n" : "; \(failed.count) failed\n"))
        if !failed.isEmpty { throw ExitCode(1) }
    }
}

/// The signal (SIGINT, SIGTERM) that ended a watch, or 0. A write to standard output that the
/// signal interrupts gives up when it is set (`Output`): a watch whose reader stopped reading
/// (`| less`, a full pipe) could not be stopped but by SIGKILL.
let watchStopSignal = Atomic<Int32>(0)

/// Polls the specs of a batch and renders a spec again whenever its file changes (size,
/// modification time or inode: editors that save by renaming are seen too); folders are listed
/// again at every poll, so new specs are rendered when they appear. A watched folder that
/// vanishes is reported (once, and again when it comes back); an `--out-dir` that is deleted is
/// created again and every spec rendered into it.
struct Watcher {
    var makeJobs: () throws -> [RenderJob]
    /// The diagram request of every spec.
    var settings: DiagramSettings
    var interval: Double
    /// `--out-dir`, created again when it is deleted.
    var outDirectory: String?
    /// The folders given on the command line, reported when they vanish or come back.
    var folders: [String] = []

    func run() throws {
        // A parent may have blocked them (a test runner does); a watch must hear them.
        var stops = sigset_t()
        sigemptyset(&stops)
        for s in [SIGINT, SIGTERM] {
            sigaddset(&stops, s)
            // Without SA_RESTART (which signal() sets): a blocked write returns EINTR.
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { watchStopSignal.store($0, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(s, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
        // A write the signal interrupted fails; the signal's exit code, not the write's.
        do { try poll() } catch {
            if watchStopSignal.load(ordering: .relaxed) == 0 { throw error }
        }
        throw ExitCode(128 + watchStopSignal.load(ordering: .relaxed))
    }

    /// Polls and renders until a signal stops the watch.
    private func poll() throws {
        var stamps: [String: FileStamp] = [:]
        var lastProblem: String?
        var first = true
        var gone: Set<String> = []
        var outProblem: String?
        while watchStopSignal.load(ordering: .relaxed) == 0 {
            reportVanishedFolders(&gone)
            let renderAll = recreateOutDirectory(&outProblem) || first
            var jobs: [RenderJob] = []
            do {
                // A watched folder is never a spec: gone, it is kept as a path (`specFiles`), and
                // back between that and its stamp, it was read as a file ("it is a directory").
                jobs = try makeJobs().filter { !folders.contains($0.spec) }
                lastProblem = nil
            } catch {
                let problem = "\(error)"
                if problem != lastProblem {
                    Output.standardError("\(Self.timeOfDay()) error: \(Output.printable(problem))\n")
                }
                lastProblem = problem
            }
            var changed: [RenderJob] = []
            for job in jobs {
                let stamp = Files.stamp(job.spec)
                if renderAll || stamp != stamps[job.spec] { changed.append(job) }
                stamps[job.spec] = stamp
            }
            for outcome in BatchRunner.runAll(changed, settings: settings, progress: false) {
                let time = Self.timeOfDay()
                if let error = outcome.error {
                    Output.standardError("\(time) error: \(Output.printable("\(error)"))\n")
                } else {
                    let paths = outcome.job.outputs.map(\.path).joined(separator: ", ")
                    try Output.standardOutput(
                        "\(time) \(Output.printable("\(outcome.job.spec) -> \(paths)")) (\(Self.seconds(outcome.seconds)))\n"
                    )
                }
            }
            if first {
                Output.standardError(
                    "watching \(jobs.count) spec\(jobs.count == 1 ? "" : "s") every \(Self.seconds(interval)); Ctrl-C to stop\n"
                )
                first = false
            }
            let wake = Clock.now() + interval
            while Clock.now() < wake, watchStopSignal.load(ordering: .relaxed) == 0 { usleep(20_000) }
        }
    }

    /// Reports each folder in `folders` that is gone since the last poll, and each that is back;
    /// `gone` holds those reported gone.
    func reportVanishedFolders(_ gone: inout Set<String>) {
        for folder in folders {
            let present = Files.isDirectory(folder)
            if !present && !gone.contains(folder) {
                gone.insert(folder)
                Output.standardError(
                    "\(Self.timeOfDay()) error: the folder \(Output.printable(folder)) is gone (deleted or renamed); watching for it to come back\n"
                )
            } else if present && gone.contains(folder) {
                gone.remove(folder)
                Output.standardError("\(Self.timeOfDay()) the folder \(Output.printable(folder)) is back\n")
            }
        }
    }

    /// Creates `--out-dir` again when it was deleted and reports it; returns whether it did, so
    /// that every spec is rendered into it. A failure is reported once (`problem`: the last one).
    func recreateOutDirectory(_ problem: inout String?) -> Bool {
        guard let outDirectory, !Files.isDirectory(outDirectory) else { return false }
        do {
            try Files.makeDirectories(outDirectory)
        } catch {
            if "\(error)" != problem {
                Output.standardError("\(Self.timeOfDay()) error: \(Output.printable("\(error)"))\n")
            }
            problem = "\(error)"
            return false
        }
        problem = nil
        Output.standardError(
            "\(Self.timeOfDay()) the output folder \(Output.printable(outDirectory)) was deleted; created it again, rendering every spec\n"
        )
        return true
    }

    /// `35 ms`, `1.25 s`.
    static func seconds(_ s: Double) -> String {
        s < 1 ? "\(Int((s * 1000).rounded())) ms" : "\((s * 100).rounded() / 100) s"
    }

    /// `14:03:27`, local time.
    static func timeOfDay() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }
}
