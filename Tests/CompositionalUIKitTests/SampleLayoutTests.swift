import CompositionalUIKit
import LayoutEngine
import Testing

// The layout functions of SampleLayouts.swift solved at 390 x 844, their key frames worked out by
// hand from ../shared/layouts/compositional.md (rule numbers in the comments).

@Suite struct BasicSampleLayoutTests {
    @Test func theGridHasFiveSquareCellsOf78PerRow() throws {
        // R1: 0.2 of 390 is 78 wide, the row fractionalWidth(0.2) high; 94 items make 19 rows.
        let s = try GridScreen.createLayout().solve(in: phone, itemCounts: [94])
        let cells = cellFrames(s)
        #expect(cells.count == 94)
        expectFrames(
            Array(cells[0..<6]),
            [
                R(0, 0, 78, 78), R(78, 0, 78, 78), R(156, 0, 78, 78), R(234, 0, 78, 78), R(312, 0, 78, 78),
                R(0, 78, 78, 78),
            ])
        expectFrames([cells[93]], [R(234, 1404, 78, 78)])
        #expect(s.contentSize == Size(width: 390, height: 1482))
    }

    @Test func insetItemsSitFivePointsInsideTheirSlots() throws {
        // R7: the 78-point slots stay where they are, the cells shrink to 68.
        let s = try InsetItemsGridScreen.createLayout().solve(in: phone, itemCounts: [6])
        expectFrames(
            cellFrames(s),
            [
                R(5, 5, 68, 68), R(83, 5, 68, 68), R(161, 5, 68, 68), R(239, 5, 68, 68), R(317, 5, 68, 68),
                R(5, 83, 68, 68),
            ])
        #expect(s.guides?.slots.map(\.frame).last == R(0, 78, 78, 78))
    }

    @Test func twoColumnCellsAre180WideAtTenAnd200() throws {
        // R4: (390 - 20 - 10) / 2 = 180; rows 44 high, 10 apart, after the top inset of 10.
        let s = try TwoColumnScreen.createLayout().solve(in: phone, itemCounts: [5])
        expectFrames(
            cellFrames(s),
            [R(10, 10, 180, 44), R(200, 10, 180, 44), R(10, 64, 180, 44), R(200, 64, 180, 44), R(10, 118, 180, 44)])
        #expect(s.contentSize == Size(width: 390, height: 172))
    }

    @Test func rightToLeftMirrorsTheTwoColumns() throws {
        // D23: x' = 390 - x - width.
        let s = try TwoColumnScreen.createLayout().solve(in: phone, itemCounts: [3], layoutDirection: .rightToLeft)
        expectFrames(cellFrames(s), [R(200, 10, 180, 44), R(10, 10, 180, 44), R(200, 64, 180, 44)])
    }

    @Test func distinctSectionsGiveEachSectionItsOwnColumnCount() throws {
        // Insets 20 leave 350: a list of 44-point rows, then rows 70 high (0.2 of 350) of 5 and of 3
        // columns; cells inset 2. Sections: 0..480 (10 rows), 480..660 (2 rows), 660..980 (4 rows).
        let s = try DistinctSectionsScreen.createLayout().solve(in: phone, itemCounts: [10, 10, 10])
        expectFrames(Array(cellFrames(s, section: 0)[0..<2]), [R(22, 22, 346, 40), R(22, 66, 346, 40)])
        expectFrames(Array(cellFrames(s, section: 1)[0..<2]), [R(22, 502, 66, 66), R(92, 502, 66, 66)])
        expectFrames(
            Array(cellFrames(s, section: 2)[0..<2]),
            [R(22, 682, 350.0 / 3 - 4, 66), R(20 + 350.0 / 3 + 2, 682, 350.0 / 3 - 4, 66)])
        #expect(s.sections.map(\.frame) == [R(0, 0, 390, 480), R(0, 480, 390, 180), R(0, 660, 390, 320)])
    }

