import ArgumentParser
import CairoRenderer
import LayoutCheck
import LayoutScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `render check SPEC_OR_FOLDER... --baselines DIR`: visual regression tests of a folder of specs.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check specs against their baselines: geometry element by element, then pixels.",
        discussion: """
            For every spec (a folder means its *.json files, not its subfolders) the layout is computed and drawn as `render SPEC out.png` draws it, then compared with two baselines in the --baselines folder: NAME.attributes.json, the geometry (`render SPEC --format json`), element by element (cell 0.5: moved (+0, +8), resized 120x90 -> 120x98), and NAME.png, the diagram, pixel by pixel (count, largest channel delta, bounding box). One line is printed per failing spec, then a summary.

            Baselines are written only with --update: missing writes those that do not exist, changed also those that differ, all rewrites every baseline and removes obsolete ones (baselines no spec produced, which are otherwise only listed). Without --update the baselines folder is never touched. Writes are atomic and listed one per line.

            With --report DIR the run writes DIR/index.html (summary, expected/actual/diff images, slider and blink views, the element change list, the command that accepts a change; no network needed) and DIR/report.json. The actual image, diff image and change list of each failing spec also go to $SNAPSHOT_ARTIFACTS when it is set.

            The diagram options of `render SPEC out.png` (--scale, --theme, --title, --labels, --hide, --no-guides, --clip) draw the diagrams as they draw them: give the options the baselines were recorded with. They are recorded in report.json and in the command that accepts a change. --compression does not apply (baselines are written with libpng's smaller encoding and compared by pixels).

            Exit codes: 0 every spec passed (or had its baselines written); 1 a spec differs or misses a baseline; 2 bad input (a spec or baseline cannot be read, parsed or drawn; a path does not exist); 64 bad command line; 73 the report cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("Spec files, or folders of *.json specs.", valueName: "spec-or-folder"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("The folder of baselines (NAME.png and NAME.attributes.json).", valueName: "dir"))
    var baselines: String

    @Option(
        help: ArgumentHelp(
            "Write baselines: missing (only those that do not exist), changed (also those that differ), all (every one, and remove obsolete baselines).",
            valueName: "mode"))
    var update: UpdateMode?

    @Option(help: ArgumentHelp("Write an HTML report (index.html) and report.json to this folder.", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Specs checked at the same time (default: all cores).", valueName: "n"))
    var jobs: Int?

    @Option(
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
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be at least 1, got \(maxPixels).") }
        try pixels.validate()
    }

    func run() throws {
        let specs: [SpecFile]
        do { specs = try FolderCheck.specs(in: inputs) } catch { throw CLIError.diffInput("\(error)") }
        let artifacts = getenv("SNAPSHOT_ARTIFACTS").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        let options = FolderCheck.Options(
            baselines: baselines, comparison: pixels.comparison, diagram: diagramSettings, update: update,
            jobs: jobs ?? FolderCheck.processorCount, artifactsDirectory: artifacts, reportDirectory: report,
            pixelBudget: PixelBudget(limit: maxPixels))
        let showProgress = !quiet && Output.standardOutputIsTerminal
        let result: CheckReport
        let progress: @Sendable (CheckProgress) -> Void = { p in try? Output.standardOutput("\r\u{1B}[K" + p.line) }
        do {
            result = try FolderCheck.run(specs, options: options, progress: showProgress ? progress : nil)
        } catch {
            throw CLIError.diffInput("\(error)")
        }
        if showProgress { try Output.standardOutput("\r\u{1B}[K") }
        if let report {
            try Files.writeAtomically(Array(ReportHTML.encode(result).utf8), to: report + "/index.html")
            try Files.writeAtomically(Array(ReportJSON.encode(result).utf8), to: report + "/report.json")
        }
        if let junit { try Files.writeAtomically(Array(ReportJUnit.encode(result).utf8), to: junit) }
        var text = result.text()
        if let report { text += "report: \(report)/index.html\n" }
        try Output.standardOutput(text)
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }
}

extension Check {
    /// `render`'s diagram options as the check's settings, as `render SPEC out.png` reads them
    /// (`--theme auto` draws a PNG light). `--compression` does not apply: baselines are written
    /// with libpng's smaller encoding, whatever it says, and compared by pixels.
    var diagramSettings: DiagramSettings {
        var hidden = diagram.hiddenParts
        if diagram.noGuides { hidden.formUnion(DiagramFeature.guides) }
        return DiagramSettings(
            theme: diagram.theme == .dark ? .dark : .light, labels: diagram.labels, hidden: hidden,
            scale: diagram.scale, clip: diagram.clip, title: diagram.title)
    }
}

/// `--tolerance`, `--threshold`, `--ignore-antialiasing`: how pixels are compared.
struct ComparisonArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The largest channel delta (0...255) that still counts as equal (exact comparison; default 0).",
            valueName: "n"))
    var tolerance: Int?

    @Option(
        help: ArgumentHelp(
            "Compare like pixelmatch: a pixel differs when its YIQ colour distance is over t (0...1; pixelmatch's default is 0.1). Default: exact comparison.",
            valueName: "t"))
    var threshold: Double?

    @Flag(
        name: .customLong("ignore-antialiasing"),
        help:
            "Do not count pixels that pixelmatch's detector takes for anti-aliasing (with --threshold 0.1: pixelmatch's defaults)."
    )
    var ignoreAntialiasing = false

    func validate() throws {
        if tolerance != nil && (threshold != nil || ignoreAntialiasing) {
            throw ValidationError(
                "--tolerance is for the exact comparison; --threshold and --ignore-antialiasing for pixelmatch's. Give one or the other."
            )
        }
        if let problem = comparison.problem { throw ValidationError("--" + problem.dropFirst(4) + ".") }
    }

    /// The comparison asked for: exact unless --threshold or --ignore-antialiasing is given.
    var comparison: PixelComparison {
        if threshold != nil || ignoreAntialiasing {
            return .perceptual(threshold: threshold ?? 0, ignoreAntialiasing: ignoreAntialiasing)
        }
        return .exact(tolerance: tolerance ?? 0)
    }
}

extension UpdateMode: ExpressibleByArgument {}
