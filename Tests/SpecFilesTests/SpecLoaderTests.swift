import Foundation
import LayoutSpec
import SafeIO
import SpecFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// SpecFiles: the one rule for which files of a folder are specs, the one loader, and YAML's limits.
@Suite struct SpecLoaderTests {
    /// A YAML spec saved as `.json` is named as one (it read only `unexpected 'l'; expected a
    /// value`); text that is no YAML spec, or opens like JSON, gets no such hint.
    @Test(arguments: [
        (
            "layout: flow\ncontainer: {width: 100, height: 100}\nsections: []\n", "spec.json",
            "; the file reads as a YAML spec: name it .yaml or .yml"
        ),
        (
            "layout: flow\ncontainer: {width: 100, height: 100}\nsections: []\n", "-",
            "; it reads as a YAML spec: standard input is read as JSON, so save it as a .yaml file"
        ),
        ("hello world\n", "spec.json", "expected a value (object, array, string, number, true, false or null)"),
        ("{layout: flow}\n", "spec.json", "expected a key in double quotes, found 'l'"),
    ])
    func aYAMLSpecSavedAsJSONIsNamed(text: String, path: String, ending: String) {
        do {
            _ = try SpecLoader.parse(Array(text.utf8), path: path)
            Issue.record("\(text) was read")
        } catch {
            guard case .invalid(_, let error) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(error.message.hasSuffix(ending), "\(error.message)")
        }
    }

