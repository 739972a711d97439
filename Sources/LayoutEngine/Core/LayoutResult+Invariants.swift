extension LayoutResult {
    /// Checks what every layout result should satisfy and returns the violations (empty when all
    /// hold): finite frames with non-negative sizes, frames inside the content size (along the
    /// scroll axis only for the sections that scroll across it, whose cells may be scrolled past
    /// the edge; not at all for supplementary views, which may hang over it), no two cells
    /// overlapping (sharing interior area), and a finite, non-negative content size.
    /// - Parameter tolerance: slack for floating-point sums.
    public func invariantViolations(tolerance: Double = 1e-9) -> [String] {
        var problems: [String] = []
        if !(contentSize.width.isFinite && contentSize.height.isFinite && contentSize.width >= 0
            && contentSize.height >= 0)
        {
            problems.append("content size \(contentSize) is not finite and non-negative")
        }
        for e in elements {
            let f = e.frame
            if !f.isFinite {
                problems.append("\(e.id) has a non-finite frame \(f)")
                continue
            }
            if f.width < 0 || f.height < 0 { problems.append("\(e.id) has a negative size \(f)") }
            // A compositional layout's supplementary views (badges) may hang over the content's edge (R18).
            if e.kind == .supplementary { continue }
            var inside = f
            if e.section >= 0, sections[e.section].orthogonalScrolling != nil {
                // Only along the scroll axis: across it the section scrolls on its own.
                if scrollDirection == .vertical {
                    inside.x = 0
                    inside.size.width = 0
                } else {
                    inside.y = 0
                    inside.size.height = 0
                }
            }
            if inside.minX < -tolerance || inside.minY < -tolerance
                || inside.maxX > contentSize.width + tolerance || inside.maxY > contentSize.height + tolerance
            {
                problems.append("\(e.id) \(f) lies outside the content size \(contentSize)")
            }
        }
        // Overlapping cells: sweep along the scroll axis using the index.
        let cells = elements.indices.filter { elements[$0].kind == .cell && elements[$0].frame.isFinite }
        let d = scrollDirection
        let sorted = cells.sorted { elements[$0].frame.minMain(d) < elements[$1].frame.minMain(d) }
        var active: [Int] = []
        for i in sorted {
            let f = elements[i].frame.inset(by: EdgeInsets(all: tolerance))
            active.removeAll { elements[$0].frame.maxMain(d) <= f.minMain(d) }
            for j in active where elements[j].frame.inset(by: EdgeInsets(all: tolerance)).intersects(f) {
                let (a, b) = (elements[j].id, elements[i].id)
                problems.append("\(a) \(elements[j].frame) overlaps \(b) \(elements[i].frame)")
                if problems.count > 20 { return problems }
            }
            active.append(i)
        }
        return problems
    }
}
