import LayoutEngine
import LayoutSpec

/// The geometry of a layout as the attributes JSON records it (`render --format json`, and the
/// geometry baselines `NAME.attributes.json`): the content size, every element as laid out, and
/// the elements visible at the spec's viewport with scroll effects applied.
public struct AttributesSnapshot: Hashable, Sendable {
    /// The layout kind's name.
    public var layout: String
    /// The content size.
    public var contentSize: Size
    /// Every element, as laid out.
    public var elements: [LayoutAttributes]
    /// The elements visible at the viewport, scroll effects applied (zIndex and alpha included).
    public var visible: [LayoutAttributes]
    /// The element kind names of supplementary and decoration views by their code
    /// (`ElementID.elementKindCode`); empty for every kind but compositional.
    public var elementKinds: [UInt32: String]

    /// A snapshot from its parts.
    public init(
        layout: String, contentSize: Size, elements: [LayoutAttributes], visible: [LayoutAttributes],
        elementKinds: [UInt32: String] = [:]
    ) {
        self.layout = layout
        self.contentSize = contentSize
        self.elements = elements
        self.visible = visible
        self.elementKinds = elementKinds
    }

    /// The element kind name of `id` (a supplementary or decoration view), or nil.
    public func elementKind(of id: ElementID) -> String? {
        id.elementKindCode == 0 ? nil : elementKinds[id.elementKindCode]
    }

    /// A layout's snapshot, as `AttributesJSON.encode` writes it.
    public init(layout: String, result: LayoutResult, viewport: Rect) {
        var elements = Array(result.elements)
        var names: [UInt32: String] = [:]
        if result.hasSupplementaryOrDecorationViews {
            for (i, e) in elements.enumerated() {
                // The file's `elements` hold no zIndex (only `visible` does): a compositional
                // element's own zIndex would read as a change against every parsed baseline.
                elements[i].zIndex = 0
                if e.id.elementKindCode != 0 && names[e.id.elementKindCode] == nil {
                    names[e.id.elementKindCode] = result.elementKind(of: e.id)
                }
            }
        }
        self.init(
            layout: layout, contentSize: result.contentSize, elements: elements,
            visible: result.visibleElements(in: viewport), elementKinds: names)
    }

    /// Parses an attributes JSON document.
    /// - Throws: `SpecError` naming the JSON path of the first thing that is not as
    ///   `render --format json` writes it: a missing or mistyped field, a `section`, `item` or
    ///   `zIndex` that is not a whole number within ±2^53 (never trapped on), a number too large
    ///   for a double (`1e400`), or an element listed
    ///   twice in `elements` or `visible` (a duplicate would hide a change from the comparison).
    public init(json text: String) throws(SpecError) {
        let root = try JSONValue.parse(text)
        guard case .object = root else { throw SpecError(path: "", "an attributes file must be a JSON object") }
        guard case .string(let layout) = root["layout"] ?? .null else {
            throw SpecError(
                path: "layout", "missing or not a string; is this an attributes file (render --format json)?")
        }
        self.layout = layout
        contentSize = try Self.size(root["contentSize"], path: "contentSize")
        var names: [UInt32: String] = [:]
        elements = try Self.elements(root["elements"], path: "elements", names: &names)
        visible = root["visible"] == nil ? [] : try Self.elements(root["visible"], path: "visible", names: &names)
        elementKinds = names
    }

    /// A finite number: `1e400` reads as infinity, which no layout gives (the comparison printed
    /// `moved (-inf, +0)` and the report held `null`).
    private static func number(_ value: JSONValue?, path: String) throws(SpecError) -> Double {
        guard case .number(let n) = value ?? .null else { throw SpecError(path: path, "missing or not a number") }
        guard n.isFinite else {
            throw SpecError(
                path: path,
                "must be a finite number, got a number too large for a double; the file is damaged: write it again with render SPEC --format json (or render check --update changed)"
            )
        }
        return n
    }

    /// A whole number within ±2^53 (at least `minimum`): `Int(Double)` traps outside `Int`'s range.
    private static func whole(_ value: JSONValue?, path: String, minimum: Int) throws(SpecError) -> Int {
        let n = try number(value, path: path)
        guard n == n.rounded(), abs(n) <= 0x1p53, let i = Int(exactly: n), i >= minimum else {
            let range = minimum >= -1 ? "from \(minimum) to 2^53" : "between -2^53 and 2^53"
            throw SpecError(
                path: path,
                "must be a whole number \(range), got \(formatNumber(n)); the file is damaged: write it again with render SPEC --format json (or render check --update changed)"
            )
        }
        return i
    }

    private static func size(_ value: JSONValue?, path: String) throws(SpecError) -> Size {
        Size(
            width: try number(value?["width"], path: "\(path).width"),
            height: try number(value?["height"], path: "\(path).height"))
    }

    /// The elements at `path`; the element kind names found are added to `names` (two names with
    /// one code are refused: the comparison could not tell them apart).
    private static func elements(_ value: JSONValue?, path: String, names: inout [UInt32: String]) throws(SpecError)
        -> [LayoutAttributes]
    {
        guard case .array(let items) = value ?? .null else { throw SpecError(path: path, "missing or not an array") }
        var out: [LayoutAttributes] = []
        out.reserveCapacity(items.count)
        var seen: [ElementID: Int] = [:]
        seen.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let p = "\(path)[\(i)]"
            guard case .string(let kindName) = item["kind"] ?? .null, let kind = ElementKind(rawValue: kindName) else {
                throw SpecError(
                    path: "\(p).kind", "missing or not one of 'cell', 'header', 'footer', 'supplementary', 'decoration'"
                )
            }
            // Supplementary and decoration views (compositional) name their kind; section -1 is the
            // layout's own boundary items.
            var elementKind: String?
            if kind == .supplementary || kind == .decoration {
                guard case .string(let name) = item["elementKind"] ?? .null else {
                    throw SpecError(
                        path: "\(p).elementKind",
                        "missing or not a string; a \(kindName) names its elementKind: write the file again with render SPEC --format json (or render check --update changed)"
                    )
                }
                let code = ElementID.code(ofElementKind: name)
                if let other = names.updateValue(name, forKey: code), other != name {
                    throw SpecError(
                        path: "\(p).elementKind",
                        "\"\(name)\" and \"\(other)\" cannot be told apart (same 32-bit code); rename one of them in the layout"
                    )
                }
                elementKind = name
            }
            let frame = item["frame"]
            let rect = Rect(
                x: try number(frame?["x"], path: "\(p).frame.x"), y: try number(frame?["y"], path: "\(p).frame.y"),
                width: try number(frame?["width"], path: "\(p).frame.width"),
                height: try number(frame?["height"], path: "\(p).frame.height"))
            let id = ElementID(
                kind: kind, section: try whole(item["section"], path: "\(p).section", minimum: -1),
                item: try whole(item["item"], path: "\(p).item", minimum: 0), elementKind: elementKind)
            if let first = seen.updateValue(i, forKey: id) {
                throw SpecError(
                    path: p,
                    "\(id.description(elementKind: elementKind)) is listed twice (also at \(path)[\(first)]); each element appears once: write the file again with render SPEC --format json (or render check --update changed)"
                )
            }
            let zIndex =
                item["zIndex"] == nil ? 0 : try whole(item["zIndex"], path: "\(p).zIndex", minimum: -(1 << 53))
            let alpha = item["alpha"] == nil ? 1 : try number(item["alpha"], path: "\(p).alpha")
            out.append(LayoutAttributes(id: id, frame: rect, zIndex: zIndex, alpha: alpha))
        }
        return out
    }
}
