import LayoutEngine
import Testing

// Worked examples of ../shared/layouts/compositional.md, frames by hand (390 x 844 unless said).

@Suite struct CompositionalGroupTests {
    @Test func aGridOfFiveFractionalItemsPerRowHasSquareRows() throws {
        // SMP Grid: items 0.2 of the width, rows fractionalWidth(0.2) high: 78 x 78; 94 items, 19 rows.
        let group = compHorizontal(
            .fractionalWidth(1), .fractionalWidth(0.2), [compItem(.fractionalWidth(0.2), .fractionalHeight(1))])
        let s = try compSolve([compSection(group, count: 94)])
        let cells = compCells(s)
        #expect(cells.count == 94)
        #expect(
            Array(cells[0..<6]) == [
                R(0, 0, 78, 78), R(78, 0, 78, 78), R(156, 0, 78, 78), R(234, 0, 78, 78), R(312, 0, 78, 78),
                R(0, 78, 78, 78),
            ])
        #expect(cells[93] == R(234, 1404, 78, 78))
        #expect(s.contentSize == Size(width: 390, height: 1482))
    }

    @Test func insetItemsShrinkInsideTheirSlotsAndNeighboursDoNotMove() throws {
        let item = compItem(.fractionalWidth(0.2), .fractionalHeight(1), insets: DirectionalEdgeInsets(all: 2))
        let s = try compSolve([
            compSection(compHorizontal(.fractionalWidth(1), .fractionalWidth(0.2), [item]), count: 7)
        ])
        #expect(
            compCells(s) == [
                R(2, 2, 74, 74), R(80, 2, 74, 74), R(158, 2, 74, 74), R(236, 2, 74, 74), R(314, 2, 74, 74),
                R(2, 80, 74, 74), R(80, 80, 74, 74),
            ])
        #expect(s.guides?.slots[6].frame == R(78, 78, 78, 78))
    }

    @Test func twoColumnsWithRepeatingCountTwoAndSpacingTenAre180Wide() throws {
        // SMP TwoColumn: (390 - 20 - 10) / 2 = 180, section inset 10, interGroupSpacing 10.
        var group = CompositionalGroup(
            layoutSize: compSize(.fractionalWidth(1), .absolute(44)),
            layout: .repeatingCount(.horizontal, compItem(.fractionalWidth(1), .fractionalHeight(1)), count: 2))
        group.interItemSpacing = .fixed(10)
        let s = try compSolve([compSection(group, count: 5, insets: DirectionalEdgeInsets(all: 10), spacing: 10)])
        #expect(
            compCells(s) == [
                R(10, 10, 180, 44), R(200, 10, 180, 44), R(10, 64, 180, 44), R(200, 64, 180, 44), R(10, 118, 180, 44),
            ])
        #expect(s.contentSize == Size(width: 390, height: 172))
    }

    @Test func nestedGroupsPlaceTheLeadingItemThenTheTrailingPair() throws {
        // SMP NestedGroups at 390 x 844: leading 0.7 wide, trailing group of two, group 0.4 of the height.
        let inset = DirectionalEdgeInsets(all: 10)
        let trailing = CompositionalGroup(
            layoutSize: compSize(.fractionalWidth(0.3), .fractionalHeight(1)),
            layout: .repeatingCount(
                .vertical, compItem(.fractionalWidth(1), .fractionalHeight(0.3), insets: inset), count: 2))
        let group = compHorizontal(
            .fractionalWidth(1), .fractionalHeight(0.4),
            [compItem(.fractionalWidth(0.7), .fractionalHeight(1), insets: inset), .group(trailing)])
        let s = try compSolve([compSection(group, count: 4)])
        #expect(
            compCells(s) == [
                R(10, 10, 253, 317.6), R(283, 10, 97, 148.8), R(283, 178.8, 97, 148.8), R(10, 347.6, 253, 317.6),
            ])
        let groups = try #require(s.guides?.groups)
        #expect(groups.map(\.depth) == [0, 1, 0])
        #expect(groups.map(\.frame) == [R(0, 0, 390, 337.6), R(273, 0, 117, 337.6), R(0, 337.6, 390, 337.6)])
    }

    @Test func flexibleSpacingSharesTheLeftoverEquallyBetweenGaps() throws {
        // D5: six 50-pt items fit with 10 between (350); 40 left over five gaps: 18 apart.
        let group = compHorizontal(
            .fractionalWidth(1), .absolute(50), [compItem(.absolute(50), .absolute(50))], spacing: .flexible(10))
        let s = try compSolve([compSection(group, count: 6)])
        #expect(compCells(s).map(\.x) == [0, 68, 136, 204, 272, 340])
    }

    @Test func flexibleZeroEdgeSpacingOnEverySideCentresTheItem() throws {
        let all = CompositionalSpacing.flexible(0)
        let item = compItem(
            .absolute(50), .absolute(50),
            edgeSpacing: CompositionalEdgeSpacing(leading: all, top: all, trailing: all, bottom: all))
        let group = CompositionalGroup(
            layoutSize: compSize(.fractionalWidth(1), .absolute(100)),
            layout: .repeatingCopies(.horizontal, item, count: 1))
        let s = try compSolve([compSection(group, count: 1)])
        #expect(compCells(s) == [R(170, 25, 50, 50)])
    }

    @Test func estimatedRowsTakeTheMeasuredHeightsAndIgnoreVerticalInsets() throws {
        // R8, D7: measured 60 and 30 replace the estimate; the third keeps 44.
        let item = compItem(.fractionalWidth(1), .estimated(44), insets: DirectionalEdgeInsets(all: 5))
        let group = compHorizontal(.fractionalWidth(1), .estimated(44), [item])
        let section = CompositionalSection(
            group: group,
            items: CompositionalItems(measured: [.init(height: 60), .init(height: 30), .init()]))
        let s = try compSolve([section])
        #expect(compCells(s) == [R(5, 0, 380, 60), R(5, 60, 380, 30), R(5, 90, 380, 44)])
        #expect(s.contentSize.height == 134)
    }

    @Test func uniformAcrossSiblingsGivesSiblingsTheTallestHeight() throws {
        // D9: in each row both cells take the taller measured height; the group hugs it.
        let item = compItem(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50))
        let measured: [CompositionalMeasuredSize] = [
            .init(height: 40), .init(height: 70), .init(height: 30), .init(height: 20),
        ]
        let row = compHorizontal(.fractionalWidth(1), .estimated(50), [item])
        let s = try compSolve([CompositionalSection(group: row, items: CompositionalItems(measured: measured))])
        #expect(compCells(s) == [R(0, 0, 195, 70), R(195, 0, 195, 70), R(0, 70, 195, 30), R(195, 70, 195, 30)])
        // On the section's own group, the largest instance is shared by every row.
        let uniformRow = compHorizontal(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 50), [item])
        let shared = try compSolve([
            CompositionalSection(group: uniformRow, items: CompositionalItems(measured: measured))
        ])
        #expect(compCells(shared) == [R(0, 0, 195, 70), R(195, 0, 195, 70), R(0, 70, 195, 30), R(195, 70, 195, 30)])
        #expect(shared.contentSize.height == 140)
    }

    @Test func customGroupFramesAreRelativeToTheGroupAndKeepTheirZIndex() throws {
        // D12: the group's insets do not move the frames.
        var group = CompositionalGroup(
            layoutSize: compSize(.fractionalWidth(1), .absolute(200)),
            layout: .custom([
                CompositionalCustomItem(frame: R(0, 0, 100, 100)),
                CompositionalCustomItem(frame: R(120, 50, 100, 150), zIndex: 3),
            ]))
        group.contentInsets = DirectionalEdgeInsets(all: 10)
        let s = try compSolve([compSection(group, count: 3)])
        #expect(compCells(s) == [R(0, 0, 100, 100), R(120, 50, 100, 150), R(0, 200, 100, 100)])
        #expect(s.elements.map(\.zIndex) == [0, 3, 0])
    }

    @Test func zIndexesPast16BitsAndKindIndexesPast254KeepTheirValues() throws {
        // An element's entry holds a 16-bit zIndex and a kind index below 255; larger ones are kept
        // beside it (CompositionalWideEntry) and read back the same.
        let group = CompositionalGroup(
            layoutSize: compSize(.fractionalWidth(1), .absolute(100)),
            layout: .custom([
                CompositionalCustomItem(frame: R(0, 0, 10, 10), zIndex: 40000),
                CompositionalCustomItem(frame: R(10, 0, 10, 10), zIndex: -40000),
                CompositionalCustomItem(frame: R(20, 0, 10, 10), zIndex: 7),
            ]))
        var section = compSection(group, count: 3)
        section.decorationItems = (0..<300).map { CompositionalDecorationItem(elementKind: "d\($0)", zIndex: 70000) }
        let s = try compSolve([section])
        #expect(s.elements.count == 303)
        #expect(s.elements.suffix(3).map(\.zIndex) == [40000, -40000, 7])
        #expect(s.elements[299].zIndex == 70000 && s.elementKind(of: s.elements[299]) == "d299")
        #expect(s.elements[299].kindIndex == 300)
        let r = try CompositionalLayout(CompositionalLayoutModel(sections: [section]))
            .layout(in: LayoutContext(containerSize: Size(width: 390, height: 844)))
        #expect(compMatches(r, s))
        #expect(r.elements[299].id == .decoration("d299", 0, 299) && r.elements[299].zIndex == 70000)
        #expect(r.elements[300].zIndex == 40000 && r.elements[301].zIndex == -40000)
        #expect(r.elementKind(of: .decoration("d299", 0, 299)) == "d299")
    }

    @Test func finiteFramesWhoseEdgesAddUpPastTheLargestNumberAreKept() throws {
        // The solver's sum of the cells' far edges overflows (2 x 1.1e308): the finite check then
        // reads every frame, and each one is finite.
        let group = CompositionalGroup(
            layoutSize: compSize(.fractionalWidth(1), .absolute(10)),
            layout: .custom([CompositionalCustomItem(frame: R(1e308, 0, 1e307, 10))]))
        let r = try CompositionalLayout(CompositionalLayoutModel(sections: [compSection(group, count: 2)]))
            .layout(in: LayoutContext(containerSize: Size(width: 390, height: 844)))
        #expect(r.elements.map(\.frame) == [R(1e308, 0, 1e307, 10), R(1e308, 10, 1e307, 10)])
    }
}

