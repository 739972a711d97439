import LayoutEngine

// Short builders for the compositional tests (`CompositionalLayoutModel` written as a layout
// function would write it).

typealias CDim = CompositionalDimension

func compSize(_ w: CDim, _ h: CDim) -> CompositionalSize {
    CompositionalSize(widthDimension: w, heightDimension: h)
}

func compItem(
    _ w: CDim, _ h: CDim, insets: DirectionalEdgeInsets = .zero, edgeSpacing: CompositionalEdgeSpacing = .zero,
    supplementaries: [CompositionalSupplementaryItem] = []
) -> CompositionalSubitem {
    .item(
        CompositionalItem(
            layoutSize: compSize(w, h), contentInsets: insets, edgeSpacing: edgeSpacing,
            supplementaryItems: supplementaries))
}

func compHorizontal(
    _ w: CDim, _ h: CDim, _ subitems: [CompositionalSubitem], spacing: CompositionalSpacing = .fixed(0)
) -> CompositionalGroup {
    CompositionalGroup(layoutSize: compSize(w, h), layout: .subitems(.horizontal, subitems), interItemSpacing: spacing)
}

func compSection(
    _ group: CompositionalGroup, count: Int, insets: DirectionalEdgeInsets = .zero, spacing: Double = 0
) -> CompositionalSection {
    CompositionalSection(
        group: group, items: CompositionalItems(count: count), interGroupSpacing: spacing, contentInsets: insets)
}

func compSolve(
    _ sections: [CompositionalSection], configuration: CompositionalConfiguration = CompositionalConfiguration(),
    width: Double = 390, height: Double = 844, layoutDirection: LayoutDirection = .leftToRight
) throws -> CompositionalSolution {
    try CompositionalSolver.solve(
        CompositionalLayoutModel(configuration: configuration, sections: sections),
        containerSize: Size(width: width, height: height), layoutDirection: layoutDirection)
}

/// Frames of the cells of `section`, in item order.
func compCells(_ s: CompositionalSolution, section: Int = 0) -> [Rect] {
    s.elements.filter { $0.category == .cell && $0.section == section }.map(\.frame)
}

/// Each element as `category kind section.item frame z`, for readable comparisons.
func compLines(_ s: CompositionalSolution, _ elements: [CompositionalElement]? = nil) -> [String] {
    (elements ?? s.elements).map {
        "\($0.category) \(s.elementKind(of: $0)) \($0.section).\($0.item) \($0.frame) z=\($0.zIndex)"
    }
}

func compHeader(
    _ kind: String = "header", height: Double = 44, alignment: CompositionalRectAlignment = .top,
    pinned: Bool = false, zIndex: Int = 1
) -> CompositionalBoundaryItem {
    CompositionalBoundaryItem(
        elementKind: kind, layoutSize: compSize(.fractionalWidth(1), .estimated(height)), alignment: alignment,
        pinToVisibleBounds: pinned, zIndex: zIndex)
}
