import ArgumentParser

/// The options of many specs in one run (`render Fixtures --out-dir out --format png,svg`) and of
/// `--watch`.
struct BatchArguments: ParsableArguments {
    @Option(
        name: .customLong("out-dir"),
        help: ArgumentHelp(
            "Render every spec given (files, or folders of *.json/*.yaml/*.yml specs) into this folder as NAME.FORMAT, on all cores; a failing spec is reported and the others go on (exit 1 if any failed).",
            valueName: "dir"))
    var outDirectory: String?

    @Flag(
        help:
            "Render, then poll the specs (and folders, for new specs) and render again whenever one changes, one line per render, until interrupted (Ctrl-C, exit 130)."
    )
    var watch = false

    // Numbers are parsed unconditionally: a negative value (`-2`) is the option's, refused by its
    // range, instead of being taken for an option ('Missing value').
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("With --watch: seconds between polls (0.05 to 60).", valueName: "seconds"))
    var interval: Double = 0.3

    func validate() throws {
        guard interval.isFinite, interval >= 0.05, interval <= 60 else {
            throw ValidationError("--interval must be between 0.05 and 60 seconds, got \(interval).")
        }
    }
}

/// `png,svg`: one or more output formats (`--format`).
struct FormatList: ExpressibleByArgument, Hashable {
    var formats: [OutputFormat]

    init?(argument: String) {
        var out: [OutputFormat] = []
        for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let f = OutputFormat(rawValue: String(name).trimmingSpaces().lowercased()) else { return nil }
            if !out.contains(f) { out.append(f) }
        }
        guard !out.isEmpty else { return nil }
        formats = out
    }

    static var allValueStrings: [String] { OutputFormat.allCases.map(\.rawValue) }
}