@Suite struct CompositionalSupplementaryTests {
    @Test func theItemBadgeSampleSitsOnTheTopTrailingCorner() throws {
        // SMP ItemBadge: section inset 20, items 0.25 wide inset 5: cell (25, 25, 77.5, 60), badge (88.5, 19).
        let badge = CompositionalSupplementaryItem(
            elementKind: "badge", layoutSize: compSize(.absolute(20), .absolute(20)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3)))
        let item = compItem(
            .fractionalWidth(0.25), .fractionalHeight(1), insets: DirectionalEdgeInsets(all: 5),
            supplementaries: [badge])
        let group = compHorizontal(.fractionalWidth(1), .fractionalWidth(0.2), [item])
        let s = try compSolve([compSection(group, count: 2, insets: DirectionalEdgeInsets(all: 20))])
        #expect(
            compLines(s) == [
                "cell cell 0.0 x=25 y=25 w=77.5 h=60 z=0", "itemSupplementary badge 0.0 x=88.5 y=19 w=20 h=20 z=1",
                "cell cell 0.1 x=112.5 y=25 w=77.5 h=60 z=0", "itemSupplementary badge 0.1 x=176 y=19 w=20 h=20 z=1",
            ])
    }

    @Test func anItemAnchorPlacesTheSupplementarysOwnPointOnTheContainers() throws {
        // D13: the badge's bottom-leading corner on the cell's top-trailing corner, offsets added.
        let badge = CompositionalSupplementaryItem(
            elementKind: "badge", layoutSize: compSize(.absolute(20), .absolute(10)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing], offset: .absolute(x: 1, y: 2)),
            itemAnchor: CompositionalAnchor(edges: [.bottom, .leading], offset: .fractional(x: 0.5, y: 0)))
        let item = compItem(.absolute(100), .absolute(50), supplementaries: [badge])
        let s = try compSolve([compSection(compHorizontal(.fractionalWidth(1), .absolute(50), [item]), count: 1)])
        #expect(s.elements[1].frame == R(111, -8, 20, 10))
    }

    @Test func headersAndFootersFollowTheSectionInsetsAcrossAndSitOutsideThemAlong() throws {
        // R11, D11, SMP SectionHeadersFooters: header 370 wide at x 10, cells after the top inset.
        var section = compSection(
            compHorizontal(.fractionalWidth(1), .absolute(44), [compItem(.fractionalWidth(1), .absolute(44))]),
            count: 5,
            insets: DirectionalEdgeInsets(all: 10), spacing: 5)
        section.boundarySupplementaryItems = [compHeader(), compHeader("footer", alignment: .bottom)]
        let s = try compSolve([section, section])
        #expect(
            Array(compLines(s)[0..<3]) == [
                "boundarySupplementary header 0.0 x=10 y=0 w=370 h=44 z=1", "cell cell 0.0 x=10 y=54 w=370 h=44 z=0",
                "cell cell 0.1 x=10 y=103 w=370 h=44 z=0",
            ])
        #expect(compLines(s)[6] == "boundarySupplementary footer 0.0 x=10 y=304 w=370 h=44 z=1")
        #expect(s.sections.map(\.frame) == [R(0, 0, 390, 348), R(0, 348, 390, 348)])
        #expect(s.contentSize.height == 696)
        section.supplementariesFollowContentInsets = false
        let full = try compSolve([section])
        #expect(full.elements[0].frame == R(0, 0, 390, 44))
    }

    @Test func pinnedHeadersAndFootersStayInTheirSectionWhileItIsVisible() throws {
        // D17 in a 390 x 300 viewport; sections span 0..348 and 348..696.
        var section = compSection(
            compHorizontal(.fractionalWidth(1), .absolute(44), [compItem(.fractionalWidth(1), .absolute(44))]),
            count: 5,
            insets: DirectionalEdgeInsets(all: 10), spacing: 5)
        section.boundarySupplementaryItems = [
            compHeader(pinned: true, zIndex: 2), compHeader("footer", alignment: .bottom, pinned: true),
        ]
        let s = try compSolve([section, section], height: 300)
        func boundary(_ y: Double) -> [String] {
            compLines(s, s.visibleElements(at: Point(x: 0, y: y)).filter { $0.category == .boundarySupplementary })
        }
        #expect(
            boundary(0) == [
                "boundarySupplementary header 0.0 x=10 y=0 w=370 h=44 z=2",
                "boundarySupplementary footer 0.0 x=10 y=256 w=370 h=44 z=1",
            ])
        // Start: min(max(100, 0), 348 - 44); end: max(min(400 - 44, 304), 0); section 1's footer
        // rises to 400 - 44 but not above its section's start.
        #expect(
            boundary(100) == [
                "boundarySupplementary header 0.0 x=10 y=100 w=370 h=44 z=2",
                "boundarySupplementary footer 0.0 x=10 y=304 w=370 h=44 z=1",
                "boundarySupplementary header 1.0 x=10 y=348 w=370 h=44 z=2",
                "boundarySupplementary footer 1.0 x=10 y=356 w=370 h=44 z=1",
            ])
        #expect(
            boundary(320) == [
                "boundarySupplementary header 0.0 x=10 y=304 w=370 h=44 z=2",
                "boundarySupplementary footer 0.0 x=10 y=304 w=370 h=44 z=1",
                "boundarySupplementary header 1.0 x=10 y=348 w=370 h=44 z=2",
                "boundarySupplementary footer 1.0 x=10 y=576 w=370 h=44 z=1",
            ])
        #expect(s.elements.filter { $0.category == .boundarySupplementary }.map(\.frame.y) == [0, 304, 348, 652])
    }

    @Test func aSectionBackgroundCoversTheWholeSectionInsetByItsOwnInsets() throws {
        // D18, SMP SectionDecoration: x 5, width W - 10, from 5 to the section's end - 5.
        var section = compSection(
            compHorizontal(.fractionalWidth(1), .absolute(44), [compItem(.fractionalWidth(1), .absolute(44))]),
            count: 3,
            insets: DirectionalEdgeInsets(all: 10), spacing: 5)
        section.decorationItems = [
            CompositionalDecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 5))
        ]
        let s = try compSolve([section])
        #expect(
            compLines(s) == [
                "decoration background 0.0 x=5 y=5 w=380 h=152 z=0", "cell cell 0.0 x=10 y=10 w=370 h=44 z=0",
                "cell cell 0.1 x=10 y=59 w=370 h=44 z=0", "cell cell 0.2 x=10 y=108 w=370 h=44 z=0",
            ])
    }

    @Test func interSectionSpacingLiesOnlyBetweenSectionsAndLayoutItemsAreSectionMinusOne() throws {
        // D19, R15: a layout header, two one-cell sections 20 apart, a layout footer.
        let section = compSection(
            compHorizontal(.fractionalWidth(1), .absolute(50), [compItem(.fractionalWidth(1), .fractionalHeight(1))]),
            count: 1)
        let configuration = CompositionalConfiguration(
            interSectionSpacing: 20,
            boundarySupplementaryItems: [
                compHeader("banner", height: 30), compHeader("footer", height: 10, alignment: .bottom),
            ])
        let s = try compSolve([section, section], configuration: configuration)
        #expect(
            compLines(s) == [
                "boundarySupplementary banner -1.0 x=0 y=0 w=390 h=30 z=1", "cell cell 0.0 x=0 y=30 w=390 h=50 z=0",
                "cell cell 1.0 x=0 y=100 w=390 h=50 z=0", "boundarySupplementary footer -1.0 x=0 y=150 w=390 h=10 z=1",
            ])
        #expect(s.contentSize.height == 160)
        #expect(s.layoutStartElements == 0..<1 && s.layoutEndElements == 3..<4)
    }

    @Test func crossOnlyAndNonExtendingItemsDoNotGrowTheSection() throws {
        // D10: a non-extending top item sits on the first points after the band; a trailing item is
        // centred along y at the trailing edge.
        var section = compSection(
            compHorizontal(.fractionalWidth(1), .absolute(100), [compItem(.fractionalWidth(1), .fractionalHeight(1))]),
            count: 1)
        var overlay = compHeader("overlay", height: 20)
        overlay.extendsBoundary = false
        let side = CompositionalBoundaryItem(
            elementKind: "index", layoutSize: compSize(.absolute(10), .absolute(40)), alignment: .trailing,
            offset: Point(x: -2, y: 0))
        section.boundarySupplementaryItems = [compHeader(height: 30), overlay, side]
        let s = try compSolve([section])
        #expect(
            compLines(s) == [
                "boundarySupplementary header 0.0 x=0 y=0 w=390 h=30 z=1",
                "boundarySupplementary overlay 0.1 x=0 y=30 w=390 h=20 z=1",
                "cell cell 0.0 x=0 y=30 w=390 h=100 z=0", "boundarySupplementary index 0.2 x=378 y=60 w=10 h=40 z=1",
            ])
    }
}

