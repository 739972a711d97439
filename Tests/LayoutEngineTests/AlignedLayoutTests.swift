import Testing

@testable import LayoutEngine

/// Literal frames for every feature of FSQCollectionViewAlignedLayout. Unless a test says otherwise:
/// container width 200, contentInsets 5 (so lines are 190 wide), item and line spacing 5.
@Suite struct AlignedLayoutTests {
    typealias L = AlignedLayout
    let context = LayoutContext(containerSize: Size(width: 200, height: 300))

    func items(_ sizes: [(Double, Double)], _ attributes: L.CellAttributes? = nil) -> [L.Item] {
        sizes.map { L.Item(width: $0.0, height: $0.1, attributes: attributes) }
    }
    func run(_ sections: [L.Section], _ configure: (inout L) -> Void = { _ in }) throws -> LayoutResult {
        var layout = L(sections: sections)
        configure(&layout)
        return try layout.layout(in: context)
    }
    let four = Array(repeating: (50.0, 50.0), count: 4)

    // MARK: Horizontal alignment and line breaking

    @Test func leftAlignedLinesWrapWhenTheNextSlotDoesNotFit() throws {
        let r = try run([L.Section(items: items(four))])
        #expect(cellFrames(r) == [R(5, 5, 50, 50), R(60, 5, 50, 50), R(115, 5, 50, 50), R(5, 60, 50, 50)])
        #expect(r.contentSize == Size(width: 200, height: 115))
        expectInvariants(r)
    }

    @Test func rightAlignedLinesEndAtTheLineEnd() throws {
        let r = try run([L.Section(attributes: .topRight, items: items(four))])
        #expect(cellFrames(r) == [R(35, 5, 50, 50), R(90, 5, 50, 50), R(145, 5, 50, 50), R(145, 60, 50, 50)])
        expectInvariants(r)
    }

    @Test func centeredLinesSplitTheRoomFlooringTheOffset() throws {
        // line 0 leaves 30 (offset 15), line 1 leaves 140 (offset 70)
        let r = try run([L.Section(attributes: .topCenter, items: items(four))])
        #expect(cellFrames(r) == [R(20, 5, 50, 50), R(75, 5, 50, 50), R(130, 5, 50, 50), R(75, 60, 50, 50)])
        // an odd room: 190 - 51 = 139, offset floor(69.5) = 69
        let odd = try run([L.Section(attributes: .topCenter, items: items([(51, 10)]))])
        #expect(cellFrames(odd) == [R(74, 5, 51, 10)])
    }

    @Test func centerOffsetIsFlooredAfterRoundingToFloat() throws {
        // room / 2 is 27.999999999999996 in Double; FSQ floors the float32 value, 28.
        let room = 55.99999999999999
        #expect(room / 2 < 28)
        let width = 190 - room
        let r = try run([L.Section(attributes: .topCenter, items: [L.Item(width: width, height: 10)])])
        #expect(cellFrames(r)[0].minX == 5 + 28)
    }

    // MARK: Vertical alignment

    @Test(arguments: [
        (L.VerticalAlignment.top, [5.0, 5, 5]),
        (.bottom, [25, 5, 15]),
        (.center, [15, 5, 10]),
    ])
    func verticalAlignmentWithinALine(alignment: L.VerticalAlignment, ys: [Double]) throws {
        let r = try run([
            L.Section(
                attributes: L.SectionAttributes(verticalAlignment: alignment),
                items: items([(50, 20), (50, 40), (50, 30)]))
        ])
        #expect(cellFrames(r).map(\.minY) == ys)
        #expect(cellFrames(r).map(\.minX) == [5, 60, 115])
        #expect(r.contentSize.height == 50)
    }

