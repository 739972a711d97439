// snippet.hide
// swift-format-ignore-file
// The getting-started article's test (LayoutDiagrams.docc/GettingStarted.md), run as written.
// snippet.show
import LayoutEngine
import LayoutScene
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

@Test func tagCloud() throws {
    let tags = ["swift", "layouts", "without", "UIKit", "diagrams"]
    let items = tags.map { AlignedLayout.Item(width: Double(24 + 10 * $0.count), height: 32) }
    let section = AlignedLayout.Section(attributes: .init(horizontalAlignment: .center), headerHeight: 28, items: items)
    let result = try AlignedLayout(sections: [section])
        .layout(in: LayoutContext(containerSize: Size(width: 320, height: 400), scale: 2))

    #expect(result.attributes(for: .cell(0, 0))?.frame == Rect(x: 24, y: 33, width: 74, height: 32))
    // The first run records __Snapshots__/TagCloudTests/tagCloud.1.png (and fails, to say so);
    // commit it, and every later run compares the diagram with it pixel by pixel.
    assertSnapshot(of: result, as: .diagramPNG(DiagramOptions(scale: 2, container: Size(width: 320, height: 400))))
    assertSnapshot(of: result, as: .frames)  // the frames as text: one line per element
}
