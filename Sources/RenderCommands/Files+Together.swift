import SafeIO

/// Several outputs of one spec written all or none (`render --out-dir` writes a spec's PNG and SVG
/// together).
extension Files {
    /// Writes every output, or none when one cannot be written: each is first staged as a complete,
    /// synced temporary file beside its target (`AtomicFile.stage`), and only when all are staged
    /// are they renamed into place, as one step that SIGINT or SIGTERM does not cut
    /// (`AtomicFile.commit`). A staging failure removes the other temporary files and leaves every
    /// target untouched.
    static func writeTogether(_ outputs: [(path: String, bytes: [UInt8])]) throws(CLIError) {
        var staged: [AtomicFile.Staged] = []
        staged.reserveCapacity(outputs.count)
        do {
            for output in outputs { staged.append(try AtomicFile.stage(output.bytes, for: output.path)) }
            try AtomicFile.commit(staged)
        } catch {
            for file in staged { file.discard() }
            throw CLIError(error)
        }
    }
}