    @Test func verticalAlignmentAlignsTheSlotIncludingCellInsets() throws {
        // Decision 1: a bottom-aligned cell with insets ends at the line's bottom minus its bottom inset.
        let inset = L.CellAttributes(insets: EdgeInsets(top: 2, left: 0, bottom: 4, right: 0))
        let bottom = L.SectionAttributes(verticalAlignment: .bottom)
        let r = try run([
            L.Section(
                attributes: bottom,
                items: [
                    L.Item(width: 50, height: 20, attributes: inset),
                    L.Item(width: 50, height: 40),
                ])
        ])
        #expect(cellFrames(r) == [R(5, 21, 50, 20), R(60, 5, 50, 40)])
        let center = L.SectionAttributes(verticalAlignment: .center)
        let c = try run([
            L.Section(
                attributes: center,
                items: [
                    L.Item(width: 50, height: 20, attributes: inset),
                    L.Item(width: 50, height: 40),
                ])
        ])
        #expect(cellFrames(c) == [R(5, 14, 50, 20), R(60, 5, 50, 40)])
    }

    // MARK: Spacing, insets

    @Test func itemAndLineSpacingAndSectionInsets() throws {
        let attributes = L.SectionAttributes(
            itemSpacing: 10, lineSpacing: 20, insets: EdgeInsets(top: 7, left: 11, bottom: 13, right: 9))
        // lines are 190 - 20 = 170 wide: two 50s and a 50 with 10 gaps = 170 fits exactly
        let r = try run([L.Section(attributes: attributes, items: items(four))])
        #expect(cellFrames(r) == [R(16, 12, 50, 50), R(76, 12, 50, 50), R(136, 12, 50, 50), R(16, 82, 50, 50)])
        #expect(r.sections[0].frame == R(0, 5, 200, 7 + 50 + 20 + 50 + 13))
        #expect(r.contentSize.height == 5 + 140 + 5)
        expectInvariants(r)
    }

    @Test func cellInsetsWidenTheSlotButNotTheCell() throws {
        let padded = L.CellAttributes(insets: EdgeInsets(top: 3, left: 10, bottom: 3, right: 10))
        let r = try run([
            L.Section(items: [L.Item(width: 50, height: 50, attributes: padded), L.Item(width: 50, height: 50)])
        ])
        #expect(cellFrames(r) == [R(15, 8, 50, 50), R(80, 5, 50, 50)])
        #expect(r.contentSize.height == 5 + 56 + 5)
        #expect(r.guides.contains(.cellInsets(section: 0, item: 0, slot: R(5, 5, 70, 56))))
    }

    @Test func contentInsetsAndSectionSpacing() throws {
        let r = try run([L.Section(items: items([(50, 50)])), L.Section(items: items([(50, 50)]))]) {
            $0.contentInsets = EdgeInsets(top: 20, left: 30, bottom: 40, right: 10)
            $0.sectionSpacing = 15
        }
        #expect(cellFrames(r, section: 0) == [R(30, 20, 50, 50)])
        #expect(cellFrames(r, section: 1) == [R(30, 85, 50, 50)])
        #expect(r.contentSize == Size(width: 200, height: 85 + 50 + 40))
    }

    @Test func defaultCellSizeIs100By100() throws {
        let r = try run([L.Section(items: [L.Item(), L.Item()])])
        #expect(cellFrames(r) == [R(5, 5, 100, 100), R(5, 110, 100, 100)])
        let custom = try run([L.Section(items: [L.Item()])]) { $0.defaultCellSize = Size(width: 30, height: 20) }
        #expect(cellFrames(custom) == [R(5, 5, 30, 20)])
    }

    // MARK: Forced line breaks

    @Test func shouldEndLineAndShouldBeginLineForceBreaks() throws {
        let end = L.Item(width: 50, height: 50, attributes: L.CellAttributes(shouldEndLine: true))
        let begin = L.Item(width: 50, height: 50, attributes: L.CellAttributes(shouldBeginLine: true))
        let plain = L.Item(width: 50, height: 50)
        let r = try run([L.Section(items: [end, plain, begin, plain])])
        #expect(cellFrames(r) == [R(5, 5, 50, 50), R(5, 60, 50, 50), R(5, 115, 50, 50), R(60, 115, 50, 50)])
    }

