import Foundation
import Testing

/// Sizes near the largest number through every front end: a layout whose lengths overflow is
/// refused by name, and a finite one however large is written without an `inf`.
@Suite struct OverflowCLITests {
    static let overflowing =
        #"{"layout":"list","container":{"width":375,"height":600},"options":{"itemHeight":1e308},"sections":[{"items":{"count":3}}]}"#
    static let named = "sections[0]: cell 0.1's frame is not finite (x=0 y=1e+308 w=375 h=1e+308): lengths this large"
    /// A list 60,108 px tall as a diagram: over Cairo's limit, a scale of 0.54 fits.
    static let long =
        #"{"layout":"list","container":{"width":320,"height":400},"options":{"itemHeight":30000},"sections":[{"items":{"count":2}}]}"#
    static let small =
        #"{"layout":"list","container":{"width":40,"height":30},"sections":[{"items":{"count":2,"height":8}}]}"#

    /// A temporary folder with `specs/NAME.json` for each spec given: the folder and the specs' paths.
    static func specsFolder(_ specs: [(name: String, text: String)]) throws -> (dir: URL, specs: URL, paths: [String]) {
        let dir = try CLI.temporaryDirectory()
        let folder = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let paths = try specs.map { try HardeningTests.write($0.text, in: folder, as: "\($0.name).json") }
        return (dir, folder, paths)
    }

    /// Printed `"y": inf` (not JSON) with exit 0 before; the PNG, SVG and HTML were refused as too
    /// large, which sent the user to `--clip viewport`, where the viewport was drawn.
    @Test(arguments: ["json", "png", "svg", "html"])
    func aLayoutThatOverflowsIsRefusedInEveryFormatAndNothingIsWritten(format: String) throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try HardeningTests.write(Self.overflowing, in: dir)
        let out = dir.appendingPathComponent("out.\(format)").path
        for arguments in [[spec, out], [spec, out, "--clip", "viewport"]] {
            let run = try CLI.run(arguments)
            #expect(run.status == 65, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: \(spec): \(Self.named)"), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
        #expect(HardeningTests.entries(dir) == ["spec.json"])
    }

