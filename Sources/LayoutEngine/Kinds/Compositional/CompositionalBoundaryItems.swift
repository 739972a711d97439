// Bands of boundary supplementary items (R10, R11, D10, D11, D17), for a section or for the whole
// layout (R15).

/// Where a boundary item sits: in the start band, the end band, or on a cross edge only; and where
/// across its range.
struct CompositionalBoundaryPlacement {
    enum MainSide { case start, end, crossOnly }
    enum CrossSide { case start, end, centre }
    var main: MainSide
    var cross: CrossSide

    /// R10's reading of `alignment` in a layout scrolling in `d` (R16 swaps the roles of the words).
    init(_ alignment: CompositionalRectAlignment, _ d: ScrollDirection) {
        let vertical: (MainSide, CrossSide)
        switch alignment {
        case .top: vertical = (.start, .centre)
        case .topLeading: vertical = (.start, .start)
        case .leading: vertical = (.crossOnly, .start)
        case .bottomLeading: vertical = (.end, .start)
        case .bottom: vertical = (.end, .centre)
        case .bottomTrailing: vertical = (.end, .end)
        case .trailing: vertical = (.crossOnly, .end)
        case .topTrailing: vertical = (.start, .end)
        }
        if d == .vertical {
            (main, cross) = vertical
            return
        }
        // Horizontal: the alignment transposed (top <-> leading, bottom <-> trailing).
        switch alignment {
        case .top: (main, cross) = (.crossOnly, .start)
        case .topLeading: (main, cross) = (.start, .start)
        case .leading: (main, cross) = (.start, .centre)
        case .bottomLeading: (main, cross) = (.start, .end)
        case .bottom: (main, cross) = (.crossOnly, .end)
        case .bottomTrailing: (main, cross) = (.end, .end)
        case .trailing: (main, cross) = (.end, .centre)
        case .topTrailing: (main, cross) = (.end, .start)
        }
    }
}

/// A section's (or the layout's) boundary items resolved: sizes, sides, and the two bands' lengths.
struct CompositionalBoundaryBands {
    let items: [CompositionalBoundaryItem]
    let sizes: [Size]
    let placements: [CompositionalBoundaryPlacement]
    /// The longest extending start item along the main axis (D10).
    let startLength: Double
    /// The longest extending end item.
    let endLength: Double
    let crossStart: Double
    let crossEnd: Double
    let d: ScrollDirection

    /// Resolves `items` against `reference` (R1, R11); they are placed across `crossStart..<crossEnd`.
    init(
        _ items: [CompositionalBoundaryItem], reference: Size, crossStart: Double, crossEnd: Double,
        _ d: ScrollDirection
    ) {
        self.items = items
        self.d = d
        self.crossStart = crossStart
        self.crossEnd = crossEnd
        var sizes: [Size] = []
        var placements: [CompositionalBoundaryPlacement] = []
        var start = 0.0
        var end = 0.0
        for item in items {
            let size = item.layoutSize.resolved(in: reference)
            let p = CompositionalBoundaryPlacement(item.alignment, d)
            sizes.append(size)
            placements.append(p)
            if item.extendsBoundary {
                if p.main == .start { start = max(start, size.main(d)) }
                if p.main == .end { end = max(end, size.main(d)) }
            }
        }
        self.sizes = sizes
        self.placements = placements
        startLength = start
        endLength = end
    }

    /// The frame of item `i` for a section spanning `sectionStart..<sectionEnd` along the main axis
    /// (bands included): D10, D11, then the offset.
    func frame(_ i: Int, sectionStart: Double, sectionEnd: Double) -> Rect {
        let size = sizes[i]
        let p = placements[i]
        let length = size.main(d)
        let contentStart = sectionStart + startLength
        let contentEnd = sectionEnd - endLength
        let main: Double
        switch p.main {
        case .start: main = items[i].extendsBoundary ? sectionStart : contentStart
        case .end: main = items[i].extendsBoundary ? sectionEnd - length : contentEnd - length
        case .crossOnly: main = (contentStart + contentEnd) / 2 - length / 2
        }
        let crossLength = size.cross(d)
        let cross: Double
        switch p.cross {
        case .start: cross = crossStart
        case .end: cross = crossEnd - crossLength
        case .centre: cross = crossStart + (crossEnd - crossStart - crossLength) / 2
        }
        let offset = items[i].offset
        return Rect(main: main, cross: cross, mainLength: length, crossLength: crossLength, d)
            .offsetBy(dx: offset.x, dy: offset.y)
    }

    /// The `item` of boundary item `i` in the output: 0 for a header or footer
    /// (`CompositionalBoundaryItem.resultKind`), else its index.
    func outputItem(_ i: Int) -> Int {
        CompositionalBoundaryItem.resultKind(ofElementKind: items[i].elementKind) == .supplementary ? i : 0
    }
}

extension CompositionalBuilder {
    /// Appends the start band's items of `band` (section `section`, -1 for the layout) and returns
    /// the range of `pins` they added; their limits are set by `appendOtherBandItems`.
    mutating func appendStartBand(
        _ band: CompositionalBoundaryBands, section: Int, sectionStart: Double
    ) -> Range<Int> {
        let firstPin = pins.count
        for i in band.items.indices where band.placements[i].main == .start {
            append(
                band, i, section: section, frame: band.frame(i, sectionStart: sectionStart, sectionEnd: sectionStart))
        }
        return firstPin..<pins.count
    }

    /// Appends the end band's and the cross-only items, then sets the pinning limits of the band's
    /// pinned items: `startPins` (appended before the section's end was known) and its own.
    mutating func appendOtherBandItems(
        _ band: CompositionalBoundaryBands, section: Int, sectionStart: Double, sectionEnd: Double,
        startPins: Range<Int>
    ) {
        let firstPin = pins.count
        for i in band.items.indices where band.placements[i].main != .start {
            append(band, i, section: section, frame: band.frame(i, sectionStart: sectionStart, sectionEnd: sectionEnd))
        }
        for p in startPins {
            pins[p].limitStart = sectionStart
            pins[p].limitEnd = sectionEnd
        }
        for p in firstPin..<pins.count {
            pins[p].limitStart = sectionStart
            pins[p].limitEnd = sectionEnd
        }
    }

    private mutating func append(_ band: CompositionalBoundaryBands, _ i: Int, section: Int, frame: Rect) {
        let item = band.items[i]
        if item.pinToVisibleBounds, band.placements[i].main != .crossOnly {
            pins.append(
                CompositionalPin(
                    element: count, band: band.placements[i].main == .start ? .start : .end, limitStart: 0,
                    limitEnd: 0))
        }
        append(
            frame, category: .boundarySupplementary, kindIndex: kinds.index(of: item.elementKind),
            item: band.outputItem(i), zIndex: item.zIndex)
    }
}
