import ArgumentParser
import LayoutSpec

/// `render schema`: the spec format as a JSON Schema (draft 2020-12), for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of specs, for editors' completion and validation.",
        discussion: """
            Made from the same parameter tables the spec decoder checks: every key of every kind with its level, type, range, default and meaning. In VS Code (settings.json):
              "json.schemas": [ { "fileMatch": ["*.layout.json", "Fixtures/*.json"],
                                  "url": "./spec.schema.json" } ]
            See Docs/SpecFormat.md.
            """
    )

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Write the schema to this file. Default: standard output.", valueName: "path"))
    var output: String?

    func run() throws {
        let text = SpecSchema.text()
        if let output {
            try Files.refuseReplacingSpecs(
                outputs: [output], fix: "Write the schema elsewhere (-o spec.schema.json).")
            try Files.writeAtomically(Array(text.utf8), to: output)
        } else {
            try Output.standardOutput(text)
        }
    }
}
