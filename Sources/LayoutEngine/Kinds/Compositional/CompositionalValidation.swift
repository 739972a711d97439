// The compositional model's checks, before any layout: every value named by its spec path
// (`sections[0].group.subitems[1].size.width.fractionalWidth`) with the fix. Checks that need
// resolved lengths (a subitem that can never fit, R3; insets larger than their group) run where the
// group is laid out (CompositionalGroupTemplate).

/// Checks a `CompositionalLayoutModel` value by value.
enum CompositionalValidation {
    /// What the solver allocates for: the items, and the most elements the sections can have
    /// (`CompositionalSection.mostElements`), counted in the same pass over the sections.
    struct Counts {
        var items = 0
        var mostElements = 0
    }

    /// Throws the first bad value of `model`, in spec order; returns its counts.
    @discardableResult
    static func check(_ model: CompositionalLayoutModel, containerSize: Size) throws(LayoutError) -> Counts {
        try ParameterCheck.length(containerSize.width, "container.width")
        try ParameterCheck.length(containerSize.height, "container.height")
        let c = model.configuration
        try insets(c.safeAreaInsets, "safeAreaInsets")
        try insets(c.layoutMargins, "layoutMargins")
        try ParameterCheck.length(c.interSectionSpacing, "options.interSectionSpacing")
        for (i, b) in c.boundarySupplementaryItems.enumerated() {
            try boundary(b, "options.boundarySupplementaryItems[\(i)]")
        }
        var counts = Counts(mostElements: c.boundarySupplementaryItems.count)
        // Through the buffer, as the solver reads them (fewer copies of each section than a loop
        // over the array).
        try model.sections.withUnsafeBufferPointer { (sections) throws(LayoutError) in
            for s in sections.indices {
                counts.mostElements += try section(sections[s], "sections[\(s)]")
                counts.items += sections[s].items.count
                // Checked section by section, so that the sum stays far from overflowing.
                try elementCount(counts.mostElements, through: s)
            }
        }
        return counts
    }

    /// Refuses a layout whose sections up to `s` already hold more elements than
    /// `CompositionalLayoutModel.maximumElementCount`, before anything is allocated for them.
    private static func elementCount(_ count: Int, through s: Int) throws(LayoutError) {
        let limit = CompositionalLayoutModel.maximumElementCount
        guard count > limit else { return }
        throw LayoutError(
            path: "sections",
            "the layout would hold \(count) elements up to sections[\(s)] (cells, their supplementary items, boundary items and decorations), more than the \(limit) a layout may hold; use fewer items, or fewer supplementary items per cell"
        )
    }

    /// Checks section `s`; returns its `mostElements`.
    private static func section(_ s: borrowing CompositionalSection, _ path: @autoclosure () -> String)
        throws(LayoutError) -> Int
    {
        guard s.items.count >= 0, s.items.count <= Int(Int32.max) else {
            throw LayoutError(
                path: "\(path()).items.count",
                "must be between 0 and \(Int32.max), got \(s.items.count); use fewer items"
            )
        }
        for i in s.items.measured.indices { try measured(s.items.measured[i], "\(path()).items[\(i)]") }
        if let u = s.items.uniform { try measured(u, "\(path()).items") }
        try group(s.group, "\(path()).group")
        try ParameterCheck.length(s.interGroupSpacing, "\(path()).interGroupSpacing")
        try insets(s.contentInsets, "\(path()).contentInsets")
        guard s.orthogonalOffset.isFinite else {
            throw LayoutError(
                path: "\(path()).orthogonalOffset", "must be a finite number, got \(s.orthogonalOffset); use 0 or more")
        }
        for i in s.boundarySupplementaryItems.indices {
            try boundary(s.boundarySupplementaryItems[i], "\(path()).boundarySupplementaryItems[\(i)]")
        }
        for i in s.decorationItems.indices {
            try insets(s.decorationItems[i].contentInsets, "\(path()).decorationItems[\(i)].contentInsets")
            try zIndex(s.decorationItems[i].zIndex, "\(path()).decorationItems[\(i)].zIndex")
        }
        try distinctKinds(s, path())
        return CompositionalSection.mostElements(s)
    }

