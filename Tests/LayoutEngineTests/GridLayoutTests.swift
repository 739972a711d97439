import Testing

@testable import LayoutEngine

/// RDHCollectionViewGridLayout's behaviour: its own test suite's gold cases (RDHGridLayoutTests,
/// RDHEmptyGridLayoutTests), the README's examples, and the pixel distribution at 2x.
@Suite struct GridLayoutTests {
    // MARK: RDH's own test suite

    struct GoldCase: CustomTestStringConvertible, Sendable {
        var name: String
        var direction: ScrollDirection
        var sectionsStartOnNewLine: Bool
        var lineItemCount: Int
        var itemSpacing: Double
        var lineSpacing: Double
        var sizing: GridLayout.LineSizing
        var content: Size
        var frames: [Rect]
        init(
            _ name: String, _ direction: ScrollDirection, sectionsStartOnNewLine: Bool, lineItemCount: Int,
            itemSpacing: Double, lineSpacing: Double, _ sizing: GridLayout.LineSizing, content: Size, frames: [Rect]
        ) {
            self.name = name
            self.direction = direction
            self.sectionsStartOnNewLine = sectionsStartOnNewLine
            self.lineItemCount = lineItemCount
            self.itemSpacing = itemSpacing
            self.lineSpacing = lineSpacing
            self.sizing = sizing
            self.content = content
            self.frames = frames
        }
        var testDescription: String { name }

        /// The original's set-up: 3 sections of 3 items in 640 x 2000 (vertical) or 2000 x 640.
        var layout: GridLayout {
            GridLayout(
                itemCounts: [3, 3, 3], lineItemCount: lineItemCount, lineSizing: sizing,
                itemSpacing: itemSpacing, lineSpacing: lineSpacing, sectionsStartOnNewLine: sectionsStartOnNewLine)
        }
        var context: LayoutContext {
            LayoutContext(
                containerSize: direction == .vertical ? Size(width: 640, height: 2000) : Size(width: 2000, height: 640),
                scrollDirection: direction)
        }
    }

