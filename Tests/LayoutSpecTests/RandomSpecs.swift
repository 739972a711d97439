import LayoutEngine

@testable import LayoutSpec

/// A small seeded generator (SplitMix64) so that the random specs are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random vertical specs of every kind, for the direction properties (`DirectionPropertyTests`).
/// Values are whole or half points, fractions such as 20.25, and some zeros, at scale 1, 2 or 3;
/// most specs are valid, some are refused (both directions must then refuse them).
struct RandomSpecs {
    var rng: SeededGenerator
    /// Mosaic sections whose rules are symmetric in the axes: square items (the original's
    /// landscape test, `aspectRatio >= 1`, is not transposed) and a `lineMultiple` of at least 20
    /// (which the original raises to 20 only when vertical).
    var symmetricMosaics = false

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    /// A length in `r`, on a quarter-point grid.
    mutating func length(_ r: ClosedRange<Double>) -> Double {
        (Double.random(in: r, using: &rng) * 4).rounded() / 4
    }
    mutating func pick<T>(_ options: [T]) -> T { options[int(0...options.count - 1)] }

    func n(_ v: Double) -> JSONValue { .number(v) }
    func obj(_ fields: [(String, JSONValue)]) -> JSONValue { .object(fields.map { (key: $0.0, value: $0.1) }) }

    mutating func size(_ w: ClosedRange<Double>, _ h: ClosedRange<Double>) -> JSONValue {
        obj([("width", n(length(w))), ("height", n(length(h)))])
    }
    mutating func insets(_ max: Double) -> JSONValue {
        obj([
            ("top", n(length(0...max))), ("left", n(length(0...max))), ("bottom", n(length(0...max))),
            ("right", n(length(0...max))),
        ])
    }
    /// A header or footer of up to `max` points along y (and some width, unused by most kinds).
    mutating func supplementary(_ max: Double) -> JSONValue? {
        chance(0.6) ? obj([("width", n(length(0...300))), ("height", n(length(1...max)))]) : nil
    }

    /// A spec of `kind` with sections from `section` (fields of one section given its index).
    mutating func spec(
        _ kind: String, options: [(String, JSONValue)], sectionCount: ClosedRange<Int> = 1...3,
        section: (inout RandomSpecs, Int) -> [(String, JSONValue)]
    ) -> JSONValue {
        let width = length(160...400)
        let height = length(160...500)
        var sections: [JSONValue] = []
        for s in 0..<int(sectionCount) { sections.append(obj(section(&self, s))) }
        return obj([
            ("layout", .string(kind)), ("container", obj([("width", n(width)), ("height", n(height))])),
            ("scale", n(pick([1, 2, 3]))),
            ("contentOffset", obj([("x", n(0)), ("y", n(length(0...300)))])),
            ("options", obj(options)), ("sections", .array(sections)),
        ])
    }

    /// Items of `fields` each, `count` of them.
    mutating func items(_ count: ClosedRange<Int>, _ fields: (inout RandomSpecs) -> [(String, JSONValue)]) -> JSONValue
    {
        var list: [JSONValue] = []
        for _ in 0..<int(count) { list.append(obj(fields(&self))) }
        return .array(list)
    }

