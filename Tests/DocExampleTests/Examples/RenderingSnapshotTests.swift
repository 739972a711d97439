// snippet.hide
// swift-format-ignore-file
// Docs/Rendering.md's and LayoutSnapshotTesting.docc's example, run as written.
// snippet.show
import LayoutEngine
import LayoutScene
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

@Test func tagSections() throws {
    let words = AlignedLayout.Section(headerHeight: 24, items: (0..<7).map { .init(width: Double(40 + 12 * ($0 % 4)), height: 30) })
    let tags = AlignedLayout.Section(attributes: .init(horizontalAlignment: .right), items: [.init(width: 90, height: 30), .init(size: .remaining(height: 30))])
    let result = try AlignedLayout(sections: [words, tags]).layout(in: LayoutContext(containerSize: Size(width: 240, height: 300)))
    assertSnapshot(of: result, as: .diagramPNG(DiagramOptions(scale: 2)))   // __Snapshots__/<File>/tagSections.1.png
    assertSnapshot(of: result, as: .diagramSVG())
    assertSnapshot(of: result, as: .frames)                                  // the text dump, one line per element
}
