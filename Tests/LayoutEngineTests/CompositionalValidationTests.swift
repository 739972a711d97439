import LayoutEngine
import Testing

@Suite struct CompositionalValidationTests {
    func error(_ sections: [CompositionalSection]) -> LayoutError? {
        do {
            _ = try compSolve(sections)
            return nil
        } catch let e as LayoutError {
            return e
        } catch {
            return nil
        }
    }
    let row = compHorizontal(
        .fractionalWidth(1), .absolute(50), [compItem(.fractionalWidth(0.5), .fractionalHeight(1))])

    @Test func aFractionThatIsNotPositiveOrNotFiniteNamesItsPath() {
        let zero = compHorizontal(
            .fractionalWidth(1), .absolute(50), [compItem(.fractionalWidth(0), .fractionalHeight(1))])
        #expect(
            error([compSection(zero, count: 1)])?.path == "sections[0].group.subitems[0].size.width.fractionalWidth")
        let nan = compHorizontal(
            .fractionalWidth(1), .fractionalHeight(.nan), [compItem(.fractionalWidth(1), .fractionalHeight(1))])
        #expect(error([compSection(nan, count: 1)])?.path == "sections[0].group.size.height.fractionalHeight")
    }

    @Test func aSubitemLongerThanItsGroupCanNeverFit() {
        let wide = compHorizontal(.fractionalWidth(1), .absolute(50), [compItem(.absolute(400), .fractionalHeight(1))])
        let e = error([compSection(wide, count: 1)])
        #expect(e?.path == "sections[0].group.subitems[0]")
        #expect(e?.message.contains("can never fit") == true)
        // Estimated lengths are exempt: the first slot is placed and overflows (D4).
        let estimated = compHorizontal(
            .fractionalWidth(1), .absolute(50), [compItem(.estimated(400), .fractionalHeight(1))])
        #expect(error([compSection(estimated, count: 1)]) == nil)
        let copies = CompositionalGroup(
            layoutSize: compSize(.absolute(100), .absolute(50)),
            layout: .repeatingCopies(.horizontal, compItem(.absolute(40), .absolute(50)), count: 3))
        #expect(error([compSection(copies, count: 1)])?.path == "sections[0].group.repeatingCopies")
    }

    @Test func aCustomGroupWithoutFramesAndCountsBelowOneAreRejected() {
        let custom = CompositionalGroup(layoutSize: compSize(.fractionalWidth(1), .absolute(50)), layout: .custom([]))
        #expect(error([compSection(custom, count: 1)])?.path == "sections[0].group.frames")
        let count = CompositionalGroup(
            layoutSize: compSize(.fractionalWidth(1), .absolute(50)),
            layout: .repeatingCount(.horizontal, compItem(.fractionalWidth(1), .fractionalHeight(1)), count: 0))
        #expect(error([compSection(count, count: 1)])?.path == "sections[0].group.repeatingCount")
    }

    @Test func anAnchorOnOppositeEdgesIsContradictory() {
        let badge = CompositionalSupplementaryItem(
            elementKind: "badge", layoutSize: compSize(.absolute(10), .absolute(10)),
            containerAnchor: CompositionalAnchor(edges: [.top, .bottom]))
        let group = compHorizontal(
            .fractionalWidth(1), .absolute(50),
            [compItem(.fractionalWidth(1), .fractionalHeight(1), supplementaries: [badge])])
        let e = error([compSection(group, count: 1)])
        #expect(e?.path == "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges")
        #expect(e?.message.contains("top and bottom") == true)
    }

    @Test func negativeInsetsAndSpacingsAreRejected() {
        #expect(
            error([compSection(row, count: 1, insets: DirectionalEdgeInsets(top: -1))])?.path
                == "sections[0].contentInsets.top")
        #expect(error([compSection(row, count: 1, spacing: -2)])?.path == "sections[0].interGroupSpacing")
        let flexible = compHorizontal(
            .fractionalWidth(1), .absolute(50), [compItem(.fractionalWidth(0.5), .fractionalHeight(1))],
            spacing: .flexible(-1))
        #expect(error([compSection(flexible, count: 1)])?.path == "sections[0].group.interItemSpacing.flexible")
    }

    @Test func subitemsThatTakeNoLengthWouldRepeatWithoutEnd() {
        let empty = compHorizontal(.fractionalWidth(1), .absolute(50), [compItem(.absolute(0), .absolute(50))])
        #expect(error([compSection(empty, count: 1)])?.path == "sections[0].group.subitems")
    }
}

