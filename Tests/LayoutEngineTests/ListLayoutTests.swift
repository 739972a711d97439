import Testing

@testable import LayoutEngine

/// TheNounProject's list layouts: the vertical list (CollectionViewListLayout) and the horizontal
/// list (CollectionViewHorizontalListLayout), with hand-computed frames.
@Suite struct ListLayoutTests {
    static let phone = LayoutContext(containerSize: Size(width: 320, height: 480))

    /// The two sections of `examples/list.json`: a plain section, and one with insets, its own
    /// spacing, per-item heights, a header and a footer.
    static func twoSections(insetSupplementaryViews: Bool = false, hugContents: Bool = false) -> ListLayout {
        ListLayout(
            sections: [
                .init(itemCount: 4, headerHeight: 28),
                .init(
                    items: [.init(height: 60), .init(), .init(height: 88)], headerHeight: 28, footerHeight: 20,
                    insets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), interitemSpacing: 8),
            ],
            itemHeight: 44, interitemSpacing: 1, insetSupplementaryViews: insetSupplementaryViews,
            hugContents: hugContents)
    }
    static let example = LayoutContext(containerSize: Size(width: 375, height: 667))

    // MARK: Vertical

    @Test func defaultsAreFullWidthRowsOf36() throws {
        let result = try ListLayout(sections: [.init(itemCount: 3)]).layout(in: Self.phone)
        #expect(result.elements.map(\.frame) == [R(0, 0, 320, 36), R(0, 36, 320, 36), R(0, 72, 320, 36)])
        // The content is at least the container's height (the original's minimum content height).
        #expect(result.contentSize == Size(width: 320, height: 480))
        expectInvariants(result)
    }

    @Test func headerInsetsItemsFooterInsetInThatOrder() throws {
        let result = try Self.twoSections().layout(in: Self.example)
        #expect(
            result.textDump == """
                content 375 x 667
                header 0 x=0 y=0 w=375 h=28
                cell 0.0 x=0 y=28 w=375 h=44
                cell 0.1 x=0 y=73 w=375 h=44
                cell 0.2 x=0 y=118 w=375 h=44
                cell 0.3 x=0 y=163 w=375 h=44
                header 1 x=0 y=207 w=375 h=28
                cell 1.0 x=16 y=247 w=343 h=60
                cell 1.1 x=16 y=315 w=343 h=44
                cell 1.2 x=16 y=367 w=343 h=88
                footer 1 x=0 y=455 w=375 h=20
                """)
        #expect(result.sections.map(\.frame) == [R(0, 0, 375, 207), R(0, 207, 375, 280)])
        expectInvariants(result)
    }

    @Test func insetSupplementaryViewsFollowTheSectionInsets() throws {
        let result = try Self.twoSections(insetSupplementaryViews: true).layout(in: Self.example)
        #expect(result.attributes(for: .header(0))?.frame == R(0, 0, 375, 28))
        #expect(result.attributes(for: .header(1))?.frame == R(16, 207, 343, 28))
        #expect(result.attributes(for: .footer(1))?.frame == R(16, 455, 343, 20))
        expectInvariants(result)
    }

    @Test func hugContentsEndsTheContentAtTheLastSection() throws {
        #expect(
            try Self.twoSections(hugContents: true).layout(in: Self.example).contentSize
                == Size(width: 375, height: 487))
        #expect(
            try Self.twoSections(hugContents: false).layout(in: Self.example).contentSize
                == Size(width: 375, height: 667))
    }

    @Test func noSectionsFillTheContainer() throws {
        let result = try ListLayout(sections: []).layout(in: Self.phone)
        #expect(result.contentSize == Size(width: 320, height: 480))
        #expect(result.elements.isEmpty)
    }

    @Test func emptySectionsKeepHeaderInsetsAndFooter() throws {
        let layout = ListLayout(
            sections: [
                .init(itemCount: 0, headerHeight: 20, footerHeight: 10, insets: EdgeInsets(all: 5)),
                .init(itemCount: 1),
            ], hugContents: true)
        let result = try layout.layout(in: Self.phone)
        #expect(
            result.textDump == """
                content 320 x 76
                header 0 x=0 y=0 w=320 h=20
                footer 0 x=0 y=25 w=320 h=10
                cell 1.0 x=0 y=40 w=320 h=36
                """)
    }

    @Test func layoutDefaultsApplyWhereSectionsGiveNothing() throws {
        let layout = ListLayout(
            sections: [.init(itemCount: 2), .init(items: [.init(), .init()], itemHeight: 10)],
            itemHeight: 20, interitemSpacing: 2, headerHeight: 5, footerHeight: 3,
            sectionInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), hugContents: true)
        let result = try layout.layout(in: Self.phone)
        #expect(
            result.textDump == """
                content 320 x 80
                header 0 x=0 y=0 w=320 h=5
                cell 0.0 x=10 y=5 w=300 h=20
                cell 0.1 x=10 y=27 w=300 h=20
                footer 0 x=0 y=47 w=320 h=3
                header 1 x=0 y=50 w=320 h=5
                cell 1.0 x=10 y=55 w=300 h=10
                cell 1.1 x=10 y=67 w=300 h=10
                footer 1 x=0 y=77 w=320 h=3
                """)
    }

    // MARK: Pinned headers

    struct PinCase: CustomTestStringConvertible, Sendable {
        var offset: Double
        var header0: Rect?
        var header1: Rect?
        var testDescription: String { "contentOffset.y = \(formatNumber(offset))" }
    }

    /// Headers stay at the viewport's top and are pushed out by their section's end (section 0
    /// ends at 207, section 1 at 487).
    static let pinCases: [PinCase] = [
        PinCase(offset: 0, header0: R(0, 0, 375, 28), header1: R(0, 207, 375, 28)),
        PinCase(offset: 120, header0: R(0, 120, 375, 28), header1: R(0, 207, 375, 28)),
        PinCase(offset: 190, header0: R(0, 179, 375, 28), header1: R(0, 207, 375, 28)),
        PinCase(offset: 300, header0: nil, header1: R(0, 300, 375, 28)),
        PinCase(offset: 470, header0: nil, header1: R(0, 459, 375, 28)),
    ]

    @Test(arguments: pinCases)
    func pinnedHeadersAtAnOffset(_ c: PinCase) throws {
        let result = try Self.twoSections().layout(in: Self.example)
        let visible = result.visibleElements(
            contentOffset: Point(x: 0, y: c.offset), viewportSize: Size(width: 375, height: 667))
        let h0 = visible.first { $0.id == .header(0) }
        let h1 = visible.first { $0.id == .header(1) }
        #expect(h0?.frame == c.header0)
        #expect(h1?.frame == c.header1)
        #expect(h0.map(\.zIndex) ?? 901 == 901)
        #expect(h1?.zIndex == 902)
        // Laid-out frames never move.
        #expect(result.attributes(for: .header(1))?.frame == R(0, 207, 375, 28))
    }

    @Test func unpinnedHeadersStayInPlace() throws {
        var layout = Self.twoSections()
        layout.pinHeadersToTop = false
        let result = try layout.layout(in: Self.example)
        let visible = result.visibleElements(
            contentOffset: Point(x: 0, y: 120), viewportSize: Size(width: 375, height: 667))
        #expect(!visible.contains { $0.id == .header(0) })
        #expect(visible.first { $0.id == .header(1) }?.zIndex == 0)
    }

    // MARK: Horizontal

    static func strip(width: Double) -> LayoutContext {
        LayoutContext(containerSize: Size(width: width, height: 120), scrollDirection: .horizontal)
    }
    /// `examples/list-horizontal.json`.
    static let stripLayout = ListLayout(
        sections: [.init(items: [.init(width: 140), .init(), .init(width: 60)]), .init(itemCount: 2)],
        sectionInsets: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12), itemWidth: 100, itemSpacing: 8)

    @Test func horizontalListWiderThanTheContainer() throws {
        let result = try Self.stripLayout.layout(in: Self.strip(width: 300))
        #expect(
            result.textDump == """
                content 560 x 120
                cell 0.0 x=12 y=10 w=140 h=100
                cell 0.1 x=160 y=10 w=100 h=100
                cell 0.2 x=268 y=10 w=60 h=100
                cell 1.0 x=340 y=10 w=100 h=100
                cell 1.1 x=448 y=10 w=100 h=100
                """)
        // The left inset comes before every section, the right one only after the last.
        #expect(result.sections.map(\.frame) == [R(0, 0, 328, 120), R(328, 0, 232, 120)])
        expectInvariants(result)
    }

    /// Decision: narrower content is centred and the content is exactly the container's width (the
    /// original shifts by half the slack but grows the content by only that half: 560 + 104 = 664).
    @Test func horizontalListNarrowerThanTheContainerIsCentred() throws {
        let result = try Self.stripLayout.layout(in: Self.strip(width: 768))
        #expect(
            result.textDump == """
                content 768 x 120
                cell 0.0 x=116 y=10 w=140 h=100
                cell 0.1 x=264 y=10 w=100 h=100
                cell 0.2 x=372 y=10 w=60 h=100
                cell 1.0 x=444 y=10 w=100 h=100
                cell 1.1 x=552 y=10 w=100 h=100
                """)
        #expect(result.sections.map(\.frame) == [R(104, 0, 328, 120), R(432, 0, 232, 120)])
        expectInvariants(result)
    }

    @Test func horizontalCentringWithoutInsets() throws {
        let result = try ListLayout(sections: [.init(itemCount: 2)])
            .layout(in: LayoutContext(containerSize: Size(width: 400, height: 50), scrollDirection: .horizontal))
        #expect(result.elements.map(\.frame) == [R(96, 0, 100, 50), R(204, 0, 100, 50)])
        #expect(result.contentSize == Size(width: 400, height: 50))
    }

    /// Frames are snapped outwards to the pixel grid at the scale (`integral`). Decision: the next
    /// item starts after the snapped frame, so frames never overlap and stay inside the content
    /// (the original continues from 50.25 and would place the second item at 58 in both cases).
    @Test(arguments: [
        (1.0, [R(0, 0, 51, 100), R(59, 0, 51, 100)], 110.0),
        (2.0, [R(0, 0, 50.5, 100), R(58.5, 0, 50.5, 100)], 109.0),
    ])
    func horizontalFramesAreIntegral(scale: Double, frames: [Rect], contentWidth: Double) throws {
        let result = try ListLayout(sections: [.init(itemCount: 2)], itemWidth: 50.25)
            .layout(
                in: LayoutContext(
                    containerSize: Size(width: 100, height: 100), scrollDirection: .horizontal, scale: scale))
        #expect(result.elements.map(\.frame) == frames)
        #expect(result.contentSize == Size(width: contentWidth, height: 100))
        expectInvariants(result)
    }

    @Test func horizontalPerSectionWidthAndSpacing() throws {
        let layout = ListLayout(sections: [
            .init(items: [.init(), .init()], itemWidth: 50, itemSpacing: 4), .init(itemCount: 2),
        ])
        let result = try layout.layout(
            in: LayoutContext(containerSize: Size(width: 200, height: 30), scrollDirection: .horizontal))
        #expect(
            result.elements.map(\.frame) == [R(0, 0, 50, 30), R(54, 0, 50, 30), R(104, 0, 100, 30), R(212, 0, 100, 30)])
        #expect(result.contentSize == Size(width: 312, height: 30))
    }

    @Test func horizontalWithoutSectionsIsEmpty() throws {
        let result = try ListLayout(sections: []).layout(in: Self.strip(width: 300))
        #expect(result.contentSize == .zero)
    }

    // MARK: Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var layout: ListLayout
        var context: LayoutContext
        var error: String
        var testDescription: String { name }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            name: "insets wider than the container",
            layout: ListLayout(sections: [
                .init(itemCount: 1), .init(itemCount: 1, insets: EdgeInsets(left: 200, right: 200)),
            ]),
            context: phone,
            error: "sections[1].options.insets: left + right (400) exceed the container width 320; reduce them"),
        ErrorCase(
            name: "horizontal header",
            layout: ListLayout(sections: [.init(itemCount: 1, headerHeight: 20)]), context: strip(width: 300),
            error: "sections[0].header: the horizontal list has no headers or footers; remove it or scroll vertically"),
        ErrorCase(
            name: "horizontal per-section insets",
            layout: ListLayout(sections: [.init(itemCount: 1, insets: EdgeInsets(all: 2))]), context: strip(width: 300),
            error:
                "sections[0].options.insets: the horizontal list has one set of insets for all sections (left before each section, right once at the end); move it to the top-level \"options\""
        ),
        ErrorCase(
            name: "horizontal insets taller than the container",
            layout: ListLayout(sections: [], sectionInsets: EdgeInsets(top: 100, bottom: 21)),
            context: strip(width: 300),
            error: "options.insets: top + bottom (121) exceed the container height 120; reduce them"),
        ErrorCase(
            name: "negative item height",
            layout: ListLayout(sections: [.init(items: [.init(height: -1)])]), context: phone,
            error: "sections[0].items[0].height: must be a finite number >= 0, got -1; use 0 or a positive value"),
    ]

    @Test(arguments: errorCases)
    func errorsNameThePathAndTheFix(_ c: ErrorCase) {
        let error = #expect(throws: LayoutError.self) { try c.layout.layout(in: c.context) }
        #expect(error?.description == c.error)
    }

    // MARK: Guides

    @Test func guidesShowSpacingAndInsets() throws {
        let result = try Self.twoSections().layout(in: Self.example)
        #expect(
            result.guides == [
                .spacing(section: 0, frame: R(0, 72, 375, 1)), .spacing(section: 0, frame: R(0, 117, 375, 1)),
                .spacing(section: 0, frame: R(0, 162, 375, 1)),
                .spacing(section: 1, frame: R(16, 307, 343, 8)), .spacing(section: 1, frame: R(16, 359, 343, 8)),
                .sectionInsets(section: 1, outer: R(0, 235, 375, 252), inner: R(16, 247, 343, 228)),
            ])
    }

    @Test(arguments: [ScrollDirection.vertical, .horizontal])
    func guidesCanBeTurnedOff(_ direction: ScrollDirection) throws {
        let layout = direction == .vertical ? Self.twoSections() : Self.stripLayout
        let size = direction == .vertical ? Size(width: 375, height: 667) : Size(width: 300, height: 120)
        let with = try layout.layout(in: LayoutContext(containerSize: size, scrollDirection: direction))
        let without = try layout.layout(
            in: LayoutContext(containerSize: size, scrollDirection: direction, includesGuides: false))
        #expect(!with.guides.isEmpty && without.guides.isEmpty)
        #expect(with.elements == without.elements && with.contentSize == without.contentSize)
    }

    // MARK: Queries

    @Test(arguments: [ScrollDirection.vertical, .horizontal])
    func rectQueryMatchesBruteForce(_ direction: ScrollDirection) throws {
        var rng = SplitMix64(seed: 0x115)
        for _ in 0..<20 {
            let sections = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
                ListLayout.Section(
                    items: (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                        guard Bool.random(using: &rng) else { return ListLayout.Item() }
                        let height = Double(Int.random(in: 0...80, using: &rng))
                        return ListLayout.Item(width: Double(Int.random(in: 0...150, using: &rng)), height: height)
                    },
                    headerHeight: direction == .vertical && Bool.random(using: &rng) ? 24 : nil,
                    footerHeight: direction == .vertical && Bool.random(using: &rng) ? 12 : nil,
                    insets: direction == .vertical && Bool.random(using: &rng)
                        ? EdgeInsets(top: 3, left: 7, bottom: 5, right: 9) : nil,
                    interitemSpacing: Double(Int.random(in: 0...6, using: &rng)))
            }
            let layout = ListLayout(
                sections: sections, insetSupplementaryViews: Bool.random(using: &rng),
                hugContents: Bool.random(using: &rng), itemWidth: 37.3)
            let result = try layout.layout(
                in: LayoutContext(
                    containerSize: Size(width: 331, height: 213), scrollDirection: direction,
                    scale: Double(Int.random(in: 1...3, using: &rng))))
            expectInvariants(result)
            for _ in 0..<10 {
                let rect = R(
                    Double.random(in: -50...900, using: &rng), Double.random(in: -50...900, using: &rng),
                    Double.random(in: 0...300, using: &rng), Double.random(in: 0...300, using: &rng))
                #expect(result.elements(in: rect) == result.elements.filter { $0.frame.intersects(rect) })
            }
        }
    }
}
