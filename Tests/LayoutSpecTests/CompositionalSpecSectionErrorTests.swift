import LayoutEngine
import LayoutSpec
import Testing

/// A section with a full-width row group and `keys` after it.
func rowSection(_ keys: String) -> String {
    oneSection(
        #""group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "subitems": [ \#(fullItem) ] }, \#(keys)"#
    )
}

/// An item with one badge anchored by `anchor`.
func badgeAnchor(_ anchor: String) -> String {
    oneSubitem(
        #"{ "size": { "width": { "absolute": 50 }, "height": { "absolute": 50 } }, "supplementaryItems": [ { "elementKind": "badge", "size": { "width": { "absolute": 20 }, "height": { "absolute": 20 } }, "containerAnchor": \#(anchor) } ] }"#
    )
}

let anchorPath = "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor"

@Suite struct CompositionalSpecAnchorErrorTests {
    @Test func topAndBottomTogetherAreRefused() {
        expectError(
            badgeAnchor(#"{ "edges": ["top", "bottom"] }"#), path: "\(anchorPath).edges",
            "top and bottom contradict each other; keep one of them (or neither for the middle)")
    }
    @Test func leadingAndTrailingTogetherAreRefused() {
        expectError(
            badgeAnchor(#"{ "edges": ["leading", "top", "trailing"] }"#), path: "\(anchorPath).edges",
            "leading and trailing contradict each other")
    }
    @Test func anUnknownEdgeListsTheEdges() {
        expectError(
            badgeAnchor(#"{ "edges": ["top", "right"] }"#), path: "\(anchorPath).edges[1]",
            #"unknown value "right"; use one of "top", "leading", "bottom", "trailing""#)
    }
    @Test func twoOffsetsAreRefused() {
        expectError(
            badgeAnchor(
                #"{ "edges": ["top"], "fractionalOffset": { "x": 0.5 }, "absoluteOffset": { "y": 1 } }"#),
            path: "\(anchorPath).absoluteOffset", #"keep "fractionalOffset" or "absoluteOffset", not both"#)
    }
    @Test func aBadgeWithoutAnAnchorIsRefused() {
        expectError(
            oneSubitem(
                #"{ "size": { "width": { "absolute": 50 }, "height": { "absolute": 50 } }, "supplementaryItems": [ { "elementKind": "badge", "size": { "width": { "absolute": 20 }, "height": { "absolute": 20 } } } ] }"#
            ), path: anchorPath, #"is missing; add "containerAnchor": {"edges": ["top", "trailing"]}"#)
    }
    @Test func aBadgeWithoutAKindIsRefused() {
        expectError(
            oneSubitem(
                #"{ "size": { "width": { "absolute": 50 }, "height": { "absolute": 50 } }, "supplementaryItems": [ { "elementKind": 3 } ] }"#
            ), path: "sections[0].group.subitems[0].supplementaryItems[0].elementKind",
            #"must be a string such as "badge", got 3"#)
    }
}

@Suite struct CompositionalSpecSectionErrorTests {
    @Test func aSectionWithoutAGroupIsRefused() {
        expectError(
            oneSection(#""interGroupSpacing": 4"#), path: "sections[0].group", #"is missing; add "group": {"axis""#)
    }
    @Test func anUnknownSectionKeyListsTheSectionKeys() {
        expectError(
            rowSection(#""groups": []"#), path: "sections[0].groups", #"unknown key "groups""#, #""group""#,
            #""orthogonalScrollingBehavior""#, #""decorationItems""#)
    }
    @Test func aSectionHeaderIsToldThereAreNone() {
        expectError(
            rowSection(#""header": { "height": 44 }"#), path: "sections[0].header",
            #"the "compositional" layout has no headers; remove it and add { "elementKind": "header", "size": ..., "alignment": "top" } to the section's "boundarySupplementaryItems""#
        )
    }
    @Test func anUnknownOrthogonalBehaviourListsTheBehaviours() {
        expectError(
            rowSection(#""orthogonalScrollingBehavior": "sideways""#), path: "sections[0].orthogonalScrollingBehavior",
            #"unknown value "sideways"; use one of "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered""#
        )
    }
    @Test func anOrthogonalOffsetWithoutABehaviourIsRefused() {
        expectError(
            rowSection(#""orthogonalOffset": 40"#), path: "sections[0].orthogonalOffset",
            #"set "orthogonalScrollingBehavior" (e.g. "continuous") or remove it"#)
    }
    @Test func aNegativeInterGroupSpacingIsRefused() {
        expectError(
            rowSection(#""interGroupSpacing": -4"#), path: "sections[0].interGroupSpacing", "must not be negative")
    }
    @Test func anUnknownContentInsetsReferenceListsTheReferences() {
        expectError(
            rowSection(#""contentInsetsReference": "device""#), path: "sections[0].contentInsetsReference",
            #"use one of "automatic", "none", "safeArea", "layoutMargins", "readableContent""#)
    }
    @Test func anUnknownAlignmentListsTheAlignments() {
        expectError(
            rowSection(
                #""boundarySupplementaryItems": [ { "elementKind": "header", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "alignment": "middle" } ]"#
            ), path: "sections[0].boundarySupplementaryItems[0].alignment",
            #"unknown value "middle"; use one of "top", "topLeading", "leading""#)
    }
    @Test func aBoundaryItemWithoutAnAlignmentIsRefused() {
        expectError(
            rowSection(
                #""boundarySupplementaryItems": [ { "elementKind": "header", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } } } ]"#
            ), path: "sections[0].boundarySupplementaryItems[0].alignment", #"is missing; add "alignment": "top""#)
    }
    @Test func anUnknownBoundaryItemKeyIsRefused() {
        expectError(
            rowSection(
                #""boundarySupplementaryItems": [ { "elementKind": "header", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "alignment": "top", "pinned": true } ]"#
            ), path: "sections[0].boundarySupplementaryItems[0].pinned", #"unknown key "pinned""#,
            #""pinToVisibleBounds""#)
    }
    @Test func aDecorationWithASizeIsRefused() {
        expectError(
            rowSection(#""decorationItems": [ { "elementKind": "background", "size": {} } ]"#),
            path: "sections[0].decorationItems[0].size", #"unknown key "size""#, #""contentInsets""#)
    }
    @Test func boundaryItemsThatAreNotAnArrayAreRefused() {
        expectError(
            rowSection(#""boundarySupplementaryItems": { "elementKind": "header" }"#),
            path: "sections[0].boundarySupplementaryItems", #"must be an array such as [{"elementKind": "header""#)
    }
    @Test func insetsWiderThanTheContainerAreRefusedWhenSolved() {
        expectError(
            rowSection(#""contentInsets": { "leading": 200, "trailing": 200 }"#), path: "sections[0].contentInsets",
            "exceed the container's 390; reduce them", solving: true)
    }
}

@Suite struct CompositionalSpecLayoutErrorTests {
    @Test func anUnknownTopLevelKeyListsTheKindsKeys() {
        expectError(
            oneSubitem(fullItem).replacingOccurrences(of: #""sections""#, with: #""safeArea": {}, "sections""#),
            path: "safeArea", #"unknown key "safeArea""#, #""safeAreaInsets", "layoutMargins""#)
    }
    @Test func safeAreaInsetsMustBeDirectional() {
        expectError(
            oneSubitem(fullItem).replacingOccurrences(
                of: #""sections""#, with: #""safeAreaInsets": { "right": 4 }, "sections""#),
            path: "safeAreaInsets.right", #"unknown key "right""#)
    }
    @Test func layoutOptionsAreCheckedAgainstTheTable() {
        expectError(
            oneSubitem(fullItem).replacingOccurrences(
                of: #""sections""#, with: #""options": { "contentInsetsReference": "device" }, "sections""#),
            path: "options.contentInsetsReference", #"unknown value "device"; use one of "automatic""#)
        expectError(
            oneSubitem(fullItem).replacingOccurrences(
                of: #""sections""#, with: #""options": { "spacing": 4 }, "sections""#),
            path: "options.spacing", #"unknown key "spacing" for the "compositional" layout"#)
    }
    @Test func layoutBoundaryItemsAreCheckedItemByItem() {
        expectError(
            oneSubitem(fullItem).replacingOccurrences(
                of: #""sections""#, with: #""options": { "boundarySupplementaryItems": [ 3 ] }, "sections""#),
            path: "options.boundarySupplementaryItems[0]", "must be an object, got a number")
        expectError(
            oneSubitem(fullItem).replacingOccurrences(
                of: #""sections""#,
                with: #""options": { "boundarySupplementaryItems": [ { "elementKind": "header" } ] }, "sections""#),
            path: "options.boundarySupplementaryItems[0].size", #"is missing; add "size""#)
    }
    @Test func aNegativeMeasuredHeightIsRefused() {
        expectError(
            oneSubitem(fullItem).replacingOccurrences(of: #"{ "count": 3 }"#, with: #"[ { "height": -5 } ]"#),
            path: "sections[0].items[0].height", "must not be negative")
    }
}
