import LayoutEngine

/// The `compositional` workload: an App Store-like page repeated until it holds n items. Each
/// round has five sections, in turn:
/// - a centred paging carousel of large cards (`groupPagingCentered`), 5–15 items;
/// - a paging carousel of three-row columns under a pinned header (`groupPaging`), 12–45 items;
/// - a four-column grid of inset cells, each with a badge on its top trailing corner, under a
///   header, on a background decoration, 40–400 items;
/// - nested groups: a large cell beside two stacked small ones, 30–150 items;
/// - a self-sizing list (estimated heights, each cell measured at one, two or three lines of text)
///   between a header and a footer, 20–200 items.
/// Item counts are seeded random; the last section is cut so that the page holds exactly n items.
extension Workload {
    static func compositional(_ n: Int, _ rng: inout SplitMix64) -> CompositionalLayout {
        var sections: [CompositionalSection] = []
        var left = n
        while left > 0 {
            let kind = sections.count % 5
            let range = [5...15, 12...45, 40...400, 30...150, 20...200][kind]
            let count = min(left, Int.random(in: range, using: &rng))
            sections.append(CompositionalPage.section(kind, count: count, &rng))
            left -= count
        }
        return CompositionalLayout(
            CompositionalLayoutModel(
                configuration: CompositionalConfiguration(interSectionSpacing: 20), sections: sections))
    }
}

/// The sections of the `compositional` workload's page.
enum CompositionalPage {
    static func size(_ w: CompositionalDimension, _ h: CompositionalDimension) -> CompositionalSize {
        CompositionalSize(widthDimension: w, heightDimension: h)
    }
    static let full = size(.fractionalWidth(1), .fractionalHeight(1))
    static func header(pinned: Bool = false, kind: String = "header") -> CompositionalBoundaryItem {
        CompositionalBoundaryItem(
            elementKind: kind, layoutSize: size(.fractionalWidth(1), .absolute(44)),
            alignment: kind == "footer" ? .bottom : .top, pinToVisibleBounds: pinned)
    }

    static func section(_ kind: Int, count: Int, _ rng: inout SplitMix64) -> CompositionalSection {
        switch kind {
        case 0:
            // Featured cards, centred, one page each.
            let group = CompositionalGroup.horizontal(
                layoutSize: size(.fractionalWidth(0.9), .absolute(300)), subitems: [.item(.init(layoutSize: full))])
            return CompositionalSection(
                group: group, items: CompositionalItems(count: count), interGroupSpacing: 10,
                orthogonalScrollingBehavior: .groupPagingCentered)
        case 1:
            // Top charts: columns of three rows, paging by column, under a pinned title.
            let row = CompositionalItem(layoutSize: size(.fractionalWidth(1), .absolute(60)))
            let column = CompositionalGroup(
                layoutSize: size(.fractionalWidth(0.8), .absolute(180)),
                layout: .repeatingCount(.vertical, .item(row), count: 3))
            return CompositionalSection(
                group: column, items: CompositionalItems(count: count), interGroupSpacing: 12,
                contentInsets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                orthogonalScrollingBehavior: .groupPaging, boundarySupplementaryItems: [header(pinned: true)])
        case 2:
            // A grid of icons with badges, on a background.
            let badge = CompositionalSupplementaryItem(
                elementKind: "badge", layoutSize: size(.absolute(20), .absolute(20)),
                containerAnchor: CompositionalAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3)))
            let icon = CompositionalItem(
                layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
                contentInsets: DirectionalEdgeInsets(all: 5), supplementaryItems: [badge])
            let group = CompositionalGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [.item(icon)])
            return CompositionalSection(
                group: group, items: CompositionalItems(count: count),
                contentInsets: DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
                boundarySupplementaryItems: [header()],
                decorationItems: [CompositionalDecorationItem(elementKind: "background")])
        case 3:
            // A large cell beside two stacked small ones.
            let large = CompositionalItem(
                layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)),
                contentInsets: DirectionalEdgeInsets(all: 4))
            let small = CompositionalItem(
                layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)),
                contentInsets: DirectionalEdgeInsets(all: 4))
            let pair = CompositionalGroup(
                layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                layout: .repeatingCount(.vertical, .item(small), count: 2))
            let group = CompositionalGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.4)), subitems: [.item(large), .group(pair)])
            return CompositionalSection(group: group, items: CompositionalItems(count: count), interGroupSpacing: 8)
        default:
            // Stories: self-sizing rows of one to three lines.
            let story = CompositionalItem(layoutSize: size(.fractionalWidth(1), .estimated(60)))
            let group = CompositionalGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .estimated(60)), subitems: [.item(story)])
            let heights = [56.0, 76, 96]
            let measured = (0..<count).map { _ in
                CompositionalMeasuredSize(height: heights[Int.random(in: 0..<3, using: &rng)])
            }
            return CompositionalSection(
                group: group, items: CompositionalItems(measured: measured), interGroupSpacing: 8,
                contentInsets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                boundarySupplementaryItems: [header(), header(kind: "footer")])
        }
    }
}
