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

/// `render check SPEC_OR_FOLDER... --baselines DIR`: visual regression tests of a folder of specs.
struct CheckRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Check specs against their baselines: geometry element by element, then pixels.",
        usage: """
            render check <spec-or-folder> ... --baselines <dir> [--update <mode>] [--prune] [--report <dir>] [--junit <file>] [--shard <i/n>] [--reporter <reporter>] [<options>]
              render check merge <report> ... --report <dir> [--junit <file>] [--reporter <reporter>]
            """,
        discussion: """
            For every spec (a folder means its *.json, *.yaml and *.yml files, not *.attributes.json, hidden files or subfolders) the layout is computed and drawn as `render SPEC out.png` draws it, then compared with two baselines in the --baselines folder: NAME.attributes.json, the geometry (`render SPEC --format json`), element by element (cell 0.5: moved (+0, +8), resized 120x90 -> 120x98), and NAME.png, the diagram, pixel by pixel (count, largest channel delta, bounding box). One line is printed per failing spec, then a summary.

            Baselines are written only with --update: missing writes those that do not exist, changed also those that differ, all rewrites every baseline. Without --update (and --prune) the baselines folder is never touched. Writes are atomic and listed one per line. A baseline is read and written only as a regular file inside the baselines folder: a symbolic link (dangling or not) or a folder where one should be fails that spec (exit 2), is never followed, and the other specs are still checked.

            Obsolete baselines are those of no spec in the folders checked: they are listed only when every input is a folder (checked whole; a spec file named on its own checks a subset, and nothing is obsolete), and removed only with --prune. Only the files the check writes count: NAME.attributes.json, NAME.png beside it, and NAME.svg beside both; other files (a logo.png with no NAME.attributes.json) are never listed or removed. Give every folder of specs that shares the baselines folder.

            With --report DIR (created whatever the results) the run writes DIR/index.html (summary, expected/actual/diff images, slider and blink views, the element change list, the command that accepts a change; no network needed) and DIR/report.json. The actual image, diff image and change list of each failing spec also go to $SNAPSHOT_ARTIFACTS when it is set.

            The diagram options of `render SPEC out.png` (--scale, --theme, --title, --labels, --hide, --no-guides, --clip) draw the diagrams as they draw them: give the options the baselines were recorded with. They are recorded in report.json and in the command that accepts a change. --compression does not apply (baselines are written with libpng's smaller encoding and compared by pixels).

            With --shard I/N the run checks part I of N: each spec belongs to one part, always the same (by a fixed hash of its name, FNV-1a), so N machines with --shard 1/N ... N/N check every spec once. Each writes its report and JUnit file as usual; `render check merge` makes them one (see render check merge --help). Obsolete baselines are listed by every shard (against all the specs of the folders, not only the shard's); --prune is refused with --shard (prune in an unsharded run).

            --reporter github also prints GitHub Actions workflow commands: an error annotation on each failing spec (file and title: the spec; message: its changes and the command that accepts them), a warning on each obsolete baseline. --reporter plain (the default) prints the lines only.

            The report and JUnit file are written whatever the results. Exit codes: 0 every spec passed (or had its baselines written); 1 a spec differs or misses a baseline; 2 bad input (a spec or baseline cannot be read, parsed or drawn, or a baseline is a link or a folder; a path does not exist); 64 bad command line (also: --junit, --report or a baseline would replace a spec); 73 a file cannot be written (the report, JUnit file, a baseline, an artifact, or the removal of an obsolete baseline), unless a spec is bad input (2). Every file error is also printed on standard error.
            """
    )

    @Argument(
        help: ArgumentHelp("Spec files, or folders of specs (*.json, *.yaml, *.yml).", valueName: "spec-or-folder"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("The folder of baselines (NAME.png and NAME.attributes.json).", valueName: "dir"))
    var baselines: String

    @Option(
        help: ArgumentHelp(
            "Write baselines: missing (only those that do not exist), changed (also those that differ), all (every one; nothing is removed).",
            valueName: "mode"))
    var update: UpdateMode?

    @Flag(
        help:
            "Remove obsolete baselines (NAME.attributes.json, NAME.png and NAME.svg of no spec in the folders checked). Every input must be a folder; with or without --update."
    )
    var prune = false

    @Option(help: ArgumentHelp("Write an HTML report (index.html) and report.json to this folder.", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Write a JUnit XML report to this file (its folder is made).", valueName: "file"))
    var junit: String?

    // Numbers are parsed unconditionally: a negative value (`-2`) is the option's, refused by its
    // range, instead of being taken for an option ('Missing value').
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Specs checked at the same time (default: all cores).", valueName: "n"))
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Check part I of N (1 <= I <= N): the specs whose name hashes to it, the same on every machine; merge the parts' reports with render check merge.",
            valueName: "i/n"))
    var shard: String?

    @OptionGroup
    var reporting: ReporterArguments

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most pixels the jobs hold at once (every image: diagram, baseline, diff image, their encoding; 4 bytes a pixel). A spec that alone needs more fails (exit 2). Default 2^28 (1 GiB).",
            valueName: "n"))
    var maxPixels: Int = PixelBudget.defaultLimit

    @Flag(help: "No progress line (there is none anyway when standard output is not a terminal).")
    var quiet = false

    @OptionGroup(title: "Pixel comparison")
    var pixels: ComparisonArguments

    @OptionGroup(title: "Diagram (as render draws it; the same options the baselines were drawn with)")
    var diagram: DiagramArguments

    func validate() throws {
        if inputs.isEmpty {
            throw ValidationError("Give one or more spec files or folders: render check Fixtures --baselines Snapshots")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, got \(jobs).") }
        if let shard {
            do { _ = try Shard.parse(shard) } catch { throw ValidationError(error.message + ".") }
            if prune {
                throw ValidationError(
                    "--prune with --shard: every shard would remove the same baselines; prune in one unsharded run (render check FOLDER --baselines DIR --prune)."
                )
            }
        }
        try OptionChecks.maxPixels(maxPixels)
        try pixels.validate()
    }

    func run() throws {
        // `render`'s diagram options, as `render SPEC out.png` reads them (refused as it refuses
        // them: `--theme auto` for a PNG). `--compression` changes no pixel: baselines are written
        // with libpng's smaller encoding, whatever it says, and compared by pixels.
        let settings = try diagram.settings(for: [.png])
        let allSpecs: [SpecFile]
        do { allSpecs = try FolderCheck.specs(in: inputs) } catch { throw CLIError.diffInput("\(error)") }
        let part = try shard.map { s throws(CheckError) in try Shard.parse(s) }
        let specs = part.map { p in allSpecs.filter { p.contains($0.name) } } ?? allSpecs
        let wholeFolders = FolderCheck.areWholeFolders(inputs)
        if prune && !wholeFolders {
            let file = inputs.first { !FolderCheck.areWholeFolders([$0]) } ?? ""
            throw ValidationError(
                "--prune removes the baselines of specs missing from the folders checked, so every input must be a folder; \(file) is a file: give its folder, or leave out --prune."
            )
        }
        try refuseOverwritingSpecs(specs)
        let artifacts = try Self.artifactsFolder(getenv("SNAPSHOT_ARTIFACTS"))
        try Check.refuseOverwritingBaselines(
            junit: junit, report: report, artifacts: artifacts, baselines: baselines, names: allSpecs.map(\.name))
        try refuseFilesForFolders(artifacts: artifacts)
        var options = FolderCheck.Options(
            baselines: baselines, comparison: pixels.comparison, diagram: settings, update: update,
            jobs: jobs ?? FolderCheck.processorCount, artifactsDirectory: artifacts, reportDirectory: report,
            wholeFolders: wholeFolders, prune: prune, pixelBudget: PixelBudget(limit: maxPixels))
        options.allSpecNames = part == nil ? nil : Set(allSpecs.map(\.name))
        let showProgress = !quiet && Output.standardOutputIsTerminal
        let progress: @Sendable (CheckProgress) -> Void = { p in try? Output.standardOutput("\r\u{1B}[K" + p.line) }
        var result = FolderCheck.run(specs, options: options, progress: showProgress ? progress : nil)
        result.shard = part
        if showProgress { try Output.standardOutput("\r\u{1B}[K") }
        let final = result
        try Check.finish(final, report: report, junit: junit, reporter: reporting.reporter) { dir throws(FileError) in
            try FolderCheck.writeReport(final, to: dir)
            return ([], [])
        }
    }
}

