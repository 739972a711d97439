import Foundation
import LayoutSpec
import TestSupport
import Testing

/// `render schema` against `render` itself: invalid specs generated across every kind (a wrong type,
/// a value out of range, an unknown key, a missing required key, a key at the wrong level, a
/// root-level value out of range, and the cross-key rules of the kinds) go through `render`
/// (one batch process) and an independent JSON Schema validator (Python's `jsonschema`), and the
/// two verdicts must agree on at least 99% of them. Every remaining disagreement must be one that
/// Docs/SpecFormat.md lists as beyond a schema.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct SchemaParityTests {
    /// A spec's path step: an object key or an array index.
    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// One generated spec: what was done to which base spec.
    struct Case {
        var category: String
        var description: String
        var spec: JSONValue
    }

    /// Disagreements a JSON Schema cannot avoid, by category (Docs/SpecFormat.md lists them): a value
    /// in `options` that the decoder refuses only where an item inherits it (the cascade).
    static let beyondSchema: Set<String> = ["cascade"]

    @Test func renderAndTheSchemaAgreeOnGeneratedInvalidSpecs() throws {
        var generator = InvalidSpecs(seed: 2026)
        let cases = generator.cases(perBase: 6)
        #expect(cases.count >= 1000)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("schema-parity-\(UUID().uuidString)")
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [URL] = []
        for (i, c) in cases.enumerated() {
            let url = specs.appendingPathComponent(String(format: "case-%05d.json", i))
            try Data(c.spec.serialized().utf8).write(to: url)
            files.append(url)
        }
        let schema = dir.appendingPathComponent("spec.schema.json")
        try Data(SpecSchema.text().utf8).write(to: schema)
        guard let schemaVerdicts = try SchemaValidator.validate(files, schema: schema) else {
            #expect(SchemaValidator.missingIsAllowed, "python3 jsonschema is missing; scripts/setup.sh installs it")
            return
        }
        let run = try CLI.run([specs.path, "--out-dir", dir.appendingPathComponent("out").path, "--format", "json"])
        #expect(run.status == 0 || run.status == 1, "\(run.stderr.prefix(500))")
        var refusedByRender: [String: String] = [:]
        for line in run.stderr.split(separator: "\n") where line.hasPrefix("error: ") {
            let rest = line.dropFirst(7)
            guard let colon = rest.range(of: ".json: ") else { continue }
            let path = String(rest[..<colon.lowerBound]) + ".json"
            refusedByRender[URL(fileURLWithPath: path).lastPathComponent] = String(rest[colon.upperBound...])
        }
        var agree = 0
        var disagreements: [String: [String]] = [:]
        for (i, c) in cases.enumerated() {
            let name = files[i].lastPathComponent
            let renderRefuses = refusedByRender[name] != nil
            let schemaRefuses = schemaVerdicts[files[i].path] != .some(nil)
            if renderRefuses == schemaRefuses {
                agree += 1
            } else {
                let verdict =
                    renderRefuses
                    ? "render refuses (\(refusedByRender[name]!.prefix(160))), the schema accepts"
                    : "the schema refuses (\(String(describing: schemaVerdicts[files[i].path]!).prefix(160))), render accepts"
                disagreements[c.category, default: []].append("\(name) \(c.description): \(verdict)")
            }
        }
        let agreement = Double(agree) / Double(cases.count)
        print(
            "SchemaParityTests: \(cases.count) generated specs, agreement \(String(format: "%.2f", agreement * 100))%"
                + " (\(cases.count - agree) disagreements: "
                + disagreements.keys.sorted().map { "\($0) \(disagreements[$0]!.count)" }.joined(separator: ", ") + ")")
        #expect(agreement >= 0.99)
        for (category, list) in disagreements.sorted(by: { $0.key < $1.key })
        where !Self.beyondSchema.contains(category) {
            Issue.record("\(list.count) disagreements in \(category):\n\(list.prefix(8).joined(separator: "\n"))")
        }
    }
}

