import LayoutEngine
import Testing

@testable import LayoutSpec

/// Composite sections of any kind (issue 19), on random seeded specs (`RandomSpecs`).
@Suite struct CompositePropertyTests {
    /// Specs drawn per kind (and multi-section composites drawn).
    static let specsPerKind = 120

    /// The kinds a composite section may name: every kind but `composite` and `compositional`,
    /// whose sections are its own (`CompositionalStackingPropertyTests` checks them the same way).
    static let sectionKinds = LayoutKinds.all.map(\.name).filter { $0 != "composite" && $0 != "compositional" }
    static let pluginKinds: Set<String> = ["flow", "fraction-grid", "staggered", "mosaic"]

    /// Section `s` of `spec` as a composite section: its kind named, and the spec's layout-level
    /// `options` written into the section's own `options` (the section's values win).
    static func compositeSection(_ spec: JSONValue, _ s: Int) -> JSONValue {
        guard case .array(let sections)? = spec["sections"], case .object(var fields) = sections[s] else {
            preconditionFailure("a spec with sections")
        }
        var options: [(key: String, value: JSONValue)] = []
        if case .object(let top)? = spec["options"] { options = top }
        if let i = fields.firstIndex(where: { $0.key == "options" }), case .object(let own) = fields[i].value {
            for field in own {
                options.removeAll { $0.key == field.key }
                options.append(field)
            }
            fields.remove(at: i)
        }
        fields.removeAll { $0.key == "layout" }
        return .object([(key: "layout", value: spec["layout"]!), (key: "options", value: .object(options))] + fields)
    }

    /// A composite spec of `sections`, with `like`'s container, direction, scale and offset.
    static func composite(_ sections: [JSONValue], like spec: JSONValue) -> JSONValue {
        guard case .object(let fields) = spec else { return spec }
        var out: [(key: String, value: JSONValue)] = [(key: "layout", value: .string("composite"))]
        for f in fields where ["container", "scrollDirection", "scale", "contentOffset"].contains(f.key) {
            out.append(f)
        }
        out.append((key: "sections", value: .array(sections)))
        return .object(out)
    }

    /// The spec with only its section `s`.
    static func only(_ s: Int, of spec: JSONValue) -> JSONValue {
        guard case .array(let sections)? = spec["sections"] else { return spec }
        return setting("sections", .array([sections[s]]), in: spec)
    }

