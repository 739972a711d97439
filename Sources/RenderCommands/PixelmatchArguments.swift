import ArgumentParser
import CairoRenderer
import LayoutCheck
import LayoutSpec
import SafeIO
import SpecFiles

/// `--threshold`, `--ignore-antialiasing`: pixelmatch's comparison for `render diff`.
struct PixelmatchArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Compare like pixelmatch: a pixel differs when its YIQ colour distance is over t (0...1; pixelmatch's default is 0.1). Default: exact comparison (--tolerance).",
            valueName: "t"))
    var threshold: Double?

    @Flag(
        name: .customLong("ignore-antialiasing"),
        help: "Do not count pixels that pixelmatch's detector takes for anti-aliasing.")
    var ignoreAntialiasing = false
}