    /// Which existing outputs are specs that a command refuses to replace: a spec (JSON, YAML, or
    /// through a link), but not `render`'s attributes, other JSON, a baseline's name, or nothing.
    @Test func anOutputThatIsASpecIsToldFromAttributesAndOtherFiles() throws {
        let dir = "/tmp/spec-loader-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        #expect(mkdir(dir, 0o755) == 0)
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        let files: [(name: String, text: String, isSpec: Bool)] = [
            ("a.json", #"{"layout": "list", "container": {"width": 1, "height": 1}, "sections": []}"#, true),
            ("b.yaml", "layout: list\nsections: []\n", true),
            ("c.JSON", #"{"container": {}}"#, true),
            ("attributes.json", "{\n  \"layout\": \"list\",\n  \"contentSize\": { \"width\": 1 },\n", false),
            ("compact.json", #"{"layout": "list", "contentSize": {}, "elements": [], "sections": []}"#, false),
            ("other.json", #"{"name": "x"}"#, false),
            ("broken.json", #"{"sections": "#, false),
            ("a.attributes.json", #"{"layout": "list", "sections": []}"#, false),
            ("spec.png", #"{"layout": "list", "sections": []}"#, false),
        ]
        for file in files { try AtomicFile.write(Array(file.text.utf8), to: "\(dir)/\(file.name)") }
        #expect(symlink("a.json", "\(dir)/link.json") == 0)
        for file in files {
            #expect(SpecLoader.isSpec(atPath: "\(dir)/\(file.name)") == file.isSpec, "\(file.name)")
        }
        #expect(SpecLoader.isSpec(atPath: "\(dir)/link.json"))
        #expect(!SpecLoader.isSpec(atPath: "\(dir)/none.json"))
        #expect(!SpecLoader.isSpec(atPath: dir))
    }

    /// A tab where YAML wants spaces is named with the fix; libyaml said only that the character
    /// `cannot start any token`.
    @Test func aTabInAYAMLSpecIsNamed() {
        let text = "layout: flow\ncontainer:\n\twidth: 100\n\theight: 100\nsections: []\n"
        do {
            _ = try SpecLoader.parse(Array(text.utf8), path: "tab.yaml")
            Issue.record("a tab was read")
        } catch {
            #expect(
                error.description
                    == "tab.yaml: malformed YAML at line 3, column 1: found character that cannot start any token (while scanning for the next token); it is a tab: YAML indents with spaces"
            )
        }
    }

    @Test func aFolderEntryIsASpecByItsExtensionUnlessItIsABaselineOrHidden() {
        let names = [
            "a.json", "b.yaml", "c.yml", "D.JSON", "e.YML", "a.attributes.json", "A.Attributes.JSON", ".hidden.json",
            "notes.txt", "json", "image.png", "spec.json.bak",
        ]
        #expect(names.filter(SpecLoader.isSpecName) == ["a.json", "b.yaml", "c.yml", "D.JSON", "e.YML"])
    }

    /// The one rule `check` and `gallery` use for two specs of one name.
    @Test func twoSpecsOfOneNameAreFoundInOrder() {
        #expect(
            SpecLoader.firstSameName(["s/a.json", "s/b.yml", "t/a.yaml", "s/b.json"])! == ("s/a.json", "t/a.yaml", "a"))
        #expect(SpecLoader.firstSameName(["a.json", "a.attributes.json", "b.json"]) == nil)
        #expect(SpecLoader.caseNote("a", "a") == "")
    }

    /// Names that differ only in letter case are one file on macOS's and Windows' file systems
    /// (`Card.png`, `card.png`): a team's Mac would write both specs' baselines into one file. Until
    /// this rule, `A.json` beside `a.json` was two names.
    @Test func namesThatDifferOnlyInCaseAreOneName() {
        #expect(
            SpecLoader.firstSameName(["a/Card.json", "a/list.json", "b/card.yaml"])! == (
                "a/Card.json", "b/card.yaml", "Card"
            ))
        #expect(SpecLoader.firstSameName(["a.json", "A.json"])! == ("a.json", "A.json", "a"))
        #expect(
            SpecLoader.firstSameName(["\u{C9}t\u{E9}.json", "x/e\u{301}te\u{301}.json"])! == (
                "\u{C9}t\u{E9}.json", "x/e\u{301}te\u{301}.json", "\u{C9}t\u{E9}"
            ))
        #expect(SpecLoader.fileNameKey("Grid-V2") == "grid-v2")
        #expect(
            SpecLoader.caseNote("Card", "card")
                == ", but for letter case (Card, card): one file name on a case-insensitive file system, macOS's and Windows' default"
        )
    }

    @Test func aSpecsNameIsItsFileNameWithoutTheSpecExtension() {
        #expect(SpecLoader.name(of: "specs/grid.json") == "grid")
        #expect(SpecLoader.name(of: "specs/grid.yaml") == "grid")
        #expect(SpecLoader.name(of: "grid.v2.YML") == "grid.v2")
        #expect(SpecLoader.name(of: "dir/spec.txt") == "spec.txt")
        #expect(SpecLoader.name(of: ".json") == ".json")
    }

    @Test func theSpecsOfAFolderLeaveOutFoldersWhateverTheirNames() throws {
        let dir = "/tmp/specfiles-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        mkdir(dir, 0o755)
        mkdir("\(dir)/folder.json", 0o755)
        for name in ["b.yaml", "a.json", "a.attributes.json", ".x.json"] {
            let fd = open("\(dir)/\(name)", O_CREAT | O_WRONLY, 0o644)
            close(fd)
        }
        symlink("a.json", "\(dir)/link.json")
        #expect(try SpecLoader.specs(in: dir) == ["a.json", "b.yaml", "link.json"])
    }

    @Test func aYAMLSpecReadsAsTheSameJSONValue() throws {
        let yaml = "layout: list\ncontainer: {width: 40, height: 30}\nsections:\n  - items: {count: 2, height: 8}\n"
        let parsed = try SpecLoader.parse(Array(yaml.utf8), path: "a.yaml")
        let json = try SpecLoader.parse(
            Array(
                #"{"layout":"list","container":{"width":40,"height":30},"sections":[{"items":{"count":2,"height":8}}]}"#
                    .utf8),
            path: "a.json")
        #expect(parsed.value == json.value)
        #expect(parsed.source(of: "sections[0].items.height") == "a.yaml:4:31")
        #expect(json.source(of: "sections[0].items.height") == "a.json")
    }

    /// YAML's merge key: `<<: *a` fills in the keys a mapping does not give, a list's first mapping
    /// first, merges within merges too; a value merged in is placed where it is written. A quoted
    /// `"<<"` is a key like any other. Before, `<<` was always a key ("unknown key").
    @Test func aMergeKeyFillsInTheKeysAMappingDoesNotGive() throws {
        let yaml = """
            layout: list
            container: {width: 40, height: 30}
            sections:
              - &s
                items: &i {count: 2, height: 8}
                header: {height: 4}
              - <<: *s
                header: {height: 6}
              - items:
                  <<: [{height: 9}, *i, {width: 5}]
                  count: 3
              - items: {<<: {<<: *i, height: 7}}
            """
        let parsed = try SpecLoader.parse(Array(yaml.utf8), path: "m.yaml")
        let items: JSONValue = ["count": 2, "height": 8]
        #expect(
            parsed.value["sections"]
                == [
                    ["items": items, "header": ["height": 4]],
                    ["header": ["height": 6], "items": items],
                    ["items": ["count": 3, "height": 9, "width": 5]],
                    ["items": ["height": 7, "count": 2]],
                ])
        #expect(parsed.source(of: "sections[1].items.height") == "m.yaml:5:34")
        #expect(parsed.source(of: "sections[1].header.height") == "m.yaml:8:22")
        let quoted = try SpecLoader.parse(Array("\"<<\": {a: 1}\n".utf8), path: "q.yaml")
        #expect(quoted.value == ["<<": ["a": 1]])
        for (text, at) in [("a: {<<: 3}\n", "e.yaml:1:5"), ("a: {<<: [{b: 1}, 2]}\n", "e.yaml:1:5")] {
            do {
                _ = try SpecLoader.parse(Array(text.utf8), path: "e.yaml")
                Issue.record("\(text) was read")
            } catch {
                guard case .invalid(let source, let error) = error else { continue }
                #expect(source == at)
                #expect(error.path == "a.<<")
                #expect(
                    error.message
                        == "a merge key takes a mapping, as an alias (<<: *defaults), or a list of them (<<: [*a, *b]); to give a key named \"<<\", quote it"
                )
            }
        }
    }

