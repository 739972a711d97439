import LayoutSpec

/// Reading a spec file: the one place that decides how a spec file is parsed (JSON, or YAML for
/// `.yaml` / `.yml`).
enum SpecFiles {
    /// Reads, parses, checks and lays out the spec at `path`; errors name the file (and for YAML
    /// the line and column) and the spec path.
    static func load(_ path: String) throws -> Draw.LaidOut {
        let source = path == "-" ? "standard input" : path
        guard YAMLSpec.isYAML(path) else {
            return try Draw.layOut(spec: Files.readBytes(path, limit: Files.specLimit), source: source)
        }
        let text = try Files.readText(path)
        let parsed: YAMLSpec.Parsed
        do { parsed = try YAMLSpec.parse(text) } catch { throw CLIError.invalidSpec(source: path, error) }
        do {
            let document = try SpecDocument(value: parsed.value)
            return Draw.LaidOut(
                document: document, result: try document.computeLayout(),
                hasContentOffset: parsed.value["contentOffset"] != nil)
        } catch {
            let source = parsed.position(of: error.path).map { "\(path):\($0.line):\($0.column)" } ?? path
            throw CLIError.invalidSpec(source: source, error)
        }
    }
}
