import LayoutEngine

// The compositional kind's sections in specs: the group, spacing and insets, orthogonal scrolling,
// boundary supplementary items (headers, footers) and decoration items (backgrounds), the measured
// sizes of self-sizing cells, and the layout-wide configuration (R8-R17).

extension CompositionalSpec {
    /// An example boundary item, for messages.
    static let boundaryExample =
        "{\"elementKind\": \"header\", \"size\": {\"width\": {\"fractionalWidth\": 1}, \"height\": {\"absolute\": 44}}, \"alignment\": \"top\"}"

    /// Section `s` (`NSCollectionLayoutSection`) from its keys (`sectionKeys`) and its items.
    static func section(_ s: SectionDocument) throws(SpecError) -> CompositionalSection {
        guard let raw = s.raw else { preconditionFailure("a compositional section keeps its JSON") }
        let n = SpecNode(value: raw, path: s.path)
        let group = try group(
            n.required("group", add: "{\"axis\": \"horizontal\", \"size\": {...}, \"subitems\": [{\"size\": {...}}]}"))
        let behavior = try n.choice("orthogonalScrollingBehavior") ?? CompositionalOrthogonalScrolling.none
        if behavior == .none, let o = n.child("orthogonalOffset") {
            throw SpecError(
                path: o.path,
                "is for sections that scroll across the layout; set \"orthogonalScrollingBehavior\" (e.g. \"continuous\") or remove it"
            )
        }
        var boundaryItems: [CompositionalBoundaryItem] = []
        for b in try n.list("boundarySupplementaryItems", example: boundaryExample) {
            boundaryItems.append(try boundaryItem(b))
        }
        var decorations: [CompositionalDecorationItem] = []
        for d in try n.list("decorationItems", example: "{\"elementKind\": \"background\"}") {
            decorations.append(try decoration(d))
        }
        return CompositionalSection(
            group: group, items: try items(s), interGroupSpacing: try n.length("interGroupSpacing"),
            contentInsets: try insets(n, "contentInsets"),
            supplementariesFollowContentInsets: try n.bool("supplementariesFollowContentInsets", default: true),
            contentInsetsReference: try n.choice("contentInsetsReference"),
            orthogonalScrollingBehavior: behavior, orthogonalOffset: try n.number("orthogonalOffset", default: 0),
            boundarySupplementaryItems: boundaryItems, decorationItems: decorations)
    }

    /// The section's cells: `{"count": n}` (with `width`/`height`, the size every cell measured) or
    /// one object per cell (`{"width": 120, "height": 61}`, `{}` for an unmeasured cell). A measured
    /// side replaces an estimated dimension (R8); the layout's `options` may give a default.
    static func items(_ s: SectionDocument) throws(SpecError) -> CompositionalItems {
        func measured(_ scope: Scope) throws(SpecError) -> CompositionalMeasuredSize? {
            let width = try scope.number("width")
            let height = try scope.number("height")
            return width == nil && height == nil ? nil : CompositionalMeasuredSize(width: width, height: height)
        }
        switch s.itemStorage {
        case .repeated(let count, _): return CompositionalItems(count: count, uniform: try measured(s.item(0)))
        case .list:
            let sizes = try s.mapItems { scope throws(SpecError) in try measured(scope) ?? CompositionalMeasuredSize() }
            return CompositionalItems(measured: sizes)
        }
    }

    /// A header, footer or other view on a section's or the layout's edge
    /// (`NSCollectionLayoutBoundarySupplementaryItem`, R10): `elementKind`, `size` and `alignment`
    /// required; `offset`, `extendsBoundary` (true), `pinToVisibleBounds` (false), `zIndex` (1).
    static func boundaryItem(_ n: SpecNode) throws(SpecError) -> CompositionalBoundaryItem {
        try n.object(
            ["elementKind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex"],
            shape: "such as \(boundaryExample)")
        let kind = try n.string("elementKind", example: "header")
        let size = try layoutSize(of: n)
        _ = try n.required("alignment", add: "\"top\" (or \"bottom\", \"leading\", \"topLeading\", ...)")
        let alignment: CompositionalRectAlignment = try n.choice("alignment")! // present: required above
        var offset = Point.zero
        if let o = n.child("offset") { offset = try point(o) }
        return CompositionalBoundaryItem(
            elementKind: kind, layoutSize: size, alignment: alignment, offset: offset,
            extendsBoundary: try n.bool("extendsBoundary", default: true),
            pinToVisibleBounds: try n.bool("pinToVisibleBounds", default: false),
            zIndex: try n.zIndex("zIndex", default: 1))
    }

    /// A section background (`NSCollectionLayoutDecorationItem.background`, R13): `elementKind`
    /// required; `contentInsets` and `zIndex` (default 0) optional.
    static func decoration(_ n: SpecNode) throws(SpecError) -> CompositionalDecorationItem {
        try n.object(["elementKind", "contentInsets", "zIndex"], shape: "such as {\"elementKind\": \"background\"}")
        return CompositionalDecorationItem(
            elementKind: try n.string("elementKind", example: "background"),
            contentInsets: try insets(n, "contentInsets"),
            zIndex: try n.zIndex("zIndex", default: 0))
    }

    /// The layout-wide settings (`UICollectionViewCompositionalLayoutConfiguration`, R15-R17): the
    /// scroll direction, the `options` `interSectionSpacing`, `contentInsetsReference` and
    /// `boundarySupplementaryItems`, and the top-level `safeAreaInsets` and `layoutMargins`.
    static func configuration(_ doc: SpecDocument) throws(SpecError) -> CompositionalConfiguration {
        let top = SpecNode(value: .object(doc.kindFields), path: "")
        var boundaryItems: [CompositionalBoundaryItem] = []
        if let (value, path) = doc.options.lookup("boundarySupplementaryItems") {
            for b in try SpecNode(value: value, path: path).elements(example: boundaryExample) {
                boundaryItems.append(try boundaryItem(b))
            }
        }
        return CompositionalConfiguration(
            scrollDirection: doc.scrollDirection,
            interSectionSpacing: try doc.options.number("interSectionSpacing") ?? 0,
            boundarySupplementaryItems: boundaryItems,
            contentInsetsReference: try doc.options.choice("contentInsetsReference", default: .automatic),
            safeAreaInsets: try insets(top, "safeAreaInsets"), layoutMargins: try insets(top, "layoutMargins"))
    }
}