    /// Refuses a supplementary item of the section's group with the element kind of one of its
    /// boundary items (not a header or footer): boundary item `i` and the supplementary of cell
    /// `i` would be one element (supplementary, kind, section, item `i`), as UIKit cannot have
    /// two supplementary views of one kind at one index path.
    private static func distinctKinds(_ s: borrowing CompositionalSection, _ path: @autoclosure () -> String)
        throws(LayoutError)
    {
        var boundary: [String: Int] = [:]
        for i in s.boundarySupplementaryItems.indices.reversed() {
            let kind = s.boundarySupplementaryItems[i].elementKind
            if CompositionalBoundaryItem.resultKind(ofElementKind: kind) == .supplementary { boundary[kind] = i }
        }
        guard !boundary.isEmpty else { return }
        let path = path()
        func check(_ items: borrowing [CompositionalSupplementaryItem], _ owner: String) throws(LayoutError) {
            for j in items.indices {
                guard let i = boundary[items[j].elementKind] else { continue }
                throw LayoutError(
                    path: "\(owner).supplementaryItems[\(j)].elementKind",
                    "\"\(items[j].elementKind)\" is also the kind of \(path).boundarySupplementaryItems[\(i)]: a boundary item and a cell's supplementary of one kind are one element (UIKit cannot have two supplementary views of one kind at one index path); give them distinct element kinds"
                )
            }
        }
        func walk(_ g: borrowing CompositionalGroup, _ at: String) throws(LayoutError) {
            try check(g.supplementaryItems, at)
            func member(_ m: borrowing CompositionalSubitem, _ at: String) throws(LayoutError) {
                switch m {
                case .group(let child): try walk(child, at)
                case .item(let item): try check(item.supplementaryItems, at)
                }
            }
            switch g.layout {
            case .custom: break
            case .subitems(_, let subitems):
                for i in subitems.indices { try member(subitems[i], "\(at).subitems[\(i)]") }
            case .repeatingCount(_, let m, _), .repeatingCopies(_, let m, _): try member(m, "\(at).subitems[0]")
            }
        }
        try walk(s.group, "\(path).group")
    }

    /// Per item: the path is built only when a value is bad (a million items are checked).
    @inline(__always)
    private static func measured(_ m: CompositionalMeasuredSize, _ path: @autoclosure () -> String) throws(LayoutError)
    {
        try ParameterCheck.length(m.width, "\(path()).width")
        try ParameterCheck.length(m.height, "\(path()).height")
    }

    private static func group(_ g: borrowing CompositionalGroup, _ path: @autoclosure () -> String) throws(LayoutError)
    {
        try size(g.layoutSize, "\(path()).size")
        switch g.layout {
        case .subitems(_, let subitems):
            guard !subitems.isEmpty else {
                throw LayoutError(path: "\(path()).subitems", "a group needs at least one subitem; add an item")
            }
            for i in subitems.indices { try subitem(subitems[i], "\(path()).subitems[\(i)]") }
        case .repeatingCount(_, let s, let count):
            try ParameterCheck.count(count, "\(path()).repeatingCount")
            try subitem(s, "\(path()).subitems[0]")
        case .repeatingCopies(_, let s, let count):
            try ParameterCheck.count(count, "\(path()).repeatingCopies")
            try subitem(s, "\(path()).subitems[0]")
        case .custom(let frames):
            guard !frames.isEmpty else {
                throw LayoutError(
                    path: "\(path()).frames",
                    "a custom group needs at least one frame; add {\"x\": 0, \"y\": 0, \"width\": .., \"height\": ..}")
            }
            for (i, f) in frames.enumerated() {
                func p() -> String { "\(path()).frames[\(i)]" }
                guard f.frame.x.isFinite, f.frame.y.isFinite else {
                    throw LayoutError(path: p(), "x and y must be finite numbers; fix the frame")
                }
                try ParameterCheck.length(f.frame.width, "\(p()).width")
                try ParameterCheck.length(f.frame.height, "\(p()).height")
                try zIndex(f.zIndex, "\(p()).zIndex")
            }
        }
        try spacing(g.interItemSpacing, "\(path()).interItemSpacing")
        try itemParts(g.contentInsets, g.edgeSpacing, g.supplementaryItems, path())
    }

    /// What a group has as an item (a group is an item in UIKit): insets, edge spacing, supplementaries.
    private static func itemParts(
        _ contentInsets: DirectionalEdgeInsets, _ spacing: CompositionalEdgeSpacing,
        _ supplementaries: borrowing [CompositionalSupplementaryItem], _ path: @autoclosure () -> String
    ) throws(LayoutError) {
        try insets(contentInsets, "\(path()).contentInsets")
        try edgeSpacing(spacing, "\(path()).edgeSpacing")
        for i in supplementaries.indices {
            try supplementary(supplementaries[i], "\(path()).supplementaryItems[\(i)]")
        }
    }

    private static func subitem(_ s: borrowing CompositionalSubitem, _ path: @autoclosure () -> String)
        throws(LayoutError)
    {
        switch s {
        case .group(let g): try group(g, path())
        case .item(let item):
            try size(item.layoutSize, "\(path()).size")
            try itemParts(item.contentInsets, item.edgeSpacing, item.supplementaryItems, path())
        }
    }