    /// Frames in index-path order (0.0, 0.1, 0.2, 1.0, ...), transcribed from RDHGridLayoutTests.m;
    /// the horizontal dirty-pixel and spacing cases are the vertical ones transposed.
    static let goldCases: [GoldCase] = [
        GoldCase(
            "sizeVNo", .vertical, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .size(120),
            content: Size(width: 640, height: 600),
            frames: [
                R(0, 0, 320, 120), R(320, 0, 320, 120), R(0, 120, 320, 120),
                R(320, 120, 320, 120), R(0, 240, 320, 120), R(320, 240, 320, 120),
                R(0, 360, 320, 120), R(320, 360, 320, 120), R(0, 480, 320, 120),
            ]),
        GoldCase(
            "sizeHNo", .horizontal, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .size(120),
            content: Size(width: 600, height: 640),
            frames: [
                R(0, 0, 120, 320), R(0, 320, 120, 320), R(120, 0, 120, 320),
                R(120, 320, 120, 320), R(240, 0, 120, 320), R(240, 320, 120, 320),
                R(360, 0, 120, 320), R(360, 320, 120, 320), R(480, 0, 120, 320),
            ]),
        GoldCase(
            "sizeVYes", .vertical, sectionsStartOnNewLine: true, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .size(120),
            content: Size(width: 640, height: 720),
            frames: [
                R(0, 0, 320, 120), R(320, 0, 320, 120), R(0, 120, 320, 120),
                R(0, 240, 320, 120), R(320, 240, 320, 120), R(0, 360, 320, 120),
                R(0, 480, 320, 120), R(320, 480, 320, 120), R(0, 600, 320, 120),
            ]),
        GoldCase(
            "sizeHYes", .horizontal, sectionsStartOnNewLine: true, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .size(120),
            content: Size(width: 720, height: 640),
            frames: [
                R(0, 0, 120, 320), R(0, 320, 120, 320), R(120, 0, 120, 320),
                R(240, 0, 120, 320), R(240, 320, 120, 320), R(360, 0, 120, 320),
                R(480, 0, 120, 320), R(480, 320, 120, 320), R(600, 0, 120, 320),
            ]),
        GoldCase(
            "multVNo", .vertical, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .multiplier(0.5),
            content: Size(width: 640, height: 800),
            frames: [
                R(0, 0, 320, 160), R(320, 0, 320, 160), R(0, 160, 320, 160),
                R(320, 160, 320, 160), R(0, 320, 320, 160), R(320, 320, 320, 160),
                R(0, 480, 320, 160), R(320, 480, 320, 160), R(0, 640, 320, 160),
            ]),
        GoldCase(
            "multHNo", .horizontal, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .multiplier(0.5),
            content: Size(width: 800, height: 640),
            frames: [
                R(0, 0, 160, 320), R(0, 320, 160, 320), R(160, 0, 160, 320),
                R(160, 320, 160, 320), R(320, 0, 160, 320), R(320, 320, 160, 320),
                R(480, 0, 160, 320), R(480, 320, 160, 320), R(640, 0, 160, 320),
            ]),
        GoldCase(
            "multVYes", .vertical, sectionsStartOnNewLine: true, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .multiplier(0.5),
            content: Size(width: 640, height: 960),
            frames: [
                R(0, 0, 320, 160), R(320, 0, 320, 160), R(0, 160, 320, 160),
                R(0, 320, 320, 160), R(320, 320, 320, 160), R(0, 480, 320, 160),
                R(0, 640, 320, 160), R(320, 640, 320, 160), R(0, 800, 320, 160),
            ]),
        GoldCase(
            "multHYes", .horizontal, sectionsStartOnNewLine: true, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .multiplier(0.5),
            content: Size(width: 960, height: 640),
            frames: [
                R(0, 0, 160, 320), R(0, 320, 160, 320), R(160, 0, 160, 320),
                R(320, 0, 160, 320), R(320, 320, 160, 320), R(480, 0, 160, 320),
                R(640, 0, 160, 320), R(640, 320, 160, 320), R(800, 0, 160, 320),
            ]),
        GoldCase(
            "extVNo", .vertical, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .extension(50),
            content: Size(width: 640, height: 1850),
            frames: [
                R(0, 0, 320, 370), R(320, 0, 320, 370), R(0, 370, 320, 370),
                R(320, 370, 320, 370), R(0, 740, 320, 370), R(320, 740, 320, 370),
                R(0, 1110, 320, 370), R(320, 1110, 320, 370), R(0, 1480, 320, 370),
            ]),
        GoldCase(
            "extHNo", .horizontal, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .extension(50),
            content: Size(width: 1850, height: 640),
            frames: [
                R(0, 0, 370, 320), R(0, 320, 370, 320), R(370, 0, 370, 320),
                R(370, 320, 370, 320), R(740, 0, 370, 320), R(740, 320, 370, 320),
                R(1110, 0, 370, 320), R(1110, 320, 370, 320), R(1480, 0, 370, 320),
            ]),
        GoldCase(
            "extVYes", .vertical, sectionsStartOnNewLine: true, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .extension(50),
            content: Size(width: 640, height: 2220),
            frames: [
                R(0, 0, 320, 370), R(320, 0, 320, 370), R(0, 370, 320, 370),
                R(0, 740, 320, 370), R(320, 740, 320, 370), R(0, 1110, 320, 370),
                R(0, 1480, 320, 370), R(320, 1480, 320, 370), R(0, 1850, 320, 370),
            ]),
        GoldCase(
            "extHYes", .horizontal, sectionsStartOnNewLine: true, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .extension(50),
            content: Size(width: 2220, height: 640),
            frames: [
                R(0, 0, 370, 320), R(0, 320, 370, 320), R(370, 0, 370, 320),
                R(740, 0, 370, 320), R(740, 320, 370, 320), R(1110, 0, 370, 320),
                R(1480, 0, 370, 320), R(1480, 320, 370, 320), R(1850, 0, 370, 320),
            ]),
        GoldCase(
            "autoVNo", .vertical, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .size(0),
            content: Size(width: 640, height: 1600),
            frames: [
                R(0, 0, 320, 320), R(320, 0, 320, 320), R(0, 320, 320, 320),
                R(320, 320, 320, 320), R(0, 640, 320, 320), R(320, 640, 320, 320),
                R(0, 960, 320, 320), R(320, 960, 320, 320), R(0, 1280, 320, 320),
            ]),
        GoldCase(
            "autoHNo", .horizontal, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .size(0),
            content: Size(width: 1600, height: 640),
            frames: [
                R(0, 0, 320, 320), R(0, 320, 320, 320), R(320, 0, 320, 320),
                R(320, 320, 320, 320), R(640, 0, 320, 320), R(640, 320, 320, 320),
                R(960, 0, 320, 320), R(960, 320, 320, 320), R(1280, 0, 320, 320),
            ]),
        GoldCase(
            "autoVYes", .vertical, sectionsStartOnNewLine: true, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .size(0),
            content: Size(width: 640, height: 1920),
            frames: [
                R(0, 0, 320, 320), R(320, 0, 320, 320), R(0, 320, 320, 320),
                R(0, 640, 320, 320), R(320, 640, 320, 320), R(0, 960, 320, 320),
                R(0, 1280, 320, 320), R(320, 1280, 320, 320), R(0, 1600, 320, 320),
            ]),
        GoldCase(
            "autoHYes", .horizontal, sectionsStartOnNewLine: true, lineItemCount: 2, itemSpacing: 0, lineSpacing: 0,
            .size(0),
            content: Size(width: 1920, height: 640),
            frames: [
                R(0, 0, 320, 320), R(0, 320, 320, 320), R(320, 0, 320, 320),
                R(640, 0, 320, 320), R(640, 320, 320, 320), R(960, 0, 320, 320),
                R(1280, 0, 320, 320), R(1280, 320, 320, 320), R(1600, 0, 320, 320),
            ]),
        GoldCase(
            "dirtyV", .vertical, sectionsStartOnNewLine: false, lineItemCount: 3, itemSpacing: 0, lineSpacing: 0,
            .size(0),
            content: Size(width: 640, height: 639),
            frames: [
                R(0, 0, 214, 213), R(214, 0, 213, 213), R(427, 0, 213, 213),
                R(0, 213, 214, 213), R(214, 213, 213, 213), R(427, 213, 213, 213),
                R(0, 426, 214, 213), R(214, 426, 213, 213), R(427, 426, 213, 213),
            ]),
        GoldCase(
            "dirtyH", .horizontal, sectionsStartOnNewLine: false, lineItemCount: 3, itemSpacing: 0, lineSpacing: 0,
            .size(0),
            content: Size(width: 639, height: 640),
            frames: [
                R(0, 0, 213, 214), R(0, 214, 213, 213), R(0, 427, 213, 213),
                R(213, 0, 213, 214), R(213, 214, 213, 213), R(213, 427, 213, 213),
                R(426, 0, 213, 214), R(426, 214, 213, 213), R(426, 427, 213, 213),
            ]),
        GoldCase(
            "itemSpV", .vertical, sectionsStartOnNewLine: false, lineItemCount: 3, itemSpacing: 2, lineSpacing: 0,
            .size(0),
            content: Size(width: 640, height: 636),
            frames: [
                R(0, 0, 212, 212), R(214, 0, 212, 212), R(428, 0, 212, 212),
                R(0, 212, 212, 212), R(214, 212, 212, 212), R(428, 212, 212, 212),
                R(0, 424, 212, 212), R(214, 424, 212, 212), R(428, 424, 212, 212),
            ]),
        GoldCase(
            "itemSpH", .horizontal, sectionsStartOnNewLine: false, lineItemCount: 3, itemSpacing: 2, lineSpacing: 0,
            .size(0),
            content: Size(width: 636, height: 640),
            frames: [
                R(0, 0, 212, 212), R(0, 214, 212, 212), R(0, 428, 212, 212),
                R(212, 0, 212, 212), R(212, 214, 212, 212), R(212, 428, 212, 212),
                R(424, 0, 212, 212), R(424, 214, 212, 212), R(424, 428, 212, 212),
            ]),
        GoldCase(
            "lineSpV", .vertical, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 10,
            .size(0),
            content: Size(width: 640, height: 1640),
            frames: [
                R(0, 0, 320, 320), R(320, 0, 320, 320), R(0, 330, 320, 320),
                R(320, 330, 320, 320), R(0, 660, 320, 320), R(320, 660, 320, 320),
                R(0, 990, 320, 320), R(320, 990, 320, 320), R(0, 1320, 320, 320),
            ]),
        GoldCase(
            "lineSpH", .horizontal, sectionsStartOnNewLine: false, lineItemCount: 2, itemSpacing: 0, lineSpacing: 10,
            .size(0),
            content: Size(width: 1640, height: 640),
            frames: [
                R(0, 0, 320, 320), R(0, 320, 320, 320), R(330, 0, 320, 320),
                R(330, 320, 320, 320), R(660, 0, 320, 320), R(660, 320, 320, 320),
                R(990, 0, 320, 320), R(990, 320, 320, 320), R(1320, 0, 320, 320),
            ]),
        GoldCase(
            "itemLineSpV", .vertical, sectionsStartOnNewLine: false, lineItemCount: 3, itemSpacing: 2, lineSpacing: 10,
            .size(0),
            content: Size(width: 640, height: 656),
            frames: [
                R(0, 0, 212, 212), R(214, 0, 212, 212), R(428, 0, 212, 212),
                R(0, 222, 212, 212), R(214, 222, 212, 212), R(428, 222, 212, 212),
                R(0, 444, 212, 212), R(214, 444, 212, 212), R(428, 444, 212, 212),
            ]),
        GoldCase(
            "itemLineSpH", .horizontal, sectionsStartOnNewLine: false, lineItemCount: 3, itemSpacing: 2,
            lineSpacing: 10, .size(0),
            content: Size(width: 656, height: 640),
            frames: [
                R(0, 0, 212, 212), R(0, 214, 212, 212), R(0, 428, 212, 212),
                R(222, 0, 212, 212), R(222, 214, 212, 212), R(222, 428, 212, 212),
                R(444, 0, 212, 212), R(444, 214, 212, 212), R(444, 428, 212, 212),
            ]),
    ]

