import LayoutEngine
import Testing

@testable import LayoutSpec

/// The direction relations of issue 19, on random seeded specs of every kind (`RandomSpecs`).
@Suite struct DirectionPropertyTests {
    /// Specs drawn per kind and property.
    static let specsPerKind = 150

    /// How a kind's horizontal layout relates to the transpose of its vertical layout of the
    /// transposed spec.
    enum Relation: Sendable {
        /// Frame for frame, bit for bit (`aligned`, `waterfall`, `column`, `styled-flow` are
        /// defined so; `grid` and `flow` run one algorithm over both axes; `compositional`'s
        /// frames are exact doubles, D1, computed on the main and cross axes, R16).
        case exact
        /// Equal up to the last bits of a division (`staggered` and `fraction-grid` work out a
        /// length as `span / ratio` vertically and `span * ratio` horizontally).
        case withinRounding
    }

    /// Every kind but `list`, whose horizontal mode is its own (`listsHorizontalModeIsNotTheTranspose`).
    /// `mosaic` (and `composite`, whose sections may be mosaics) are drawn with square items and a
    /// `lineMultiple` of at least 20: the original's rules are not symmetric otherwise
    /// (`mosaicsHorizontalModeKeepsTheOriginalsRules`).
    static let transposingKinds: [(String, Relation)] = [
        ("aligned", .exact), ("waterfall", .exact), ("column", .exact), ("styled-flow", .exact), ("grid", .exact),
        ("flow", .exact), ("fraction-grid", .withinRounding), ("staggered", .withinRounding),
        ("mosaic", .withinRounding), ("composite", .withinRounding), ("compositional", .exact),
    ]

    /// Whether two frames are equal up to rounding (1e-9 relative).
    static func close(_ a: Rect, _ b: Rect) -> Bool {
        func near(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
        return near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height)
    }

    static func same(_ a: [LayoutAttributes], _ b: [LayoutAttributes], _ relation: Relation) -> Bool {
        switch relation {
        case .exact: return a == b
        case .withinRounding:
            return a.count == b.count
                && zip(a, b).allSatisfy {
                    $0.id == $1.id && $0.zIndex == $1.zIndex && $0.alpha == $1.alpha && close($0.frame, $1.frame)
                }
        }
    }

    struct Outcome {
        var compared = 0
        var refused = 0
    }

