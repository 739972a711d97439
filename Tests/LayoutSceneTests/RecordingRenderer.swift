import LayoutEngine
import LayoutScene

/// A backend that records what it is asked to draw (SwiftDraw's MockRenderer): scene tests need no
/// graphics library.
struct RecordingRenderer: SceneRendering {
    var operations: [String] = []
    var clipDepth = 0
    var deepestClip = 0
    var unbalanced = false

    mutating func perform(_ command: DrawCommand) {
        switch command {
        case .pushClip:
            clipDepth += 1
            deepestClip = max(deepestClip, clipDepth)
        case .popClip:
            clipDepth -= 1
            if clipDepth < 0 { unbalanced = true }
        default: break
        }
        operations.append(command.description)
    }
}

func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// One section of 200 x 110: a header, two cells, a footer, and one guide of every type.
func sampleLayout(pinnedHeader: Bool = false) -> LayoutResult {
    var b = LayoutBuilder(scrollDirection: .vertical)
    b.addSection(
        frame: R(0, 0, 200, 110), header: R(0, 0, 200, 30), cells: [R(10, 40, 80, 40), R(100, 40, 80, 40)],
        footer: R(0, 90, 200, 20), effects: pinnedHeader ? [.pinnedHeader] : [])
    b.addGuide(.sectionInsets(section: 0, outer: R(0, 30, 200, 60), inner: R(10, 40, 180, 40)))
    b.addGuide(.lane(section: 0, index: 0, frame: R(0, 30, 100, 60)))
    b.addGuide(.spacing(section: 0, frame: R(90, 40, 8, 40)))
    b.addGuide(.cellInsets(section: 0, item: 1, slot: R(98, 38, 84, 44)))
    b.addGuide(.indentation(section: 0, from: Point(x: 100, y: 40), to: Point(x: 100, y: 80)))
    return b.finish(contentSize: Size(width: 200, height: 110))
}

extension Scene {
    /// The strings of all text commands, in order.
    var texts: [String] {
        commands.compactMap { if case .text(let s, _, _, _, _) = $0 { return s } else { return nil } }
    }
    func index(of command: DrawCommand) -> Int? { commands.firstIndex(of: command) }
}
