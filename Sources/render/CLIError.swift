import ArgumentParser
import LayoutSpec

/// Every failure of the command line, with its exit code (sysexits names) and a one-line message.
enum CLIError: Error, CustomStringConvertible {
    case invalidSpec(source: String, SpecError)
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)

    var description: String {
        switch self {
        case .invalidSpec(let source, let e): return "\(source): \(e)"
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason); nothing was written"
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .invalidSpec: return ExitCode(65)   // EX_DATAERR
        case .cannotRead: return ExitCode(66)    // EX_NOINPUT
        case .cannotWrite: return ExitCode(73)   // EX_CANTCREAT
        }
    }
}

extension RenderRoot {
    /// Maps our errors to one line on stderr and an exit code; argument-parser handles the rest.
    static func main() {
        do {
            var command = try parseAsRoot()
            do {
                try command.run()
            } catch let error as CLIError {
                Output.standardError("error: \(error)\n")
                Self.exit(withError: error.exitCode)
            }
        } catch {
            Self.exit(withError: error)
        }
    }
}
