import LayoutCheck
import LayoutEngine
import LayoutScene
import Testing

/// The change diagram's scene (`render diff a.json b.json --out change.png`), read as commands.
@Suite struct ChangeDiagramTests {
    let theme = Theme.light
    let marks = ChangeDiagram.Marks.light

    static func cell(_ s: Int, _ i: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayoutAttributes {
        LayoutAttributes(id: .cell(s, i), frame: Rect(x: x, y: y, width: w, height: h))
    }

    static func snapshot(_ elements: [LayoutAttributes], height: Double = 90) -> AttributesSnapshot {
        AttributesSnapshot(
            layout: "grid", contentSize: Size(width: 110, height: height), elements: elements, visible: [])
    }

    /// 0.0 stays, 0.1 moves down 10 pt, 0.2 is removed, 0.3 is new, the content grows 10 pt.
    var scene: Scene {
        let before = Self.snapshot([
            Self.cell(0, 0, 0, 0, 50, 40), Self.cell(0, 1, 60, 0, 50, 40), Self.cell(0, 2, 0, 50, 50, 40),
        ])
        let after = Self.snapshot(
            [Self.cell(0, 0, 0, 0, 50, 40), Self.cell(0, 1, 60, 10, 50, 40), Self.cell(0, 3, 60, 60, 50, 40)],
            height: 100)
        return ChangeDiagram.scene(from: before, to: after, theme: theme)
    }

    func index(_ command: DrawCommand) -> Int? { scene.commands.firstIndex(of: command) }

    @Test func afterFilledUnchangedPaleChangedStrong() throws {
        let colors = theme.colors(forSection: 0)
        // The layout sits 16 pt (the margin) from the canvas edges; the new content area is filled.
        #expect(
            scene.commands.first == .rect(Rect(x: 16, y: 16, width: 110, height: 100), fill: theme.content, stroke: nil)
        )
        // The old content area (90 pt high) as a dashed outline inside its edges.
        #expect(
            index(
                .rect(
                    Rect(x: 16.5, y: 16.5, width: 109, height: 89), fill: nil,
                    stroke: Stroke(theme.ghost, width: 1, dash: [4, 3])))
                != nil)
        // 0.0 did not change: its fill at 0.45 of the diagram's alpha.
        #expect(
            index(.rect(Rect(x: 16, y: 16, width: 50, height: 40), fill: colors.cellFill.fading(0.45), stroke: nil))
                != nil)
        // 0.1 moved: full fill at its new place.
        #expect(index(.rect(Rect(x: 76, y: 26, width: 50, height: 40), fill: colors.cellFill, stroke: nil)) != nil)
        #expect(scene.texts.prefix(3) == ["0.0", "0.1", "0.3"])
    }

    @Test func beforeAsOutlinesChangesMarked() throws {
        let dashed = { (c: Color) in Stroke(c, width: 1, dash: [4, 3]) }
        // Old place of 0.1 (dashed, the change colour) and of the removed 0.2 (dashed, red).
        let oldMoved = try #require(
            index(.rect(Rect(x: 76.5, y: 16.5, width: 49, height: 39), fill: nil, stroke: dashed(marks.changed))))
        let oldRemoved = try #require(
            index(.rect(Rect(x: 16.5, y: 66.5, width: 49, height: 39), fill: nil, stroke: dashed(marks.removed))))
        // New places: 2 pt outlines, orange for the moved cell, green for the new one.
        let newMoved = try #require(
            index(.rect(Rect(x: 77, y: 27, width: 48, height: 38), fill: nil, stroke: Stroke(marks.changed, width: 2))))
        let added = try #require(
            index(.rect(Rect(x: 77, y: 77, width: 48, height: 38), fill: nil, stroke: Stroke(marks.added, width: 2))))
        // The move: a dot at the old origin (76, 16), a line to the new one (76, 26), and a head of
        // two 6 pt lines (0.6 of the 10 pt shaft) at 25 degrees: back 5.436, aside 2.538.
        let arrow = Stroke(marks.changed, width: 1.5)
        let dot = try #require(index(.rect(Rect(x: 74, y: 14, width: 4, height: 4), fill: marks.changed, stroke: nil)))
        #expect(scene.commands[dot + 1] == .line(from: Point(x: 76, y: 16), to: Point(x: 76, y: 26), stroke: arrow))
        guard case .line(let from, let to, let stroke) = scene.commands[dot + 2] else {
            Issue.record("no arrowhead after the shaft")
            return
        }
        #expect(from == Point(x: 76, y: 26) && stroke == arrow)
        #expect(abs(to.x - (76 - 2.538)) < 0.001 && abs(to.y - (26 - 5.436)) < 0.001)
        // Drawn in that order: old places, new places, arrows (over the filled elements).
        #expect(oldMoved < oldRemoved && oldRemoved < newMoved && newMoved < added && added < dot)
    }

    @Test func changeLabelsAndSummary() {
        let texts = scene.texts
        #expect(texts.contains("moved (+0, +10)"))
        #expect(texts.contains("new") && texts.contains("removed"))
        // A label sits on a plate at its element's top left (3 pt in), 9 pt bold in the change's colour.
        #expect(
            scene.commands.contains(
                .text("moved (+0, +10)", origin: Point(x: 81, y: 38), size: 9, weight: .bold, color: marks.changed)))
        #expect(
            Array(texts.suffix(6)) == [
                "after", "before (outline)", "moved (old -> new origin)", "new", "removed",
                "1 moved, 1 new, 1 removed; content size 110x90 -> 110x100",
            ])
    }

    @Test func noChangeDrawsTheLayoutPaleAndSaysSo() {
        let same = Self.snapshot([Self.cell(0, 0, 0, 0, 50, 40)])
        let scene = ChangeDiagram.scene(from: same, to: same)
        #expect(scene.texts == ["0.0", "after", "no change (1 element)"])
        #expect(!scene.commands.contains { if case .line = $0 { true } else { false } })
    }

    @Test func summaryCountsEveryKindOfChange() {
        let before = Self.snapshot([Self.cell(0, 0, 0, 0, 50, 40), Self.cell(0, 1, 60, 0, 50, 40)])
        var faded = Self.cell(0, 1, 60, 0, 50, 40)
        faded.alpha = 0.5
        let after = Self.snapshot([Self.cell(0, 0, 0, 0, 50, 48), faded])
        #expect(
            ChangeDiagram.summary(GeometryChanges(from: before, to: after), elementCount: 2)
                == "1 resized, 1 restyled")
    }
}

