import LayoutEngine

/// The `composite` kind in specs (PluginLayout itself): every section names its kind with `layout`
/// (`flow`, `fraction-grid`, `staggered` or `mosaic`) and takes that kind's keys; the sections stack
/// along the scroll axis with one running offset. Layout-level `options` are the defaults of every
/// section whose kind knows the key; a key that no section's kind knows is an error, and so is a
/// section or item key that the section's kind does not know. Keys: `Docs/Kinds/composite.md`.
public enum CompositeSpec: KindSpec {
    /// The engine layout the kind's specs describe.
    public typealias Layout = CompositeLayout

    /// The PluginLayout kinds: their sections are plugins in PluginLayout's skeleton.
    static let pluginKinds: [LayoutKindInfo] = [
        FlowSpec.info, FractionGridSpec.info, StaggeredSpec.info, MosaicSpec.info,
    ]
    /// The other kinds: each of their sections is the kind's one-section layout (`LayoutSection`).
    static let layoutKinds: [LayoutKindInfo] = [
        AlignedSpec.info, WaterfallSpec.info, ListSpec.info, ColumnSpec.info, StyledFlowSpec.info, GridSpec.info,
    ]

    /// The kinds a section may name (every kind but `composite`), with their parameter tables as a
    /// composite section sees them: a non-PluginLayout kind's layout-level keys may also be written
    /// in a section's `options`, where they configure that section's one-section layout.
    static let sectionKinds: [(name: String, parameters: [Parameter])] =
        pluginKinds.map { ($0.name, $0.parameters) }
        + layoutKinds.map { kind in
            (kind.name, kind.parameters.map { p in p.level == .layout ? promoted(p) : p })
        }

    private static func promoted(_ p: Parameter) -> Parameter {
        var p = p
        p.level = .section
        return p
    }

    /// A non-PluginLayout section kind as its sections are checked: its table as a composite
    /// section sees it (nil for the PluginLayout kinds).
    static func layoutSectionKind(_ name: String) -> LayoutKindInfo? {
        guard var info = layoutKinds.first(where: { $0.name == name }),
            let table = sectionKinds.first(where: { $0.name == name })
        else { return nil }
        info.parameters = table.parameters
        return info
    }

    /// Every key of the section kinds (the first table that has a key gives its type; the most
    /// specific level any kind allows it at is kept, and a number or "remaining" wins over a
    /// length: each section is checked against its own kind's table). A key whose default differs
    /// between the kinds (`lineCount`) states each kind's default in its summary.
    public static let parameters: [Parameter] = sectionKinds.flatMap { kind in
        kind.parameters.map { (kind: kind.name, parameter: $0) }
    }.reduce(into: []) { all, entry in
        guard let i = all.firstIndex(where: { $0.key == entry.parameter.key }) else {
            return all.append(entry.parameter)
        }
        all[i].level = Swift.max(all[i].level, entry.parameter.level)
        switch (all[i].type, entry.parameter.type) {
        case (.length, .number), (.length, .lengthOrRemaining), (.positive, .number): all[i].type = entry.parameter.type
        default: break
        }
        let owners = sectionKinds.filter { $0.parameters.contains { $0.key == entry.parameter.key } }
        let defaults = owners.map { k in k.parameters.first { $0.key == entry.parameter.key }?.defaultValue }
        if all[i].defaultValue != nil, defaults.contains(where: { $0 != defaults[0] }) {
            all[i].defaultValue = nil
            let listed = zip(owners, defaults).map { "\($0.name) \($1?.serialized(pretty: false) ?? "none")" }
            all[i].summary += " (default per section kind: \(listed.joined(separator: ", ")))"
        }
    }

    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "each section names its kind (any but composite); sections stack (PluginLayout)"
    /// Whether sections may have footers.
    public static let supportsFooters = true

