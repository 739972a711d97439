import CairoRenderer
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSpec
import SafeIO

extension ReportJSON {
    /// The largest `report.json` read (`render check merge`).
    public static let sizeLimit = BoundedFile.specLimit

    /// The report a `report.json` describes, as `encode` wrote it (`render check merge` reads each
    /// shard's report with it). The file is taken as hostile: every field is checked (its type,
    /// its range, each image path: `images/NAME.actual.png` and the like, inside the report's
    /// folder), and what the writers derive (summaries, change lines, the accept command, counts,
    /// the exit code) is not read but computed again from the facts.
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - source: the file's path, for messages.
    /// - Throws: `CheckError` naming the file and the JSON path:
    ///   `a/report.json: $.specs[3].pixels.differing: expected a whole number from 0 to ...`.
    public static func decode(_ bytes: [UInt8], source: String) throws(CheckError) -> CheckReport {
        if bytes.isEmpty { throw CheckError("\(source): the file is empty, not a report.json of render check") }
        let root: JSONValue
        do { root = try JSONValue.parse(utf8: bytes) } catch {
            throw CheckError("\(source): not a report.json of render check: \(error)")
        }
        let r = ReportNode(value: root, path: "$", source: source)
        try r.object()
        let comparison = try r["comparison"].comparison()
        var results: [SpecResult] = []
        var names = Set<String>()
        for node in try r["specs"].array() {
            let result = try node.specResult(comparison)
            guard names.insert(result.name).inserted else {
                throw node["name"].fail("a second spec named \(TerminalText.escaped(result.name))")
            }
            results.append(result)
        }
        let update = try r["update"].optional { n throws(CheckError) in try n.choice(UpdateMode.self) }
        let shard = try r["shard"].optional { n throws(CheckError) in
            let index = try n["index"].int(1...Shard.maxCount)
            let count = try n["count"].int(1...Shard.maxCount)
            guard let shard = Shard(index: index, count: count) else {
                throw n.fail("shard \(index) of \(count): the index must be from 1 to the count")
            }
            return shard
        }
        let baselineErrors = try r["baselineErrors"].array().map { n throws(CheckError) in
            let path = try n["path"].string()
            let reason = try n["reason"].string()
            return FileError(try n["writing"].bool() ? .write : .read, path: path, reason: .text(reason))
        }
        return CheckReport(
            results: results, obsolete: try r["obsolete"].strings(), removed: try r["removed"].strings(),
            baselines: try r["baselines"].string(), comparison: comparison, update: update,
            diagram: try r["diagram"].diagram(), baselineErrors: baselineErrors, shard: shard)
    }
}

/// A value in a report.json being read, with its JSON path (`$.specs[3].name`) for messages.
struct ReportNode {
    /// nil: the key is missing.
    let value: JSONValue?
    let path: String
    let source: String

    func fail(_ message: String) -> CheckError {
        CheckError("\(source): \(path): \(message); not a report.json of this render check (run the check again)")
    }

    func expected(_ what: String) -> CheckError { fail("expected \(what), got \(value?.typeName ?? "nothing")") }

    func object() throws(CheckError) {
        try present()
        guard case .object? = value else { throw expected("an object") }
    }

    /// The member `key` (a missing one is reported when it is read).
    subscript(key: String) -> ReportNode {
        ReportNode(value: value?[key], path: "\(path).\(key)", source: source)
    }

    func present() throws(CheckError) {
        if value == nil { throw fail("the key is missing") }
    }

    func array() throws(CheckError) -> [ReportNode] {
        try present()
        guard case .array(let items)? = value else { throw expected("an array") }
        return items.indices.map { ReportNode(value: items[$0], path: "\(path)[\($0)]", source: source) }
    }

    func string() throws(CheckError) -> String {
        try present()
        guard case .string(let s)? = value else { throw expected("a string") }
        return s
    }

    func strings() throws(CheckError) -> [String] {
        try array().map { n throws(CheckError) in try n.string() }
    }

    func bool() throws(CheckError) -> Bool {
        try present()
        guard case .bool(let b)? = value else { throw expected("true or false") }
        return b
    }

    /// A whole number in `range` (never converted when it is not: no trap on 1e300).
    func int(_ range: ClosedRange<Int>) throws(CheckError) -> Int {
        try present()
        guard case .number(let d)? = value else { throw expected("a number") }
        guard d.isFinite, d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
            throw fail(
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(formatNumber(d))")
        }
        return Int(d)
    }

