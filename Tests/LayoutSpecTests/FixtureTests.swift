import Foundation
import LayoutEngine
import LayoutSpec
import Testing

/// Every spec in Fixtures/ and every built-in example decodes, lays out, and keeps the invariants.
@Suite struct FixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var fixtureNames: [String] { jsonNames(in: "Fixtures") }

    /// The `.json` files of the repository's folder `folder`, sorted.
    static func jsonNames(in folder: String) -> [String] {
        let dir = root.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtureNames.count >= 5)
    }

    @Test(arguments: fixtureNames)
    func fixtureLaysOutAndKeepsTheInvariants(name: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
        let document = try SpecDocument(json: text)
        let result = try document.computeLayout()
        #expect(name.hasPrefix(document.kind.name + "-"), "fixtures are named <kind>-<what>.json")
        let problems = result.invariantViolations()
        #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
    }

    /// Kinds take faster paths when guides are off (frames streamed straight into the result);
    /// the elements, sections and content size must not depend on that.
    @Test(arguments: fixtureNames + LayoutKinds.all.map { "example:\($0.name)" })
    func guidesDoNotChangeTheLayout(name: String) throws {
        let text =
            name.hasPrefix("example:")
            ? LayoutKinds.named(String(name.dropFirst("example:".count)))!.example
            : try String(contentsOf: Self.root.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
        let document = try SpecDocument(json: text)
        let layout = try document.makeLayout()
        var context = document.context
        let with = try layout.layout(in: context)
        context.includesGuides = false
        let without = try layout.layout(in: context)
        #expect(without.guides.isEmpty)
        #expect(with.contentSize == without.contentSize && with.sections == without.sections, "\(name)")
        #expect(with.elements == without.elements, "\(name)")
    }

    @Test(arguments: LayoutKinds.all.map(\.name))
    func builtInExampleLaysOutAndKeepsTheInvariants(kind: String) throws {
        let document = try SpecDocument(json: LayoutKinds.named(kind)!.example)
        #expect(document.kind.name == kind)
        let result = try document.computeLayout()
        #expect(!result.elements.isEmpty)
        #expect(result.invariantViolations().isEmpty)
    }
}