extension CompositionalValidationTests {
    /// 2^31 - 1 cells were allocated for up front and aborted the process (a 10^7-item spec whose
    /// cells carry 100 badges each asked for 32 GB); past 10^8 elements the layout is refused
    /// before anything is allocated.
    @Test func aLayoutOfMoreElementsThanTheLimitIsRefusedBeforeItIsAllocated() {
        let e = error([compSection(row, count: Int(Int32.max))])
        #expect(e?.path == "sections")
        #expect(
            e?.message
                == "the layout would hold 2147483647 elements up to sections[0] (cells, their supplementary items, boundary items and decorations), more than the 100000000 a layout may hold; use fewer items, or fewer supplementary items per cell"
        )
        // A cell and nine badges: 10^7 cells are 10^8 elements, the limit; one more cell is over.
        let badge = CompositionalSupplementaryItem(
            elementKind: "badge", layoutSize: compSize(.absolute(1), .absolute(1)),
            containerAnchor: CompositionalAnchor(edges: [.top]))
        let badged = compHorizontal(
            .fractionalWidth(1), .absolute(50),
            [compItem(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: Array(repeating: badge, count: 9))])
        #expect(
            error([compSection(badged, count: 10_000_001)])?.message.hasPrefix(
                "the layout would hold 100000010 elements") == true)
    }
}

extension CompositionalValidationTests {
    /// A nested group's supplementary of a boundary item's kind is refused like an item's; a
    /// decoration of that kind is not (a decoration is an element of its own category).
    @Test func aNestedGroupsSupplementaryOfABoundaryItemsKindIsRefused() {
        func boundary(_ kind: String) -> CompositionalBoundaryItem {
            CompositionalBoundaryItem(
                elementKind: kind, layoutSize: compSize(.fractionalWidth(1), .absolute(40)), alignment: .top)
        }
        var inner = compHorizontal(
            .fractionalWidth(1), .absolute(50), [compItem(.fractionalWidth(0.5), .fractionalHeight(1))])
        inner.supplementaryItems = [
            CompositionalSupplementaryItem(
                elementKind: "tag", layoutSize: compSize(.absolute(10), .absolute(10)),
                containerAnchor: CompositionalAnchor(edges: [.top]))
        ]
        var section = compSection(
            CompositionalGroup(
                layoutSize: compSize(.fractionalWidth(1), .absolute(50)), layout: .subitems(.vertical, [.group(inner)])),
            count: 2)
        section.boundarySupplementaryItems = [boundary("header"), boundary("tag")]
        let e = error([section])
        #expect(e?.path == "sections[0].group.subitems[0].supplementaryItems[0].elementKind")
        #expect(e?.message.hasPrefix("\"tag\" is also the kind of sections[0].boundarySupplementaryItems[1]: ") == true)
        section.boundarySupplementaryItems = [boundary("header")]
        section.decorationItems = [CompositionalDecorationItem(elementKind: "tag")]
        #expect(error([section]) == nil)
    }
}

extension CompositionalValidationTests {
    /// A zIndex past 32 bits was stored truncated (2^31 became -2^31); it is refused by its path.
    @Test func aZIndexPast32BitsIsRefused() {
        var section = compSection(row, count: 1)
        section.decorationItems = [CompositionalDecorationItem(elementKind: "bg", zIndex: 2_147_483_648)]
        let e = error([section])
        #expect(e?.path == "sections[0].decorationItems[0].zIndex")
        #expect(
            e?.message
                == "is out of range: must be between -2147483648 and 2147483647, got 2147483648; use a smaller number")
    }
}
