import LayoutEngine
import Testing

// Properties on random models: finite frames, D21 order, the transposition of R16 and the mirror of D23.

@Suite struct CompositionalPropertyTests {
    @Test func randomModelsGiveFiniteFramesInTheDocumentedOrder() throws {
        var rng = SplitMix64(seed: 27)
        var solved = 0
        for _ in 0..<300 {
            let (model, container) = randomCompositionalModel(&rng)
            guard let s = try? CompositionalSolver.solve(model, containerSize: container) else { continue }
            solved += 1
            #expect(s.contentSize.width.isFinite && s.contentSize.height.isFinite)
            let bad = s.elements.filter { !($0.frame.isFinite && $0.frame.width >= 0 && $0.frame.height >= 0) }
            #expect(bad.isEmpty, "\(compLines(s, bad))")
            #expect(orderProblems(s, model) == [])
            let offset = Point(x: 0, y: s.contentSize.height / 3)
            let visible = s.visibleElements(at: offset)
            #expect(visible.allSatisfy { $0.frame.isFinite })
            // Elements that neither pin nor scroll across: exactly those whose frame meets the viewport.
            let viewport = Rect(origin: offset, size: container)
            var moving = Set(s.pins.map(\.element))
            for section in s.sections where section.orthogonal != nil { moving.formUnion(section.elements) }
            let still = s.elements.indices.filter { !moving.contains($0) }.map { s.elements[$0] }
            #expect(
                visible.filter { e in still.contains(e) } == still.filter { $0.frame.intersects(viewport) },
                "visible elements at \(offset)")
        }
        #expect(solved > 200)
    }

    @Test func aHorizontalLayoutIsTheTransposedVerticalOne() throws {
        var rng = SplitMix64(seed: 16)
        var compared = 0
        for _ in 0..<200 {
            let (model, container) = randomCompositionalModel(&rng)
            guard let v = try? CompositionalSolver.solve(model, containerSize: container) else { continue }
            let h = try CompositionalSolver.solve(transposed(model), containerSize: container.transposed)
            compared += 1
            #expect(h.contentSize == v.contentSize.transposed)
            #expect(h.elements.map(\.frame) == v.elements.map { $0.frame.applying(.transpose) })
            #expect(h.elements.map(\.category) == v.elements.map(\.category))
            let y = v.contentSize.height / 2
            #expect(
                h.visibleElements(at: Point(x: y, y: 0)).map(\.frame)
                    == v.visibleElements(at: Point(x: 0, y: y)).map { $0.frame.applying(.transpose) })
        }
        #expect(compared > 100)
    }

    @Test func rightToLeftIsTheMirrorOfLeftToRightAlsoWhenScrolled() throws {
        var rng = SplitMix64(seed: 23)
        for round in 0..<200 {
            var (model, container) = randomCompositionalModel(&rng)
            if round % 2 == 1 {
                model = transposed(model)
                container = container.transposed
            }
            guard let ltr = try? CompositionalSolver.solve(model, containerSize: container) else { continue }
            let rtl = try CompositionalSolver.solve(model, containerSize: container, layoutDirection: .rightToLeft)
            let mirror = FrameTransform.mirror(width: ltr.contentSize.width)
            #expect(rtl.elements.map(\.frame) == ltr.elements.map { $0.frame.applying(mirror) })
            let offset = Point(x: ltr.contentSize.width / 4, y: ltr.contentSize.height / 4)
            let mirroredOffset = Point(x: ltr.contentSize.width - offset.x - container.width, y: offset.y)
            // Moved frames (pinned, scrolled across) are mirrored there and back: equal to rounding.
            let expected = ltr.visibleElements(at: offset).map { $0.frame.applying(mirror) }
            let actual = rtl.visibleElements(at: mirroredOffset).map(\.frame)
            #expect(actual.count == expected.count)
            for (a, b) in zip(actual, expected) {
                #expect(abs(a.x - b.x) < 1e-9 && a.y == b.y && a.size == b.size, "\(a) != \(b)")
            }
        }
    }
}

