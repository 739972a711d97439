import LayoutEngine
import Testing

@testable import LayoutSpec

@Suite struct CompositeSpecTests {
    @Test func eachSectionIsDecodedAsItsKindWithTheLayoutDefaults() throws {
        let json = pluginSpec(
            "composite",
            #"""
            "options": {"lineCount": 4, "alignment": "end", "minimumLineSpacing": 2, "sectionFootersPinToVisibleBounds": true},
            "sections": [
              {"layout": "flow", "items": [{"width": 10, "height": 10}]},
              {"layout": "fraction-grid", "items": [{"lineFraction": 2}]},
              {"layout": "staggered", "items": []},
              {"layout": "mosaic", "options": {"lineCount": 2}, "items": [{"canBeBig": false}]}
            ]
            """#)
        let layout = try pluginDecode(json, as: CompositeLayout.self)
        #expect(layout.alignment == .end)
        #expect(layout.sectionFootersPinToVisibleBounds)
        let flow = try #require(layout.sections[0] as? FlowSection)
        #expect(flow.alignment == .end)
        #expect(flow.options.minimumLineSpacing == 2)
        #expect((layout.sections[1] as? FractionGridSection)?.items == [.init(lineFraction: 2, aspectRatio: 1)])
        #expect((layout.sections[2] as? StaggeredSection)?.lineCount == 4)
        let mosaic = try #require(layout.sections[3] as? MosaicSection)
        #expect(mosaic.lineCount == 2)
        #expect(mosaic.items == [.init(aspectRatio: 1, canBeBig: false)])
    }

    @Test(arguments: [
        (
            #""sections": [{"items": []}]"#,
            #"sections[0].layout: is missing; in a "composite" layout every section names its kind: one of "flow", "fraction-grid", "staggered", "mosaic", "aligned", "waterfall", "list", "column", "styled-flow", "grid""#
        ),
        (
            #""sections": [{"layout": "composite", "items": []}]"#,
            #"sections[0].layout: unknown value "composite"; use one of "flow", "fraction-grid", "staggered", "mosaic", "aligned", "waterfall", "list", "column", "styled-flow", "grid""#
        ),
        (
            #""sections": [{"layout": "flow", "options": {"lineCount": 2}, "items": []}]"#,
            #"sections[0].options.lineCount: "lineCount" is not a parameter of "flow" sections (it belongs to "staggered", "mosaic"); remove it, or move it to a section of that kind"#
        ),
        (
            #""sections": [{"layout": "staggered", "items": {"count": 3, "canBeBig": true}}]"#,
            #"sections[0].items.canBeBig: "canBeBig" is not a parameter of "staggered" sections (it belongs to "mosaic"); remove it, or move it to a section of that kind"#
        ),
        (
            #""sections": [{"layout": "mosaic", "items": [{}, {"lineFraction": 2}]}]"#,
            #"sections[0].items[1].lineFraction: "lineFraction" is not a parameter of "mosaic" sections (it belongs to "fraction-grid"); remove it, or move it to a section of that kind"#
        ),
        (
            #""options": {"lineMultiple": 20}, "sections": [{"layout": "flow", "items": []}, {"layout": "staggered", "items": []}]"#,
            #"options.lineMultiple: no section of this composite layout uses "lineMultiple" (it belongs to "mosaic", used by none of its sections); remove it, or set it on a section of that kind"#
        ),
        (
            #""options": {"columnCount": 2}, "sections": [{"layout": "flow", "items": []}]"#,
            #"options.columnCount: no section of this composite layout uses "columnCount" (it belongs to "waterfall", "column", used by none of its sections); remove it, or set it on a section of that kind"#
        ),
        (
            #""sections": [{"layout": "aligned", "footer": {"height": 10}, "items": []}]"#,
            #"sections[0].footer: the "aligned" layout has no footers; remove it"#
        ),
        (
            #""sections": [{"layout": "flow", "items": []}, {"layout": "column", "options": {"columnCount": 0}, "items": []}]"#,
            #"sections[1].options.columnCount: must be at least 1, got 0; set it to 1 or more"#
        ),
    ])
    func keysMustBelongToTheSectionsKind(rest: String, message: String) {
        #expect(pluginSpecError(pluginSpec("composite", rest)) == message)
    }

    @Test func aLayoutLevelKeyKnownToOneSectionIsFine() {
        #expect(
            pluginSpecError(
                pluginSpec(
                    "composite",
                    #""options": {"lineMultiple": 20}, "sections": [{"layout": "flow", "items": []}, {"layout": "mosaic", "items": []}]"#
                )) == nil)
    }
}
