import ArgumentParser
import LayoutEngine
import LayoutSpec

/// `render`: computes a layout from a spec (or a built-in example) and writes its attributes JSON
/// or a diagram.
struct RenderRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Compute collection-view layouts and print or draw them.",
        discussion: """
        A spec is a JSON file naming a layout kind, the container size and the sections and items
        (see Docs/SpecFormat.md). Examples:

          render --list-layouts                       list the layout kinds
          render --layout aligned --format json       attributes of the built-in aligned example
          render Fixtures/aligned-basic.json          attributes JSON on stdout
          render spec.json -o attributes.json         ... written to a file (atomically)

        Exit codes: 0 success; 64 bad command line; 65 invalid spec (the message names the JSON path
        and the fix); 66 spec file not found or unreadable; 73 output cannot be written.
        """,
        subcommands: [Draw.self],
        defaultSubcommand: Draw.self
    )
}

/// Output formats of `render`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case json
}

struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Lay out a spec (the default command: `render SPEC` is `render draw SPEC`)."
    )

    @Argument(help: ArgumentHelp("The spec file (JSON). Omit it with --layout.", valueName: "spec"))
    var spec: String?

    @Argument(help: ArgumentHelp("Where to write the output; its extension picks the format. Default: standard output.", valueName: "output"))
    var output: String?

    @Option(name: .customLong("layout"), help: ArgumentHelp("Use the built-in example of this kind instead of a spec file.", valueName: "kind"))
    var layoutName: String?

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")). Default: from the output's extension, else json.")
    var format: OutputFormat?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("Write the output to this file (same as the second argument).", valueName: "path"))
    var outputOption: String?

    @Flag(name: .customLong("list-layouts"), help: "List the layout kinds and exit.")
    var listLayouts = false

    mutating func validate() throws {
        if listLayouts { return }
        // `render --layout mosaic out.png`: with a built-in example the one argument is the output.
        if layoutName != nil, let only = spec, output == nil {
            output = only
            spec = nil
        }
        if spec == nil && layoutName == nil {
            throw ValidationError("Give a spec file (render spec.json) or a built-in example (render --layout aligned). See render --list-layouts.")
        }
        if spec != nil && layoutName != nil {
            throw ValidationError("Give either a spec file or --layout, not both (with --layout the only argument is the output).")
        }
        if output != nil && outputOption != nil {
            throw ValidationError("Give the output path once: as the second argument or with -o, not both.")
        }
        if let name = layoutName, LayoutKinds.named(name) == nil {
            throw ValidationError("Unknown layout '\(name)'. Please provide one of \(LayoutKinds.all.map { "'\($0.name)'" }.joined(separator: ", ")).")
        }
    }

    func run() throws {
        if listLayouts {
            let width = LayoutKinds.all.map(\.name.count).max() ?? 0
            let lines = LayoutKinds.all.map { k in
                k.name.padding(to: width) + "  " + k.directions.map(\.rawValue).joined(separator: "+").padding(to: 19) + "  " + k.summary
            }
            Output.standardOutput(lines.joined(separator: "\n") + "\n")
            return
        }
        let target = outputOption ?? output
        let format = try resolveFormat(target)
        let text: String
        let source: String
        if let name = layoutName, let kind = LayoutKinds.named(name) {
            text = kind.example
            source = "built-in \(name) example"
        } else {
            let path = spec!
            source = path
            text = try Files.readText(path)
        }
        let document: SpecDocument
        let result: LayoutResult
        do {
            document = try SpecDocument(json: text)
            result = try document.computeLayout()
        } catch {
            throw CLIError.invalidSpec(source: source, error)
        }
        switch format {
        case .json:
            let json = AttributesJSON.encode(layout: document.kind.name, result: result, viewport: document.viewport)
            if let target { try Files.writeAtomically(Array(json.utf8), to: target) } else { Output.standardOutput(json) }
        }
    }

    func resolveFormat(_ target: String?) throws -> OutputFormat {
        if let format { return format }
        guard let target else { return .json }
        let ext = target.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        if let f = OutputFormat(rawValue: ext), target.contains(".") { return f }
        throw ValidationError("Cannot tell the format from '\(target)'; name it .\(OutputFormat.allCases.map(\.rawValue).joined(separator: ", .")) or pass --format.")
    }
}

extension String {
    func padding(to n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