/// D21 order: layout start items; per section decorations, start band, cells (each followed by its
/// item supplementaries), other boundary items; layout end items. Returns what breaks it.
private func orderProblems(_ s: CompositionalSolution, _ model: CompositionalLayoutModel) -> [String] {
    var problems: [String] = []
    let e = s.elements
    for i in s.layoutStartElements where e[i].section != -1 || e[i].category != .boundarySupplementary {
        problems.append("layout start element \(i)")
    }
    for i in s.layoutEndElements where e[i].section != -1 || e[i].category != .boundarySupplementary {
        problems.append("layout end element \(i)")
    }
    for (index, section) in s.sections.enumerated() {
        var phase = 0 // 0 decorations, 1 start band, 2 cells, 3 other boundary items
        var nextItem = 0
        for i in section.elements {
            let el = e[i]
            if el.section != index { problems.append("element \(i) in section \(el.section), expected \(index)") }
            switch el.category {
            case .decoration: if phase > 0 { problems.append("decoration \(i) late") }
            case .boundarySupplementary:
                if phase == 0 { phase = 1 }
                if phase == 2 { phase = 3 }
            case .cell:
                if phase == 3 { problems.append("cell \(i) after the end band") }
                phase = 2
                if el.item != nextItem { problems.append("cell \(i) has item \(el.item), expected \(nextItem)") }
                nextItem += 1
            case .itemSupplementary:
                if phase != 2 || el.item != nextItem - 1 { problems.append("supplementary \(i) not after its cell") }
            }
        }
        if nextItem != model.sections[index].items.count { problems.append("section \(index) has \(nextItem) cells") }
    }
    return problems
}

// MARK: - Random models

