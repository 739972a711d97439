import LayoutEngine

/// Builds the command list of a diagram (see `Diagram`).
///
/// Order, back to front: the content area, the container bracket, section tints, the guides under
/// the elements, the elements (those a scroll effect replaced as ghosts), the guides over the
/// elements, then the viewport (veil, effected elements in zIndex order, frame), and last the
/// labels, the viewport's caption, the title and the legend. Labels come after every guide and
/// frame so that nothing is ever drawn across one; a label that an element drawn later would
/// cover is left out.
struct SceneBuilder {
    let result: LayoutResult
    let options: DiagramOptions
    let placement: Placement
    let theme: Theme
    /// The HTML diagram's scene (`Diagram.interactiveScene`).
    let interactive: Bool
    var commands: [DrawCommand] = []
    /// Labels waiting for the label layer.
    var labels: [PendingLabel] = []
    /// The number of elements drawn in the viewport overlay so far.
    var overlayIndex = 0

    /// A builder that draws with a placement worked out once (`DiagramPlacement`); `options` may
    /// differ from the placement's in the theme only.
    init(result: LayoutResult, options: DiagramOptions, placement: Placement) {
        self.result = result
        self.options = options
        self.placement = placement
        self.theme = options.theme
        self.interactive = placement.interactive
        commands.reserveCapacity(8 * result.elements.count + 64)
    }

    /// The veil over the cells of orthogonally scrolling sections that lie beyond the content
    /// across the scroll axis (off-screen until the section is scrolled): the strips before and
    /// after the content, along its whole length.
    mutating func offscreenVeil() {
        let d = result.scrollDirection
        let content = Rect(origin: .zero, size: result.contentSize)
        let overflow = placement.contents.overflow
        guard overflow != content else { return }
        let length = content.mainLength(d)
        begin("offscreen", role: "veil")
        if overflow.minCross(d) < 0 {
            let r = Rect(
                main: 0, cross: overflow.minCross(d), mainLength: length, crossLength: -overflow.minCross(d), d)
            commands.append(.rect(placement.place(r), fill: theme.veil, stroke: nil))
        }
        if overflow.maxCross(d) > content.maxCross(d) {
            let r = Rect(
                main: 0, cross: content.maxCross(d), mainLength: length,
                crossLength: overflow.maxCross(d) - content.maxCross(d), d)
            commands.append(.rect(placement.place(r), fill: theme.veil, stroke: nil))
        }
        commands.append(.endGroup)
    }

    func scene() -> Scene {
        let title = DiagramTitle.text(for: result, options: options, interactive: interactive)
        var summary = title + "."
        let shown = placement.contents.legend
        if !shown.isEmpty { summary += " Shows: " + shown.map(\.label).joined(separator: "; ") + "." }
        // Groups left empty (a layer with nothing to draw) are dropped.
        var kept: [DrawCommand] = []
        kept.reserveCapacity(commands.count)
        for command in commands {
            if case .endGroup = command, case .beginGroup? = kept.last {
                kept.removeLast()
            } else {
                kept.append(command)
            }
        }
        return Scene(
            canvas: placement.canvas, scale: options.scale, background: theme.background, commands: kept,
            title: title, summary: summary)
    }