    /// One random vertical spec of `kind` (one of `LayoutKinds.all`'s names).
    mutating func vertical(_ kind: String) -> JSONValue {
        switch kind {
        case "aligned":
            return spec(
                kind,
                options: [
                    ("sectionSpacing", n(length(0...20))), ("contentInsets", insets(12)),
                    ("shouldPinSectionHeadersToTop", .bool(chance(0.7))),
                ]
            ) { r, _ in
                var section: [(String, JSONValue)] = [
                    (
                        "options",
                        r.obj([
                            ("horizontalAlignment", .string(r.pick(["left", "center", "right"]))),
                            ("verticalAlignment", .string(r.pick(["top", "center", "bottom"]))),
                            ("itemSpacing", r.n(r.length(0...10))), ("lineSpacing", r.n(r.length(0...10))),
                            ("insets", r.insets(10)),
                        ])
                    )
                ]
                if let h = r.supplementary(40) { section.append(("header", h)) }
                section.append(
                    (
                        "items",
                        r.items(0...12) { r in
                            var item: [(String, JSONValue)] = [
                                ("width", r.chance(0.1) ? .string("remaining") : r.n(r.length(10...90))),
                                ("height", r.n(r.length(10...70))),
                            ]
                            if r.chance(0.2) { item.append(("cellInsets", r.insets(6))) }
                            if r.chance(0.1) { item.append(("shouldBeginLine", .bool(true))) }
                            if r.chance(0.1) { item.append(("shouldEndLine", .bool(true))) }
                            if r.chance(0.1) { item.append(("startLineIndentation", .bool(true))) }
                            return item
                        }
                    ))
                return section
            }
        case "waterfall":
            return spec(
                kind, options: [("minimumContentHeight", n(chance(0.3) ? length(0...900) : 0))]
            ) { r, _ in
                var section: [(String, JSONValue)] = [
                    (
                        "options",
                        r.obj([
                            ("columnCount", r.n(Double(r.int(1...4)))),
                            ("minimumColumnSpacing", r.n(r.length(0...12))),
                            ("minimumInteritemSpacing", r.n(r.length(0...12))), ("insets", r.insets(10)),
                            ("headerInset", r.insets(6)), ("footerInset", r.insets(6)),
                            (
                                "itemRenderDirection",
                                .string(r.pick(["shortestFirst", "leftToRight", "rightToLeft"]))
                            ),
                            ("stretching", .string(r.pick(["none", "lastCell", "allCells"]))),
                        ])
                    )
                ]
                if let h = r.supplementary(40) { section.append(("header", h)) }
                if let f = r.supplementary(30) { section.append(("footer", f)) }
                section.append(
                    (
                        "items",
                        r.items(0...14) { r in
                            [("width", r.n(r.length(50...300))), ("height", r.n(r.length(50...400)))]
                        }
                    ))
                return section
            }
        case "list":
            return spec(
                kind,
                options: [
                    ("hugContents", .bool(chance(0.5))), ("insetSupplementaryViews", .bool(chance(0.3))),
                    ("pinHeadersToTop", .bool(chance(0.7))),
                ]
            ) { r, _ in
                var section: [(String, JSONValue)] = [
                    (
                        "options",
                        r.obj([
                            ("itemHeight", r.n(r.length(10...60))), ("interitemSpacing", r.n(r.length(0...8))),
                            ("insets", r.insets(10)),
                        ])
                    )
                ]
                if let h = r.supplementary(40) { section.append(("header", h)) }
                if let f = r.supplementary(30) { section.append(("footer", f)) }
                section.append(
                    ("items", r.items(0...12) { r in r.chance(0.5) ? [("height", r.n(r.length(10...80)))] : [] }))
                return section
            }
        case "column":
            return spec(
                kind,
                options: [
                    ("insetSupplementaryViews", .bool(chance(0.3))), ("pinHeadersToTop", .bool(chance(0.7))),
                    ("itemHeight", n(length(10...80))),
                ]
            ) { r, _ in
                var section: [(String, JSONValue)] = [
                    (
                        "options",
                        r.obj([
                            ("columnCount", r.n(Double(r.int(1...4)))), ("columnSpacing", r.n(r.length(0...10))),
                            ("interitemSpacing", r.n(r.length(0...10))), ("insets", r.insets(10)),
                            ("layoutStrategy", .string(r.pick(["shortestFirst", "leftToRight", "rightToLeft"]))),
                        ])
                    )
                ]
                if let h = r.supplementary(40) { section.append(("header", h)) }
                if let f = r.supplementary(30) { section.append(("footer", f)) }
                section.append(
                    (
                        "items",
                        r.items(0...14) { r in
                            var item: [(String, JSONValue)] = []
                            if r.chance(0.5) {
                                item.append(("aspectRatio", r.size(0...4, 0.25...4)))
                            }
                            if r.chance(0.5) { item.append(("height", r.n(r.length(0...90)))) }
                            return item
                        }
                    ))
                return section
            }
        case "styled-flow":
            return spec(
                kind,
                options: [
                    ("insetSupplementaryViews", .bool(chance(0.3))), ("pinHeadersToTop", .bool(chance(0.7))),
                ]
            ) { r, _ in
                var options: [(String, JSONValue)] = [
                    ("interitemSpacing", r.n(r.length(0...10))), ("insets", r.insets(10)),
                    ("rowTransform", .string(r.pick(["none", "center", "fill"]))),
                ]
                if r.chance(0.3) { options.append(("interspanSpacing", r.n(r.length(0...10)))) }
                if r.chance(0.3) { options.append(("spanGroupSpacingBefore", r.n(r.length(0...10)))) }
                if r.chance(0.3) { options.append(("fillMaxScale", r.n(r.length(0...2)))) }
                var section: [(String, JSONValue)] = [("options", r.obj(options))]
                if let h = r.supplementary(40) { section.append(("header", h)) }
                if let f = r.supplementary(30) { section.append(("footer", f)) }
                section.append(
                    (
                        "items",
                        r.items(0...12) { r in
                            [
                                ("style", .string(r.chance(0.2) ? "span" : "flow")),
                                ("width", r.n(r.length(20...160))), ("height", r.n(r.length(20...90))),
                            ]
                        }
                    ))
                return section
            }
        case "grid":
            return spec(
                kind,
                options: [
                    ("lineItemCount", n(Double(int(1...5)))), ("itemSpacing", n(length(0...8))),
                    ("lineSpacing", n(length(0...8))), ("sectionsStartOnNewLine", .bool(chance(0.5))),
                    chance(0.5) ? ("lineSize", n(length(20...80))) : ("lineMultiplier", n(length(0.5...2))),
                ]
            ) { r, _ in
                [("items", r.items(0...12) { _ in [] })]
            }
        case "flow", "fraction-grid", "staggered", "mosaic", "composite":
            return pluginSpec(kind)
        case "compositional":
            return compositional()
        default:
            preconditionFailure("no random specs for \(kind)")
        }
    }