func randomCompositionalModel(_ rng: inout SplitMix64) -> (CompositionalLayoutModel, Size) {
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
    func fraction() -> Double { pick([0.2, 0.25, 1.0 / 3, 0.5, 0.7, 1]) }
    func dimension(allowEstimate: Bool = true) -> CompositionalDimension {
        switch Int.random(in: 0..<(allowEstimate ? 6 : 4), using: &rng) {
        case 0: return .fractionalWidth(fraction())
        case 1, 2: return .fractionalHeight(fraction())
        case 3: return .absolute(pick([20, 44, 60.5]))
        case 4: return .estimated(pick([30, 44]))
        default: return .uniformAcrossSiblings(estimate: 40)
        }
    }
    func insets() -> DirectionalEdgeInsets {
        Bool.random(using: &rng)
            ? .zero
            : DirectionalEdgeInsets(
                top: pick([0, 2, 5]), leading: pick([0, 3, 10]), bottom: pick([0, 1, 4]), trailing: pick([0, 2]))
    }
    func spacing() -> CompositionalSpacing? {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .fixed(pick([0, 3]))
        case 1: return .flexible(pick([0, 2]))
        default: return nil
        }
    }
    func edges() -> CompositionalEdgeSpacing {
        Bool.random(using: &rng)
            ? .zero
            : CompositionalEdgeSpacing(leading: spacing(), top: spacing(), trailing: spacing(), bottom: spacing())
    }
    func anchorEdges() -> Set<CompositionalEdge> {
        var s: Set<CompositionalEdge> = []
        if let v = pick([CompositionalEdge.top, .bottom, nil]) { s.insert(v) }
        if let h = pick([CompositionalEdge.leading, .trailing, nil]) { s.insert(h) }
        return s
    }
    func badge() -> CompositionalSupplementaryItem {
        CompositionalSupplementaryItem(
            elementKind: pick(["badge", "dot"]), layoutSize: compSize(.absolute(12), .fractionalHeight(0.2)),
            containerAnchor: CompositionalAnchor(
                edges: anchorEdges(),
                offset: Bool.random(using: &rng) ? .fractional(x: 0.5, y: -0.5) : .absolute(x: 1, y: 2)),
            itemAnchor: Bool.random(using: &rng) ? nil : CompositionalAnchor(edges: anchorEdges()))
    }
    func item() -> CompositionalSubitem {
        let along = Bool.random(using: &rng)
        let w: CDim = along ? .fractionalWidth(fraction()) : dimension()
        let h: CDim = along ? dimension() : .fractionalHeight(fraction())
        return compItem(
            w, h, insets: insets(), edgeSpacing: edges(),
            supplementaries: Int.random(in: 0..<4, using: &rng) == 0 ? [badge()] : [])
    }
    func group(depth: Int) -> CompositionalGroup {
        let axis = pick([CompositionalGroupAxis.horizontal, .vertical])
        let size = compSize(
            axis == .horizontal ? .fractionalWidth(1) : dimension(),
            axis == .vertical ? .fractionalHeight(pick([0.4, 1])) : dimension())
        func member() -> CompositionalSubitem {
            depth < 2 && Int.random(in: 0..<4, using: &rng) == 0 ? .group(group(depth: depth + 1)) : item()
        }
        let layout: CompositionalGroupLayout
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: layout = .repeatingCount(axis, member(), count: Int.random(in: 1...4, using: &rng))
        case 1:
            layout = .custom([
                CompositionalCustomItem(frame: Rect(x: 0, y: 0, width: 30, height: 20)),
                CompositionalCustomItem(frame: Rect(x: 35, y: 5, width: 10, height: 40), zIndex: 2),
            ])
        default: layout = .subitems(axis, (0..<Int.random(in: 1...3, using: &rng)).map { _ in member() })
        }
        return CompositionalGroup(
            layoutSize: size, layout: layout, interItemSpacing: spacing() ?? .fixed(0), contentInsets: insets(),
            edgeSpacing: edges(), supplementaryItems: Int.random(in: 0..<6, using: &rng) == 0 ? [badge()] : [])
    }
    func boundary() -> CompositionalBoundaryItem {
        CompositionalBoundaryItem(
            elementKind: pick(["header", "footer", "side"]),
            layoutSize: compSize(
                pick([.fractionalWidth(1), .absolute(30)]),
                pick([.absolute(30), .estimated(44), .fractionalHeight(0.1)])),
            alignment: pick(CompositionalRectAlignment.allCases), offset: Point(x: pick([0, 2]), y: pick([0, -3])),
            extendsBoundary: Int.random(in: 0..<4, using: &rng) != 0, pinToVisibleBounds: Bool.random(using: &rng),
            zIndex: pick([1, 2]))
    }
    let sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ -> CompositionalSection in
        let count = Int.random(in: 0...25, using: &rng)
        var items = CompositionalItems(count: count)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            items = CompositionalItems(
                measured: (0..<count).map { _ in
                    CompositionalMeasuredSize(width: pick([nil, 50, 80]), height: pick([nil, 25, 61]))
                })
        case 1: items.uniform = CompositionalMeasuredSize(height: 52)
        default: break
        }
        var section = CompositionalSection(
            group: group(depth: 0), items: items, interGroupSpacing: pick([0, 5, 10]), contentInsets: insets(),
            supplementariesFollowContentInsets: Bool.random(using: &rng),
            contentInsetsReference: pick([nil, .none, .layoutMargins]),
            orthogonalScrollingBehavior: Int.random(in: 0..<4, using: &rng) == 0
                ? pick(CompositionalOrthogonalScrolling.allCases) : .none,
            orthogonalOffset: pick([0, 100, 5000]))
        section.boundarySupplementaryItems = (0..<Int.random(in: 0...3, using: &rng)).map { _ in boundary() }
        if Bool.random(using: &rng) {
            section.decorationItems = [CompositionalDecorationItem(elementKind: "background", contentInsets: insets())]
        }
        return section
    }
    let configuration = CompositionalConfiguration(
        interSectionSpacing: pick([0, 8]),
        boundarySupplementaryItems: Bool.random(using: &rng) ? [boundary()] : [],
        safeAreaInsets: DirectionalEdgeInsets(top: 47, leading: pick([0, 5]), bottom: 34, trailing: 0),
        layoutMargins: DirectionalEdgeInsets(all: pick([0, 8])))
    return (
        CompositionalLayoutModel(configuration: configuration, sections: sections),
        Size(width: pick([320, 390]), height: pick([480, 844]))
    )
}

// MARK: - Transposition of a model (x and y swap everywhere: R16's check)

func transposed(_ m: CompositionalLayoutModel) -> CompositionalLayoutModel {
    var c = m.configuration
    c.scrollDirection = c.scrollDirection.transposed
    c.boundarySupplementaryItems = c.boundarySupplementaryItems.map(transposed)
    c.safeAreaInsets = transposed(c.safeAreaInsets)
    c.layoutMargins = transposed(c.layoutMargins)
    return CompositionalLayoutModel(configuration: c, sections: m.sections.map(transposed))
}

