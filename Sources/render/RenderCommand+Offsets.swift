import ArgumentParser
import LayoutEngine
import LayoutSpec

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
    /// (attributes JSON, or a diagram with the viewport drawn there). Every output is made before
    /// the first is written, so a failure leaves no partial sweep behind.
    func writeSweep(_ offsets: String, spec: LaidOut, format: OutputFormat, pattern: String) throws {
        let frames: [ScrollSweep.Frame]
        do {
            frames = try ScrollSweep.frames(
                offsets: try ScrollSweep.parseOffsets(offsets), document: spec.document, pattern: pattern)
        } catch {
            throw ValidationError(error.description)
        }
        var outputs: [(path: String, bytes: [UInt8])] = []
        for frame in frames {
            if let note = Self.overscrollNote(spec, format: format, diagram: diagram, viewport: frame.viewport) {
                Output.standardError(note + "\n")
            }
            outputs.append(
                (frame.path, try Self.output(spec, format: format, diagram: diagram, viewport: frame.viewport)))
        }
        for output in outputs { try Files.writeAtomically(output.bytes, to: output.path) }
    }
}
