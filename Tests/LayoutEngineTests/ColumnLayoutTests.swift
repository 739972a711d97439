import Testing

@testable import LayoutEngine

/// Expected frames are worked out by hand from the behaviour file (CollectionViewColumnLayout,
/// section A.3) and the original's guide and tests, and written out as literals.
@Suite struct ColumnLayoutTests {
    typealias C = ColumnLayout

    /// Lays out and checks the invariants of the result.
    func layout(_ l: ColumnLayout, width: Double, height: Double = 600, scale: Double = 1) throws -> LayoutResult {
        let r = try l.layout(in: LayoutContext(containerSize: Size(width: width, height: height), scale: scale))
        #expect(r.invariantViolations().isEmpty, "\(r.invariantViolations())")
        return r
    }

    func cells(_ r: LayoutResult, section: Int = 0) -> [Rect] {
        r.elements.filter { $0.kind == .cell && $0.section == section }.map(\.frame)
    }

    func heights(_ hs: [Double]) -> [C.Item] { hs.map { C.Item(height: $0) } }

    // MARK: The original's guide and tests

    @Test func guideWidthExample() throws {
        // Guides/Layouts.md: insets 10, spacing 10, 5 columns "leaves 88 pt" - true for a 500 pt wide
        // view; at the 800 pt it names, the formula gives 148.
        let l = C(
            sections: [C.Section(items: [])], columnCount: 5, columnSpacing: 10, sectionInset: EdgeInsets(all: 10))
        #expect(try l.columnWidth(inSection: 0, containerWidth: 500) == 88)
        #expect(try l.columnWidth(inSection: 0, containerWidth: 800) == 148)
    }

