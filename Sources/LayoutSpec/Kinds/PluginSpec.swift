import LayoutEngine

/// A PluginLayout kind whose sections are all of one plugin (`flow`, `fraction-grid`, `staggered`,
/// `mosaic`): its file says how one section is decoded (`section(_:)`); the layout, its defaults and
/// its registry entry are the same for the four.
protocol PluginKindSpec: KindSpec where Layout == PluginLayout<Section> {
    /// The kind's plugin.
    associatedtype Section: PluginSection
    /// The kind's keys besides those every plugin kind takes (`PluginSpec.commonParameters`, and
    /// the items' `width` and `height`, last).
    static var ownParameters: [Parameter] { get }
    /// One section of the kind, its values read through the cascade; `composite` decodes its
    /// sections of this kind with it too.
    static func section(_ section: SectionDocument) throws(SpecError) -> Section
}

extension PluginKindSpec {
    /// Sections of every plugin kind may have footers.
    public static var supportsFooters: Bool { true }

    /// The keys every plugin kind takes, the kind's own, then the items' `width` and `height`.
    public static var parameters: [Parameter] {
        PluginSpec.commonParameters + ownParameters + [PluginSpec.width, PluginSpec.height]
    }

    /// The engine layout a checked spec describes: its sections (`section(_:)`) and the layout-level
    /// defaults (`PluginSpec.defaults`).
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        let defaults = try PluginSpec.defaults(doc)
        return Layout(sections: try doc.sections.map { s throws(SpecError) in try section(s) }, defaults: defaults)
    }
}

extension PluginLayout {
    /// A layout of `sections` with the layout-level `defaults` (alignment, pins, effects).
    init(sections: [Kind.Section], defaults d: PluginComposition.Defaults) {
        self.init(
            sections: sections, alignment: d.alignment,
            sectionHeadersPinToVisibleBounds: d.sectionHeadersPinToVisibleBounds,
            sectionFootersPinToVisibleBounds: d.sectionFootersPinToVisibleBounds, effects: d.effects)
    }
}

/// What the PluginLayout kinds (`flow`, `fraction-grid`, `staggered`, `mosaic`, `composite`) share
/// in specs: the per-section skeleton parameters, effects, aspect ratios, and the layout-level
/// defaults. Each kind's own file (`FlowSpec`, ...) adds its parameters and decodes its sections.
enum PluginSpec {
    /// The parameters every plugin kind takes (behaviour file, "Parameters").
    static let commonParameters: [Parameter] = [
        Parameter(
            "minimumLineSpacing", .section, .length, default: 10,
            "gap between lines, or between the items of a lane (UIKit's default)"),
        Parameter(
            "minimumInteritemSpacing", .section, .length, default: 10, "gap between items of a line, or between lanes"),
        .sectionInsets(all: 0, "margins around the lines or lanes; headers and footers sit outside them"),
        Parameter(
            "sectionHeadersPinToVisibleBounds", .section, .bool, default: false, "sticky headers (Docs/Effects.md)"),
        Parameter(
            "sectionFootersPinToVisibleBounds", .section, .bool, default: false, "sticky footers (Docs/Effects.md)"),
        Parameter(
            "effects", .section, .effects, default: [],
            "elastic and fade on cells; a section's list replaces the layout's"),
    ]
    /// The number of lanes of `staggered` and `mosaic`, whose defaults differ.
    static func lineCount(default value: Int) -> Parameter {
        Parameter(
            "lineCount", .section, .count(minimum: 1), default: JSONValue.number(Double(value)),
            "the number of lanes; a whole number from 1 to 10000")
    }
    static let alignment = Parameter(
        "alignment", .section, .choice(FlowLayoutAlignment.allCases.map(\.rawValue)), default: "default",
        "default (justified, a lone item centred), start, center or end")
    static let width = Parameter(
        "width", .item, .length, "flow: the item's width (default 50); other kinds: only used for the aspect ratio")
    static let height = Parameter(
        "height", .item, .length, "flow: the item's height (default 50); other kinds: only used for the aspect ratio")
    static let aspectRatio = Parameter(
        "aspectRatio", .item, .aspectRatio,
        "width / height: a number > 0 or {width, height} (default: width / height when both are given, else 1)")