    private static func boundary(_ b: borrowing CompositionalBoundaryItem, _ path: @autoclosure () -> String)
        throws(LayoutError)
    {
        try size(b.layoutSize, "\(path()).size")
        guard b.offset.x.isFinite, b.offset.y.isFinite else {
            throw LayoutError(path: "\(path()).offset", "x and y must be finite numbers; use 0")
        }
        try zIndex(b.zIndex, "\(path()).zIndex")
    }

    private static func supplementary(_ s: borrowing CompositionalSupplementaryItem, _ path: @autoclosure () -> String)
        throws(LayoutError)
    {
        try size(s.layoutSize, "\(path()).size")
        try anchor(s.containerAnchor, "\(path()).containerAnchor")
        if let a = s.itemAnchor { try anchor(a, "\(path()).itemAnchor") }
        try zIndex(s.zIndex, "\(path()).zIndex")
    }

    private static func anchor(_ a: CompositionalAnchor, _ path: @autoclosure () -> String) throws(LayoutError) {
        if a.edges.contains(.top) && a.edges.contains(.bottom) {
            throw LayoutError(
                path: "\(path()).edges",
                "top and bottom contradict each other; keep one of them (or neither for the middle)")
        }
        if a.edges.contains(.leading) && a.edges.contains(.trailing) {
            throw LayoutError(
                path: "\(path()).edges",
                "leading and trailing contradict each other; keep one of them (or neither for the middle)")
        }
        let (x, y, key): (Double, Double, String)
        switch a.offset {
        case .absolute(let ax, let ay): (x, y, key) = (ax, ay, "absoluteOffset")
        case .fractional(let fx, let fy): (x, y, key) = (fx, fy, "fractionalOffset")
        }
        guard x.isFinite, y.isFinite else {
            throw LayoutError(path: "\(path()).\(key)", "x and y must be finite numbers; use 0")
        }
    }

    /// A zIndex the solution can hold (`CompositionalLayoutModel.zIndexRange`).
    private static func zIndex(_ z: Int, _ path: @autoclosure () -> String) throws(LayoutError) {
        let range = CompositionalLayoutModel.zIndexRange
        guard !range.contains(z) else { return }
        throw LayoutError(
            path: path(),
            "is out of range: must be between \(range.lowerBound) and \(range.upperBound), got \(z); use a smaller number"
        )
    }

    private static func size(_ s: CompositionalSize, _ path: @autoclosure () -> String) throws(LayoutError) {
        try dimension(s.widthDimension, "\(path()).width")
        try dimension(s.heightDimension, "\(path()).height")
    }

    private static func dimension(_ d: CompositionalDimension, _ path: @autoclosure () -> String) throws(LayoutError) {
        switch d {
        case .fractionalWidth(let f), .fractionalHeight(let f):
            let key = { if case .fractionalWidth = d { return "fractionalWidth" } else { return "fractionalHeight" } }()
            guard f.isFinite, f > 0 else {
                throw LayoutError(
                    path: "\(path()).\(key)",
                    "a fraction must be a finite number greater than 0, got \(formatNumber(f)); use e.g. 0.5 for half the container"
                )
            }
        case .absolute(let v): try ParameterCheck.length(v, "\(path()).absolute")
        case .estimated(let v): try ParameterCheck.length(v, "\(path()).estimated")
        case .uniformAcrossSiblings(let v): try ParameterCheck.length(v, "\(path()).uniformAcrossSiblings")
        }
    }

    private static func insets(_ i: DirectionalEdgeInsets, _ path: @autoclosure () -> String) throws(LayoutError) {
        try ParameterCheck.length(i.top, "\(path()).top")
        try ParameterCheck.length(i.leading, "\(path()).leading")
        try ParameterCheck.length(i.bottom, "\(path()).bottom")
        try ParameterCheck.length(i.trailing, "\(path()).trailing")
    }

    private static func spacing(_ s: CompositionalSpacing, _ path: @autoclosure () -> String) throws(LayoutError) {
        switch s {
        case .fixed(let v): try ParameterCheck.length(v, "\(path()).fixed")
        case .flexible(let v): try ParameterCheck.length(v, "\(path()).flexible")
        }
    }

    private static func edgeSpacing(_ e: CompositionalEdgeSpacing, _ path: @autoclosure () -> String)
        throws(LayoutError)
    {
        if let s = e.leading { try spacing(s, "\(path()).leading") }
        if let s = e.top { try spacing(s, "\(path()).top") }
        if let s = e.trailing { try spacing(s, "\(path()).trailing") }
        if let s = e.bottom { try spacing(s, "\(path()).bottom") }
    }
}
