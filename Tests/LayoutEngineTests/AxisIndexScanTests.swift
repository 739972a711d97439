import Testing

@testable import LayoutEngine

/// How much of a grouped index (`AxisIndex.grouping`) a query scans when some starts are infinite.
@Suite struct AxisIndexScanTests {
    /// Starts of +infinity go to the last bucket: in the first, their infinite ends made every
    /// block reach everything, and every query scanned from the first element.
    @Test func infiniteStartsDoNotWidenTheScan() {
        let frames: [Rect] = (0..<640).map { (i: Int) -> Rect in
            i % 97 == 50 ? R(0, .infinity, 10, 10) : R(Double(i % 4) * 20, Double(i / 4) * 20, 10, 10)
        }
        let result = LayoutResult(
            contentSize: Size(width: 100, height: 3_200), scrollDirection: .vertical,
            elements: frames.enumerated().map { LayoutAttributes(id: .cell(0, $0.offset), frame: $0.element) },
            sections: [SectionGeometry(frame: R(0, 0, 100, 3_200))])
        let index = AxisIndexTests.index(result)
        #expect(index.isReordered)
        let scan = index.scanRange(from: 1_000, to: 1_025)
        #expect(scan.lowerBound > 0 && scan.count <= 64, "\(scan)")
        let rect = R(0, 1_000, 100, 25)
        #expect(result.elements(in: rect) == result.elements.filter { $0.frame.intersects(rect) })
    }
}