extension CheckRun {
    /// `$SNAPSHOT_ARTIFACTS` (`value`, nil when unset): nil when unset or empty. A value that is not
    /// UTF-8 is refused (73): read with U+FFFD for its bytes, it would name another folder.
    static func artifactsFolder(_ value: UnsafePointer<CChar>?) throws(CLIError) -> String? {
        guard let value else { return nil }
        guard let folder = String(validatingCString: value) else {
            throw CLIError.cannotWrite(
                path: String(cString: value),
                reason:
                    "SNAPSHOT_ARTIFACTS is not UTF-8 text, and read with \u{FFFD} for its bytes it names another folder; set it to a folder named in UTF-8, or unset it"
            )
        }
        return folder.isEmpty ? nil : folder
    }

    /// Refuses, before any spec is checked, a file where `--baselines`, `--report`, the folder of
    /// `--junit` or `SNAPSHOT_ARTIFACTS` (or a folder above one) should be: each spec failed on
    /// its own ("Not a directory"), and a report or artifacts that could not be written were found
    /// only at the end of the run.
    func refuseFilesForFolders(artifacts: String?) throws {
        if let file = FileSystem.firstNonFolder(onPathTo: baselines) {
            let reason = FileSystem.notFolderReason(file)
            if reason != .notFolder {
                throw CLIError.diffInput(
                    "--baselines \(baselines): \(file): \(FileError(.read, path: file, reason: reason).reasonText)")
            }
            throw CLIError.diffInput(
                "--baselines \(baselines): \(file) is a file, not a folder; give the folder of baselines (NAME.png and NAME.attributes.json)"
            )
        }
        // A symbolic link that leads nowhere is named as one (it was 'not a folder', at the end).
        func refuse(_ folder: String, _ option: String, fix: String = "") throws {
            guard let file = FileSystem.firstNonFolder(onPathTo: folder) else { return }
            let reason = FileError(.write, path: file, reason: FileSystem.notFolderReason(file)).reasonText
            throw CLIError.cannotWrite(path: file, reason: "\(reason) (\(option))\(fix)")
        }
        if let report { try refuse(report, "--report \(report)") }
        if let junit { try refuse(GalleryPage.directory(of: junit), "--junit \(junit)") }
        if let artifacts {
            try refuse(
                artifacts, "SNAPSHOT_ARTIFACTS=\(artifacts), where the failing specs' images go",
                fix: "; set it to a folder, or unset it")
        }
    }