    /// A finite number no larger than `limit` in size; by default any finite number, as a check
    /// writes every finite frame, size and alpha the engine gives (a limit below that made the
    /// reports of some checks unmergeable).
    func double(limit: Double = .greatestFiniteMagnitude) throws(CheckError) -> Double {
        try present()
        guard case .number(let d)? = value else { throw expected("a number") }
        guard d.isFinite, abs(d) <= limit else {
            throw fail(
                limit == .greatestFiniteMagnitude
                    ? "expected a finite number, got \(d)"
                    : "expected a number from -\(formatNumber(limit)) to \(formatNumber(limit)), got \(d)")
        }
        return d
    }

    /// nil for `null`, else `read(self)`.
    func optional<T>(_ read: (ReportNode) throws(CheckError) -> T) throws(CheckError) -> T? {
        try present()
        if case .null? = value { return nil }
        return try read(self)
    }

    func optionalString() throws(CheckError) -> String? {
        try optional { n throws(CheckError) in try n.string() }
    }

    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(CheckError) -> T where T.RawValue == String {
        let s = try string()
        guard let v = T(rawValue: s) else {
            throw fail(
                "expected one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \"\(TerminalText.escaped(s, limit: 40))\""
            )
        }
        return v
    }

    func comparison() throws(CheckError) -> PixelComparison {
        try object()
        switch try self["mode"].string() {
        case "exact":
            return .exact(tolerance: try self["tolerance"].int(0...255))
        case "perceptual":
            let t = try self["threshold"].double(limit: 1)
            guard t >= 0 else { throw self["threshold"].fail("expected a number from 0 to 1, got \(t)") }
            return .perceptual(threshold: t, ignoreAntialiasing: try self["ignoreAntialiasing"].bool())
        default:
            throw self["mode"].fail("expected \"exact\" or \"perceptual\"")
        }
    }

    func diagram() throws(CheckError) -> DiagramSettings {
        try object()
        let scale = try self["scale"].optional { n throws(CheckError) in
            let s = try n.double(limit: 1000)
            guard s > 0 else { throw n.fail("expected a scale greater than 0, got \(formatNumber(s))") }
            return s
        }
        guard let theme = DiagramTheme(rawValue: try self["theme"].string()), theme != .auto else {
            throw self["theme"].fail("expected \"light\" or \"dark\"")
        }
        var hidden = Set<DiagramFeature>()
        for n in try self["hidden"].array() { hidden.insert(try n.choice(DiagramFeature.self)) }
        return DiagramSettings(
            theme: theme, labels: try self["labels"].choice(LabelStyle.self), hidden: hidden, scale: scale,
            clip: try self["clip"].choice(DiagramClip.self), title: try self["title"].optionalString())
    }

    func rect() throws(CheckError) -> Rect? {
        try optional { n throws(CheckError) in
            Rect(
                x: try n["x"].double(), y: try n["y"].double(), width: try n["width"].double(),
                height: try n["height"].double())
        }
    }

    func attributes(_ id: ElementID) throws(CheckError) -> LayoutAttributes? {
        try optional { n throws(CheckError) in
            LayoutAttributes(
                id: id,
                frame: Rect(
                    x: try n["x"].double(), y: try n["y"].double(), width: try n["width"].double(),
                    height: try n["height"].double()),
                zIndex: try n["zIndex"].int(-(1 << 53)...(1 << 53)), alpha: try n["alpha"].double())
        }
    }

    func size() throws(CheckError) -> Size {
        try object()
        return Size(width: try self["width"].double(), height: try self["height"].double())
    }

    /// Pixel sizes and counts: whole numbers, small enough that no product overflows.
    static let pixels = 0...(1 << 24)

    func pixelSize() throws(CheckError) -> PixelSize {
        try object()
        return PixelSize(width: try self["width"].int(Self.pixels), height: try self["height"].int(Self.pixels))
    }

