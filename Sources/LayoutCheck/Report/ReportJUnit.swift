import CairoRenderer

/// The check as JUnit XML (`--junit FILE`), the format CI systems (GitLab, Jenkins, GitHub
/// actions' test reporters) read: one test case per spec; a changed or missing spec is a
/// `failure` whose text lists the changes and the command that accepts them, a spec that cannot be
/// checked an `error`.
public enum ReportJUnit {
    /// The report as JUnit XML.
    public static func encode(_ report: CheckReport) -> String {
        let failures = report.results.filter { $0.isFailure && $0.status != .failed }.count
        let errors = report.count(.failed)
        let counts = "tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"render check\" \(counts)>\n"
        out += "  <testsuite name=\"render check\" \(counts) skipped=\"0\">\n"
        for r in report.results {
            out += "    <testcase classname=\"render check\" name=\"\(xml(r.name))\" file=\"\(xml(r.specPath))\""
            if !r.isFailure {
                out += "/>\n"
                continue
            }
            out += ">\n"
            if r.status == .failed {
                out += "      <error type=\"failed\" message=\"\(xml(r.summary))\"/>\n"
            } else {
                var body = r.geometry?.lines ?? []
                if let pixels = r.pixels, !pixels.matches { body.append("pixels: \(pixels)") }
                body += r.missingBaselines.map { "no baseline: \($0)" }
                let files = [r.artifacts.actual, r.artifacts.diff, r.artifacts.changes].compactMap { $0 }
                body += files.map { "artifact: \($0)" }
                body.append("accept: \(report.acceptCommand(for: r))")
                out += "      <failure type=\"\(r.status.rawValue)\" message=\"\(xml(r.summary))\">"
                out += xml(body.joined(separator: "\n")) + "</failure>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// `s` escaped for XML text and attribute values, newlines kept as `&#10;`.
    static func xml(_ s: String) -> String { XMLText.escaped(s, newlineReferences: true) }
}
