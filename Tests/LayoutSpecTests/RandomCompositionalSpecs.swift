import LayoutEngine

@testable import LayoutSpec

/// Random vertical `compositional` specs (`RandomSpecs.vertical("compositional")`), drawing on every
/// key of the kind: nested groups (three levels), `repeatingCount` and `repeatingCopies`, custom
/// groups, fixed and flexible spacing, edge spacing, insets, estimated and uniform dimensions with
/// measured sizes, badges on every anchor, boundary items of every alignment (pinned, offset, not
/// extending), backgrounds, every orthogonal behaviour with an offset, the layout's own boundary
/// items, `interSectionSpacing`, `contentInsetsReference`, `safeAreaInsets` and `layoutMargins`.
/// Lengths are on a quarter-point grid, fractions such as 1/3 and 0.7; most specs are valid.
extension RandomSpecs {
    mutating func compositional() -> JSONValue {
        var options: [(String, JSONValue)] = [("interSectionSpacing", n(pick([0, 8, 12.5])))]
        if chance(0.3) { options.append(("contentInsetsReference", .string(pick(Self.insetsReferences)))) }
        if chance(0.3) { options.append(("boundarySupplementaryItems", .array([boundaryItem()]))) }
        if chance(0.1) { options.append(("height", n(length(20...90)))) }
        var spec = spec("compositional", options: options, sectionCount: 1...4) { r, _ in r.compositionalSection() }
        if chance(0.4) { spec = setting("safeAreaInsets", directionalInsets(40), in: spec) }
        if chance(0.3) { spec = setting("layoutMargins", directionalInsets(16), in: spec) }
        return spec
    }

    static let insetsReferences = CompositionalContentInsetsReference.allCases.map(\.rawValue)

    /// `{"top", "leading", "bottom", "trailing"}`, each up to `max` (some sides missing).
    mutating func directionalInsets(_ max: Double) -> JSONValue {
        var sides: [(String, JSONValue)] = []
        for side in ["top", "leading", "bottom", "trailing"] where chance(0.8) {
            sides.append((side, n(length(0...max))))
        }
        return obj(sides)
    }

    mutating func fraction() -> Double { pick([0.2, 0.25, 1.0 / 3, 0.5, 0.7, 1]) }

    /// `{"width": ..., "height": ...}` of dimensions.
    func size(_ width: JSONValue, _ height: JSONValue) -> JSONValue { obj([("width", width), ("height", height)]) }
    func dimension(_ key: String, _ v: Double) -> JSONValue { obj([(key, n(v))]) }

    /// An item's dimension across its group's axis or along it: mostly fractions, some points,
    /// estimates (replaced by measured sizes) and uniform estimates.
    mutating func itemDimension(_ own: String) -> JSONValue {
        switch int(0...9) {
        case 0...4: return dimension(own, fraction())
        case 5: return dimension(own == "fractionalWidth" ? "fractionalHeight" : "fractionalWidth", 0.1)
        case 6: return dimension("absolute", length(10...60))
        case 7, 8: return dimension("estimated", length(0...60))
        default: return dimension("uniformAcrossSiblings", length(10...50))
        }
    }

    /// `{"fixed": v}` or `{"flexible": v}`.
    mutating func spacing(_ max: Double) -> JSONValue {
        obj([(chance(0.5) ? "fixed" : "flexible", n(length(0...max)))])
    }

    mutating func edgeSpacing() -> JSONValue {
        var sides: [(String, JSONValue)] = []
        for side in ["leading", "top", "trailing", "bottom"] where chance(0.4) { sides.append((side, spacing(6))) }
        return obj(sides)
    }

    /// An anchor: at most one of top/bottom and of leading/trailing, an offset of either form or none.
    mutating func anchor() -> JSONValue {
        var edges: [JSONValue] = []
        if let v = pick(["top", "bottom", nil]) { edges.append(.string(v)) }
        if let h = pick(["leading", "trailing", nil]) { edges.append(.string(h)) }
        var fields: [(String, JSONValue)] = [("edges", .array(edges))]
        switch int(0...2) {
        case 0: fields.append(("fractionalOffset", obj([("x", n(pick([0.5, -0.25]))), ("y", n(pick([-0.5, 0.3])))])))
        case 1: fields.append(("absoluteOffset", obj([("x", n(length(-6...6))), ("y", n(length(-6...6)))])))
        default: break
        }
        return obj(fields)
    }

