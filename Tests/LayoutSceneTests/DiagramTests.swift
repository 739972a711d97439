import LayoutEngine
import LayoutScene
import Testing

@Suite struct DiagramTests {
    let theme = Theme.light
    var colors: SectionColors { theme.colors(forSection: 0) }

    @Test func cellsAreFilledOutlinedInsideAndLabelledInTheirCentre() {
        let scene = Diagram.scene(for: sampleLayout(), options: DiagramOptions(hidden: [.legend, .title]))
        // The layout sits 16 pt (the margin) from the canvas edges.
        #expect(scene.index(of: .rect(R(26, 56, 80, 40), fill: colors.cellFill, stroke: nil)) != nil)
        #expect(
            scene.index(of: .rect(R(26.5, 56.5, 79, 39), fill: nil, stroke: Stroke(colors.cellOutline, width: 1)))
                != nil)
        // "0.0" is 3257/2048 em wide: 17.49 pt at 11 pt, centred at x = 66 -> 57.25, snapped to 57;
        // the baseline is the centre plus half the cap height (0.729 em): 76 + 4.01 -> 80.
        #expect(
            scene.index(of: .text("0.0", origin: Point(x: 57, y: 80), size: 11, weight: .regular, color: theme.text))
                != nil)
        // Headers: strong fill, bold label at the leading edge in the strong text colour.
        #expect(scene.index(of: .rect(R(16, 16, 200, 30), fill: colors.headerFill, stroke: nil)) != nil)
        #expect(
            scene.index(
                of: .text("header 0", origin: Point(x: 24, y: 35), size: 11, weight: .bold, color: theme.strongText))
                != nil)
        // Footers: pale fill with an outline.
        #expect(scene.index(of: .rect(R(16, 106, 200, 20), fill: colors.footerFill, stroke: nil)) != nil)
        #expect(scene.texts == ["header 0", "0.0", "0.1", "footer 0"])
    }

    @Test func guidesAreDrawnWhereTheLayoutPutThem() {
        let scene = Diagram.scene(for: sampleLayout(), options: DiagramOptions(hidden: [.legend, .title]))
        #expect(
            scene.index(of: .frame(outer: R(16, 46, 200, 60), inner: R(26, 56, 180, 40), fill: colors.insets)) != nil)
        #expect(scene.index(of: .rect(R(106, 56, 8, 40), fill: theme.spacing, stroke: nil)) != nil)
        #expect(scene.index(of: .rect(R(114, 54, 84, 44), fill: colors.slotFill, stroke: nil)) != nil)
        #expect(
            scene.index(
                of: .rect(
                    R(114.5, 54.5, 83, 43), fill: nil, stroke: Stroke(colors.slotOutline, width: 1, dash: [3, 2])))
                != nil)
        // A 2 pt indentation line covers two whole pixels at scale 1: it sits on the pixel boundary.
        #expect(
            scene.index(
                of: .line(
                    from: Point(x: 116, y: 56), to: Point(x: 116, y: 96),
                    stroke: Stroke(theme.indentation, width: 2, dash: [6, 4]))) != nil)
        // Lane edges are 1 pt lines in the middle of a pixel.
        #expect(
            scene.index(
                of: .line(
                    from: Point(x: 16.5, y: 46), to: Point(x: 16.5, y: 106),
                    stroke: Stroke(theme.laneEdge, width: 1, dash: [2, 3]))) != nil)
        // Order: section tint and under-guides first, then cells, then slot outlines and indentation over them.
        let cell = scene.index(of: .rect(R(26, 56, 80, 40), fill: colors.cellFill, stroke: nil))!
        let spacing = scene.index(of: .rect(R(106, 56, 8, 40), fill: theme.spacing, stroke: nil))!
        let indentation = scene.commands.firstIndex {
            if case .line(_, _, let s) = $0 { s.color == theme.indentation } else { false }
        }!
        #expect(spacing < cell && cell < indentation)
    }

    /// What marks each switchable feature in a scene.
    static let signatures: [(DiagramFeature, @Sendable (DrawCommand, Theme) -> Bool)] = [
        (.sections, { c, t in if case .rect(_, let f, _) = c { f == t.colors(forSection: 0).tint } else { false } }),
        (.insets, { c, t in if case .frame(_, _, let f) = c { f == t.colors(forSection: 0).insets } else { false } }),
        (.cellInsets, { c, _ in if case .rect(_, _, let s?) = c { s.dash == [3, 2] } else { false } }),
        (.spacing, { c, t in if case .rect(_, let f, _) = c { f == t.spacing } else { false } }),
        (.indentation, { c, t in if case .line(_, _, let s) = c { s.color == t.indentation } else { false } }),
        (.lanes, { c, t in if case .line(_, _, let s) = c { s.color == t.laneEdge } else { false } }),
        (.container, { c, t in if case .line(_, _, let s) = c { s.color == t.container } else { false } }),
        (.pinning, { c, _ in if case .beginGroup(let g) = c { g.role == "pinning" } else { false } }),
        (.legend, { c, _ in if case .text("cell, labelled section.item", _, _, _, _) = c { true } else { false } }),
        (.title, { c, _ in if case .text("layout · 1 column", _, _, _, _) = c { true } else { false } }),
    ]

    @Test(arguments: DiagramTests.signatures.map(\.0))
    func everyFeatureCanBeSwitchedOff(_ feature: DiagramFeature) {
        let signature = Self.signatures.first { $0.0 == feature }!.1
        let layout = sampleLayout(pinnedHeader: true)
        let options = DiagramOptions(
            hidden: feature == .title ? [] : [.title], container: Size(width: 200, height: 150))
        let all = Diagram.scene(for: layout, options: options)
        var without = options
        without.hidden.insert(feature)
        let hidden = Diagram.scene(for: layout, options: without)
        #expect(all.commands.contains { signature($0, theme) }, "the full diagram shows \(feature)")
        #expect(!hidden.commands.contains { signature($0, theme) }, "hiding \(feature) removes it")
        #expect(Diagram.parts(for: layout, options: options).contains(feature))
        // Cells are always drawn.
        #expect(hidden.commands.contains(.rect(R(26, 56, 80, 40), fill: colors.cellFill, stroke: nil)))
    }

    /// A title given with line breaks or tabs (`--title "$(cat notes.txt)"`) is drawn on one line,
    /// with spaces for them: Cairo drew each as a missing-glyph box.
    @Test func aTitleIsDrawnOnOneLine() {
        let scene = Diagram.scene(
            for: sampleLayout(), options: DiagramOptions(hidden: [.legend], title: "first line\nsecond\tline"))
        let texts = scene.commands.compactMap { c -> String? in
            if case .text(let s, _, _, _, _) = c { return s } else { return nil }
        }
        #expect(texts.contains("first line second line"), "\(texts)")
        #expect(scene.title == "first line second line")
        let named = Diagram.scene(
            for: sampleLayout(), options: DiagramOptions(hidden: [.legend], layoutName: "my\nkind"))
        #expect(named.title.hasPrefix("my kind layout, "), "\(named.title)")
    }

    @Test func noGuidesLeavesElementsAndSectionTints() {
        let scene = Diagram.scene(
            for: sampleLayout(), options: DiagramOptions(hidden: DiagramFeature.guides.union([.legend, .title])))
        for (feature, signature) in Self.signatures where DiagramFeature.guides.contains(feature) {
            #expect(!scene.commands.contains { signature($0, theme) }, "\(feature)")
        }
        #expect(scene.commands.contains { Self.signatures[0].1($0, theme) })
        #expect(scene.texts.count == 4)
    }

    @Test(arguments: [
        (LabelStyle.none, [String]()), (.index, ["header 0", "0", "1", "footer 0"]),
        (.indexPath, ["header 0", "0.0", "0.1", "footer 0"]),
    ])
    func labels(_ style: LabelStyle, _ expected: [String]) {
        let scene = Diagram.scene(
            for: sampleLayout(), options: DiagramOptions(labels: style, hidden: [.legend, .title]))
        #expect(scene.texts == expected)
    }

    @Test func labelsShrinkToFitAndAreLeftOutWhenTheyCannot() {
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: R(0, 0, 200, 20), cells: [R(0, 0, 14, 14), R(20, 0, 3, 3), R(30, 0, 100, 20)])
        let scene = Diagram.scene(
            for: b.finish(contentSize: Size(width: 200, height: 20)),
            options: DiagramOptions(hidden: [.legend, .title]))
        let sizes = Dictionary(
            uniqueKeysWithValues: scene.commands.compactMap { c -> (String, Double)? in
                if case .text(let s, _, let size, _, _) = c { return (s, size) } else { return nil }
            })
        // 14 pt wide: (14 - 4) / width("0.0" at 1 pt) = 10 / 1.59 = 6.29 pt, above the 6 pt minimum.
        #expect(abs(sizes["0.0"]! - 10 / (3257.0 / 2048)) < 1e-9)
        #expect(sizes["0.1"] == nil) // 3 x 3: no room
        #expect(sizes["0.2"] == 11)
    }

    @Test func canvasIsTheContentPlusMarginsOnWholePixels() {
        let plain = DiagramOptions(hidden: [.legend, .title])
        #expect(Diagram.canvasSize(for: sampleLayout(), options: plain) == Size(width: 232, height: 142))
        // The legend adds rows below; canvasSize agrees with the scene it predicts.
        for options in [DiagramOptions(), DiagramOptions(scale: 3), DiagramOptions(viewport: R(0, 50, 300, 40))] {
            let scene = Diagram.scene(for: sampleLayout(), options: options)
            #expect(Diagram.canvasSize(for: sampleLayout(), options: options) == scene.canvas)
            #expect(scene.canvas.height > 142)
            #expect(Double(scene.pixelWidth) == scene.canvas.width * options.scale)
            #expect(Double(scene.pixelHeight) == scene.canvas.height * options.scale)
        }
        // A fractional content size rounds up to whole device pixels.
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: R(0, 0, 100.3, 10), cells: [R(0, 0, 100.3, 10)])
        let odd = Diagram.scene(
            for: b.finish(contentSize: Size(width: 100.3, height: 10)),
            options: DiagramOptions(hidden: [.legend, .title], scale: 2))
        #expect(odd.canvas.width == 132.5)
        #expect(odd.pixelWidth == 265)
    }

    @Test func viewportDrawsEffectedElementsOverTheRestWithAGhostAtTheirLaidOutPlace() {
        // Scrolled to y = 50: the pinned header sits at the viewport top (y = 50, zIndex 901).
        let options = DiagramOptions(hidden: [.legend, .title], viewport: R(0, 50, 200, 40))
        let scene = Diagram.scene(for: sampleLayout(pinnedHeader: true), options: options)
        var recorder = RecordingRenderer()
        recorder.perform(scene.commands)
        #expect(recorder.clipDepth == 0 && !recorder.unbalanced)

        let viewport = R(16, 66, 200, 40)
        let veil = scene.index(of: .frame(outer: R(0, 0, 232, 142), inner: viewport, fill: theme.veil))
        let clip = scene.index(of: .pushClip(viewport))
        let ghost = scene.index(
            of: .rect(R(16.5, 16.5, 199, 29), fill: nil, stroke: Stroke(theme.ghost, width: 1, dash: [4, 3])))
        let pinned = scene.index(of: .rect(R(16, 66, 200, 30), fill: colors.headerFill, stroke: nil))
        let lastCell = scene.index(of: .rect(R(116, 56, 80, 40), fill: colors.cellFill, stroke: nil))
        let frame = scene.index(of: .rect(R(15, 65, 202, 42), fill: nil, stroke: Stroke(theme.viewport, width: 2)))
        #expect(veil != nil && clip != nil && ghost != nil && pinned != nil && lastCell != nil && frame != nil)
        if let veil, let clip, let ghost, let pinned, let lastCell, let frame {
            #expect(ghost < lastCell && lastCell < veil && veil < clip && clip < pinned && pinned < frame)
        }
        // The header is not drawn at its laid-out place.
        #expect(scene.index(of: .rect(R(16, 16, 200, 30), fill: colors.headerFill, stroke: nil)) == nil)
        #expect(scene.texts.contains("viewport (0, 50) 200 x 40"))
    }

    @Test func withoutEffectsAtTheOffsetTheViewportOnlyFramesAndVeils() {
        let scene = Diagram.scene(
            for: sampleLayout(), options: DiagramOptions(hidden: [.legend, .title], viewport: R(0, 50, 200, 40)))
        #expect(!scene.commands.contains(.pushClip(R(16, 66, 200, 40))))
        #expect(scene.index(of: .rect(R(16, 16, 200, 30), fill: colors.headerFill, stroke: nil)) != nil)
        #expect(scene.commands.contains { if case .frame(_, _, let f) = $0 { f == theme.veil } else { false } })
    }

    @Test func clippingToTheViewportDrawsOnlyWhatMeetsIt() {
        let options = DiagramOptions(hidden: [.legend, .title], viewport: R(0, 50, 200, 40), clip: .viewport)
        let scene = Diagram.scene(for: sampleLayout(pinnedHeader: true), options: options)
        #expect(scene.canvas == Size(width: 232, height: 72))
        #expect(scene.commands.first == .pushClip(R(16, 16, 200, 40)))
        // The footer (y 90...110) lies below the viewport (y 50...90); the pinned header is on top.
        #expect(!scene.texts.contains("footer 0"))
        // Cell 0.0 (y 40...80) lies under the pinned header (y 50...80): its label is left out.
        #expect(
            scene.texts.contains("header 0") && !scene.texts.contains("0.0") && scene.texts.contains("0.1") == false)
        #expect(scene.index(of: .rect(R(16, 16, 200, 30), fill: colors.headerFill, stroke: nil)) != nil)
        // No veil: nothing outside the viewport is drawn.
        #expect(!scene.commands.contains { if case .frame(_, _, let f) = $0 { f == theme.veil } else { false } })
    }

    @Test func fadedElementsCarryTheirAlphaInTheirColours() {
        // A hand-made effect result: draw the header of a layout whose header is pinned, then check
        // that alpha multiplies into colours (here alpha 1, so colours are the theme's own).
        let scene = Diagram.scene(
            for: sampleLayout(pinnedHeader: true),
            options: DiagramOptions(hidden: [.legend, .title], viewport: R(0, 50, 200, 40)))
        #expect(scene.commands.contains(.rect(R(16, 66, 200, 30), fill: colors.headerFill.fading(1), stroke: nil)))
        #expect(Color(hex: 0x336699, alpha: 0.5).fading(0.5).alpha == 0.25)
    }

    @Test func themesChangeColoursNotGeometry() {
        let light = Diagram.scene(for: sampleLayout(), options: DiagramOptions(theme: .light))
        let dark = Diagram.scene(for: sampleLayout(), options: DiagramOptions(theme: .dark))
        #expect(light.background == Theme.light.background && dark.background == Theme.dark.background)
        #expect(light.canvas == dark.canvas && light.commands.count == dark.commands.count)
        #expect(light.commands != dark.commands)
        // Sections cycle through the palette.
        #expect(Theme.light.colors(forSection: 6) == Theme.light.colors(forSection: 0))
        #expect(Theme.light.colors(forSection: 1) != Theme.light.colors(forSection: 0))
    }

    @Test func legendNamesWhatTheDiagramContains() {
        let scene = Diagram.scene(
            for: sampleLayout(), options: DiagramOptions(hidden: [.title], container: Size(width: 200, height: 150)))
        #expect(
            scene.texts.suffix(10) == [
                "cell, labelled section.item", "header", "footer", "section", "section insets", "cell insets (slot)",
                "spacing", "indentation", "columns, every other one shaded", "container height (first screen)",
            ])
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: R(0, 0, 100, 10), cells: [R(0, 0, 100, 10)])
        let bare = Diagram.scene(
            for: b.finish(contentSize: Size(width: 100, height: 10)),
            options: DiagramOptions(labels: .none, hidden: [.title]))
        #expect(bare.texts == ["cell", "section"])
    }

    @Test func legendShowsTheSectionHuesUsedAndEveryShading() {
        // Two sections (blue and green), the second one's header pinned, seen at y = 150.
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: R(0, 0, 100, 120), header: R(0, 0, 100, 20), cells: [R(0, 20, 100, 100)])
        b.addSection(
            frame: R(0, 120, 100, 220), header: R(0, 120, 100, 20), cells: [R(0, 140, 100, 200)],
            effects: [.pinnedHeader])
        let result = b.finish(contentSize: Size(width: 100, height: 340))
        let scene = Diagram.scene(
            for: result, options: DiagramOptions(hidden: [.title], viewport: R(0, 150, 100, 100)))
        let legend = Array(scene.texts.drop { $0 != "section 0" })
        #expect(
            legend == [
                "section 0", "section 1", "cell, labelled section.item", "header", "section",
                "pinned range (header or footer travel)", "viewport", "outside the viewport",
                "laid-out place of a moved element",
            ])
        // The header swatch is striped in both sections' header colours.
        let light = Theme.light
        let headerFills = scene.commands.compactMap { c -> Color? in
            if case .rect(let r, let f?, nil) = c, r.height == 11, r.width < 18 { return f } else { return nil }
        }
        #expect(headerFills.contains(light.colors(forSection: 0).headerFill))
        #expect(headerFills.contains(light.colors(forSection: 1).headerFill))
    }

    @Test func textMetricsMeasureDejaVuSans() {
        #expect(TextMetrics.width(of: "0.0", size: 2048) == 3257)
        #expect(TextMetrics.width(of: "header", size: 2048, weight: .bold) == 1458 + 1389 + 1382 + 1466 + 1389 + 1010)
        #expect(TextMetrics.width(of: "é", size: 10) == 10)
    }

    @Test func sceneDumpIsStableText() {
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: R(0, 0, 40, 20), cells: [R(0, 0, 40, 20)])
        let scene = Diagram.scene(
            for: b.finish(contentSize: Size(width: 40, height: 20)), options: DiagramOptions(hidden: [.legend, .title]))
        #expect(
            scene.textDump == """
                canvas 72 x 52 scale=1 background=#ECEEF2
                rect x=16 y=16 w=40 h=20 fill=#FFFFFF
                group #sections .sections
                rect x=16 y=16 w=40 h=20 fill=#2F6FED12
                rect x=16.5 y=16.5 w=39 h=19 stroke=#214EA659@1
                end group
                group #elements .elements
                group #cell-0-0 .cell x=0 y=0 width=40 height=20
                rect x=16 y=16 w=40 h=20 fill=#2F6FED4D
                rect x=16.5 y=16.5 w=39 h=19 stroke=#214EA6@1
                end group
                end group
                group #labels .labels
                group #label-cell-0-0 .label
                rect x=25 y=19 w=22 h=13 fill=#FFFFFFB8
                text "0.0" at (27, 30) size=11 color=#1B1F24
                end group
                end group
                """)
    }

    @Test func horizontalLayoutsGetRowLanesTurnedHeaderLabelsAndATopBracket() {
        var b = LayoutBuilder(scrollDirection: .horizontal)
        b.addSection(frame: R(0, 0, 300, 100), header: R(0, 0, 30, 100), cells: [R(40, 0, 60, 45), R(40, 55, 60, 45)])
        b.addGuide(.lane(section: 0, index: 0, frame: R(30, 0, 270, 45)))
        let result = b.finish(contentSize: Size(width: 300, height: 100))
        let scene = Diagram.scene(
            for: result, options: DiagramOptions(hidden: [.legend, .title], container: Size(width: 200, height: 100)))
        let dash = Stroke(theme.laneEdge, width: 1, dash: [2, 3])
        // Lane edges run along the scroll axis: horizontal lines at the lane's top and bottom.
        #expect(scene.commands.contains(.line(from: Point(x: 46, y: 16.5), to: Point(x: 316, y: 16.5), stroke: dash)))
        #expect(scene.commands.contains(.line(from: Point(x: 46, y: 60.5), to: Point(x: 316, y: 60.5), stroke: dash)))
        // "header 0" (bold, 11 pt: 46.4 pt) cannot fit across 30 pt: it reads bottom to top from the top.
        let width = TextMetrics.width(of: "header 0", size: 11, weight: .bold)
        #expect(
            scene.commands.contains(
                .verticalText(
                    "header 0", origin: Point(x: 35, y: (16 + 8 + width).rounded()), size: 11,
                    weight: .bold, color: theme.strongText)))
        // The container bracket runs along the top margin, 200 pt long.
        let stroke = Stroke(theme.container, width: 1)
        #expect(
            scene.commands.contains(.line(from: Point(x: 16.5, y: 8.5), to: Point(x: 215.5, y: 8.5), stroke: stroke)))
    }
}

