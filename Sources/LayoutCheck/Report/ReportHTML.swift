import CairoRenderer
import LayoutEngine
import LayoutScene

/// `index.html`: the check as a page that needs no network (styles and script inline, images
/// beside it in `images/`). A summary table of every spec; for each failing spec the expected,
/// actual and diff images side by side, a slider or blink view over expected and actual, the
/// element change list (hover an entry and the element is outlined on the images: where it was on
/// the expected image, where it is on the actual one), and the command that accepts the change.
public enum ReportHTML {
    /// The report as an HTML document.
    public static func encode(_ report: CheckReport) -> String {
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>render check: \(html(report.summary))</title>
            <style>
            \(style)</style>
            </head>
            <body>
            <header>
            <h1>Visual regression report</h1>
            <p id="summary" class="summary exit-\(report.exitCode)">\(html(report.summary))</p>
            <p class="meta">Baselines: <code>\(html(report.baselines))</code> · pixels: \(html(comparisonText(report.comparison)))\(report.update.map { " · update: \($0.rawValue)" } ?? "")\(report.shard.map { " · shard \($0) (merge the shards' reports with render check merge)" } ?? "")</p>
            </header>

            """
        out += overview(report)
        for r in report.results where r.status != .passed { out += section(r, report) }
        if !report.obsolete.isEmpty {
            out += "<section class=\"obsolete\"><h2>Obsolete baselines</h2>\n"
            out += "<p>No spec produced these; <code>--prune</code> removes them.</p>\n<ul>\n"
            let removed = Set(report.removed)
            for path in report.obsolete {
                out += "<li><code>\(html(path))</code>\(removed.contains(path) ? " (removed)" : "")</li>\n"
            }
            out += "</ul></section>\n"
        }
        out += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return out
    }

    static func comparisonText(_ c: PixelComparison) -> String {
        c.description.isEmpty ? "exact (every changed pixel counts)" : c.description
    }

    static func overview(_ report: CheckReport) -> String {
        var out = "<table class=\"overview\">\n<thead><tr><th>Spec</th><th>Status</th><th>Geometry</th>"
        out += "<th>Pixels</th></tr></thead>\n<tbody>\n"
        for r in report.results {
            let status = r.isFailure || r.status == .passed ? r.status.rawValue : "updated"
            let name = r.status == .passed ? html(r.name) : "<a href=\"#\(anchor(r.name))\">\(html(r.name))</a>"
            let geometry: String
            if let g = r.geometry {
                geometry = g.isEmpty ? "same" : "\(g.lines.count) change\(g.lines.count == 1 ? "" : "s")"
            } else {
                geometry = r.status == .failed ? "" : "no baseline"
            }
            let pixels: String
            if let p = r.pixels {
                pixels =
                    p.matches
                    ? "same"
                    : "\(p.differingPixels) differ"
                        + (p.sizesDiffer ? ", sizes \(p.expectedSize) → \(p.actualSize)" : "")
            } else {
                pixels = r.status == .failed ? "" : "no baseline"
            }
            out +=
                "<tr class=\"row-\(status)\"><td>\(name)</td><td><span class=\"badge \(status)\">\(status)</span></td>"
            out += "<td>\(html(geometry))</td><td>\(html(pixels))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    static func section(_ r: SpecResult, _ report: CheckReport) -> String {
        let status = r.isFailure || r.status == .failed ? r.status.rawValue : "updated"
        var out = "<section class=\"spec\" id=\"\(anchor(r.name))\" data-name=\"\(html(r.name))\" "
        out += "data-status=\"\(r.status.rawValue)\">\n"
        out += "<h2>\(html(r.name)) <span class=\"badge \(status)\">\(status)</span></h2>\n"
        out += "<p class=\"spec-path\">Spec: <code>\(html(r.specPath))</code></p>\n"
        out += "<p class=\"reason\">\(html(r.summary))</p>\n"
        if r.status == .failed { return out + "</section>\n" }
        let actualSize = r.pixels?.actualSize ?? r.imageSize ?? PixelSize(width: 1, height: 1)
        let expectedSize = r.pixels?.expectedSize ?? actualSize
        let wide = PixelSize(
            width: max(actualSize.width, expectedSize.width), height: max(actualSize.height, expectedSize.height))
        out += "<div class=\"images\">\n"
        if let expected = r.reportImages.expected {
            out += figure("expected", "Expected (baseline)", expected, expectedSize)
        }
        if let actual = r.reportImages.actual { out += figure("actual", "Actual", actual, actualSize) }
        if let diff = r.reportImages.diff {
            out += figure("diff", "Diff (red: differs, yellow: anti-aliasing, hatched: only one image)", diff, wide)
        }
        out += "</div>\n"
        if !r.marks.isEmpty || !(r.geometry?.lines.isEmpty ?? true) {
            out += "<h3>Element changes</h3>\n<ol class=\"changes\">\n"
            let marks =
                r.marks.isEmpty
                ? (r.geometry?.lines ?? []).map { ChangeMark(text: $0, before: nil, after: nil) } : r.marks
            for mark in marks {
                out += "<li class=\"change\"\(box("before", mark.before))\(box("after", mark.after))>"
                out += html(mark.text) + "</li>\n"
            }
            out += "</ol>\n"
        } else if r.geometry != nil {
            out +=
                "<p class=\"same-geometry\">Geometry unchanged: every element is where the baseline has it; only pixels differ.</p>\n"
        }
        if let expected = r.reportImages.expected, let actual = r.reportImages.actual {
            let group = "mode-\(anchor(r.name))"
            out += "<div class=\"compare\" data-mode=\"slider\">\n<div class=\"controls\">"
            out += "<label><input type=\"radio\" name=\"\(group)\" value=\"slider\" checked> Slider</label> "
            out += "<label><input type=\"radio\" name=\"\(group)\" value=\"blink\"> Blink</label> "
            out += "<input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" "
            out += "aria-label=\"Share of the actual image shown\"></div>\n"
            out += "<div class=\"stage\" data-showing=\"both\" style=\"aspect-ratio: \(wide.width) / \(wide.height); "
            out += "max-width: \(wide.width)px\">"
            out += "<img class=\"under\" src=\"\(url(expected))\" alt=\"expected\" "
            out += "style=\"width: \(percent(expectedSize.width, wide.width))\">"
            out +=
                "<div class=\"over\" style=\"clip-path: inset(0 50% 0 0)\"><img src=\"\(url(actual))\" alt=\"actual\" "
            out += "style=\"width: \(percent(actualSize.width, wide.width))\"></div>"
            out += "<svg class=\"marks\" data-role=\"stage\" viewBox=\"0 0 \(wide.width) \(wide.height)\" "
            out += "preserveAspectRatio=\"xMinYMin meet\"></svg></div>\n"
            out += "<p class=\"hint\">Left of the line: actual; right: expected. Blink alternates them.</p>\n</div>\n"
        }
        if r.isFailure {
            out +=
                "<div class=\"accept\"><span>Accept this change:</span> <code>\(html(report.acceptCommand(for: r)))</code>"
            out += " <button type=\"button\" class=\"copy\">Copy</button></div>\n"
        }
        return out + "</section>\n"
    }

    static func figure(_ role: String, _ caption: String, _ src: String, _ size: PixelSize) -> String {
        "<figure class=\"\(role)\"><div class=\"frame\"><img src=\"\(url(src))\" alt=\"\(role)\" "
            + "width=\"\(size.width)\" height=\"\(size.height)\">"
            + "<svg class=\"marks\" data-role=\"\(role)\" viewBox=\"0 0 \(size.width) \(size.height)\" "
            + "preserveAspectRatio=\"none\"></svg></div><figcaption>\(html(caption))</figcaption></figure>\n"
    }

    static func box(_ name: String, _ r: Rect?) -> String {
        guard let r else { return "" }
        return " data-\(name)=\"\([r.x, r.y, r.width, r.height].map(formatNumber).joined(separator: " "))\""
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        formatNumber((Double(part) / Double(max(whole, 1)) * 10000).rounded() / 100) + "%"
    }

    /// An id for a spec's section: its name as a `DocumentID` fragment (`a.b` and `a_b` had one
    /// id, so a link to one jumped to the other and the two shared their view-mode buttons).
    static func anchor(_ name: String) -> String {
        "spec-" + DocumentID.fragment(name)
    }

    /// A relative path as a URL: each byte outside the unreserved set percent-encoded, `/` kept.
    static func url(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber || "-._~/".contains(c)) {
                out.append(c)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// `s` escaped for HTML text and attribute values.
    static func html(_ s: String) -> String { XMLText.escaped(s) }
}
