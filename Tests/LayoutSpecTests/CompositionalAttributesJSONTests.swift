import LayoutEngine
import LayoutSpec
import Testing

@Suite struct CompositionalAttributesJSONTests {
    /// A layout banner (section -1), then one section with a background, a header and one 100 x 50
    /// cell with a 10 x 10 badge on its top-trailing corner.
    var model: CompositionalLayoutModel {
        let size = { (w: CompositionalDimension, h: CompositionalDimension) in
            CompositionalSize(widthDimension: w, heightDimension: h)
        }
        let badge = CompositionalSupplementaryItem(
            elementKind: "badge", layoutSize: size(.absolute(10), .absolute(10)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing]))
        let item = CompositionalItem(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = CompositionalGroup(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), layout: .subitems(.horizontal, [.item(item)]))
        var section = CompositionalSection(group: group, items: CompositionalItems(count: 1))
        section.boundarySupplementaryItems = [
            CompositionalBoundaryItem(
                elementKind: "header", layoutSize: size(.fractionalWidth(1), .absolute(20)), alignment: .top)
        ]
        section.decorationItems = [CompositionalDecorationItem(elementKind: "background")]
        let banner = CompositionalBoundaryItem(
            elementKind: "banner", layoutSize: size(.fractionalWidth(1), .absolute(30)), alignment: .top)
        return CompositionalLayoutModel(
            configuration: CompositionalConfiguration(boundarySupplementaryItems: [banner]), sections: [section])
    }

    @Test func supplementaryAndDecorationViewsNameTheirElementKind() throws {
        let result = try CompositionalLayout(model).layout(
            in: LayoutContext(containerSize: Size(width: 390, height: 60)))
        let json = AttributesJSON.encode(
            layout: "compositional", result: result, viewport: Rect(x: 0, y: 40, width: 390, height: 60))
        // Cells, headers and footers as for every kind; the others name their elementKind; the
        // banner is the layout's own (section -1); the viewport 40...100 leaves it out.
        #expect(
            json == """
                {
                  "layout": "compositional",
                  "contentSize": { "width": 390, "height": 100 },
                  "elements": [
                    { "kind": "supplementary", "elementKind": "banner", "section": -1, "item": 0, "frame": { "x": 0, "y": 0, "width": 390, "height": 30 } },
                    { "kind": "decoration", "elementKind": "background", "section": 0, "item": 0, "frame": { "x": 0, "y": 30, "width": 390, "height": 70 } },
                    { "kind": "header", "section": 0, "item": 0, "frame": { "x": 0, "y": 30, "width": 390, "height": 20 } },
                    { "kind": "cell", "section": 0, "item": 0, "frame": { "x": 0, "y": 50, "width": 100, "height": 50 } },
                    { "kind": "supplementary", "elementKind": "badge", "section": 0, "item": 0, "frame": { "x": 90, "y": 50, "width": 10, "height": 10 } }
                  ],
                  "visible": [
                    { "kind": "decoration", "elementKind": "background", "section": 0, "item": 0, "frame": { "x": 0, "y": 30, "width": 390, "height": 70 }, "zIndex": 0, "alpha": 1 },
                    { "kind": "header", "section": 0, "item": 0, "frame": { "x": 0, "y": 30, "width": 390, "height": 20 }, "zIndex": 1, "alpha": 1 },
                    { "kind": "cell", "section": 0, "item": 0, "frame": { "x": 0, "y": 50, "width": 100, "height": 50 }, "zIndex": 0, "alpha": 1 },
                    { "kind": "supplementary", "elementKind": "badge", "section": 0, "item": 0, "frame": { "x": 90, "y": 50, "width": 10, "height": 10 }, "zIndex": 1, "alpha": 1 }
                  ]
                }

                """)
    }
}