    /// A badge: a small view anchored to its item or group.
    mutating func badge() -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("elementKind", .string(pick(["badge", "dot"]))),
            (
                "size",
                size(dimension("absolute", length(6...20)), dimension(pick(["absolute", "fractionalHeight"]), 0.25))
            ),
            ("containerAnchor", anchor()),
        ]
        if chance(0.3) { fields.append(("itemAnchor", anchor())) }
        if chance(0.3) { fields.append(("zIndex", n(Double(int(-1...3))))) }
        return obj(fields)
    }

    /// A header, footer or side view of any alignment.
    mutating func boundaryItem() -> JSONValue {
        let alignments = CompositionalRectAlignment.allCases.map(\.rawValue)
        var fields: [(String, JSONValue)] = [
            ("elementKind", .string(pick(["header", "footer", "side"]))),
            (
                "size",
                size(
                    chance(0.7)
                        ? dimension("fractionalWidth", pick([1, 0.5])) : dimension("absolute", length(20...80)),
                    pick([
                        dimension("absolute", length(10...50)), dimension("estimated", length(20...44)),
                        dimension("fractionalHeight", 0.05),
                    ]))
            ),
            ("alignment", .string(pick(alignments))),
        ]
        if chance(0.3) { fields.append(("offset", obj([("x", n(length(-5...5))), ("y", n(length(-5...5)))]))) }
        if chance(0.2) { fields.append(("extendsBoundary", .bool(false))) }
        if chance(0.4) { fields.append(("pinToVisibleBounds", .bool(true))) }
        if chance(0.2) { fields.append(("zIndex", n(Double(int(0...3))))) }
        return obj(fields)
    }

    /// An item in a group of `axis`: any dimension (`along`, when given, its fraction along the
    /// axis); across a vertical group, all or half of it.
    mutating func compositionalItem(axis: String, along: Double? = nil) -> JSONValue {
        var width =
            axis == "horizontal" ? itemDimension("fractionalWidth") : dimension("fractionalWidth", pick([1, 0.5]))
        var height = itemDimension("fractionalHeight")
        if let along, axis == "horizontal" { width = dimension("fractionalWidth", along) }
        if let along, axis == "vertical" { height = dimension("fractionalHeight", along) }
        var fields: [(String, JSONValue)] = [("size", size(width, height))]
        if chance(0.3) { fields.append(("contentInsets", directionalInsets(5))) }
        if chance(0.2) { fields.append(("edgeSpacing", edgeSpacing())) }
        if chance(0.2) { fields.append(("supplementaryItems", .array([badge()]))) }
        return obj(fields)
    }

    /// A horizontal, vertical or custom group, nesting groups up to three levels deep.
    mutating func compositionalGroup(depth: Int) -> JSONValue {
        if chance(0.1) {
            var frames: [JSONValue] = []
            for _ in 0..<int(1...4) {
                var frame: [(String, JSONValue)] = [
                    ("x", n(length(0...120))), ("y", n(length(0...60))), ("width", n(length(0...80))),
                    ("height", n(length(0...60))),
                ]
                if chance(0.3) { frame.append(("zIndex", n(Double(int(0...2))))) }
                frames.append(obj(frame))
            }
            var fields: [(String, JSONValue)] = [
                ("axis", .string("custom")),
                ("size", size(dimension("fractionalWidth", 1), dimension("absolute", length(40...120)))),
                ("frames", .array(frames)),
            ]
            if chance(0.2) { fields.append(("contentInsets", directionalInsets(5))) }
            return obj(fields)
        }
        let axis = pick(["horizontal", "vertical"])
        let width =
            axis == "horizontal" || depth > 0 || chance(0.5)
            ? dimension("fractionalWidth", depth == 0 ? pick([1, 0.9, 0.5]) : fraction())
            : dimension("absolute", length(60...160))
        let height: JSONValue =
            switch int(0...4) {
            case 0: dimension("fractionalHeight", pick([0.2, 0.25, 0.4]))
            case 1: dimension("fractionalWidth", pick([0.3, 0.5]))
            case 2: dimension("estimated", length(30...120))
            default: dimension("absolute", length(40...200))
            }
        var fields: [(String, JSONValue)] = [("axis", .string(axis)), ("size", size(width, height))]
        func member(_ r: inout RandomSpecs) -> JSONValue {
            depth < 2 && r.chance(0.25) ? r.compositionalGroup(depth: depth + 1) : r.compositionalItem(axis: axis)
        }
        switch int(0...4) {
        case 0:
            fields.append(("subitems", .array([member(&self)])))
            fields.append(("repeatingCount", n(Double(int(1...4)))))
        case 1:
            // Copies at the subitem's size: a fraction that leaves room for them.
            let copies = int(1...3)
            fields.append(("subitems", .array([compositionalItem(axis: axis, along: 1 / Double(copies + 1))])))
            fields.append(("repeatingCopies", n(Double(copies))))
        default:
            var members: [JSONValue] = []
            for _ in 0..<int(1...3) { members.append(member(&self)) }
            fields.append(("subitems", .array(members)))
        }
        if chance(0.5) { fields.append(("interItemSpacing", spacing(10))) }
        if chance(0.2) { fields.append(("contentInsets", directionalInsets(5))) }
        if chance(0.2) { fields.append(("edgeSpacing", edgeSpacing())) }
        if chance(0.1) { fields.append(("supplementaryItems", .array([badge()]))) }
        return obj(fields)
    }

    /// A section's cells: a count (some with one measured size for all) or one object per cell,
    /// some measured.
    mutating func compositionalItems() -> JSONValue {
        if chance(0.5) {
            var fields: [(String, JSONValue)] = [("count", n(Double(int(0...20))))]
            if chance(0.2) { fields.append(("height", n(length(20...80)))) }
            if chance(0.1) { fields.append(("width", n(length(20...60)))) }
            return obj(fields)
        }
        return items(0...16) { r in
            var cell: [(String, JSONValue)] = []
            if r.chance(0.3) { cell.append(("height", r.n(r.length(10...90)))) }
            if r.chance(0.15) { cell.append(("width", r.n(r.length(10...60)))) }
            return cell
        }
    }

    /// A section: its group and cells, and each of the section's keys with some chance.
    mutating func compositionalSection() -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("group", compositionalGroup(depth: 0)), ("items", compositionalItems())]
        if chance(0.6) { fields.append(("interGroupSpacing", n(length(0...12)))) }
        if chance(0.5) { fields.append(("contentInsets", directionalInsets(16))) }
        if chance(0.2) { fields.append(("supplementariesFollowContentInsets", .bool(false))) }
        if chance(0.2) {
            fields.append(("contentInsetsReference", .string(pick(Self.insetsReferences))))
        }
        if chance(0.3) {
            let behaviors = CompositionalOrthogonalScrolling.allCases.map(\.rawValue).filter { $0 != "none" }
            fields.append(("orthogonalScrollingBehavior", .string(pick(behaviors))))
            if chance(0.7) { fields.append(("orthogonalOffset", n(length(-50...900)))) }
        }
        if chance(0.5) {
            var list: [JSONValue] = []
            for _ in 0..<int(1...3) { list.append(boundaryItem()) }
            fields.append(("boundarySupplementaryItems", .array(list)))
        }
        if chance(0.3) {
            var decoration: [(String, JSONValue)] = [("elementKind", .string("background"))]
            if chance(0.5) { decoration.append(("contentInsets", directionalInsets(8))) }
            if chance(0.2) { decoration.append(("zIndex", n(Double(int(-1...1))))) }
            fields.append(("decorationItems", .array([obj(decoration)])))
        }
        return fields
    }
}

