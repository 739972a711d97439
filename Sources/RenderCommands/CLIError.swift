import ArgumentParser
import CairoRenderer
import LayoutDiagrams
import LayoutSpec
import SafeIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every failure of the command line, with its exit code (sysexits names) and a one-line message.
enum CLIError: Error, CustomStringConvertible {
    case invalidSpec(source: String, SpecError)
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    /// The diagram exceeds Cairo's size limit: its sizes and the fix
    /// (`DiagramRequestError.tooLargeMessage`).
    case tooLarge(String)
    /// The DejaVu font files are missing.
    case fontUnavailable(String)
    /// Cairo or libpng failed while drawing.
    case renderFailed(String)
    /// `render diff`: an input cannot be read or decoded, or the diff image cannot be written.
    case diffInput(String)
    /// The diagram would be less than one pixel wide or high at this scale.
    case tooSmall(width: Int, height: Int, scale: Double, minimumScale: Double)
    /// Writing to standard output failed (a full disk, a closed terminal, ...).
    case standardOutput(reason: String)

    /// Maps a file error: reading fails with 66, writing with 73.
    init(_ error: FileError) {
        switch error.operation {
        case .read: self = .cannotRead(path: error.path, reason: error.reasonText)
        case .write: self = .cannotWrite(path: error.path, reason: error.reasonText)
        }
    }

    /// Maps a renderer error to the command line's, drawing `format` (`clipped`: only the
    /// viewport, `--clip viewport`): a diagram too large says what this request can change.
    init(_ error: RenderError, format: DiagramFormat = .png, clipped: Bool = false) {
        switch error {
        case .tooLarge(let w, let h, let scale):
            self = .tooLarge(
                DiagramRequestError.tooLargeMessage(width: w, height: h, scale: scale, format: format, clipped: clipped)
            )
        case .fontUnavailable: self = .fontUnavailable("\(error)")
        default: self = .renderFailed("\(error)")
        }
    }

    var description: String {
        switch self {
        case .invalidSpec(let source, let e): return "\(source): \(e)"
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason); nothing was written"
        case .tooLarge(let message): return "\(message); nothing was written"
        case .fontUnavailable(let message): return message
        case .renderFailed(let message): return "drawing failed: \(message); nothing was written"
        case .diffInput(let message): return message
        case .tooSmall(let w, let h, let scale, let minimum):
            guard minimum.isFinite else { return "the diagram is empty (\(w) x \(h) px); nothing was written" }
            func side(_ n: Int) -> String { n >= 1 << 62 ? "over 10^18" : "\(n)" }
            return
                "the diagram would be \(side(w)) x \(side(h)) px at scale \(scale), too small to draw; use a scale of at least \(minimum) (--scale or the spec's \"scale\"); nothing was written"
        case .standardOutput(let reason): return "cannot write to standard output: \(reason)"
        }
    }

    /// Whether the message names the file at fault (a spec's errors name the spec, read and
    /// write errors their path); a batch names the spec before the others.
    var namesItsFile: Bool {
        switch self {
        case .invalidSpec, .cannotRead, .cannotWrite: true
        default: false
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .invalidSpec: return ExitCode(65) // EX_DATAERR
        case .cannotRead: return ExitCode(66) // EX_NOINPUT
        case .cannotWrite: return ExitCode(73) // EX_CANTCREAT
        case .tooLarge: return ExitCode(65) // EX_DATAERR: this spec cannot be drawn whole
        case .fontUnavailable: return ExitCode(72) // EX_OSFILE
        case .renderFailed: return ExitCode(70) // EX_SOFTWARE
        case .diffInput: return ExitCode(2) // like diff(1) and cmp(1): trouble
        case .tooSmall: return ExitCode(65) // EX_DATAERR: this scale cannot draw the spec
        case .standardOutput: return ExitCode(74) // EX_IOERR
        }
    }
}