    mutating func build() {
        let contents = placement.contents
        let clip = placement.clipped ? placement.viewport : nil
        // Only what meets `area` is drawn (everything unless clipped to the viewport), and the canvas.
        let placement = self.placement
        func inArea(_ r: Rect) -> Bool { (clip == nil || r.intersects(clip!)) && placement.meetsCanvas(r) }
        var effectedIndex: [ElementID: EffectedElement] = [:]
        for e in contents.effected { effectedIndex[e.original.id] = e }

        if let clip { commands.append(.pushClip(placement.place(clip))) }

        // Content area.
        let content = placement.place(Rect(origin: .zero, size: result.contentSize))
        commands.append(.rect(content, fill: theme.content, stroke: nil))

        // Section tints.
        if options.shows(.sections) {
            begin("sections", role: "sections")
            for (s, section) in result.sections.enumerated()
            where section.frame.width > 0 && section.frame.height > 0 && inArea(section.frame) {
                let colors = theme.colors(forSection: s)
                let r = placement.place(section.frame)
                commands.append(.rect(r, fill: colors.tint, stroke: nil))
                outline(r, Stroke(colors.cellOutline.withAlpha(0.35), width: 1))
            }
            commands.append(.endGroup)
        }

        // Guides that lie under the elements.
        let over = guidesUnder(inArea: inArea)

        // Elements at their laid-out place; those a scroll effect moved or faded become ghosts.
        begin("elements", role: "elements")
        // Only those that meet the canvas (`meetsCanvas`).
        var elements = (clip.map { result.elements(in: $0) } ?? Array(result.elements)).filter {
            placement.meetsCanvas($0.frame)
        }
        let sections = result.sections
        // Section -1 (a compositional layout's own boundary items) has no scroll effects.
        let raised: (LayoutAttributes) -> Int =
            interactive
            ? { $0.section < 0 ? $0.zIndex : PinningRange.raisedZIndex(of: $0.id, in: sections[$0.section]) }
            : { $0.zIndex }
        if elements.contains(where: { raised($0) != 0 }) {
            elements = elements.enumerated().sorted {
                (raised($0.element), $0.offset) < (raised($1.element), $1.offset)
            }
            .map(\.element)
        }
        if interactive {
            // Every ghost first (hidden; a script shows those whose element moved or faded).
            for e in elements where e.section >= 0 && PinningRange.isAffected(e.kind, by: result.sections[e.section]) {
                ghost(e, labelled: false, hidden: true)
            }
        }
        // (Elements whose zIndex alone changed are drawn here too: the part of them outside the
        // viewport stays visible under the veil; the overlay draws them again on top.)
        for e in elements {
            if let changed = effectedIndex[e.id] {
                if changed.replaced {
                    // The ghost's label only where the effected element does not cover it (no doubled text).
                    ghost(e, labelled: !changed.effected.frame.intersects(e.frame), hidden: false)
                } else {
                    element(e, id: "laid-out-" + elementID(e.id), alpha: 1, zIndex: nil)
                }
            } else {
                element(e, id: elementID(e.id), alpha: 1, zIndex: interactive ? raised(e) : nil)
            }
        }
        commands.append(.endGroup)

        guidesOver(over)

        if clip != nil { commands.append(.popClip) }

        // Without a viewport: a veil over what orthogonal sections hold beyond the container.
        if placement.viewport == nil, !placement.clipped { offscreenVeil() }

        // Viewport: veil outside, effected elements inside in zIndex order, frame.
        var overlay: [Rect] = []
        if let viewport = placement.viewport {
            let v = placement.place(viewport)
            if !placement.clipped {
                begin("veil", role: "veil")
                commands.append(.frame(outer: Rect(origin: .zero, size: placement.canvas), inner: v, fill: theme.veil))
                commands.append(.endGroup)
            }
            if !contents.effected.isEmpty {
                begin("effected", role: "effected")
                commands.append(.pushClip(v))
                let ordered = contents.effected.enumerated().sorted {
                    ($0.element.effected.zIndex, $0.offset) < ($1.element.effected.zIndex, $1.offset)
                }
                for (_, e) in ordered {
                    element(
                        e.effected, id: elementID(e.effected.id), alpha: e.effected.alpha, zIndex: e.effected.zIndex)
                    overlay.append(
                        placement.place(e.effected.frame).intersection(v) ?? Rect(x: 0, y: 0, width: 0, height: 0))
                }
                commands.append(.popClip)
                commands.append(.endGroup)
            }
            let frameWidth = 2.0
            begin("viewport-frame", role: "viewport", data: frameData(viewport))
            commands.append(
                .rect(
                    v.outset(by: EdgeInsets(all: frameWidth / 2)), fill: nil,
                    stroke: Stroke(theme.viewport, width: frameWidth)))
            commands.append(.endGroup)
        }

        emitLabels(overlay: overlay)

        // (The HTML diagram shows the offset in its controls: its viewport moves.)
        if let viewport = placement.viewport, !interactive { caption(viewport) }
        titleStrip()
        legend()
    }

    /// The stable id of an element's group: `cell-0-5`, `header-1`, `footer-1`,
    /// `supplementary-badge-0-3`.
    func elementID(_ id: ElementID) -> String { Diagram.groupID(of: id, in: result) }

    /// The frame of `r` as `data-` attributes (points, layout coordinates).
    static func frameData(_ r: Rect) -> [DataAttribute] {
        [
            DataAttribute("x", formatNumber(r.x)), DataAttribute("y", formatNumber(r.y)),
            DataAttribute("width", formatNumber(r.width)), DataAttribute("height", formatNumber(r.height)),
        ]
    }

    private func frameData(_ r: Rect) -> [DataAttribute] { Self.frameData(r) }

