// snippet.hide
// swift-format-ignore-file
// Docs/VisualRegression.md's example, run as written.
// snippet.show
import Foundation
import LayoutEngine
import LayoutSnapshotTesting
import Testing

/// Specs and baselines in a folder beside this file (record them once with SNAPSHOT_TESTING_RECORD=missing).
let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Layouts")

@Test func grid() throws {
    let grid = GridLayout(itemCounts: [8, 5], lineItemCount: 4, lineSpacing: 5, sectionsStartOnNewLine: true)
    let result = try grid.layout(in: LayoutContext(containerSize: Size(width: 320, height: 480), scale: 2))
    assertLayoutSnapshot(of: result, named: "grid", in: layouts)         // grid.png + grid.attributes.json
    assertSnapshotFile(of: result, as: .frames, reference: layouts.appendingPathComponent("grid.txt"))  // any strategy
}

@Test func specs() {
    assertSpecSnapshot(spec: layouts.appendingPathComponent("tags.json"), baselines: layouts)  // exactly render check's check
}
