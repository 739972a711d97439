import CairoRenderer
import Foundation
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSpec
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// SVG documents as documents: valid XML (Foundation's parser), a title and description with
/// `role="img"`, element groups with stable ids and their frames, and one document that follows
/// the reader's colour scheme (`--theme auto`); all byte-deterministic.
@Suite struct SVGDocumentTests {
    @Test(arguments: Paths.fixtureNames())
    func everyFixtureIsValidXMLWithTitleDescAndElementIds(_ name: String) throws {
        let text = try String(contentsOf: Paths.fixtures.appendingPathComponent("\(name).json"), encoding: .utf8)
        let (result, options) = try laidOut(text)
        let svg = try SceneRenderer.svg(Diagram.scene(for: result, options: options))
        let document = try XMLSummary(svg)
        #expect(document.root["role"] == "img")
        #expect(document.root["aria-labelledby"] == "diagram-title diagram-desc")
        #expect(document.texts["title"]?.hasPrefix("\(options.layoutName!) layout, ") == true)
        #expect(document.texts["desc"]?.contains(". Shows: ") == true)
        #expect(document.texts["desc"]?.contains("cell, labelled section.item") == true)
        // Every element is a group with its frame.
        let first = try #require(result.elements.first)
        let id = Diagram.groupID(of: first.id, in: result)
        #expect(document.byID[id]?["data-width"] == formatNumber(first.frame.width))
        #expect(document.byID[id]?["class"] == first.kind.rawValue)
        #expect(document.byID.count > result.elements.count)
    }

    @Test func theAutoThemeFollowsPrefersColorSchemeAndIsDeterministic() throws {
        let text = try String(
            contentsOf: Paths.fixtures.appendingPathComponent("aligned-example.json"), encoding: .utf8)
        let (result, options) = try laidOut(text)
        var auto = options
        auto.darkTheme = .dark
        let svg = String(decoding: try Diagram.data(result, format: .svg, options: auto), as: UTF8.self)
        #expect(svg == String(decoding: try Diagram.data(result, format: .svg, options: auto), as: UTF8.self))
        _ = try XMLSummary(svg)
        // The background: light by default, dark under the media query.
        let style = try #require(svg.components(separatedBy: "</style>").first)
        let media = try #require(style.components(separatedBy: "@media (prefers-color-scheme: dark) {").last)
        #expect(style.hasPrefix("<?xml") && style.contains("{fill:#eceef2}") && media.contains("{fill:#16181c}"))
        // Colours are classes only: no fill or stroke attribute with a colour.
        #expect(!svg.contains(##"fill="#"##) && !svg.contains(##"stroke="#"##))
        // The light document is the light scene's.
        let light = try SceneRenderer.svg(Diagram.scene(for: result, options: options))
        #expect(light.contains(##"fill="#eceef2""##))
    }

    @Test func textIsEscapedForXML() throws {
        let (result, options) = try laidOut(
            String(contentsOf: Paths.fixtures.appendingPathComponent("list-cards.json"), encoding: .utf8))
        var custom = options
        custom.title = #"Cards <"one" & 'two'>"#
        let svg = try SceneRenderer.svg(Diagram.scene(for: result, options: custom))
        #expect(try XMLSummary(svg).texts["title"] == custom.title)
    }

    @Test func theHTMLDiagramIsOnePageWithoutNetworkAndItsData() throws {
        let (result, options) = try laidOut(
            String(contentsOf: Paths.fixtures.appendingPathComponent("flow-two-sections-pinned.json"), encoding: .utf8))
        let html = try HTMLDiagram.render(result: result, options: options)
        #expect(html == (try HTMLDiagram.render(result: result, options: options)))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // No resource from outside: the only URLs are XML namespaces.
        let urls = html.components(separatedBy: "http").dropFirst().map { String($0.prefix(30)) }
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/") }, "\(urls)")
        #expect(!html.contains("<script src") && !html.contains("<link"))
        #expect(html.contains(#"["stickyHeader",[16,50,343,"#))
        #expect(html.contains(#"<input id="offset" type="range""#))
        #expect(html.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#) && html.contains(#"id="diagram""#))
        #expect(html.contains("svg.dark .f0{fill:#22252a}")) // the content area's dark colour
    }
}

/// A spec laid out, with the options `render` draws it with.
func laidOut(_ specText: String) throws -> (LayoutResult, DiagramOptions) {
    let document = try SpecDocument(json: specText)
    return (try document.computeLayout(), DiagramOptions(document: document))
}

/// A document read with Foundation's `XMLParser` (which fails on anything that is not well-formed
/// XML): the root's attributes, the text of each element name, and the attributes of each id.
final class XMLSummary: NSObject, XMLParserDelegate {
    var root: [String: String] = [:]
    var texts: [String: String] = [:]
    var byID: [String: [String: String]] = [:]
    private var path: [String] = []

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if path.isEmpty { root = attributes }
        if let id = attributes["id"] { byID[id] = attributes }
        path.append(name)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        path.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let name = path.last { texts[name, default: ""] += string }
    }
}
