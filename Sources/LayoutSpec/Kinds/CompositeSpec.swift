import LayoutEngine

/// The `composite` kind in specs (PluginLayout itself): every section names its kind with `layout`
/// (`flow`, `fraction-grid`, `staggered` or `mosaic`) and takes that kind's keys; the sections stack
/// along the scroll axis with one running offset. Layout-level `options` are the defaults of every
/// section whose kind knows the key; a key that no section's kind knows is an error, and so is a
/// section or item key that the section's kind does not know. Keys: `Docs/Kinds/composite.md`.
public enum CompositeSpec {
    /// The kinds a section may name, with their parameter tables.
    static let sectionKinds: [(name: String, parameters: [Parameter])] = [
        (FlowSpec.info.name, FlowSpec.parameters),
        (FractionGridSpec.info.name, FractionGridSpec.parameters),
        (StaggeredSpec.info.name, StaggeredSpec.parameters),
        (MosaicSpec.info.name, MosaicSpec.parameters),
    ]

    /// Every key of the four kinds (the first table that has a key gives its level and type). A key
    /// whose default differs between the kinds (`lineCount`) states each kind's default in its summary.
    public static let parameters: [Parameter] = sectionKinds.flatMap { kind in
        kind.parameters.map { (kind: kind.name, parameter: $0) }
    }.reduce(into: []) { all, entry in
        guard let i = all.firstIndex(where: { $0.key == entry.parameter.key }) else {
            return all.append(entry.parameter)
        }
        let owners = sectionKinds.filter { $0.parameters.contains { $0.key == entry.parameter.key } }
        let defaults = owners.map { k in k.parameters.first { $0.key == entry.parameter.key }?.defaultValue }
        if all[i].defaultValue != nil, defaults.contains(where: { $0 != defaults[0] }) {
            all[i].defaultValue = nil
            let listed = zip(owners, defaults).map { "\($0.name) \($1?.serialized(pretty: false) ?? "none")" }
            all[i].summary += " (default per section kind: \(listed.joined(separator: ", ")))"
        }
    }

    /// The kind's entry in `LayoutKinds.all`.
    public static let info = LayoutKindInfo(
        name: CompositeLayout.kindName,
        summary: "each section names its kind (flow, fraction-grid, staggered, mosaic); sections stack (PluginLayout)",
        directions: CompositeLayout.supportedDirections,
        supportsFooters: true,
        parameters: parameters,
        decode: { doc throws(SpecError) in try decode(doc) },
        example: example)

    /// The engine layout a checked spec describes: each section decoded by the kind it names.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        try checkKeys(doc)
        let d = try PluginSpec.defaults(doc)
        var sections: [any PluginSection] = []
        sections.reserveCapacity(doc.sections.count)
        for section in doc.sections {
            switch section.layout {
            case FlowSpec.info.name: sections.append(try FlowSpec.section(section))
            case FractionGridSpec.info.name: sections.append(try FractionGridSpec.section(section))
            case StaggeredSpec.info.name: sections.append(try StaggeredSpec.section(section))
            case MosaicSpec.info.name: sections.append(try MosaicSpec.section(section))
            default:
                throw SpecError(
                    path: "\(section.path).layout",
                    "is missing; name the section's kind: \"flow\", \"fraction-grid\", \"staggered\" or \"mosaic\"")
            }
        }
        return CompositeLayout(
            sections: sections, alignment: d.alignment,
            sectionHeadersPinToVisibleBounds: d.sectionHeadersPinToVisibleBounds,
            sectionFootersPinToVisibleBounds: d.sectionFootersPinToVisibleBounds, effects: d.effects)
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
    public static let example = """
        {
          "layout": "composite",
          "container": { "width": 375, "height": 667 },
          "contentOffset": { "x": 0, "y": 300 },
          "options": {
            "minimumLineSpacing": 8,
            "minimumInteritemSpacing": 8,
            "insets": { "top": 8, "left": 8, "bottom": 8, "right": 8 },
            "sectionHeadersPinToVisibleBounds": true,
            "header": { "height": 36 }
          },
          "sections": [
            { "layout": "flow", "items": [ { "width": 80, "height": 36 }, { "width": 120, "height": 36 }, { "width": 60, "height": 36 },
                                            { "width": 100, "height": 36 }, { "width": 140, "height": 36 }, { "width": 70, "height": 36 } ] },
            { "layout": "fraction-grid", "items": [ { "lineFraction": 1, "aspectRatio": 3 }, { "lineFraction": 2, "aspectRatio": 1 }, { "lineFraction": 2, "aspectRatio": 1 } ] },
            { "layout": "mosaic", "options": { "lineCount": 3, "lineMultiple": 40 },
              "items": [ { "aspectRatio": 1.5 }, { "aspectRatio": 1 }, { "aspectRatio": 0.75 }, { "aspectRatio": 1 }, { "aspectRatio": 1.33 }, { "aspectRatio": 0.8 } ] },
            { "layout": "staggered", "options": { "lineCount": 2, "effects": [ { "type": "elastic", "spacing": 90, "span": 200 }, { "type": "fade", "span": 200 } ] },
              "items": { "count": 8, "aspectRatio": 1 } }
          ]
        }
        """
}
