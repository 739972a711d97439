import LayoutEngine
import LayoutScene
import Testing

/// The parts added for self-explaining diagrams: spacing found between cells, pinning ranges, the
/// title, the overscroll limit, groups with ids, and the interactive scene.
@Suite struct DiagramPartsTests {
    @Test func labelCheckFindsAStrokeAcrossALabel() {
        var scene = Diagram.scene(for: sampleLayout(), options: DiagramOptions(hidden: [.legend, .title]))
        #expect(LabelCheck.strokesCrossingLabels(scene).isEmpty)
        // A line through "0.0" (centred at x 66, baseline 80) after it is drawn.
        scene.commands.append(.line(from: Point(x: 20, y: 76), to: Point(x: 200, y: 76), stroke: Stroke(.black)))
        #expect(
            LabelCheck.strokesCrossingLabels(scene) == [
                #"line (20, 76) -> (200, 76) over "0.0""#, #"line (20, 76) -> (200, 76) over "0.1""#,
            ])
    }

    @Test func spacingIsFoundBetweenTheCellsOfKindsThatReportNone() {
        // Two lines: 0...40 (cells at x 0...50 and 60...100) and 50...90 (one cell 0...100).
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: R(0, 0, 100, 90), cells: [R(0, 0, 50, 40), R(60, 0, 40, 40), R(0, 50, 100, 40)])
        let result = b.finish(contentSize: Size(width: 100, height: 90))
        let scene = Diagram.scene(for: result, options: DiagramOptions(hidden: [.legend, .title]))
        let spacing = scene.commands.compactMap { c -> Rect? in
            if case .rect(let r, Theme.light.spacing?, nil) = c { return r } else { return nil }
        }
        // The line gap across both lines, the item gap along the first line (canvas: +16).
        #expect(spacing == [R(16, 56, 100, 10), R(66, 16, 10, 40)])
    }

    @Test func lanesAreFoundWhereCellsOfALaneOverlapAcross() {
        // Staggered lanes: the skyline finds each lane's gaps and the gap between lanes.
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(
            frame: R(0, 0, 100, 100), cells: [R(0, 0, 45, 30), R(55, 0, 45, 50), R(0, 40, 45, 60), R(55, 60, 45, 40)])
        let result = b.finish(contentSize: Size(width: 100, height: 100))
        let scene = Diagram.scene(for: result, options: DiagramOptions(hidden: [.legend, .title]))
        let spacing = scene.commands.compactMap { c -> Rect? in
            if case .rect(let r, Theme.light.spacing?, nil) = c { return r } else { return nil }
        }
        #expect(
            spacing == [
                R(16, 46, 45, 10), R(71, 66, 45, 10), // within each lane
                R(61, 16, 10, 30), R(61, 56, 10, 10), R(61, 76, 10, 40), // between the lanes
            ])
    }

    @Test func pinnedHeadersShowTheirRangeInTheTrailingMargin() {
        let scene = Diagram.scene(
            for: sampleLayout(pinnedHeader: true), options: DiagramOptions(hidden: [.legend, .title]))
        // The header (30 pt) travels from the section's top (0) until its end meets the section's
        // end (110): the bar covers 0...110, 5 pt right of the content (x 216 + 5).
        let stroke = Stroke(Theme.light.colors(forSection: 0).headerFill, width: 2)
        #expect(scene.commands.contains(.line(from: Point(x: 221, y: 16), to: Point(x: 221, y: 126), stroke: stroke)))
        #expect(
            scene.commands.contains(
                .beginGroup(
                    DiagramGroup(
                        id: "pinning-header-0", role: "pinning",
                        data: [DataAttribute("start", "0"), DataAttribute("end", "110")]))))
    }

    @Test func theTitleNamesKindLanesItemsSizesScaleAndOffset() {
        let options = DiagramOptions(
            scale: 2, container: Size(width: 200, height: 1500), viewport: R(0, 50, 200, 40), layoutName: "waterfall")
        #expect(
            DiagramTitle.text(for: sampleLayout(), options: options)
                == "waterfall layout, 1 column, 2 items in 1 section, content 200 x 110 pt, container 200 x 1,500 pt, scale 2, offset (0, 50)"
        )
        var custom = options
        custom.title = "Tags"
        let scene = Diagram.scene(for: sampleLayout(), options: custom)
        #expect(scene.title == "Tags")
        #expect(scene.texts.filter { $0 == "Tags" }.count == 1)
        #expect(scene.summary.hasPrefix("Tags. Shows: cell, labelled section.item; header; footer;"))
    }

    @Test func theTitleSaysRightToLeft() throws {
        let layout = WaterfallLayout(
            sections: [.init(items: [.init(width: 1, height: 1), .init(width: 1, height: 2)], columnCount: 2)])
        var context = LayoutContext(containerSize: Size(width: 200, height: 300))
        context.layoutDirection = .rightToLeft
        let result = try layout.layout(in: context)
        #expect(
            DiagramTitle.text(for: result, options: DiagramOptions(layoutName: "waterfall"))
                == "waterfall layout, right to left, 2 columns, 2 items in 1 section, content 200 x 190 pt, scale 1")
    }

    @Test func offsetsBeyondTheContentAreDrawnAsOneViewportOfOverscrollAtMost() {
        let content = Size(width: 375, height: 930)
        let far = Diagram.limitedViewport(R(0, 5000, 375, 667), contentSize: content)
        #expect(far.viewport == R(0, 930, 375, 667))
        #expect(
            far.note
                == "note: contentOffset y 5000 is outside the scrollable range 0...263; drawn at 930 (at most one viewport of overscroll)"
        )
        #expect(Diagram.limitedViewport(R(0, -900, 375, 667), contentSize: content).viewport == R(0, -667, 375, 667))
        let inside = Diagram.limitedViewport(R(0, 200, 375, 667), contentSize: content)
        #expect(inside.viewport == R(0, 200, 375, 667) && inside.note == nil)
        // The canvas is the same as for the limit.
        let a = Diagram.canvasSize(for: sampleLayout(), options: DiagramOptions(viewport: R(0, 5000, 200, 40)))
        let b = Diagram.canvasSize(for: sampleLayout(), options: DiagramOptions(viewport: R(0, 110, 200, 40)))
        #expect(a == b)
    }

    @Test func elementsAndLabelsAreGroupsWithStableIdsAndTheirFrames() {
        let scene = Diagram.scene(for: sampleLayout(), options: DiagramOptions(hidden: [.legend, .title]))
        #expect(
            scene.commands.contains(
                .beginGroup(
                    DiagramGroup(
                        id: "cell-0-1", role: "cell",
                        data: [
                            DataAttribute("x", "100"), DataAttribute("y", "40"), DataAttribute("width", "80"),
                            DataAttribute("height", "40"),
                        ]))))
        #expect(scene.commands.contains(.beginGroup(DiagramGroup(id: "label-cell-0-1", role: "label"))))
        var recorder = RecordingRenderer()
        recorder.perform(scene.commands)
        let opened = recorder.operations.filter { $0.hasPrefix("group") }.count
        #expect(opened == recorder.operations.filter { $0 == "end group" }.count)
    }

    @Test func theInteractiveSceneHasHiddenGhostsRaisedHeadersLastAndLabelBoxes() {
        let options = DiagramOptions(
            hidden: [.legend, .title], container: Size(width: 200, height: 40), viewport: R(0, 0, 200, 40))
        let scene = Diagram.interactiveScene(for: sampleLayout(pinnedHeader: true), options: options)
        let groups = scene.commands.compactMap { c -> DiagramGroup? in
            if case .beginGroup(let g) = c { return g } else { return nil }
        }
        #expect(groups.contains { $0.id == "ghost-header-0" && $0.hidden })
        let order = groups.compactMap(\.id).filter { ["cell-0-0", "footer-0", "header-0"].contains($0) }
        #expect(order == ["cell-0-0", "footer-0", "header-0"]) // the pinned header (zIndex 901) last
        #expect(groups.first { $0.id == "header-0" }?.data == []) // the script writes frames, zIndex and alpha
        #expect(groups.first { $0.id == "label-cell-0-0" }?.data == [DataAttribute("box", "55 69.98 21.49 12.02")])
        #expect(groups.contains { $0.id == "veil" } && groups.contains { $0.id == "viewport-frame" })
        #expect(!scene.texts.contains { $0.hasPrefix("viewport (") })
    }
}
