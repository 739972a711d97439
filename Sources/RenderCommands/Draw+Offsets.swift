import ArgumentParser
import LayoutDiagrams
import LayoutEngine
import LayoutSpec
import SafeIO

/// `--offsets`: one output per scroll offset (`render SPEC --offsets 0,200,400 out-%d.json`).
extension Draw {
    func validateOffsets() throws {
        guard let offsets else { return }
        do {
            _ = try ScrollSweep.parseOffsets(offsets)
            guard let pattern = outputOption ?? output else {
                throw SpecError(
                    path: "--offsets", "needs an output path with %d where the offset goes, such as out-%d.json")
            }
            try ScrollSweep.checkPattern(pattern)
        } catch let error as SpecError {
            throw ValidationError(error.description)
        }
    }

    /// Writes one output per offset; each shows the viewport at that offset with effects applied
    /// (attributes JSON, or a diagram with the viewport drawn there). Each output goes to a staged
    /// temporary file as soon as it is made (memory holds one output at a time); they are renamed
    /// into place once all are made, so a failure (or a signal) leaves no partial sweep behind.
    func writeSweep(
        _ offsets: String, spec: LaidOut, format: OutputFormat, settings: DiagramSettings, pattern: String
    ) throws {
        let frames: [ScrollSweep.Frame]
        do {
            frames = try ScrollSweep.frames(
                offsets: try ScrollSweep.parseOffsets(offsets), document: spec.document, pattern: pattern)
        } catch {
            throw ValidationError(error.description)
        }
        try Self.refuseOverwriting(
            specs: [self.spec].compactMap { $0 }, outputs: frames.map(\.path),
            fix: "Give an output pattern that names other files (out-%d.\(format.rawValue)).")
        var staged: [AtomicFile.Staged] = [] // removed when released uncommitted (an error)
        for frame in frames {
            let bytes = try Self.output(spec, format: format, settings: settings, viewport: frame.viewport)
            do { staged.append(try AtomicFile.stage(bytes, for: frame.path)) } catch { throw CLIError(error) }
        }
        do { try AtomicFile.commit(staged) } catch { throw CLIError(error) }
    }
}