    @Test(arguments: goldCases)
    func goldCase(_ c: GoldCase) throws {
        let result = try c.layout.layout(in: c.context)
        #expect(result.elements.map(\.frame) == c.frames)
        #expect(result.elements.map(\.id) == (0..<3).flatMap { s in (0..<3).map { ElementID.cell(s, $0) } })
        #expect(result.contentSize == c.content)
        expectInvariants(result)
    }

    /// RDHEmptyGridLayoutTests: every configuration with an empty data source gives 640 x 0
    /// (vertical) or 0 x 640 (horizontal), with no sections and with sections of no items.
    @Test(arguments: goldCases)
    func emptyDataSource(_ c: GoldCase) throws {
        let expected = c.direction == .vertical ? Size(width: 640, height: 0) : Size(width: 0, height: 640)
        for counts in [[], [0], [0, 0, 0]] {
            var layout = c.layout
            layout.sections = counts.map(GridLayout.Section.init(itemCount:))
            let result = try layout.layout(in: c.context)
            #expect(result.contentSize == expected, "sections \(counts)")
            #expect(result.elements.isEmpty)
            expectInvariants(result)
        }
    }

    /// testParameters: the line property set last wins and resets the other two.
    @Test func theLinePropertySetLastWins() {
        var layout = GridLayout(itemCounts: [])
        #expect((layout.lineSize, layout.lineMultiplier, layout.lineExtension) == (0, 1, 0))
        layout.lineSize = 123
        #expect((layout.lineSize, layout.lineMultiplier, layout.lineExtension) == (123, 1, 0))
        layout.lineMultiplier = 2
        #expect((layout.lineSize, layout.lineMultiplier, layout.lineExtension) == (0, 2, 0))
        layout.lineExtension = 200
        #expect((layout.lineSize, layout.lineMultiplier, layout.lineExtension) == (0, 1, 200))
        layout.lineExtension = 0
        #expect((layout.lineSize, layout.lineMultiplier, layout.lineExtension) == (0, 1, 0))
        #expect(layout.lineSizing.effective == .automatic)
        layout.lineItemCount = 7
        layout.itemSpacing = 23
        layout.sectionsStartOnNewLine = true
        #expect(layout.lineItemCount == 7 && layout.itemSpacing == 23 && layout.sectionsStartOnNewLine)
    }