    /// The layout-level defaults: `options.alignment`, the pin flags and `options.effects`.
    static func defaults(_ doc: SpecDocument) throws(SpecError) -> PluginComposition.Defaults {
        let o = doc.options
        return PluginComposition.Defaults(
            alignment: try o.choice("alignment", default: .default),
            sectionHeadersPinToVisibleBounds: try o.bool("sectionHeadersPinToVisibleBounds", default: false),
            sectionFootersPinToVisibleBounds: try o.bool("sectionFootersPinToVisibleBounds", default: false),
            effects: try effects(o) ?? [])
    }

    /// The `alignment` found through the cascade, or nil.
    static func alignment(_ scope: Scope) throws(SpecError) -> FlowLayoutAlignment? {
        guard scope.lookup("alignment") != nil else { return nil }
        return try scope.choice("alignment", default: .default)
    }

    /// A section's skeleton parameters, read through the cascade (section `options`, then the
    /// layout's): spacings default to UIKit's 10, insets to 0.
    static func options(_ section: SectionDocument) throws(SpecError) -> PluginSectionOptions {
        let so = section.options
        return PluginSectionOptions(
            insets: try so.insets("insets", default: .zero),
            minimumLineSpacing: try so.number("minimumLineSpacing", default: 10),
            minimumInteritemSpacing: try so.number("minimumInteritemSpacing", default: 10),
            header: section.header, footer: section.footer,
            sectionHeadersPinToVisibleBounds: try so.bool("sectionHeadersPinToVisibleBounds"),
            sectionFootersPinToVisibleBounds: try so.bool("sectionFootersPinToVisibleBounds"),
            effects: try effects(so))
    }

    /// The `effects` list found through the cascade (a section's list replaces the layout's), or
    /// nil when none is given. `elastic` defaults: spacing 90, span 200; `fade`: span 200.
    static func effects(_ scope: Scope) throws(SpecError) -> [ScrollEffect]? {
        guard let (value, path) = scope.lookup("effects") else { return nil }
        guard case .array(let list) = value else { throw SpecError(path: path, "must be an array of effects") }
        var effects: [ScrollEffect] = []
        for (i, e) in list.enumerated() {
            func number(_ key: String, _ d: Double) throws(SpecError) -> Double {
                guard let v = e[key] else { return d }
                return try readNumber(v, path: "\(path)[\(i)].\(key)", nonNegative: false)
            }
            switch e["type"] {
            case .string("elastic")?:
                effects.append(.elastic(spacing: try number("spacing", 90), span: try number("span", 200)))
            case .string("fade")?: effects.append(.fade(span: try number("span", 200)))
            default: throw SpecError(path: "\(path)[\(i)].type", "unknown effect; use \"elastic\" or \"fade\"")
            }
        }
        return effects
    }

    /// An item's aspect ratio (width / height). The most specific level of the cascade that says
    /// anything about the item's shape decides: its `aspectRatio` (a number, or `{width, height}`)
    /// wins over `width` / `height` given at the same level; `width` / `height` give
    /// `width / height` when both are found, else 1. Nothing given: 1.
    static func aspectRatio(_ item: Scope) throws(SpecError) -> Double {
        for level in item.levels {
            if let v = level.fields.first(where: { $0.key == "aspectRatio" })?.value {
                let path = "\(level.path).aspectRatio"
                if case .object = v {
                    let s = try readSize(v, path: path, requireBoth: true)
                    return try checkedRatio(s.width, s.height, path: path)
                }
                return try readNumber(v, path: path, nonNegative: false)
            }
            if level.fields.contains(where: { $0.key == "width" || $0.key == "height" }) {
                guard let w = try item.number("width"), let h = try item.number("height") else { return 1 }
                return try checkedRatio(w, h, path: level.path)
            }
        }
        return 1
    }

    private static func checkedRatio(_ w: Double, _ h: Double, path: String) throws(SpecError) -> Double {
        let ratio = w / h
        guard ratio.isFinite, ratio > 0 else {
            throw SpecError(
                path: path,
                "the aspect ratio width / height must be finite and greater than 0, got width \(formatNumber(w)) and height \(formatNumber(h)); give both sides > 0 or set \"aspectRatio\""
            )
        }
        return ratio
    }
}
