import CairoRenderer

/// What `render check` prints besides its lines (`--reporter`).
public enum CheckReporter: String, Hashable, Sendable, CaseIterable {
    /// The lines only: one per failing spec, then the summary.
    case plain
    /// The lines, then GitHub Actions workflow commands (`::error file=...,title=...::...`), which
    /// GitHub shows as annotations on the run, the pull request and the spec file.
    case github
}