@Suite struct CompositionalOrthogonalTests {
    func appStoreRow(
        _ behavior: CompositionalOrthogonalScrolling, offset: Double = 0, width: CDim = .fractionalWidth(0.9)
    ) -> CompositionalSection {
        var section = compSection(
            compHorizontal(width, .fractionalHeight(0.4), [compItem(.fractionalWidth(1), .fractionalHeight(1))]),
            count: 5, spacing: 10)
        section.orthogonalScrollingBehavior = behavior
        section.orthogonalOffset = offset
        return section
    }

    @Test func anAppStoreRowIs337Point6HighAndItsGroupsRunAcross() throws {
        let s = try compSolve([appStoreRow(.continuous)])
        #expect(
            compCells(s) == [
                R(0, 0, 351, 337.6), R(361, 0, 351, 337.6), R(722, 0, 351, 337.6), R(1083, 0, 351, 337.6),
                R(1444, 0, 351, 337.6),
            ])
        #expect(s.contentSize == Size(width: 390, height: 337.6))
        #expect(
            s.sections[0].orthogonal
                == CompositionalOrthogonalExtent(
                    behavior: .continuous, offset: 0, contentLength: 1795, visibleLength: 390))
        // Every behaviour gives the same frames at rest.
        for behavior in [CompositionalOrthogonalScrolling.continuousGroupLeadingBoundary, .paging, .groupPaging] {
            #expect(try compCells(compSolve([appStoreRow(behavior)])) == compCells(s))
        }
    }

    @Test func theOrthogonalOffsetMovesOnlyCellsAndIsClamped() throws {
        // D16: offset 500 as given; 5000 clamped to 1795 - 390 = 1405.
        let s = try compSolve([appStoreRow(.continuous, offset: 500)])
        #expect(s.sections[0].orthogonal?.offset == 500)
        #expect(s.visibleElements(at: .zero).map(\.frame) == [R(-139, 0, 351, 337.6), R(222, 0, 351, 337.6)])
        let clamped = try compSolve([appStoreRow(.paging, offset: 5000)])
        #expect(clamped.sections[0].orthogonal?.offset == 1405)
        #expect(clamped.visibleElements(at: .zero).map(\.frame) == [R(-322, 0, 351, 337.6), R(39, 0, 351, 337.6)])
        #expect(compCells(clamped)[4] == R(1444, 0, 351, 337.6))
    }

    @Test func groupPagingCenteredCentresTheFirstGroupWithTheSameSpaceAfterTheLast() throws {
        // D15: groups 312 wide in 390: 39 before the first and after the last.
        let s = try compSolve([appStoreRow(.groupPagingCentered, width: .fractionalWidth(0.8))])
        #expect(compCells(s).map(\.x) == [39, 361, 683, 1005, 1327])
        #expect(s.sections[0].orthogonal?.contentLength == 1678)
    }
}

