extension LayoutResult {
    /// A stable text form, one line per element (`cell 0.3 x=16 y=120 w=164 h=211`), preceded by the
    /// content size. Good for text snapshots and for reading test failures.
    public var textDump: String {
        var lines = ["content \(contentSize)"]
        lines.reserveCapacity(elements.count + 1)
        for e in elements { lines.append(describe(e)) }
        return lines.joined(separator: "\n")
    }
}
