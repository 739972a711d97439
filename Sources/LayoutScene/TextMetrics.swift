/// Advance widths of DejaVu Sans and DejaVu Sans Bold, so that the pure scene step can measure,
/// centre and fit labels without a font library. The renderer draws with the same font files,
/// unhinted and without hinted metrics, and Cairo's `show_text` applies no kerning, so a string's
/// width is exactly the sum of its advances times the font size. `CairoRendererTests` checks this
/// table against Cairo's own measurements.
///
/// Values are in font units (2048 per em) for the printable ASCII characters U+0020...U+007E, read
/// from the `hmtx` table of `DejaVuSans.ttf` / `DejaVuSans-Bold.ttf` (fonts-dejavu-core 2.37).
public enum TextMetrics {
    /// Font units per em.
    static let unitsPerEm = 2048.0
    /// The height of digits and capitals above the baseline, per em (1493 / 2048): the box that
    /// labels are centred on (labels are digits, dots and lowercase words).
    public static let capHeight = 1493.0 / 2048.0
    /// The font's ascent and descent per em (hhea), for line spacing.
    public static let ascent = 1901.0 / 2048.0
    /// The font's descent per em (483 / 2048).
    public static let descent = 483.0 / 2048.0

    /// `text` as one line the fonts draw: control characters (tab and newline among them) and the
    /// line and paragraph separators (U+2028, U+2029) become spaces. A title or an element kind
    /// from a spec or a flag may hold them; Cairo drew each as a missing-glyph box in a PNG, where
    /// an SVG viewer shows a space.
    public static func oneLine(_ text: String) -> String {
        func breaksTheLine(_ u: Unicode.Scalar) -> Bool {
            u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.value == 0x2028 || u.value == 0x2029
        }
        guard text.unicodeScalars.contains(where: breaksTheLine) else { return text }
        var out = String.UnicodeScalarView()
        for u in text.unicodeScalars { out.append(breaksTheLine(u) ? " " : u) }
        return String(out)
    }

    /// The advance width of `text` at `size` points. Characters outside printable ASCII count as
    /// one em (wider than any ASCII glyph, so fitting stays on the safe side).
    public static func width(of text: String, size: Double, weight: FontWeight = .regular) -> Double {
        let table = weight == .regular ? regular : bold
        var units = 0
        for u in text.unicodeScalars { units += Self.units(of: u, in: table) }
        return Double(units) / unitsPerEm * size
    }

    /// The advance of `u` in font units: its entry in `table`, or one em outside printable ASCII.
    @inline(__always)
    static func units(of u: Unicode.Scalar, in table: [UInt16]) -> Int {
        let v = Int(u.value)
        return (32...126).contains(v) ? Int(table[v - 32]) : 2048
    }

    /// `text` cut to fit `width` points at `size`: its longest start that, followed by `…`, is no
    /// wider; all of `text` when it fits. Measured as `width(of:size:weight:)` measures.
    public static func truncated(_ text: String, toWidth width: Double, size: Double, weight: FontWeight = .regular)
        -> String
    {
        if Self.width(of: text, size: size, weight: weight) <= width { return text }
        let table = weight == .regular ? regular : bold
        let room = width / size * unitsPerEm - 2048 // less the ellipsis, one em
        var units = 0
        var kept = String.UnicodeScalarView()
        for u in text.unicodeScalars {
            units += Self.units(of: u, in: table)
            if Double(units) > room { break }
            kept.append(u)
        }
        return String(kept) + "…"
    }

    static let regular: [UInt16] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]

    static let bold: [UInt16] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188,
        2048, 1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741,
        1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024,
        1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407,
        1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
    ]
}