    @Test func flagsNeverCreateEmptyLines() throws {
        // begin on a line's first cell and end on the last cell do nothing; two flags on one boundary break once.
        let both = L.CellAttributes(shouldBeginLine: true, shouldEndLine: true)
        let r = try run([
            L.Section(items: [
                L.Item(width: 50, height: 50, attributes: both),
                L.Item(width: 50, height: 50, attributes: both),
            ])
        ])
        #expect(cellFrames(r) == [R(5, 5, 50, 50), R(5, 60, 50, 50)])
        #expect(r.contentSize.height == 115)
    }

    @Test func aCellWiderThanTheLineSitsAloneOnItsLine() throws {
        let r = try run([L.Section(items: items([(50, 10), (300, 10), (50, 10)]))])
        #expect(cellFrames(r) == [R(5, 5, 50, 10), R(5, 20, 300, 10), R(5, 35, 50, 10)])
        // It overflows the content width, which the invariant checker reports.
        #expect(r.invariantViolations().count == 1)
    }

    // MARK: Indentation

    @Test func leftIndentationStartsFollowingLinesAtTheCell() throws {
        let indent = L.CellAttributes(startLineIndentation: true)
        let avatar = L.Item(width: 40, height: 40)
        let text = L.Item(width: 60, height: 20)
        let r = try run([
            L.Section(items: [avatar, L.Item(width: 60, height: 20, attributes: indent), text, text, text, text])
        ])
        // line 0: 0..40, 45..105, 110..170; indentation 45; lines then 145 wide from x = 50
        #expect(
            cellFrames(r) == [
                R(5, 5, 40, 40), R(50, 5, 60, 20), R(115, 5, 60, 20),
                R(50, 50, 60, 20), R(115, 50, 60, 20), R(50, 75, 60, 20),
            ])
        #expect(r.guides.contains(.indentation(section: 0, from: Point(x: 50, y: 5), to: Point(x: 50, y: 95))))
        expectInvariants(r)
    }

    @Test func nestedLeftIndentationAccumulates() throws {
        // Decision 2: the second indentation is measured from the current one (the original jumps back to x = 70).
        let indent = L.CellAttributes(startLineIndentation: true)
        let r = try run([
            L.Section(items: [
                L.Item(width: 40, height: 40), L.Item(width: 60, height: 20, attributes: indent),
                L.Item(width: 60, height: 20),
                L.Item(width: 60, height: 20), L.Item(width: 20, height: 20, attributes: indent),
                L.Item(width: 30, height: 20), L.Item(width: 30, height: 20),
            ])
        ])
        // line 1 (145 wide from x = 50): 60 at 0, 20 at 65, 30 at 90; the second indentation is 65, so
        // line 2 starts at 50 + 65 = 115 and is 145 - 65 = 80 wide
        #expect(
            cellFrames(r) == [
                R(5, 5, 40, 40), R(50, 5, 60, 20), R(115, 5, 60, 20),
                R(50, 50, 60, 20), R(115, 50, 20, 20), R(140, 50, 30, 20),
                R(115, 75, 30, 20),
            ])
    }

    @Test func rightIndentationEndsFollowingLinesAtTheCellsRightEdge() throws {
        let indent = L.CellAttributes(startLineIndentation: true)
        let r = try run([
            L.Section(
                attributes: .topRight,
                items: [
                    L.Item(width: 40, height: 40, attributes: indent), L.Item(width: 60, height: 20),
                    L.Item(width: 60, height: 20),
                    L.Item(width: 60, height: 20), L.Item(width: 60, height: 20),
                ])
        ])
        #expect(
            cellFrames(r) == [
                R(25, 5, 40, 40), R(70, 5, 60, 20), R(135, 5, 60, 20), R(5, 50, 60, 20), R(5, 75, 60, 20),
            ])
        #expect(cellFrames(r)[3].maxX == cellFrames(r)[0].maxX)
    }

    @Test func centeredSectionsIgnoreIndentation() throws {
        let indent = L.CellAttributes(startLineIndentation: true)
        let r = try run([
            L.Section(
                attributes: .topCenter,
                items: [
                    L.Item(width: 90, height: 10, attributes: indent), L.Item(width: 90, height: 10),
                    L.Item(width: 90, height: 10),
                ])
        ])
        // line 0 uses 185 (room 5, offset 2), line 1 room 100 (offset 50): no indentation
        #expect(cellFrames(r) == [R(7, 5, 90, 10), R(102, 5, 90, 10), R(55, 20, 90, 10)])
    }

    // MARK: Remaining line space

    @Test func remainingWidthFillsTheRestOfTheLine() throws {
        let r = try run([
            L.Section(items: [
                L.Item(width: 50, height: 50), L.Item(size: .remaining(height: 30)),
                L.Item(size: .remaining(height: 20)),
            ])
        ])
        // offered (140 - 5) = 135; then nothing is left, so the third takes a whole new line
        #expect(cellFrames(r) == [R(5, 5, 50, 50), R(60, 5, 135, 30), R(5, 60, 190, 20)])
    }

    @Test func remainingWidthSubtractsTheCellInsets() throws {
        let padded = L.CellAttributes(insets: EdgeInsets(left: 4, right: 6))
        let r = try run([
            L.Section(items: [L.Item(width: 50, height: 50), L.Item(size: .remaining(height: 30), attributes: padded)])
        ])
        #expect(cellFrames(r) == [R(5, 5, 50, 50), R(64, 5, 125, 30)])
    }

    @Test func sizeClosureIsOfferedTheRemainingSpace() throws {
        let r = try run([
            L.Section(items: [
                L.Item(width: 100, height: 10),
                L.Item(size: .custom { remaining in Size(width: min(120, remaining), height: remaining / 5) }),
                L.Item(size: .custom { remaining in Size(width: 40, height: remaining < 0 ? 1 : 2) }),
            ])
        ])
        // offered 90 - 5 = 85; then 0 - 5 = -5 (the cell then goes to a new line)
        #expect(cellFrames(r) == [R(5, 5, 100, 10), R(110, 5, 85, 17), R(5, 27, 40, 1)])
    }

    // MARK: Headers and pinning

    let headed = [
        AlignedLayout.Section(
            headerHeight: 30, items: Array(repeating: AlignedLayout.Item(width: 50, height: 50), count: 4)),
        AlignedLayout.Section(
            headerHeight: 30, items: Array(repeating: AlignedLayout.Item(width: 50, height: 50), count: 2)),
    ]

    @Test func headersSpanTheFullWidthAboveTheSectionInsets() throws {
        var sections = headed
        sections[0].attributes = L.SectionAttributes(insets: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        let r = try run(sections)
        #expect(r.attributes(for: .header(0))?.frame == R(0, 5, 200, 30))
        #expect(cellFrames(r)[0] == R(5, 45, 50, 50))
        #expect(r.sections[0].frame == R(0, 5, 200, 30 + 10 + 105))
        #expect(r.attributes(for: .header(1))?.frame == R(0, 160, 200, 30))
        expectInvariants(r)
    }

    @Test(
        arguments: [
            // section 0 spans 5..140, section 1 150..230
            (0.0, 5.0, 150.0), // not scrolled: both at their place
            (100.0, 100.0, 150.0), // section 0 header pinned at the viewport top
            (120.0, 110.0, 150.0), // pushed up by the end of section 0 (140 - 30)
            (170.0, nil, 170.0), // section 0 gone; section 1's header pinned
        ] as [(Double, Double?, Double)])
    func pinnedHeadersAtAnOffset(offset: Double, header0: Double?, header1: Double) throws {
        let r = try run(headed)
        let visible = r.visibleElements(in: R(0, offset, 200, 100))
        let headers = visible.filter { $0.kind == .header }
        #expect(headers.first { $0.section == 0 }?.frame.minY == header0)
        #expect(headers.first { $0.section == 1 }?.frame.minY == (header1 < offset + 100 ? header1 : nil))
        for h in headers { #expect(h.zIndex == 901 + h.section) }
        #expect(r.attributes(for: .header(0))?.frame.minY == 5, "elements stay as laid out")
    }

    @Test func unpinnedHeadersScrollAway() throws {
        let r = try run(headed) { $0.shouldPinSectionHeadersToTop = false }
        let visible = r.visibleElements(in: R(0, 100, 200, 100))
        #expect(!visible.contains { $0.id == .header(0) })
        #expect(visible.allSatisfy { $0.zIndex == 0 })
    }

    @Test func emptySectionsHeadersNeverPin() throws {
        let r = try run([L.Section(headerHeight: 30, items: []), L.Section(items: items([(50, 300)]))])
        #expect(r.sections[0].effects.isEmpty)
        #expect(!r.visibleElements(in: R(0, 50, 200, 100)).contains { $0.kind == .header })
    }

    // MARK: Empty input

    @Test func zeroSectionsGiveZeroHeight() throws {
        let r = try run([])
        #expect(r.contentSize == Size(width: 200, height: 0))
        #expect(r.elements.isEmpty)
    }

    @Test func emptySectionsCostOnlySpacingAndHeader() throws {
        let r = try run([L.Section(items: []), L.Section(items: [])])
        #expect(r.contentSize.height == 5 + 10 + 5)
        let withHeader = try run([
            L.Section(attributes: L.SectionAttributes(insets: EdgeInsets(all: 20)), headerHeight: 30, items: [])
        ])
        #expect(withHeader.elements == [LayoutAttributes(id: .header(0), frame: R(0, 5, 200, 30))])
        #expect(withHeader.contentSize.height == 40)
        #expect(try run([L.Section(items: [])]).contentSize.height == 0)
    }

    // MARK: Errors and invariants

    /// No sections: the content is 0 long along the scroll axis and the container's height across.
    @Test func scrollingHorizontallyIsTheTransposedLayout() throws {
        let r = try L(sections: []).layout(
            in: LayoutContext(containerSize: Size(width: 100, height: 80), scrollDirection: .horizontal))
        #expect(r.scrollDirection == .horizontal && r.contentSize == Size(width: 0, height: 80))
    }

    @Test func sizesMustBeFiniteAndNonNegative() {
        #expect(throws: LayoutError(path: "sections[0].items[1]", "sizes must be finite and >= 0, got -1 x 5")) {
            try run([L.Section(items: [L.Item(width: 1, height: 1), L.Item(width: -1, height: 5)])])
        }
        #expect(throws: LayoutError.self) {
            try run([L.Section(items: [L.Item(size: .custom { _ in Size(width: .nan, height: 1) })])])
        }
    }

    /// Items are checked while they are placed; the first bad value in spec order is still the one
    /// reported, and no size closure is asked for a layout with a bad value.
    @Test func aBadItemIsReportedFirstAndNoClosureIsAsked() {
        #expect(throws: LayoutError(path: "sections[0].items[0]", "sizes must be finite and >= 0, got 0 x -2")) {
            try run([
                L.Section(items: [L.Item(size: .remaining(height: -2))]), L.Section(headerHeight: .infinity, items: []),
            ])
        }
        #expect(throws: LayoutError(path: "sections[1].items[1]", "sizes must be finite and >= 0, got inf x 5")) {
            try run([
                L.Section(items: [
                    L.Item(
                        size: .custom { w in
                            Issue.record("asked")
                            return Size(width: w, height: 1)
                        })
                ]),
                L.Section(items: [L.Item(width: 1, height: 1), L.Item(width: .infinity, height: 5)]),
            ])
        }
    }

    /// Random sections; with `indent`, cells may also start indentations, which can narrow lines
    /// below a cell's width: such a cell overflows by design, so only overlaps are checked then.
    @Test(arguments: 0..<20, [false, true])
    func randomLayoutsKeepTheInvariants(seed: Int, indent: Bool) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        let alignments = L.HorizontalAlignment.allCases
        let verticals = L.VerticalAlignment.allCases
        let sections = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
            L.Section(
                attributes: L.SectionAttributes(
                    horizontalAlignment: alignments.randomElement(using: &rng)!,
                    verticalAlignment: verticals.randomElement(using: &rng)!,
                    itemSpacing: Double.random(in: 0...10, using: &rng).rounded(),
                    lineSpacing: Double.random(in: 0...10, using: &rng).rounded(),
                    insets: EdgeInsets(all: Double(Int.random(in: 0...8, using: &rng)))),
                headerHeight: Bool.random(using: &rng) ? 24 : 0,
                items: (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                    L.Item(
                        width: Double(Int.random(in: 0...150, using: &rng)),
                        height: Double(Int.random(in: 1...80, using: &rng)),
                        attributes: L.CellAttributes(
                            insets: EdgeInsets(all: Double(Int.random(in: 0...3, using: &rng))),
                            shouldBeginLine: Int.random(in: 0..<8, using: &rng) == 0,
                            shouldEndLine: Int.random(in: 0..<8, using: &rng) == 0,
                            startLineIndentation: indent && Int.random(in: 0..<10, using: &rng) == 0))
                })
        }
        let r = try run(sections)
        if indent {
            let problems = r.invariantViolations().filter { !$0.contains("lies outside the content size") }
            #expect(problems.isEmpty, "\(problems)")
        } else {
            expectInvariants(r)
        }
    }

    /// A left and top aligned section without guides is streamed (`Stream`); with guides it takes
    /// the buffered path. Every cell feature (insets, forced breaks, indentation, every size kind,
    /// default attributes with insets) across many batches must give the same elements either way.
    @Test(arguments: [false, true])
    func streamedSectionsEqualTheBufferedOnes(defaultInsets: Bool) throws {
        var rng = SplitMix64(seed: 11)
        let n = 3_000 // several batches
        let items: [L.Item] = (0..<n).map { _ in
            let size: L.ItemSize
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: size = .default
            case 1: size = .remaining(height: Double(Int.random(in: 10...40, using: &rng)))
            case 2:
                let w = Double(Int.random(in: 5...90, using: &rng)) + 0.25
                size = .custom { room in Size(width: min(w, max(room, 1)), height: 17.5) }
            default:
                size = .fixed(
                    Size(
                        width: Double(Int.random(in: 5...90, using: &rng)) + 0.5,
                        height: Double(Int.random(in: 5...60, using: &rng))))
            }
            guard Int.random(in: 0..<3, using: &rng) == 0 else { return L.Item(size: size) }
            let inset = { Double(Int.random(in: -2...6, using: &rng)) * 0.75 }
            let attributes = L.CellAttributes(
                insets: EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset()),
                shouldBeginLine: Int.random(in: 0..<8, using: &rng) == 0,
                shouldEndLine: Int.random(in: 0..<8, using: &rng) == 0,
                startLineIndentation: Int.random(in: 0..<300, using: &rng) == 0)
            return L.Item(size: size, attributes: attributes)
        }
        var layout = L(
            sections: [L.Section(headerHeight: 12, items: items), L.Section(items: Array(items.prefix(700)))],
            defaultCellSize: Size(width: 33.25, height: 21))
        layout.defaultSectionAttributes = L.SectionAttributes(
            itemSpacing: 3.5, lineSpacing: 2.25, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        if defaultInsets {
            layout.defaultCellAttributes = L.CellAttributes(
                insets: EdgeInsets(top: 0.5, left: 1.5, bottom: 2, right: 0.25))
        }
        let size = Size(width: 1000, height: 800)
        let with = try layout.layout(in: LayoutContext(containerSize: size))
        let without = try layout.layout(in: LayoutContext(containerSize: size, includesGuides: false))
        #expect(with.elements.count == n + 701)
        #expect(with.elements == without.elements)
        #expect(with.contentSize == without.contentSize)
        #expect(without.invariantViolations().isEmpty)
    }
}