    func specResult(_ comparison: PixelComparison) throws(CheckError) -> SpecResult {
        try object()
        let name = try self["name"].string()
        if name.isEmpty || name.contains("/") || name.contains("\u{0}") {
            throw self["name"].fail("a spec's name is a file name without .json: not empty, no '/' or NUL")
        }
        var result = SpecResult(
            name: name, specPath: try self["spec"].string(), status: try self["status"].choice(SpecResult.Status.self))
        result.error = try self["error"].optionalString()
        result.missingBaselines = try self["missingBaselines"].strings()
        let geometryNode = self["geometry"]
        let geometry = try geometryNode.optional { g throws(CheckError) in try g.geometry() }
        result.geometry = geometry?.changes
        result.marks = geometry?.marks ?? []
        result.pixels = try self["pixels"].optional { p throws(CheckError) in
            ImageDifference(
                comparison: comparison, expectedSize: try p["expectedSize"].pixelSize(),
                actualSize: try p["actualSize"].pixelSize(), differingPixels: try p["differing"].int(0...(1 << 48)),
                antialiasedPixels: try p["antialiased"].int(0...(1 << 48)),
                maxChannelDelta: try p["maxChannelDelta"].int(0...255),
                bounds: try p["bounds"].optional { b throws(CheckError) in
                    PixelRect(
                        x: try b["x"].int(Self.pixels), y: try b["y"].int(Self.pixels),
                        width: try b["width"].int(Self.pixels), height: try b["height"].int(Self.pixels))
                })
        }
        result.imageSize = try self["imageSize"].optional { n throws(CheckError) in try n.pixelSize() }
        result.reportImages = try self["images"].images(name)
        let artifacts = self["artifacts"]
        try artifacts.object()
        result.artifacts = SpecResult.Artifacts(
            actual: try artifacts["actual"].optionalString(), diff: try artifacts["diff"].optionalString(),
            changes: try artifacts["changes"].optionalString(), expected: try artifacts["expected"].optionalString())
        result.written = try self["written"].strings()
        result.writeErrors = try self["writeErrors"].strings()
        return result
    }

    /// The report's images of spec `name`: each nil or exactly `images/NAME.ROLE.png`, the file the
    /// check writes in the report's folder (never `..`, an absolute path or another folder).
    func images(_ name: String) throws(CheckError) -> SpecResult.Artifacts {
        try object()
        func image(_ role: String) throws(CheckError) -> String? {
            let node = self[role]
            guard let path = try node.optionalString() else { return nil }
            let expected = "images/\(name).\(role).png"
            guard path == expected else {
                throw node.fail(
                    "expected \"\(TerminalText.escaped(expected))\", the report's own image of the spec (inside its folder), got \"\(TerminalText.escaped(path, limit: 80))\""
                )
            }
            return path
        }
        if let changes = try self["changes"].optionalString() {
            throw self["changes"].fail(
                "a report has no change list image, got \"\(TerminalText.escaped(changes, limit: 80))\"")
        }
        return SpecResult.Artifacts(
            actual: try image("actual"), diff: try image("diff"), expected: try image("expected"))
    }

    /// The geometry changes and their marks on the images (the marks of the layout and content
    /// size lines first, as `SpecCheck` makes them; none when nothing changed).
    func geometry() throws(CheckError) -> (changes: GeometryChanges, marks: [ChangeMark]) {
        try object()
        let layout = try self["layout"].optional { n throws(CheckError) in
            Change(try n["before"].string(), try n["after"].string())
        }
        let contentSize = try self["contentSize"].optional { n throws(CheckError) in
            Change(try n["before"].size(), try n["after"].size())
        }
        var elements: [ElementChange] = []
        var elementMarks: [ChangeMark] = []
        for e in try self["elements"].array() {
            try e.object()
            let kind = try e["kind"].choice(ElementKind.self)
            // Section -1: a compositional layout's own boundary items.
            let section = try e["section"].int(-1...Int(Int32.max))
            let item = try e["item"].int(0...Int(Int32.max))
            let elementKind = e["elementKind"].value == nil ? nil : try e["elementKind"].string()
            let id = ElementID(
                kind: kind, section: section, item: kind == .header || kind == .footer ? 0 : item,
                elementKind: elementKind)
            let scopeName = try e["scope"].string()
            guard let scope = ElementChange.Scope(rawValue: scopeName) else {
                throw e["scope"].fail("expected \"layout\" or \"viewport\"")
            }
            let change = ElementChange(
                id: id, scope: scope, before: try e["before"].attributes(id), after: try e["after"].attributes(id),
                elementKind: elementKind)
            elements.append(change)
            elementMarks.append(
                ChangeMark(
                    text: change.description, before: try e["beforeOnImage"].rect(),
                    after: try e["afterOnImage"].rect()))
        }
        var changes = GeometryChanges(
            from: AttributesSnapshot(layout: "", contentSize: Size(width: 0, height: 0), elements: [], visible: []),
            to: AttributesSnapshot(layout: "", contentSize: Size(width: 0, height: 0), elements: [], visible: []))
        changes.layout = layout
        changes.contentSize = contentSize
        changes.elements = elements
        if changes.isEmpty { return (changes, []) }
        let lines = changes.lines
        let prefix = lines.prefix(lines.count - elements.count).map { ChangeMark(text: $0, before: nil, after: nil) }
        return (changes, prefix + elementMarks)
    }
}