@Suite struct CompositionalDirectionTests {
    @Test func horizontalScrollingStacksColumnsAlongXWithALeadingHeader() throws {
        // R16: a vertical group of four quarter-height items is a column; the header band is leading.
        let column = CompositionalGroup(
            layoutSize: compSize(.absolute(100), .fractionalHeight(1)),
            layout: .subitems(.vertical, [compItem(.fractionalWidth(1), .fractionalHeight(0.25))]))
        var section = compSection(column, count: 6)
        section.boundarySupplementaryItems = [
            CompositionalBoundaryItem(
                elementKind: "header", layoutSize: compSize(.absolute(40), .fractionalHeight(1)), alignment: .leading)
        ]
        let s = try compSolve(
            [section], configuration: CompositionalConfiguration(scrollDirection: .horizontal), width: 400, height: 300)
        #expect(
            compLines(s) == [
                "boundarySupplementary header 0.0 x=0 y=0 w=40 h=300 z=1", "cell cell 0.0 x=40 y=0 w=100 h=75 z=0",
                "cell cell 0.1 x=40 y=75 w=100 h=75 z=0", "cell cell 0.2 x=40 y=150 w=100 h=75 z=0",
                "cell cell 0.3 x=40 y=225 w=100 h=75 z=0", "cell cell 0.4 x=140 y=0 w=100 h=75 z=0",
                "cell cell 0.5 x=140 y=75 w=100 h=75 z=0",
            ])
        #expect(s.contentSize == Size(width: 240, height: 300))
    }

    @Test func rightToLeftMirrorsEveryFrameAcrossTheContentWidth() throws {
        // D23: x' = 390 - x - w, badges included; the visible test uses the mirrored viewport.
        let badge = CompositionalSupplementaryItem(
            elementKind: "badge", layoutSize: compSize(.absolute(10), .absolute(10)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing]))
        let group = compHorizontal(
            .fractionalWidth(1), .absolute(50), [compItem(.absolute(100), .absolute(50), supplementaries: [badge])])
        let s = try compSolve([compSection(group, count: 3)], layoutDirection: .rightToLeft)
        #expect(
            compLines(s) == [
                "cell cell 0.0 x=290 y=0 w=100 h=50 z=0", "itemSupplementary badge 0.0 x=290 y=0 w=10 h=10 z=1",
                "cell cell 0.1 x=190 y=0 w=100 h=50 z=0", "itemSupplementary badge 0.1 x=190 y=0 w=10 h=10 z=1",
                "cell cell 0.2 x=90 y=0 w=100 h=50 z=0", "itemSupplementary badge 0.2 x=90 y=0 w=10 h=10 z=1",
            ])
        #expect(s.visibleElements(at: .zero).count == 6)
    }

    @Test func referenceInsetsAddToTheSectionInsetsAcrossOnly() throws {
        // D22: the safe area's leading/trailing shift the cells, its top does not.
        let configuration = CompositionalConfiguration(
            safeAreaInsets: DirectionalEdgeInsets(top: 47, leading: 10, bottom: 34, trailing: 20))
        let group = compHorizontal(
            .fractionalWidth(1), .absolute(50), [compItem(.fractionalWidth(1), .fractionalHeight(1))])
        let s = try compSolve(
            [compSection(group, count: 1, insets: DirectionalEdgeInsets(all: 5))], configuration: configuration)
        #expect(compCells(s) == [R(15, 5, 350, 50)])
        var none = compSection(group, count: 1, insets: DirectionalEdgeInsets(all: 5))
        none.contentInsetsReference = CompositionalContentInsetsReference.none
        #expect(try compCells(compSolve([none], configuration: configuration)) == [R(5, 5, 380, 50)])
    }
}

