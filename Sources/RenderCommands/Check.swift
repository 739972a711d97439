import ArgumentParser
import CairoRenderer
import LayoutCheck
import LayoutScene
import SafeIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `render check`: `render check SPEC_OR_FOLDER... --baselines DIR` (`CheckRun`, the default) and
/// `render check merge REPORT... --report DIR` (`CheckMerge`).
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check specs against their baselines: geometry element by element, then pixels.",
        discussion: "See render check --help and render check merge --help.",
        subcommands: [CheckRun.self, CheckMerge.self],
        defaultSubcommand: CheckRun.self
    )

    /// Whether `arguments` (without the program's name) ask for `render check`'s help: the help of
    /// the check itself (`CheckRun`), with its options, rather than the list of subcommands.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments == ["check", "--help"] || arguments == ["check", "-h"] || arguments == ["help", "check"]
            || arguments == ["check", "help"]
    }
}

/// `--reporter`: the same option of `render check` and `render check merge`.
struct ReporterArguments: ParsableArguments {
    @Option(help: ArgumentHelp("plain: the lines; github: also GitHub Actions annotations.", valueName: "reporter"))
    var reporter: CheckReporter = .plain
}

extension Check {
    /// The files a check writes besides baselines and images, with the option that names each:
    /// the JUnit file, the report's `index.html` and `report.json`.
    static func reportOutputs(junit: String?, report: String?) -> [(path: String, option: String)] {
        var outputs: [(path: String, option: String)] = []
        if let junit { outputs.append((junit, "--junit")) }
        if let report { outputs += [(report + "/index.html", "--report"), (report + "/report.json", "--report")] }
        return outputs
    }

    /// Refuses (64, before anything is written) a `--junit` file or a report file that is a
    /// baseline: a check writes baselines only with `--update`, and `--junit base/a.png` replaced
    /// `a.png` with the JUnit XML. Baselines are those of `names` in `baselines` (written or not)
    /// and the files of that folder that may be one (`BaselineName.mayBeBaseline`). A folder the
    /// run writes images into (the report's `images/`, `SNAPSHOT_ARTIFACTS`: `artifacts`) that is
    /// the baselines folder is refused too: `NAME.actual.png` there is the baseline of the spec
    /// `NAME.actual`. (The report's own files, `index.html` and `report.json`, may go there.)
    static func refuseOverwritingBaselines(
        junit: String?, report: String?, artifacts: String? = nil, baselines: String, names: [String]
    ) throws {
        var folders: [(path: String, option: String)] = []
        if let report { folders.append((GalleryPage.join(report, "images"), "--report")) }
        if let artifacts { folders.append((artifacts, "SNAPSHOT_ARTIFACTS")) }
        if let clash = SameFile.firstClash(inputs: [baselines], outputs: folders.map(\.path)) {
            let option = folders.first { $0.path == clash.output }?.option ?? "the output"
            let fix =
                option == "SNAPSHOT_ARTIFACTS"
                ? "Set SNAPSHOT_ARTIFACTS to a folder of its own (SNAPSHOT_ARTIFACTS=artifacts)."
                : "Write the report to a folder of its own (--report report), not the folder above the baselines."
            throw ValidationError(
                "\(option) would write images into \(clash.output), which is the folder of baselines \(clash.input); an image NAME.actual.png there would replace the baseline of a spec NAME.actual, and render check writes baselines only with --update. \(fix)"
            )
        }
        let outputs = reportOutputs(junit: junit, report: report)
        guard !outputs.isEmpty else { return }
        let listed = ((try? FolderWalk.entries(of: baselines)) ?? []).map(\.name).filter(BaselineName.mayBeBaseline)
        let files = Set(names.flatMap(BaselineName.all) + listed).sorted().map { GalleryPage.join(baselines, $0) }
        if let clash = SameFile.firstClash(inputs: files, outputs: outputs.map(\.path)) {
            let option = outputs.first { $0.path == clash.output }?.option ?? "the output"
            throw ValidationError(
                "\(option) would write \(clash.output), which is the baseline \(clash.input); render check writes baselines only with --update. Choose another path for \(option)."
            )
        }
    }

    /// Writes the report folder (`write`) and the JUnit file, prints the lines (and the reporter's
    /// annotations) and the file errors, and ends with the run's exit code: every output is tried
    /// before the exit code is decided, and none masks the run's (73 when one cannot be written,
    /// unless the run's is 2).
    static func finish(
        _ result: CheckReport, report: String?, junit: String?, reporter: CheckReporter,
        write: (String) throws(FileError) -> (readErrors: [String], writeErrors: [String])
    ) throws {
        var errors = result.errors
        var reportWritten = false
        var inputFailed = false
        if let report {
            do {
                let failures = try write(report)
                errors += failures.readErrors + failures.writeErrors
                inputFailed = !failures.readErrors.isEmpty
                reportWritten = failures.writeErrors.isEmpty
            } catch {
                errors.append("\(error)")
            }
        }
        var junitFailed = false
        if let junit {
            // Its folder is made, with its parents, as the report's is (CI's test-results/ folders).
            do {
                try Files.writeAtomically(Array(ReportJUnit.encode(result).utf8), to: junit, creatingFolders: true)
            } catch {
                errors.append(error.description)
                junitFailed = true
            }
        }
        var text = result.text()
        if let report, reportWritten { text += Output.printable("report: \(report)/index.html") + "\n" }
        if reporter == .github { text += ReportGitHub.annotations(result) }
        try Output.standardOutput(text)
        for error in errors { Output.errorLine(error) }
        let outputFailed = (report != nil && !reportWritten) || junitFailed
        let code = inputFailed ? 2 : outputFailed && result.exitCode < 2 ? 73 : result.exitCode
        if code != 0 { throw ExitCode(code) }
    }
}