extension DiagramTests {
    /// A layout 40 pt wide: its title and legend ran past the canvas's edge, cut mid-word
    /// ("3 items in 1 sect", "cell, la"); the canvas is now as wide as the widest legend entry
    /// and generated title piece, the layout at its left margin, every text at its own size.
    @Test func aNarrowLayoutsTitleAndLegendFitTheCanvas() throws {
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: R(0, 0, 40, 30), cells: [R(0, 0, 40, 8), R(0, 8, 40, 8)])
        let result = b.finish(contentSize: Size(width: 40, height: 30))
        let options = DiagramOptions(container: Size(width: 40, height: 30), layoutName: "list")
        let placement = DiagramPlacement(result, options: options)
        let m = Diagram.margin
        // The widest legend entry or title piece, 173 pt, and a margin on each side (it was
        // 40 + 2 x 16 = 72).
        #expect(placement.canvas.width == 205)
        #expect(placement.contentOrigin.x == m)
        var texts = 0
        for case .text(let text, let origin, let size, let weight, _) in placement.scene().commands {
            texts += 1
            #expect(
                origin.x + TextMetrics.width(of: text, size: size, weight: weight) <= placement.canvas.width - m,
                "\(text)")
            #expect(size >= Diagram.subtitleSize || size == Diagram.legendTextSize || size < 8, "\(text) at \(size)")
        }
        #expect(texts == 7) // two title lines, the legend's five entries (no labels: cells 8 pt tall)
        // A title given in the options still shrinks to fit: it does not widen the canvas.
        var titled = options
        titled.title = String(repeating: "a long title ", count: 40)
        titled.hidden = [.legend]
        #expect(DiagramPlacement(result, options: titled).canvas.width == 40 + 2 * m)
        // Nor does a layout name beyond 480 pt (a library's own): it shrinks to fit that width.
        var named = options
        named.layoutName = String(repeating: "n", count: 2_000)
        #expect(DiagramPlacement(result, options: named).canvas.width == Diagram.textWidthLimit + 2 * m)
    }

    /// A title too long for its line even at the smallest size is cut with an ellipsis: it was
    /// drawn whole past the canvas, a 100,000-character title 100,000 glyphs in an SVG.
    @Test func aTitleTooLongEvenAtTheSmallestSizeIsCut() throws {
        var b = LayoutBuilder(scrollDirection: .vertical)
        b.addSection(frame: R(0, 0, 300, 30), cells: [R(0, 0, 300, 30)])
        let result = b.finish(contentSize: Size(width: 300, height: 30))
        var options = DiagramOptions(container: Size(width: 300, height: 30), layoutName: "list")
        options.title = String(repeating: "W", count: 100_000)
        let placement = DiagramPlacement(result, options: options)
        let titles = placement.scene().commands.compactMap { command -> (String, Double)? in
            guard case .text(let text, _, let size, _, _) = command, text.hasPrefix("W") else { return nil }
            return (text, size)
        }
        let (text, size) = try #require(titles.first)
        #expect(titles.count == 1 && size == Diagram.minimumLabelSize)
        #expect(text.hasSuffix("W…") && text.dropLast().allSatisfy { $0 == "W" })
        // As many as fit: 300 pt less the ellipsis (one em) at 6 pt, each bold W 2259/2048 em.
        #expect(text.count - 1 == Int((300.0 / 6 * 2048 - 2048) / 2259))
        #expect(TextMetrics.width(of: text, size: size, weight: .bold) <= 300)
        // A title that shrinks enough to fit is whole, as before.
        options.title = String(repeating: "W", count: 30)
        let whole = DiagramPlacement(result, options: options).scene().commands.contains {
            if case .text(let text, _, _, _, _) = $0 { return text == String(repeating: "W", count: 30) }
            return false
        }
        #expect(whole)
    }
}
