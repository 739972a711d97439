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
                throw SpecError(path: "--offsets", "needs an output path with %d where the offset goes, such as out-%d.json")
            }
            try ScrollSweep.checkPattern(pattern)
        } catch let error as SpecError {
            throw ValidationError(error.description)
        }
    }

    /// Writes one output per offset; each shows the viewport at that offset with effects applied.
    func writeSweep(_ offsets: String, document: SpecDocument, result: LayoutResult, format: OutputFormat, pattern: String) throws {
        let frames: [ScrollSweep.Frame]
        do {
            frames = try ScrollSweep.frames(offsets: try ScrollSweep.parseOffsets(offsets), document: document, pattern: pattern)
        } catch {
            throw ValidationError(error.description)
        }
        for frame in frames {
            switch format {
            case .json:
                let json = AttributesJSON.encode(layout: document.kind.name, result: result, viewport: frame.viewport)
                try Files.writeAtomically(Array(json.utf8), to: frame.path)
            }
        }
    }
}
