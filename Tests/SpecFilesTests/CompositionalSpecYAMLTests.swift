import LayoutSpec
import SpecFiles
import Testing

/// A compositional spec written in YAML parses to the same model as its JSON.
@Suite struct CompositionalSpecYAMLTests {
    static let json = """
        { "layout": "compositional", "container": { "width": 390, "height": 844 },
          "safeAreaInsets": { "top": 47 },
          "sections": [ { "items": { "count": 5 },
            "group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } },
                       "subitems": [ { "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } },
                                       "supplementaryItems": [ { "elementKind": "badge", "size": { "width": { "absolute": 20 }, "height": { "absolute": 20 } },
                                                                 "containerAnchor": { "edges": ["top", "trailing"], "fractionalOffset": { "x": 0.3, "y": -0.3 } } } ] } ],
                       "repeatingCount": 2, "interItemSpacing": { "fixed": 10 } },
            "interGroupSpacing": 10, "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 },
            "boundarySupplementaryItems": [ { "elementKind": "header", "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 44 } }, "alignment": "top", "pinToVisibleBounds": true } ] } ] }
        """
    static let yaml = """
        layout: compositional
        container: { width: 390, height: 844 }
        safeAreaInsets: { top: 47 }
        sections:
          - items: { count: 5 }
            group:
              axis: horizontal
              size: { width: { fractionalWidth: 1 }, height: { absolute: 44 } }
              subitems:
                - size: { width: { fractionalWidth: 1 }, height: { fractionalHeight: 1 } }
                  supplementaryItems:
                    - elementKind: badge
                      size: { width: { absolute: 20 }, height: { absolute: 20 } }
                      containerAnchor: { edges: [top, trailing], fractionalOffset: { x: 0.3, y: -0.3 } }
              repeatingCount: 2
              interItemSpacing: { fixed: 10 }
            interGroupSpacing: 10
            contentInsets: { top: 10, leading: 10, bottom: 10, trailing: 10 }
            boundarySupplementaryItems:
              - elementKind: header
                size: { width: { fractionalWidth: 1 }, height: { estimated: 44 } }
                alignment: top
                pinToVisibleBounds: true
        """

    @Test func theYAMLSpecGivesTheSameModelAsTheJSON() throws {
        let kinds = [CompositionalSpec.info]
        let fromJSON = try CompositionalSpec.layout(SpecDocument(json: Self.json, kinds: kinds))
        let parsed = try SpecLoader.parse(Array(Self.yaml.utf8), path: "twin.yaml")
        let fromYAML = try CompositionalSpec.layout(SpecDocument(value: parsed.value, kinds: kinds))
        #expect(fromYAML == fromJSON)
        #expect(fromYAML.model.configuration.safeAreaInsets.top == 47)
        #expect(fromYAML.model.sections[0].boundarySupplementaryItems[0].pinToVisibleBounds)
    }
}
