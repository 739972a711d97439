import LayoutEngine
import LayoutScene
import Testing

/// A compositional result drawn: supplementary and decoration views, and the layout's own items
/// in section -1.
@Suite struct CompositionalDiagramTests {
    var result: LayoutResult {
        get throws { try result(banner: "banner") }
    }

    func result(banner bannerKind: String) throws -> LayoutResult {
        let size = { (w: CompositionalDimension, h: CompositionalDimension) in
            CompositionalSize(widthDimension: w, heightDimension: h)
        }
        let badge = CompositionalSupplementaryItem(
            elementKind: "badge", layoutSize: size(.absolute(10), .absolute(10)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing]))
        let item = CompositionalItem(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = CompositionalGroup(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), layout: .subitems(.horizontal, [.item(item)]))
        var section = CompositionalSection(group: group, items: CompositionalItems(count: 2))
        section.boundarySupplementaryItems = [
            CompositionalBoundaryItem(
                elementKind: "header", layoutSize: size(.fractionalWidth(1), .absolute(20)), alignment: .top,
                pinToVisibleBounds: true)
        ]
        section.decorationItems = [CompositionalDecorationItem(elementKind: "background")]
        let banner = CompositionalBoundaryItem(
            elementKind: bannerKind, layoutSize: size(.fractionalWidth(1), .absolute(30)), alignment: .top)
        let model = CompositionalLayoutModel(
            configuration: CompositionalConfiguration(boundarySupplementaryItems: [banner]), sections: [section])
        return try CompositionalLayout(model).layout(
            in: LayoutContext(containerSize: Size(width: 390, height: 60)))
    }

    func groupIDs(_ scene: Scene, role: String) -> [String] {
        scene.commands.compactMap { c in
            if case .beginGroup(let g) = c, g.role == role { return g.id } else { return nil }
        }
    }

    @Test func decorationsComeFirstAndSupplementariesAreDrawnWithTheirKind() throws {
        let options = DiagramOptions(viewport: Rect(x: 0, y: 40, width: 390, height: 60))
        let scene = Diagram.scene(for: try result, options: options)
        let drawn = groupIDs(scene, role: "decoration") + groupIDs(scene, role: "supplementary")
        #expect(drawn.contains("decoration-background-0-0"))
        #expect(drawn.contains("supplementary-banner--1-0"))
        #expect(drawn.contains("supplementary-badge-0-1"))
        let ids = scene.commands.compactMap { c -> String? in
            if case .beginGroup(let g) = c { return g.id } else { return nil }
        }
        let background = try #require(ids.firstIndex(of: "decoration-background-0-0"))
        let firstCell = try #require(ids.firstIndex { $0.hasSuffix("cell-0-0") })
        #expect(background < firstCell)
        let texts = scene.commands.compactMap { c -> String? in
            if case .text(let s, _, _, _, _) = c { return s } else { return nil }
        }
        #expect(texts.contains("supplementary view") && texts.contains("decoration view"))
        // The interactive scene takes section -1 too.
        _ = Diagram.interactiveScene(for: try result, options: options)
    }

    /// An element kind is a spec's text: control characters in it (a newline, a tab) were drawn by
    /// Cairo as missing-glyph boxes. A label is one line, with spaces for them.
    @Test func anElementKindIsLabelledOnOneLine() throws {
        let scene = Diagram.scene(for: try result(banner: "top\tbanner\nkind\u{2028}x"), options: DiagramOptions())
        let texts = scene.commands.compactMap { c -> String? in
            if case .text(let s, _, _, _, _) = c { return s } else { return nil }
        }
        #expect(texts.contains("top banner kind x"), "\(texts)")
        #expect(!texts.contains { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 } })
        #expect(TextMetrics.oneLine("a\u{7F}b\u{85}c\r\n") == "a b c  ")
        #expect(TextMetrics.oneLine("0.3 · é") == "0.3 · é")
    }

    @Test func groupsAreOutlinedAndAPinnedHeaderShowsItsTravel() throws {
        let scene = Diagram.scene(for: try result, options: DiagramOptions())
        // The header rests at 30 and its section (bands included) ends at 100.
        let pinning = scene.commands.compactMap { c -> DiagramGroup? in
            if case .beginGroup(let g) = c, g.role == "pinning" { return g } else { return nil }
        }
        #expect(pinning.map(\.id) == ["pinning-header-0"])
        #expect(pinning.first?.data.map { "\($0.name)=\($0.value)" } == ["start=30", "end=100"])
        // One group instance: a dashed outline of its frame (0, 50, 390, 50), placed on the canvas.
        let dashed = scene.commands.filter { c in
            if case .rect(_, nil, let stroke?) = c { return stroke.dash == [6, 3] } else { return false }
        }
        #expect(dashed.count == 2) // the group, and the legend's swatch
        let texts = scene.commands.compactMap { c -> String? in
            if case .text(let s, _, _, _, _) = c { return s } else { return nil }
        }
        #expect(texts.contains("group (nested groups dotted)"))
        #expect(texts.contains("pinned range (header or footer travel)"))
        let hidden = Diagram.scene(for: try result, options: DiagramOptions(hidden: [.groups]))
        #expect(
            !hidden.commands.contains { c in
                if case .rect(_, nil, let stroke?) = c { return stroke.dash == [6, 3] } else { return false }
            })
    }
}

