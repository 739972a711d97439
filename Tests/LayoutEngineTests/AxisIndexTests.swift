import Testing

@testable import LayoutEngine

/// The rect-query index (`AxisIndex`) against a brute-force filter, on both of its scan orders
/// (element order, and elements grouped by their start), at block boundaries and on degenerate
/// input; and the builder's streaming API against `addSection`.
@Suite struct AxisIndexTests {
    static func index(_ result: LayoutResult) -> AxisIndex {
        Mirror(reflecting: result).children.first { $0.label == "index" }!.value as! AxisIndex
    }

    /// Every kind of query rect over `result`: viewports, strips, zero-height lines, rects past the
    /// ends, negative sizes and one covering everything.
    static func expectQueriesMatchBruteForce(
        _ result: LayoutResult, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var rng = SplitMix64(seed: seed)
        let all = Array(result.elements)
        let d = result.scrollDirection
        let extent = max(1, result.contentSize.main(d))
        let across = max(1, result.contentSize.cross(d))
        for q in 0..<200 {
            let main = Double.random(in: -100...(extent + 100), using: &rng)
            let rect: Rect
            switch q % 6 {
            case 0: rect = Rect(main: main, cross: 0, mainLength: 800, crossLength: across, d)
            case 1:
                rect = Rect(
                    main: main, cross: Double.random(in: 0...across, using: &rng), mainLength: 3, crossLength: 7, d)
            case 2: rect = Rect(main: main.rounded(), cross: 0, mainLength: 0, crossLength: across, d)
            case 3: rect = Rect(main: extent - 10, cross: -50, mainLength: 500, crossLength: across + 100, d)
            case 4: rect = Rect(main: main, cross: 0, mainLength: -40, crossLength: across, d)
            default: rect = Rect(x: -1e6, y: -1e6, width: 3e6 + extent, height: 3e6 + extent)
            }
            let brute = all.filter { $0.frame.intersects(rect) }
            #expect(result.elements(in: rect) == brute, "query \(q): \(rect)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ScrollDirection.allCases, [1, 15, 16, 17, 100, 5_000])
    func roundRobinLanesAreGroupedByStart(direction: ScrollDirection, count: Int) throws {
        // Staggered lanes drift apart: elements far out of scroll order.
        var rng = SplitMix64(seed: UInt64(count))
        let layout = StaggeredLayout(sections: [
            StaggeredSection(
                items: (0..<count).map { _ in
                    .init(aspectRatio: Double.random(in: 0.3...3, using: &rng))
                }, lineCount: 6, options: PluginSectionOptions(header: Size(width: 30, height: 30)))
        ])
        let container = direction == .vertical ? Size(width: 1024, height: 800) : Size(width: 800, height: 1024)
        let result = try layout.layout(in: LayoutContext(containerSize: container, scrollDirection: direction))
        if count == 5_000 { #expect(Self.index(result).isReordered) }
        Self.expectQueriesMatchBruteForce(result, seed: UInt64(count))
    }

    @Test(arguments: ScrollDirection.allCases, [1, 16, 33, 5_000])
    func centredLinesKeepTheElementOrder(direction: ScrollDirection, count: Int) throws {
        // Flow centres items on their line: slightly out of scroll order, scanned as they are.
        var rng = SplitMix64(seed: UInt64(count) &+ 1)
        let layout = FlowLayout(sections: [
            FlowSection(
                items: (0..<count).map { _ in
                    Size(
                        width: Double.random(in: 20...200, using: &rng),
                        height: Double.random(in: 20...300, using: &rng))
                }),
            FlowSection(
                items: [Size(width: 50, height: 50)], options: PluginSectionOptions(footer: Size(width: 20, height: 20))
            ),
        ])
        let container = direction == .vertical ? Size(width: 700, height: 800) : Size(width: 800, height: 700)
        let result = try layout.layout(in: LayoutContext(containerSize: container, scrollDirection: direction))
        #expect(!Self.index(result).isReordered)
        Self.expectQueriesMatchBruteForce(result, seed: UInt64(count))
    }

    @Test(arguments: [[Int](), [7], [5, 3, 9, 4], [130, 2, 64, 63, 65, 0, 127], [1_000_000, 3, 17, 2_000_000, 4]])
    func hitsOfGroupedElementsComeOutAscending(_ positions: [Int]) {
        var hits = positions
        hits.withUnsafeMutableBufferPointer {
            LayoutResult.sortNearbyPositions($0, low: positions.min() ?? 0, high: positions.max() ?? 0)
        }
        #expect(hits == positions.sorted())
    }

    @Test func emptyAndNonFiniteFramesAreNeverHits() {
        let empty = LayoutResult(contentSize: .zero, scrollDirection: .vertical, elements: [], sections: [])
        #expect(empty.elements(in: R(-1e9, -1e9, 2e9, 2e9)).isEmpty)
        let frames: [Rect] = (0..<40).map { (i: Int) -> Rect in
            let x = Double(i % 5) * 20
            let y = Double(i / 5) * 20
            return i % 7 == 3 ? R(0, .nan, 10, 10) : R(x, y, 10, 10)
        }
        let odd = LayoutResult(
            contentSize: Size(width: 100, height: 200), scrollDirection: .vertical,
            elements: frames.enumerated().map { LayoutAttributes(id: .cell(0, $0.offset), frame: $0.element) },
            sections: [SectionGeometry(frame: R(0, 0, 100, 200))])
        for y in stride(from: -20.0, through: 200, by: 7) {
            let rect = R(0, y, 100, 15)
            #expect(odd.elements(in: rect) == odd.elements.filter { $0.frame.intersects(rect) })
        }
    }

    /// Infinite starts after finite ones make the index group elements by start; the bucket of
    /// each start is computed over the finite range only (an infinite range gave Int(NaN), a crash).
    @Test(arguments: [-Double.infinity, Double.infinity])
    func infiniteStartsAfterFiniteOnesAreGroupedAndNeverHits(_ start: Double) {
        let frames: [Rect] = (0..<64).map { (i: Int) -> Rect in
            i % 9 == 8 ? R(0, start, 10, 10) : R(Double(i % 4) * 20, Double(i / 4) * 20, 10, 10)
        }
        let result = LayoutResult(
            contentSize: Size(width: 100, height: 400), scrollDirection: .vertical,
            elements: frames.enumerated().map { LayoutAttributes(id: .cell(0, $0.offset), frame: $0.element) },
            sections: [SectionGeometry(frame: R(0, 0, 100, 400))])
        for y in stride(from: -20.0, through: 400, by: 13) {
            let rect = R(0, y, 100, 25)
            #expect(result.elements(in: rect) == result.elements.filter { $0.frame.intersects(rect) })
        }
    }

    @Test func streamingASectionEqualsAddingItWhole() {
        let header = R(0, 0, 100, 20)
        let footer = R(0, 80, 100, 10)
        let cells = (0..<37).map { R(Double($0 % 4) * 25, 20 + Double($0 / 4) * 6, 20, 5) }
        var whole = LayoutBuilder(scrollDirection: .vertical)
        whole.addSection(
            frame: R(0, 0, 100, 90), header: header, cells: cells, footer: footer, effects: [.pinnedHeader])
        var streamed = LayoutBuilder(scrollDirection: .vertical)
        streamed.beginSection(header: header)
        streamed.appendCell(cells[0])
        streamed.appendCells(Array(cells[1..<10]))
        streamed.appendCells(upTo: 30) { out in for c in cells[10...] { out.append(c) } }
        #expect(Array(streamed.openSectionCells) == cells)
        streamed.endSection(frame: R(0, 0, 100, 90), footer: footer, effects: [.pinnedHeader])
        let a = whole.finish(contentSize: Size(width: 100, height: 90))
        let b = streamed.finish(contentSize: Size(width: 100, height: 90))
        #expect(a == b)
        #expect(b.attributes(for: .footer(0))?.frame == footer)
        Self.expectQueriesMatchBruteForce(b, seed: 3)
    }
}
