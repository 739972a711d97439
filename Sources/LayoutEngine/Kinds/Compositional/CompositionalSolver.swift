// The compositional layout's solver: the whole layout (R15, R16, R18, D19, D21, D23). The steps
// live beside it: CompositionalResolve (dimensions, anchors), CompositionalGroupTemplate (one group
// instance), CompositionalSectionPlacement (a section's groups, orthogonal or not, and
// decorations), CompositionalBoundaryItems (bands), CompositionalValidation (the model's checks).

/// Lays out a `CompositionalLayoutModel` in a container: a pure function from the model to a
/// `CompositionalSolution`.
public enum CompositionalSolver {
    /// Solves `model` in a container of `containerSize`.
    /// - Parameters:
    ///   - model: the layout (checked first, `CompositionalValidation`).
    ///   - containerSize: the collection view's size in points.
    ///   - layoutDirection: left to right, or the result mirrored across its content width (D23).
    ///   - includesGuides: whether to keep every group frame and slot for diagrams.
    /// - Throws: `LayoutError` naming the model's field as a spec path, with the fix.
    public static func solve(
        _ model: CompositionalLayoutModel, containerSize: Size, layoutDirection: LayoutDirection = .leftToRight,
        includesGuides: Bool = true
    ) throws(LayoutError) -> CompositionalSolution {
        try CompositionalValidation.check(model, containerSize: containerSize)
        var builder = CompositionalBuilder(
            configuration: model.configuration, container: containerSize, includesGuides: includesGuides)
        builder.elements.reserveCapacity(model.sections.reduce(0) { $0 + $1.items.count } + 16)
        let d = builder.d
        let layoutBand = CompositionalBoundaryBands(
            model.configuration.boundarySupplementaryItems, reference: containerSize, crossStart: 0,
            crossEnd: containerSize.cross(d), d)
        let layoutPins = builder.appendStartBand(layoutBand, section: -1, sectionStart: 0)
        let layoutStart = 0..<builder.elements.count
        var position = layoutBand.startLength
        for (i, section) in model.sections.enumerated() {
            if i > 0 { position += model.configuration.interSectionSpacing }
            position = try builder.placeSection(section, index: i, at: position)
        }
        let total = position + layoutBand.endLength
        let endFirst = builder.elements.count
        builder.appendOtherBandItems(
            layoutBand, section: -1, sectionStart: 0, sectionEnd: total, startPins: layoutPins)
        var solution = CompositionalSolution(
            contentSize: Size(main: total, cross: containerSize.cross(d), d), containerSize: containerSize,
            scrollDirection: d, layoutDirection: .leftToRight, elements: builder.elements,
            elementKinds: builder.kinds.names, sections: builder.sections, layoutStartElements: layoutStart,
            layoutEndElements: endFirst..<builder.elements.count, pins: builder.pins, guides: builder.guides,
            instanceStarts: builder.instanceStarts, instanceFirstElements: builder.instanceFirstElements)
        if layoutDirection == .rightToLeft { solution.mirror() }
        return solution
    }
}

/// The state of one solve: the elements so far, in D21 order.
struct CompositionalBuilder {
    let configuration: CompositionalConfiguration
    let container: Size
    let d: ScrollDirection
    var kinds = CompositionalKindTable()
    var elements: [CompositionalElement] = []
    var pins: [CompositionalPin] = []
    var sections: [CompositionalSectionExtent] = []
    var guides: CompositionalGuides?
    /// Where each group instance of a stacked section starts along the main axis, and its first
    /// element: the index behind `visibleElements(at:)` (12 bytes per group).
    var instanceStarts: [Double] = []
    var instanceFirstElements: [Int32] = []

    init(configuration: CompositionalConfiguration, container: Size, includesGuides: Bool) {
        self.configuration = configuration
        self.container = container
        self.d = configuration.scrollDirection
        self.guides = includesGuides ? CompositionalGuides() : nil
    }

    /// The group axis that runs along the scroll axis (for a section group's edge spacing).
    var mainAxis: CompositionalGroupAxis { d == .vertical ? .vertical : .horizontal }
}

extension CompositionalSolution {
    /// D23: every frame, section box and guide mirrored as `x' = contentWidth - x - width`. Pins and
    /// the sections' query ranges stay in the left-to-right frame, where `visibleElements(at:)`
    /// works.
    mutating func mirror() {
        let t = FrameTransform.mirror(width: contentSize.width)
        layoutDirection = .rightToLeft
        for i in elements.indices { elements[i].frame = elements[i].frame.applying(t) }
        for i in sections.indices { sections[i].frame = sections[i].frame.applying(t) }
        guard var g = guides else { return }
        for i in g.sectionInsets.indices {
            g.sectionInsets[i].outer = g.sectionInsets[i].outer.applying(t)
            g.sectionInsets[i].inner = g.sectionInsets[i].inner.applying(t)
        }
        for i in g.groups.indices { g.groups[i].frame = g.groups[i].frame.applying(t) }
        for i in g.slots.indices { g.slots[i].frame = g.slots[i].frame.applying(t) }
        guides = g
    }
}
