/// The targets of issue 7 and the figures of the C programs they come from (2 cores, medians).
enum Targets {
    /// C: a shortest-column waterfall (4 columns, 1024 pt) and a left-aligned flow, ns per item at
    /// 10^6 items.
    static let cWaterfall = 6.3
    static let cFlow = 2.2

    /// Layout time per item at 10^6 items: 2x the C figure for waterfall and for the left-aligned
    /// flow (`flow-start`, the C loop's job), 25 ns for every other workload (the default `flow`
    /// justifies its lines: a second pass per line the C loop does not make).
    static func layoutNanoseconds(_ workload: String) -> Double {
        cComparison(workload).map { 2 * $0.issue } ?? 25
    }

    /// The C loop a workload is compared with: its figure in the issue and its name.
    static func cComparison(_ workload: String) -> (issue: Double, loop: String)? {
        switch workload {
        case "waterfall": return (cWaterfall, "waterfall")
        case "flow-start": return (cFlow, "flow")
        default: return nil
        }
    }

    /// Linear growth: 10^6 items cost at most 1,100x the 10^3 cost (per item: at most 1.1x).
    static let growth = 1.1
    /// Retained bytes per element of a computed layout, frames included.
    static let bytesPerElement = 64.0
    /// One 1024 x 800 viewport query at 10^6 items, in microseconds (C binary search: 0.5).
    static let queryMicroseconds = 1.5
    /// Flat in n: the 10^6 query at most this many times the 10^3 one, both spread over a pass of
    /// 10^6 items (`Pass`: the same data in play at both sizes, so what grows is the search; a
    /// full scan would be about 1000x, a binary search over elements log2(10^6)/log2(10^3) = 2x
    /// as many steps).
    static let queryGrowth = 1.5
    /// `render` of a 2,000-box spec, whole process, wall time in ms (C: 124, 50 with fast PNG).
    static let renderPNG = 80.0
    static let renderSVG = 80.0
    /// `render diff` of two 1024 x 8000 PNGs, whole process, wall time in ms: 1.2x C's 152.
    static let diff = 1.2 * 152
    /// C, for 2,000 labelled boxes on 1024 x 4000 px (ms): Cairo drawing, PNG encoding at zlib's
    /// default level and with libpng's fast settings.
    static let cDraw = 5.0, cEncodeDefault = 104.0, cEncodeFast = 32.0

    /// "PASS" or "FAIL".
    static func verdict(_ value: Double, atMost limit: Double) -> String { value <= limit ? "PASS" : "FAIL" }

    /// `value (≤ limit) PASS`, the way every checked figure is printed.
    static func checked(_ value: Double, atMost limit: Double, digits: Int = 1) -> String {
        "\(format(value, digits)) (≤ \(format(limit, digits))) \(verdict(value, atMost: limit))"
    }
}

/// A number with `digits` decimals (no Foundation).
func format(_ value: Double, _ digits: Int = 1) -> String {
    guard value.isFinite else { return "–" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    if digits == 0 { return String(scaled) }
    let sign = scaled < 0 ? "-" : ""
    let whole = abs(scaled) / Int(scale)
    let fraction = abs(scaled) % Int(scale)
    let f = String(fraction)
    return "\(sign)\(whole).\(String(repeating: "0", count: digits - f.count))\(f)"
}
