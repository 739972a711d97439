import Testing

@testable import LayoutEngine

/// Expected frames are worked out by hand from the behaviour file (CHT geometry, AJF stretching,
/// decisions 4-6) and written out as literals.
@Suite struct WaterfallLayoutTests {
    typealias W = WaterfallLayout

    /// Lays out and checks the invariants of the result.
    func layout(_ l: WaterfallLayout, width: Double, scale: Double = 1) throws -> LayoutResult {
        let r = try l.layout(in: LayoutContext(containerSize: Size(width: width, height: 600), scale: scale))
        #expect(r.invariantViolations().isEmpty, "\(r.invariantViolations())")
        return r
    }

    func cells(_ r: LayoutResult, section: Int = 0) -> [Rect] {
        r.elements.filter { $0.kind == .cell && $0.section == section }.map(\.frame)
    }

    func items(_ heights: [Double]) -> [W.Item] { heights.map { W.Item(width: 100, height: $0) } }

    // MARK: Stretching (320 wide, 3 columns of 100, spacings 10)

    // Heights 100, 50, 80, 60, 120, 31 in the shortest column: columns end at 141, 120, 210.
    static let stretchItems: [Double] = [100, 50, 80, 60, 120, 31]

    @Test func noStretchingLeavesColumnsUneven() throws {
        let r = try layout(W(sections: [W.Section(items: items(Self.stretchItems))], columnCount: 3), width: 320)
        #expect(
            cells(r) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 110, y: 0, width: 100, height: 50),
                Rect(x: 220, y: 0, width: 100, height: 80), Rect(x: 110, y: 60, width: 100, height: 60),
                Rect(x: 220, y: 90, width: 100, height: 120), Rect(x: 0, y: 110, width: 100, height: 31),
            ])
        #expect(r.contentSize == Size(width: 320, height: 210))
    }

    @Test func lastCellStretchingEndsEveryColumnFlush() throws {
        let r = try layout(
            W(sections: [W.Section(items: items(Self.stretchItems))], columnCount: 3, stretchingType: .lastCell),
            width: 320)
        #expect(
            cells(r) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 110, y: 0, width: 100, height: 50),
                Rect(x: 220, y: 0, width: 100, height: 80), Rect(x: 110, y: 60, width: 100, height: 150),
                Rect(x: 220, y: 90, width: 100, height: 120), Rect(x: 0, y: 110, width: 100, height: 100),
            ])
        #expect(r.contentSize == Size(width: 320, height: 210))
    }

    @Test func allCellsStretchingGrowsEveryCellByWholePixels() throws {
        // Column 0: gap 69 over 2 cells -> step 34, 1 pt stays blank. Column 1: gap 90 -> step 45.
        let r = try layout(
            W(sections: [W.Section(items: items(Self.stretchItems))], columnCount: 3, stretchingType: .allCells),
            width: 320)
        #expect(
            cells(r) == [
                Rect(x: 0, y: 0, width: 100, height: 134), Rect(x: 110, y: 0, width: 100, height: 95),
                Rect(x: 220, y: 0, width: 100, height: 80), Rect(x: 110, y: 105, width: 100, height: 105),
                Rect(x: 220, y: 90, width: 100, height: 120), Rect(x: 0, y: 144, width: 100, height: 65),
            ])
        #expect(r.contentSize == Size(width: 320, height: 210))
    }

    @Test func allCellsStepIsFlooredToDevicePixels() throws {
        // At 2x the step of column 0 is 34.5: the column ends flush.
        let r = try layout(
            W(sections: [W.Section(items: items(Self.stretchItems))], columnCount: 3, stretchingType: .allCells),
            width: 320, scale: 2)
        #expect(cells(r)[0] == Rect(x: 0, y: 0, width: 100, height: 134.5))
        #expect(cells(r)[5] == Rect(x: 0, y: 144.5, width: 100, height: 65.5))
    }

    @Test func stretchingCanDifferPerSection() throws {
        let l = W(
            sections: [
                W.Section(items: items([100, 50])), W.Section(items: items([100, 50]), stretchingType: .noStretching),
            ],
            columnCount: 2, stretchingType: .lastCell)
        let r = try layout(l, width: 210)
        #expect(
            cells(r, section: 0) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 110, y: 0, width: 100, height: 100),
            ])
        #expect(
            cells(r, section: 1) == [
                Rect(x: 0, y: 100, width: 100, height: 100), Rect(x: 110, y: 100, width: 100, height: 50),
            ])
        #expect(r.contentSize == Size(width: 210, height: 200))
    }

    // MARK: Render directions

    @Test(arguments: [
        (
            W.ItemRenderDirection.shortestFirst,
            [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 110, y: 0, width: 100, height: 50),
                Rect(x: 220, y: 0, width: 100, height: 80), Rect(x: 110, y: 60, width: 100, height: 60),
                Rect(x: 220, y: 90, width: 100, height: 120),
            ], 210.0
        ),
        (
            .leftToRight,
            [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 110, y: 0, width: 100, height: 50),
                Rect(x: 220, y: 0, width: 100, height: 80), Rect(x: 0, y: 110, width: 100, height: 60),
                Rect(x: 110, y: 60, width: 100, height: 120),
            ], 180
        ),
        (
            .rightToLeft,
            [
                Rect(x: 220, y: 0, width: 100, height: 100), Rect(x: 110, y: 0, width: 100, height: 50),
                Rect(x: 0, y: 0, width: 100, height: 80), Rect(x: 220, y: 110, width: 100, height: 60),
                Rect(x: 110, y: 60, width: 100, height: 120),
            ], 180
        ),
    ])
    func renderDirectionPicksTheColumn(direction: W.ItemRenderDirection, expected: [Rect], height: Double) throws {
        let r = try layout(
            W(
                sections: [W.Section(items: items([100, 50, 80, 60, 120]))], columnCount: 3,
                itemRenderDirection: direction), width: 320)
        #expect(cells(r) == expected)
        #expect(r.contentSize == Size(width: 320, height: height))
    }

    @Test func shortestFirstTiesGoToTheLeftmostColumn() throws {
        let r = try layout(W(sections: [W.Section(items: items([50, 50, 50, 50]))], columnCount: 3), width: 320)
        #expect(cells(r).map(\.x) == [0, 110, 220, 0])
    }

    // MARK: Per-section columns, headers, footers

    @Test func heroSectionAboveThreeColumnSection() throws {
        // The photo wall of the shared example: 375 wide at 2x, last cells stretched.
        let l = W(
            sections: [
                W.Section(items: [W.Item(width: 1600, height: 900)], columnCount: 1, sectionInset: EdgeInsets(all: 8)),
                W.Section(
                    items: [400, 200, 450, 300, 520, 250, 380, 300].map { W.Item(width: 300, height: $0) },
                    columnCount: 3, sectionInset: EdgeInsets(left: 8, bottom: 8, right: 8), headerHeight: 36,
                    footerHeight: 24, headerInset: EdgeInsets(left: 8, right: 8)),
            ], minimumColumnSpacing: 8, minimumInteritemSpacing: 8, stretchingType: .lastCell)
        let r = try layout(l, width: 375, scale: 2)
        #expect(
            r.textDump == """
                content 375 x 681.5
                cell 0.0 x=8 y=8 w=359 h=201.5
                header 1 x=8 y=217.5 w=359 h=36
                cell 1.0 x=8 y=253.5 w=114 h=152
                cell 1.1 x=130 y=253.5 w=114 h=76
                cell 1.2 x=252 y=253.5 w=114 h=171
                cell 1.3 x=130 y=337.5 w=114 h=114
                cell 1.4 x=8 y=413.5 w=114 h=236
                cell 1.5 x=252 y=432.5 w=114 h=95
                cell 1.6 x=130 y=459.5 w=114 h=190
                cell 1.7 x=252 y=535.5 w=114 h=114
                footer 1 x=0 y=657.5 w=375 h=24
                """)
        #expect(try l.itemWidth(inSection: 0, containerWidth: 375, scale: 2) == 359)
        #expect(try l.itemWidth(inSection: 1, containerWidth: 375, scale: 2) == 114)
    }

    @Test func headerAndFooterInsets() throws {
        // Section 0: header inset top 5 / bottom 15 around the header, section insets, footer inset
        // top 7 / bottom 9. Section 1 has neither: only the header inset's top and the footer
        // inset's top apply.
        let l = W(sections: [
            W.Section(
                items: items([100, 100, 100]), sectionInset: EdgeInsets(top: 11, left: 12, bottom: 13, right: 14),
                headerHeight: 40, footerHeight: 30,
                headerInset: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20),
                footerInset: EdgeInsets(top: 7, left: 3, bottom: 9, right: 4)),
            W.Section(
                items: items([50]), headerInset: EdgeInsets(top: 6, bottom: 100),
                footerInset: EdgeInsets(top: 3, bottom: 4)),
        ])
        let r = try layout(l, width: 300)
        #expect(
            r.textDump == """
                content 300 x 485
                header 0 x=10 y=5 w=270 h=40
                cell 0.0 x=12 y=71 w=132 h=132
                cell 0.1 x=154 y=71 w=132 h=132
                cell 0.2 x=12 y=213 w=132 h=132
                footer 0 x=3 y=365 w=293 h=30
                cell 1.0 x=0 y=410 w=145 h=72
                """)
        #expect(
            r.sections.map(\.frame) == [
                Rect(x: 0, y: 0, width: 300, height: 404), Rect(x: 0, y: 404, width: 300, height: 81),
            ])
    }

    @Test func layoutLevelHeaderAndFooterHeightsApplyToEverySection() throws {
        let l = W(
            sections: [W.Section(items: items([100])), W.Section(items: [], footerHeight: 0)],
            columnCount: 1, headerHeight: 20, footerHeight: 10)
        let r = try layout(l, width: 100)
        #expect(
            r.textDump == """
                content 100 x 150
                header 0 x=0 y=0 w=100 h=20
                cell 0.0 x=0 y=20 w=100 h=100
                footer 0 x=0 y=120 w=100 h=10
                header 1 x=0 y=130 w=100 h=20
                """)
    }

    // MARK: Content size

    @Test func minimumContentHeightOnlyRaisesTheContentSize() throws {
        let section = W.Section(items: items([100]))
        let tall = try layout(W(sections: [section], minimumContentHeight: 500), width: 210)
        #expect(tall.contentSize == Size(width: 210, height: 500))
        #expect(cells(tall) == [Rect(x: 0, y: 0, width: 100, height: 100)])
        let short = try layout(W(sections: [section], minimumContentHeight: 50), width: 210)
        #expect(short.contentSize == Size(width: 210, height: 100))
    }

    @Test func zeroSectionsGiveAnEmptyContentSize() throws {
        let r = try layout(W(sections: [], minimumContentHeight: 500), width: 375)
        #expect(r.contentSize == .zero)
        #expect(r.elements.isEmpty && r.guides.isEmpty)
    }

    @Test func emptySectionTakesItsInsetsHeaderAndFooterWithoutSpacing() throws {
        // 5 + 20 + 7 (header) + 8 + 9 (section insets) + 3 + 10 + 4 (footer) = 66; an empty section
        // without any of them takes no room (CHT would move back by the interitem spacing).
        let l = W(
            sections: [
                W.Section(
                    items: [], sectionInset: EdgeInsets(top: 8, bottom: 9), headerHeight: 20, footerHeight: 10,
                    headerInset: EdgeInsets(top: 5, bottom: 7), footerInset: EdgeInsets(top: 3, bottom: 4)),
                W.Section(items: items([100])),
                W.Section(items: []),
                W.Section(items: items([100])),
            ], columnCount: 1)
        let r = try layout(l, width: 100)
        #expect(
            r.textDump == """
                content 100 x 266
                header 0 x=0 y=5 w=100 h=20
                footer 0 x=0 y=52 w=100 h=10
                cell 1.0 x=0 y=66 w=100 h=100
                cell 3.0 x=0 y=166 w=100 h=100
                """)
        #expect(r.sections[2].frame == Rect(x: 0, y: 166, width: 100, height: 0))
    }

    @Test func zeroSideOfTheSuggestedSizeGivesHeightZeroButTheColumnStillGrows() throws {
        let l = W(
            sections: [
                W.Section(items: [
                    W.Item(width: 0, height: 100), W.Item(width: 100, height: 0), W.Item(width: 100, height: 50),
                ])
            ],
            columnCount: 1)
        let r = try layout(l, width: 100)
        #expect(
            cells(r) == [
                Rect(x: 0, y: 0, width: 100, height: 0), Rect(x: 0, y: 10, width: 100, height: 0),
                Rect(x: 0, y: 20, width: 100, height: 50),
            ])
        #expect(r.contentSize == Size(width: 100, height: 70))
    }

    // MARK: Pixels

    @Test(arguments: [
        (1.0, 182.0, 242.0, 182.0, 192.0, 192.0, 434.0),
        (2, 182.5, 243, 182.5, 192.5, 192.5, 435.5),
        (3, 182.33333333333334, 243, 182.33333333333334, 192.33333333333334, 192.33333333333334, 435.33333333333337),
    ])
    func widthsAndHeightsAreFlooredToDevicePixels(
        scale: Double, width: Double, tall: Double, square: Double,
        secondX: Double, thirdY: Double, content: Double
    ) throws {
        // 375 wide, 2 columns, spacing 10: (375 - 10) / 2 = 182.5 floored at the scale; a 3:4 cell
        // is 4/3 of that, floored; a square cell as tall as wide.
        let l = W(sections: [
            W.Section(items: [W.Item(width: 3, height: 4), W.Item(width: 1, height: 1), W.Item(width: 3, height: 4)])
        ])
        let r = try layout(l, width: 375, scale: scale)
        #expect(
            cells(r) == [
                Rect(x: 0, y: 0, width: width, height: tall),
                Rect(x: secondX, y: 0, width: width, height: square),
                Rect(x: secondX, y: thirdY, width: width, height: tall),
            ])
        #expect(r.contentSize == Size(width: 375, height: content))
    }

    @Test func positionsAndSpacingsAreNotRounded() throws {
        let l = W(
            sections: [W.Section(items: items([100, 100, 100]))], minimumColumnSpacing: 0.25,
            minimumInteritemSpacing: 0.75,
            sectionInset: EdgeInsets(top: 0.5, left: 0.5))
        let r = try layout(l, width: 200.75)
        #expect(
            cells(r) == [
                Rect(x: 0.5, y: 0.5, width: 100, height: 100), Rect(x: 100.75, y: 0.5, width: 100, height: 100),
                Rect(x: 0.5, y: 101.25, width: 100, height: 100),
            ])
    }

    // MARK: Closures and guides

    @Test func customSizeClosureIsAskedWithTheItemWidth() throws {
        let l = W(
            sections: [W.Section(items: [W.Item(size: .custom { w in Size(width: w, height: w / 2 + 7) })])],
            columnCount: 2)
        let r = try layout(l, width: 221)
        #expect(cells(r) == [Rect(x: 0, y: 0, width: 105, height: 59)])
    }

    @Test func guideExample() throws {
        // The Swift example of Docs/Kinds/waterfall.md.
        let layout = WaterfallLayout(
            sections: [
                .init(items: [.init(width: 1600, height: 900)], columnCount: 1),
                .init(
                    items: [
                        .init(width: 300, height: 400), .init(width: 300, height: 200),
                        .init(size: .custom { itemWidth in Size(width: itemWidth, height: itemWidth + 40) }),
                    ],
                    columnCount: 3, headerHeight: 36),
            ], minimumColumnSpacing: 8, minimumInteritemSpacing: 8, stretchingType: .lastCell)
        let result = try self.layout(layout, width: 375, scale: 2)
        #expect(try layout.itemWidth(inSection: 1, containerWidth: 375, scale: 2) == 119.5)
        // Hero 375 x 210.5 (floor of 210.9375); header at 210.5; cells 159 (159.33 floored), 79.5
        // and 159.5 tall (the closure's 119.5 + 40); lastCell stretches the first two to 159.5.
        #expect(
            result.textDump == """
                content 375 x 406
                cell 0.0 x=0 y=0 w=375 h=210.5
                header 1 x=0 y=210.5 w=375 h=36
                cell 1.0 x=0 y=246.5 w=119.5 h=159.5
                cell 1.1 x=127.5 y=246.5 w=119.5 h=159.5
                cell 1.2 x=255 y=246.5 w=119.5 h=159.5
                """)
    }

    @Test func guidesShowInsetsColumnsAndSpacing() throws {
        let l = W(
            sections: [
                W.Section(
                    items: items([100, 50, 80]), sectionInset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
            ],
            columnCount: 2)
        let r = try layout(l, width: 220)
        // item width (220 - 20 - 10) / 2 = 95; heights 95, 47 (floor 47.5), 76 under the second.
        let outer = Rect(x: 0, y: 0, width: 220, height: 143)
        #expect(
            r.guides == [
                .sectionInsets(section: 0, outer: outer, inner: Rect(x: 10, y: 5, width: 200, height: 133)),
                .lane(section: 0, index: 0, frame: Rect(x: 10, y: 5, width: 95, height: 133)),
                .spacing(section: 0, frame: Rect(x: 105, y: 5, width: 10, height: 133)),
                .lane(section: 0, index: 1, frame: Rect(x: 115, y: 5, width: 95, height: 133)),
                .spacing(section: 0, frame: Rect(x: 115, y: 52, width: 95, height: 10)),
            ])
        let bare = try l.layout(in: LayoutContext(containerSize: Size(width: 220, height: 600), includesGuides: false))
        #expect(bare.guides.isEmpty && bare.elements == r.elements && bare.contentSize == r.contentSize)
    }

    // MARK: Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var id: String
        var layout: WaterfallLayout
        var message: String
        var testDescription: String { id }
        init(_ id: String, _ layout: WaterfallLayout, _ message: String) {
            self.id = id
            self.layout = layout
            self.message = message
        }
    }

    @Test(arguments: [
        ErrorCase(
            "layout column count", W(sections: [W.Section(items: [])], columnCount: 0),
            "options.columnCount: must be at least 1, got 0; set it to 1 or more"),
        ErrorCase(
            "section column count", W(sections: [W.Section(items: []), W.Section(items: [], columnCount: -1)]),
            "sections[1].options.columnCount: must be at least 1, got -1; set it to 1 or more"),
        ErrorCase(
            "negative spacing", W(sections: [], minimumColumnSpacing: -1),
            "options.minimumColumnSpacing: must be a finite number >= 0, got -1; use 0 or a positive value"),
        ErrorCase(
            "infinite item width",
            W(sections: [W.Section(items: [W.Item(width: 1, height: 1), W.Item(width: .infinity, height: 1)])]),
            "sections[0].items[1].width: must be a finite number >= 0, got inf; use 0 or a positive value"),
        ErrorCase(
            "NaN header", W(sections: [W.Section(items: [], headerHeight: .nan)]),
            "sections[0].header.height: must be a finite number >= 0, got nan; use 0 or a positive value"),
        ErrorCase(
            "negative inset", W(sections: [W.Section(items: [], footerInset: EdgeInsets(left: -2))]),
            "sections[0].options.footerInset.left: must be a finite number >= 0, got -2; use 0 or a positive value"),
        ErrorCase(
            "spacing leaves no room", W(sections: [W.Section(items: [])], columnCount: 3, minimumColumnSpacing: 60),
            "options.minimumColumnSpacing: 3 columns with 2 gaps of 60 pt leave no room for a column in the 100 pt between the section's left and right insets; lower the spacing or the column count"
        ),
        ErrorCase(
            "insets leave no room", W(sections: [W.Section(items: [], sectionInset: EdgeInsets(left: 60, right: 40))]),
            "sections[0].options.insets: the left and right insets (60 + 40) leave no room for a column in the 100 pt wide container; make them add up to less than 100"
        ),
        ErrorCase(
            "too many columns", W(sections: [W.Section(items: [], columnCount: 300, minimumColumnSpacing: 0)]),
            "sections[0].options.columnCount: 300 columns leave no room for a column in the 100 pt between the section's left and right insets; set it to 100 or less"
        ),
        ErrorCase(
            "header insets wider than the container",
            W(sections: [W.Section(items: [], headerHeight: 10, headerInset: EdgeInsets(left: 70, right: 40))]),
            "sections[0].options.headerInset: left + right (70 + 40) exceed the 100 pt wide container; make them add up to at most 100"
        ),
        // Items are checked while they are placed; the first bad value in spec order is still the one reported.
        ErrorCase(
            "bad item after a section without room",
            W(sections: [
                W.Section(items: [W.Item(width: 1, height: 1)], columnCount: 3, minimumColumnSpacing: 60),
                W.Section(items: [W.Item(width: -1, height: 1)]),
            ]),
            "sections[1].items[0].width: must be a finite number >= 0, got -1; use 0 or a positive value"),
        ErrorCase(
            "bad item before a bad section value",
            W(sections: [
                W.Section(items: [W.Item(width: 1, height: .nan)]),
                W.Section(items: [], columnCount: 0),
            ]),
            "sections[0].items[0].height: must be a finite number >= 0, got nan; use 0 or a positive value"),
    ])
    func badValuesAreErrorsNamingTheKey(_ c: ErrorCase) {
        do {
            _ = try c.layout.layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
            Issue.record("\(c.id): no error")
        } catch {
            #expect(error.description == c.message)
        }
    }

    @Test func customSizeClosureMustReturnAFiniteSize() {
        let l = W(sections: [W.Section(items: [W.Item(size: .custom { _ in Size(width: 1, height: -1) })])])
        #expect(
            throws: LayoutError(
                path: "sections[0].items[0]",
                "the size closure returned 1 x -1; suggested sizes must be finite and >= 0")
        ) {
            _ = try l.layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
        }
    }

    @Test func noSizeClosureIsAskedWhenALaterItemIsBad() {
        let l = W(sections: [
            W.Section(items: [
                W.Item(
                    size: .custom { w in
                        Issue.record("asked")
                        return Size(width: w, height: w)
                    })
            ]),
            W.Section(items: [W.Item(width: 10, height: -3)]),
        ])
        #expect(
            throws: LayoutError(
                path: "sections[1].items[0].height", "must be a finite number >= 0, got -3; use 0 or a positive value")
        ) {
            _ = try l.layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
        }
    }

    @Test func horizontalScrollingIsTheTransposedVerticalLayout() throws {
        let layout = W(sections: [
            W.Section(items: [.init(width: 100, height: 150), .init(width: 100, height: 50)], headerHeight: 10)
        ])
        let context = LayoutContext(containerSize: Size(width: 300, height: 100), scrollDirection: .horizontal)
        let r = try layout.layout(in: context)
        #expect(r.scrollDirection == .horizontal)
        #expect(r == (try layout.transposed().layout(in: context.transposed).transposed()))
    }

    // MARK: Random layouts

    @Test(arguments: [1, 2, 3, 42, 1234])
    func rectQueryEqualsBruteForceOnRandomLayouts(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let sections = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
                W.Section(
                    items: (0..<Int.random(in: 0...40, using: &rng)).map { _ in
                        W.Item(
                            width: Double(Int.random(in: 0...400, using: &rng)),
                            height: Double(Int.random(in: 0...600, using: &rng)))
                    },
                    columnCount: Int.random(in: 1...5, using: &rng),
                    minimumColumnSpacing: Double(Int.random(in: 0...16, using: &rng)) / 2,
                    minimumInteritemSpacing: Double(Int.random(in: 0...16, using: &rng)) / 2,
                    sectionInset: EdgeInsets(all: Double(Int.random(in: 0...10, using: &rng))),
                    headerHeight: Bool.random(using: &rng) ? 30 : 0,
                    footerHeight: Bool.random(using: &rng) ? 20 : 0,
                    headerInset: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6),
                    itemRenderDirection: W.ItemRenderDirection.allCases.randomElement(using: &rng),
                    stretchingType: W.StretchingType.allCases.randomElement(using: &rng))
            }
            let scale = [1.0, 2, 3].randomElement(using: &rng)!
            let r = try layout(
                W(sections: sections), width: Double(Int.random(in: 200...500, using: &rng)), scale: scale)
            for _ in 0..<30 {
                let rect = Rect(
                    x: Double(Int.random(in: -50...500, using: &rng)),
                    y: Double(Int.random(in: -50...Int(r.contentSize.height) + 50, using: &rng)),
                    width: Double(Int.random(in: 0...300, using: &rng)),
                    height: Double(Int.random(in: 0...700, using: &rng)))
                #expect(
                    r.elements(in: rect) == r.elements.filter { $0.frame.intersects(rect) },
                    "seed \(seed), rect \(rect)")
            }
        }
    }
}