    @Test func adaptiveSectionsReadTheContainerWidthFromTheEnvironment() throws {
        // 390 wide: one column (350); 1024 wide: two columns of (1024 - 40) / 2 = 492.
        let layout = AdaptiveSectionsScreen.createLayout()
        let phoneLayout = try layout.solve(in: phone, itemCounts: [2, 5, 3])
        expectFrames(cellFrames(phoneLayout, section: 0), [R(22, 22, 346, 40), R(22, 66, 346, 40)])
        let tablet = try layout.solve(in: CGSize(width: 1024, height: 768), itemCounts: [2, 10, 6])
        expectFrames(cellFrames(tablet, section: 0), [R(22, 22, 488, 40), R(514, 22, 488, 40)])
        // Ten columns of 98.4 in the grid, in one row 0.2 * 984 = 196.8 high, after 84 + 20.
        let grid = cellFrames(tablet, section: 1)
        #expect(grid.count == 10)
        expectFrames([grid[0], grid[9]], [R(22, 106, 94.4, 192.8), R(20 + 9 * 98.4 + 2, 106, 94.4, 192.8)])
    }
}

@Suite struct SupplementarySampleLayoutTests {
    @Test func theItemBadgeSitsOverTheTopTrailingCornerOfItsCell() throws {
        // R12: cell (25, 25, 77.5, 60); x = 25 + 77.5 - 20 + 0.3 * 20, y = 25 - 0.3 * 20.
        let s = try ItemBadgeScreen.createLayout().solve(in: phone, itemCounts: [5])
        expectFrames(Array(cellFrames(s)[0..<2]), [R(25, 25, 77.5, 60), R(112.5, 25, 77.5, 60)])
        let badges = frames(s, kind: ItemBadgeScreen.badgeElementKind)
        #expect(badges.count == 5)
        expectFrames(Array(badges[0..<2]), [R(88.5, 19, 20, 20), R(176, 19, 20, 20)])
        #expect(s.elements[1].zIndex == 1 && s.elements[1].item == 0)
    }

    @Test func headersAndFootersAre370WideAtTenWithSectionInsetsOfTen() throws {
        // R11, D11: the header band, then the top inset; five rows 5 apart; the bottom inset, the footer.
        let s = try SectionHeadersFootersScreen.createLayout().solve(in: phone, itemCounts: [5, 5])
        expectFrames(
            frames(s, kind: SectionHeadersFootersScreen.sectionHeaderElementKind),
            [R(10, 0, 370, 44), R(10, 348, 370, 44)])
        expectFrames(
            frames(s, kind: SectionHeadersFootersScreen.sectionFooterElementKind),
            [R(10, 304, 370, 44), R(10, 652, 370, 44)])
        expectFrames(Array(cellFrames(s)[0..<2]), [R(10, 54, 370, 44), R(10, 103, 370, 44)])
        #expect(s.contentSize.height == 696)
    }

    @Test func aPinnedHeaderFollowsTheViewportUntilItsSectionEnds() throws {
        // D17 in a 390 x 300 viewport: section 0 spans 0..348, so its header stops at 348 - 44.
        let s = try SectionHeadersFootersScreen.createLayout(pinnedHeaders: true)
            .solve(in: CGSize(width: 390, height: 300), itemCounts: [5, 5])
        let kind = SectionHeadersFootersScreen.sectionHeaderElementKind
        func headers(at y: Double) -> [Rect] {
            frames(s, kind: kind, in: s.visibleElements(at: Point(x: 0, y: y)))
        }
        expectFrames(headers(at: 0), [R(10, 0, 370, 44)])
        expectFrames(headers(at: 100), [R(10, 100, 370, 44), R(10, 348, 370, 44)])
        expectFrames(headers(at: 320), [R(10, 304, 370, 44), R(10, 348, 370, 44)])
        expectFrames(headers(at: 400), [R(10, 400, 370, 44)])
        #expect(s.elements.filter { s.elementKind(of: $0) == kind }.map(\.zIndex) == [2, 2])
    }

