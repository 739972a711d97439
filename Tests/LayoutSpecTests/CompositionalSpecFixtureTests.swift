import Foundation
import LayoutEngine
import LayoutSpec
import Testing

/// The compositional fixtures in Fixtures/ parse and solve (their pictures are the snapshot tests').
@Suite struct CompositionalSpecFixtureTests {
    static let root = FixtureTests.root
    static var fixtureNames: [String] {
        FixtureTests.jsonNames(in: "Fixtures").filter { $0.hasPrefix("compositional-") }
    }

    @Test func thereIsAFixtureForEverySampleLayout() {
        #expect(Self.fixtureNames.count == 23)
    }

    @Test(arguments: fixtureNames)
    func fixtureParsesAndSolves(name: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
        let layout = try compositional(text)
        let solution = try layout.solve()
        #expect(solution.elements.contains { $0.category == .cell })
        #expect(solution.visibleElements(at: layout.contentOffset).isEmpty == false)
    }

    @Test func everyOrthogonalBehaviourHasAFixtureWithAnOffset() throws {
        var behaviours: Set<CompositionalOrthogonalScrolling> = []
        for name in Self.fixtureNames where name.hasPrefix("compositional-orthogonal-") {
            let text = try String(
                contentsOf: Self.root.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
            for s in try compositional(text).model.sections where s.orthogonalOffset > 0 {
                behaviours.insert(s.orthogonalScrollingBehavior)
            }
        }
        #expect(behaviours == Set(CompositionalOrthogonalScrolling.allCases.filter { $0 != .none }))
    }
}
