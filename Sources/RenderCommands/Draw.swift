import ArgumentParser
import CairoRenderer
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSpec
import SpecFiles

/// Output formats of `render`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case json
    case png
    case svg
    /// The interactive diagram: one self-contained page (see `HTMLDiagram`).
    case html

    /// The diagram format, nil for the attributes JSON.
    var diagramFormat: DiagramFormat? {
        switch self {
        case .json: nil
        case .png: .png
        case .svg: .svg
        case .html: .html
        }
    }
}

struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Lay out a spec (the default command: `render SPEC` is `render draw SPEC`).",
        discussion: """
            A diagram shows the content area, each section tinted in its own hue, section insets (shaded margins), cells with their labels, cell insets (dashed slot around the cell), headers (strong fill) and footers (pale fill), item/line/section spacing (translucent red bars), indentation edges (dashed orange lines), column or lane guides, and, when the spec has a contentOffset, the viewport: the content outside it is veiled and the elements that scroll effects change (pinned headers, ...) are drawn where they appear, with their laid-out place as a dashed ghost. A legend names what is shown. Switch parts off with --hide or --no-guides. See Docs/Rendering.md.
            """
    )

    @Argument(
        help: ArgumentHelp("The spec file (JSON, or YAML: .yaml, .yml). Omit it with --layout.", valueName: "spec"))
    var spec: String?

    @Argument(
        help: ArgumentHelp(
            "Where to write the output; its extension (.json, .png, .svg, .html) picks the format. Default: standard output.",
            valueName: "output"))
    var output: String?

    @Argument(help: ArgumentHelp("More specs or folders, with --out-dir.", valueName: "more"))
    var moreSpecs: [String] = []

    @Option(
        name: .customLong("layout"),
        help: ArgumentHelp("Use the built-in example of this kind instead of a spec file.", valueName: "kind"))
    var layoutName: String?

    @Option(
        help:
            "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")). Default: from the output's extension, else json. With --out-dir a comma list (png,svg); default png."
    )
    var format: FormatList?

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Write the output to this file (same as the second argument).", valueName: "path"))
    var outputOption: String?

    // Unconditional: the list may start with a minus (`--offsets -100,0,100`, overscroll), which
    // would otherwise be read as an option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Scroll offsets along the scroll axis, e.g. 0,200,400 or -100,0 (overscroll): one output per offset, the output path's %d replaced by the offset.",
            valueName: "list"))
    var offsets: String?

    @Flag(name: .customLong("list-layouts"), help: "List the layout kinds and exit.")
    var listLayouts = false

    @OptionGroup(title: "Diagram options (png, svg, html)")
    var diagram: DiagramArguments

    @OptionGroup(title: "Many specs, and watching")
    var batch: BatchArguments

    mutating func validate() throws {
        if listLayouts { return }
        if rendersManyOrWatches { return try validateBatch() }
        if !moreSpecs.isEmpty {
            throw ValidationError(
                "Give one spec and one output; render several specs into a folder with --out-dir DIR.")
        }
        // `render --layout mosaic out.png`: with a built-in example the one argument is the output.
        if layoutName != nil, let only = spec, output == nil {
            output = only
            spec = nil
        }
        if spec == nil && layoutName == nil {
            throw ValidationError(
                "Give a spec file (render spec.json) or a built-in example (render --layout aligned). See render --list-layouts."
            )
        }
        if spec != nil && layoutName != nil {
            throw ValidationError(
                "Give either a spec file or --layout, not both (with --layout the only argument is the output).")
        }
        if output != nil && outputOption != nil {
            throw ValidationError("Give the output path once: as the second argument or with -o, not both.")
        }
        try validateOffsets()
        if let name = layoutName, LayoutKinds.named(name) == nil {
            let guess = NameSuggestion.closest(to: name, among: LayoutKinds.all.map(\.name)).map {
                " (did you mean '\($0)'?)"
            }
            throw ValidationError(
                "Unknown layout '\(name)'\(guess ?? ""). Please provide one of \(LayoutKinds.all.map { "'\($0.name)'" }.joined(separator: ", "))."
            )
        }
    }

    func run() throws {
        if listLayouts {
            let width = LayoutKinds.all.map(\.name.count).max() ?? 0
            let lines = LayoutKinds.all.map { k in
                // Every kind lays out right to left too (layoutDirection, Docs/Directions.md).
                k.name.padding(to: width) + "  "
                    + (k.directions.map(\.rawValue).joined(separator: "+") + ", rtl").padding(to: 24) + "  " + k.summary
            }
            try Output.standardOutput(lines.joined(separator: "\n") + "\n")
            return
        }
        if rendersManyOrWatches { return try runBatch() }
        // `-` (or no output) is standard output.
        let target = (outputOption ?? output).flatMap { $0 == "-" ? nil : $0 }
        let format = try resolveFormat(target)
        if format == .png, target == nil, Output.standardOutputIsTerminal {
            throw ValidationError(
                "Not writing a PNG to the terminal; give an output file (render spec.json out.png) or redirect it.")
        }
        if let input = self.spec, let target {
            try Self.refuseOverwriting(
                specs: [input], outputs: [target], fix: "Write the output to another file.",
                otherSpecFix: "Write the output to another file, or render both specs into a folder (--out-dir DIR).")
        } else if let target {
            try Files.refuseReplacingSpecs(
                outputs: [target],
                fix:
                    "With --layout the one argument is the output: to draw \(target), leave out --layout; to draw the example, write it to another file."
            )
        }
        let spec: LaidOut
        if let name = layoutName, let kind = LayoutKinds.named(name) {
            spec = try Self.layOut(spec: Array(kind.example.utf8), source: "built-in \(name) example")
        } else {
            spec = try Self.load(self.spec!) // JSON, or YAML by extension; `-` is standard input
        }
        let settings = try diagram.settings(for: [format])
        if let offsets {
            try writeSweep(offsets, spec: spec, format: format, settings: settings, pattern: target ?? "")
            return
        }
        let bytes = try Self.output(spec, format: format, settings: settings)
        if let target { try Files.writeAtomically(bytes, to: target) } else { try Output.standardOutput(bytes) }
    }

    /// A checked spec and its layout (SpecFiles').
    typealias LaidOut = LaidOutSpec

    /// Parses and lays out a spec (UTF-8 bytes); errors name the source and the JSON path.
    static func layOut(spec bytes: [UInt8], source: String) throws(CLIError) -> LaidOut {
        do {
            let document = try SpecDocument(value: try JSONValue.parse(utf8: bytes))
            return LaidOut(document: document, result: try document.computeLayout())
        } catch {
            throw CLIError.invalidSpec(source: source, error)
        }
    }

    /// The output's bytes: the only place that decides what the output is. A diagram's notes (an
    /// offset beyond the content) go to standard error first.
    /// - Parameter viewport: the viewport to evaluate and draw instead of the spec's (`--offsets`).
    static func output(_ spec: LaidOut, format: OutputFormat, settings: DiagramSettings, viewport: Rect? = nil)
        throws -> [UInt8]
    {
        guard let diagramFormat = format.diagramFormat else {
            let json = AttributesJSON.encode(
                layout: spec.document.kind.name, result: spec.result, viewport: viewport ?? spec.document.viewport)
            return Array(json.utf8)
        }
        let prepared = try prepare(spec, settings: settings, formats: [diagramFormat], viewport: viewport)
        for note in prepared.notes { Output.standardError(Output.printable(note) + "\n") }
        return try data(prepared, diagramFormat)
    }

    func resolveFormat(_ target: String?) throws -> OutputFormat {
        if let format {
            guard format.formats.count == 1 else {
                throw ValidationError(
                    "One output takes one --format; render several formats into a folder with --out-dir DIR.")
            }
            return format.formats[0]
        }
        guard let target else { return .json }
        let ext = target.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        if let f = OutputFormat(rawValue: ext), target.contains(".") { return f }
        throw ValidationError(
            "Cannot tell the format from '\(target)'; name it .\(OutputFormat.allCases.map(\.rawValue).joined(separator: ", .")) or pass --format."
        )
    }
}

extension String {
    func padding(to n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