    @Test func originalRectQueryFinds42Items() throws {
        // CVColumnLayoutTests.testRectQuery: 100 sections x 300 items, 1000 x 800, 3 columns, all
        // other values the defaults.
        let l = C(
            sections: Array(repeating: C.Section(items: Array(repeating: C.Item(), count: 300)), count: 100),
            columnCount: 3)
        let r = try l.layout(in: LayoutContext(containerSize: Size(width: 1000, height: 800)))
        let hits = r.elements(in: Rect(x: 0, y: 0, width: 1000, height: 800))
        #expect(hits.count == 42)
        #expect(hits.allSatisfy { $0.kind == .cell && $0.section == 0 })
        #expect(
            hits.prefix(3).map(\.frame) == [
                Rect(x: 8, y: 16, width: 323, height: 50), Rect(x: 339, y: 16, width: 323, height: 50),
                Rect(x: 670, y: 16, width: 323, height: 50),
            ])
        #expect(hits.last?.frame == Rect(x: 670, y: 770, width: 323, height: 50))
        // 100 rows of 58 plus 8 + 8 insets per section.
        #expect(r.contentSize == Size(width: 1000, height: 100 * (100 * 58 + 16)))
        #expect(r.invariantViolations().isEmpty)
    }

    @Test func heightRulesOfTheGuide() throws {
        // 500 wide, insets 10, spacing 10, 5 columns of 88 (the guide's example), itemHeight 30.
        let l = C(
            sections: [
                C.Section(items: [
                    C.Item(aspectRatio: Size(width: 2, height: 1)), // ratio "1:2" -> 44
                    C.Item(aspectRatio: Size(width: 0, height: 0), height: 50), // ratio 0:0 ignored -> 50
                    C.Item(aspectRatio: Size(width: 2, height: 1), height: 20), // additive -> 44 + 20
                    C.Item(aspectRatio: Size(width: 2, height: 1), height: 0), // -> 44
                    C.Item(aspectRatio: Size(width: 0, height: 1)), // a zero side: itemHeight
                    C.Item(aspectRatio: Size(width: 1, height: 0), height: 25), // a zero side: the height
                    C.Item(), // itemHeight
                    C.Item(height: 70), // the height
                ])
            ], columnCount: 5, columnSpacing: 10, interitemSpacing: 10, itemHeight: 30,
            sectionInset: EdgeInsets(all: 10))
        let r = try layout(l, width: 500)
        #expect(
            cells(r) == [
                Rect(x: 10, y: 20, width: 88, height: 44), Rect(x: 108, y: 20, width: 88, height: 50),
                Rect(x: 206, y: 20, width: 88, height: 64), Rect(x: 304, y: 20, width: 88, height: 44),
                Rect(x: 402, y: 20, width: 88, height: 30), Rect(x: 10, y: 74, width: 88, height: 25),
                Rect(x: 108, y: 80, width: 88, height: 30), Rect(x: 206, y: 94, width: 88, height: 70),
            ])
        #expect(r.contentSize == Size(width: 500, height: 174))
    }

    @Test func ratioHeightIsFlooredBeforeTheHeightIsAdded() throws {
        // 3:4 on a 148-wide column: 197.33 -> 197, + 0.5 -> 197.5.
        let l = C(
            sections: [C.Section(items: [C.Item(aspectRatio: Size(width: 3, height: 4), height: 0.5)])],
            columnCount: 5, columnSpacing: 10, sectionInset: EdgeInsets(all: 10))
        #expect(cells(try layout(l, width: 800)) == [Rect(x: 10, y: 18, width: 148, height: 197.5)])
    }

    @Test func guideExample() throws {
        // The Swift example of Docs/Kinds/column.md.
        let layout = ColumnLayout(
            sections: [
                .init(
                    items: [
                        .init(aspectRatio: Size(width: 2, height: 1)), .init(height: 80),
                        .init(aspectRatio: Size(width: 2, height: 1), height: 20),
                    ], headerHeight: 32),
                .init(items: Array(repeating: .init(), count: 15), columnCount: 5),
            ], columnCount: 4, columnSpacing: 10, interitemSpacing: 10, sectionInset: EdgeInsets(all: 10),
            layoutStrategy: .shortestFirst)
        let result = try self.layout(layout, width: 500, height: 460)
        #expect(try layout.columnWidth(inSection: 0, containerWidth: 500) == 113)
        #expect(try layout.columnWidth(inSection: 1, containerWidth: 500) == 88)
        // Section 0 ends at 52 + 80 + 10 = 142; section 1's 3 rows of 50 start at 162.
        #expect(cellFrames(result, section: 0) == [R(10, 52, 113, 56), R(133, 52, 113, 80), R(256, 52, 113, 76)])
        #expect(result.attributes(for: .cell(1, 14))?.frame == R(402, 282, 88, 50))
        #expect(result.contentSize == Size(width: 500, height: 342))
    }

    // MARK: Layout strategies (320 wide, no insets, 3 columns of 100, spacings 10)

    @Test(arguments: [
        (
            C.LayoutStrategy.leftToRight,
            [
                Rect(x: 0, y: 10, width: 100, height: 100), Rect(x: 110, y: 10, width: 100, height: 50),
                Rect(x: 220, y: 10, width: 100, height: 80), Rect(x: 0, y: 120, width: 100, height: 60),
                Rect(x: 110, y: 70, width: 100, height: 120),
            ], 190.0
        ),
        (
            .rightToLeft,
            [
                Rect(x: 220, y: 10, width: 100, height: 100), Rect(x: 110, y: 10, width: 100, height: 50),
                Rect(x: 0, y: 10, width: 100, height: 80), Rect(x: 220, y: 120, width: 100, height: 60),
                Rect(x: 110, y: 70, width: 100, height: 120),
            ], 190
        ),
        (
            .shortestFirst,
            [
                Rect(x: 0, y: 10, width: 100, height: 100), Rect(x: 110, y: 10, width: 100, height: 50),
                Rect(x: 220, y: 10, width: 100, height: 80), Rect(x: 110, y: 70, width: 100, height: 60),
                Rect(x: 220, y: 100, width: 100, height: 120),
            ], 220
        ),
    ])
    func layoutStrategyPicksTheColumn(strategy: C.LayoutStrategy, expected: [Rect], height: Double) throws {
        let l = C(
            sections: [C.Section(items: heights([100, 50, 80, 60, 120]))], columnCount: 3, columnSpacing: 10,
            interitemSpacing: 10, sectionInset: .zero, layoutStrategy: strategy)
        let r = try layout(l, width: 320)
        #expect(cells(r) == expected)
        #expect(r.contentSize == Size(width: 320, height: height))
    }

    @Test func defaultsAreTwoColumnsLeftToRightWithSpacingAndInsetsOf8() throws {
        // (375 - 16 - 8) / 2 = 175.5 rounds half away from zero to 176; the second column ends at
        // 368 instead of 367 (kept: the original's overshoot).
        let r = try layout(C(sections: [C.Section(items: [C.Item(), C.Item(), C.Item()])]), width: 375)
        #expect(
            cells(r) == [
                Rect(x: 8, y: 16, width: 176, height: 50), Rect(x: 192, y: 16, width: 176, height: 50),
                Rect(x: 8, y: 74, width: 176, height: 50),
            ])
        #expect(r.contentSize == Size(width: 375, height: 132))
    }

    // MARK: Headers, footers, sections

    @Test(arguments: [false, true])
    func headersAndFooters(insetSupplementaryViews inset: Bool) throws {
        // header -> top inset -> (spacing + cell) per column -> footer -> bottom inset.
        let l = C(
            sections: [
                C.Section(
                    items: heights([40, 40, 40]), sectionInset: EdgeInsets(top: 5, left: 12, bottom: 7, right: 18),
                    headerHeight: 30, footerHeight: 20)
            ],
            columnSpacing: 10, interitemSpacing: 10, insetSupplementaryViews: inset)
        let r = try layout(l, width: 300)
        #expect(
            r.textDump == """
                content 300 x 162
                header 0 x=\(inset ? 12 : 0) y=0 w=\(inset ? 270 : 300) h=30
                cell 0.0 x=12 y=45 w=130 h=40
                cell 0.1 x=152 y=45 w=130 h=40
                cell 0.2 x=12 y=95 w=130 h=40
                footer 0 x=\(inset ? 12 : 0) y=135 w=\(inset ? 270 : 300) h=20
                """)
    }

    @Test func headerIsMadeIntegralOnThePixelGrid() throws {
        // Section 0 ends at 10.5: the header of section 1 becomes y 10, h 21 at 1x and stays at 2x.
        let l = C(
            sections: [
                C.Section(items: heights([10]), sectionInset: EdgeInsets(bottom: 0.5)),
                C.Section(items: heights([10]), headerHeight: 20),
            ], columnCount: 1, interitemSpacing: 0, sectionInset: .zero)
        let one = try layout(l, width: 300)
        #expect(
            one.textDump == """
                content 300 x 41
                cell 0.0 x=0 y=0 w=300 h=10
                header 1 x=0 y=10 w=300 h=21
                cell 1.0 x=0 y=31 w=300 h=10
                """)
        let two = try layout(l, width: 300, scale: 2)
        #expect(
            two.textDump == """
                content 300 x 40.5
                cell 0.0 x=0 y=0 w=300 h=10
                header 1 x=0 y=10.5 w=300 h=20
                cell 1.0 x=0 y=30.5 w=300 h=10
                """)
    }

    @Test func emptySectionTakesHeaderInsetsAndFooterWithoutSpacing() throws {
        let l = C(
            sections: [C.Section(items: [], headerHeight: 20, footerHeight: 10), C.Section(items: [C.Item()])],
            columnCount: 1)
        let r = try layout(l, width: 100)
        #expect(
            r.textDump == """
                content 100 x 120
                header 0 x=0 y=0 w=100 h=20
                footer 0 x=0 y=28 w=100 h=10
                cell 1.0 x=8 y=62 w=84 h=50
                """)
    }

    @Test func zeroSectionsGiveZeroHeight() throws {
        let r = try layout(C(sections: []), width: 375)
        #expect(r.contentSize == Size(width: 375, height: 0))
        #expect(r.elements.isEmpty)
    }

    @Test func perSectionValuesOverrideTheLayout() throws {
        let l = C(
            sections: [
                C.Section(
                    items: [C.Item(), C.Item()], columnCount: 1, columnSpacing: 0, interitemSpacing: 2,
                    sectionInset: EdgeInsets(all: 4), itemHeight: 20),
                C.Section(items: [C.Item(), C.Item(), C.Item()], columnCount: 3, layoutStrategy: .rightToLeft),
            ], columnSpacing: 10, interitemSpacing: 10, sectionInset: .zero)
        let r = try layout(l, width: 320)
        #expect(
            r.textDump == """
                content 320 x 112
                cell 0.0 x=4 y=6 w=312 h=20
                cell 0.1 x=4 y=28 w=312 h=20
                cell 1.0 x=220 y=62 w=100 h=50
                cell 1.1 x=110 y=62 w=100 h=50
                cell 1.2 x=0 y=62 w=100 h=50
                """)
    }

    // MARK: Pixels

    @Test(arguments: [
        (1.0, 114.0, 130.0, 252.0, 152.0),
        (2, 114.5, 130.5, 253, 152.5),
        (3, 114.33333333333333, 130.33333333333331, 252.66666666666663, 152.33333333333334),
    ])
    func columnWidthIsRoundedAndRatioHeightFlooredToDevicePixels(
        scale: Double, width: Double, x1: Double, x2: Double, height: Double
    ) throws {
        // 375 wide, insets 8, spacing 8, 3 columns: (359 - 16) / 3 = 114.33 rounded at the scale;
        // a 3:4 cell is 4/3 of that, floored.
        let l = C(
            sections: [C.Section(items: Array(repeating: C.Item(aspectRatio: Size(width: 3, height: 4)), count: 3))],
            columnCount: 3)
        let r = try layout(l, width: 375, scale: scale)
        #expect(
            cells(r) == [
                Rect(x: 8, y: 16, width: width, height: height), Rect(x: x1, y: 16, width: width, height: height),
                Rect(x: x2, y: 16, width: width, height: height),
            ])
    }

    // MARK: Pinned headers

    /// Two sections of a header 20 and cells of 50 in one column, no insets or spacing:
    /// section 0 spans 0..<170, section 1 170..<290.
    func pinnedLayout(pin: Bool = true) throws -> LayoutResult {
        let section = { (n: Int) in C.Section(items: Array(repeating: C.Item(), count: n), headerHeight: 20) }
        return try layout(
            C(
                sections: [section(3), section(2)], columnCount: 1, interitemSpacing: 0, sectionInset: .zero,
                pinHeadersToTop: pin), width: 300, height: 100)
    }

    @Test func headersArePinnedAtTheContentOffset() throws {
        let visible = try pinnedLayout().visibleElements(
            contentOffset: Point(x: 0, y: 100), viewportSize: Size(width: 300, height: 100))
        #expect(
            visible.map(\.description) == [
                "header 0 x=0 y=100 w=300 h=20 z=901",
                "cell 0.1 x=0 y=70 w=300 h=50",
                "cell 0.2 x=0 y=120 w=300 h=50",
                "header 1 x=0 y=170 w=300 h=20 z=902",
                "cell 1.0 x=0 y=190 w=300 h=50",
            ])
    }

    @Test func pinnedHeaderIsPushedOutByTheEndOfItsSection() throws {
        let visible = try pinnedLayout().visibleElements(
            contentOffset: Point(x: 0, y: 160), viewportSize: Size(width: 300, height: 100))
        #expect(
            visible.map(\.description) == [
                "header 0 x=0 y=150 w=300 h=20 z=901",
                "cell 0.2 x=0 y=120 w=300 h=50",
                "header 1 x=0 y=170 w=300 h=20 z=902",
                "cell 1.0 x=0 y=190 w=300 h=50",
                "cell 1.1 x=0 y=240 w=300 h=50",
            ])
    }

    /// Issue 19's parity finding: a cell of 20.5 ends section 0 at 30.5; section 1's header is made
    /// integral, (0, 30, 100, 11). At offset 25 the original pins header 0 at 30 - 10 = 20 (pushed
    /// by the next header's snapped top), not at 30.5 - 10 = 20.5.
    @Test func pinnedHeaderIsPushedByTheNextSectionsSnappedHeaderTop() throws {
        let l = C(
            sections: [
                C.Section(items: [C.Item(height: 20.5)], headerHeight: 10),
                C.Section(items: [C.Item(height: 100)], headerHeight: 10),
            ], columnCount: 1, interitemSpacing: 0, sectionInset: .zero)
        let r = try layout(l, width: 100, height: 100)
        let visible = r.visibleElements(contentOffset: Point(x: 0, y: 25), viewportSize: Size(width: 100, height: 100))
        #expect(
            visible.map(\.description) == [
                "header 0 x=0 y=20 w=100 h=10 z=901",
                "cell 0.0 x=0 y=10 w=100 h=20.5",
                "header 1 x=0 y=30 w=100 h=11 z=902",
                "cell 1.0 x=0 y=41 w=100 h=100",
            ])
        // Without a next header, the section's own (unrounded) end pushes it: 30.5 - 10.
        let last = try layout(
            C(sections: [l.sections[0]], columnCount: 1, interitemSpacing: 0, sectionInset: .zero), width: 100)
        let pushed = last.visibleElements(
            contentOffset: Point(x: 0, y: 25), viewportSize: Size(width: 100, height: 100))
        #expect(pushed.first?.description == "header 0 x=0 y=20.5 w=100 h=10 z=901")
    }

    @Test func headersStayInPlaceWithoutPinning() throws {
        let visible = try pinnedLayout(pin: false).visibleElements(
            contentOffset: Point(x: 0, y: 100), viewportSize: Size(width: 300, height: 100))
        #expect(
            visible.map(\.description) == [
                "cell 0.1 x=0 y=70 w=300 h=50",
                "cell 0.2 x=0 y=120 w=300 h=50",
                "header 1 x=0 y=170 w=300 h=20",
                "cell 1.0 x=0 y=190 w=300 h=50",
            ])
    }

    // MARK: Guides

    @Test func guidesShowInsetsColumnsAndSpacing() throws {
        let l = C(
            sections: [C.Section(items: heights([30, 20, 10]))], columnSpacing: 10, interitemSpacing: 5,
            sectionInset: EdgeInsets(top: 4, left: 10, bottom: 6, right: 10))
        let r = try layout(l, width: 220)
        // Columns of 95 at x 10 and 115; cells at y 9, 9 and 44 (under the first).
        #expect(
            r.guides == [
                .sectionInsets(
                    section: 0, outer: Rect(x: 0, y: 0, width: 220, height: 60),
                    inner: Rect(x: 10, y: 4, width: 200, height: 50)),
                .lane(section: 0, index: 0, frame: Rect(x: 10, y: 4, width: 95, height: 50)),
                .spacing(section: 0, frame: Rect(x: 105, y: 4, width: 10, height: 50)),
                .lane(section: 0, index: 1, frame: Rect(x: 115, y: 4, width: 95, height: 50)),
                .spacing(section: 0, frame: Rect(x: 10, y: 4, width: 95, height: 5)),
                .spacing(section: 0, frame: Rect(x: 115, y: 4, width: 95, height: 5)),
                .spacing(section: 0, frame: Rect(x: 10, y: 39, width: 95, height: 5)),
            ])
        let bare = try l.layout(in: LayoutContext(containerSize: Size(width: 220, height: 600), includesGuides: false))
        #expect(bare.guides.isEmpty && bare.elements == r.elements && bare.contentSize == r.contentSize)
    }

    // MARK: Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var id: String
        var layout: ColumnLayout
        var message: String
        var testDescription: String { id }
        init(_ id: String, _ layout: ColumnLayout, _ message: String) {
            self.id = id
            self.layout = layout
            self.message = message
        }
    }

    @Test(arguments: [
        ErrorCase(
            "layout column count", C(sections: [], columnCount: 0),
            "options.columnCount: must be at least 1, got 0; set it to 1 or more"),
        ErrorCase(
            "section column count", C(sections: [C.Section(items: [], columnCount: 0)]),
            "sections[0].options.columnCount: must be at least 1, got 0; set it to 1 or more"),
        ErrorCase(
            "negative item height", C(sections: [C.Section(items: [C.Item(), C.Item(height: -5)])]),
            "sections[0].items[1].height: must be a finite number >= 0, got -5; use 0 or a positive value"),
        ErrorCase(
            "negative ratio side", C(sections: [C.Section(items: [C.Item(aspectRatio: Size(width: -1, height: 2))])]),
            "sections[0].items[0].aspectRatio.width: must be a finite number >= 0, got -1; use 0 or a positive value"),
        ErrorCase(
            "infinite item height", C(sections: [], itemHeight: .infinity),
            "options.itemHeight: must be a finite number >= 0, got inf; use 0 or a positive value"),
        ErrorCase(
            "spacing leaves no room", C(sections: [C.Section(items: [], columnCount: 4, columnSpacing: 30)]),
            "sections[0].options.columnSpacing: 4 columns with 3 gaps of 30 pt leave no room for a column in the 84 pt between the section's left and right insets; lower the spacing or the column count"
        ),
        ErrorCase(
            "insets leave no room", C(sections: [C.Section(items: [])], sectionInset: EdgeInsets(left: 50, right: 50)),
            "options.insets: the left and right insets (50 + 50) leave no room for a column in the 100 pt wide container; make them add up to less than 100"
        ),
        ErrorCase(
            "too many columns", C(sections: [C.Section(items: [])], columnCount: 200, columnSpacing: 0),
            "options.columnCount: 200 columns leave no room for a column in the 84 pt between the section's left and right insets; set it to 168 or less"
        ),
        // Items are checked while they are placed; the first bad value in spec order is still the one reported.
        ErrorCase(
            "bad item after a section without room",
            C(sections: [
                C.Section(items: [C.Item()], columnCount: 4, columnSpacing: 30),
                C.Section(items: [C.Item(height: -5)]),
            ]),
            "sections[1].items[0].height: must be a finite number >= 0, got -5; use 0 or a positive value"),
        ErrorCase(
            "bad item before a section without room",
            C(sections: [
                C.Section(items: [C.Item(), C.Item(height: -1)]),
                C.Section(items: [], columnCount: 4, columnSpacing: 30),
            ]),
            "sections[0].items[1].height: must be a finite number >= 0, got -1; use 0 or a positive value"),
        ErrorCase(
            "bad item before a bad section value",
            C(sections: [
                C.Section(items: [C.Item(aspectRatio: Size(width: 1, height: .nan))]),
                C.Section(items: [], columnCount: 0),
            ]),
            "sections[0].items[0].aspectRatio.height: must be a finite number >= 0, got nan; use 0 or a positive value"),
    ])
    func badValuesAreErrorsNamingTheKey(_ c: ErrorCase) {
        do {
            _ = try c.layout.layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
            Issue.record("\(c.id): no error")
        } catch {
            #expect(error.description == c.message)
        }
    }

    @Test func horizontalScrollingIsTheTransposedVerticalLayout() throws {
        let layout = C(sections: [C.Section(items: [.init(), .init()], headerHeight: 10)])
        let context = LayoutContext(containerSize: Size(width: 300, height: 100), scrollDirection: .horizontal)
        let r = try layout.layout(in: context)
        #expect(r.scrollDirection == .horizontal)
        #expect(r == (try layout.transposed().layout(in: context.transposed).transposed()))
    }
}
