import CompositionalUIKit
import LayoutEngine
import Testing

// The UIKit-shaped objects translated to the engine's model: equal to models written by hand,
// read by reference as UIKit's objects are, and errors that name the section and the fix.

@Suite struct TranslationTests {
    @Test func theGridTranslatesToTheModelWrittenByHand() throws {
        let model = try GridScreen.createLayout().model(in: phone, itemCounts: [94])
        let item = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let group = CompositionalGroup.horizontal(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [.item(item)])
        #expect(
            model
                == CompositionalLayoutModel(sections: [
                    CompositionalSection(group: group, items: CompositionalItems(count: 94))
                ]))
    }

    @Test func twoColumnsTranslateToARepeatingCountGroupWithItsSpacings() throws {
        let model = try TwoColumnScreen.createLayout().model(in: phone, itemCounts: [5, 2])
        let item = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CompositionalGroup(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            layout: .repeatingCount(.horizontal, .item(item), count: 2), interItemSpacing: .fixed(10))
        func section(_ count: Int) -> CompositionalSection {
            CompositionalSection(
                group: group, items: CompositionalItems(count: count), interGroupSpacing: 10,
                contentInsets: DirectionalEdgeInsets(all: 10))
        }
        #expect(model == CompositionalLayoutModel(sections: [section(5), section(2)]))
    }

    @Test func theItemBadgeTranslatesWithItsFractionalAnchor() throws {
        let model = try ItemBadgeScreen.createLayout().model(in: phone, itemCounts: [3])
        let badge = CompositionalSupplementaryItem(
            elementKind: "badge-element-kind",
            layoutSize: CompositionalSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3)))
        let item = CompositionalItem(
            layoutSize: CompositionalSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            contentInsets: DirectionalEdgeInsets(all: 5), supplementaryItems: [badge])
        let group = CompositionalGroup.horizontal(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [.item(item)])
        let section = CompositionalSection(
            group: group, items: CompositionalItems(count: 3), contentInsets: DirectionalEdgeInsets(all: 20))
        #expect(model == CompositionalLayoutModel(sections: [section]))
    }

    @Test func pinnedHeadersAndFootersTranslateWithTheirFlagsAndZIndex() throws {
        let model = try SectionHeadersFootersScreen.createLayout(pinnedHeaders: true).model(in: phone, itemCounts: [1])
        let size = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        #expect(
            model.sections[0].boundarySupplementaryItems == [
                CompositionalBoundaryItem(
                    elementKind: "section-header-element-kind", layoutSize: size, alignment: .top,
                    pinToVisibleBounds: true, zIndex: 2),
                CompositionalBoundaryItem(
                    elementKind: "section-footer-element-kind", layoutSize: size, alignment: .bottom),
            ])
    }

    @Test func theAppStorePageTranslatesItsConfigurationAndBehaviours() throws {
        let model = try AppStoreScreen.createLayout().model(in: phone, itemCounts: [1, 1, 1])
        #expect(model.configuration == CompositionalConfiguration(interSectionSpacing: 20))
        #expect(model.sections.map(\.orthogonalScrollingBehavior) == [.groupPagingCentered, .groupPaging, .none])
        #expect(
            model.sections[1].group.layout
                == .repeatingCopies(
                    .vertical,
                    .item(
                        CompositionalItem(
                            layoutSize: CompositionalSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))), count: 3))
    }

    @Test func changingAnItemAfterItIsInAGroupChangesTheLayoutAsInUIKit() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout(section: section)
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(0), top: nil, trailing: nil, bottom: .flexible(2))
        section.orthogonalScrollingBehavior = .continuous
        layout.configuration.scrollDirection = .horizontal
        let model = try layout.model(in: phone, itemCounts: [2])
        guard case .subitems(_, let members) = model.sections[0].group.layout, case .item(let translated) = members[0]
        else {
            Issue.record("the group's layout is \(model.sections[0].group.layout)")
            return
        }
        #expect(translated.contentInsets == DirectionalEdgeInsets(all: 4))
        #expect(translated.edgeSpacing == CompositionalEdgeSpacing(leading: .fixed(0), bottom: .flexible(2)))
        #expect(model.sections[0].orthogonalScrollingBehavior == .continuous)
        #expect(model.configuration.scrollDirection == .horizontal)
    }

    @Test func theSectionProviderSeesTheContainerAsItsEnvironment() throws {
        var seen: [String] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let size = environment.container.contentSize
            let effective = environment.container.effectiveContentSize
            seen.append("\(index): \(size.width) x \(size.height), \(effective.width) x \(effective.height)")
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
                    subitems: [
                        NSCollectionLayoutItem(
                            layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))
                    ]))
        }
        _ = try layout.model(in: CGSize(width: 320, height: 480), itemCounts: [1, 1])
        #expect(seen == ["0: 320.0 x 480.0, 320.0 x 480.0", "1: 320.0 x 480.0, 320.0 x 480.0"])
    }

    @Test func aSectionProviderThatReturnsNilIsReportedWithItsSection() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 0
                ? NSCollectionLayoutSection(
                    group: .custom(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .absolute(10), heightDimension: .absolute(10))
                    ) { _ in [NSCollectionLayoutGroupCustomItem(frame: .zero)] }) : nil
        }
        #expect(
            throws: LayoutError(
                path: "sections[1]",
                "the section provider returned nil; return an NSCollectionLayoutSection for every section")
        ) { try layout.model(in: phone, itemCounts: [1, 1]) }
    }

    @Test func anchorsWithAnItemAnchorAndAGroupsSupplementariesTranslate() throws {
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(10))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 1, y: 2)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], fractionalOffset: CGPoint(x: 0.5, y: 0)))
        badge.zIndex = 3
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        group.supplementaryItems = [badge]
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let model = try layout.model(in: phone, itemCounts: [1])
        #expect(
            model.sections[0].group.supplementaryItems == [
                CompositionalSupplementaryItem(
                    elementKind: "badge",
                    layoutSize: CompositionalSize(widthDimension: .absolute(20), heightDimension: .absolute(10)),
                    containerAnchor: CompositionalAnchor(edges: [.top, .trailing], offset: .absolute(x: 1, y: 2)),
                    itemAnchor: CompositionalAnchor(edges: [.bottom, .leading], offset: .fractional(x: 0.5, y: 0)),
                    zIndex: 3)
            ])
    }

    /// `layoutResult(in:itemCounts:)` with 2^31 - 1 cells aborted the process allocating for them;
    /// it throws the engine's element limit instead.
    @Test func aLayoutOfTooManyCellsThrowsInsteadOfAborting() {
        #expect(
            throws: LayoutError(
                path: "sections",
                "the layout would hold 2147483647 elements up to sections[0] (cells, their supplementary items, boundary items and decorations), more than the 100000000 a layout may hold; use fewer items, or fewer supplementary items per cell"
            )
        ) { try GridScreen.createLayout().layoutResult(in: phone, itemCounts: [Int(Int32.max)]) }
    }

    /// A header and a footer of UIKit's own kinds were supplementaries (the footer item 1); they
    /// are the result's header and footer, item 0, as `"header"` and `"footer"` are.
    @Test func headersOfUIKitsOwnKindsAreTheResultsHeaderAndFooter() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let result = try UICollectionViewCompositionalLayout(section: section).layoutResult(in: phone, itemCounts: [1])
        #expect(
            Array(result.elements).map(\.id) == [
                ElementID(kind: .header, section: 0, item: 0), ElementID(kind: .cell, section: 0, item: 0),
                ElementID(kind: .footer, section: 0, item: 0),
            ])
    }

    /// UIKit declares `register(_:forDecorationViewOfKind:)` on `UICollectionViewLayout`; it was
    /// only on the compositional subclass, so a layout held as a `UICollectionViewLayout` (what
    /// `createLayout()` returns) could not register its background view: this did not compile.
    @Test func aLayoutHeldAsAUICollectionViewLayoutRegistersADecorationView() throws {
        let layout: UICollectionViewLayout = SectionDecorationScreen.createLayout()
        layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: "background")
        #expect(try layout.model(in: phone, itemCounts: [3]).sections[0].decorationItems.count == 1)
    }
}
