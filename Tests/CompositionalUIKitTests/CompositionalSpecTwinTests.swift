import CompositionalUIKit
import Foundation
import LayoutEngine
import LayoutSpec
import Testing

// The spec fixtures in Fixtures/ and their twins in SampleLayouts.swift (the same numbers
// written as UIKit code) give identical elements: frames, sections, items, zIndex and categories.

@Suite struct CompositionalSpecTwinTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each fixture with the layout function it re-creates.
    static let twins: [(fixture: String, layout: @Sendable () -> UICollectionViewLayout)] = [
        ("grid", GridScreen.createLayout), ("inset-items-grid", InsetItemsGridScreen.createLayout),
        ("two-column", TwoColumnScreen.createLayout), ("distinct-sections", DistinctSectionsScreen.createLayout),
        ("adaptive-sections", AdaptiveSectionsScreen.createLayout),
        ("badges", ItemBadgeScreen.createLayout), ("right-to-left", ItemBadgeScreen.createLayout),
        ("headers-footers", { SectionHeadersFootersScreen.createLayout() }),
        ("pinned-headers", { SectionHeadersFootersScreen.createLayout(pinnedHeaders: true) }),
        ("section-background", SectionDecorationScreen.createLayout),
        ("nested-groups", NestedGroupsScreen.createLayout),
        ("orthogonal-sections", OrthogonalScrollingScreen.createLayout),
        ("orthogonal-behaviors", OrthogonalScrollBehaviorScreen.createLayout),
        ("app-store", AppStoreScreen.createLayout),
        ("custom-group", MosaicScreen.createLayout), ("horizontal", PhotoStripScreen.createLayout),
    ]

    @Test(arguments: twins.indices)
    func aFixtureAndItsLayoutFunctionGiveIdenticalElements(index: Int) throws {
        let (fixture, makeLayout) = Self.twins[index]
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("Fixtures/compositional-\(fixture).json"),
            encoding: .utf8)
        let spec = try CompositionalSpec.layout(SpecDocument(json: text, kinds: [CompositionalSpec.info]))
        let fromSpec = try spec.solve()
        let fromCode = try makeLayout().solve(
            in: CGSize(width: spec.containerSize.width, height: spec.containerSize.height),
            items: spec.model.sections.map(\.items), layoutDirection: spec.layoutDirection)
        #expect(fromSpec.contentSize == fromCode.contentSize, "\(fixture)")
        #expect(fromSpec.elements == fromCode.elements, "\(fixture)")
        // UIKit code has no orthogonalOffset (a spec's resting position): visible elements match
        // where no section is scrolled across.
        if spec.model.sections.allSatisfy({ $0.orthogonalOffset == 0 }) {
            #expect(
                fromSpec.visibleElements(at: spec.contentOffset) == fromCode.visibleElements(at: spec.contentOffset),
                "\(fixture)")
        }
        #expect(fromSpec.elements.count > 0)
    }
}
