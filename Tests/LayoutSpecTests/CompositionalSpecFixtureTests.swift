import Foundation
import LayoutEngine
import LayoutSpec
import Testing

/// The compositional fixtures waiting in PendingFixtures/ (they move to Fixtures/ when the kind is
/// registered) parse and solve.
@Suite struct CompositionalSpecFixtureTests {
    static let root = FixtureTests.root
    static var fixtureNames: [String] {
        FixtureTests.jsonNames(in: "PendingFixtures").filter { $0.hasPrefix("compositional-") }
    }

    @Test func thereIsAFixtureForEverySampleLayout() {
        #expect(Self.fixtureNames.count == 22)
    }

    @Test(arguments: fixtureNames)
    func fixtureParsesAndSolves(name: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("PendingFixtures/\(name)"), encoding: .utf8)
        let layout = try compositional(text)
        let solution = try layout.solve()
        #expect(solution.elements.contains { $0.category == .cell })
        #expect(solution.visibleElements(at: layout.contentOffset).isEmpty == false)
    }

    @Test func everyOrthogonalBehaviourHasAFixtureWithAnOffset() throws {
        var behaviours: Set<CompositionalOrthogonalScrolling> = []
        for name in Self.fixtureNames where name.hasPrefix("compositional-orthogonal-") {
            let text = try String(
                contentsOf: Self.root.appendingPathComponent("PendingFixtures/\(name)"), encoding: .utf8)
            for s in try compositional(text).model.sections where s.orthogonalOffset > 0 {
                behaviours.insert(s.orthogonalScrollingBehavior)
            }
        }
        #expect(behaviours == Set(CompositionalOrthogonalScrolling.allCases.filter { $0 != .none }))
    }
}