    /// Merges that repeat their anchors count against the same budget as aliases do.
    @Test func mergesOfMergesAreRefusedAtTheBudget() throws {
        var lines = ["a: &a {x: 1, y: 2, z: 3}"]
        for (name, previous) in zip("bcdefghijk", "abcdefghij") {
            let list = Array(repeating: "*\(previous)", count: 8).joined(separator: ", ")
            lines.append("\(name): &\(name) {<<: [\(list)]}")
        }
        do {
            _ = try SpecLoader.parse(Array((lines.joined(separator: "\n") + "\n").utf8), path: "m.yaml")
            Issue.record("the merges were read")
        } catch {
            guard case .invalid(let source, let error) = error else {
                Issue.record("\(error)")
                return
            }
            // Named where the value being read is written: `x` of `a`, merged into `e`.
            #expect(source == "m.yaml:1:11" && error.path == "e.x", "\(source) \(error.path)")
            #expect(error.message.hasPrefix("the YAML expands to more than 10000 values here"))
        }
    }

    /// A chain of merges (each section the one before it) that runs out of budget is named at the
    /// section being read, not at an anchor its merges reach.
    @Test func aChainOfMergesIsNamedAtTheSectionBeingRead() throws {
        var lines = ["layout: list", "container: {width: 40, height: 30}", "sections:", "  - &a0 {items: 1}"]
        for i in 1..<1000 { lines.append("  - &a\(i) {<<: *a\(i - 1)}") }
        do {
            _ = try SpecLoader.parse(Array((lines.joined(separator: "\n") + "\n").utf8), path: "c.yaml")
            Issue.record("the chain was read")
        } catch {
            guard case .invalid(let source, let error) = error,
                let index = Int(error.path.dropFirst("sections[".count).prefix { $0 != "]" })
            else {
                Issue.record("\(error)")
                return
            }
            #expect(source == "c.yaml:\(index + 4):5", "\(error.path)")
            #expect(error.message.hasPrefix("the YAML expands to more than"))
        }
    }

