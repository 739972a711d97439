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

/// `--tolerance`, `--threshold`, `--ignore-antialiasing`: how pixels are compared, the one option
/// group of `render diff` and `render check` (the snapshot strategies take the same
/// `PixelComparison`). A tolerance above 0 with either of the others is refused (`--tolerance 0`, the
/// default, goes with anything: no command line of either command that worked before fails).
struct ComparisonArguments: ParsableArguments {
    // Numbers are parsed unconditionally: a negative value (`-2`) is the option's, refused by its
    // range, instead of being taken for an option ('Missing value').
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The largest channel delta (0...255) that still counts as equal (exact comparison; default 0).",
            valueName: "n"))
    var tolerance: Int?

    @Option(
        parsing: .unconditional,
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
        if (tolerance ?? 0) != 0 && (threshold != nil || ignoreAntialiasing) {
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
extension CheckReporter: ExpressibleByArgument {}