@Suite struct CompositionalSectionEdgeCaseTests {
    @Test func anEmptySectionKeepsItsInsetsBoundaryItemsAndBackground() throws {
        // D20: header band 30 + insets 10 + 10.
        var section = compSection(
            compHorizontal(.fractionalWidth(1), .absolute(50), [compItem(.fractionalWidth(1), .fractionalHeight(1))]),
            count: 0, insets: DirectionalEdgeInsets(all: 10))
        section.boundarySupplementaryItems = [compHeader(height: 30)]
        section.decorationItems = [CompositionalDecorationItem(elementKind: "background")]
        let s = try compSolve([section])
        #expect(
            compLines(s) == [
                "decoration background 0.0 x=0 y=0 w=390 h=50 z=0",
                "boundarySupplementary header 0.0 x=10 y=0 w=370 h=30 z=1",
            ])
        #expect(s.contentSize.height == 50)
    }

    @Test func aGroupsSupplementaryFollowsItsFirstCell() throws {
        // R12: anchored to the group's frame, `item` is the group's first cell.
        let badge = CompositionalSupplementaryItem(
            elementKind: "ribbon", layoutSize: compSize(.absolute(10), .absolute(10)),
            containerAnchor: CompositionalAnchor(edges: [.top, .leading]))
        var group = compHorizontal(
            .fractionalWidth(1), .absolute(50), [compItem(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.supplementaryItems = [badge]
        let s = try compSolve([compSection(group, count: 3)])
        #expect(
            compLines(s) == [
                "cell cell 0.0 x=0 y=0 w=195 h=50 z=0", "itemSupplementary ribbon 0.0 x=0 y=0 w=10 h=10 z=1",
                "cell cell 0.1 x=195 y=0 w=195 h=50 z=0", "cell cell 0.2 x=0 y=50 w=195 h=50 z=0",
                "itemSupplementary ribbon 0.2 x=0 y=50 w=10 h=10 z=1",
            ])
    }

    @Test func aPinnedLayoutHeaderStaysAtTheTopOfTheWholeContent() throws {
        // R15, D17: the layout's section is the whole content (0..1030).
        let configuration = CompositionalConfiguration(boundarySupplementaryItems: [
            compHeader(height: 30, pinned: true)
        ])
        let group = compHorizontal(
            .fractionalWidth(1), .absolute(50), [compItem(.fractionalWidth(1), .fractionalHeight(1))])
        let s = try compSolve([compSection(group, count: 20)], configuration: configuration, height: 300)
        let visible = s.visibleElements(at: Point(x: 0, y: 500))
        #expect(compLines(s, [visible[0]]) == ["boundarySupplementary header -1.0 x=0 y=500 w=390 h=30 z=1"])
        #expect(visible.dropFirst().map(\.item) == [9, 10, 11, 12, 13, 14, 15])
        #expect(
            compLines(s, s.visibleElements(at: Point(x: 0, y: 1020))).first
                == "boundarySupplementary header -1.0 x=0 y=1000 w=390 h=30 z=1")
    }
}

// MARK: - The kind: CompositionalLayout's LayoutResult

/// A layout banner (section -1), then a section with a background, a pinned header, three 100 x 50
/// cells with a 10 x 10 badge on their top-trailing corner, and a footer; then a second section of
/// one row, so that the first header is pushed out.
func compKindModel(pinned: Bool = true) -> CompositionalLayoutModel {
    let badge = CompositionalSupplementaryItem(
        elementKind: "badge", layoutSize: compSize(.absolute(10), .absolute(10)),
        containerAnchor: CompositionalAnchor(edges: [.top, .trailing]))
    let item = compItem(.absolute(100), .fractionalHeight(1), supplementaries: [badge])
    var first = compSection(compHorizontal(.fractionalWidth(1), .absolute(50), [item]), count: 6)
    first.boundarySupplementaryItems = [
        compHeader(height: 40, pinned: pinned), compHeader("footer", height: 20, alignment: .bottom),
    ]
    first.decorationItems = [CompositionalDecorationItem(elementKind: "background", zIndex: -1)]
    let second = compSection(
        compHorizontal(.fractionalWidth(1), .absolute(100), [compItem(.fractionalWidth(0.5), .fractionalHeight(1))]),
        count: 2)
    return CompositionalLayoutModel(
        configuration: CompositionalConfiguration(boundarySupplementaryItems: [compHeader("banner", height: 30)]),
        sections: [first, second])
}

/// The frames, ids and zIndexes of `result`'s elements, as the solver's `solution` gives them.
func compMatches(_ result: LayoutResult, _ solution: CompositionalSolution) -> Bool {
    result.elements.count == solution.elements.count
        && zip(result.elements, solution.elements).allSatisfy { a, e in
            a.frame == e.frame && a.section == e.section && a.item == e.item && a.zIndex == e.zIndex
        }
}

@Suite struct ElementIDElementKindTests {
    @Test func aSupplementaryIsToldApartByItsElementKindsCodeAndTheOtherKindsHaveNone() {
        let badge = ElementID.supplementary("badge", 0, 3)
        // FNV-1a of "badge": a pure function of the name, the same in every process.
        #expect(badge.elementKindCode == ElementID.code(ofElementKind: "badge"))
        #expect(ElementID.code(ofElementKind: "") == 2_166_136_261)
        #expect(ElementID.code(ofElementKind: "a") == 0xE40C_292C)
        #expect(badge.description == "supplementary 0.3")
        #expect(badge.description(elementKind: "badge") == "supplementary badge 0.3")
        #expect(badge == ElementID(kind: .supplementary, section: 0, item: 3, elementKind: "badge"))
        #expect(badge != .supplementary("ribbon", 0, 3))
        #expect(
            ElementID.decoration("background", 2, 0).description(elementKind: "background")
                == "decoration background 2.0")
        #expect(ElementID.cell(0, 3).elementKindCode == 0 && ElementID.cell(0, 3).description == "cell 0.3")
        #expect(ElementID.header(1).description == "header 1" && ElementID.footer(1).description == "footer 1")
    }

    @Test func theResultNamesItsOwnElementKindsAndNoOthers() throws {
        let context = LayoutContext(containerSize: Size(width: 390, height: 200))
        let r = try CompositionalLayout(compKindModel()).layout(in: context)
        #expect(r.elementKind(of: .supplementary("badge", 0, 3)) == "badge")
        #expect(r.elementKind(of: .decoration("background", 0, 0)) == "background")
        #expect(r.elementKind(of: .supplementary("ribbon", 0, 3)) == nil)
        #expect(r.elementKind(of: .cell(0, 3)) == nil && r.elementKind(of: .header(0)) == nil)
        #expect(r.describe(.supplementary("badge", 0, 3)) == "supplementary badge 0.3")
    }

    @Test func twoElementKindNamesWithOneCodeAreRefusedNamingBoth() {
        // "costarring" and "liquid" share their 32-bit FNV-1a hash.
        #expect(ElementID.code(ofElementKind: "costarring") == ElementID.code(ofElementKind: "liquid"))
        var model = compKindModel()
        model.sections[0].decorationItems = [
            CompositionalDecorationItem(elementKind: "costarring"), CompositionalDecorationItem(elementKind: "liquid"),
        ]
        let context = LayoutContext(containerSize: Size(width: 390, height: 200))
        #expect(
            throws: LayoutError(
                path: "elementKind",
                "\"costarring\" and \"liquid\" cannot be told apart (same 32-bit code); rename one of them")
        ) { try CompositionalLayout(model).layout(in: context) }
        model.sections[0].decorationItems[1].elementKind = "costarring"
        #expect(throws: Never.self) { try CompositionalLayout(model).layout(in: context) }
    }

    @Test func attributesStayAPlainValueOf72Bytes() {
        // The element kind is a code: copying attributes costs no reference counting.
        #expect(MemoryLayout<ElementID>.size == 24)
        #expect(MemoryLayout<LayoutAttributes>.stride == 72)
        #expect(_isPOD(LayoutAttributes.self))
    }
}