    /// As Yams reads them (`010` is ten, `1:30` ninety); the fast path for plain decimals changes none.
    @Test func yamlNumbersReadAsYamsReadsThem() throws {
        let yaml = "[010, 0x1F, 1_000, '12', 1:30, .5, -0.5, +1.5e-3, 12, 1., 0, -0, .inf, true, ~]"
        let parsed = try SpecLoader.parse(Array(yaml.utf8), path: "n.yaml")
        #expect(
            parsed.value
                == .array([
                    .number(10), .number(31), .number(1000), .string("12"), .number(90), .number(0.5), .number(-0.5),
                    .number(0.0015), .number(12), .number(1), .number(0), .number(0), .number(.infinity), .bool(true),
                    .null,
                ]))
    }

    @Test func theValueBudgetIs16PerByteBetween10000And1000000() {
        #expect(YAMLSpec.valueBudget(forByteCount: 0) == 10_000)
        #expect(YAMLSpec.valueBudget(forByteCount: 496) == 10_000)
        #expect(YAMLSpec.valueBudget(forByteCount: 1_000) == 16_000)
        #expect(YAMLSpec.valueBudget(forByteCount: 62_500) == 1_000_000)
        #expect(YAMLSpec.valueBudget(forByteCount: 256 << 20) == 1_000_000)
        #expect(YAMLSpec.valueBudget(forByteCount: .max) == 1_000_000)
    }

    /// The 496-byte "billion laughs" of the issue (nine levels of nine aliases: 9^9 strings). Yams
    /// composes it sharing the anchored nodes; the conversion stops at the budget. Before the budget
    /// the conversion ran until memory ran out.
    @Test func theBillionLaughsAreRefusedAtTheirBudgetQuickly() throws {
        var lines = [#"a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        for (name, previous) in zip("bcdefghi", "abcdefgh") {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
        }
        let yaml = lines.joined(separator: "\n") + "\n"
        let clock = ContinuousClock()
        var failure: SpecLoadError?
        let elapsed = clock.measure {
            do { _ = try SpecLoader.parse(Array(yaml.utf8), path: "bomb.yaml") } catch {
                failure = error as? SpecLoadError
            }
        }
        #expect(elapsed < .seconds(5))
        guard case .invalid(let source, let error) = failure else {
            Issue.record("expected an invalid spec, got \(String(describing: failure))")
            return
        }
        #expect(source == "bomb.yaml:1:20")
        #expect(error.path == "e[0][2][0][5][2]")
        #expect(error.message.hasPrefix("the YAML expands to more than 10000 values here"))
    }

    @Test func aLargeYAMLSpecWithoutAliasesStaysWithinItsBudget() throws {
        var yaml = "layout: list\ncontainer: {width: 40, height: 30}\nsections:\n  - items:\n"
        for _ in 0..<20_000 { yaml += "      - {height: 1}\n" }
        let spec = try SpecLoader.parse(Array(yaml.utf8), path: "big.yml").layOut()
        #expect(spec.result.sections.count == 1)
        #expect(spec.document.sections[0].itemCount == 20_000)
    }

    @Test func duplicateYAMLKeysAreFoundAmong100000() throws {
        var yaml = "layout: list\ncontainer: {width: 40, height: 30}\nsections: []\noptions:\n"
        for i in 0..<100_000 { yaml += "  k\(i): 1\n" }
        yaml += "  k99999: 2\n"
        let clock = ContinuousClock()
        var failure: SpecLoadError?
        let elapsed = clock.measure {
            do { _ = try SpecLoader.parse(Array(yaml.utf8), path: "keys.yaml") } catch {
                failure = error as? SpecLoadError
            }
        }
        #expect(elapsed < .seconds(20))
        #expect(failure != nil)
    }

    @Test func aFileThatCannotBeReadIsAFileError() {
        do {
            _ = try SpecLoader.read("/nonexistent/spec.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "cannot read /nonexistent/spec.yaml: No such file or directory")
        }
    }
}