    /// Refuses (64, before anything is read or written) a run whose outputs would replace one of
    /// its specs: `--junit` or the report's files naming a spec, `--report` naming a folder of
    /// specs, or (with `--update`) a baseline that is a spec.
    func refuseOverwritingSpecs(_ specs: [SpecFile]) throws {
        let paths = specs.map(\.path)
        var outputs = Check.reportOutputs(junit: junit, report: report)
        if let report {
            let folders = Set(inputs.filter { Files.isDirectory($0) } + paths.map { GalleryPage.directory(of: $0) })
            if let clash = SameFile.firstClash(inputs: Array(folders), outputs: [report]) {
                throw ValidationError(
                    "--report \(clash.output) is the folder of specs \(clash.input); the report's report.json would be read as a spec next time. Write the report to its own folder (--report report)."
                )
            }
        }
        if update != nil {
            for spec in specs {
                outputs.append((GalleryPage.join(baselines, BaselineName.image(spec.name)), "--baselines"))
                outputs.append((GalleryPage.join(baselines, BaselineName.attributes(spec.name)), "--baselines"))
            }
        }
        if let clash = SameFile.firstClash(inputs: paths, outputs: outputs.map(\.path)) {
            let option = outputs.first { $0.path == clash.output }?.option ?? "the output"
            throw ValidationError(
                "\(option) would write \(clash.output), which is the spec \(clash.input); writing it would replace the spec. Choose another path for \(option)."
            )
        }
        if let junit { try Files.refuseReplacingSpecs(outputs: [junit], fix: "Choose another path for --junit.") }
    }
}
