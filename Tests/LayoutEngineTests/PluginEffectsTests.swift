import Testing

@testable import LayoutEngine

/// Scroll effects of the PluginLayout kinds: sticky headers and footers, elastic, fade, evaluated
/// as pure functions of the viewport through `visibleElements(in:)`.
@Suite struct PluginEffectsTests {
    /// Two sections of three 100 x 100 items, one per line, no spacing; 100 wide.
    static func twoSections(header: Size? = nil, footer: Size? = nil) -> [FlowSection] {
        let o = PluginSectionOptions(minimumLineSpacing: 0, minimumInteritemSpacing: 0, header: header, footer: footer)
        return Array(
            repeating: FlowSection(items: Array(repeating: Size(width: 100, height: 100), count: 3), options: o),
            count: 2)
    }

    static func viewport(_ y: Double, height: Double = 200) -> Rect { R(0, y, 100, height) }

    static func visible(_ result: LayoutResult, _ id: ElementID, at y: Double, height: Double = 200)
        -> LayoutAttributes?
    {
        result.visibleElements(in: viewport(y, height: height)).first { $0.id == id }
    }

    @Test(arguments: [
        // offset, header 0's y (nil: not visible), header 1's y
        (0.0, 0.0 as Double?, nil as Double?),
        (150, 150, 320), // header 1 at rest, coming into view
        (300, 300, 320), // header 0 reaches the end of its last cell (320 - 20)
        (310, 300, 320), // pushed: stays at 300 while the viewport moves on
        (330, nil, 330), // gone; header 1 pinned
        (500, nil, 500),
        (640, nil, nil),
    ])
    func stickyHeaderIsPinnedThenPushedByTheNextSection(offset: Double, header0: Double?, header1: Double?) throws {
        let result = try pluginResult(
            FlowLayout(
                sections: Self.twoSections(header: Size(width: 0, height: 20)),
                sectionHeadersPinToVisibleBounds: true), width: 100, height: 200)
        #expect(result.frame(.header(1)) == R(0, 320, 100, 20))
        let h0 = Self.visible(result, .header(0), at: offset)
        let h1 = Self.visible(result, .header(1), at: offset)
        #expect(h0?.frame.y == header0)
        #expect(h1?.frame.y == header1)
        #expect(h0.map { $0.zIndex == 901 } ?? true)
        #expect(h1.map { $0.zIndex == 902 } ?? true)
        // Laid-out frames never change.
        #expect(result.frame(.header(0)) == R(0, 0, 100, 20))
    }

    @Test(arguments: [
        // offset, footer 0's y, footer 1's y (nil: not visible)
        (0.0, 180.0 as Double?, nil as Double?), // pinned to the viewport's bottom
        (50, 230, nil),
        (120, 300, nil), // back at its rest position after the last cell
        (200, 300, 380), // footer 1 pinned at the bottom, footer 0 scrolls away with its section
        (320, nil, 500),
        (500, nil, 620),
    ])
    func stickyFooterIsPinnedToTheBottomUntilItsSectionEnds(offset: Double, footer0: Double?, footer1: Double?) throws {
        let result = try pluginResult(
            FlowLayout(
                sections: Self.twoSections(footer: Size(width: 0, height: 20)),
                sectionFootersPinToVisibleBounds: true), width: 100, height: 200)
        #expect(result.frame(.footer(0)) == R(0, 300, 100, 20))
        let f0 = Self.visible(result, .footer(0), at: offset)
        let f1 = Self.visible(result, .footer(1), at: offset)
        #expect(f0?.frame.y == footer0)
        #expect(f1?.frame.y == footer1)
        #expect(f0.map { $0.zIndex == 900 } ?? true)
        #expect(f1.map { $0.zIndex == 901 } ?? true)
    }