@Suite struct CompositionalKindTests {
    let context = LayoutContext(containerSize: Size(width: 390, height: 200))

    @Test func theResultListsEveryElementInD21OrderWithItsKindAndZIndex() throws {
        let r = try CompositionalLayout(compKindModel()).layout(in: context)
        #expect(r.kindName == "compositional")
        #expect(r.contentSize == Size(width: 390, height: 290))
        #expect(r.sections.map(\.frame) == [R(0, 30, 390, 160), R(0, 190, 390, 100)])
        #expect(r.numberOfItems(inSection: 0) == 6 && r.numberOfItems(inSection: 1) == 2)
        #expect(r.numberOfItems(inSection: -1) == 0)
        #expect(
            r.elements.map(r.describe) == [
                "supplementary banner -1.0 x=0 y=0 w=390 h=30 z=1",
                "decoration background 0.0 x=0 y=30 w=390 h=160 z=-1", "header 0 x=0 y=30 w=390 h=40 z=1",
                "cell 0.0 x=0 y=70 w=100 h=50", "supplementary badge 0.0 x=90 y=70 w=10 h=10 z=1",
                "cell 0.1 x=100 y=70 w=100 h=50", "supplementary badge 0.1 x=190 y=70 w=10 h=10 z=1",
                "cell 0.2 x=200 y=70 w=100 h=50", "supplementary badge 0.2 x=290 y=70 w=10 h=10 z=1",
                "cell 0.3 x=0 y=120 w=100 h=50", "supplementary badge 0.3 x=90 y=120 w=10 h=10 z=1",
                "cell 0.4 x=100 y=120 w=100 h=50", "supplementary badge 0.4 x=190 y=120 w=10 h=10 z=1",
                "cell 0.5 x=200 y=120 w=100 h=50", "supplementary badge 0.5 x=290 y=120 w=10 h=10 z=1",
                "footer 0 x=0 y=170 w=390 h=20 z=1", "cell 1.0 x=0 y=190 w=195 h=100",
                "cell 1.1 x=195 y=190 w=195 h=100",
            ])
        // The iterator and the subscript agree.
        #expect(Array(r.elements) == r.elements.indices.map { r.elements[$0] })
        #expect(r.invariantViolations().isEmpty)
    }

    /// Sections 0 and 3 repeat one instance of three badged cells (patterned: their identities
    /// are worked out, not stored), the last instance holding one cell of three; section 1 reads
    /// measured sizes and section 2 has a zIndex too wide for an entry (both stored); the layout's
    /// banner and ribbon are in section -1 before and after them. Section 4's two items fill less
    /// than one instance (stored: a pattern would be larger than its entries).
    @Test func patternedAndStoredSectionsGiveEveryElementItsIdentityAndPosition() throws {
        let badge = CompositionalSupplementaryItem(
            elementKind: "badge", layoutSize: compSize(.absolute(10), .absolute(10)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing]))
        let badged = compSection(
            compHorizontal(
                .fractionalWidth(1), .absolute(50),
                [compItem(.absolute(130), .fractionalHeight(1), supplementaries: [badge])]),
            count: 7)
        var short = badged
        short.items = CompositionalItems(count: 2)
        var measured = compSection(
            compHorizontal(.fractionalWidth(1), .estimated(44), [compItem(.fractionalWidth(1), .estimated(44))]),
            count: 3)
        measured.items = CompositionalItems(measured: [30, 60, 30].map { CompositionalMeasuredSize(height: $0) })
        var wideBadge = badge
        wideBadge.zIndex = 40_000
        let wide = compSection(
            compHorizontal(
                .fractionalWidth(1), .absolute(20),
                [compItem(.absolute(195), .fractionalHeight(1), supplementaries: [wideBadge])]),
            count: 2)
        let model = CompositionalLayoutModel(
            configuration: CompositionalConfiguration(boundarySupplementaryItems: [
                compHeader("banner", height: 10), compHeader("ribbon", height: 5, alignment: .bottom),
            ]),
            sections: [badged, measured, wide, badged, short])
        let r = try CompositionalLayout(model).layout(in: context)
        #expect((0..<5).map(r.numberOfItems) == [7, 3, 2, 7, 2])
        #expect(
            r.elements.map(r.describe) == [
                "supplementary banner -1.0 x=0 y=0 w=390 h=10 z=1",
                "cell 0.0 x=0 y=10 w=130 h=50", "supplementary badge 0.0 x=120 y=10 w=10 h=10 z=1",
                "cell 0.1 x=130 y=10 w=130 h=50", "supplementary badge 0.1 x=250 y=10 w=10 h=10 z=1",
                "cell 0.2 x=260 y=10 w=130 h=50", "supplementary badge 0.2 x=380 y=10 w=10 h=10 z=1",
                "cell 0.3 x=0 y=60 w=130 h=50", "supplementary badge 0.3 x=120 y=60 w=10 h=10 z=1",
                "cell 0.4 x=130 y=60 w=130 h=50", "supplementary badge 0.4 x=250 y=60 w=10 h=10 z=1",
                "cell 0.5 x=260 y=60 w=130 h=50", "supplementary badge 0.5 x=380 y=60 w=10 h=10 z=1",
                "cell 0.6 x=0 y=110 w=130 h=50", "supplementary badge 0.6 x=120 y=110 w=10 h=10 z=1",
                "cell 1.0 x=0 y=160 w=390 h=30", "cell 1.1 x=0 y=190 w=390 h=60", "cell 1.2 x=0 y=250 w=390 h=30",
                "cell 2.0 x=0 y=280 w=195 h=20", "supplementary badge 2.0 x=185 y=280 w=10 h=10 z=40000",
                "cell 2.1 x=195 y=280 w=195 h=20", "supplementary badge 2.1 x=380 y=280 w=10 h=10 z=40000",
                "cell 3.0 x=0 y=300 w=130 h=50", "supplementary badge 3.0 x=120 y=300 w=10 h=10 z=1",
                "cell 3.1 x=130 y=300 w=130 h=50", "supplementary badge 3.1 x=250 y=300 w=10 h=10 z=1",
                "cell 3.2 x=260 y=300 w=130 h=50", "supplementary badge 3.2 x=380 y=300 w=10 h=10 z=1",
                "cell 3.3 x=0 y=350 w=130 h=50", "supplementary badge 3.3 x=120 y=350 w=10 h=10 z=1",
                "cell 3.4 x=130 y=350 w=130 h=50", "supplementary badge 3.4 x=250 y=350 w=10 h=10 z=1",
                "cell 3.5 x=260 y=350 w=130 h=50", "supplementary badge 3.5 x=380 y=350 w=10 h=10 z=1",
                "cell 3.6 x=0 y=400 w=130 h=50", "supplementary badge 3.6 x=120 y=400 w=10 h=10 z=1",
                "cell 4.0 x=0 y=450 w=130 h=50", "supplementary badge 4.0 x=120 y=450 w=10 h=10 z=1",
                "cell 4.1 x=130 y=450 w=130 h=50", "supplementary badge 4.1 x=250 y=450 w=10 h=10 z=1",
                "supplementary ribbon -1.1 x=0 y=500 w=390 h=5 z=1",
            ])
        // Every element is found at its position by its identity, and the subscript, the
        // iterator and the solver agree.
        for (i, a) in r.elements.enumerated() { #expect(r.indexOfElement(a.id) == i) }
        #expect(r.indexOfElement(.cell(0, 7)) == nil && r.indexOfElement(.cell(3, -1)) == nil)
        #expect(Array(r.elements) == r.elements.indices.map { r.elements[$0] })
        #expect(compMatches(r, try CompositionalSolver.solve(model, containerSize: context.containerSize)))
    }

    @Test func aPinnedHeaderTravelsFromItsRestToTheEndOfItsSection() throws {
        let r = try CompositionalLayout(compKindModel()).layout(in: context)
        // Header 0 rests at 30 (after the 30-point banner); section 0, bands included, ends at 190.
        #expect(r.pinnedTravels.map { "\($0.id) \($0.start)...\($0.end)" } == ["header 0 30.0...190.0"])
        #expect(try CompositionalLayout(compKindModel(pinned: false)).layout(in: context).pinnedTravels.isEmpty)
    }

    @Test func theFramesAreTheSolversForSeveralModels() throws {
        let grid = compSection(
            compHorizontal(
                .fractionalWidth(1), .fractionalWidth(0.2), [compItem(.fractionalWidth(0.2), .fractionalHeight(1))]),
            count: 94)
        var carousel = compSection(
            compHorizontal(
                .fractionalWidth(0.9), .fractionalHeight(0.4), [compItem(.fractionalWidth(1), .fractionalHeight(1))]),
            count: 5, spacing: 10)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.boundarySupplementaryItems = [compHeader()]
        // A badge centred on its cell's top-trailing corner hangs over the content's edge (R18).
        let hanging = CompositionalSupplementaryItem(
            elementKind: "badge", layoutSize: compSize(.absolute(20), .absolute(20)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.5, y: -0.5)))
        let badged = compSection(
            compHorizontal(
                .fractionalWidth(1), .absolute(60),
                [compItem(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [hanging])]),
            count: 4)
        let models = [
            compKindModel(), compKindModel(pinned: false), CompositionalLayoutModel(sections: [grid]),
            CompositionalLayoutModel(sections: [carousel, grid, carousel]),
            CompositionalLayoutModel(sections: [badged]),
        ]
        for model in models {
            for direction in [ScrollDirection.vertical, .horizontal] {
                var m = model
                m.configuration.scrollDirection = direction
                let size = Size(width: 390, height: 844)
                let r = try CompositionalLayout(model).layout(
                    in: LayoutContext(containerSize: size, scrollDirection: direction))
                let s = try CompositionalSolver.solve(m, containerSize: size)
                #expect(compMatches(r, s))
                #expect(r.contentSize == s.contentSize && r.scrollDirection == direction)
                // (Horizontally, a full-width `top` header is a cross-only item centred on its
                // section, R16, which a carousel's 351-point section does not hold.)
                if direction == .vertical { #expect(r.invariantViolations().isEmpty) }
            }
        }
    }

    @Test func frameQueriesEqualABruteForceFilter() throws {
        var carousel = compSection(
            compHorizontal(
                .fractionalWidth(0.9), .absolute(120), [compItem(.fractionalWidth(1), .fractionalHeight(1))]),
            count: 7, spacing: 10)
        carousel.orthogonalScrollingBehavior = .paging
        var model = compKindModel()
        model.sections += [carousel] + Array(repeating: model.sections[0], count: 40)
        for direction in [ScrollDirection.vertical, .horizontal] {
            let r = try CompositionalLayout(model).layout(
                in: LayoutContext(containerSize: Size(width: 390, height: 390), scrollDirection: direction))
            let all = Array(r.elements)
            for k in 0..<60 {
                let t = Double(k) * 97.5
                let rect =
                    direction == .vertical
                    ? R(Double(k % 5) * 60, t, 150, 180) : R(t, Double(k % 5) * 60, 180, 150)
                #expect(r.elements(in: rect) == all.filter { $0.frame.intersects(rect) })
            }
        }
    }

    @Test func everyCategoryIsFoundByItsID() throws {
        let r = try CompositionalLayout(compKindModel()).layout(in: context)
        let ids: [(ElementID, Int)] = [
            (.supplementary("banner", -1, 0), 0), (.decoration("background", 0, 0), 1), (.header(0), 2),
            (.cell(0, 0), 3), (.supplementary("badge", 0, 0), 4), (.cell(0, 5), 13),
            (.supplementary("badge", 0, 5), 14), (.footer(0), 15), (.cell(1, 1), 17),
        ]
        for (id, position) in ids {
            #expect(r.indexOfElement(id) == position)
            #expect(r.attributes(for: id) == r.elements[position])
            #expect(r.attributes(for: id)?.id == id)
        }
        #expect(r.attributes(for: .supplementary("badge", 0, 0))?.frame == R(90, 70, 10, 10))
        #expect(r.attributes(for: .decoration("background", 0, 0))?.zIndex == -1)
        for missing: ElementID in [
            .cell(0, 6), .cell(2, 0), .cell(-1, 0), .header(1), .footer(-1), .supplementary("badge", 1, 0),
            .decoration("background", 0, 1), .supplementary("banner", 0, 0),
        ] {
            #expect(r.indexOfElement(missing) == nil)
        }
    }

    @Test func transposingKeepsEveryIDAndZIndex() throws {
        let r = try CompositionalLayout(compKindModel()).layout(in: context)
        let t = r.transposed()
        #expect(t.scrollDirection == .horizontal && t.contentSize == Size(width: 290, height: 390))
        #expect(t.elements.map(\.id) == r.elements.map(\.id))
        #expect(t.elements.map(\.zIndex) == r.elements.map(\.zIndex))
        #expect(t.elements.map(\.frame) == r.elements.map { $0.frame.applying(.transpose) })
        #expect(t.attributes(for: .supplementary("badge", 0, 2))?.frame == R(70, 290, 10, 10))
        #expect(t.transposed() == r)
        // The pinned header follows the transposed viewport.
        #expect(
            t.visibleElements(in: R(100, 0, 200, 390)).first { $0.kind == .header }?.frame == R(100, 0, 40, 390))
    }

    @Test func rightToLeftIsMirroredOnceAndMatchesTheSolver() throws {
        let model = compKindModel()
        let ltr = try CompositionalLayout(model).layout(in: context)
        var rtlContext = context
        rtlContext.layoutDirection = .rightToLeft
        let rtl = try CompositionalLayout(model).layout(in: rtlContext)
        #expect(rtl.layoutDirection == .rightToLeft)
        #expect(rtl == ltr.mirrored())
        #expect(rtl.mirrored() == ltr)
        let solved = try CompositionalSolver.solve(
            model, containerSize: Size(width: 390, height: 200), layoutDirection: .rightToLeft)
        #expect(compMatches(rtl, solved))
        #expect(rtl.attributes(for: .supplementary("badge", 0, 0))?.frame == R(290, 70, 10, 10))
        for y in [0.0, 100, 160] {
            let viewport = R(0, y, 390, 200)
            #expect(
                rtl.visibleElements(in: viewport).map(\.frame)
                    == solved.visibleElements(at: viewport.origin).map(\.frame))
        }
    }

    @Test func thePinnedHeaderRestsThenPinsThenIsPushedOut() throws {
        let r = try CompositionalLayout(compKindModel()).layout(in: context)
        let solution = try CompositionalSolver.solve(compKindModel(), containerSize: Size(width: 390, height: 200))
        // D17: min(max(viewport top, 30), 190 - 40).
        for (y, header) in [(0.0, R(0, 30, 390, 40)), (100, R(0, 100, 390, 40)), (160, R(0, 150, 390, 40))] {
            let visible = r.visibleElements(in: R(0, y, 390, 200))
            #expect(visible.first { $0.id == .header(0) }?.frame == header)
            #expect(visible.first { $0.id == .header(0) }?.zIndex == 1)
            #expect(visible.map(\.frame) == solution.visibleElements(at: Point(x: 0, y: y)).map(\.frame))
        }
        #expect(
            r.visibleElements(in: R(0, 160, 390, 200)).map(r.describe) == [
                "decoration background 0.0 x=0 y=30 w=390 h=160 z=-1", "header 0 x=0 y=150 w=390 h=40 z=1",
                "cell 0.3 x=0 y=120 w=100 h=50", "cell 0.4 x=100 y=120 w=100 h=50", "cell 0.5 x=200 y=120 w=100 h=50",
                "footer 0 x=0 y=170 w=390 h=20 z=1", "cell 1.0 x=0 y=190 w=195 h=100",
                "cell 1.1 x=195 y=190 w=195 h=100",
            ])
    }

    @Test func theGuidesAreTheSectionInsetsTheGroupsAndTheSlots() throws {
        // SMP TwoColumn: section inset 10, two 180-wide items per 44-high group, 10 apart; a 20-high header.
        var group = CompositionalGroup(
            layoutSize: compSize(.fractionalWidth(1), .absolute(44)),
            layout: .repeatingCount(.horizontal, compItem(.fractionalWidth(1), .fractionalHeight(1)), count: 2))
        group.interItemSpacing = .fixed(10)
        var section = compSection(group, count: 3, insets: DirectionalEdgeInsets(all: 10), spacing: 10)
        section.boundarySupplementaryItems = [compHeader(height: 20)]
        let model = CompositionalLayoutModel(sections: [section])
        let r = try CompositionalLayout(model).layout(in: LayoutContext(containerSize: Size(width: 390, height: 844)))
        #expect(
            r.guides == [
                .sectionInsets(section: 0, outer: R(0, 20, 390, 118), inner: R(10, 30, 370, 98)),
                .group(section: 0, depth: 0, frame: R(10, 30, 370, 44)),
                .group(section: 0, depth: 0, frame: R(10, 84, 370, 44)),
                .cellInsets(section: 0, item: 0, slot: R(10, 30, 180, 44)),
                .cellInsets(section: 0, item: 1, slot: R(200, 30, 180, 44)),
                .cellInsets(section: 0, item: 2, slot: R(10, 84, 180, 44)),
            ])
        var rtl = LayoutContext(containerSize: Size(width: 390, height: 844))
        rtl.layoutDirection = .rightToLeft
        #expect(try CompositionalLayout(model).layout(in: rtl).guides == r.mirrored().guides)
        var bare = LayoutContext(containerSize: Size(width: 390, height: 844))
        bare.includesGuides = false
        #expect(try CompositionalLayout(model).layout(in: bare).guides.isEmpty)
    }

    @Test func anOrthogonalOffsetMovesTheCarouselsCellsIntoView() throws {
        // D16: offset 500 moves the 351-wide cells (361 apart) left by 500: cells 1 and 2 show; the
        // header stays. Right to left: x' = 390 - x - 351.
        var carousel = compSection(
            compHorizontal(
                .fractionalWidth(0.9), .fractionalHeight(0.4), [compItem(.fractionalWidth(1), .fractionalHeight(1))]),
            count: 5, spacing: 10)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.orthogonalOffset = 500
        carousel.boundarySupplementaryItems = [compHeader()]
        let model = CompositionalLayoutModel(sections: [carousel])
        let r = try CompositionalLayout(model).layout(in: LayoutContext(containerSize: Size(width: 390, height: 844)))
        #expect(r.sections[0].orthogonalScrolling == .continuous)
        #expect(r.attributes(for: .cell(0, 1))?.frame == R(361, 44, 351, 337.6))
        #expect(
            r.visibleElements(in: R(0, 0, 390, 844)).map(r.describe) == [
                "header 0 x=0 y=0 w=390 h=44 z=1", "cell 0.1 x=-139 y=44 w=351 h=337.6",
                "cell 0.2 x=222 y=44 w=351 h=337.6",
            ])
        var rtl = LayoutContext(containerSize: Size(width: 390, height: 844))
        rtl.layoutDirection = .rightToLeft
        let mirrored = try CompositionalLayout(model).layout(in: rtl)
        #expect(
            mirrored.visibleElements(in: R(0, 0, 390, 844)).map(\.frame) == [
                R(0, 0, 390, 44), R(178, 44, 351, 337.6), R(-183, 44, 351, 337.6),
            ])
    }
}
