// From the UIKit-shaped objects to the engine's value model, for a container and the items of each
// section (what UIKit gets from the data source and from self-sizing cells), and the solve of it.
// The objects are read when translated: changes made to them afterwards do not reach a model
// already made.

import LayoutEngine

extension UICollectionViewLayout {
    /// The engine's model of this layout in a container of `containerSize`, one section per entry
    /// of `itemCounts` with that many cells (estimated sizes stay estimates).
    /// - Throws: `LayoutError` when the section provider returns nil, naming the section and the fix.
    public func model(in containerSize: CGSize, itemCounts: [Int]) throws(LayoutError) -> CompositionalLayoutModel {
        try model(in: containerSize, items: itemCounts.map { CompositionalItems(count: $0) })
    }

    /// The engine's model of this layout in a container of `containerSize`, one section per entry
    /// of `items` (a count, and the sizes self-sizing cells measured, which replace estimates).
    /// - Throws: `LayoutError` when the section provider returns nil, naming the section and the fix.
    public func model(in containerSize: CGSize, items: [CompositionalItems]) throws(LayoutError)
        -> CompositionalLayoutModel
    {
        guard let layout = self as? UICollectionViewCompositionalLayout else {
            throw LayoutError(path: "", "only UICollectionViewCompositionalLayout can be translated")
        }
        let translation = CompositionalTranslation(
            container: Size(width: Double(containerSize.width), height: Double(containerSize.height)))
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: containerSize, contentInsets: .zero))
        var sections: [CompositionalSection] = []
        sections.reserveCapacity(items.count)
        for (index, sectionItems) in items.enumerated() {
            guard let section = layout.sectionProvider(index, environment) else {
                throw LayoutError(
                    path: "sections[\(index)]",
                    "the section provider returned nil; return an NSCollectionLayoutSection for every section")
            }
            sections.append(translation.section(section, items: sectionItems))
        }
        let configuration = layout.configuration
        return CompositionalLayoutModel(
            configuration: CompositionalConfiguration(
                scrollDirection: configuration.scrollDirection.engineValue,
                interSectionSpacing: Double(configuration.interSectionSpacing),
                boundarySupplementaryItems: translation.boundaryItems(configuration.boundarySupplementaryItems),
                contentInsetsReference: configuration.contentInsetsReference),
            sections: sections)
    }

    /// This layout solved in a container of `containerSize` with `itemCounts` cells per section.
    /// - Parameters:
    ///   - containerSize: the collection view's size in points.
    ///   - itemCounts: the number of cells of each section (one entry per section).
    ///   - layoutDirection: left to right, or mirrored.
    ///   - includesGuides: whether to keep group frames and slots for diagrams.
    /// - Throws: `LayoutError` from the translation or the engine's checks.
    public func solve(
        in containerSize: CGSize, itemCounts: [Int], layoutDirection: LayoutDirection = .leftToRight,
        includesGuides: Bool = true
    ) throws(LayoutError) -> CompositionalSolution {
        try solve(
            in: containerSize, items: itemCounts.map { CompositionalItems(count: $0) },
            layoutDirection: layoutDirection, includesGuides: includesGuides)
    }

    /// This layout solved in a container of `containerSize` with `items` per section (counts and
    /// measured sizes).
    /// - Parameters:
    ///   - containerSize: the collection view's size in points.
    ///   - items: each section's cells: a count and the sizes self-sizing cells measured.
    ///   - layoutDirection: left to right, or mirrored.
    ///   - includesGuides: whether to keep group frames and slots for diagrams.
    /// - Throws: `LayoutError` from the translation or the engine's checks.
    public func solve(
        in containerSize: CGSize, items: [CompositionalItems], layoutDirection: LayoutDirection = .leftToRight,
        includesGuides: Bool = true
    ) throws(LayoutError) -> CompositionalSolution {
        try CompositionalSolver.solve(
            model(in: containerSize, items: items),
            containerSize: Size(width: Double(containerSize.width), height: Double(containerSize.height)),
            layoutDirection: layoutDirection, includesGuides: includesGuides)
    }
}

extension UICollectionViewLayout {
    /// This layout as the engine's `CompositionalLayout` in a container of `containerSize`, with
    /// `items` per section: a `CollectionLayout` like any other kind's.
    /// - Throws: `LayoutError` from the translation.
    public func compositionalLayout(in containerSize: CGSize, items: [CompositionalItems]) throws(LayoutError)
        -> CompositionalLayout
    {
        CompositionalLayout(try model(in: containerSize, items: items))
    }

