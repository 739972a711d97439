import Testing

@testable import LayoutEngine

/// Streamed sections are written in batches (`LayoutBuilder.appendCells(count:inBatches:)`): rows,
/// lines and columns that cross a batch boundary must come out as on the buffered paths (guides on).
@Suite struct BatchedStreamingTests {
    @Test func batchesCoverTheRangeInOrder() {
        var builder = LayoutBuilder(scrollDirection: .vertical)
        builder.beginSection()
        var ranges: [Range<Int>] = []
        builder.appendCells(count: 7, batchSize: 3) { (cells: inout OutputSpan<Rect>, range) in
            ranges.append(range)
            for i in range { cells.append(Rect(x: 0, y: Double(i) * 10, width: 5, height: 5)) }
        }
        builder.endSection(frame: Rect(x: 0, y: 0, width: 5, height: 70))
        #expect(ranges == [0..<3, 3..<6, 6..<7])
        let result = builder.finish(contentSize: Size(width: 5, height: 70))
        #expect(result.elements.map(\.frame.y) == (0..<7).map { Double($0) * 10 })
        #expect(result.invariantViolations().isEmpty)
    }

    @Test func largeStreamedLayoutsEqualTheBufferedOnes() throws {
        var rng = SplitMix64(seed: 7)
        let n = 10_000 // many batches
        let sizes = (0..<n).map { _ in
            Size(
                width: Double(Int.random(in: 60...200, using: &rng)),
                height: [60.0, 80, 100][Int.random(in: 0...2, using: &rng)])
        }
        let layouts: [any CollectionLayout] = [
            StyledFlowLayout(sections: [.init(items: sizes.map { .flow($0.width, $0.height) })]),
            AlignedLayout(sections: [.init(items: sizes.map { .init(width: $0.width, height: $0.height) })]),
            WaterfallLayout(
                sections: [.init(items: sizes.map { .init(width: $0.width, height: $0.height) })], columnCount: 4),
            ColumnLayout(
                sections: [.init(items: sizes.map { .init(height: $0.height) })], columnCount: 4,
                layoutStrategy: .shortestFirst),
        ]
        for layout in layouts {
            let with = try layout.layout(in: LayoutContext(containerSize: Size(width: 1024, height: 800)))
            let without = try layout.layout(
                in: LayoutContext(containerSize: Size(width: 1024, height: 800), includesGuides: false))
            #expect(with.elements.count == n)
            #expect(with.elements == without.elements, "\(type(of: layout))")
            #expect(with.contentSize == without.contentSize, "\(type(of: layout))")
            #expect(without.invariantViolations().isEmpty, "\(type(of: layout))")
        }
    }
}
