import ArgumentParser
import CairoRenderer
import LayoutSpec
import SafeIO

/// Every failure of the command line, with its exit code (sysexits names) and a one-line message.
enum CLIError: Error, CustomStringConvertible {
    case invalidSpec(source: String, SpecError)
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    /// The diagram exceeds Cairo's size limit.
    case tooLarge(width: Int, height: Int, scale: Double)
    /// The DejaVu font files are missing.
    case fontUnavailable(String)
    /// Cairo or libpng failed while drawing.
    case renderFailed(String)
    /// `render diff`: an input cannot be read or decoded, or the diff image cannot be written.
    case diffInput(String)

    /// Maps a file error: reading fails with 66, writing with 73.
    init(_ error: FileError) {
        switch error.operation {
        case .read: self = .cannotRead(path: error.path, reason: error.reasonText)
        case .write: self = .cannotWrite(path: error.path, reason: error.reasonText)
        }
    }

    /// Maps a renderer error to the command line's.
    init(_ error: RenderError) {
        switch error {
        case .tooLarge(let w, let h, let scale): self = .tooLarge(width: w, height: h, scale: scale)
        case .fontUnavailable: self = .fontUnavailable("\(error)")
        default: self = .renderFailed("\(error)")
        }
    }

    var description: String {
        switch self {
        case .invalidSpec(let source, let e): return "\(source): \(e)"
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason); nothing was written"
        case .tooLarge(let w, let h, let scale):
            let limit = SceneRenderer.maximumPixelSize
            let fits = (Double(limit) / Double(max(w, h)) * scale * 100).rounded(.down) / 100
            let lower = fits >= 0.01 ? " or a lower scale (--scale \(fits) fits)" : ""
            return
                "the diagram would be \(w) x \(h) px at scale \(scale == scale.rounded() ? String(Int(scale)) : "\(scale)"), "
                + "over Cairo's limit of \(limit) px per side; draw only the viewport with --clip viewport\(lower); nothing was written"
        case .fontUnavailable(let message): return message
        case .renderFailed(let message): return "drawing failed: \(message); nothing was written"
        case .diffInput(let message): return message
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
