import LayoutSpec
import Testing

/// "Did you mean": the name a misspelt key, value or kind most likely stands for. It was offered
/// only for a difference of letter case (`itemspacing`), not for a letter missing, added, wrong or
/// swapped (`widht`, `columCount`, `centre`, `mosiac`).
@Suite struct NameSuggestionTests {
    @Test(arguments: [
        ("itemspacing", ["lineSpacing", "itemSpacing"], "itemSpacing"), // case only
        ("Top", ["top", "left"], "top"), // case only, however short
        ("widht", ["width", "height"], "width"), // two neighbours swapped
        ("columCount", ["columnCount", "minimumColumnSpacing"], "columnCount"), // a letter missing
        ("itemSpacingg", ["itemSpacing"], "itemSpacing"), // a letter added
        ("mosiac", ["mosaic", "grid"], "mosaic"),
        ("centre", ["left", "right", "center"], "center"),
        ("minimumLineSpasing", ["minimumLineSpacing", "minimumInteritemSpacing"], "minimumLineSpacing"),
    ])
    func aNearNameIsSuggested(typed: String, candidates: [String], meant: String) {
        #expect(NameSuggestion.closest(to: typed, among: candidates) == meant)
    }

    @Test(arguments: [
        ("z", ["x", "y"]), // too short to be a misspelling
        ("colour", ["width", "height"]), // nothing near
        ("itemSpace", ["itemSpacing", "lineSpacing"]), // two edits from a name of 9: allowed...
        ("line", ["lane", "lime"]), // ...but two names equally near: no guess
    ])
    func noGuessWhenNothingIsNearOrTwoAreEquallyNear(typed: String, candidates: [String]) {
        #expect(NameSuggestion.closest(to: typed, among: candidates) == nil)
    }

    @Test func aKeyOfMegabytesIsNotCompared() {
        let huge = String(repeating: "a", count: 5_000_000)
        #expect(NameSuggestion.closest(to: huge, among: ["width", "height"]) == nil)
    }

    @Test func specErrorsSuggestTheNearName() throws {
        func message(_ json: String) -> String? {
            do {
                _ = try SpecDocument(json: json).computeLayout()
                return nil
            } catch {
                return "\(error)"
            }
        }
        let layout = try #require(
            message(#"{"layout": "mosiac", "container": {"width": 100, "height": 100}, "sections": []}"#))
        #expect(layout.hasSuffix(#"; did you mean "mosaic"?"#))
        let key = try #require(
            message(#"{"layout": "flow", "container": {"widht": 100, "height": 100}, "sections": []}"#))
        #expect(key == #"container.widht: unknown key "widht"; allowed here: "width", "height"; did you mean "width"?"#)
        let value = try #require(
            message(
                #"{"layout": "aligned", "container": {"width": 100, "height": 100}, "options": {"horizontalAlignment": "centre"}, "sections": []}"#
            ))
        #expect(
            value
                == #"options.horizontalAlignment: unknown value "centre"; use one of "left", "right", "center"; did you mean "center"?"#
        )
        let option = try #require(
            message(
                #"{"layout": "waterfall", "container": {"width": 100, "height": 100}, "options": {"columCount": 2}, "sections": []}"#
            ))
        #expect(option.hasSuffix(#"; did you mean "columnCount"?"#))
    }
}