    @Test func horizontalStickyHeaderPinsToTheLeftEdge() throws {
        let o = PluginSectionOptions(
            minimumLineSpacing: 0, minimumInteritemSpacing: 0, header: Size(width: 20, height: 0))
        let sections = Array(
            repeating: FlowSection(items: Array(repeating: Size(width: 100, height: 100), count: 3), options: o),
            count: 2)
        let result = try pluginResult(
            FlowLayout(sections: sections, sectionHeadersPinToVisibleBounds: true), width: 200, height: 100, .horizontal
        )
        let at = { (x: Double) in result.visibleElements(in: R(x, 0, 200, 100)).first { $0.id == .header(0) }?.frame }
        #expect(at(0) == R(0, 0, 20, 100))
        #expect(at(120) == R(120, 0, 20, 100))
        #expect(at(310) == R(300, 0, 20, 100))
    }

    @Test func pinnedHeaderOfAnEmptySectionStaysWhereItWasLaidOut() throws {
        let empty = FlowSection(
            items: [],
            options: PluginSectionOptions(
                insets: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
                header: Size(width: 0, height: 20), footer: Size(width: 0, height: 20)))
        let result = try pluginResult(
            FlowLayout(
                sections: [empty], sectionHeadersPinToVisibleBounds: true,
                sectionFootersPinToVisibleBounds: true), width: 100, height: 200)
        let visible = result.visibleElements(in: Self.viewport(10))
        #expect(
            visible == [
                LayoutAttributes(id: .header(0), frame: R(0, 0, 100, 20), zIndex: 901),
                LayoutAttributes(id: .footer(0), frame: R(0, 30, 100, 20), zIndex: 900),
            ])
    }

    @Test func mosaicPinnedHeaderRestsOneLineSpacingLower() throws {
        // Kept from the original: the rest position is computed from the cells, which start one line
        // spacing below the top inset in a mosaic.
        let section = MosaicSection(
            items: [.init(aspectRatio: 1)], lineCount: 1, lineMultiple: 50,
            options: PluginSectionOptions(minimumLineSpacing: 6, header: Size(width: 0, height: 30)))
        let result = try pluginResult(
            MosaicLayout(sections: [section], sectionHeadersPinToVisibleBounds: true), width: 100, height: 200)
        #expect(result.frame(.header(0)) == R(0, 0, 100, 30))
        #expect(Self.visible(result, .header(0), at: 0)?.frame == R(0, 6, 100, 30))
    }

    /// Ten 100 x 50 items, one per line: item k at y = 50k.
    static let column = FlowSection(
        items: Array(repeating: Size(width: 100, height: 50), count: 10),
        options: PluginSectionOptions(minimumLineSpacing: 0))

    @Test(arguments: [
        // offset, item, expected y: shift = 80 * clamp((y - (offset + 400 - 200)) / 100, 0, 1)^4
        (0.0, 3, 150.0), // 2 spans above the bottom: no shift
        (0, 4, 200), // exactly 2 spans: no shift
        (0, 5, 255), // half way: 80 * 0.5^4 = 5
        (0, 6, 380), // within one span: the full 80
        (0, 7, nil), // moved to 430, below the viewport
        (100, 7, 355),
        (100, 8, 480),
    ])
    func elasticEasesCellsNearTheBottom(offset: Double, item: Int, y: Double?) throws {
        let result = try pluginResult(
            FlowLayout(sections: [Self.column], effects: [.elastic(spacing: 80, span: 100)]), width: 100, height: 400)
        #expect(Self.visible(result, .cell(0, item), at: offset, height: 400)?.frame.y == y)
    }

    @Test func elementsThatAnEffectMovesIntoTheViewportAreVisible() throws {
        // Item 9 is laid out at 450..500, just above the viewport 500..900; elastic with span 300
        // moves it down by 80 * 0.5^4 = 5, into view. Negative spacing pulls items up, also from below
        // the viewport: shift -80 * clamp(y / 100, 0, 1)^4 for the viewport 0..200 and span 100.
        let down = try pluginResult(
            FlowLayout(sections: [Self.column], effects: [.elastic(spacing: 80, span: 300)]), width: 100, height: 400)
        let viewport = R(0, 500, 100, 400)
        #expect(down.elements(in: viewport).isEmpty)
        #expect(down.visibleElements(in: viewport).map(\.frame) == [R(0, 455, 100, 50)])
        let up = try pluginResult(
            FlowLayout(sections: [Self.column], effects: [.elastic(spacing: -80, span: 100)]), width: 100, height: 400)
        #expect(
            up.visibleElements(in: R(0, 0, 100, 200)).map(\.frame) == [
                R(0, 0, 100, 50), R(0, 50 - 5, 100, 50), R(0, 100 - 80, 100, 50), R(0, 150 - 80, 100, 50),
                R(0, 200 - 80, 100, 50), R(0, 250 - 80, 100, 50), // laid out below the viewport, pulled in
            ])
    }

    @Test(arguments: [
        // offset, item, alpha = clamp((offset + 400 - y) / 200, 0, 1)
        (0.0, 1, 1.0), // 350 above the bottom: clamped to 1
        (0, 4, 1),
        (0, 5, 0.75),
        (0, 6, 0.5),
        (0, 7, 0.25),
        (100, 7, 0.75),
    ])
    func fadeSetsAlphaClampedToOne(offset: Double, item: Int, alpha: Double) throws {
        let result = try pluginResult(
            FlowLayout(sections: [Self.column], effects: [.fade(span: 200)]), width: 100, height: 400)
        let a = try #require(Self.visible(result, .cell(0, item), at: offset, height: 400))
        #expect(a.alpha == alpha)
        #expect(a.frame == result.frame(.cell(0, item)))
    }

    @Test func fadeBelowTheViewportIsClampedToZero() {
        var a = LayoutAttributes(id: .cell(0, 0), frame: R(0, 450, 100, 50))
        ScrollEffect.fade(span: 200).apply(
            to: &a, section: SectionGeometry(frame: .zero), viewport: R(0, 0, 100, 400), direction: .vertical)
        #expect(a.alpha == 0) // the original gives -0.25
    }

    @Test func effectsApplyInOrder() throws {
        // Elastic then fade: fade sees the shifted y (255 -> alpha 0.725); fade then elastic: 250 -> 0.75.
        let elasticFirst = try pluginResult(
            FlowLayout(sections: [Self.column], effects: [.elastic(spacing: 80, span: 100), .fade(span: 200)]),
            width: 100, height: 400)
        let fadeFirst = try pluginResult(
            FlowLayout(sections: [Self.column], effects: [.fade(span: 200), .elastic(spacing: 80, span: 100)]),
            width: 100, height: 400)
        #expect(
            Self.visible(elasticFirst, .cell(0, 5), at: 0, height: 400)
                == LayoutAttributes(id: .cell(0, 5), frame: R(0, 255, 100, 50), alpha: 0.725))
        #expect(
            Self.visible(fadeFirst, .cell(0, 5), at: 0, height: 400)
                == LayoutAttributes(id: .cell(0, 5), frame: R(0, 255, 100, 50), alpha: 0.75))
    }

    @Test func aSectionsEffectsReplaceTheLayouts() throws {
        var plain = Self.column
        plain.options.effects = []
        let result = try pluginResult(
            FlowLayout(sections: [Self.column, plain], effects: [.fade(span: 200)]), width: 100, height: 400)
        // Section 0 ends at 500; section 1's first cell is at 500. Viewport 300..700.
        let visible = result.visibleElements(in: R(0, 300, 100, 400))
        #expect(visible.first { $0.id == .cell(0, 9) }?.alpha == 1) // (700 - 450) / 200, clamped
        #expect(visible.first { $0.id == .cell(1, 2) }?.alpha == 1) // no effects in section 1
        #expect(result.sections[0].effects == [.fade(span: 200)])
        #expect(result.sections[1].effects == [])
        let near = result.visibleElements(in: R(0, 100, 100, 400))
        #expect(near.first { $0.id == .cell(0, 8) }?.alpha == 0.5) // (500 - 400) / 200
    }

    @Test func elasticAndFadeLeaveHeadersAndFootersAlone() throws {
        let sections = Self.twoSections(header: Size(width: 0, height: 20), footer: Size(width: 0, height: 20))
        let result = try pluginResult(
            FlowLayout(sections: sections, effects: [.elastic(), .fade()]), width: 100, height: 200)
        for a in result.visibleElements(in: Self.viewport(0)) where a.kind != .cell {
            #expect(a == result.attributes(for: a.id))
        }
    }
}