/// The transposed problem of a compositional spec: sizes, points, frames, insets and edge spacing
/// swap their axes (`top` <-> `leading`, `bottom` <-> `trailing`, `fractionalWidth` <->
/// `fractionalHeight`), and so do group axes, boundary alignments (`topTrailing` <->
/// `bottomLeading`) and anchor edges (R16: the whole problem turned, not UIKit's horizontal mode of
/// the same keys). `scrollDirection` is set by the caller.
func transposedCompositional(_ v: JSONValue) -> JSONValue {
    let keys = [
        "width": "height", "height": "width", "x": "y", "y": "x", "top": "leading", "leading": "top",
        "bottom": "trailing", "trailing": "bottom", "fractionalWidth": "fractionalHeight",
        "fractionalHeight": "fractionalWidth",
    ]
    let values = [
        "top": "leading", "leading": "top", "bottom": "trailing", "trailing": "bottom", "topTrailing": "bottomLeading",
        "bottomLeading": "topTrailing", "horizontal": "vertical", "vertical": "horizontal",
    ]
    switch v {
    case .object(let fields):
        return .object(
            fields.map { k, value in
                switch (k, value) {
                case ("alignment", .string(let s)), ("axis", .string(let s)):
                    return (key: k, value: .string(values[s] ?? s))
                case ("edges", .array(let list)):
                    return (
                        key: k,
                        value: .array(list.map { if case .string(let s) = $0 { .string(values[s] ?? s) } else { $0 } })
                    )
                default: return (key: keys[k] ?? k, value: transposedCompositional(value))
                }
            })
    case .array(let list): return .array(list.map(transposedCompositional))
    default: return v
    }
}
