import LayoutDiagrams
import LayoutEngine
import LayoutSpec
import SafeIO

/// `report.json`: the same facts as the HTML report, for scripts and dashboards. Keys keep their
/// order; numbers are written in their shortest exact form. It holds everything the HTML, JUnit
/// and text writers need, so that `decode` (`render check merge`) gives the same report back.
public enum ReportJSON {
    /// The report as JSON text.
    public static func encode(_ report: CheckReport) -> String {
        let o = JSONWriter()
        o.object {
            o.key("summary")
            o.object {
                o.field("specs", report.results.count)
                for status in SpecResult.Status.allCases { o.field(status.rawValue, report.count(status)) }
                o.field("written", report.written.count)
                o.field("obsolete", report.obsolete.count)
                o.field("text", report.summary)
            }
            o.field("exitCode", Int(report.exitCode))
            o.key("shard")
            o.nullable(report.shard) { shard in
                o.inline {
                    o.field("index", shard.index)
                    o.field("count", shard.count)
                }
            }
            o.field("baselines", report.baselines)
            o.key("comparison")
            o.object {
                switch report.comparison {
                case .exact(let t):
                    o.field("mode", "exact")
                    o.field("tolerance", t)
                case .perceptual(let t, let aa):
                    o.field("mode", "perceptual")
                    o.field("threshold", t)
                    o.field("ignoreAntialiasing", aa)
                }
            }
            o.field("update", report.update?.rawValue)
            o.key("diagram")
            o.object {
                if let scale = report.diagram.scale {
                    o.field("scale", scale)
                } else {
                    o.field("scale", nil as String?)
                }
                o.field("theme", (report.diagram.theme ?? .light).rawValue)
                o.field("labels", report.diagram.labels.rawValue)
                o.field("hidden", report.diagram.hiddenParts.map(\.rawValue).sorted())
                o.field("clip", report.diagram.clip.rawValue)
                o.field("title", report.diagram.title)
                o.field("arguments", report.diagram.arguments)
            }
            o.key("specs")
            o.array(report.results) { r in spec(r, report, o) }
            o.field("obsolete", report.obsolete)
            o.field("removed", report.removed)
            o.key("baselineErrors")
            o.array(report.baselineErrors) { e in
                o.inline {
                    o.field("path", e.path)
                    o.field("reason", e.reasonText)
                    o.field("writing", e.operation == .write)
                }
            }
        }
        return o.text + "\n"
    }

    private static func spec(_ r: SpecResult, _ report: CheckReport, _ o: JSONWriter) {
        o.object {
            o.field("name", r.name)
            o.field("spec", r.specPath)
            o.field("status", r.status.rawValue)
            o.field("failing", r.isFailure)
            o.field("summary", r.summary)
            o.field("error", r.error)
            o.field("missingBaselines", r.missingBaselines)
            o.key("geometry")
            o.nullable(r.geometry) { g in
                o.object {
                    o.field("lines", g.lines)
                    o.key("layout")
                    o.nullable(g.layout) { layout in
                        o.inline {
                            o.field("before", layout.before)
                            o.field("after", layout.after)
                        }
                    }
                    o.key("contentSize")
                    o.nullable(g.contentSize) { c in
                        o.object {
                            o.key("before")
                            size(c.before, o)
                            o.key("after")
                            size(c.after, o)
                        }
                    }
                    o.key("elements")
                    // The marks of the elements are the last ones (after those of the layout and the
                    // content size); a result made without marks still lists its elements.
                    let marks =
                        Array(
                            repeating: ChangeMark(text: "", before: nil, after: nil),
                            count: max(0, g.elements.count - r.marks.count)) + r.marks.suffix(g.elements.count)
                    o.array(Array(zip(g.elements, marks))) { change, mark in
                        o.object {
                            o.field("element", change.id.description(elementKind: change.elementKind))
                            o.field("kind", change.id.kind.rawValue)
                            if let elementKind = change.elementKind { o.field("elementKind", elementKind) }
                            o.field("section", change.id.section)
                            o.field("item", change.id.item)
                            o.field("scope", change.scope.rawValue)
                            o.field("change", change.what)
                            o.key("before")
                            attributes(change.before, o)
                            o.key("after")
                            attributes(change.after, o)
                            o.key("beforeOnImage")
                            rect(mark.before, o)
                            o.key("afterOnImage")
                            rect(mark.after, o)
                        }
                    }
                }
            }
            o.key("pixels")
            o.nullable(r.pixels) { p in
                o.object {
                    o.field("differing", p.differingPixels)
                    o.field("antialiased", p.antialiasedPixels)
                    o.field("maxChannelDelta", p.maxChannelDelta)
                    o.key("bounds")
                    rect(
                        p.bounds.map { b in
                            Rect(x: Double(b.x), y: Double(b.y), width: Double(b.width), height: Double(b.height))
                        }, o)
                    o.key("expectedSize")
                    size(p.expectedSize, o)
                    o.key("actualSize")
                    size(p.actualSize, o)
                    o.field("extraPixels", p.extraPixels)
                    o.field("summary", p.description)
                }
            }
            o.key("imageSize")
            o.nullable(r.imageSize) { s in size(s, o) }
            o.key("images")
            artifacts(r.reportImages, o)
            o.key("artifacts")
            artifacts(r.artifacts, o)
            o.field("written", r.written)
            o.field("writeErrors", r.writeErrors)
            o.field("accept", r.isFailure && r.status != .failed ? report.acceptCommand(for: r) : nil)
        }
    }

    private static func artifacts(_ a: SpecResult.Artifacts, _ o: JSONWriter) {
        o.object {
            o.field("expected", a.expected)
            o.field("actual", a.actual)
            o.field("diff", a.diff)
            o.field("changes", a.changes)
        }
    }

    private static func rect(_ r: Rect?, _ o: JSONWriter) {
        o.nullable(r) { r in o.inline { frameFields(r, o) } }
    }

    private static func attributes(_ a: LayoutAttributes?, _ o: JSONWriter) {
        o.nullable(a) { a in
            o.inline {
                frameFields(a.frame, o)
                o.field("zIndex", a.zIndex)
                o.field("alpha", a.alpha)
            }
        }
    }

    /// `"x"`, `"y"`, `"width"`, `"height"` of `r`.
    private static func frameFields(_ r: Rect, _ o: JSONWriter) {
        o.field("x", r.x)
        o.field("y", r.y)
        o.field("width", r.width)
        o.field("height", r.height)
    }

    private static func size(_ s: PixelSize, _ o: JSONWriter) {
        size(Size(width: Double(s.width), height: Double(s.height)), o)
    }

    private static func size(_ s: Size, _ o: JSONWriter) {
        o.inline {
            o.field("width", s.width)
            o.field("height", s.height)
        }
    }
}