    /// A composite of one section of kind K equals K's layout of that section: every element's
    /// frame, the content size, the section box and its effects, in both directions (half the specs
    /// drawn are horizontal). A spec refused one way is refused the other.
    @Test(arguments: sectionKinds)
    func aOneSectionCompositeIsItsKindsLayout(kind: String) throws {
        var random = RandomSpecs(seed: 4_200 + UInt64(kind.utf8.count))
        var compared = 0
        for n in 0..<Self.specsPerKind {
            let drawn = n % 2 == 0 ? random.vertical(kind) : random.horizontal(kind)
            guard case .array(let sections)? = drawn["sections"], !sections.isEmpty else { continue }
            let alone = Self.only(0, of: drawn)
            let composite = Self.composite([Self.compositeSection(drawn, 0)], like: drawn)
            switch (laidOut(alone), laidOut(composite)) {
            case (.failure, .failure): continue
            case (.success((_, let k)), .success((_, let c))):
                compared += 1
                #expect(
                    Array(c.elements) == Array(k.elements) && c.contentSize == k.contentSize
                        && c.sections == k.sections,
                    "\(kind) spec \(n): \(Array(c.elements).prefix(3)) / \(Array(k.elements).prefix(3))")
            case (let a, let b):
                Issue.record("\(kind) spec \(n): one of them refused it: \(a) / \(b)")
            }
        }
        #expect(compared >= Self.specsPerKind / 2, "\(kind): \(compared) compared")
    }

    /// Each section of a multi-section composite of random kinds equals its one-section composite
    /// (so its kind's layout) moved by the running offset along the scroll axis, and the next
    /// section starts after its content length: bit for bit for sections laid out by their kind's
    /// layout (`LayoutSection`) after only such sections, up to rounding from the first PluginLayout
    /// section on (its skeleton adds its lengths to the offset).
    @Test func eachSectionIsItsOwnLayoutMovedByTheRunningOffset() throws {
        var random = RandomSpecs(seed: 4_242)
        var compared = 0
        var sectionsCompared = 0
        for n in 0..<Self.specsPerKind {
            let horizontal = n % 2 == 1
            var sections: [JSONValue] = []
            var like: JSONValue = .null
            for _ in 0..<random.int(2...5) {
                let kind = random.pick(Self.sectionKinds)
                let drawn = horizontal ? random.horizontal(kind) : random.vertical(kind)
                guard case .array(let list)? = drawn["sections"], !list.isEmpty else { continue }
                if like == .null { like = drawn }
                sections.append(Self.compositeSection(drawn, 0))
            }
            guard like != .null else { continue }
            let spec = Self.composite(sections, like: like)
            guard case .success((_, let whole)) = laidOut(spec) else { continue }
            compared += 1
            let d = whole.scrollDirection
            var offset = 0.0
            var afterPlugin = false
            for (s, section) in sections.enumerated() {
                guard case .success((_, let one)) = laidOut(Self.composite([section], like: like)) else {
                    Issue.record("spec \(n) section \(s): refused alone but laid out in the composite")
                    break
                }
                sectionsCompared += 1
                let shift: FrameTransform =
                    d == .vertical ? .translate(dx: 0, dy: offset) : .translate(dx: offset, dy: 0)
                let expected = Array(one.elements).map {
                    LayoutAttributes(
                        id: ElementID(kind: $0.kind, section: s, item: $0.item), frame: $0.frame.applying(shift))
                }
                let found = Array(whole.elements).filter { $0.section == s }
                let plugin = Self.pluginKinds.contains(
                    section["layout"].flatMap { if case .string(let k) = $0 { k } else { nil } } ?? "")
                // Exact unless this section or one before is a plugin's (its skeleton's end is
                // the origin plus its lengths, not plus its content length).
                afterPlugin = afterPlugin || plugin
                #expect(
                    DirectionPropertyTests.same(found, expected, afterPlugin ? .withinRounding : .exact),
                    "spec \(n) section \(s) (\(String(describing: section["layout"]))) at \(offset)")
                offset += one.contentSize.main(d)
            }
            #expect(abs(whole.contentSize.main(d) - offset) <= 1e-9 * max(1, offset), "spec \(n): content length")
        }
        #expect(
            compared >= Self.specsPerKind / 2 && sectionsCompared >= compared * 2,
            "\(compared) composites, \(sectionsCompared) sections")
    }

    /// An orthogonally scrolling section of kind K equals K's layout of that section in the other
    /// direction, in a container as long as the composite's across and as wide as the band, moved
    /// to the running offset along the composite's scroll axis and by minus its clamped offset
    /// across it (both directions of the composite; random band lengths, which may be shorter
    /// than the cells: they then overflow the band).
    @Test(arguments: sectionKinds)
    func anOrthogonalSectionIsItsKindsLayoutInTheOtherDirection(kind: String) throws {
        var random = RandomSpecs(seed: 4_300 + UInt64(kind.utf8.count))
        var compared = 0
        for n in 0..<Self.specsPerKind / 2 {
            let verticalComposite = n % 2 == 0
            // The section is drawn for the other direction; a flow section goes before it.
            let drawn = verticalComposite ? random.horizontal(kind) : random.vertical(kind)
            guard case .array(let list)? = drawn["sections"], !list.isEmpty else { continue }
            let band = random.length(60...300)
            let offset = random.length(-50...600)
            guard case .object(var fields) = Self.compositeSection(drawn, 0) else { continue }
            fields += [
                (key: "orthogonalScrolling", value: .string("continuous")),
                (key: "orthogonalOffset", value: .number(offset)),
                (key: "orthogonalBandLength", value: .number(band)),
            ]
            let lead: JSONValue = .object([
                (key: "layout", value: .string("flow")),
                (
                    key: "items",
                    value: .object([
                        (key: "count", value: .number(3)), (key: "width", value: .number(50)),
                        (key: "height", value: .number(40)),
                    ])
                ),
            ])
            let outer = setting("scrollDirection", .string(verticalComposite ? "vertical" : "horizontal"), in: drawn)
            let spec = Self.composite([lead, .object(fields)], like: outer)
            guard case .success((let doc, let whole)) = laidOut(spec) else { continue }
            let d = whole.scrollDirection
            let visible = doc.container.cross(d)
            // The section alone, in the other direction, in the band.
            let alone = setting(
                "container", .object(Size(main: visible, cross: band, d.transposed).json),
                in: Self.only(0, of: drawn))
            guard case .success((_, let one)) = laidOut(alone) else {
                Issue.record("\(kind) spec \(n): refused alone but laid out in the composite")
                continue
            }
            compared += 1
            let origin = whole.sections[1].frame.minMain(d)
            let limit = max(0, one.contentSize.main(d.transposed) - visible)
            let at = min(max(offset, 0), limit)
            let shift: FrameTransform =
                d == .vertical ? .translate(dx: -at, dy: origin) : .translate(dx: origin, dy: -at)
            let expected = Array(one.elements).map {
                LayoutAttributes(
                    id: ElementID(kind: $0.kind, section: 1, item: $0.item), frame: $0.frame.applying(shift))
            }
            let plugin = Self.pluginKinds.contains(kind)
            #expect(
                DirectionPropertyTests.same(
                    Array(whole.elements).filter { $0.section == 1 }, expected, plugin ? .withinRounding : .exact),
                "\(kind) spec \(n)")
            #expect(
                whole.sections[1].frame.mainLength(d) == band && whole.sections[1].orthogonalScrolling == .continuous)
        }
        #expect(compared >= Self.specsPerKind / 6, "\(kind): \(compared) compared")
    }
}

extension Size {
    /// The size as a spec's `{width, height}`.
    var json: [(key: String, value: JSONValue)] {
        [(key: "width", value: .number(width)), (key: "height", value: .number(height))]
    }
}
