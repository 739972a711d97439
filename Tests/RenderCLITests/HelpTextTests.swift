import ArgumentParser
import Testing

@testable import RenderCommands

/// `render --help`'s prose as argument-parser wraps it: a paragraph written as one line is wrapped
/// to the terminal's width, while a line broken by hand stays broken, so the paragraph came out
/// ragged at any width but the one it was written for (`render gallery --help` at 80 columns:
/// "... (linked to" / "IMAGES/NAME.svg), grouped by" / "layout kind ...").
struct HelpTextTests {
    /// Every command, its subcommands' subcommands too, with its name as typed.
    static func commands(_ command: ParsableCommand.Type = RenderRoot.self, path: String = "render")
        -> [(String, ParsableCommand.Type)]
    {
        [(path, command)]
            + command.configuration.subcommands.flatMap { sub in
                commands(sub, path: "\(path) \(sub._commandName)")
            }
    }

    @Test func everyProseParagraphOfTheDiscussionsIsOneLine() {
        let all = Self.commands()
        #expect(all.map(\.0).contains("render check merge"))
        for (name, command) in all {
            let lines = command.configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false)
            // Examples and tables are indented and keep their lines; prose is not.
            let prose = { (line: Substring) in !line.isEmpty && !line.hasPrefix(" ") }
            for (above, line) in zip(lines, lines.dropFirst()) where prose(above) && prose(line) {
                Issue.record("\(name)'s discussion breaks a paragraph by hand: '\(above)' / '\(line)'")
            }
        }
    }

    @Test func aParagraphIsWrappedToAWideTerminal() throws {
        let run = try CLI.run(["gallery", "--help"], environment: ["COLUMNS": "200"])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                "Every spec SPECS/NAME.json (or .yaml, .yml) is shown as IMAGES/NAME.png (linked to IMAGES/NAME.svg), grouped by layout kind in the order of `render --list-layouts`, with its spec and the command"
            ), "\(run.stdout)")
    }
}
