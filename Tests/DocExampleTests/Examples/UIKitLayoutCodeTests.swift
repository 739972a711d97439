// snippet.hide
// swift-format-ignore-file
// CompositionalUIKit.docc/CompilingUIKitLayoutCode.md: the test of its frames, compiled and run as written.
// snippet.show
import CompositionalUIKit
import LayoutEngine
import Testing

@Test func twoColumnCellsAre180Wide() throws {
    let solution = try createLayout().solve(in: CGSize(width: 390, height: 844), itemCounts: [4])
    let cells = solution.elements.filter { $0.category == .cell }.map(\.frame)
    #expect(cells[1] == Rect(x: 200, y: 10, width: 180, height: 44))
}