    /// A random horizontal spec of `kind`: the transposed problem of a vertical one, or for `list`
    /// (whose horizontal strip has its own keys and no headers) a strip of its own.
    mutating func horizontal(_ kind: String) -> JSONValue {
        guard kind == "list" else { return transposedSpec(vertical(kind)) }
        let strip = spec(kind, options: [("insets", insets(10))]) { r, _ in
            [
                ("options", r.obj([("itemWidth", r.n(r.length(10...80))), ("itemSpacing", r.n(r.length(0...8)))])),
                ("items", r.items(0...12) { r in r.chance(0.5) ? [("width", r.n(r.length(10...90)))] : [] }),
            ]
        }
        return setting("scrollDirection", .string("horizontal"), in: strip)
    }

    /// A PluginLayout spec: `kind`'s sections, or for `composite` a random kind per section.
    mutating func pluginSpec(_ kind: String) -> JSONValue {
        spec(
            kind,
            options: [
                ("sectionHeadersPinToVisibleBounds", .bool(chance(0.5))),
                ("sectionFootersPinToVisibleBounds", .bool(chance(0.3))),
            ]
        ) { r, _ in
            let sectionKind = kind == "composite" ? r.pick(["flow", "fraction-grid", "staggered", "mosaic"]) : kind
            var options: [(String, JSONValue)] = [
                ("minimumLineSpacing", r.n(r.length(0...10))), ("minimumInteritemSpacing", r.n(r.length(0...10))),
                ("insets", r.insets(10)),
            ]
            if r.chance(0.3) { options.append(("effects", .array([r.obj([("type", .string("elastic"))])]))) }
            switch sectionKind {
            case "flow": options.append(("alignment", .string(r.pick(["default", "start", "center", "end"]))))
            case "staggered": options.append(("lineCount", r.n(Double(r.int(1...4)))))
            case "mosaic":
                options.append(("lineCount", r.n(Double(r.int(1...4)))))
                options.append(("lineMultiple", r.n(r.length(r.symmetricMosaics ? 20...40 : 4...40))))
            default: break
            }
            var section: [(String, JSONValue)] = []
            if kind == "composite" { section.append(("layout", .string(sectionKind))) }
            section.append(("options", r.obj(options)))
            if let h = r.supplementary(40) { section.append(("header", h)) }
            if let f = r.supplementary(30) { section.append(("footer", f)) }
            section.append(
                (
                    "items",
                    r.items(0...12) { r in
                        switch sectionKind {
                        case "flow": return [("width", r.n(r.length(10...140))), ("height", r.n(r.length(10...80)))]
                        case "fraction-grid":
                            return [
                                ("lineFraction", r.n(Double(r.int(1...4)))), ("aspectRatio", r.size(1...4, 1...4)),
                            ]
                        case "mosaic":
                            var item = [
                                ("aspectRatio", r.symmetricMosaics ? r.size(2...2, 2...2) : r.size(1...4, 1...4))
                            ]
                            if r.chance(0.3) { item.append(("canBeBig", .bool(true))) }
                            return item
                        default: return [("aspectRatio", r.size(1...4, 1...4))]
                        }
                    }
                ))
            return section
        }
    }
}