    /// The engine layout a checked spec describes: each section decoded by the kind it names.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        try checkKeys(doc)
        let d = try PluginSpec.defaults(doc)
        var sections: [any CompositeSection] = []
        sections.reserveCapacity(doc.sections.count)
        for section in doc.sections {
            switch section.layout {
            case FlowSpec.name: sections.append(try FlowSpec.section(section))
            case FractionGridSpec.name: sections.append(try FractionGridSpec.section(section))
            case StaggeredSpec.name: sections.append(try StaggeredSpec.section(section))
            case MosaicSpec.name: sections.append(try MosaicSpec.section(section))
            case let name?:
                guard let kind = layoutKinds.first(where: { $0.name == name }) else { fallthrough }
                sections.append(
                    try layoutSection(section, of: kind, in: doc, direction: direction(of: section, in: doc)))
            default:
                throw SpecError(
                    path: "\(section.path).layout",
                    "is missing; name the section's kind: one of \(sectionKinds.map { "\"\($0.name)\"" }.joined(separator: ", "))"
                )
            }
            if let orthogonal = try orthogonal(section) {
                sections[sections.count - 1] = OrthogonalSection(
                    sections[sections.count - 1], scrolling: orthogonal.scrolling, bandLength: orthogonal.band,
                    offset: orthogonal.offset)
            }
        }
        return CompositeLayout(sections: sections, defaults: d)
    }

    /// The section keys of an orthogonally scrolling section (beside `layout`).
    static let orthogonalKeys = ["orthogonalScrolling", "orthogonalOffset", "orthogonalBandLength"]

    /// The section's `orthogonalScrolling`, `orthogonalOffset` and `orthogonalBandLength`, or nil
    /// when it scrolls with the composite. The offset and band length need `orthogonalScrolling`.
    static func orthogonal(
        _ section: SectionDocument
    ) throws(SpecError) -> (scrolling: OrthogonalScrolling, offset: Double, band: Double?)? {
        let raw = section.raw
        guard let value = raw?["orthogonalScrolling"] else {
            for key in orthogonalKeys where raw?[key] != nil {
                throw SpecError(
                    path: "\(section.path).\(key)",
                    "is for sections that scroll across the layout; add \"orthogonalScrolling\": \"continuous\" or \"paging\", or remove it"
                )
            }
            return nil
        }
        let scrolling = OrthogonalScrolling(
            rawValue: try readChoice(
                value, path: "\(section.path).orthogonalScrolling", OrthogonalScrolling.allCases.map(\.rawValue)))!
        var offset = 0.0
        if let v = raw?["orthogonalOffset"] {
            offset = try readNumber(v, path: "\(section.path).orthogonalOffset", nonNegative: false)
        }
        var band: Double?
        if let v = raw?["orthogonalBandLength"] {
            band = try readNumber(v, path: "\(section.path).orthogonalBandLength", nonNegative: true)
        }
        return (scrolling, offset, band)
    }

    /// The direction a section is laid out in: the composite's, or the other one when it scrolls
    /// orthogonally.
    static func direction(of section: SectionDocument, in doc: SpecDocument) -> ScrollDirection {
        section.raw?["orthogonalScrolling"] != nil ? doc.scrollDirection.transposed : doc.scrollDirection
    }

    /// Section `section` of a non-PluginLayout kind: the kind's one-section layout of the spec made
    /// of the composite's container, direction and scale, the composite's layout-level options
    /// that the kind knows (and `header`/`footer`) with the section's own `options` over them,
    /// and the section's header, footer and items. Its errors name the composite's paths.
    static func layoutSection(
        _ section: SectionDocument, of kind: LayoutKindInfo, in doc: SpecDocument, direction: ScrollDirection
    ) throws(SpecError) -> LayoutSection {
        // The composite's default header and footer go to the kinds that have them.
        let known = Set(kind.parameters.map(\.key)).union(
            (kind.supportsHeaders ? ["header"] : []) + (kind.supportsFooters ? ["footer"] : []))
        var options = doc.options.levels[0].fields.filter { known.contains($0.key) }
        var sectionFields: [(key: String, value: JSONValue)] = []
        var moved: Set<String> = []
        guard case .object(let fields)? = section.raw else {
            preconditionFailure("a composite section keeps its JSON")
        }
        for (key, value) in fields where key != "layout" && !orthogonalKeys.contains(key) {
            guard key == "options", case .object(let own) = value else {
                sectionFields.append((key, value))
                continue
            }
            // The layout has this one section: its options are the layout's (the same values for
            // the section, and a horizontal list takes its insets only there).
            for (k, v) in own {
                options.removeAll { $0.key == k }
                options.append((k, v))
                moved.insert(k)
            }
        }
        let sub: JSONValue = .object([
            ("layout", .string(kind.name)),
            (
                "container",
                .object([("width", .number(doc.container.width)), ("height", .number(doc.container.height))])
            ),
            ("scrollDirection", .string(direction.rawValue)), ("scale", .number(doc.scale)),
            ("options", .object(options)), ("sections", .array([.object(sectionFields)])),
        ])
        func repath(_ path: String) -> String {
            if path.hasPrefix("sections[0]") { return section.path + path.dropFirst("sections[0]".count) }
            if path.hasPrefix("options."),
                let key = path.dropFirst("options.".count).split(whereSeparator: { $0 == "." || $0 == "[" }).first,
                moved.contains(String(key))
            {
                return "\(section.path).\(path)"
            }
            return path
        }
        do {
            let one = try SpecDocument(value: sub, kinds: [kind])
            return LayoutSection(try kind.decode(one), itemCount: section.itemCount)
        } catch {
            throw SpecError(path: repath(error.path), error.message)
        }
    }

    /// Section and item keys must belong to the section's kind; layout-level keys to at least one
    /// section's kind.
    static func checkKeys(_ doc: SpecDocument) throws(SpecError) {
        func kinds(knowing key: String) -> String {
            sectionKinds.filter { $0.parameters.contains { $0.key == key } }.map { "\"\($0.name)\"" }.joined(
                separator: ", ")
        }
        func check(_ level: ScopeLevel?, kind: String, known: [Parameter]) throws(SpecError) {
            for (key, _) in level?.fields ?? [] where !known.contains(where: { $0.key == key }) {
                throw SpecError(
                    path: "\(level!.path).\(key)",
                    "\"\(key)\" is not a parameter of \"\(kind)\" sections (it belongs to \(kinds(knowing: key))); remove it, or move it to a section of that kind"
                )
            }
        }
        var used: Set<String> = []
        for section in doc.sections {
            guard let name = section.layout, let kind = sectionKinds.first(where: { $0.name == name }) else { continue }
            used.insert(name)
            try check(section.options.levels.first, kind: name, known: kind.parameters)
            // Items given as { "count": n, ... } share one object: check it once.
            let distinct: Int
            switch section.itemStorage {
            case .list(let l): distinct = l.count
            case .repeated(let n, _): distinct = Swift.min(n, 1)
            }
            for i in 0..<distinct {
                try check(section.item(i).levels.first, kind: name, known: kind.parameters)
            }
        }
        guard !doc.sections.isEmpty else { return }
        let known = sectionKinds.filter { used.contains($0.name) }.flatMap(\.parameters)
        for (key, _) in doc.options.levels.first?.fields ?? [] where key != "header" && key != "footer" {
            guard known.contains(where: { $0.key == key }) else {
                throw SpecError(
                    path: "options.\(key)",
                    "no section of this composite layout uses \"\(key)\" (it belongs to \(kinds(knowing: key)), used by none of its sections); remove it, or set it on a section of that kind"
                )
            }
        }
    }

    /// The built-in example: a flow of tags, a fraction grid, a mosaic and a staggered section
    /// with elastic and fade effects, under pinned headers; scrolled by 300.
    public static let example = BuiltInExample.composite
}
