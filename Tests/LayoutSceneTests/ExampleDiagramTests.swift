import Foundation
import LayoutEngine
import LayoutScene
import LayoutSpec
import Testing

/// Every built-in example and every fixture, drawn as `render` draws them: each shows its title,
/// its legend and every guide its kind has; no stroke ever crosses a label; hiding a part the
/// diagram draws changes it.
@Suite struct ExampleDiagramTests {
    /// The parts each kind's example draws: every guide the kind has (the mosaic example leaves
    /// out its pinned header on purpose: a mosaic's sticky header rests one line spacing low).
    static let expectedParts: [String: Set<DiagramFeature>] = [
        "aligned": [.cellInsets, .indentation, .insets, .legend, .pinning, .sections, .spacing, .title, .viewport],
        "waterfall": [.container, .insets, .lanes, .legend, .sections, .spacing, .title],
        "list": [.insets, .legend, .pinning, .sections, .spacing, .title, .viewport],
        "column": [.container, .insets, .lanes, .legend, .pinning, .sections, .spacing, .title],
        "styled-flow": [.container, .insets, .legend, .pinning, .sections, .spacing, .title],
        "grid": [.container, .lanes, .legend, .sections, .spacing, .title],
        "flow": [.insets, .legend, .pinning, .sections, .spacing, .title, .viewport],
        "fraction-grid": [.container, .insets, .legend, .pinning, .sections, .spacing, .title],
        "staggered": [.container, .insets, .lanes, .legend, .pinning, .sections, .spacing, .title],
        "mosaic": [.container, .insets, .lanes, .legend, .sections, .spacing, .title],
        "composite": [.insets, .lanes, .legend, .pinning, .sections, .spacing, .title, .viewport],
        "compositional": [
            .cellInsets, .container, .groups, .insets, .legend, .pinning, .sections, .spacing, .title,
        ],
    ]

    @Test(arguments: LayoutKinds.all.map(\.name))
    func everyExampleShowsTitleLegendAndTheGuidesOfItsKind(_ kind: String) throws {
        let (result, options) = try laidOut(LayoutKinds.named(kind)!.example)
        #expect(Diagram.parts(for: result, options: options) == Self.expectedParts[kind])
        let scene = Diagram.scene(for: result, options: options)
        #expect(scene.title.hasPrefix("\(kind) layout, "))
        #expect(scene.commands.contains(.beginGroup(DiagramGroup(id: "title", role: "title"))))
        #expect(scene.commands.contains(.beginGroup(DiagramGroup(id: "legend", role: "legend"))))
        #expect(scene.texts.contains { $0.hasPrefix("\(kind) layout") })
        #expect(scene.texts.contains("cell, labelled section.item"))
    }

    /// Every part a built-in example draws, hidden: the scene loses drawing commands.
    @Test(arguments: LayoutKinds.all.map(\.name))
    func hidingEachPartOfAnExampleChangesIt(_ kind: String) throws {
        let (result, options) = try laidOut(LayoutKinds.named(kind)!.example)
        let all = Diagram.scene(for: result, options: options)
        for part in DiagramFeature.allCases {
            var hiding = options
            hiding.hidden = [part]
            let hidden = Diagram.scene(for: result, options: hiding)
            if Diagram.parts(for: result, options: options).contains(part) {
                #expect(drawing(hidden).count < drawing(all).count, "\(kind): hiding \(part) changes nothing")
            } else {
                #expect(
                    drawing(hidden) == drawing(all), "\(kind): \(part) is not drawn, yet hiding it changes the scene")
            }
        }
    }

    @Test(arguments: fixtureNames() + LayoutKinds.all.map { "example:" + $0.name })
    func noStrokeCrossesALabel(_ name: String) throws {
        let text =
            name.hasPrefix("example:")
            ? LayoutKinds.named(String(name.dropFirst(8)))!.example
            : try String(contentsOf: fixtures.appendingPathComponent("\(name).json"), encoding: .utf8)
        let (result, options) = try laidOut(text)
        for theme in [Theme.light, Theme.dark] {
            var themed = options
            themed.theme = theme
            let scene = Diagram.scene(for: result, options: themed)
            let crossings = LabelCheck.strokesCrossingLabels(scene)
            #expect(crossings.isEmpty, "\(name): \(crossings.prefix(5))")
            #expect(scene.texts.count > 0)
        }
    }

    /// Only the commands that paint (groups left out).
    private func drawing(_ scene: Scene) -> [DrawCommand] {
        scene.commands.filter {
            if case .beginGroup = $0 { return false }
            if case .endGroup = $0 { return false }
            return true
        }
    }
}

/// Finds strokes (outlines and lines) drawn after a label across the label's box.
enum LabelCheck {
    static func strokesCrossingLabels(_ scene: Scene) -> [String] {
        var labels: [(String, Rect)] = []
        var out: [String] = []
        for command in scene.commands {
            switch command {
            case .text(let s, let o, let size, let weight, _):
                let w = TextMetrics.width(of: s, size: size, weight: weight)
                labels.append(
                    (
                        s,
                        Rect(
                            x: o.x, y: o.y - TextMetrics.capHeight * size, width: w,
                            height: TextMetrics.capHeight * size)
                    ))
            case .verticalText(let s, let o, let size, let weight, _):
                let w = TextMetrics.width(of: s, size: size, weight: weight)
                labels.append(
                    (
                        s,
                        Rect(
                            x: o.x - TextMetrics.capHeight * size, y: o.y - w, width: TextMetrics.capHeight * size,
                            height: w)
                    ))
            case .rect(let r, _, let stroke?):
                let h = stroke.width / 2
                // The outline's four sides.
                let sides = [
                    Rect(x: r.minX - h, y: r.minY - h, width: r.width + 2 * h, height: 2 * h),
                    Rect(x: r.minX - h, y: r.maxY - h, width: r.width + 2 * h, height: 2 * h),
                    Rect(x: r.minX - h, y: r.minY - h, width: 2 * h, height: r.height + 2 * h),
                    Rect(x: r.maxX - h, y: r.minY - h, width: 2 * h, height: r.height + 2 * h),
                ]
                for (s, box) in labels where sides.contains(where: { $0.intersects(box) }) {
                    out.append("outline \(r) over \"\(s)\"")
                }
            case .line(let a, let b, let stroke):
                let h = stroke.width / 2
                let r = Rect(
                    x: min(a.x, b.x) - h, y: min(a.y, b.y) - h, width: abs(a.x - b.x) + 2 * h,
                    height: abs(a.y - b.y) + 2 * h)
                for (s, box) in labels where r.intersects(box) { out.append("line \(a) -> \(b) over \"\(s)\"") }
            default:
                break
            }
        }
        return out
    }
}

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

func fixtureNames() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}

/// A spec laid out, with the options `render` draws it with.
func laidOut(_ specText: String) throws -> (LayoutResult, DiagramOptions) {
    let root = try JSONValue.parse(specText)
    let document = try SpecDocument(value: root)
    let result = try document.computeLayout()
    let options = DiagramOptions(
        scale: document.scale, container: document.container,
        viewport: root["contentOffset"] != nil ? document.viewport : nil, layoutName: document.kind.name)
    return (result, options)
}
