import CairoRenderer
import LayoutDiagrams
import LayoutEngine
import SafeIO

/// Everything a folder check found: one result per spec, the obsolete baselines, and what the run
/// wrote or removed. The writers (`text`, `ReportJSON`, `ReportJUnit`, `ReportHTML`) are pure
/// functions of it.
public struct CheckReport: Hashable, Sendable {
    /// One result per spec, sorted by name.
    public var results: [SpecResult]
    /// Baselines in the folder that no spec of the whole folders checked produced (paths; none
    /// when specs were named one by one).
    public var obsolete: [String]
    /// Obsolete baselines removed by `--prune` (paths).
    public var removed: [String]
    /// The baselines folder.
    public var baselines: String
    /// The pixel comparison used.
    public var comparison: PixelComparison
    /// The update mode used (nil: none).
    public var update: UpdateMode?
    /// How the diagrams were drawn.
    public var diagram: DiagramSettings
    /// The baselines folder could not be listed (reading), or an obsolete baseline could not be
    /// removed (writing).
    public var baselineErrors: [FileError]
    /// The part of the specs checked (`--shard 2/4`); nil: all of them (a merged report too).
    public var shard: Shard?

    /// A report from its parts.
    public init(
        results: [SpecResult], obsolete: [String] = [], removed: [String] = [], baselines: String,
        comparison: PixelComparison = .strict, update: UpdateMode? = nil, diagram: DiagramSettings = DiagramSettings(),
        baselineErrors: [FileError] = [], shard: Shard? = nil
    ) {
        self.results = results
        self.obsolete = obsolete
        self.removed = removed
        self.baselines = baselines
        self.comparison = comparison
        self.update = update
        self.diagram = diagram
        self.baselineErrors = baselineErrors
        self.shard = shard
    }

    /// The number of results with `status`.
    public func count(_ status: SpecResult.Status) -> Int { results.reduce(0) { $0 + ($1.status == status ? 1 : 0) } }

    /// Every baseline written by the run.
    public var written: [String] { results.flatMap(\.written) }

    /// Every file error of the run, one line each: the specs' `writeErrors`, then `baselineErrors`.
    public var errors: [String] { results.flatMap(\.writeErrors) + baselineErrors.map(\.description) }

    /// 0 when every spec passed (or had its baselines written), 1 when a spec differs or misses a
    /// baseline, 2 when a spec or a baseline cannot be read, parsed or drawn (or is not a regular
    /// file), else 73 when a file cannot be written (a baseline, an artifact, a report image) or an
    /// obsolete baseline removed.
    public var exitCode: Int32 {
        if results.contains(where: { $0.status == .failed })
            || baselineErrors.contains(where: { $0.operation == .read })
        {
            return 2
        }
        if results.contains(where: { !$0.writeErrors.isEmpty }) || !baselineErrors.isEmpty { return 73 }
        return results.contains(where: \.isFailure) ? 1 : 0
    }

    /// `39 specs: 37 passed, 1 changed, 1 missing baseline`, then what was written and what is
    /// obsolete; a shard's starts with `shard 2/4: `.
    public var summary: String {
        var parts = ["\(count(.passed)) passed"]
        let changed = count(.changed)
        let missing = count(.missing)
        let failed = count(.failed)
        if changed > 0 { parts.append("\(changed) changed") }
        if missing > 0 { parts.append("\(missing) missing baseline\(missing == 1 ? "" : "s")") }
        if failed > 0 { parts.append("\(failed) failed") }
        var s = shard.map { "shard \($0): " } ?? ""
        s += "\(results.count) spec\(results.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        let w = written.count
        if w > 0 { s += "; \(w) baseline\(w == 1 ? "" : "s") written" }
        if !obsolete.isEmpty {
            s += "; \(obsolete.count) obsolete baseline\(obsolete.count == 1 ? "" : "s")"
            s +=
                removed.isEmpty ? "" : removed.count == obsolete.count ? " removed" : ", \(removed.count) removed"
        }
        return s
    }

    /// The command that accepts a failing spec's new output as its baselines (with the diagram
    /// options of the run); every word quoted for a shell when it needs it (`ShellWord`).
    public func acceptCommand(for result: SpecResult) -> String {
        ShellWord.command(
            ["render", "check", ShellWord.path(result.specPath), "--baselines", ShellWord.path(baselines), "--update"]
                + [result.status == .missing ? "missing" : "changed"] + diagram.arguments)
    }

    /// The lines `render check` prints: one per failing spec (status, name, reason), its first
    /// `maxChanges` element changes indented below it and the artifacts written, then each baseline
    /// written, each obsolete baseline, and the summary. Passing specs print nothing. Names and
    /// paths are shown as `TerminalText` shows them: a file name cannot forge a line.
    public func text(maxChanges: Int = 10) -> String {
        var out: [String] = []
        for r in results where r.status != .passed {
            let label = r.status == .failed ? "failed" : r.isFailure ? r.status.rawValue : "updated"
            out.append(label.padding(toLength: 9) + r.name + ": " + r.summary)
            if r.status == .changed, let lines = r.geometry?.lines, lines.count > 1 {
                for line in lines.dropFirst().prefix(maxChanges) { out.append("           " + line) }
                if lines.count - 1 > maxChanges {
                    out.append("           ... \(lines.count - 1 - maxChanges) more (see the report or changes.txt)")
                }
            }
            let files = [("actual", r.artifacts.actual), ("diff", r.artifacts.diff), ("changes", r.artifacts.changes)]
                .compactMap { name, path in path.map { "\(name): \($0)" } }
            if !files.isEmpty { out.append("           " + files.joined(separator: ", ")) }
        }
        for path in written { out.append("wrote    " + path) }
        let removedPaths = Set(removed)
        for path in obsolete { out.append((removedPaths.contains(path) ? "removed  " : "obsolete ") + path) }
        out.append(summary)
        return out.map { TerminalText.escaped($0) }.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(toLength n: Int) -> String {
        count >= n ? self + " " : self + String(repeating: " ", count: n - count)
    }
}
