import CairoRenderer
import LayoutEngine

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
            \(style)
            </style>
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
            out += "<p>No spec produced these; <code>--update all</code> removes them.</p>\n<ul>\n"
            for path in report.obsolete {
                out += "<li><code>\(html(path))</code>\(report.removed.contains(path) ? " (removed)" : "")</li>\n"
            }
            out += "</ul></section>\n"
        }
        out += "<script>\n\(script)\n</script>\n</body>\n</html>\n"
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

    /// An id for a spec's section: its name with anything but letters, digits, `-` and `_` as `_`.
    static func anchor(_ name: String) -> String {
        "spec-" + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
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

    static let style = """
        :root { --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --bg: #fbfbfd; --changed: #c4421a;
          --missing: #a15c00; --failed: #b00020; --passed: #1d7a3a; --updated: #2155c4; }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 -apple-system, system-ui, "DejaVu Sans", sans-serif; color: var(--fg);
          background: var(--bg); margin: 0 auto; padding: 16px 24px 48px; max-width: 1400px; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 0 0 4px; }
        h3 { font-size: 14px; margin: 16px 0 4px; }
        .summary { font-size: 16px; font-weight: 600; margin: 0; }
        .summary.exit-0 { color: var(--passed); } .summary.exit-1 { color: var(--changed); }
        .summary.exit-2 { color: var(--failed); }
        .meta, .spec-path, .hint { color: var(--muted); margin: 2px 0; }
        code { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; background: #f0f0f3; padding: 1px 4px;
          border-radius: 3px; }
        table.overview { border-collapse: collapse; margin: 16px 0; min-width: 640px; }
        .overview th, .overview td { text-align: left; padding: 3px 12px 3px 0; border-bottom: 1px solid var(--line); }
        .badge { display: inline-block; padding: 0 7px; border-radius: 9px; color: #fff; font-size: 12px;
          font-weight: 600; vertical-align: middle; }
        .badge.passed { background: var(--passed); } .badge.changed { background: var(--changed); }
        .badge.missing { background: var(--missing); } .badge.failed { background: var(--failed); }
        .badge.updated { background: var(--updated); }
        section.spec, section.obsolete { border-top: 2px solid var(--line); padding: 16px 0; margin-top: 16px; }
        .reason { margin: 4px 0 12px; }
        .images { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; flex: 0 1 300px; }
        figcaption { color: var(--muted); font-size: 12px; margin-top: 4px; }
        .frame, .stage { position: relative; border: 1px solid var(--line); background: #fff; line-height: 0; }
        .frame img { width: 100%; height: auto; display: block; image-rendering: pixelated; }
        svg.marks { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
        svg.marks rect { fill: rgba(255, 196, 0, 0.18); stroke-width: 3px; vector-effect: non-scaling-stroke; }
        svg.marks rect.before { stroke: #2155c4; stroke-dasharray: 6 3; }
        svg.marks rect.after { stroke: #e0007a; }
        .compare { margin-top: 16px; max-width: 940px; }
        .controls { display: flex; gap: 12px; align-items: center; margin-bottom: 6px; }
        .controls .slider { flex: 1; }
        .compare[data-mode="blink"] .slider { visibility: hidden; }
        .stage img { display: block; height: auto; image-rendering: pixelated; }
        .stage .over { position: absolute; inset: 0; }
        .stage .over img { position: absolute; left: 0; top: 0; }
        .stage[data-showing="expected"] .over { visibility: hidden; }
        .compare[data-mode="slider"] .stage .over { border-right: 0; }
        ol.changes { padding-left: 22px; margin: 4px 0; font: 13px ui-monospace, "DejaVu Sans Mono", monospace; }
        ol.changes li { padding: 1px 6px; border-radius: 3px; cursor: default; }
        ol.changes li:hover, ol.changes li.highlighted { background: #ffe9a8; }
        .accept { margin-top: 12px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
        .accept button { font: inherit; padding: 2px 10px; }
        """

    static let script = """
        'use strict';
        (function () {
          const NS = 'http://www.w3.org/2000/svg';
          function boxOf(li, name) {
            const v = li.dataset[name];
            return v ? v.split(' ').map(Number) : null;
          }
          function draw(svg, box, cls) {
            if (!box) return;
            const r = document.createElementNS(NS, 'rect');
            r.setAttribute('x', box[0]); r.setAttribute('y', box[1]);
            r.setAttribute('width', Math.max(box[2], 1)); r.setAttribute('height', Math.max(box[3], 1));
            r.setAttribute('class', cls);
            svg.appendChild(r);
          }
          function highlight(section, li) {
            section.querySelectorAll('svg.marks').forEach(svg => { svg.textContent = ''; });
            section.querySelectorAll('li.change.highlighted').forEach(x => x.classList.remove('highlighted'));
            if (!li) return;
            li.classList.add('highlighted');
            const before = boxOf(li, 'before'), after = boxOf(li, 'after');
            section.querySelectorAll('svg.marks').forEach(svg => {
              const role = svg.dataset.role;
              if (role === 'expected' || role === 'diff' || role === 'stage') draw(svg, before, 'before');
              if (role === 'actual' || role === 'diff' || role === 'stage') draw(svg, after, 'after');
            });
          }
          document.querySelectorAll('section.spec').forEach(section => {
            section.querySelectorAll('li.change').forEach(li => {
              li.addEventListener('mouseenter', () => highlight(section, li));
              li.addEventListener('mouseleave', () => highlight(section, null));
            });
            const compare = section.querySelector('.compare');
            if (compare) {
              const stage = compare.querySelector('.stage');
              const over = stage.querySelector('.over');
              const slider = compare.querySelector('.slider');
              let timer = null;
              const setSlider = () => { over.style.clipPath = 'inset(0 ' + (100 - Number(slider.value)) + '% 0 0)'; };
              slider.addEventListener('input', setSlider);
              compare.querySelectorAll('input[type=radio]').forEach(radio => {
                radio.addEventListener('change', () => {
                  if (!radio.checked) return;
                  compare.dataset.mode = radio.value;
                  if (timer) { clearInterval(timer); timer = null; }
                  if (radio.value === 'blink') {
                    over.style.clipPath = 'none';
                    stage.dataset.showing = 'actual';
                    timer = setInterval(() => {
                      stage.dataset.showing = stage.dataset.showing === 'actual' ? 'expected' : 'actual';
                    }, 600);
                  } else {
                    stage.dataset.showing = 'both';
                    setSlider();
                  }
                });
              });
            }
            const copy = section.querySelector('.accept button');
            if (copy) {
              copy.addEventListener('click', () => {
                const text = section.querySelector('.accept code').textContent;
                if (navigator.clipboard) navigator.clipboard.writeText(text).then(
                  () => { copy.textContent = 'Copied'; }, () => { copy.textContent = 'Select and copy'; });
              });
            }
          });
        })();
        """
}
