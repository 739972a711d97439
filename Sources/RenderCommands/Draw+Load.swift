import ArgumentParser
import SafeIO
import SpecFiles

/// Reading a spec file for `render`, batch and `--watch`: SpecFiles' one loader (JSON, or YAML for
/// `.yaml` / `.yml`), its errors as the command line's.
extension Draw {
    /// Reads, parses, checks and lays out the spec at `path` (`-`: standard input); errors name the
    /// file (and for YAML the line and column) and the spec path.
    static func load(_ path: String) throws(CLIError) -> LaidOut {
        do { return try SpecLoader.layOut(path) } catch { throw CLIError(error) }
    }
}

extension CLIError {
    /// A spec that cannot be read (66) or is not valid (65).
    init(_ error: SpecLoadError) {
        switch error {
        case .file(let error): self.init(error)
        case .invalid(let source, let error): self = .invalidSpec(source: source, error)
        }
    }
}

extension Draw {
    /// Refuses (64, before anything is written) outputs that would replace one of the run's specs
    /// (`render specs --out-dir specs --format json`, `render spec.json spec.json`): compared as
    /// files (device and inode) and as normalised paths; then outputs that are other specs
    /// (`Files.refuseReplacingSpecs`).
    static func refuseOverwriting(
        specs: [String], outputs: [String], fix: String, otherSpecFix: String? = nil
    ) throws(ValidationError) {
        if let clash = SameFile.firstClash(inputs: specs, outputs: outputs) {
            throw ValidationError(
                "The output \(clash.output) is the spec \(clash.input); writing it would replace the spec. \(fix)")
        }
        try Files.refuseReplacingSpecs(outputs: outputs, fix: otherSpecFix ?? fix)
    }

}