/// Invalid specs made from every kind's built-in example and every fixture, a few mutations each.
struct InvalidSpecs {
    typealias Step = SchemaParityTests.Step
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: reproducible on every machine.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    mutating func pick<T>(_ options: [T]) -> T { options[int(options.count)] }

    /// The base specs: each kind's example, then every fixture.
    static func bases() -> [JSONValue] {
        var out = LayoutKinds.all.compactMap { try? JSONValue.parse($0.example) }
        let fixtures = CLI.packageRoot.appendingPathComponent("Fixtures")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter {
            $0.hasSuffix(".json")
        }.sorted()
        for name in names {
            if let text = try? String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8),
                let value = try? JSONValue.parse(text)
            {
                out.append(value)
            }
        }
        return out
    }

    mutating func cases(perBase: Int) -> [SchemaParityTests.Case] {
        var out: [SchemaParityTests.Case] = []
        for base in Self.bases() {
            for _ in 0..<perBase {
                for category in ["type", "range", "unknown", "required", "level", "root", "rules"] {
                    if let c = mutate(base, category) { out.append(c) }
                }
            }
        }
        return out
    }

    // MARK: - Places in a spec

    static func kind(named name: String?) -> LayoutKindInfo? { LayoutKinds.all.first { $0.name == name } }

    static func string(_ v: JSONValue?) -> String? {
        if case .string(let s)? = v { return s }
        return nil
    }

    static func count(_ v: JSONValue?) -> Int {
        if case .array(let a)? = v { return a.count }
        return 0
    }

    /// Where a parameter of `level` may be written, with the kind whose table applies there.
    func places(in spec: JSONValue, level: ParameterLevel) -> [(path: [Step], kind: LayoutKindInfo)] {
        guard let root = Self.kind(named: Self.string(spec["layout"])) else { return [] }
        var out: [(path: [Step], kind: LayoutKindInfo)] = []
        if level == .layout || root.name != "composite" { out.append(([.key("options")], root)) }
        for s in 0..<Self.count(spec["sections"]) {
            let section = spec.at([.key("sections"), .index(s)])
            let kind = root.name == "composite" ? Self.kind(named: Self.string(section?["layout"])) ?? root : root
            if level >= .section { out.append(([.key("sections"), .index(s), .key("options")], kind)) }
            if level >= .item {
                switch section?["items"] {
                case .array(let items)?:
                    for i in 0..<min(items.count, 3) {
                        out.append(([.key("sections"), .index(s), .key("items"), .index(i)], kind))
                    }
                case .object?: out.append(([.key("sections"), .index(s), .key("items")], kind))
                default: break
                }
            }
        }
        return out
    }

    static func wrongType(_ type: ParameterType) -> JSONValue {
        switch type {
        case .length, .number, .positive: return .string("10")
        case .count: return .string("3")
        case .bool: return .number(1)
        case .insets, .size, .ratioSize: return .number(5)
        case .choice: return .number(3)
        case .lengthOrRemaining: return .bool(true)
        case .effects: return ["type": "fade"]
        case .objectList: return ["elementKind": "header"]
        case .aspectRatio: return .string("1:1")
        }
    }

    static func outOfRange(_ type: ParameterType) -> JSONValue? {
        switch type {
        case .length: return .number(-1)
        case .positive: return .number(0)
        case .count(let minimum): return minimum == Int.min ? .number(2.5) : .number(Double(minimum - 1))
        case .number, .bool: return nil
        case .insets: return ["top": -1]
        case .size, .ratioSize: return ["width": -2]
        case .choice: return .string("nonsense")
        case .lengthOrRemaining: return .string("rest")
        case .effects: return [["type": "tilt"]]
        case .objectList: return [.number(1)]
        case .aspectRatio: return .number(-1)
        }
    }

    // MARK: - Mutations

    mutating func mutate(_ base: JSONValue, _ category: String) -> SchemaParityTests.Case? {
        var spec = base
        let layout = Self.string(base["layout"]) ?? "?"
        func done(_ what: String) -> SchemaParityTests.Case {
            SchemaParityTests.Case(category: category, description: "\(layout): \(what)", spec: spec)
        }
        switch category {
        case "type", "range":
            let level = pick([ParameterLevel.layout, .section, .item])
            let places = places(in: spec, level: level)
            guard !places.isEmpty else { return nil }
            let place = pick(places)
            let candidates = place.kind.parameters.filter { $0.level <= level }
            guard !candidates.isEmpty else { return nil }
            let p = pick(candidates)
            let value = category == "type" ? Self.wrongType(p.type) : Self.outOfRange(p.type)
            guard let value else { return nil }
            spec.set(place.path + [.key(p.key)], value)
            return done("\(p.key) = \(value.serialized()) at \(Self.describe(place.path))")
        case "unknown":
            var objects: [[Step]] = [[], [.key("container")]]
            objects += places(in: spec, level: .item).map(\.path)
            let path = pick(objects)
            spec.set(path + [.key("bogusKey")], .number(1))
            return done("bogusKey at \(Self.describe(path))")
        case "required":
            var paths: [[Step]] = [
                [.key("layout")], [.key("container")], [.key("sections")], [.key("container"), .key("height")],
            ]
            for s in 0..<Self.count(spec["sections"]) { paths.append([.key("sections"), .index(s), .key("items")]) }
            let path = pick(paths)
            spec.set(path, nil)
            return done("no \(Self.describe(path))")
        case "level":
            // A key one level too deep: layout-only in a section's options, section-level in an item.
            let deeper = pick([ParameterLevel.section, .item])
            let places = places(in: spec, level: deeper).filter { $0.path.count > 1 }
            guard !places.isEmpty else { return nil }
            let place = pick(places)
            let candidates = place.kind.parameters.filter { $0.level < deeper }
            guard !candidates.isEmpty else { return nil }
            let p = pick(candidates)
            let value = p.defaultValue ?? Self.wrongType(p.type)
            spec.set(place.path + [.key(p.key)], value)
            return done("\(p.key) at \(Self.describe(place.path))")
        case "root":
            let (path, value): ([Step], JSONValue) = pick([
                ([.key("scale")], .number(0)), ([.key("scale")], .number(17)),
                ([.key("scrollDirection")], .string("diagonal")), ([.key("layoutDirection")], .string("up")),
                ([.key("contentOffset")], ["z": 1]), ([.key("container"), .key("width")], .number(-5)),
                ([.key("sections")], .string("x")), ([.key("layout")], .string("carousel")),
                ([.key("options")], .array([])), ([.key("container")], ["width": 10]),
            ])
            spec.set(path, value)
            return done("\(Self.describe(path)) = \(value.serialized())")
        case "rules":
            guard let what = rule(&spec) else { return nil }
            // A value written in `options` is refused only where an item inherits it.
            let cascade = what.contains("remaining at") && what.hasSuffix("options")
            return SchemaParityTests.Case(
                category: cascade ? "cascade" : category, description: "\(layout): \(what)", spec: spec)
        default:
            return nil
        }
    }

    /// The kinds' cross-key rules, each broken on purpose.
    mutating func rule(_ spec: inout JSONValue) -> String? {
        let layout = Self.string(spec["layout"])
        let sections = Self.count(spec["sections"])
        switch layout {
        case "list":
            let horizontal = Self.string(spec["scrollDirection"]) == "horizontal"
            let key =
                horizontal
                ? pick(["itemHeight", "interitemSpacing", "pinHeadersToTop"]) : pick(["itemWidth", "itemSpacing"])
            let value: JSONValue = key == "pinHeadersToTop" ? .bool(true) : .number(10)
            let path: [Step] =
                sections > 0 && int(2) == 0 ? [.key("sections"), .index(0), .key("options")] : [.key("options")]
            spec.set(path + [.key(key)], value)
            return "\(key) in a \(horizontal ? "horizontal" : "vertical") list at \(Self.describe(path))"
        case "grid":
            let pair = pick([
                ("lineSize", "lineMultiplier"), ("lineMultiplier", "lineExtension"), ("lineSize", "lineExtension"),
                ("lineDimension", "lineMultiplier"),
            ])
            spec.set([.key("options"), .key(pair.0)], .number(40))
            spec.set([.key("options"), .key(pair.1)], .number(2))
            return "both \(pair.0) and \(pair.1)"
        case "waterfall":
            guard sections > 0 else { return nil }
            spec.set([.key("sections"), .index(0), .key("items")], .array([["height": 40]]))
            return "an item without a width"
        case "column":
            spec.set([.key("options"), .key("layoutStrategy")], .string("leftToRight"))
            spec.set([.key("options"), .key("itemRenderDirection")], .string("shortestFirst"))
            return "layoutStrategy and itemRenderDirection differ"
        case "aligned":
            let key = Self.string(spec["scrollDirection"]) == "horizontal" ? "width" : "height"
            let places = places(in: spec, level: .item)
            guard !places.isEmpty else { return nil }
            let place = pick(places)
            spec.set(place.path + [.key(key)], .string("remaining"))
            return "\(key): remaining at \(Self.describe(place.path))"
        case "composite":
            guard sections > 0, case .array(var list)? = spec["sections"] else { return nil }
            switch int(4) {
            case 0:
                spec.set([.key("sections"), .index(0), .key("orthogonalScrolling")], nil)
                spec.set([.key("sections"), .index(0), .key("orthogonalOffset")], .number(10))
                return "orthogonalOffset without orthogonalScrolling"
            case 1:
                list.append(["layout": "waterfall", "items": [["height": 40]]])
                spec.set([.key("sections")], .array(list))
                return "a waterfall section with an item without a width"
            case 2:
                list.append([
                    "layout": "grid", "options": ["lineSize": 40, "lineMultiplier": 2], "items": ["count": 3],
                ])
                spec.set([.key("sections")], .array(list))
                return "a grid section with both lineSize and lineMultiplier"
            default:
                let horizontal = Self.string(spec["scrollDirection"]) == "horizontal"
                let key = horizontal ? "itemHeight" : "itemWidth"
                list.append(["layout": "list", "options": [key: 20], "items": ["count": 3]])
                spec.set([.key("sections")], .array(list))
                return "a list section with \(key) in a \(horizontal ? "horizontal" : "vertical") composite"
            }
        default:
            return nil
        }
    }

    static func describe(_ path: [Step]) -> String {
        path.isEmpty
            ? "the root"
            : path.map { step in
                switch step {
                case .key(let k): return ".\(k)"
                case .index(let i): return "[\(i)]"
                }
            }.joined().dropFirst().description
    }
}