/// An orthogonal section drawn where it rests: the diagram moves its cells by the offset and veils
/// what lies beyond the container.
@Suite struct CompositionalOrthogonalDiagramTests {
    /// One section of four 300-point groups in a 390-point container, scrolled across by 120.
    func result(rightToLeft: Bool = false) throws -> LayoutResult {
        let size = { (w: CompositionalDimension, h: CompositionalDimension) in
            CompositionalSize(widthDimension: w, heightDimension: h)
        }
        let item = CompositionalItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CompositionalGroup(
            layoutSize: size(.absolute(300), .absolute(100)), layout: .subitems(.horizontal, [.item(item)]))
        var section = CompositionalSection(group: group, items: CompositionalItems(count: 4))
        section.orthogonalScrollingBehavior = .continuous
        section.orthogonalOffset = 120
        return try CompositionalLayout(CompositionalLayoutModel(sections: [section])).layout(
            in: LayoutContext(
                containerSize: Size(width: 390, height: 844),
                layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
    }

    @Test func theCellsAreMovedByTheOffsetAndTheirVisibleElementsStayTheSame() throws {
        let r = try result()
        #expect(r.orthogonalOffset(ofSection: 0) == 120 && r.orthogonalOffset(ofSection: 1) == 0)
        let resting = r.atOrthogonalOffsets()
        #expect(resting.elements.map(\.frame.x) == [-120, 180, 480, 780])
        #expect(resting.orthogonalOffset(ofSection: 0) == 0)
        let viewport = Rect(x: 0, y: 0, width: 390, height: 844)
        #expect(resting.visibleElements(in: viewport) == r.visibleElements(in: viewport))
        // Right to left, the section scrolls towards the right.
        let mirrored = try result(rightToLeft: true).atOrthogonalOffsets()
        #expect(mirrored.elements.map(\.frame.x) == [210, -90, -390, -690])
    }

    @Test func whatLiesBeyondTheContainerIsVeiledAndNamedInTheLegend() throws {
        let scene = Diagram.scene(for: try result(), options: DiagramOptions())
        let veiled = scene.commands.contains { c in
            if case .beginGroup(let g) = c { g.id == "offscreen" } else { false }
        }
        #expect(veiled)
        #expect(scene.texts.contains("scrolled off-screen (orthogonal section)"))
        // With a viewport, the viewport's veil does it.
        let withViewport = Diagram.scene(
            for: try result(), options: DiagramOptions(viewport: Rect(x: 0, y: 0, width: 390, height: 844)))
        #expect(!withViewport.texts.contains("scrolled off-screen (orthogonal section)"))
    }

    /// An orthogonal section of 10,000 cells 100 points wide in a container 390 wide: only the
    /// cells that meet the canvas are drawn (every one was: 4.4 GB for a picture of 10^6), and a
    /// cell that reaches millions of points beyond it is cut near the canvas (Cairo's
    /// coordinates, about +-8.4 million pixels, wrapped such a cell into the picture).
    @Test func onlyWhatMeetsTheCanvasIsDrawnAndFarEdgesAreCut() throws {
        let size = { (w: CompositionalDimension, h: CompositionalDimension) in
            CompositionalSize(widthDimension: w, heightDimension: h)
        }
        func layout(itemWidth: Double, count: Int) throws -> LayoutResult {
            let item = CompositionalItem(layoutSize: size(.absolute(itemWidth), .fractionalHeight(1)))
            let group = CompositionalGroup(
                layoutSize: size(.absolute(itemWidth), .absolute(50)), layout: .subitems(.horizontal, [.item(item)]))
            var section = CompositionalSection(group: group, items: CompositionalItems(count: count))
            section.orthogonalScrollingBehavior = .continuous
            return try CompositionalLayout(CompositionalLayoutModel(sections: [section])).layout(
                in: LayoutContext(containerSize: Size(width: 390, height: 120)))
        }
        let many = try layout(itemWidth: 100, count: 10_000)
        let scene = Diagram.scene(for: many)
        let cells = Self.cellIDs(scene)
        #expect(cells.count >= 4 && cells.count < 10, "\(cells.count)")
        #expect(cells.first == "cell-0-0")
        let wide = try layout(itemWidth: 20_000_000, count: 2)
        let rects = Diagram.scene(for: wide).commands.compactMap { c -> Rect? in
            if case .rect(let r, _, _) = c { return r } else { return nil }
        }
        #expect(Self.cellIDs(Diagram.scene(for: wide)) == ["cell-0-0"])
        let reach = 10_000 + Diagram.canvasSize(for: wide, options: DiagramOptions()).width
        #expect(rects.allSatisfy { $0.maxX <= reach }, "\(rects.filter { $0.maxX > reach })")
    }

    static func cellIDs(_ scene: Scene) -> [String] {
        scene.commands.compactMap { c in
            if case .beginGroup(let g) = c, g.role == "cell" { return g.id } else { return nil }
        }
    }
}
