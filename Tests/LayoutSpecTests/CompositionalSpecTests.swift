import LayoutEngine
import LayoutSpec
import Testing

/// A compositional spec parsed with the kind's (not yet registered) entry.
func compositional(_ json: String) throws -> CompositionalSpecLayout {
    try CompositionalSpec.layout(SpecDocument(json: json, kinds: [CompositionalSpec.info]))
}

/// A spec of one section holding `section`'s keys (after `"items"`), in a 390 x 844 container.
func oneSection(_ section: String, top: String = "") -> String {
    """
    { "layout": "compositional", "container": { "width": 390, "height": 844 }, \(top)
      "sections": [ { "items": { "count": 3 }, \(section) } ] }
    """
}

/// A section whose group holds the one subitem `subitem`.
func oneSubitem(_ subitem: String) -> String {
    oneSection(
        """
        "group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } },
                   "subitems": [ \(subitem) ] }
        """)
}

/// A full-size item: `fractionalWidth(1)` by `fractionalHeight(1)`.
let fullItem = #"{ "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } }"#

@Suite struct CompositionalSpecTests {
    @Test func aGridSpecGivesTheModelOfItsGroupAndItems() throws {
        let layout = try compositional(
            oneSection(
                """
                "group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalWidth": 0.2 } },
                           "subitems": [ { "size": { "width": { "fractionalWidth": 0.2 }, "height": { "fractionalHeight": 1 } },
                                           "contentInsets": { "top": 2, "leading": 3 } } ] },
                "interGroupSpacing": 4, "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 }
                """))
        let item = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)),
            contentInsets: DirectionalEdgeInsets(top: 2, leading: 3))
        let group = CompositionalGroup.horizontal(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [.item(item)])
        let section = CompositionalSection(
            group: group, items: CompositionalItems(count: 3), interGroupSpacing: 4,
            contentInsets: DirectionalEdgeInsets(all: 10))
        #expect(layout.model == CompositionalLayoutModel(sections: [section]))
        #expect(layout.containerSize == Size(width: 390, height: 844))
        #expect(layout.layoutDirection == .leftToRight)
        #expect(layout.contentOffset == .zero)
    }

    @Test func everyDimensionFormGivesItsCase() throws {
        let forms: [(String, CompositionalDimension)] = [
            (#"{ "fractionalWidth": 0.5 }"#, .fractionalWidth(0.5)),
            (#"{ "fractionalHeight": 2 }"#, .fractionalHeight(2)), (#"{ "absolute": 44 }"#, .absolute(44)),
            (#"{ "estimated": 60 }"#, .estimated(60)),
            (#"{ "uniformAcrossSiblings": 70 }"#, .uniformAcrossSiblings(estimate: 70)),
        ]
        for (json, dimension) in forms {
            let layout = try compositional(
                oneSubitem(#"{ "size": { "width": \#(json), "height": { "absolute": 1 } } }"#))
            guard case .subitems(_, let subitems) = layout.model.sections[0].group.layout,
                case .item(let item) = subitems[0]
            else {
                Issue.record("not one item")
                continue
            }
            #expect(item.layoutSize.widthDimension == dimension)
        }
    }

    @Test func repeatingCountAndCopiesAndCustomGroupsGiveTheirArrangements() throws {
        let count = try compositional(
            oneSection(
                #""group": { "axis": "vertical", "size": { "width": { "absolute": 100 }, "height": { "absolute": 90 } }, "subitems": [ \#(fullItem) ], "repeatingCount": 3, "interItemSpacing": { "flexible": 5 } }"#
            )
        ).model.sections[0].group
        let full = CompositionalSubitem.item(
            CompositionalItem(
                layoutSize: CompositionalSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))
        #expect(count.layout == .repeatingCount(.vertical, full, count: 3))
        #expect(count.interItemSpacing == .flexible(5))
        let copies = try compositional(
            oneSection(
                #""group": { "axis": "horizontal", "size": { "width": { "absolute": 100 }, "height": { "absolute": 90 } }, "subitems": [ \#(fullItem) ], "repeatingCopies": 2 }"#
            )
        ).model.sections[0].group
        #expect(copies.layout == .repeatingCopies(.horizontal, full, count: 2))
        let custom = try compositional(
            oneSection(
                #""group": { "axis": "custom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 200 } }, "frames": [ { "x": 0, "y": 0, "width": 260, "height": 200 }, { "x": 260, "y": 100, "width": 130, "height": 100, "zIndex": 1 } ] }"#
            )
        ).model.sections[0].group
        #expect(
            custom.layout
                == .custom([
                    CompositionalCustomItem(frame: Rect(x: 0, y: 0, width: 260, height: 200)),
                    CompositionalCustomItem(frame: Rect(x: 260, y: 100, width: 130, height: 100), zIndex: 1),
                ]))
    }

    @Test func aSubitemWithAnAxisIsANestedGroupWithEdgeSpacing() throws {
        let layout = try compositional(
            oneSubitem(
                #"{ "axis": "vertical", "size": { "width": { "fractionalWidth": 0.3 }, "height": { "fractionalHeight": 1 } }, "subitems": [ \#(fullItem) ], "edgeSpacing": { "leading": { "flexible": 0 }, "top": { "fixed": 8 } } }"#
            ))
        guard case .subitems(_, let subitems) = layout.model.sections[0].group.layout,
            case .group(let nested) = subitems[0]
        else {
            Issue.record("not a nested group")
            return
        }
        #expect(nested.edgeSpacing == CompositionalEdgeSpacing(leading: .flexible(0), top: .fixed(8)))
        #expect(nested.layoutSize.widthDimension == .fractionalWidth(0.3))
    }

    @Test func aBadgeKeepsItsAnchorsOffsetsAndZIndex() throws {
        let layout = try compositional(
            oneSubitem(
                #"{ "size": { "width": { "fractionalWidth": 0.25 }, "height": { "fractionalHeight": 1 } }, "supplementaryItems": [ { "elementKind": "badge", "size": { "width": { "absolute": 20 }, "height": { "absolute": 20 } }, "containerAnchor": { "edges": ["top", "trailing"], "fractionalOffset": { "x": 0.3, "y": -0.3 } }, "itemAnchor": { "edges": ["bottom"], "absoluteOffset": { "x": 1, "y": 2 } }, "zIndex": 5 } ] }"#
            ))
        guard case .subitems(_, let subitems) = layout.model.sections[0].group.layout,
            case .item(let item) = subitems[0]
        else {
            Issue.record("not an item")
            return
        }
        #expect(
            item.supplementaryItems == [
                CompositionalSupplementaryItem(
                    elementKind: "badge",
                    layoutSize: CompositionalSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                    containerAnchor: CompositionalAnchor(
                        edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3)),
                    itemAnchor: CompositionalAnchor(edges: [.bottom], offset: .absolute(x: 1, y: 2)), zIndex: 5)
            ])
    }

    @Test func sectionKeysBoundaryItemsAndDecorationsReachTheSection() throws {
        let layout = try compositional(
            oneSection(
                """
                "group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 0.8 }, "height": { "absolute": 100 } }, "subitems": [ \(fullItem) ] },
                "supplementariesFollowContentInsets": false, "contentInsetsReference": "layoutMargins",
                "orthogonalScrollingBehavior": "groupPagingCentered", "orthogonalOffset": 120,
                "boundarySupplementaryItems": [ { "elementKind": "header", "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 44 } },
                  "alignment": "topLeading", "offset": { "x": 4, "y": -2 }, "extendsBoundary": false, "pinToVisibleBounds": true, "zIndex": 2 } ],
                "decorationItems": [ { "elementKind": "background", "contentInsets": { "top": 5, "leading": 5, "bottom": 5, "trailing": 5 }, "zIndex": -1 } ]
                """))
        let s = layout.model.sections[0]
        #expect(!s.supplementariesFollowContentInsets)
        #expect(s.contentInsetsReference == .layoutMargins)
        #expect(s.orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(s.orthogonalOffset == 120)
        #expect(
            s.boundarySupplementaryItems == [
                CompositionalBoundaryItem(
                    elementKind: "header",
                    layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    alignment: .topLeading, offset: Point(x: 4, y: -2), extendsBoundary: false,
                    pinToVisibleBounds: true,
                    zIndex: 2)
            ])
        #expect(
            s.decorationItems == [
                CompositionalDecorationItem(
                    elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 5), zIndex: -1)
            ])
    }

    @Test func theConfigurationComesFromOptionsAndTheTopLevelInsets() throws {
        let layout = try compositional(
            oneSubitem(fullItem).replacingOccurrences(
                of: #""sections""#,
                with: """
                    "scrollDirection": "horizontal", "layoutDirection": "rightToLeft", "contentOffset": { "x": 30, "y": 0 },
                    "safeAreaInsets": { "top": 47, "bottom": 34 }, "layoutMargins": { "leading": 16, "trailing": 16 },
                    "options": { "interSectionSpacing": 12, "contentInsetsReference": "none",
                      "boundarySupplementaryItems": [ { "elementKind": "page-header", "size": { "width": { "absolute": 80 }, "height": { "fractionalHeight": 1 } }, "alignment": "leading" } ] },
                    "sections"
                    """))
        let c = layout.model.configuration
        #expect(c.scrollDirection == .horizontal)
        #expect(c.interSectionSpacing == 12)
        #expect(c.contentInsetsReference == CompositionalContentInsetsReference.none)
        #expect(c.safeAreaInsets == DirectionalEdgeInsets(top: 47, bottom: 34))
        #expect(c.layoutMargins == DirectionalEdgeInsets(leading: 16, trailing: 16))
        #expect(
            c.boundarySupplementaryItems == [
                CompositionalBoundaryItem(
                    elementKind: "page-header",
                    layoutSize: CompositionalSize(widthDimension: .absolute(80), heightDimension: .fractionalHeight(1)),
                    alignment: .leading)
            ])
        #expect(layout.layoutDirection == .rightToLeft)
        #expect(layout.contentOffset == Point(x: 30, y: 0))
    }

    @Test func measuredSizesComeFromEachItemOrTheCountObject() throws {
        let group =
            #""group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 60 } }, "subitems": [ \#(fullItem) ] }"#
        let list = try compositional(
            oneSection(group).replacingOccurrences(
                of: #"{ "count": 3 }"#, with: #"[ { "width": 120, "height": 61 }, {}, { "height": 50 } ]"#))
        #expect(
            list.model.sections[0].items
                == CompositionalItems(measured: [
                    CompositionalMeasuredSize(width: 120, height: 61), CompositionalMeasuredSize(),
                    CompositionalMeasuredSize(height: 50),
                ]))
        let uniform = try compositional(
            oneSection(group).replacingOccurrences(of: #"{ "count": 3 }"#, with: #"{ "count": 4, "height": 50 }"#))
        #expect(
            uniform.model.sections[0].items
                == CompositionalItems(count: 4, uniform: CompositionalMeasuredSize(height: 50)))
    }

    @Test func aParsedGridSolvesToFiveSquaresOf78PerRow() throws {
        // R1: 0.2 of 390 is 78; the row is fractionalWidth(0.2) high.
        let layout = try compositional(
            oneSection(
                #""group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalWidth": 0.2 } }, "subitems": [ { "size": { "width": { "fractionalWidth": 0.2 }, "height": { "fractionalHeight": 1 } } } ] }"#
            ).replacingOccurrences(of: #""count": 3"#, with: #""count": 6"#))
        let cells = try layout.solve().elements.filter { $0.category == .cell }.map(\.frame)
        #expect(
            cells == [
                Rect(x: 0, y: 0, width: 78, height: 78), Rect(x: 78, y: 0, width: 78, height: 78),
                Rect(x: 156, y: 0, width: 78, height: 78), Rect(x: 234, y: 0, width: 78, height: 78),
                Rect(x: 312, y: 0, width: 78, height: 78), Rect(x: 0, y: 78, width: 78, height: 78),
            ])
    }

    @Test func theExampleParsesAndSolves() throws {
        let layout = try compositional(CompositionalSpec.example)
        let solution = try layout.solve()
        #expect(layout.model.sections.count == 3)
        #expect(solution.elements.filter { $0.category == .cell }.count == 19)
        #expect(solution.elements.filter { $0.category == .itemSupplementary }.count == 9)
        #expect(solution.elements.filter { $0.category == .decoration }.count == 1)
    }
}
