import LayoutEngine

/// The words of a diagram's title, made from the layout: `waterfall layout, 3 columns, 40 items in
/// 2 sections, content 375 x 1,240 pt, container 375 x 667 pt, scale 2, offset (0, 300)`.
public enum DiagramTitle {
    /// The title's pieces: the first group names the layout (drawn bold on the first line), the
    /// second its sizes, scale and offset. `DiagramOptions.title` replaces both.
    /// - Parameter interactive: leaves out the offset (the HTML diagram shows it live).
    static func pieces(_ result: LayoutResult, _ options: DiagramOptions, interactive: Bool) -> [[String]] {
        if let title = options.title { return [[TextMetrics.oneLine(title)]] }
        var name: [String] = []
        name.append(options.layoutName.map { "\(TextMetrics.oneLine($0)) layout" } ?? "layout")
        if result.scrollDirection == .horizontal { name.append("horizontal") }
        if result.layoutDirection == .rightToLeft { name.append("right to left") }
        var lanes: [Int: Int] = [:]
        for case .lane(let s, _, _) in result.guides { lanes[s, default: 0] += 1 }
        let counts = Set(lanes.values)
        if let low = counts.min(), let high = counts.max() {
            let noun = result.scrollDirection == .vertical ? "column" : "row"
            name.append(
                low == high ? "\(low) \(noun)\(low == 1 ? "" : "s")" : "\(low) to \(high) \(noun)s")
        }
        let items = result.sections.indices.reduce(0) { $0 + result.numberOfItems(inSection: $1) }
        let sections = result.sections.count
        name.append(
            "\(grouped(Double(items))) item\(items == 1 ? "" : "s") in \(grouped(Double(sections))) section\(sections == 1 ? "" : "s")"
        )
        var sizes: [String] = ["content \(size(result.contentSize))"]
        if let c = options.container { sizes.append("container \(size(c))") }
        sizes.append("scale \(formatNumber(options.scale))")
        if !interactive, let v = options.viewport, options.shows(.viewport) || options.clip == .viewport {
            let drawn = Diagram.limitedViewport(v, contentSize: result.contentSize).viewport
            sizes.append("offset (\(grouped(drawn.x)), \(grouped(drawn.y)))")
        } else if !interactive, options.clip == .viewport {
            sizes.append("offset (0, 0)")
        }
        return [name, sizes]
    }

    /// The title as one line of text (an SVG's `<title>`).
    public static func text(for result: LayoutResult, options: DiagramOptions, interactive: Bool = false) -> String {
        pieces(result, options, interactive: interactive).flatMap { $0 }.joined(separator: ", ")
    }

    /// `375 x 1,240 pt`.
    static func size(_ s: Size) -> String { "\(grouped(s.width)) x \(grouped(s.height)) pt" }

    /// A number with thousands separators: `1,240`, `12,345.5`, `-3`.
    static func grouped(_ value: Double) -> String {
        let text = formatNumber(value, roundedToParts: 100)
        guard abs(value) >= 1000, value.isFinite, !text.contains("e") else { return text }
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        let parts = body.split(separator: ".", maxSplits: 1)
        let digits = Array(parts[0])
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        if parts.count > 1 { out += "." + parts[1] }
        return (negative ? "-" : "") + out
    }
}

/// One line of a title strip: its text, size, weight and top (from the top of the canvas).
struct TitleLine: Hashable {
    let text: String
    let size: Double
    let weight: FontWeight
    let top: Double
    var height: Double { size * 1.35 }

    /// The pieces set in lines no wider than `width`: each group starts a line, pieces joined by
    /// ` · ` wrap to the next line, and a piece too long for a line on its own shrinks to fit
    /// (down to the smallest label size, then is cut with an ellipsis).
    static func lines(_ groups: [[String]], width: Double) -> [TitleLine] {
        var out: [TitleLine] = []
        var top = 10.0
        for (g, pieces) in groups.enumerated() {
            let (size, weight) = font(ofGroup: g)
            var current = ""
            func flush() {
                guard !current.isEmpty else { return }
                let natural = TextMetrics.width(of: current, size: size, weight: weight)
                let shrunk = natural > width ? size * width / natural : size
                let fitted = Swift.max(shrunk, Diagram.minimumLabelSize)
                // Too long even at the smallest size: cut, with an ellipsis, rather than drawn past
                // the canvas (a 100,000-character title was 100,000 glyphs in an SVG).
                let text =
                    shrunk < fitted
                    ? TextMetrics.truncated(current, toWidth: width, size: fitted, weight: weight) : current
                let line = TitleLine(text: text, size: fitted, weight: weight, top: top)
                out.append(line)
                top += size * 1.35
                current = ""
            }
            for piece in pieces {
                let candidate = current.isEmpty ? piece : current + " · " + piece
                if !current.isEmpty, TextMetrics.width(of: candidate, size: size, weight: weight) > width {
                    flush()
                    current = piece
                } else {
                    current = candidate
                }
            }
            flush()
        }
        return out
    }

    /// The size and weight of group `g`'s lines: the first (the layout's name) bold.
    static func font(ofGroup g: Int) -> (size: Double, weight: FontWeight) {
        g == 0 ? (Diagram.titleSize, .bold) : (Diagram.subtitleSize, .regular)
    }

    /// The widest piece of `groups`, in points at its line's size: the narrowest line that sets
    /// every piece whole.
    static func widestPiece(_ groups: [[String]]) -> Double {
        var widest = 0.0
        for (g, pieces) in groups.enumerated() {
            let (size, weight) = font(ofGroup: g)
            for piece in pieces { widest = Swift.max(widest, TextMetrics.width(of: piece, size: size, weight: weight)) }
        }
        return widest
    }
}