private func transposed(_ s: CompositionalSection) -> CompositionalSection {
    var s = s
    s.group = transposed(s.group)
    s.contentInsets = transposed(s.contentInsets)
    s.boundarySupplementaryItems = s.boundarySupplementaryItems.map(transposed)
    s.decorationItems = s.decorationItems.map {
        CompositionalDecorationItem(
            elementKind: $0.elementKind, contentInsets: transposed($0.contentInsets), zIndex: $0.zIndex)
    }
    s.items.measured = s.items.measured.map { CompositionalMeasuredSize(width: $0.height, height: $0.width) }
    s.items.uniform = s.items.uniform.map { CompositionalMeasuredSize(width: $0.height, height: $0.width) }
    return s
}

private func transposed(_ d: CompositionalDimension) -> CompositionalDimension {
    switch d {
    case .fractionalWidth(let f): return .fractionalHeight(f)
    case .fractionalHeight(let f): return .fractionalWidth(f)
    default: return d
    }
}

private func transposed(_ s: CompositionalSize) -> CompositionalSize {
    compSize(transposed(s.heightDimension), transposed(s.widthDimension))
}

private func transposed(_ i: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom)
}

private func transposed(_ e: CompositionalEdgeSpacing) -> CompositionalEdgeSpacing {
    CompositionalEdgeSpacing(leading: e.top, top: e.leading, trailing: e.bottom, bottom: e.trailing)
}

private func transposed(_ a: CompositionalAnchor) -> CompositionalAnchor {
    let map: [CompositionalEdge: CompositionalEdge] = [
        .top: .leading, .leading: .top, .bottom: .trailing, .trailing: .bottom,
    ]
    let offset: CompositionalAnchorOffset
    switch a.offset {
    case .absolute(let x, let y): offset = .absolute(x: y, y: x)
    case .fractional(let x, let y): offset = .fractional(x: y, y: x)
    }
    return CompositionalAnchor(edges: Set(a.edges.map { map[$0]! }), offset: offset)
}

private func transposed(_ s: CompositionalSupplementaryItem) -> CompositionalSupplementaryItem {
    CompositionalSupplementaryItem(
        elementKind: s.elementKind, layoutSize: transposed(s.layoutSize),
        containerAnchor: transposed(s.containerAnchor),
        itemAnchor: s.itemAnchor.map(transposed), zIndex: s.zIndex)
}

private func transposed(_ s: CompositionalSubitem) -> CompositionalSubitem {
    switch s {
    case .group(let g): return .group(transposed(g))
    case .item(let i):
        return .item(
            CompositionalItem(
                layoutSize: transposed(i.layoutSize), contentInsets: transposed(i.contentInsets),
                edgeSpacing: transposed(i.edgeSpacing), supplementaryItems: i.supplementaryItems.map(transposed)))
    }
}

private func transposed(_ a: CompositionalGroupAxis) -> CompositionalGroupAxis {
    a == .horizontal ? .vertical : .horizontal
}

private func transposed(_ g: CompositionalGroup) -> CompositionalGroup {
    let layout: CompositionalGroupLayout
    switch g.layout {
    case .subitems(let a, let s): layout = .subitems(transposed(a), s.map(transposed))
    case .repeatingCount(let a, let s, let n): layout = .repeatingCount(transposed(a), transposed(s), count: n)
    case .repeatingCopies(let a, let s, let n): layout = .repeatingCopies(transposed(a), transposed(s), count: n)
    case .custom(let frames):
        layout = .custom(
            frames.map { CompositionalCustomItem(frame: $0.frame.applying(.transpose), zIndex: $0.zIndex) })
    }
    return CompositionalGroup(
        layoutSize: transposed(g.layoutSize), layout: layout, interItemSpacing: g.interItemSpacing,
        contentInsets: transposed(g.contentInsets), edgeSpacing: transposed(g.edgeSpacing),
        supplementaryItems: g.supplementaryItems.map(transposed))
}

private func transposed(_ b: CompositionalBoundaryItem) -> CompositionalBoundaryItem {
    let map: [CompositionalRectAlignment: CompositionalRectAlignment] = [
        .top: .leading, .leading: .top, .bottom: .trailing, .trailing: .bottom, .topLeading: .topLeading,
        .bottomTrailing: .bottomTrailing, .topTrailing: .bottomLeading, .bottomLeading: .topTrailing,
    ]
    var b = b
    b.layoutSize = transposed(b.layoutSize)
    b.alignment = map[b.alignment]!
    b.offset = Point(x: b.offset.y, y: b.offset.x)
    return b
}
