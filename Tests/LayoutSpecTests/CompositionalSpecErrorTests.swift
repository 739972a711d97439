import LayoutEngine
import LayoutSpec
import Testing

/// The error a compositional spec gives when parsed (and, with `solving`, solved).
func compositionalError(_ json: String, solving: Bool = false) -> SpecError? {
    do {
        let layout = try compositional(json)
        if solving { _ = try layout.solve(includesGuides: false) }
        return nil
    } catch let error as SpecError {
        return error
    } catch {
        return SpecError(path: "?", "\(error)")
    }
}

/// Expects `json` to fail at `path` with a message containing every part of `message`.
func expectError(
    _ json: String, path: String, _ message: String..., solving: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let error = compositionalError(json, solving: solving)
    #expect(error?.path == path, "\(String(describing: error))", sourceLocation: sourceLocation)
    for part in message {
        #expect(error?.message.contains(part) == true, "\(String(describing: error))", sourceLocation: sourceLocation)
    }
}

/// A section whose item has `width` as its width dimension.
func itemWidth(_ width: String) -> String {
    oneSubitem(#"{ "size": { "width": \#(width), "height": { "absolute": 10 } } }"#)
}

let itemWidthPath = "sections[0].group.subitems[0].size.width"

@Suite struct CompositionalSpecDimensionErrorTests {
    /// An item width, the key at fault (below the width's path) and the message's telling part.
    static let badWidths: [(width: String, key: String, message: String)] = [
        (#"{ "fractionalWidth": 1, "absolute": 4 }"#, "", #"got "fractionalWidth" and "absolute"; keep one"#),
        ("{}", "", "must be exactly one of {\"fractionalWidth\": f}, {\"fractionalHeight\": f}, {\"absolute\": v}"),
        (
            #"{ "fraction": 0.5 }"#, ".fraction",
            #"unknown key "fraction"; allowed here: "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings""#
        ),
        ("0.5", "", #"must be an object of one key: {"fractionalWidth": f}"#),
        (
            #"{ "fractionalWidth": 0 }"#, ".fractionalWidth",
            "greater than 0, got 0; use e.g. 0.5 for half the container"
        ),
        (#"{ "fractionalHeight": -0.5 }"#, ".fractionalHeight", "greater than 0, got -0.5"),
        (#"{ "fractionalWidth": 1e999 }"#, ".fractionalWidth", "must be a finite number"),
        (#"{ "absolute": -1 }"#, ".absolute", "must not be negative, got -1; use 0 or a positive value"),
        (#"{ "estimated": -20 }"#, ".estimated", "must not be negative, got -20"),
        (#"{ "uniformAcrossSiblings": 1e999 }"#, ".uniformAcrossSiblings", "must be a finite number"),
    ]

    /// Two forms, none, an unknown form, a bare number, a zero, negative or infinite fraction, a
    /// negative absolute length or estimate, an infinite uniform estimate.
    @Test(arguments: badWidths.indices)
    func aBadDimensionIsRefusedWithItsPathAndFix(index: Int) {
        let (width, key, message) = Self.badWidths[index]
        expectError(itemWidth(width), path: itemWidthPath + key, message)
    }
    @Test func aSizeWithoutAHeightIsRefused() {
        expectError(
            oneSubitem(#"{ "size": { "width": { "absolute": 10 } } }"#),
            path: "sections[0].group.subitems[0].size.height", #"is missing; add "height": {"absolute": 44}"#)
    }
    @Test func anItemWithoutASizeIsRefused() {
        expectError(oneSubitem("{}"), path: "sections[0].group.subitems[0].size", #"is missing; add "size""#)
    }
}

@Suite struct CompositionalSpecGroupErrorTests {
    @Test func aSubitemThatCanNeverFitItsGroupIsRefusedWhenSolved() {
        // R3: 500 points can never fit in a 390-point group.
        expectError(
            itemWidth(#"{ "absolute": 500 }"#), path: "sections[0].group.subitems[0]", "can never fit",
            "make it smaller or the group larger", solving: true)
    }
    @Test func aCustomGroupWithNoFramesIsRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "custom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 200 } }, "frames": [] }"#
            ), path: "sections[0].group.frames", "a custom group needs at least one frame; add {\"x\": 0")
    }
    @Test func aCustomGroupWithoutFramesIsRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "custom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 200 } } }"#
            ), path: "sections[0].group.frames", #"is missing; add "frames": [{"x": 0"#)
    }
    @Test func aCustomGroupWithSubitemsIsRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "custom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 200 } }, "subitems": [ \#(fullItem) ], "frames": [ { "width": 1, "height": 1 } ] }"#
            ), path: "sections[0].group.subitems", #"unknown key "subitems""#,
            #"a custom group places its "frames", one cell each"#)
    }
    @Test func framesOnAHorizontalGroupAreRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 200 } }, "subitems": [ \#(fullItem) ], "frames": [] }"#
            ), path: "sections[0].group.frames", #"only a custom group has frames; set "axis": "custom""#)
    }
    @Test func aFrameWithoutAWidthIsRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "custom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 200 } }, "frames": [ { "x": 0, "height": 10 } ] }"#
            ), path: "sections[0].group.frames[0].width", #"is missing; add "width": 100 (points)"#)
    }
    @Test func repeatingCountWithTwoSubitemsIsRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "subitems": [ \#(fullItem), \#(fullItem) ], "repeatingCount": 2 }"#
            ), path: "sections[0].group.subitems",
            #""repeatingCount" repeats one subitem, got 2; keep one subitem or remove "repeatingCount""#)
    }
    @Test func repeatingCopiesWithTwoSubitemsIsRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "subitems": [ \#(fullItem), \#(fullItem) ], "repeatingCopies": 3 }"#
            ), path: "sections[0].group.subitems", #""repeatingCopies" repeats one subitem, got 2"#)
    }
    @Test func repeatingCountAndCopiesTogetherAreRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "subitems": [ \#(fullItem) ], "repeatingCount": 2, "repeatingCopies": 3 }"#
            ), path: "sections[0].group.repeatingCopies",
            #"keep "repeatingCount" (fill the group) or "repeatingCopies" (the subitem's own size)"#)
    }
    @Test func aZeroRepeatingCountIsRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "subitems": [ \#(fullItem) ], "repeatingCount": 0 }"#
            ), path: "sections[0].group.repeatingCount", "must be at least 1, got 0")
    }
    @Test func aGroupWithNoSubitemsIsRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "subitems": [] }"#
            ), path: "sections[0].group.subitems", "a group needs at least one subitem; add an item")
    }
    @Test func anUnknownGroupAxisListsTheAxes() {
        expectError(
            oneSection(
                #""group": { "axis": "diagonal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "subitems": [ \#(fullItem) ] }"#
            ), path: "sections[0].group.axis",
            #"unknown value "diagonal"; use one of "horizontal", "vertical", "custom""#)
    }
    @Test func anItemWithSubitemsButNoAxisIsToldToAddOne() {
        expectError(
            oneSubitem(#"{ "size": { "width": { "absolute": 1 }, "height": { "absolute": 1 } }, "subitems": [] }"#),
            path: "sections[0].group.subitems[0].subitems", #"unknown key "subitems""#,
            #"a nested group needs "axis" and "subitems""#)
    }
    @Test func aSpacingWithBothFormsIsRefused() {
        expectError(
            oneSection(
                #""group": { "axis": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "subitems": [ \#(fullItem) ], "interItemSpacing": { "fixed": 1, "flexible": 2 } }"#
            ), path: "sections[0].group.interItemSpacing",
            #"must be exactly one of {"fixed": v} or {"flexible": v}, got 2 keys; keep one"#)
    }
    @Test func leftAndRightInsetsAreToldToBeDirectional() {
        expectError(
            oneSubitem(
                #"{ "size": { "width": { "absolute": 1 }, "height": { "absolute": 1 } }, "contentInsets": { "left": 2 } }"#
            ),
            path: "sections[0].group.subitems[0].contentInsets.left", #"unknown key "left""#,
            "insets are directional: leading and trailing, not left and right")
    }
}
