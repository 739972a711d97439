import ArgumentParser
import CairoRenderer
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

    @Option(
        help: ArgumentHelp(
            "Scroll offsets along the scroll axis, e.g. 0,200,400: one output per offset, the output path's %d replaced by the offset.",
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
            throw ValidationError(
                "Unknown layout '\(name)'. Please provide one of \(LayoutKinds.all.map { "'\($0.name)'" }.joined(separator: ", "))."
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
            try Self.refuseOverwriting(specs: [input], outputs: [target], fix: "Write the output to another file.")
        }
        let spec: LaidOut
        if let name = layoutName, let kind = LayoutKinds.named(name) {
            spec = try Self.layOut(spec: Array(kind.example.utf8), source: "built-in \(name) example")
        } else {
            spec = try Self.load(self.spec!) // JSON, or YAML by extension; `-` is standard input
        }
        if format != .json {
            try Self.checkDiagram(
                spec, format: format, diagram: diagram, viewport: offsets != nil ? spec.document.viewport : nil)
        }
        if let offsets {
            try writeSweep(offsets, spec: spec, format: format, pattern: target ?? "")
            return
        }
        if let note = Self.overscrollNote(spec, format: format, diagram: diagram, viewport: nil) {
            Output.standardError(note + "\n")
        }
        let bytes = try Self.output(spec, format: format, diagram: diagram)
        if let target { try Files.writeAtomically(bytes, to: target) } else { try Output.standardOutput(bytes) }
    }

    /// A checked spec and its layout (SpecFiles').
    typealias LaidOut = LaidOutSpec

    /// Parses and lays out a spec (UTF-8 bytes); errors name the source and the JSON path.
    static func layOut(spec bytes: [UInt8], source: String) throws(CLIError) -> LaidOut {
        do {
            let root = try JSONValue.parse(utf8: bytes)
            let document = try SpecDocument(value: root)
            return LaidOut(
                document: document, result: try document.computeLayout(), hasContentOffset: root["contentOffset"] != nil
            )
        } catch {
            throw CLIError.invalidSpec(source: source, error)
        }
    }

    /// The output's bytes: pure, and the only place that decides what the output is.
    /// - Parameter viewport: the viewport to evaluate and draw instead of the spec's (`--offsets`).
    static func output(_ spec: LaidOut, format: OutputFormat, diagram: DiagramArguments, viewport: Rect? = nil)
        throws(CLIError) -> [UInt8]
    {
        switch format {
        case .json:
            let json = AttributesJSON.encode(
                layout: spec.document.kind.name, result: spec.result, viewport: viewport ?? spec.document.viewport)
            return Array(json.utf8)
        case .png, .svg, .html:
            var options = diagram.options(for: spec.document, hasContentOffset: spec.hasContentOffset, format: format)
            if let viewport { options.viewport = viewport }
            let canvas = Diagram.canvasSize(for: spec.result, options: options)
            try checkNotEmpty(canvas: canvas, scale: options.scale) {
                var atScale1 = options
                atScale1.scale = 1
                return Diagram.canvasSize(for: spec.result, options: atScale1)
            }
            do {
                // The library's one call (it refuses an oversized diagram before building it).
                return try Diagram.data(
                    spec.result, format: format == .png ? .png : format == .svg ? .svg : .html, options: options,
                    compression: diagram.compression)
            } catch {
                throw CLIError(error)
            }
        }
    }

    /// A canvas with a side under one device pixel is a data error (65), not a drawing failure:
    /// the scale is too small for the diagram.
    /// - Parameter canvasAtScale1: the canvas at scale 1 (margins snap to device pixels, so a
    ///   tiny scale shrinks them to nothing), for the least scale that draws.
    static func checkNotEmpty(canvas: Size, scale: Double, canvasAtScale1: () -> Size) throws(CLIError) {
        let probe = Scene(canvas: canvas, scale: scale, background: .white, commands: [])
        guard probe.pixelWidth <= 0 || probe.pixelHeight <= 0 else { return }
        let points = canvasAtScale1()
        let smallest = min(points.width, points.height)
        // The least scale that makes one pixel, rounded up to two significant digits.
        let exact = 1 / smallest
        var step = 1.0
        if exact.isFinite {
            while step > exact { step /= 10 }
            while step * 10 <= exact { step *= 10 }
            step /= 10
        }
        let minimum = exact.isFinite ? (exact / step).rounded(.up) * step : .infinity
        throw CLIError.tooSmall(
            width: probe.pixelWidth, height: probe.pixelHeight, scale: scale, minimumScale: minimum)
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
