import Testing

@testable import LayoutEngine

@Suite struct LayoutResultTests {
    /// A random aligned layout of about `count` cells in several sections with headers.
    func randomLayout(count: Int, seed: UInt64) throws -> LayoutResult {
        var rng = SplitMix64(seed: seed)
        var sections: [AlignedLayout.Section] = []
        var left = count
        while left > 0 {
            let n = min(left, Int.random(in: 0...3000, using: &rng))
            left -= n
            sections.append(
                AlignedLayout.Section(
                    attributes: AlignedLayout.SectionAttributes(
                        horizontalAlignment: .allCases.randomElement(using: &rng)!,
                        verticalAlignment: .allCases.randomElement(using: &rng)!),
                    headerHeight: Bool.random(using: &rng) ? 40 : 0,
                    items: (0..<n).map { _ in
                        AlignedLayout.Item(
                            width: Double(Int.random(in: 10...300, using: &rng)) / 2,
                            height: Double(Int.random(in: 10...200, using: &rng)) / 2)
                    }))
        }
        return try AlignedLayout(sections: sections).layout(
            in: LayoutContext(containerSize: Size(width: 1024, height: 800)))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func rectQueryMatchesABruteForceFilterOn10000Items(seed: UInt64) throws {
        let r = try randomLayout(count: 10_000, seed: seed)
        #expect(r.elements.filter { $0.kind == .cell }.count == 10_000)
        var rng = SplitMix64(seed: seed &+ 100)
        let h = r.contentSize.height
        let all = Array(r.elements)
        for q in 0..<300 {
            // viewports, thin strips, zero-height lines, rects past the ends, huge rects
            let rect: Rect
            switch q % 5 {
            case 0: rect = Rect(x: 0, y: Double.random(in: -100...h, using: &rng), width: 1024, height: 800)
            case 1:
                rect = Rect(
                    x: Double.random(in: 0...1000, using: &rng), y: Double.random(in: 0...h, using: &rng), width: 7,
                    height: 3)
            case 2: rect = Rect(x: 0, y: Double(Int.random(in: 0...Int(h), using: &rng)), width: 1024, height: 0)
            case 3: rect = Rect(x: -50, y: h - 10, width: 2000, height: 500)
            default: rect = Rect(x: -1e6, y: -1e6, width: 3e6, height: 3e6 + h)
            }
            let fast = r.elements(in: rect)
            let brute = all.filter { $0.frame.intersects(rect) }
            #expect(fast == brute, "query \(q): \(rect)")
        }
    }

    @Test func lookupFindsEveryElementByIndexPath() throws {
        let r = try randomLayout(count: 2_000, seed: 9)
        for (i, e) in r.elements.enumerated() {
            #expect(r.indexOfElement(e.id) == i)
        }
        #expect(r.attributes(for: .cell(0, 100_000)) == nil)
        #expect(r.attributes(for: .cell(-1, 0)) == nil)
        #expect(r.attributes(for: .footer(0)) == nil)
        #expect(r.attributes(for: ElementID(kind: .header, section: 0, item: 1)) == nil)
    }

    @Test func recomputingForANewWidthIsAPureFunction() throws {
        let layout = AlignedLayout(sections: [
            AlignedLayout.Section(items: Array(repeating: AlignedLayout.Item(width: 50, height: 50), count: 5))
        ])
        let narrow = try layout.layout(in: LayoutContext(containerSize: Size(width: 120, height: 100)))
        let wide = try layout.layout(in: LayoutContext(containerSize: Size(width: 400, height: 100)))
        #expect(narrow.contentSize == Size(width: 120, height: 5 + 3 * 50 + 2 * 5 + 5))
        #expect(wide.contentSize == Size(width: 400, height: 60))
        #expect(try layout.layout(in: LayoutContext(containerSize: Size(width: 120, height: 100))) == narrow)
    }

    @Test func textDumpIsOneLinePerElement() throws {
        let r = try AlignedLayout(sections: [
            AlignedLayout.Section(headerHeight: 20, items: [AlignedLayout.Item(width: 10.5, height: 10)])
        ])
        .layout(in: LayoutContext(containerSize: Size(width: 100, height: 100)))
        #expect(
            r.textDump == """
                content 100 x 40
                header 0 x=0 y=5 w=100 h=20
                cell 0.0 x=5 y=25 w=10.5 h=10
                """)
    }

    @Test func invariantCheckerReportsOverlapsAndNonFiniteFrames() {
        let r = LayoutResult(
            contentSize: Size(width: 100, height: 100), scrollDirection: .vertical,
            elements: [
                LayoutAttributes(id: .cell(0, 0), frame: R(0, 0, 50, 50)),
                LayoutAttributes(id: .cell(0, 1), frame: R(40, 40, 20, 20)),
                LayoutAttributes(id: .cell(0, 2), frame: R(0, .nan, 1, 1)),
            ], sections: [SectionGeometry(frame: R(0, 0, 100, 100))])
        let problems = r.invariantViolations()
        #expect(problems.count == 2)
        #expect(problems.contains("cell 0.0 x=0 y=0 w=50 h=50 overlaps cell 0.1 x=40 y=40 w=20 h=20"))
    }
}

/// The library example in README.md, kept true.
@Suite struct ReadmeExampleTests {
    @Test func alignedExampleFromTheReadme() throws {
        let layout = AlignedLayout(sections: [
            .init(
                attributes: .init(horizontalAlignment: .center), headerHeight: 32,
                items: [.init(width: 90, height: 44), .init(size: .remaining(height: 30))])
        ])
        let result = try layout.layout(in: LayoutContext(containerSize: Size(width: 375, height: 667), scale: 2))
        #expect(result.contentSize == Size(width: 375, height: 86))
        #expect(result.attributes(for: .cell(0, 1))?.frame == Rect(x: 100, y: 37, width: 270, height: 30))
        #expect(result.elements(in: Rect(x: 0, y: 0, width: 375, height: 100)).count == 3)
        #expect(result.visibleElements(in: Rect(x: 0, y: 40, width: 375, height: 667)).first?.frame.minY == 40)
    }
}
