// snippet.hide
// swift-format-ignore-file
// CompositionalUIKit.docc/CompilingUIKitLayoutCode.md: an app's layout function drawn and snapshot-tested, run as written.
// snippet.show
import CompositionalUIKit
import Foundation
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

@Test func theAppsLayoutIsDrawnAndSnapshotTested() throws {
    let result = try createLayout().layoutResult(in: CGSize(width: 390, height: 300), itemCounts: [6])
    assertSnapshot(of: result, as: .diagramPNG(DiagramOptions(scale: 2)))   // __Snapshots__/<File>/...1.png
    assertSnapshot(of: result, as: .frames)                                  // one line per element
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-layout-\(getpid()).svg")
    try Diagram.write(result, to: file.path)                                 // or .png, .html
    #expect(FileManager.default.fileExists(atPath: file.path))
    try? FileManager.default.removeItem(at: file)
}