extension JSONValue {
    func at(_ path: [SchemaParityTests.Step]) -> JSONValue? {
        var node: JSONValue? = self
        for step in path {
            switch (step, node) {
            case (.key(let k), .object?): node = node?[k]
            case (.index(let i), .array(let a)?): node = i < a.count ? a[i] : nil
            default: return nil
            }
        }
        return node
    }

    /// Sets the value at `path` (creating missing objects on the way), or removes it when nil.
    mutating func set(_ path: [SchemaParityTests.Step], _ value: JSONValue?) {
        guard let first = path.first else {
            if let value { self = value }
            return
        }
        let rest = Array(path.dropFirst())
        switch (first, self) {
        case (.key(let k), .object(var fields)):
            if let i = fields.firstIndex(where: { $0.key == k }) {
                if rest.isEmpty, value == nil {
                    fields.remove(at: i)
                } else {
                    fields[i].value.set(rest, value)
                }
            } else if let value {
                var child: JSONValue = .object([])
                child.set(rest, value)
                fields.append((key: k, value: child))
            }
            self = .object(fields)
        case (.index(let i), .array(var items)) where i < items.count:
            if rest.isEmpty, value == nil {
                items.remove(at: i)
            } else {
                items[i].set(rest, value)
            }
            self = .array(items)
        default:
            break
        }
    }
}
