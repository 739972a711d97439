import SafeIO

extension FolderCheck {
    /// Why `path` cannot be a baseline, or nil when it is a regular file or does not exist: a
    /// symbolic link (dangling or not) or anything but a regular file is never read, written or
    /// followed. The message names the path and the fix.
    static func baselineProblem(_ path: String) -> String? {
        guard let kind = try? FileSystem.entryKind(at: path) else { return nil }
        switch kind {
        case .file:
            return nil
        case .symbolicLink:
            let target = FileSystem.linkTarget(path).map { " (to \($0))" } ?? ""
            return "baseline \(path) is a symbolic link\(target), not followed: baselines are read and written "
                + "only as regular files inside the baselines folder; replace the link with a copy of the file, "
                + "or remove it and record with --update missing"
        case .folder, .other:
            let kind = kind == .folder ? "a folder" : "not a regular file"
            return "baseline \(path) is \(kind), not a baseline file: move or rename it (baselines are regular "
                + "files), then record with --update missing"
        }
    }
}
