import ArgumentParser
import CairoRenderer
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

/// `render`: computes a layout from a spec (or a built-in example) and writes its attributes JSON
/// or a diagram (PNG or SVG); `render diff` compares two PNGs.
public struct RenderRoot: ParsableCommand {
    /// The command line's root: `render` and its subcommands.
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Compute collection-view layouts and print or draw them.",
        discussion: """
            A spec is a JSON (or YAML: .yaml, .yml) file naming a layout kind, the container size and the sections and items (see Docs/SpecFormat.md). Kinds: \(LayoutKinds.all.map(\.name).joined(separator: ", ")).

            Examples:
              render --list-layouts                  list the layout kinds
              render --layout mosaic out.png         draw a built-in example
              render --layout aligned --format json  its attributes as JSON
              render Fixtures/aligned-example.json   attributes JSON on stdout
              render spec.json -o attributes.json    ... written to a file
              render spec.json diagram.svg --scale 2 --theme dark --labels index
              render spec.json --offsets 0,200,400 out-%d.png
                                                     one diagram per scroll offset
              render diff old.png new.png --out diff.png
                                                     compare two PNGs
              render check Fixtures --baselines Snapshots --report report
                                                     visual regression tests

            Exit codes:
              0   success
              64  bad command line
              65  invalid spec (the message names the JSON path and the fix), or a
                  diagram too large or too small to draw at its scale
              66  spec file not found, unreadable, not a regular file or over 256 MiB
              70  drawing failed
              72  the DejaVu fonts are missing
              73  output cannot be written (missing folder; device, FIFO or folder)
              74  writing to standard output failed
              128+n  ended by signal n (temporary files removed)
              render diff: 0 equal, 1 different, 2 bad input (PNGs up to 512 MiB
              and --max-pixels pixels).
              render check: 0 all passed, 1 a spec differs or misses a baseline,
                2 bad input.

            A failed or interrupted command writes no file and leaves an existing output untouched. `-` as the spec is standard input, as the output standard output.
            """,
        subcommands: [Draw.self, Diff.self, Check.self, Gallery.self, SchemaCommand.self],
        defaultSubcommand: Draw.self
    )
}
