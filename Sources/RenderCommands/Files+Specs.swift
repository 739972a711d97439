import ArgumentParser
import SpecFiles

extension Files {
    /// Refuses (64, before anything is written) outputs that are specs of their own, not inputs of
    /// the run (`SpecLoader.isSpec`): `render a.json b.json` (a shell's `*.json` of two specs), or
    /// `render a.json --layout mosaic`, where the one argument is the output. Every command's
    /// outputs go through here.
    static func refuseReplacingSpecs(outputs: [String], fix: String) throws(ValidationError) {
        guard let spec = outputs.first(where: { $0 != "-" && SpecLoader.isSpec(atPath: $0) }) else { return }
        throw ValidationError("The output \(spec) is a spec; writing it would replace that spec. \(fix)")
    }
}
