import LayoutEngine
import Testing

@testable import LayoutSpec

/// Orthogonally scrolling composite sections (`orthogonalScrolling`), with literal values.
@Suite struct OrthogonalSectionTests {
    /// A vertical composite 375 wide: a flow section of 4 cells 170 x 60 under a 28 pt header (0 to
    /// 174), then a horizontal carousel of 8 cells 140 x 180 scrolled by 130, then a paging
    /// staggered band of 220 scrolled by 300 (to the page at 375). Insets 8, spacing 10.
    static func spec(offset: Double = 130, paging: Double = 300) -> String {
        #"""
        {"layout":"composite","container":{"width":375,"height":600},
         "options":{"insets":{"top":8,"left":8,"bottom":8,"right":8},"header":{"height":28}},
         "sections":[
          {"layout":"flow","items":{"count":4,"width":170,"height":60}},
          {"layout":"flow","orthogonalScrolling":"continuous","orthogonalOffset":\#(offset),"header":{"height":0},"items":{"count":8,"width":140,"height":180}},
          {"layout":"staggered","orthogonalScrolling":"paging","orthogonalOffset":\#(paging),"orthogonalBandLength":220,"options":{"lineCount":2},"header":{"height":0},"items":{"count":12,"aspectRatio":1.5}}
         ]}
        """#
    }

    func cells(_ r: LayoutResult, _ s: Int) -> [Rect] {
        r.elements.filter { $0.section == s && $0.kind == .cell }.map(\.frame)
    }

    @Test func aCarouselIsLaidOutAcrossInABandAndScrolledByItsOffset() throws {
        let r = try SpecDocument(json: Self.spec()).computeLayout()
        // The band: the tallest cell (180) and the insets (8 + 8), from y 174.
        #expect(r.sections[1].frame == Rect(x: 0, y: 174, width: 375, height: 196))
        #expect(cells(r, 1).map(\.x) == [-122, 28, 178, 328, 478, 628, 778, 928])
        #expect(cells(r, 1).allSatisfy { $0.y == 182 && $0.width == 140 && $0.height == 180 })
        // Paging: 300 goes to the page boundary at 375. Lanes of (220 - 16 - 10) / 2 = 97, cells
        // 97 * 1.5 = 145.5 wide, from x 8 - 375.
        #expect(r.sections[2].frame == Rect(x: 0, y: 370, width: 375, height: 220))
        #expect(
            Array(cells(r, 2).prefix(3)) == [
                R(-367, 378, 145.5, 97), R(-367, 485, 145.5, 97), R(-211.5, 378, 145.5, 97),
            ])
        #expect(r.contentSize == Size(width: 375, height: 590))
        // Rect queries and visible elements see the carousel as scrolled: cells 1.0 to 1.3 meet the
        // container.
        let visible = r.visibleElements(in: Rect(x: 0, y: 0, width: 375, height: 600))
        #expect(visible.filter { $0.section == 1 }.map(\.item) == [0, 1, 2, 3])
        #expect(r.elements(in: Rect(x: 400, y: 200, width: 100, height: 10)).map(\.id) == [.cell(1, 3), .cell(1, 4)])
    }

    /// The offset is clamped to the band's content: 8 + 8 * 150 - 10 + 8 = 1,206 long, so at most
    /// 1,206 - 375 = 831 (and at least 0).
    @Test func theOffsetIsClampedToTheBandsContent() throws {
        let far = try SpecDocument(json: Self.spec(offset: 10_000)).computeLayout()
        #expect(cells(far, 1).first?.x == -823)
        let before = try SpecDocument(json: Self.spec(offset: -50)).computeLayout()
        #expect(cells(before, 1).first?.x == 8)
    }

    /// Right to left, the whole composite is mirrored once: the carousel starts at the right edge
    /// and its offset scrolls it to the right.
    @Test func rightToLeftMirrorsTheCarousel() throws {
        let json = Self.spec().replacingOccurrences(
            of: #""layout":"composite","#, with: #""layout":"composite","layoutDirection":"rightToLeft","#)
        let r = try SpecDocument(json: json).computeLayout()
        #expect(cells(r, 1).map(\.x) == [357, 207, 57, -93, -243, -393, -543, -693])
    }

    @Test func orthogonalKeysNeedOrthogonalScrolling() {
        let json =
            #"{"layout":"composite","container":{"width":100,"height":100},"sections":[{"layout":"flow","orthogonalOffset":10,"items":[]}]}"#
        #expect(
            throws: SpecError(
                path: "sections[0].orthogonalOffset",
                #"is for sections that scroll across the layout; add "orthogonalScrolling": "continuous" or "paging", or remove it"#
            )
        ) { try SpecDocument(json: json).computeLayout() }
        let wrong =
            #"{"layout":"composite","container":{"width":100,"height":100},"sections":[{"layout":"flow","orthogonalScrolling":"free","items":[]}]}"#
        #expect(
            throws: SpecError(
                path: "sections[0].orthogonalScrolling", #"unknown value "free"; use one of "continuous", "paging""#)
        ) { try SpecDocument(json: wrong).computeLayout() }
    }
}
