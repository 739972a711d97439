import LayoutEngine
import Testing

@testable import LayoutSpec

@Suite struct FlowSpecTests {
    @Test func defaultsAreUIKitsItemSizeAndSpacing() throws {
        let layout = try pluginDecode(
            pluginSpec("flow", #""sections": [{"items": [{}, {"width": 80}]}]"#), as: FlowLayout.self)
        #expect(
            layout
                == FlowLayout(sections: [
                    FlowSection(
                        items: [Size(width: 50, height: 50), Size(width: 80, height: 50)],
                        options: PluginSectionOptions())
                ]))
        #expect(layout.sections[0].options.minimumLineSpacing == 10)
        #expect(layout.sections[0].options.minimumInteritemSpacing == 10)
    }

    @Test func sectionOptionsOverrideTheLayoutsAndEffectsReplace() throws {
        let json = pluginSpec(
            "flow",
            #"""
            "options": {"alignment": "center", "minimumLineSpacing": 4, "sectionHeadersPinToVisibleBounds": true,
                        "effects": [{"type": "elastic"}, {"type": "fade", "span": 150}], "header": {"height": 30}},
            "sections": [
              {"items": []},
              {"options": {"alignment": "end", "sectionHeadersPinToVisibleBounds": false, "effects": [], "insets": {"left": 3}},
               "header": {"height": 0}, "footer": {"height": 12}, "items": {"count": 2, "width": 20, "height": 10}}
            ]
            """#)
        let layout = try pluginDecode(json, as: FlowLayout.self)
        #expect(layout.alignment == .center)
        #expect(layout.sectionHeadersPinToVisibleBounds)
        #expect(layout.effects == [.elastic(spacing: 90, span: 200), .fade(span: 150)])
        #expect(
            layout.sections[0]
                == FlowSection(
                    items: [], alignment: .center,
                    options: PluginSectionOptions(
                        minimumLineSpacing: 4, header: Size(width: 0, height: 30),
                        sectionHeadersPinToVisibleBounds: true,
                        effects: [.elastic(), .fade(span: 150)])))
        #expect(
            layout.sections[1]
                == FlowSection(
                    items: [Size(width: 20, height: 10), Size(width: 20, height: 10)], alignment: .end,
                    options: PluginSectionOptions(
                        insets: EdgeInsets(left: 3), minimumLineSpacing: 4, header: nil,
                        footer: Size(width: 0, height: 12), sectionHeadersPinToVisibleBounds: false, effects: [])))
    }

    @Test func theVisibleListShowsPinnedHeaders() throws {
        let json = pluginSpec(
            "flow",
            #"""
            "contentOffset": {"x": 0, "y": 100},
            "options": {"sectionHeadersPinToVisibleBounds": true, "header": {"height": 40}},
            "sections": [{"items": {"count": 12, "width": 100, "height": 100}}]
            """#)
        let doc = try SpecDocument(json: json)
        let header = try #require(try doc.computeLayout().visibleElements(in: doc.viewport).first)
        #expect(
            header == LayoutAttributes(id: .header(0), frame: Rect(x: 0, y: 100, width: 375, height: 40), zIndex: 901))
    }

    @Test(arguments: [
        (
            #""options": {"alignment": "left"}, "sections": []"#,
            #"options.alignment: unknown value "left"; use one of "default", "start", "center", "end""#
        ),
        (
            #""options": {"lineCount": 2}, "sections": []"#,
            #"options.lineCount: unknown key "lineCount" for the "flow" layout; allowed here: "minimumLineSpacing", "minimumInteritemSpacing", "insets", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "effects", "alignment", "width", "height""#
        ),
        (
            #""sections": [{"items": [{"aspectRatio": 2}]}]"#,
            #"sections[0].items[0].aspectRatio: unknown key "aspectRatio" for the "flow" layout; allowed here: "width", "height""#
        ),
        (
            #""sections": [{"items": [{"width": -1}]}]"#,
            "sections[0].items[0].width: must not be negative, got -1; use 0 or a positive value"
        ),
        (
            #""options": {"minimumInteritemSpacing": -2}, "sections": []"#,
            "options.minimumInteritemSpacing: must not be negative, got -2; use 0 or a positive value"
        ),
        (
            #""options": {"effects": [{"type": "tilt"}]}, "sections": []"#,
            #"options.effects[0].type: unknown value "tilt"; use one of "elastic", "fade""#
        ),
        (
            #""options": {"effects": [{"type": "fade", "span": 0}]}, "sections": []"#,
            "options.effects[0].span: must be greater than 0, got 0"
        ),
        (
            #""options": {"effects": [{"type": "fade", "spacing": 3}]}, "sections": []"#,
            #"options.effects[0].spacing: unknown key "spacing"; allowed here: "type", "span""#
        ),
        (
            #""sections": [{"options": {"sectionHeadersPinToVisibleBounds": 1}, "items": []}]"#,
            "sections[0].options.sectionHeadersPinToVisibleBounds: must be true or false, got 1"
        ),
        (
            #""sections": [{"layout": "flow", "items": []}]"#,
            #"sections[0].layout: unknown key "layout"; allowed here: "options", "header", "footer", "items" ("layout" per section is for the "composite" layout only)"#
        ),
    ])
    func badValuesNameTheirPath(rest: String, message: String) {
        #expect(pluginSpecError(pluginSpec("flow", rest)) == message)
    }
}
