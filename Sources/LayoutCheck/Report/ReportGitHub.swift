import CairoRenderer
import LayoutEngine
import LayoutSpec

/// The check as GitHub Actions workflow commands: an `error` annotation on each spec that still
/// fails (`::error file=specs/list-cards.json,title=list-cards changed::cell 0.5: moved (+0, +8)...`),
/// a `warning` on each obsolete baseline left in place, an `error` for each file that could not be
/// written. Messages are escaped as GitHub's toolkit escapes them (`%`, CR and LF as `%25`, `%0D`,
/// `%0A`; in properties also `:` and `,` as `%3A`, `%2C`), so that no name can end a command or
/// start another; other control characters are shown as `TerminalText` shows them.
public enum ReportGitHub {
    /// The workflow commands, one a line (empty when nothing fails and nothing is obsolete).
    /// - Parameters:
    ///   - report: the check's report.
    ///   - maxChanges: the element changes listed in a changed spec's message.
    public static func annotations(_ report: CheckReport, maxChanges: Int = 10) -> String {
        var out = ""
        for r in report.results where r.isFailure {
            var lines: [String] = []
            let title: String
            switch r.status {
            case .failed, .passed:
                title = "\(r.name) failed"
                lines.append(r.summary)
            case .missing:
                title = "\(r.name) missing baseline"
                lines += r.missingBaselines.map { "no baseline: \($0)" }
            case .changed:
                title = "\(r.name) changed"
                let geometry = r.geometry?.lines ?? []
                lines += geometry.prefix(maxChanges)
                if geometry.count > maxChanges {
                    lines.append("... \(geometry.count - maxChanges) more (see the report)")
                }
                if let pixels = r.pixels, !pixels.matches { lines.append("pixels: \(pixels)") }
                lines += r.missingBaselines.map { "no baseline: \($0)" }
            }
            if r.status != .failed { lines.append("accept: \(report.acceptCommand(for: r))") }
            out += command("error", ["file": r.specPath, "title": title], lines.joined(separator: "\n"))
        }
        let removed = Set(report.removed)
        for path in report.obsolete where !removed.contains(path) {
            out += command(
                "warning", ["file": path, "title": "obsolete baseline"],
                "no spec of the folders checked has this baseline; render check --prune removes it")
        }
        for error in report.errors { out += command("error", ["title": "render check"], error) }
        return out
    }

    /// `::NAME file=...,title=...::MESSAGE` and a newline; properties in the order file, title.
    static func command(_ name: String, _ properties: [String: String], _ message: String) -> String {
        let props = ["file", "title"].compactMap { key in properties[key].map { "\(key)=\(property($0))" } }
        return "::\(name) \(props.joined(separator: ","))::\(data(message))\n"
    }

    /// A message as GitHub's toolkit escapes command data: `%`, CR, LF.
    public static func data(_ s: String) -> String {
        let escaped = TextEscaping.substituted(s) { c in
            switch c {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
        return TerminalText.escaped(escaped)
    }

    /// A property value as GitHub's toolkit escapes it: `%`, CR, LF, `:` and `,`.
    public static func property(_ s: String) -> String {
        TextEscaping.substituted(data(s)) { c in
            switch c {
            case ":": "%3A"
            case ",": "%2C"
            default: nil
            }
        }
    }
}
