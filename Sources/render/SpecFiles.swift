/// Reading a spec file: the one place that decides how a spec file is parsed.
enum SpecFiles {
    /// Reads, parses, checks and lays out the spec at `path`; errors name the file and the JSON path.
    static func load(_ path: String) throws -> Draw.LaidOut {
        try Draw.layOut(specText: try Files.readText(path), source: path)
    }
}
