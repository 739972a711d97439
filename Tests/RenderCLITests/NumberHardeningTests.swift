import Foundation
import TestSupport
import Testing

/// Issue 24's numbers: no trap and bounded memory whatever the numbers in the inputs (attributes
/// baselines, PNG headers, spec sizes), run through the built `render` as a user would.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct NumberHardeningTests {
    static let bombs = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/png-bombs")
    static let spec =
        #"{"layout": "list", "container": {"width": 40, "height": 30}, "sections": [{"items": {"count": 3, "height": 8}}]}"#

    /// A folder with `specs/NAME.json` for each name and their baselines written in `baselines/`.
    static func checkedFolder(_ names: [String]) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in names { try Data(spec.utf8).write(to: specs.appendingPathComponent("\(name).json")) }
        let update = try CLI.run(["check", "specs", "--baselines", "baselines", "--update", "missing"], in: dir)
        #expect(update.status == 0, "\(update.stderr)")
        return dir
    }

    /// Runs `render` under `ulimit -v` (address space, KiB) through bash.
    static func runLimited(_ arguments: [String], kilobytes: Int, in directory: URL) throws -> CLIRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "ulimit -v \(kilobytes); exec \"$0\" \"$@\"", CLI.binary.path] + arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }

    /// The attributes baseline of `name` in `dir`, edited as JSON.
    static func editAttributes(_ dir: URL, _ name: String, _ edit: (inout [String: Any]) -> Void) throws {
        let url = dir.appendingPathComponent("baselines/\(name).attributes.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    // MARK: Defect 10: out-of-range numbers in NAME.attributes.json

    @Test(arguments: [
        ("section", "1180591620717411303424", "1.1805916207174113e+21", "from -1 to 2^53"),
        ("item", "1e300", "1e+300", "from 0 to 2^53"),
        ("zIndex", "-1e19", "-1e+19", "between -2^53 and 2^53"),
        ("item", "2.5", "2.5", "from 0 to 2^53"),
    ])
    func anOutOfRangeNumberInAnAttributesBaselineFailsThatSpecWithExit2NamingTheFieldAndTheFix(
        field: String, literal: String, shown: String, range: String
    ) throws {
        let dir = try Self.checkedFolder(["a", "b"])
        let url = dir.appendingPathComponent("baselines/a.attributes.json")
        var text = try String(contentsOf: url, encoding: .utf8)
        // The second element's field, written as the literal (JSONSerialization would round it).
        let marker = "\"\(field)\": "
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var elements = try #require(object["elements"] as? [[String: Any]])
        elements[1][field] = 424_242
        object["elements"] = elements
        text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        text = text.replacingOccurrences(
            of: marker.replacingOccurrences(of: " ", with: "") + "424242", with: marker + literal)
        #expect(text.contains(marker + literal))
        try Data(text.utf8).write(to: url)

        let check = try CLI.run(["check", "specs", "--baselines", "baselines"], in: dir)
        #expect(check.status == 2)
        #expect(
            check.stdout.contains(
                "failed   a: baselines/a.attributes.json: not an attributes file: elements[1].\(field): must be a whole number \(range), got \(shown); the file is damaged: write it again with render SPEC --format json (or render check --update changed)"
            ), "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("1 passed, 1 failed"))

        let good = dir.appendingPathComponent("baselines/b.attributes.json").path
        let diff = try CLI.run(["diff", good, url.path], in: dir)
        #expect(diff.status == 2)
        #expect(diff.stderr.hasPrefix("error: \(url.path): elements[1].\(field): must be a whole number \(range)"))
    }

    // MARK: Defect 11: a baseline listing every element twice

    @Test func anAttributesBaselineListingEveryElementTwiceIsAnErrorNotAPass() throws {
        let dir = try Self.checkedFolder(["a"])
        try Self.editAttributes(dir, "a") { object in
            object["elements"] = (object["elements"] as? [Any] ?? []) + (object["elements"] as? [Any] ?? [])
            object["visible"] = (object["visible"] as? [Any] ?? []) + (object["visible"] as? [Any] ?? [])
        }
        let check = try CLI.run(["check", "specs", "--baselines", "baselines"], in: dir)
        #expect(check.status == 2)
        #expect(
            check.stdout.contains(
                "failed   a: baselines/a.attributes.json: not an attributes file: elements[3]: cell 0.0 is listed twice (also at elements[0]); each element appears once"
            ), "\(check.stdout)")
        let path = dir.appendingPathComponent("baselines/a.attributes.json").path
        let diff = try CLI.run(["diff", path, path], in: dir)
        #expect(diff.status == 2)
        #expect(diff.stderr.contains("elements[3]: cell 0.0 is listed twice"))
    }

    // MARK: Defect 9: PNG bombs within the budget

    @Test(
        .disabled(if: CLI.underSanitizer, "a sanitizer's shadow memory needs more address space than ulimit -v gives"))
    func twoPNGBombsWithADiffImageAreRefusedNamingMaxPixelsUnderA4GBLimit() throws {
        let dir = try CLI.temporaryDirectory()
        let (black, white) = (
            Self.bombs.appendingPathComponent("black.png").path, Self.bombs.appendingPathComponent("white.png").path
        )
        let run = try Self.runLimited(["diff", black, white, "--out", "d.png"], kilobytes: 4_000_000, in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: \(black) (16384 x 16384) and \(white) (16384 x 16384) need 1207981587 pixels at once with the 16384 x 16384 diff image, over the budget of 268435456 pixels; raise --max-pixels or leave out --out\n"
        )
        #expect(HardeningTests.entries(dir).isEmpty)
        let noOut = try Self.runLimited(["diff", black, white], kilobytes: 4_000_000, in: dir)
        #expect(noOut.status == 2)
        #expect(
            noOut.stderr.contains(
                "need 536892947 pixels at once, over the budget of 268435456 pixels; raise --max-pixels\n"))
    }

    @Test(
        .disabled(if: CLI.underSanitizer, "a sanitizer's shadow memory needs more address space than ulimit -v gives"))
    func pngBombBaselinesFailTheirSpecsNamingMaxPixelsWithTwoJobsAndAReportUnderA4GBLimit() throws {
        let dir = try Self.checkedFolder(["a", "b"])
        let baselines = dir.appendingPathComponent("baselines")
        for (name, bomb) in [("a", "black.png"), ("b", "white.png")] {
            let target = baselines.appendingPathComponent("\(name).png")
            try FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: Self.bombs.appendingPathComponent(bomb), to: target)
        }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("report"), withIntermediateDirectories: true)
        let run = try Self.runLimited(
            ["check", "specs", "--baselines", "baselines", "--jobs", "2", "--report", "report"], kilobytes: 4_000_000,
            in: dir)
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "failed   a: specs/a.json: checking it would hold 939569991 pixels at once (the diagram is 205 x 184 px, the baseline baselines/a.png 16384 x 16384 px), over the budget of 268435456 pixels; raise --max-pixels"
            ), "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("2 specs: 0 passed, 2 failed"))
        // The budget is --max-pixels: a small one refuses even these specs' own small baselines.
        let small = try CLI.run(["check", "specs", "--baselines", "baselines", "--max-pixels", "1000"], in: dir)
        #expect(small.status == 2)
        #expect(small.stdout.contains("over the budget of 1000 pixels; raise --max-pixels"))
    }

    @Test func theBudgetIsSharedByTheJobsSoTwoLargeBaselinesAreCheckedOneAfterTheOther() throws {
        // Two 4000 x 4000 baselines need about 3.5 * 16M pixels each with a report; a budget of 100M
        // pixels holds one at a time: both are compared (exit 1, changed), neither refused.
        let dir = try Self.checkedFolder(["a", "b"])
        let baselines = dir.appendingPathComponent("baselines")
        let png = try #require(Self.onePixelBitPNG(width: 4000, height: 4000))
        for name in ["a", "b"] { try png.write(to: baselines.appendingPathComponent("\(name).png")) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("report"), withIntermediateDirectories: true)
        let run = try CLI.run(
            [
                "check", "specs", "--baselines", "baselines", "--jobs", "2", "--report", "report", "--max-pixels",
                "100000000",
            ],
            in: dir)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("2 specs: 0 passed, 2 changed"))
        #expect(run.stdout.contains("sizes differ: expected 4000 x 4000, actual 205 x 184"))
    }

    /// A black 1-bit grey PNG of `width` x `height` (width a multiple of 8), its zlib stream made of
    /// stored blocks: no compressor needed.
    static func onePixelBitPNG(width: Int, height: Int) -> Data? {
        guard width % 8 == 0 else { return nil }
        let raw = [UInt8](repeating: 0, count: (1 + width / 8) * height)
        var z: [UInt8] = [0x78, 0x01]
        var at = 0
        while at < raw.count {
            let n = min(65535, raw.count - at)
            z.append(at + n == raw.count ? 1 : 0)
            z += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[at..<(at + n)]
            at += n
        }
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        z += bigEndian(b << 16 | a)
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [1, 0, 0, 0, 0]
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", z)
                + chunk("IEND", []))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    // MARK: Defect 16: a horizontal layout with container height 0

    static let zeroHeight =
        #"{"layout": "aligned", "scrollDirection": "horizontal", "container": {"width": 560, "height": 0}, "sections": [{"options": {"insets": {"top": 6, "left": 6, "bottom": 6, "right": 6}}, "items": [{"width": 30, "height": 60}, {"width": 30, "height": "remaining"}]}]}"#

    @Test func aHorizontalLayoutInAContainer0TallIsDrawnToPNGAndTheBatchWritesEveryPNG() throws {
        let dir = try CLI.temporaryDirectory()
        try Data(Self.zeroHeight.utf8).write(to: dir.appendingPathComponent("a-zero.json"))
        try Data(Self.spec.utf8).write(to: dir.appendingPathComponent("b.json"))
        let single = try CLI.run(["a-zero.json", "a.png"], in: dir)
        #expect(single.status == 0, "\(single.stderr)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        let batch = try CLI.run(["a-zero.json", "b.json", "--out-dir", "out", "--format", "png"], in: dir)
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(HardeningTests.entries(dir.appendingPathComponent("out")) == ["a-zero.png", "b.png"])
    }

    // MARK: Defect 17: HTML of sizes near 1e308

    /// Finite sizes near the largest number (a fill transform scaling the rows by 1e308 overflowed
    /// them to infinity, which the spec's layout now refuses by name before any diagram).
    static let nearMax =
        #"{"layout": "styled-flow", "container": {"width": 1.7976931348623157e+308, "height": 960}, "sections": [{"items": [{"width": 160, "height": 1e+308}, {"width": 100, "height": 40}, {"width": 100, "height": 40}]}]}"#

    @Test(arguments: ["json", "yaml"])
    func htmlOfSizesNear1e308IsRefusedWithExit65LikePNGAndSVG(specFormat: String) throws {
        let dir = try CLI.temporaryDirectory()
        // JSON is YAML (flow style): the same text read as a .yaml spec.
        try Data(Self.nearMax.utf8).write(to: dir.appendingPathComponent("big.\(specFormat)"))
        for format in ["png", "svg", "html"] {
            let run = try CLI.run(["big.\(specFormat)", "out.\(format)"], in: dir)
            #expect(run.status == 65, "\(format): \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: the diagram would be over 10^18 x"), "\(format): \(run.stderr)")
        }
        #expect(HardeningTests.entries(dir) == ["big.\(specFormat)"])
    }

    // MARK: Defect 22 (first part): one clear message for an unreadable PNG

    @Test func anUnreadableBaselinePNGIsNamedOnceAsNotAReadablePNG() throws {
        let dir = try Self.checkedFolder(["a"])
        let png = dir.appendingPathComponent("baselines/a.png")
        var bytes = try Data(contentsOf: png)
        bytes.count = 60 // the header and part of the data: truncated
        try bytes.write(to: png)
        let check = try CLI.run(["check", "specs", "--baselines", "baselines"], in: dir)
        #expect(check.status == 2)
        #expect(check.stdout.contains("failed   a: baselines/a.png: not a readable PNG ("), "\(check.stdout)")
        #expect(!check.stdout.contains("not a readable PNG: not a readable PNG"))
    }

    /// A damaged baseline is replaced by `--update changed` and `--update all`, as its message
    /// says (the spec stayed failed and nothing was written); `--update missing` keeps it. A
    /// 33-byte PNG claiming 16384 x 16384 pixels is named as damaged, not over the pixel budget
    /// ('raise --max-pixels' could never help).
    @Test(arguments: ["changed", "all"])
    func aDamagedBaselineIsReplacedByAnUpdate(mode: String) throws {
        let dir = try Self.checkedFolder(["a", "b"])
        let png = dir.appendingPathComponent("baselines/a.png")
        let good = try Data(contentsOf: png)
        let claimsHuge: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(claimsHuge).write(to: png)
        let attributes = dir.appendingPathComponent("baselines/b.attributes.json")
        let goodAttributes = try Data(contentsOf: attributes)
        try Data("{\"x\": 1}".utf8).write(to: attributes)
        let check = try CLI.run(["check", "specs", "--baselines", "baselines"], in: dir)
        #expect(check.status == 2)
        #expect(
            check.stdout.contains(
                "failed   a: baselines/a.png: not a readable PNG (its 33 bytes cannot hold the 16384 x 16384 image its header claims: the file is cut short or damaged); render check --update changed replaces it"
            ), "\(check.stdout)")
        #expect(
            check.stdout.contains("failed   b: baselines/b.attributes.json: not an attributes file: layout: missing"),
            "\(check.stdout)")
        #expect(check.stdout.contains("; render check --update changed replaces it\n2 specs: 0 passed, 2 failed"))
        let missing = try CLI.run(["check", "specs", "--baselines", "baselines", "--update", "missing"], in: dir)
        #expect(missing.status == 2)
        #expect(try Data(contentsOf: png) == Data(claimsHuge))
        let update = try CLI.run(["check", "specs", "--baselines", "baselines", "--update", mode], in: dir)
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(
            update.stdout.contains("updated  a: baselines/a.png: not a readable PNG (its 33 bytes"), "\(update.stdout)")
        #expect(update.stdout.contains("wrote    baselines/a.png\n"))
        #expect(update.stdout.contains("wrote    baselines/b.attributes.json\n"))
        #expect(try Data(contentsOf: png) == good)
        #expect(try Data(contentsOf: attributes) == goodAttributes)
        #expect(try CLI.run(["check", "specs", "--baselines", "baselines"], in: dir).status == 0)
    }
}