extension RenderRoot {
    /// The program: runs the command line's arguments and ends the process with the exit code.
    public static func main() -> Never {
        let raw = (1..<Int(CommandLine.argc)).map { i -> [UInt8] in
            guard let argument = CommandLine.unsafeArgv[i] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
        let code: Int32
        if let message = argumentNotUTF8(raw) {
            Output.errorLine(message)
            code = ExitCode.validationFailure.rawValue
        } else {
            code = run(Array(CommandLine.arguments.dropFirst()))
        }
        #if canImport(Glibc)
            Glibc.exit(code)
        #else
            Darwin.exit(code)
        #endif
    }

    /// The message for the first of the process's arguments (as bytes, without the program's name)
    /// that is not UTF-8, or nil when all are. Swift reads such an argument with U+FFFD for its bytes,
    /// so `render` would read or write another name than the one given (`render a.json $'\xFF.png'`
    /// wrote `\u{FFFD}.png`): it is refused (64) before anything runs.
    static func argumentNotUTF8(_ arguments: [[UInt8]]) -> String? {
        for (i, bytes) in arguments.enumerated() where String(validating: bytes, as: UTF8.self) == nil {
            return
                "argument \(i + 1) (\(String(decoding: bytes, as: UTF8.self))) is not UTF-8 text: its bytes would be read as \u{FFFD}, another name than the one given; give it in UTF-8 (a file's name: rename the file in UTF-8, convmv -f latin1 -t utf8)"
        }
        return nil
    }

    /// Runs `render` with `arguments` (without the program's name) and returns its exit code:
    /// help on standard output (0); every error as one line on standard error, `error: ...`, with
    /// its code (CLIError's, 64 for a bad command line, or the one a command throws, such as
    /// `render diff`'s 1). The process is never ended here; `main()` does that.
    public static func run(_ arguments: [String]) -> Int32 {
        _ = narrowTerminalWidened
        if Check.asksForHelp(arguments) {
            // `render check --help`: the check's own help (its options), not the list of subcommands.
            do { try Output.standardOutput(helpMessage(for: CheckRun.self) + "\n") } catch {
                return report(error, in: nil)
            }
            return 0
        }
        let command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            // argument-parser checks a command's own rules, and its required options, before it
            // looks for options it does not know: `--thme dark` read as "Give one spec and one
            // output", `--baseline base` as "Missing expected argument '--baselines <dir>'".
            if let command = misspeltCommand(in: arguments) {
                Output.errorLine(command)
                return ExitCode.validationFailure.rawValue
            }
            if let unknown = unknownOption(in: arguments), !message(for: error).hasPrefix("Unknown option") {
                Output.errorLine("\(unknown.message); see 'render \(unknown.command) --help'")
                return ExitCode.validationFailure.rawValue
            }
            return report(error, in: nil)
        }
        var running = command
        do {
            try running.run()
        } catch {
            // `render chek specs`: drawn as the spec "chek", which does not exist.
            if let command = misspeltCommand(in: arguments) {
                Output.errorLine(command)
                return ExitCode.validationFailure.rawValue
            }
            return report(error, in: type(of: command))
        }
        return 0
    }

    /// `run(arguments)` with standard output and standard error written to `output` instead of the
    /// process's: how tests run a command in their own process.
    public static func run(_ arguments: [String], capturing output: CapturedOutput) -> Int32 {
        Output.$capture.withValue(output) { run(arguments) }
    }

    /// Prints what `error` calls for and returns its exit code. `command`: the subcommand that ran,
    /// for the hint.
    static func report(_ error: any Error, in command: (any ParsableCommand.Type)?) -> Int32 {
        if let error = error as? CLIError {
            Output.errorLine(error.description)
            return error.exitCode.rawValue
        }
        if let code = error as? ExitCode { return code.rawValue }
        let code = exitCode(for: error)
        if code == .success {
            // --help, --version: the full text, on standard output.
            let full = fullMessage(for: error)
            if !full.isEmpty {
                do { try Output.standardOutput(full + "\n") } catch { return report(error, in: command) }
            }
            return 0
        }
        let full = fullMessage(for: error)
        var message = polished(message(for: error))
        if message.hasSuffix(".") { message.removeLast() }
        Output.errorLine((message.isEmpty ? full : message) + "; see '\(helpCommand(in: full, command: command))'")
        return code.rawValue
    }