    mutating func begin(_ id: String?, role: String, data: [DataAttribute] = [], hidden: Bool = false) {
        commands.append(.beginGroup(DiagramGroup(id: id, role: role, data: data, hidden: hidden)))
    }

    // MARK: Viewport caption

    private mutating func caption(_ viewport: Rect) {
        let v = placement.place(viewport)
        let frameWidth = 2.0
        let text =
            "viewport (\(formatNumber(viewport.x)), \(formatNumber(viewport.y))) \(formatNumber(viewport.width)) x \(formatNumber(viewport.height))"
        // On a plate of the background colour, so that it reads over veiled content.
        let size = Diagram.legendTextSize
        let baseline = snap(v.minY - frameWidth - 4)
        let width = TextMetrics.width(of: text, size: size, weight: .bold)
        begin("viewport-caption", role: "caption")
        commands.append(
            .rect(
                Rect(
                    x: v.minX - frameWidth, y: baseline - TextMetrics.capHeight * size - 3,
                    width: width + 4 + frameWidth, height: TextMetrics.capHeight * size + 6),
                fill: theme.background.withAlpha(0.85), stroke: nil))
        commands.append(
            .text(text, origin: Point(x: snap(v.minX), y: baseline), size: size, weight: .bold, color: theme.viewport))
        commands.append(.endGroup)
    }

    // MARK: Title

    private mutating func titleStrip() {
        guard !placement.title.isEmpty else { return }
        begin("title", role: "title")
        for line in placement.title {
            let baseline = snap(line.top + TextMetrics.capHeight * line.size + (line.height - line.size) / 2)
            commands.append(
                .text(
                    line.text, origin: Point(x: Diagram.margin, y: baseline), size: line.size, weight: line.weight,
                    color: line.weight == .bold ? theme.text : theme.secondaryText))
        }
        commands.append(.endGroup)
    }

    // MARK: Helpers

    /// Outlines `r` inside its edges (the path is inset by half the line width).
    mutating func outline(_ r: Rect, _ stroke: Stroke) {
        let half = stroke.width / 2
        guard r.width > stroke.width, r.height > stroke.width else {
            if r.width > 0, r.height > 0 { commands.append(.rect(r, fill: stroke.color, stroke: nil)) }
            return
        }
        commands.append(.rect(r.inset(by: EdgeInsets(all: half)), fill: nil, stroke: stroke))
    }

    /// `v` rounded to whole device pixels.
    func snap(_ v: Double) -> Double { (v * options.scale).rounded() / options.scale }

    /// The position of a line of `width` points near `x` that covers whole device pixels: on a
    /// pixel boundary for an even number of pixels, in a pixel's middle for an odd number.
    func crisp(_ x: Double, width: Double = 1) -> Double {
        let s = options.scale
        let device = width * s
        let odd = Int(device.rounded()) % 2 == 1
        return odd ? ((x * s).rounded(.down) + 0.5) / s : (x * s).rounded() / s
    }
}

extension Placement {
    /// Whether `frame` placed on the canvas meets it (edges included). Nothing else is drawn: an
    /// orthogonal section holds up to millions of cells and guides beyond the container, which
    /// cost gigabytes drawn (4.4 GB for a 28 KB picture of 10^6 cells), and Cairo's coordinates
    /// (about +-8.4 million pixels) wrapped far ones back into the picture.
    func meetsCanvas(_ frame: Rect) -> Bool {
        let r = place(frame)
        return r.minX <= canvas.width && r.maxX >= 0 && r.minY <= canvas.height && r.maxY >= 0
    }
}

extension SceneBuilder {
    /// `frame` placed on the canvas, cut to 10,000 points around it when it reaches further:
    /// Cairo's coordinates wrap past about +-8.4 million pixels. What is cut is never seen (the
    /// outline at a cut edge lies far off the canvas); a frame within reach is given unchanged.
    func drawable(_ frame: Rect) -> Rect {
        let r = placement.place(frame)
        let reach = Rect(origin: .zero, size: placement.canvas).outset(by: EdgeInsets(all: 10_000))
        guard r.minX < reach.minX || r.minY < reach.minY || r.maxX > reach.maxX || r.maxY > reach.maxY else {
            return r
        }
        return r.intersection(reach) ?? r
    }
}

extension Rect {
    /// The overlap of two rectangles, or nil when they do not meet.
    func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.min(maxX, other.maxX) - x0, height: Swift.min(maxY, other.maxY) - y0)
    }
}