extension Scene {
    /// The strings drawn, in order.
    fileprivate var texts: [String] {
        commands.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
    }
}

extension ChangeDiagramTests {
    /// Two layouts 20 pt wide, a cell moved: the legend's "moved (old -> new origin)" ran past the
    /// canvas's edge (the canvas was as wide as the content or the caption); every text now fits.
    @Test func aNarrowChangeDiagramKeepsItsLegendWhole() throws {
        func narrow(_ y: Double) -> AttributesSnapshot {
            AttributesSnapshot(
                layout: "list", contentSize: Size(width: 20, height: 40), elements: [Self.cell(0, 0, 0, y, 20, 10)],
                visible: [])
        }
        let scene = ChangeDiagram.scene(from: narrow(0), to: narrow(20), theme: theme)
        let m = 16.0
        let moved = 18 + 5 + TextMetrics.width(of: "moved (old -> new origin)", size: Diagram.legendTextSize)
        #expect(scene.canvas.width == (moved + 2 * m).rounded(.up))
        var texts: [String] = []
        for case .text(let text, let origin, let size, let weight, _) in scene.commands {
            texts.append(text)
            #expect(
                origin.x + TextMetrics.width(of: text, size: size, weight: weight) <= scene.canvas.width - m, "\(text)")
        }
        #expect(texts.contains("moved (old -> new origin)"))
    }
}