    /// This layout laid out in a container of `containerSize` with `itemCounts` cells per section:
    /// the `LayoutResult` that `Diagram.write`, the snapshot strategies (`.diagramPNG`, `.frames`),
    /// `assertLayoutSnapshot` and the attributes JSON take, as for every other kind.
    /// - Parameters:
    ///   - containerSize: the collection view's size in points.
    ///   - itemCounts: the number of cells of each section (one entry per section).
    ///   - layoutDirection: left to right, or mirrored.
    ///   - scale: the display scale diagrams are drawn at (frames stay exact, D1).
    /// - Throws: `LayoutError` from the translation or the engine's checks.
    public func layoutResult(
        in containerSize: CGSize, itemCounts: [Int], layoutDirection: LayoutDirection = .leftToRight, scale: Double = 1
    ) throws(LayoutError) -> LayoutResult {
        let layout = try compositionalLayout(in: containerSize, items: itemCounts.map { CompositionalItems(count: $0) })
        return try layout.layout(
            in: LayoutContext(
                containerSize: Size(width: Double(containerSize.width), height: Double(containerSize.height)),
                scrollDirection: layout.model.configuration.scrollDirection, scale: scale,
                layoutDirection: layoutDirection))
    }
}

/// The translation of one layout's objects in one container.
struct CompositionalTranslation {
    /// The layout's container.
    let container: Size

    func section(_ section: NSCollectionLayoutSection, items: CompositionalItems) -> CompositionalSection {
        let insets = section.contentInsets
        // R1, D2: the section's group refers to the container less the section's insets.
        let effective = Size(
            width: max(0, container.width - insets.leading - insets.trailing),
            height: max(0, container.height - insets.top - insets.bottom))
        return CompositionalSection(
            group: group(section.group, in: effective), items: items,
            interGroupSpacing: Double(section.interGroupSpacing), contentInsets: insets,
            supplementariesFollowContentInsets: section.supplementariesFollowContentInsets,
            contentInsetsReference: section.contentInsetsReference == .automatic ? nil : section.contentInsetsReference,
            orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
            boundarySupplementaryItems: boundaryItems(section.boundarySupplementaryItems),
            decorationItems: section.decorationItems.map(\.engineValue))
    }

    func boundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) -> [CompositionalBoundaryItem] {
        items.map {
            CompositionalBoundaryItem(
                elementKind: $0.elementKind, layoutSize: $0.layoutSize.engineValue, alignment: $0.alignment,
                offset: Point(x: Double($0.offset.x), y: Double($0.offset.y)), extendsBoundary: $0.extendsBoundary,
                pinToVisibleBounds: $0.pinToVisibleBounds, zIndex: $0.zIndex)
        }
    }

    /// `group` as the engine's value; `parent` is the effective size its dimensions refer to
    /// (needed only to give a custom group's provider its container).
    func group(_ group: NSCollectionLayoutGroup, in parent: Size) -> CompositionalGroup {
        let insets = group.contentInsets
        let own = group.layoutSize.engineValue.resolved(in: parent)
        let inner = Size(
            width: max(0, own.width - insets.leading - insets.trailing),
            height: max(0, own.height - insets.top - insets.bottom))
        let layout: CompositionalGroupLayout
        switch group.arrangement {
        case .subitems(let axis, let items):
            layout = .subitems(axis, items.map { subitem($0, in: inner) })
        case .filling(let axis, let item, let count):
            layout = .repeatingCount(axis, subitem(item, in: inner), count: count)
        case .copies(let axis, let item, let count):
            layout = .repeatingCopies(axis, subitem(item, in: inner), count: count)
        case .custom(let provider):
            let environment = LayoutEnvironment(
                container: LayoutContainer(
                    contentSize: CGSize(width: own.width, height: own.height), contentInsets: group.contentInsets))
            layout = .custom(
                provider(environment).map {
                    CompositionalCustomItem(
                        frame: Rect(
                            x: Double($0.frame.origin.x), y: Double($0.frame.origin.y),
                            width: Double($0.frame.size.width), height: Double($0.frame.size.height)),
                        zIndex: $0.zIndex)
                })
        }
        return CompositionalGroup(
            layoutSize: group.layoutSize.engineValue, layout: layout,
            interItemSpacing: group.interItemSpacing?.value ?? .fixed(0), contentInsets: insets,
            edgeSpacing: group.edgeSpacing?.engineValue ?? .zero,
            supplementaryItems: group.supplementaryItems.map(\.engineValue))
    }

    func subitem(_ item: NSCollectionLayoutItem, in parent: Size) -> CompositionalSubitem {
        if let nested = item as? NSCollectionLayoutGroup { return .group(group(nested, in: parent)) }
        return .item(
            CompositionalItem(
                layoutSize: item.layoutSize.engineValue, contentInsets: item.contentInsets,
                edgeSpacing: item.edgeSpacing?.engineValue ?? .zero,
                supplementaryItems: item.supplementaryItems.map(\.engineValue)))
    }
}
