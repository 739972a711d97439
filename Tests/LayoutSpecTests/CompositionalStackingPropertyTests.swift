import LayoutEngine
import Testing

@testable import LayoutSpec

/// `CompositePropertyTests`' properties as they apply to `compositional`, on random seeded specs
/// (`RandomSpecs.compositional`). A composite section cannot be compositional (a compositional
/// layout's sections are its own), so "a one-section composite is its kind's layout" has no
/// counterpart; the stacking and the orthogonal section do.
@Suite struct CompositionalStackingPropertyTests {
    static let specs = 150

    /// The spec without the layout's own boundary items (`options.boundarySupplementaryItems`, R15),
    /// whose bands move every section.
    static func withoutLayoutBoundaryItems(_ spec: JSONValue) -> JSONValue {
        guard case .object(var options)? = spec["options"] else { return spec }
        options.removeAll { $0.key == "boundarySupplementaryItems" }
        return setting("options", .object(options), in: spec)
    }

    static func moved(_ a: LayoutAttributes, to section: Int, by shift: FrameTransform) -> LayoutAttributes {
        var a = a
        a.id.section = section
        a.frame = a.frame.applying(shift)
        return a
    }

    /// Each section of a multi-section compositional layout equals the layout of that section
    /// alone moved by the running offset along the scroll axis (its elements, its box with bands),
    /// and the next section starts `interSectionSpacing` after its content length (D19); the
    /// content length is the sum. Up to rounding (1e-9 relative), as a composite's PluginLayout
    /// sections: the solver adds each length to the section's origin, not to 0. Visible elements at the spec's offset (pinned boundary items
    /// included, D17: their limit is their own section) are the one-section layout's at the offset
    /// minus the section's start, up to the rounding of that subtraction. Both directions, and
    /// right to left for a quarter of the specs.
    @Test func eachSectionIsItsOwnLayoutMovedByTheRunningOffset() throws {
        var random = RandomSpecs(seed: 2_700)
        var compared = 0
        var sectionsCompared = 0
        for n in 0..<Self.specs {
            var spec = Self.withoutLayoutBoundaryItems(
                n % 2 == 0 ? random.vertical("compositional") : random.horizontal("compositional"))
            if n % 4 == 3 { spec = setting("layoutDirection", .string("rightToLeft"), in: spec) }
            guard case .array(let sections)? = spec["sections"], sections.count >= 2,
                case .success((let doc, let whole)) = laidOut(spec)
            else { continue }
            compared += 1
            let d = whole.scrollDirection
            let spacing: Double = if case .number(let v)? = spec["options"]?["interSectionSpacing"] { v } else { 0 }
            var offset = 0.0
            for s in sections.indices {
                guard case .success((_, let one)) = laidOut(CompositePropertyTests.only(s, of: spec)) else {
                    Issue.record("spec \(n) section \(s): refused alone but laid out with the others")
                    break
                }
                sectionsCompared += 1
                // Right to left and horizontal, the sections run from the right edge.
                let start =
                    d == .horizontal && doc.layoutDirection == .rightToLeft
                    ? whole.contentSize.width - offset - one.contentSize.width : offset
                let shift: FrameTransform =
                    d == .vertical ? .translate(dx: 0, dy: start) : .translate(dx: start, dy: 0)
                let expected = Array(one.elements).map { Self.moved($0, to: s, by: shift) }
                #expect(
                    DirectionPropertyTests.same(
                        Array(whole.elements).filter { $0.section == s }, expected, .withinRounding),
                    "spec \(n) section \(s) at \(offset)")
                #expect(
                    DirectionPropertyTests.close(
                        whole.sections[s].frame, one.sections[0].applying(shift, direction: d).frame),
                    "spec \(n) section \(s): box")
                let back: FrameTransform =
                    d == .vertical ? .translate(dx: 0, dy: -start) : .translate(dx: -start, dy: 0)
                let seen = whole.visibleElements(in: doc.viewport).filter { $0.section == s }
                let alone = one.visibleElements(in: doc.viewport.applying(back)).map {
                    Self.moved($0, to: s, by: shift)
                }
                #expect(DirectionPropertyTests.same(seen, alone, .withinRounding), "spec \(n) section \(s): visible")
                offset += one.contentSize.main(d) + (s + 1 < sections.count ? spacing : 0)
            }
            #expect(abs(whole.contentSize.main(d) - offset) <= 1e-9 * max(1, offset), "spec \(n): content length")
        }
        #expect(
            compared >= Self.specs / 3 && sectionsCompared >= compared * 2,
            "\(compared) specs, \(sectionsCompared) sections")
    }

    /// An orthogonally scrolling section (R14) lays its groups out as the same section does in a
    /// layout scrolling the other way, in the same container: its cells and their badges are that
    /// layout's, moved to the section's start along the scroll axis (bit for bit at offset 0, which
    /// `elements` shows). Drawn without boundary items (their bands lie along the other axis), the
    /// device's insets (added across the scroll axis, D22), `groupPagingCentered` (whose first
    /// group is centred, D15) and the section group's edge spacing (a flexible one has the
    /// container's room across in the other layout, none in the band, which is the longest group). Its resting place (`atOrthogonalOffsets`) is the same cells moved
    /// by minus the offset clamped to `[0, L - visible]` (D16), where L is the other layout's
    /// content length.
    @Test func anOrthogonalSectionIsTheSectionLaidOutInTheOtherDirection() throws {
        var random = RandomSpecs(seed: 2_714)
        var compared = 0
        for n in 0..<Self.specs {
            let horizontal = n % 2 == 1
            let drawn = horizontal ? random.horizontal("compositional") : random.vertical("compositional")
            guard case .array(let sections)? = drawn["sections"], case .object(var fields) = sections[0],
                case .object(var group)? = fields.first(where: { $0.key == "group" })?.value
            else { continue }
            group.removeAll { $0.key == "edgeSpacing" }
            fields.removeAll { $0.key == "group" }
            fields.append((key: "group", value: .object(group)))
            let behaviors = ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging"]
            fields.removeAll {
                ["boundarySupplementaryItems", "orthogonalScrollingBehavior", "orthogonalOffset"].contains($0.key)
            }
            let offset = random.length(-50...900)
            let orthogonal =
                fields + [
                    (key: "orthogonalScrollingBehavior", value: .string(random.pick(behaviors))),
                    (key: "orthogonalOffset", value: .number(offset)),
                ]
            var base = Self.withoutLayoutBoundaryItems(drawn)
            if case .object(var top) = base {
                top.removeAll { $0.key == "safeAreaInsets" || $0.key == "layoutMargins" }
                base = .object(top)
            }
            let spec = setting("sections", .array([.object(orthogonal)]), in: base)
            let turned = setting(
                "scrollDirection", .string(horizontal ? "vertical" : "horizontal"),
                in: setting("sections", .array([.object(fields)]), in: base))
            switch (laidOut(spec), laidOut(turned)) {
            case (.failure, .failure): continue
            case (.success((let doc, let whole)), .success((_, let other))):
                compared += 1
                let d = whole.scrollDirection
                // Cells and badges (the only supplementary views left).
                let moving = { (a: LayoutAttributes) in a.kind == .cell || a.kind == .supplementary }
                let cells = Array(whole.elements).filter(moving)
                #expect(cells == Array(other.elements).filter(moving), "spec \(n): at offset 0")
                let limit = max(0, other.contentSize.main(d.transposed) - doc.container.cross(d))
                let at = min(max(offset, 0), limit)
                #expect(whole.orthogonalOffset(ofSection: 0) == at, "spec \(n): offset")
                let shift: FrameTransform = d == .vertical ? .translate(dx: -at, dy: 0) : .translate(dx: 0, dy: -at)
                #expect(
                    Array(whole.atOrthogonalOffsets().elements).filter(moving)
                        == cells.map { Self.moved($0, to: 0, by: shift) }, "spec \(n): at rest")
            case (let a, let b):
                Issue.record("spec \(n): one of them refused it: \(a) / \(b)")
            }
        }
        #expect(compared >= Self.specs / 2, "\(compared) compared")
    }
}
