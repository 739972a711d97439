import LayoutEngine

// The compositional kind's items and groups in specs: items with insets, edge spacing and badges,
// groups of subitems (cycled, `repeatingCount`, `repeatingCopies`), custom groups of frames, and the
// supplementary items attached to them (R2-R7, R12, D12).

extension CompositionalSpec {
    /// An item's keys.
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    /// The keys of a horizontal or vertical group.
    static let groupKeys = [
        "axis", "size", "subitems", "repeatingCount", "repeatingCopies", "interItemSpacing", "contentInsets",
        "edgeSpacing", "supplementaryItems",
    ]
    /// The keys of a custom group (D12: its frames are its leaves).
    static let customGroupKeys = ["axis", "size", "frames", "contentInsets", "edgeSpacing", "supplementaryItems"]
    /// The values of a group's `axis`.
    static let groupAxes = CompositionalGroupAxis.allCases.map(\.rawValue) + ["custom"]

    /// A member of a group: a nested group when it has `axis`, else an item.
    static func subitem(_ n: SpecNode) throws(SpecError) -> CompositionalSubitem {
        n.child("axis") != nil ? .group(try group(n)) : .item(try item(n))
    }

    /// An item (`NSCollectionLayoutItem`): `size`, `contentInsets`, `edgeSpacing`, `supplementaryItems`.
    static func item(_ n: SpecNode) throws(SpecError) -> CompositionalItem {
        try n.object(
            itemKeys, shape: "such as {\"size\": {...}}", hint: "a nested group needs \"axis\" and \"subitems\"")
        return CompositionalItem(
            layoutSize: try layoutSize(of: n), contentInsets: try insets(n, "contentInsets"),
            edgeSpacing: try edgeSpacing(n), supplementaryItems: try supplementaries(n))
    }

    /// A group (`NSCollectionLayoutGroup`): `axis` horizontal or vertical with `subitems` (and at
    /// most one of `repeatingCount` and `repeatingCopies`, which need exactly one subitem), or
    /// `axis` custom with `frames`.
    static func group(_ n: SpecNode) throws(SpecError) -> CompositionalGroup {
        try n.object(
            groupKeys + ["frames"], shape: "such as {\"axis\": \"horizontal\", \"size\": {...}, \"subitems\": [...]}")
        let axisNode = try n.required("axis", add: "\"horizontal\", \"vertical\" or \"custom\"")
        let axis = try readChoice(axisNode.value, path: axisNode.path, groupAxes)
        let layout: CompositionalGroupLayout
        if axis == "custom" {
            try n.object(customGroupKeys, shape: "", hint: "a custom group places its \"frames\", one cell each")
            let frames = try n.required("frames", add: "[{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 100}]")
            let items = try frames.elements(example: "{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 100}")
            guard !items.isEmpty else {
                throw SpecError(
                    path: frames.path,
                    "a custom group needs at least one frame; add {\"x\": 0, \"y\": 0, \"width\": .., \"height\": ..}")
            }
            var custom: [CompositionalCustomItem] = []
            for f in items { custom.append(try customItem(f)) }
            layout = .custom(custom)
        } else {
            if let f = n.child("frames") {
                throw SpecError(path: f.path, "only a custom group has frames; set \"axis\": \"custom\" or remove it")
            }
            layout = try arrangement(n, axis: CompositionalGroupAxis(rawValue: axis)!)
        }
        var spacing = CompositionalSpacing.fixed(0)
        if let s = n.child("interItemSpacing") { spacing = try self.spacing(s) }
        return CompositionalGroup(
            layoutSize: try layoutSize(of: n), layout: layout, interItemSpacing: spacing,
            contentInsets: try insets(n, "contentInsets"), edgeSpacing: try edgeSpacing(n),
            supplementaryItems: try supplementaries(n))
    }

    /// A horizontal or vertical group's members: cycled subitems (R2), or one subitem repeated
    /// `repeatingCount` times to fill the group (R4) or `repeatingCopies` times at its own size.
    private static func arrangement(_ n: SpecNode, axis: CompositionalGroupAxis) throws(SpecError)
        -> CompositionalGroupLayout
    {
        let list = try n.required("subitems", add: "[{\"size\": {...}}]")
        let nodes = try list.elements(example: "{\"size\": {...}}")
        guard !nodes.isEmpty else {
            throw SpecError(path: list.path, "a group needs at least one subitem; add an item")
        }
        var subitems: [CompositionalSubitem] = []
        for s in nodes { subitems.append(try subitem(s)) }
        let repeats = ["repeatingCount", "repeatingCopies"].filter { n.child($0) != nil }
        guard let key = repeats.first else { return .subitems(axis, subitems) }
        guard repeats.count == 1 else {
            throw SpecError(
                path: "\(n.path).repeatingCopies",
                "a group repeats its subitem one way; keep \"repeatingCount\" (fill the group) or \"repeatingCopies\" (the subitem's own size)"
            )
        }
        guard subitems.count == 1 else {
            throw SpecError(
                path: list.path,
                "\"\(key)\" repeats one subitem, got \(subitems.count); keep one subitem or remove \"\(key)\"")
        }
        let count = try n.integer(key, default: 1, minimum: 1)
        return key == "repeatingCount"
            ? .repeatingCount(axis, subitems[0], count: count) : .repeatingCopies(axis, subitems[0], count: count)
    }

    /// A custom group's leaf: `{"x", "y", "width", "height", "zIndex"}` relative to the group's
    /// origin (D12); width and height required.
    private static func customItem(_ n: SpecNode) throws(SpecError) -> CompositionalCustomItem {
        try n.object(
            ["x", "y", "width", "height", "zIndex"], shape: "{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 100}")
        _ = try n.required("width", add: "100 (points)")
        _ = try n.required("height", add: "100 (points)")
        return CompositionalCustomItem(
            frame: Rect(
                x: try n.number("x", default: 0), y: try n.number("y", default: 0), width: try n.length("width"),
                height: try n.length("height")),
            zIndex: try n.zIndex("zIndex", default: 0))
    }

    /// The `supplementaryItems` of an item or group.
    private static func supplementaries(_ n: SpecNode) throws(SpecError) -> [CompositionalSupplementaryItem] {
        var all: [CompositionalSupplementaryItem] = []
        for s in try n.list("supplementaryItems", example: "{\"elementKind\": \"badge\", ...}") {
            all.append(try supplementary(s))
        }
        return all
    }

    /// A badge or other view on a cell (`NSCollectionLayoutSupplementaryItem`, R12): `elementKind`,
    /// `size` and `containerAnchor` required; `itemAnchor` and `zIndex` (default 1, D14) optional.
    static func supplementary(_ n: SpecNode) throws(SpecError) -> CompositionalSupplementaryItem {
        try n.object(
            ["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex"],
            shape:
                "such as {\"elementKind\": \"badge\", \"size\": {...}, \"containerAnchor\": {\"edges\": [\"top\", \"trailing\"]}}"
        )
        let kind = try n.string("elementKind", example: "badge")
        let size = try layoutSize(of: n)
        let container = try anchor(n.required("containerAnchor", add: "{\"edges\": [\"top\", \"trailing\"]}"))
        var itemAnchor: CompositionalAnchor?
        if let a = n.child("itemAnchor") { itemAnchor = try anchor(a) }
        return CompositionalSupplementaryItem(
            elementKind: kind, layoutSize: size, containerAnchor: container, itemAnchor: itemAnchor,
            zIndex: try n.zIndex("zIndex", default: 1))
    }
}