    /// All three at their defaults means automatic, whichever was set last
    /// (`lineMultiplier = 1` after `lineSize = 80`).
    @Test func defaultValuesMeanAutomatic() throws {
        let context = LayoutContext(containerSize: Size(width: 640, height: 2000))
        var layout = GridLayout(itemCounts: [3], lineItemCount: 3)
        layout.lineSize = 80
        layout.lineMultiplier = 1
        #expect(try layout.layout(in: context).elements[0].frame == R(0, 0, 214, 213))
        layout.lineSize = 0
        #expect(try layout.layout(in: context).elements[0].frame == R(0, 0, 214, 213))
        layout.lineSize = 80
        #expect(try layout.layout(in: context).elements[0].frame == R(0, 0, 214, 80))
    }

    struct InvalidCase: CustomTestStringConvertible, Sendable {
        var name: String
        var change: @Sendable (inout GridLayout) -> Void
        var error: String
        var testDescription: String { name }
    }

    /// testInvalidParameters: each one is an error naming the parameter and the fix (the
    /// original asserts). An unknown scroll direction cannot be expressed in Swift; the spec's
    /// error for it is tested in GridSpecTests.
    static let invalidCases: [InvalidCase] = [
        InvalidCase(
            name: "lineSize -10", change: { $0.lineSize = -10 },
            error:
                "options.lineSize: must not be negative, got -10; use 0 for the automatic line size or a positive length"
        ),
        InvalidCase(
            name: "lineMultiplier -10", change: { $0.lineMultiplier = -10 },
            error:
                "options.lineMultiplier: must be greater than 0, got -10; use 1 for the automatic line size or a positive factor such as 0.5"
        ),
        InvalidCase(
            name: "lineMultiplier 0", change: { $0.lineMultiplier = 0 },
            error:
                "options.lineMultiplier: must be greater than 0, got 0; use 1 for the automatic line size or a positive factor such as 0.5"
        ),
        InvalidCase(
            name: "lineExtension -10", change: { $0.lineExtension = -10 },
            error:
                "options.lineExtension: must not be negative, got -10; use 0 for the automatic line size or a positive length"
        ),
        InvalidCase(
            name: "lineItemCount 0", change: { $0.lineItemCount = 0 },
            error: "options.lineItemCount: must be at least 1, got 0; set it to 1 or more"),
        InvalidCase(
            name: "itemSpacing leaves no room",
            change: {
                $0.lineItemCount = 3
                $0.itemSpacing = 400
            },
            error:
                "options.itemSpacing: 3 items per line with 400 between them need more than the container's 640; reduce itemSpacing or lineItemCount"
        ),
        InvalidCase(
            name: "lineSpacing makes lines go backwards",
            change: {
                $0.lineSize = 100
                $0.lineSpacing = -101
            },
            error:
                "options.lineSpacing: -101 makes lines go backwards (the line length is 100); use a lineSpacing of at least -100"
        ),
    ]