/// The transposed problem of a spec, as JSON: the container, offset, sizes, insets and axis-named
/// keys swapped, and the other scroll direction. `aligned`'s alignments swap (`left` <-> `top`,
/// `right` <-> `bottom`); keys named after one axis swap with their counterpart (`itemHeight` <->
/// `itemWidth`, `minimumContentHeight` <-> `minimumContentWidth`); `compositional`'s directional
/// keys and values turn as `transposedCompositional` says.
func transposedSpec(_ spec: JSONValue) -> JSONValue {
    let vertical = spec["scrollDirection"] != .string("horizontal")
    if spec["layout"] == .string("compositional") {
        return setting(
            "scrollDirection", .string(vertical ? "horizontal" : "vertical"), in: transposedCompositional(spec))
    }
    let keys: [String: String] = [
        "width": "height", "height": "width", "top": "left", "left": "top", "bottom": "right", "right": "bottom",
        "x": "y", "y": "x", "itemHeight": "itemWidth", "itemWidth": "itemHeight",
        "minimumContentHeight": "minimumContentWidth", "minimumContentWidth": "minimumContentHeight",
        "horizontalAlignment": "verticalAlignment", "verticalAlignment": "horizontalAlignment",
    ]
    let alignments: [String: String] = [
        "left": "top", "top": "left", "right": "bottom", "bottom": "right", "center": "center",
    ]
    func walk(_ v: JSONValue) -> JSONValue {
        switch v {
        case .object(let fields):
            return .object(
                fields.map { k, value in
                    if k == "horizontalAlignment" || k == "verticalAlignment", case .string(let s) = value {
                        return (key: keys[k]!, value: .string(alignments[s]!))
                    }
                    return (key: keys[k] ?? k, value: walk(value))
                })
        case .array(let list): return .array(list.map(walk))
        default: return v
        }
    }
    return setting("scrollDirection", .string(vertical ? "horizontal" : "vertical"), in: walk(spec))
}

/// A spec with one more top-level key (or the key replaced).
func setting(_ key: String, _ value: JSONValue, in spec: JSONValue) -> JSONValue {
    guard case .object(var fields) = spec else { return spec }
    fields.removeAll { $0.key == key }
    fields.append((key: key, value: value))
    return .object(fields)
}