    /// `frames(horizontal S) == transpose(frames(vertical transpose(S)))`: for each random vertical
    /// spec S, its transposed spec (horizontal) gives the transposed elements, content size, guides,
    /// section boxes, and visible elements at the transposed offset (effects included); a spec
    /// refused in one direction is refused in the other.
    @Test(arguments: transposingKinds)
    func horizontalIsTheTransposeOfTheVerticalLayout(kind: String, relation: Relation) throws {
        var random = RandomSpecs(seed: 19_000 + UInt64(kind.utf8.count))
        random.symmetricMosaics = true
        var outcome = Outcome()
        let t = FrameTransform.transpose
        for n in 0..<Self.specsPerKind {
            let vertical = random.vertical(kind)
            let horizontal = transposedSpec(vertical)
            switch (laidOut(vertical), laidOut(horizontal)) {
            case (.failure, .failure):
                outcome.refused += 1
            case (.success((let vd, let vr)), .success((let hd, let hr))):
                outcome.compared += 1
                let turned = Array(vr.elements).map {
                    LayoutAttributes(id: $0.id, frame: $0.frame.applying(t), zIndex: $0.zIndex, alpha: $0.alpha)
                }
                #expect(Self.same(Array(hr.elements), turned, relation), "\(kind) spec \(n): frames")
                let size = vr.contentSize.transposed
                #expect(
                    Self.close(Rect(origin: .zero, size: hr.contentSize), Rect(origin: .zero, size: size))
                        && (relation == .withinRounding || hr.contentSize == size), "\(kind) spec \(n): content size")
                if relation == .exact {
                    #expect(hr.guides == vr.guides.map { $0.applying(t) }, "\(kind) spec \(n): guides")
                    #expect(
                        hr.sections == vr.sections.map { $0.applying(t, direction: .vertical) },
                        "\(kind) spec \(n): sections")
                }
                let visible = vr.visibleElements(in: vd.viewport).map { a in
                    LayoutAttributes(id: a.id, frame: a.frame.applying(t), zIndex: a.zIndex, alpha: a.alpha)
                }
                #expect(
                    Self.same(hr.visibleElements(in: hd.viewport), visible, relation), "\(kind) spec \(n): visible")
            case (let v, let h):
                Issue.record("\(kind) spec \(n): one direction refused it: \(v) / \(h)")
            }
        }
        // Most specs are laid out (the rest must be refused both ways).
        #expect(outcome.compared >= Self.specsPerKind * 2 / 3, "\(kind): \(outcome)")
    }

    /// Right to left is left to right mirrored across the content width, for every kind in both
    /// directions (half the specs drawn are horizontal): the elements, section boxes and guides
    /// are the mirrored ones (`x' = contentWidth - x - width`, bit for bit) and the content size
    /// is kept; the visible elements at offset x are the mirror of the left-to-right ones at
    /// `contentWidth - viewportWidth - x` (effects included: bit for bit vertically, where they
    /// move y only; up to rounding horizontally, where they run in the mirrored frame, and for
    /// `compositional`, whose orthogonal sections move x in a vertical layout too); and rect
    /// queries find exactly the frames that meet the rect.
    @Test(arguments: LayoutKinds.all.map(\.name))
    func rightToLeftIsTheMirrorOfLeftToRight(kind: String) throws {
        var random = RandomSpecs(seed: 1_900 + UInt64(kind.utf8.count))
        var outcome = Outcome()
        for n in 0..<Self.specsPerKind {
            let horizontal = n % 2 == 1
            let spec = horizontal ? random.horizontal(kind) : random.vertical(kind)
            let rtlSpec = setting("layoutDirection", .string("rightToLeft"), in: spec)
            switch (laidOut(spec), laidOut(rtlSpec)) {
            case (.failure, .failure):
                outcome.refused += 1
            case (.success((let doc, let ltr)), .success((_, let rtl))):
                outcome.compared += 1
                let width = ltr.contentSize.width
                let m = FrameTransform.mirror(width: width)
                let d = ltr.scrollDirection
                #expect(rtl.layoutDirection == .rightToLeft && rtl.contentSize == ltr.contentSize)
                #expect(
                    Array(rtl.elements)
                        == Array(ltr.elements).map {
                            LayoutAttributes(id: $0.id, frame: $0.frame.applying(m), zIndex: $0.zIndex, alpha: $0.alpha)
                        },
                    "\(kind) spec \(n): frames")
                #expect(rtl.guides == ltr.guides.map { $0.applying(m) }, "\(kind) spec \(n): guides")
                #expect(
                    rtl.sections == ltr.sections.map { $0.applying(m, direction: d) }, "\(kind) spec \(n): sections")
                let viewport = doc.container
                for _ in 0..<4 {
                    let x = horizontal ? random.length(-50...max(0, width)) : 0
                    let y = horizontal ? 0 : random.length(-50...max(0, ltr.contentSize.height))
                    let seen = rtl.visibleElements(in: Rect(x: x, y: y, width: viewport.width, height: viewport.height))
                    let mirrored = ltr.visibleElements(
                        in: Rect(x: width - viewport.width - x, y: y, width: viewport.width, height: viewport.height)
                    ).map {
                        LayoutAttributes(id: $0.id, frame: $0.frame.applying(m), zIndex: $0.zIndex, alpha: $0.alpha)
                    }
                    #expect(
                        Self.same(seen, mirrored, horizontal || kind == "compositional" ? .withinRounding : .exact),
                        "\(kind) spec \(n): visible at x \(x), y \(y)")
                    let rect = Rect(
                        x: random.length(-20...max(0, width)), y: random.length(-20...max(0, rtl.contentSize.height)),
                        width: random.length(0...300), height: random.length(0...300))
                    #expect(
                        rtl.elements(in: rect) == rtl.elements.filter { $0.frame.intersects(rect) },
                        "\(kind) spec \(n): elements in \(rect)")
                }
            case (let l, let r):
                Issue.record("\(kind) spec \(n): one direction refused it: \(l) / \(r)")
            }
        }
        #expect(outcome.compared >= Self.specsPerKind * 2 / 3, "\(kind): \(outcome)")
    }

    /// `list`'s horizontal mode is the original's own, not the transpose: it has no headers or
    /// footers, one `sectionInsets`, and a list narrower than the container is centred in it. Two
    /// items 40 wide in a 300 pt container sit at x 110 and 150; the transposed vertical list has
    /// them at x 0 and 40.
    @Test func listsHorizontalModeIsNotTheTranspose() throws {
        let horizontal = try SpecDocument(
            json:
                #"{"layout":"list","scrollDirection":"horizontal","container":{"width":300,"height":200},"options":{"insets":{}},"sections":[{"options":{"itemWidth":40,"itemSpacing":0},"items":{"count":2}}]}"#
        ).computeLayout()
        let vertical = try SpecDocument(
            json:
                #"{"layout":"list","container":{"width":200,"height":300},"options":{"insets":{}},"sections":[{"options":{"itemHeight":40,"interitemSpacing":0},"items":{"count":2}}]}"#
        ).computeLayout()
        #expect(horizontal.elements.map(\.frame) == [R(110, 0, 40, 200), R(150, 0, 40, 200)])
        #expect(vertical.elements.map { $0.frame.applying(.transpose) } == [R(0, 0, 40, 200), R(40, 0, 40, 200)])
    }

    /// `mosaic` keeps the original's rules, which are not symmetric in the axes: an item is
    /// portrait when `aspectRatio < 1` in both directions (a portrait item is not spread over
    /// every lane), and `lineMultiple` is raised to 20 only when vertical. A 2:1 item over two lanes
    /// of a 200 pt column spans both (200 x 100); its transposed problem, a 1:2 item scrolled
    /// horizontally, is portrait and takes one lane (50 x 100), not the transposed 100 x 200.
    @Test func mosaicsHorizontalModeKeepsTheOriginalsRules() throws {
        let options = #""options":{"insets":{},"minimumLineSpacing":0,"minimumInteritemSpacing":0}"#
        let vertical = try SpecDocument(
            json:
                #"{"layout":"mosaic","container":{"width":200,"height":300},\#(options),"sections":[{"options":{"lineCount":2,"lineMultiple":10},"items":[{"aspectRatio":{"width":2,"height":1}}]}]}"#
        ).computeLayout()
        let horizontal = try SpecDocument(
            json:
                #"{"layout":"mosaic","scrollDirection":"horizontal","container":{"width":300,"height":200},\#(options),"sections":[{"options":{"lineCount":2,"lineMultiple":10},"items":[{"aspectRatio":{"width":1,"height":2}}]}]}"#
        ).computeLayout()
        #expect(vertical.elements.map(\.frame) == [R(0, 0, 200, 100)])
        #expect(horizontal.elements.map(\.frame) == [R(0, 0, 50, 100)])
    }
}

func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// The spec's document and layout, or the error.
func laidOut(_ spec: JSONValue) -> Result<(SpecDocument, LayoutResult), SpecError> {
    Result { () throws(SpecError) -> (SpecDocument, LayoutResult) in
        let doc = try SpecDocument(value: spec)
        return (doc, try doc.computeLayout())
    }
}