    /// Makes `COLUMNS` at least 40 when it, or else the width of standard output's terminal, is
    /// narrower. argument-parser wraps help and usage to that width, and stops the process (a
    /// failed precondition, signal 4) when it leaves no room beside the option column, 26 columns
    /// or fewer: `COLUMNS=20 render --help`, or `render --help` in a narrow terminal pane. Its
    /// width is read in places that take no width (`exitCode(for:)`), so the environment is where
    /// it is given.
    static func widenNarrowTerminal() {
        var width: Int?
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text) {
            width = columns
        } else {
            var size = winsize()
            if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { width = Int(size.ws_col) }
        }
        if let width, width < minimumHelpColumns { setenv("COLUMNS", "\(minimumHelpColumns)", 1) }
    }

    /// The narrowest width help is wrapped to.
    static let minimumHelpColumns = 40

    /// `widenNarrowTerminal()`, once per process (a static's initializer runs once, whatever the
    /// threads): tests run commands in parallel, and `setenv` beside another thread's `getenv` is
    /// not safe.
    static let narrowTerminalWidened: Void = widenNarrowTerminal()

    /// `Unknown command 'chek'. Did you mean 'render check'?` when the first argument is no file or
    /// folder and within a letter or two of a subcommand's name, else nil (it is a spec to draw).
    static func misspeltCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !FileSystem.exists(first) else { return nil }
        let names = configuration.subcommands.map { $0._commandName }
        guard let guess = NameSuggestion.closest(to: first, among: names), guess != first else { return nil }
        return "Unknown command '\(first)'. Did you mean 'render \(guess)'?; see 'render --help'"
    }

    /// The first long option in `arguments` (`--thme`, `--baseline=base`; none after `--`) that
    /// the subcommand they are for does not have, with the one it most likely misspells, and that
    /// subcommand's name (`draw`, `check`, ...). The options a subcommand has are those its help
    /// names.
    static func unknownOption(in arguments: [String]) -> (message: String, command: String)? {
        let (type, name): (any ParsableCommand.Type, String) =
            switch arguments.first {
            case "check":
                arguments.dropFirst().first == "merge" ? (CheckMerge.self, "check merge") : (CheckRun.self, "check")
            case "diff": (Diff.self, "diff")
            case "gallery": (Gallery.self, "gallery")
            case "schema": (SchemaCommand.self, "schema")
            default: (Draw.self, "draw")
            }
        let help = helpMessage(for: type, includeHidden: true, columns: 10_000)
        let known = Set(
            help.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") })
                .filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init))
        for argument in arguments {
            if argument == "--" { break }
            guard argument.hasPrefix("--"), argument.count > 2 else { continue }
            let option = String(argument.prefix { $0 != "=" })
            if known.contains(option) { continue }
            let guess = NameSuggestion.closest(to: option, among: known.sorted()).map { ". Did you mean '\($0)'?" }
            return ("Unknown option '\(option)'\(guess ?? "")", name)
        }
        return nil
    }

    /// argument-parser's message on one line: a bulleted list of choices (`Please provide one of
    /// the following:` then `- container` a line) as a comma list, and for a value that is not
    /// one of them, the choice it most likely misspells (`NameSuggestion`): `The value 'drak' is
    /// invalid for '--theme <theme>'. Please provide one of 'light', 'dark' or 'auto' (did you mean
    /// 'dark'?)`.
    static func polished(_ message: String) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(while: \.isWhitespace) }
        // Bullets are the lines of argument-parser's lists; a one-line message of ours may start
        // with `- ` (standard input's name) and is kept whole.
        func isBullet(_ line: Substring) -> Bool { lines.count > 1 && line.hasPrefix("- ") }
        let bullets = lines.filter(isBullet).map { String($0.dropFirst(2)) }
        var text = lines.filter { !isBullet($0) }.joined(separator: " ")
        if !bullets.isEmpty { text += " " + bullets.map { "'\($0)'" }.joined(separator: ", ") }
        // "The value 'X' is invalid for '--option <v>'. Please provide one of 'a', 'b' or 'c'"
        guard text.hasPrefix("The value '"), let end = text.range(of: "' is invalid for '"),
            let choices = text.range(of: "Please provide one of")
        else { return text }
        let typed = String(text[text.index(text.startIndex, offsetBy: 11)..<end.lowerBound])
        let quoted = text[choices.upperBound...].split(separator: "'", omittingEmptySubsequences: false)
        let values = stride(from: 1, to: quoted.count, by: 2).map { String(quoted[$0]) }
        // A comma list (`--hide lanes,insetz`): the part that is not a choice.
        let parts = typed.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let unknown = parts.first { !values.contains($0) } ?? typed
        let guess = NameSuggestion.closest(to: unknown, among: values).flatMap { $0 == unknown ? nil : $0 }
        let which = parts.count > 1 ? "'\(unknown)' is not one" : nil
        let notes = [which, guess.map { "did you mean '\($0)'?" }].compactMap { $0 }
        if notes.isEmpty { return text }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " (\(notes.joined(separator: "; ")))"
    }

    /// `render draw --help`: the help of the subcommand the arguments were for. argument-parser
    /// names it in the usage text ("See 'render draw --help' for more information.").
    static func helpCommand(in usage: String, command: (any ParsableCommand.Type)?) -> String {
        if command == CheckRun.self { return "render check --help" }
        if command == CheckMerge.self { return "render check merge --help" }
        if let command { return "render \(command._commandName) --help" }
        let parts = usage.split(separator: "'", omittingEmptySubsequences: false)
        if let k = parts.indices.first(where: { parts[$0].hasSuffix("See ") && $0 + 1 < parts.count }) {
            let named = String(parts[k + 1])
            // The root's usage: the arguments were for `draw`, the default subcommand.
            if named == "render check run --help" { return "render check --help" }
            return named == "render --help" ? "render draw --help" : named
        }
        return "render --help"
    }
}
