extension CompositionalSpec {
    /// The built-in example (`render --layout compositional`): an App Store-like page under a
    /// layout-level header: a paging carousel of featured cards scrolled across by 120, a grid of
    /// apps with badges on a section background under a pinned title, and a list of self-sizing
    /// rows whose measured heights replace their estimate.
    public static let example = """
        {
          "layout": "compositional",
          "container": { "width": 390, "height": 844 },
          "scale": 3,
          "options": {
            "interSectionSpacing": 16,
            "boundarySupplementaryItems": [
              { "elementKind": "header", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 56 } }, "alignment": "top" }
            ]
          },
          "sections": [
            {
              "items": { "count": 6 },
              "group": {
                "axis": "horizontal",
                "size": { "width": { "fractionalWidth": 0.85 }, "height": { "absolute": 220 } },
                "subitems": [ { "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ]
              },
              "interGroupSpacing": 12,
              "contentInsets": { "top": 8, "leading": 16, "bottom": 8, "trailing": 16 },
              "orthogonalScrollingBehavior": "groupPaging",
              "orthogonalOffset": 120,
              "boundarySupplementaryItems": [
                { "elementKind": "section-title", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 36 } }, "alignment": "topLeading" }
              ]
            },
            {
              "items": { "count": 9 },
              "group": {
                "axis": "horizontal",
                "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 112 } },
                "subitems": [
                  { "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } },
                    "supplementaryItems": [
                      { "elementKind": "badge", "size": { "width": { "absolute": 22 }, "height": { "absolute": 22 } },
                        "containerAnchor": { "edges": ["top", "trailing"], "fractionalOffset": { "x": 0.3, "y": -0.3 } } }
                    ] }
                ],
                "repeatingCount": 3,
                "interItemSpacing": { "fixed": 12 }
              },
              "interGroupSpacing": 12,
              "contentInsets": { "top": 16, "leading": 16, "bottom": 16, "trailing": 16 },
              "boundarySupplementaryItems": [
                { "elementKind": "section-title", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 36 } },
                  "alignment": "topLeading", "pinToVisibleBounds": true, "zIndex": 2 }
              ],
              "decorationItems": [ { "elementKind": "background", "contentInsets": { "top": 36, "leading": 8, "bottom": 0, "trailing": 8 } } ]
            },
            {
              "items": [ { "height": 72 }, { "height": 56 }, { "height": 90 }, { "height": 56 } ],
              "group": {
                "axis": "horizontal",
                "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 60 } },
                "subitems": [ { "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 60 } } } ]
              },
              "interGroupSpacing": 8,
              "contentInsets": { "top": 0, "leading": 16, "bottom": 16, "trailing": 16 }
            }
          ]
        }
        """
}