    @Test(arguments: invalidCases)
    func invalidParameters(_ c: InvalidCase) {
        var layout = GridLayout(itemCounts: [3, 3, 3])
        c.change(&layout)
        let error = #expect(throws: LayoutError.self) {
            try layout.layout(in: LayoutContext(containerSize: Size(width: 640, height: 2000)))
        }
        #expect(error?.description == c.error)
    }

    // MARK: The README and the header documentation

    /// "320 wide with 6 columns: the first 2 columns 54 points wide, the rest 53."
    @Test func readme320PointsSixColumns() throws {
        let result = try GridLayout(itemCounts: [6], lineItemCount: 6)
            .layout(in: LayoutContext(containerSize: Size(width: 320, height: 300)))
        #expect(
            result.elements.map(\.frame) == [
                R(0, 0, 54, 53), R(54, 0, 54, 53), R(108, 0, 53, 53), R(161, 0, 53, 53), R(214, 0, 53, 53),
                R(267, 0, 53, 53),
            ])
        #expect(result.contentSize == Size(width: 320, height: 53))
        expectInvariants(result)
    }

    /// "104 wide, 5 per line: 21, 21, 21, 21, 20, and the lines 21 high (20.8 rounded)."
    @Test func headerDoc104PointsFiveItems() throws {
        let result = try GridLayout(itemCounts: [5], lineItemCount: 5)
            .layout(in: LayoutContext(containerSize: Size(width: 104, height: 300)))
        #expect(
            result.elements.map(\.frame) == [
                R(0, 0, 21, 21), R(21, 0, 21, 21), R(42, 0, 21, 21), R(63, 0, 21, 21), R(84, 0, 20, 21),
            ])
        expectInvariants(result)
    }

    // MARK: Device pixels

    /// At 2x the distribution happens in device pixels: 640 px in 6 columns are 107 x 4 and 106 x 2.
    @Test func distributesDevicePixelsAt2x() throws {
        let result = try GridLayout(itemCounts: [7], lineItemCount: 6)
            .layout(in: LayoutContext(containerSize: Size(width: 320, height: 300), scale: 2))
        #expect(
            result.elements.map(\.frame) == [
                R(0, 0, 53.5, 53.5), R(53.5, 0, 53.5, 53.5), R(107, 0, 53.5, 53.5), R(160.5, 0, 53.5, 53.5),
                R(214, 0, 53, 53.5), R(267, 0, 53, 53.5), R(0, 53.5, 53.5, 53.5),
            ])
        #expect(result.contentSize == Size(width: 320, height: 107))
        expectInvariants(result)
    }

    @Test func distributesDevicePixelsAt2xHorizontally() throws {
        let result = try GridLayout(itemCounts: [7], lineItemCount: 6, lineSpacing: 0.5)
            .layout(
                in: LayoutContext(containerSize: Size(width: 500, height: 320), scrollDirection: .horizontal, scale: 2))
        #expect(
            result.elements.map(\.frame) == [
                R(0, 0, 53.5, 53.5), R(0, 53.5, 53.5, 53.5), R(0, 107, 53.5, 53.5), R(0, 160.5, 53.5, 53.5),
                R(0, 214, 53.5, 53), R(0, 267, 53.5, 53), R(54, 0, 53.5, 53.5),
            ])
        #expect(result.contentSize == Size(width: 107.5, height: 320))
    }

    /// At 3x, 101 pt in 3 columns is 303 px: 101 px (a third of 101 points) each.
    @Test func distributesDevicePixelsAt3x() throws {
        let result = try GridLayout(itemCounts: [3], lineItemCount: 3, lineSizing: .size(10))
            .layout(in: LayoutContext(containerSize: Size(width: 101, height: 300), scale: 3))
        // 303 px / 3 = 101 px each.
        #expect(
            result.elements.map(\.frame) == [
                R(0, 0, 101.0 / 3, 10), R(101.0 / 3, 0, 101.0 / 3, 10), R(202.0 / 3, 0, 101.0 / 3, 10),
            ])
    }

    /// RDH's "a fractional leftover still earns +1": 321.5 px in 6 columns is 54 x 4 and 53 x 2
    /// (322 px, overshooting the container by half a pixel, as the original does).
    @Test func fractionalLeftoverStillEarnsAPixel() throws {
        let g = GridLayout(itemCounts: [], lineItemCount: 6)
        #expect(try g.pixelMetrics(crossLength: 321.5, scale: 1).slots == [54, 54, 54, 54, 53, 53])
        #expect(try g.pixelMetrics(crossLength: 320, scale: 1).slots == [54, 54, 53, 53, 53, 53])
        #expect(try g.pixelMetrics(crossLength: 320, scale: 1).lineLength == 53)
    }

    /// The multiplier applies to the base size (without the leftover pixels), then rounds;
    /// the extension adds to it unrounded.
    @Test func multiplierAndExtensionUseTheBaseSize() throws {
        let ctx = LayoutContext(containerSize: Size(width: 640, height: 2000))
        let m = try GridLayout(itemCounts: [1], lineItemCount: 3, lineSizing: .multiplier(1.25)).layout(in: ctx)
        #expect(m.elements[0].frame == R(0, 0, 214, 266)) // round(213 x 1.25 = 266.25)
        let e = try GridLayout(itemCounts: [1], lineItemCount: 3, lineSizing: .extension(0.25)).layout(in: ctx)
        #expect(e.elements[0].frame == R(0, 0, 214, 213.25))
    }

    // MARK: Sections

    /// With sections on new lines, an empty section adds no line; without, sections share lines.
    @Test func emptySectionsAddNoLine() throws {
        let ctx = LayoutContext(containerSize: Size(width: 300, height: 500))
        let yes = try GridLayout(
            itemCounts: [2, 0, 1], lineItemCount: 3, lineSizing: .size(10), lineSpacing: 5, sectionsStartOnNewLine: true
        ).layout(in: ctx)
        #expect(yes.elements.map(\.frame) == [R(0, 0, 100, 10), R(100, 0, 100, 10), R(0, 15, 100, 10)])
        #expect(yes.contentSize == Size(width: 300, height: 25))
        #expect(yes.sections.map(\.frame) == [R(0, 0, 300, 10), R(0, 15, 300, 0), R(0, 15, 300, 10)])
        let no = try GridLayout(itemCounts: [2, 0, 1], lineItemCount: 3, lineSizing: .size(10), lineSpacing: 5).layout(
            in: ctx)
        #expect(no.elements.map(\.frame) == [R(0, 0, 100, 10), R(100, 0, 100, 10), R(200, 0, 100, 10)])
        #expect(no.contentSize == Size(width: 300, height: 10))
    }

    /// Negative spacings are accepted, as in the original: items overlap their neighbours.
    @Test func negativeSpacingsAreAccepted() throws {
        let result = try GridLayout(
            itemCounts: [3], lineItemCount: 2, lineSizing: .size(10), itemSpacing: -10, lineSpacing: -2
        )
        .layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
        #expect(result.elements.map(\.frame) == [R(0, 0, 55, 10), R(45, 0, 55, 10), R(0, 8, 55, 10)])
        #expect(result.contentSize == Size(width: 100, height: 18))
    }

    // MARK: Guides

    @Test func emitsLanesAndSpacings() throws {
        let result = try GridLayout(
            itemCounts: [3], lineItemCount: 2, lineSizing: .size(10), itemSpacing: 4, lineSpacing: 6
        )
        .layout(in: LayoutContext(containerSize: Size(width: 104, height: 100)))
        #expect(
            result.guides == [
                .lane(section: 0, index: 0, frame: R(0, 0, 50, 26)),
                .spacing(section: 0, frame: R(50, 0, 4, 26)),
                .lane(section: 0, index: 1, frame: R(54, 0, 50, 26)),
                .spacing(section: 0, frame: R(0, 10, 104, 6)),
            ])
    }

    /// Every gap between lines is drawn once, by the section of the line after it (unless that
    /// line is shared with the section before).
    @Test(arguments: [true, false])
    func lineSpacingGuidesBetweenSections(sectionsStartOnNewLine: Bool) throws {
        let result = try GridLayout(
            itemCounts: [3, 2, 2], lineItemCount: 2, lineSizing: .size(10), lineSpacing: 5,
            sectionsStartOnNewLine: sectionsStartOnNewLine
        )
        .layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
        let gaps: [Guide] = result.guides.filter { if case .spacing = $0 { return true } else { return false } }
        // New lines: s0 on lines 0-1, s1 on 2, s2 on 3. Running on: s0 on 0-1, s1 on 1-2 (sharing
        // line 1), s2 on 2-3 (sharing line 2). Either way each gap is drawn once, by the next section.
        #expect(
            gaps == [
                .spacing(section: 0, frame: R(0, 10, 100, 5)), .spacing(section: 1, frame: R(0, 25, 100, 5)),
                .spacing(section: 2, frame: R(0, 40, 100, 5)),
            ])
    }

    @Test func guidesCanBeTurnedOff() throws {
        let layout = GridLayout(itemCounts: [5, 3], lineItemCount: 2, itemSpacing: 4, lineSpacing: 6)
        let with = try layout.layout(in: LayoutContext(containerSize: Size(width: 104, height: 100)))
        let without = try layout.layout(
            in: LayoutContext(containerSize: Size(width: 104, height: 100), includesGuides: false))
        #expect(!with.guides.isEmpty && without.guides.isEmpty)
        #expect(with.elements == without.elements && with.contentSize == without.contentSize)
    }

    // MARK: Queries

    @Test(arguments: [ScrollDirection.vertical, .horizontal])
    func rectQueryMatchesBruteForce(_ direction: ScrollDirection) throws {
        var rng = SplitMix64(seed: 0x6B1D)
        for _ in 0..<20 {
            let counts = (0..<Int.random(in: 1...6, using: &rng)).map { _ in Int.random(in: 0...40, using: &rng) }
            let layout = GridLayout(
                itemCounts: counts, lineItemCount: Int.random(in: 1...7, using: &rng),
                lineSizing: [.automatic, .size(33), .multiplier(0.7), .extension(12)][
                    Int.random(in: 0...3, using: &rng)],
                itemSpacing: Double(Int.random(in: 0...6, using: &rng)),
                lineSpacing: Double(Int.random(in: 0...9, using: &rng)),
                sectionsStartOnNewLine: Bool.random(using: &rng))
            let result = try layout.layout(
                in: LayoutContext(
                    containerSize: Size(width: 331, height: 457), scrollDirection: direction,
                    scale: [1, 2, 3][Int.random(in: 0...2, using: &rng)]))
            expectInvariants(result)
            for _ in 0..<10 {
                let rect = R(
                    Double.random(in: -50...400, using: &rng), Double.random(in: -50...900, using: &rng),
                    Double.random(in: 0...300, using: &rng), Double.random(in: 0...300, using: &rng))
                #expect(result.elements(in: rect) == result.elements.filter { $0.frame.intersects(rect) })
            }
        }
    }
}
