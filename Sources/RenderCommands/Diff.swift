import ArgumentParser
import CairoRenderer
import Dispatch
import LayoutCheck
import SafeIO

/// `render diff A.png B.png`: the pixel comparison the snapshot tests use, for your own checks.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel, two layouts element by element, or two folders.",
        discussion: """
            Decodes both images, counts the pixels where some channel (R, G, B or A) differs by more than the tolerance, and prints that count, the largest channel delta and the rectangle that holds every differing pixel. With --out it writes an emphasised diff image: equal pixels as a pale grey copy of A, pixels over the tolerance in red, pixels within it in orange, pixels taken for anti-aliasing (--ignore-antialiasing) in yellow, and the area only one image has (different sizes) hatched.

            Two specs (JSON or YAML) or attributes JSON files (render --format json) are compared element by element (cell 0.5: moved (+0, +8), resized 120x90 -> 120x98; header 1: new; cell 2.3: removed); with --out change.png (or .svg, or .html: the SVG in a page) a diagram of the change is drawn: the new layout filled (unchanged elements pale), the old places of changed elements as dashed outlines, moved elements marked with an arrow from the old origin to the new one, and a label on each change. Two folders are compared file by file (hidden ones too), paired by relative path (byte for byte): new, missing and changed files are listed (PNGs by pixels, other files by bytes, symbolic links by their target, never followed). --threshold and --ignore-antialiasing compare like pixelmatch 7.1 (same count of differing pixels). Images of different sizes are compared over their overlap; both sizes are reported and the extra area is hatched in the diff image.

            Exit codes: 0 the images are equal within the tolerance; 1 they differ (or their sizes do); 2 bad input (a file is missing, not a regular file, over 512 MiB or not a PNG, an image or the diff image is over --max-pixels, or the diff image cannot be written); 64 bad command line.
            """
    )

    @Argument(help: ArgumentHelp("The reference image.", valueName: "a.png"))
    var reference: String

    @Argument(help: ArgumentHelp("The image to compare with it.", valueName: "b.png"))
    var actual: String

    @Option(
        help: ArgumentHelp(
            "Write the emphasised diff image here (PNG); for two layouts, the change diagram (.png, .svg or .html).",
            valueName: "diff.png"))
    var out: String?

    // Numbers are parsed unconditionally: a negative value (`-2`) is the option's, refused by its
    // range, instead of being taken for an option ('Missing value').
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point of the change diagram of two layouts (more than 0, at most 16). Default: the second spec's scale, else 1.",
            valueName: "n"))
    var scale: Double?

    @OptionGroup(title: "Pixel comparison")
    var pixels: ComparisonArguments

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most pixels held at once: both images and, with --out, the diff image and its encoding (a file's bytes count 4 to a pixel). Default 2^28 (1 GiB). Inputs may be at most 512 MiB.",
            valueName: "n"))
    var maxPixels: Int = PixelBudget.defaultLimit

    func validate() throws {
        try OptionChecks.scale(scale)
        try OptionChecks.maxPixels(maxPixels)
    }

    func run() throws {
        if let out, let clash = SameFile.firstClash(inputs: [reference, actual], outputs: [out]) {
            throw ValidationError(
                "--out \(clash.output) is the input \(clash.input); writing it would replace that input. Give --out another path."
            )
        }
        if let out { try Files.refuseReplacingSpecs(outputs: [out], fix: "Give --out another path.") }
        // By the names first (before any file is read), then by what the files are.
        let scaleWithoutLayouts = ValidationError(
            "--scale is for the change diagram of two layouts (two .json or .yaml files).")
        if scale != nil && !(Self.isLayout(reference) && Self.isLayout(actual)) { throw scaleWithoutLayouts }
        let inputs = try Self.inputs(reference, actual)
        if scale != nil && inputs != .layouts { throw scaleWithoutLayouts }
        switch inputs {
        case .layouts: return try runLayouts()
        case .folders:
            if out != nil {
                throw ValidationError(
                    "--out is the diff image of two PNGs or the change diagram of two layouts; two folders are compared file by file and list what differs: leave out --out, or compare two files."
                )
            }
            return try runFolders()
        case .images:
            if let out, !out.lowercased().hasSuffix(".png") {
                throw ValidationError(
                    "--out \(out): the diff image of two PNGs is a PNG; give a path ending in .png (--out diff.png).")
            }
        }
        let (a, b) = try Self.loadBoth(reference, actual, maxPixels: maxPixels, withDiffImage: out != nil)
        let comparison = pixels.comparison
        let result = Self.compare(a, b, comparison)
        if let out {
            try Self.checkDiffImage(a.image, b.image, maxPixels: maxPixels)
            let image = Self.diffImage(a.image, b.image, comparison)
            do { try Files.writeAtomically(image, to: out) } catch {
                throw CLIError.diffInput(error.description)
            }
        }
        try Output.standardOutput(result.summary + (out.map { "\ndiff image: \(Output.printable($0))" } ?? "") + "\n")
        if !result.difference.matches { throw ExitCode(1) }
    }

    /// The comparison (`ImageComparer`, as `render check` makes it) and its report, without
    /// effects: `12 pixels differ (max channel delta 138) within 40 x 8 at (16, 120)`, with
    /// `; the files are identical` when the bytes are.
    static func compare(_ a: Loaded, _ b: Loaded, _ comparison: PixelComparison)
        -> (difference: ImageDifference, summary: String)
    {
        let difference = ImageComparer.compare(a.image, b.image, comparison)
        return (difference, "\(difference)" + (a.bytes == b.bytes ? "; the files are identical" : ""))
    }

    /// The diff image covers both images: refused before it is made when it would exceed the budget.
    static func checkDiffImage(_ a: RGBAImage, _ b: RGBAImage, maxPixels: Int) throws(CLIError) {
        let width = max(a.width, b.width)
        let height = max(a.height, b.height)
        guard width * height <= maxPixels else {
            throw CLIError.diffInput(
                "cannot make the diff image: \(RenderError.overPixelBudget(width: width, height: height, budget: maxPixels)); raise --max-pixels or leave out --out"
            )
        }
    }

    /// The emphasised diff image as PNG bytes (made only for `--out`: it costs as much as the
    /// comparison itself). Encoded with the fast setting: a throw-away image.
    static func diffImage(_ a: RGBAImage, _ b: RGBAImage, _ comparison: PixelComparison) -> [UInt8] {
        let image = ImageComparer.diffImage(a, b, comparison)
        // Encoding an image we just made cannot fail for a non-empty image; fall back to nothing.
        return (try? PNGCodec.encode(image, compression: .fast)) ?? []
    }

    /// Both files, read and decoded at the same time on two threads: decoding is most of the work
    /// of a diff, and the two are independent. Errors come for the reference first, as if the files
    /// were loaded one after the other. Before anything is decoded, what the command will hold at
    /// once (both files, both images, and with `withDiffImage` the diff image and its encoding) is
    /// checked against `maxPixels` from the PNG headers.
    static func loadBoth(_ reference: String, _ actual: String, maxPixels: Int, withDiffImage: Bool = false) throws
        -> (Loaded, Loaded)
    {
        let files = FileResults()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let result = Result { try read(i == 0 ? reference : actual) }
            if i == 0 { files.reference = result } else { files.actual = result }
        }
        let bytes = (try files.reference!.get(), try files.actual!.get())
        try checkBudget(bytes.0, reference, bytes.1, actual, maxPixels: maxPixels, withDiffImage: withDiffImage)
        let results = LoadResults()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let result = Result {
                try decodeInput(i == 0 ? bytes.0 : bytes.1, i == 0 ? reference : actual, maxPixels: maxPixels)
            }
            if i == 0 { results.reference = result } else { results.actual = result }
        }
        return (try results.reference!.get(), try results.actual!.get())
    }

    /// Refuses two PNGs whose images (with the diff image and its encoding when one is made) and
    /// file bytes would together exceed `maxPixels`, from their headers; a header that cannot be
    /// read, or that claims more than its file can hold, is left to the decoder's error.
    static func checkBudget(
        _ a: [UInt8], _ aPath: String, _ b: [UInt8], _ bPath: String, maxPixels: Int, withDiffImage: Bool
    ) throws(CLIError) {
        guard let sa = PNGCodec.holdableSize(a, fileBytes: a.count),
            let sb = PNGCodec.holdableSize(b, fileBytes: b.count)
        else { return }
        // Each image alone is refused by the decoder (naming it) when it is over the budget.
        guard PixelBudget.area(sa.width, sa.height) <= maxPixels, PixelBudget.area(sb.width, sb.height) <= maxPixels
        else { return }
        let d = PixelBudget.area(max(sa.width, sb.width), max(sa.height, sb.height))
        if withDiffImage && d > maxPixels {
            throw CLIError.diffInput(
                "cannot make the diff image: \(RenderError.overPixelBudget(width: max(sa.width, sb.width), height: max(sa.height, sb.height), budget: maxPixels)); raise --max-pixels or leave out --out"
            )
        }
        // The diff image, its RGB copy (3/4) and the encoded stripes (at most about 3/4 again).
        let diff = withDiffImage ? PixelBudget.sum(d, d / 4 * 3, d / 4 * 3) : 0
        let need = PixelBudget.sum(
            PixelBudget.pixels(ofBytes: a.count), PixelBudget.pixels(ofBytes: b.count),
            PixelBudget.area(sa.width, sa.height), PixelBudget.area(sb.width, sb.height), diff)
        guard need > maxPixels else { return }
        throw CLIError.diffInput(
            "\(aPath) (\(sa.width) x \(sa.height)) and \(bPath) (\(sb.width) x \(sb.height)) need \(need) pixels at once"
                + (withDiffImage
                    ? " with the \(max(sa.width, sb.width)) x \(max(sa.height, sb.height)) diff image" : "")
                + ", over the budget of \(maxPixels) pixels; raise --max-pixels"
                + (withDiffImage ? " or leave out --out" : ""))
    }

    typealias Loaded = (bytes: [UInt8], image: RGBAImage)

    static func load(_ path: String, maxPixels: Int) throws -> Loaded {
        try decodeInput(try read(path), path, maxPixels: maxPixels)
    }

    static func read(_ path: String) throws -> [UInt8] {
        do { return try Files.readBytes(path, limit: Files.pngLimit) } catch {
            throw CLIError.diffInput(error.description)
        }
    }

    static func decodeInput(_ bytes: [UInt8], _ path: String, maxPixels: Int) throws -> Loaded {
        do { return (bytes, try PNGCodec.decode(bytes, pixelBudget: maxPixels)) } catch {
            let hint = if case .overPixelBudget = error { " (--max-pixels)" } else { "" }
            throw CLIError.diffInput("\(path): \(error)\(hint)")
        }
    }
}

/// Where the two decoding threads of `Diff.loadBoth` leave their results: each thread writes its
/// own field, and both are read after `concurrentPerform` has returned.
private final class LoadResults: @unchecked Sendable {
    var reference: Result<Diff.Loaded, any Error>?
    var actual: Result<Diff.Loaded, any Error>?
}

/// Where the two reading threads of `Diff.loadBoth` leave the files' bytes (as `LoadResults`).
private final class FileResults: @unchecked Sendable {
    var reference: Result<[UInt8], any Error>?
    var actual: Result<[UInt8], any Error>?
}