    @Test func theSectionBackgroundShowsFivePointsAroundTheCells() throws {
        // D18: the whole section (10 + 5 * 44 + 4 * 5 + 10 = 260) by 390, inset by 5.
        let s = try SectionDecorationScreen.createLayout().solve(in: phone, itemCounts: [5])
        expectFrames(
            frames(s, kind: SectionDecorationScreen.sectionBackgroundDecorationElementKind), [R(5, 5, 380, 250)])
        #expect(s.elements[0].category == .decoration && s.elements[0].zIndex == 0)
        expectFrames(Array(cellFrames(s)[0..<2]), [R(10, 10, 370, 44), R(10, 59, 370, 44)])
    }
}

@Suite struct AdvancedSampleLayoutTests {
    @Test func nestedGroupsPlaceTheLeadingCellThenTheTrailingPair() throws {
        // R2, R4: group 390 x 337.6; leading slot 273 wide; the pair fills 337.6 in two slots of 168.8.
        let s = try NestedGroupsScreen.createLayout().solve(in: phone, itemCounts: [6])
        expectFrames(
            cellFrames(s),
            [
                R(10, 10, 253, 317.6), R(283, 10, 97, 148.8), R(283, 178.8, 97, 148.8),
                R(10, 347.6, 253, 317.6), R(283, 347.6, 97, 148.8), R(283, 516.4, 97, 148.8),
            ])
    }

    @Test func anOrthogonalSectionLaysItsGroupsOutAcross() throws {
        // R14: groups 331.5 wide (0.85 of 390) side by side; leading slot 232.05, cell 212.05 (D1).
        let s = try OrthogonalScrollingScreen.createLayout().solve(in: phone, itemCounts: [6])
        expectFrames(
            cellFrames(s),
            [
                R(10, 10, 212.05, 317.6), R(242.05, 10, 79.45, 148.8), R(242.05, 178.8, 79.45, 148.8),
                R(341.5, 10, 212.05, 317.6), R(573.55, 10, 79.45, 148.8), R(573.55, 178.8, 79.45, 148.8),
            ])
        #expect(s.contentSize == Size(width: 390, height: 337.6))
        #expect(s.sections[0].orthogonal?.behavior == .continuous)
    }

    @Test func everyBehaviourRestsAtTheSameFramesExceptGroupPagingCentered() throws {
        // R14: cards 312 wide, 10 apart, under a 30-point title; D15 centres the first card:
        // (390 - 312) / 2 = 39.
        let s = try OrthogonalScrollBehaviorScreen.createLayout().solve(in: phone, itemCounts: [3, 3, 3, 3, 3])
        for section in 0..<4 {
            let y = 130.0 * Double(section) + 30
            expectFrames(
                cellFrames(s, section: section), [R(0, y, 312, 100), R(322, y, 312, 100), R(644, y, 312, 100)])
        }
        expectFrames(cellFrames(s, section: 4), [R(39, 550, 312, 100), R(361, 550, 312, 100), R(683, 550, 312, 100)])
        #expect(
            s.sections.compactMap { $0.orthogonal?.behavior } == [
                .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ])
    }
}

@Suite struct RealAppLayoutTests {
    /// The App Store-like page: 3 cards, 4 top-chart rows, 3 stories measured 80, 50 and unmeasured.
    func appStorePage(in size: CGSize = phone) throws -> CompositionalSolution {
        try AppStoreScreen.createLayout().solve(
            in: size,
            items: [
                CompositionalItems(count: 3), CompositionalItems(count: 4),
                CompositionalItems(measured: [.init(height: 80), .init(height: 50), .init()]),
            ])
    }