    /// `render check` fails the spec by name and writes no baseline for it; `render diff` exits 2.
    @Test func checkAndDiffNameTheSpecThatOverflows() throws {
        let (dir, specs, paths) = try Self.specsFolder([("big", Self.overflowing), ("ok", Self.small)])
        let (big, ok) = (paths[0], paths[1])
        let baselines = dir.appendingPathComponent("baselines").path
        let check = try CLI.run(["check", specs.path, "--baselines", baselines, "--update", "missing"])
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("failed   big: \(big): \(Self.named)"), "\(check.stdout)")
        #expect(HardeningTests.entries(URL(fileURLWithPath: baselines)) == ["ok.attributes.json", "ok.png"])
        let diff = try CLI.run(["diff", ok, big])
        #expect(diff.status == 2, "\(diff.stderr)")
        #expect(diff.stderr.hasPrefix("error: \(big): \(Self.named)"), "\(diff.stderr)")
    }

    /// A content size of 6e306 (finite) drawn clipped to the viewport: the diagram's
    /// hundredths and ten-thousandths overflowed (`height="inf"`, `content 320 x inf pt`).
    @Test func aFiniteContentNearTheLargestNumberIsDrawnWithoutInf() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try HardeningTests.write(
            #"{"layout":"list","container":{"width":320,"height":400},"options":{"itemHeight":3e306},"sections":[{"items":{"count":2}}]}"#,
            in: dir)
        let out = dir.appendingPathComponent("out.svg")
        let run = try CLI.run([spec, out.path, "--clip", "viewport"])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        #expect(svg.contains("content 320 x 6e+306 pt"))
        #expect(!svg.contains("inf") && !svg.contains("nan"))
    }

    /// `render diff --out` of layouts too long to draw: the fix is diff's own `--scale`, or no
    /// diagram at all (it read "draw only the viewport (clip: .viewport) or use a scale of at most 0").
    @Test func aChangeDiagramTooLargeNamesDiffsOwnFix() throws {
        let dir = try CLI.temporaryDirectory()
        func spec(_ height: String, _ name: String) throws -> String {
            try HardeningTests.write(
                #"{"layout":"list","container":{"width":320,"height":400},"options":{"itemHeight":\#(height)},"sections":[{"items":{"count":2}}]}"#,
                in: dir, as: name)
        }
        let cases = [
            ("30000", "29000", "d.png", "363 x 60080", "use a lower --scale (0.54 fits)"),
            ("3e306", "2.9e306", "d.svg", "390 x over 10^18", "leave out --out to compare the layouts without it"),
        ]
        for (i, (before, after, out, size, fix)) in cases.enumerated() {
            let a = try spec(before, "\(i)a.json")
            let run = try CLI.run(["diff", a, try spec(after, "\(i)b.json"), "--out", "\(dir.path)/\(out)"])
            #expect(run.status == 2)
            #expect(
                run.stderr
                    == "error: cannot draw the change diagram: the diagram would be \(size) px at scale 1, over Cairo's limit of 32767 px per side; \(fix)\n"
            )
        }
        #expect(HardeningTests.entries(dir) == ["0a.json", "0b.json", "1a.json", "1b.json"])
    }

    /// `render check` names the command line's fixes as `render` does (it read "draw only the
    /// viewport (clip: .viewport) or use a scale of at most 0.54", the Swift API's words, also
    /// with `--clip viewport` given).
    @Test func checkNamesTheFixesOfADiagramTooLarge() throws {
        let (dir, specs, paths) = try Self.specsFolder([("long", Self.long)])
        let long = paths[0]
        let baselines = dir.appendingPathComponent("baselines").path
        let sizes = "over Cairo's limit of 32767 px per side"
        let run = try CLI.run(["check", specs.path, "--baselines", baselines, "--update", "missing"])
        #expect(run.status == 2)
        #expect(
            run.stdout.hasPrefix(
                "failed   long: \(long): cannot draw the diagram: the diagram would be 352 x 60108 px at scale 1, \(sizes); draw only the viewport with --clip viewport or a lower scale (--scale 0.54 fits)\n"
            ), "\(run.stdout)")
        try FileManager.default.removeItem(atPath: long)
        let tall = try HardeningTests.write(
            #"{"layout":"list","container":{"width":320,"height":40000},"options":{"itemHeight":30},"sections":[{"items":{"count":2}}]}"#,
            in: specs, as: "tall.json")
        let clipped = try CLI.run([
            "check", specs.path, "--baselines", baselines, "--update", "missing", "--clip", "viewport",
        ])
        #expect(clipped.status == 2)
        #expect(
            clipped.stdout.hasPrefix(
                "failed   tall: \(tall): cannot draw the diagram: the diagram would be 352 x 40106 px at scale 1, \(sizes); the viewport alone is too large: use a smaller container or a lower scale (--scale 0.81 fits)\n"
            ), "\(clipped.stdout)")
        #expect(!FileManager.default.fileExists(atPath: baselines))
    }

    /// An HTML page holds the whole content (its slider scrolls over it), whatever `--clip`: the
    /// fix is a PNG or SVG of the viewport (it advised `--clip viewport`, and with it given, a
    /// smaller container, neither of which changes the page).
    @Test func anHTMLPageTooLargeAsksForAPNGOrSVGOfTheViewport() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try HardeningTests.write(
            #"{"layout":"list","container":{"width":375,"height":600},"options":{"itemHeight":50},"sections":[{"items":{"count":1000}}]}"#,
            in: dir)
        for clip in [[], ["--clip", "viewport"]] {
            let run = try CLI.run([spec, dir.appendingPathComponent("out.html").path] + clip)
            #expect(run.status == 65)
            #expect(
                run.stderr
                    == "error: the diagram would be 407 x 50108 px at scale 1, over Cairo's limit of 32767 px per side; an HTML page holds the whole content: write a PNG or SVG of the viewport with --clip viewport or a lower scale (--scale 0.65 fits); nothing was written\n"
            )
        }
        #expect(HardeningTests.entries(dir) == ["spec.json"])
    }

    /// A batch names the spec of each failure: a diagram too large (or too small, or a drawing that
    /// failed) printed only its sizes, so which of the specs failed was not said.
    @Test func aBatchNamesTheSpecWhoseDiagramIsTooLarge() throws {
        let (dir, specs, paths) = try Self.specsFolder([("long", Self.long), ("ok", Self.small)])
        let long = paths[0]
        let out = dir.appendingPathComponent("out")
        let run = try CLI.run([specs.path, "--out-dir", out.path])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "error: \(long): the diagram would be 352 x 60108 px at scale 1, over Cairo's limit of 32767 px per side;"
            ),
            "\(run.stderr)")
        #expect(HardeningTests.entries(out) == ["ok.png"])
    }

    /// Clipped to a viewport that is itself too large, the error no longer advises `--clip viewport`.
    @Test func aViewportTooLargeToDrawAsksForASmallerContainer() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try HardeningTests.write(
            #"{"layout":"list","container":{"width":375,"height":40000},"options":{"itemHeight":50},"sections":[{"items":{"count":1000}}]}"#,
            in: dir)
        let run = try CLI.run([spec, dir.appendingPathComponent("out.png").path, "--clip", "viewport"])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "error: the diagram would be 407 x 40106 px at scale 1, over Cairo's limit of 32767 px per side; the viewport alone is too large: use a smaller container or a lower scale (--scale 0.81 fits); nothing was written\n"
        )
        #expect(HardeningTests.entries(dir) == ["spec.json"])
    }
}
