import ArgumentParser

/// The checks of an option that several subcommands declare (each with its own help): one rule
/// and one message wherever the flag is.
enum OptionChecks {
    /// `--scale` (`render`, `render check`, `render diff`): more than 0 and at most 16 pixels per point.
    static func scale(_ scale: Double?) throws {
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be a number greater than 0 and at most 16, got \(scale).")
        }
    }

    /// `--max-pixels` (`render check`, `render diff`): at least 1.
    static func maxPixels(_ maxPixels: Int) throws {
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be at least 1, got \(maxPixels).") }
    }
}