    @Test func theFeaturedCarouselCentresCards337Point6High() throws {
        // R14, D15: 0.4 of 844 is 337.6; cards 351 wide, the first at (390 - 351) / 2 = 19.5.
        let s = try appStorePage()
        expectFrames(
            cellFrames(s, section: 0), [R(19.5, 0, 351, 337.6), R(380.5, 0, 351, 337.6), R(741.5, 0, 351, 337.6)])
        expectFrames([s.sections[0].frame], [R(0, 0, 390, 337.6)])
    }

    @Test func theTopChartsCarouselPagesColumnsOfThreeRowsUnderItsTitle() throws {
        // Section 1 starts 20 after 337.6: title band 44 (350 wide at x 20), then columns of three
        // 60-point rows, 280 wide (0.8 of 350), 12 apart.
        let s = try appStorePage()
        expectFrames(frames(s, kind: AppStoreScreen.titleElementKind), [R(20, 357.6, 350, 44)])
        expectFrames(
            cellFrames(s, section: 1),
            [R(20, 401.6, 280, 60), R(20, 461.6, 280, 60), R(20, 521.6, 280, 60), R(312, 401.6, 280, 60)])
    }

    @Test func thePinnedTitleStaysAtTheTopWhileItsCarouselIsVisible() throws {
        // D17: section 1 spans 357.6..581.6, so its title stops at 581.6 - 44 = 537.6.
        let s = try appStorePage()
        let kind = AppStoreScreen.titleElementKind
        expectFrames(frames(s, kind: kind, in: s.visibleElements(at: Point(x: 0, y: 450))), [R(20, 450, 350, 44)])
        expectFrames(frames(s, kind: kind, in: s.visibleElements(at: Point(x: 0, y: 560))), [R(20, 537.6, 350, 44)])
    }

    @Test func theStoriesTakeTheirMeasuredHeights() throws {
        // R8: 80 and 50 replace the estimate, the third keeps 60; rows 8 apart from 601.6.
        let s = try appStorePage()
        expectFrames(
            cellFrames(s, section: 2), [R(20, 601.6, 350, 80), R(20, 689.6, 350, 50), R(20, 747.6, 350, 60)])
        #expect(abs(s.contentSize.height - 807.6) < 1e-9)
        // 800 x 1000: cards 400 high, the carousel 420..644, stories from 664 with 40-point sides.
        let tablet = try appStorePage(in: CGSize(width: 800, height: 1000))
        expectFrames(Array(cellFrames(tablet, section: 2).prefix(1)), [R(40, 664, 720, 80)])
    }

    @Test func aCustomGroupGetsItsOwnSizeFromTheEnvironment() throws {
        // D12: the provider sees the 390 x 200 group: 260 + 130, the small cells 100 high.
        let s = try MosaicScreen.createLayout().solve(in: phone, itemCounts: [4])
        expectFrames(
            cellFrames(s), [R(0, 0, 260, 200), R(260, 0, 130, 100), R(260, 100, 130, 100), R(0, 200, 260, 200)])
        #expect(s.elements.map(\.zIndex) == [0, 0, 1, 0])
    }

    @Test func aHorizontalLayoutStacksColumnsAfterItsLayoutHeader() throws {
        // R15, R16: the leading layout item 80 x 844, then columns 100 wide of four 211-point cells.
        let s = try PhotoStripScreen.createLayout().solve(in: phone, itemCounts: [6])
        expectFrames(frames(s, kind: PhotoStripScreen.pageHeaderElementKind), [R(0, 0, 80, 844)])
        #expect(s.elements[0].section == -1)
        expectFrames(
            cellFrames(s),
            [
                R(80, 0, 100, 211), R(80, 211, 100, 211), R(80, 422, 100, 211), R(80, 633, 100, 211),
                R(180, 0, 100, 211), R(180, 211, 100, 211),
            ])
        #expect(s.contentSize == Size(width: 280, height: 844))
    }
}
