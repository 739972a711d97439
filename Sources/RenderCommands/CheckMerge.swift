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

/// `render check merge REPORT... --report DIR`: the shards' reports as one.
struct CheckMerge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the reports of a check's shards (--shard I/N) into one report and JUnit file.",
        discussion: """
            Each REPORT is the folder a shard's --report wrote (or its report.json). The merged folder gets index.html and report.json, and the images of every failing spec are copied from its shard's images/ folder: the same files one unsharded run writes (report.json byte for byte). --junit writes the JUnit file of the whole check; the lines printed, and --reporter github's annotations, are those of the whole check.

            The reports must be those of all the shards of one check (the same N, each shard once, the same --baselines, pixel and diagram options); reports without --shard (of disjoint specs) can be merged too. Each report.json is read as untrusted input: at most 256 MiB, every field checked (an error names the file and the JSON path), images only as regular PNG files images/NAME.actual.png, NAME.expected.png, NAME.diff.png inside the report's folder (a symbolic link or another file is refused).

            Exit codes: those of the whole check (0 every spec passed, 1 a spec differs or misses a baseline, 2 a spec failed); 2 also when a report cannot be read or is not a shard's report.json (nothing is written then); 64 bad command line; 73 the merged report or JUnit file cannot be written.
            """
    )

    @Argument(
        help: ArgumentHelp("Report folders written by render check --report (one per shard).", valueName: "report"))
    var reports: [String] = []

    @Option(
        help: ArgumentHelp(
            "Write the merged HTML report (index.html), report.json and images to this folder.", valueName: "dir"))
    var report: String

    @Option(
        help: ArgumentHelp("Write the merged JUnit XML report to this file (its folder is made).", valueName: "file"))
    var junit: String?

    @OptionGroup
    var reporting: ReporterArguments

    func validate() throws {
        if reports.isEmpty {
            throw ValidationError(
                "Give the report folders of the shards: render check merge shard-1 shard-2 shard-3 shard-4 --report report"
            )
        }
    }

    func run() throws {
        // No output replaces an input: the merged report is not one of the shards' folders, and
        // the JUnit file is not one of their report.json files.
        let folders = reports.map { $0.hasSuffix("report.json") ? GalleryPage.directory(of: $0) : $0 }
        let inputs = folders + folders.map { GalleryPage.join($0, "report.json") }
        let outputs = [report, GalleryPage.join(report, "report.json")] + (junit.map { [$0] } ?? [])
        if let clash = SameFile.firstClash(inputs: inputs, outputs: outputs) {
            throw ValidationError(
                "\(clash.output) is the report \(clash.input) being merged; writing it would replace that shard's report. Write the merged report to a folder of its own (--report report)."
            )
        }
        if let junit { try Files.refuseReplacingSpecs(outputs: [junit], fix: "Choose another path for --junit.") }
        let merged: CheckReport
        let readReports: [ReportMerge.Input]
        do {
            readReports = try reports.map { path throws(CheckError) in try ReportMerge.read(path) }
            merged = try ReportMerge.merge(readReports)
            try ReportMerge.checkImages(merged, readReports)
        } catch {
            throw CLIError.diffInput(error.message)
        }
        try Check.refuseOverwritingBaselines(
            junit: junit, report: report, baselines: merged.baselines, names: merged.results.map(\.name))
        try Check.finish(merged, report: report, junit: junit, reporter: reporting.reporter) {
            dir throws(FileError) in
            ReportMerge.write(merged, from: readReports, to: dir)
        }
    }
}
