import LayoutCheck
import LayoutEngine
import SafeIO
import Testing

/// `report.json` read back (`ReportJSON.decode`), shards (`Shard`), merging (`ReportMerge.merge`)
/// and GitHub annotations (`ReportGitHub`), without a process.
@Suite struct ReportMergeTests {
    /// ReportWriterTests' report with what the reader must keep besides: a shard, a write error,
    /// a baseline error, zIndex and alpha changes, a layout change.
    static var report: CheckReport {
        var report = ReportWriterTests.report
        report.shard = Shard(index: 2, count: 4)
        report.results[3].writeErrors = ["cannot write ci/list-cards.diff.png: No space left on device"]
        report.results[3].geometry?.layout = Change("list", "grid")
        report.results[3].geometry?.elements[0].after?.zIndex = 901
        report.results[3].geometry?.elements[0].after?.alpha = 0.25
        report.results[3].marks.insert(ChangeMark(text: "layout: list -> grid", before: nil, after: nil), at: 0)
        report.results[3].marks[2].text = report.results[3].geometry!.elements[0].description
        report.baselineErrors = [FileError(.write, path: "base/old.png", reason: .text("Permission denied"))]
        return report
    }

    static func decode(_ text: String) throws(CheckError) -> CheckReport {
        try ReportJSON.decode(Array(text.utf8), source: "s/report.json")
    }

    @Test func aReportReadBackWritesTheSameJSONHTMLJUnitAndText() throws {
        let report = Self.report
        let json = ReportJSON.encode(report)
        let back = try Self.decode(json)
        #expect(ReportJSON.encode(back) == json)
        #expect(ReportHTML.encode(back) == ReportHTML.encode(report))
        #expect(ReportJUnit.encode(back) == ReportJUnit.encode(report))
        #expect(back.text() == report.text())
        #expect(back.exitCode == 2)
        #expect(back.shard == Shard(index: 2, count: 4))
        #expect(back.results[3].geometry?.lines[0] == "layout: list -> grid")
        #expect(
            back.results[3].geometry?.lines[2]
                == "cell 0.5: moved (+0, +8), resized 120x90 -> 120x98, zIndex 0 -> 901, alpha 1 -> 0.25")
        #expect(
            json.contains(
                "\"before\": { \"x\": 0, \"y\": 130, \"width\": 120, \"height\": 90, \"zIndex\": 0, \"alpha\": 1 }"))
    }

    /// Each change to a good report.json, and the error it gives (file, JSON path, reason).
    static let hostile: [(String, String, String)] = [
        ("\"baselines\": \"base\"", "\"baselines\": 7", "s/report.json: $.baselines: expected a string, got a number"),
        ("\"baselines\": \"base\",", "", "s/report.json: $.baselines: the key is missing"),
        (
            "\"differing\": 9373", "\"differing\": 1e300",
            "s/report.json: $.specs[3].pixels.differing: expected a whole number from 0 to 281474976710656, got 1e+300"
        ),
        (
            "\"differing\": 9373", "\"differing\": -1",
            "s/report.json: $.specs[3].pixels.differing: expected a whole number from 0 to 281474976710656, got -1"
        ),
        (
            "\"width\": 152, \"height\": 248 }", "\"width\": 1e20, \"height\": 248 }",
            "s/report.json: $.specs[3].pixels.actualSize.width: expected a whole number from 0 to 16777216, got 1e+20"
        ),
        (
            "\"section\": 0,", "\"section\": 0.5,",
            "s/report.json: $.specs[3].geometry.elements[0].section: expected a whole number from -1 to 2147483647, got 0.5"
        ),
        (
            "\"x\": 0, \"y\": 130", "\"x\": 1e400, \"y\": 130",
            "s/report.json: $.specs[3].geometry.elements[0].before.x: expected a finite number, got inf"
        ),
        (
            "\"images/list-cards.actual.png\"", "\"../../etc/passwd\"",
            "s/report.json: $.specs[3].images.actual: expected \"images/list-cards.actual.png\", the report's own image of the spec (inside its folder), got \"../../etc/passwd\""
        ),
        (
            "\"images/list-cards.diff.png\"", "\"/etc/passwd\"",
            "s/report.json: $.specs[3].images.diff: expected \"images/list-cards.diff.png\", the report's own image of the spec (inside its folder), got \"/etc/passwd\""
        ),
        (
            "\"name\": \"broken\"", "\"name\": \"../broken\"",
            "s/report.json: $.specs[1].name: a spec's name is a file name without .json: not empty, no '/' or NUL"
        ),
        (
            "\"name\": \"broken\"", "\"name\": \"aligned\"",
            "s/report.json: $.specs[1].name: a second spec named aligned"
        ),
        (
            "\"status\": \"passed\"", "\"status\": \"great\"",
            "s/report.json: $.specs[0].status: expected one of \"passed\", \"changed\", \"missing\", \"failed\", got \"great\""
        ),
        (
            "\"mode\": \"exact\"", "\"mode\": \"fuzzy\"",
            "s/report.json: $.comparison.mode: expected \"exact\" or \"perceptual\""
        ),
        (
            "\"shard\": { \"index\": 2, \"count\": 4 }", "\"shard\": { \"index\": 5, \"count\": 4 }",
            "s/report.json: $.shard: shard 5 of 4: the index must be from 1 to the count"
        ),
        (
            "\"theme\": \"light\"", "\"theme\": \"neon\"",
            "s/report.json: $.diagram.theme: expected \"light\" or \"dark\""
        ),
    ]

    /// What a check writes, merge reads: frames far out (a layout of 10^7 items 10^9 points tall
    /// each) and a zIndex up to 2^53 were refused as over 1e12 and 2^31, and a sharded check of
    /// such a layout could not be merged.
    @Test func aReportOfFarFramesAndLargeZIndexesReadsBack() throws {
        var report = Self.report
        report.results[3].geometry?.elements[0].before?.frame.x = 1e16
        report.results[3].geometry?.elements[0].after?.zIndex = 1 << 53
        report.results[3].marks[2].text = report.results[3].geometry!.elements[0].description
        let json = ReportJSON.encode(report)
        #expect(json.contains("\"x\": 1e+16, \"y\": 130") && json.contains("\"zIndex\": 9007199254740992"))
        #expect(ReportJSON.encode(try Self.decode(json)) == json)
    }

    @Test func aHostileReportIsRefusedWithTheFileAndTheJSONPath() {
        let json = ReportJSON.encode(Self.report)
        for (good, bad, message) in Self.hostile {
            #expect(json.contains(good), "\(good)")
            #expect(throws: CheckError(message + "; not a report.json of this render check (run the check again)")) {
                try Self.decode(json.replacingOccurrences(of: good, with: bad))
            }
        }
        #expect(throws: CheckError("s/report.json: the file is empty, not a report.json of render check")) {
            try Self.decode("")
        }
        let deep = String(repeating: "[", count: 100_000)
        #expect(
            throws: CheckError(
                "s/report.json: not a report.json of render check: malformed JSON at line 1, column 201: nesting deeper than 200 levels"
            )
        ) {
            try Self.decode(deep)
        }
    }

    @Test func shardsAreFNV1a64OfTheNameModuloTheCount() throws {
        #expect(Shard.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
        #expect(Shard.mix(Shard.fnv1a64("a")) == 0x82a2_a958_a9be_ce5b)
        let four = (1...4).map { Shard(index: $0, count: 4)! }
        #expect(four.map { $0.contains("list-cards") } == [false, false, false, true])
        #expect(try Shard.parse("3/4") == Shard(index: 3, count: 4))
        #expect(Shard(index: 0, count: 4) == nil && Shard(index: 1, count: 0) == nil)
        #expect(
            throws: CheckError(
                "--shard takes I/N, this machine's part I of N parts with 1 <= I <= N <= 2147483647 (--shard 2/4), got 4/3"
            )
        ) {
            try Shard.parse("4/3")
        }
        // More shards than a report.json may say (merge refused the reports this wrote).
        #expect(Shard(index: 1, count: 2_147_483_647) != nil && Shard(index: 1, count: 2_147_483_648) == nil)
        #expect(
            throws: CheckError(
                "--shard takes I/N, this machine's part I of N parts with 1 <= I <= N <= 2147483647 (--shard 2/4), got 1/2147483648"
            )
        ) {
            try Shard.parse("1/2147483648")
        }
    }

    static func input(_ report: CheckReport, _ name: String) -> ReportMerge.Input {
        ReportMerge.Input(folder: name, file: "\(name)/report.json", report: report)
    }

    /// ReportWriterTests' report cut in three shards (the third one empty: no spec hashes to it).
    static func shards() -> [CheckReport] {
        (1...3).map { i in
            var shard = ReportWriterTests.report
            shard.shard = Shard(index: i, count: 3)
            shard.results = shard.results.filter { Shard(index: i, count: 3)!.contains($0.name) }
            return shard
        }
    }

    @Test func mergedShardsAreSortedByNameAndNeedEveryShardOnce() throws {
        let shards = Self.shards()
        #expect(shards.map { $0.results.map(\.name) } == [["grid <new>"], ["aligned", "broken", "list-cards"], []])
        let merged = try ReportMerge.merge([
            Self.input(shards[2], "c"), Self.input(shards[0], "a"), Self.input(shards[1], "b"),
        ])
        #expect(ReportJSON.encode(merged) == ReportJSON.encode(ReportWriterTests.report))
        #expect(
            throws: CheckError(
                "the reports of shards 1/3, 3/3 are missing: give the reports of all 3 shards (a merged report of some shards would pass without checking the others)"
            )
        ) {
            try ReportMerge.merge([Self.input(shards[1], "b")])
        }
        var other = shards[2]
        other.baselines = "elsewhere"
        #expect(
            throws: CheckError(
                "c/report.json: $.baselines is \"elsewhere\", but a/report.json's is \"base\": merge the reports of one check (the same --baselines, pixel and diagram options)"
            )
        ) {
            try ReportMerge.merge([Self.input(shards[0], "a"), Self.input(shards[1], "b"), Self.input(other, "c")])
        }
        var stray = shards[2]
        stray.results.append(shards[1].results[0])
        #expect(
            throws: CheckError(
                "c/report.json: spec aligned is not in shard 3/3; the report was not written by this render check --shard"
            )
        ) {
            try ReportMerge.merge([Self.input(shards[0], "a"), Self.input(shards[1], "b"), Self.input(stray, "c")])
        }
        // Reports of other specs (no --shard): a baseline one run takes for obsolete may be the
        // other's; only those both list are.
        var a = ReportWriterTests.report
        a.results = [a.results[0], a.results[1]]
        a.obsolete = ["base/old.png", "base/list-cards.png"]
        var b = ReportWriterTests.report
        b.results = [b.results[2], b.results[3]]
        b.obsolete = ["base/aligned.png", "base/old.png"]
        let both = try ReportMerge.merge([Self.input(a, "a"), Self.input(b, "b")])
        #expect(both.obsolete == ["base/old.png"])
        #expect(both.results.map(\.name) == ["aligned", "broken", "grid <new>", "list-cards"])
        var unsharded = shards[0]
        unsharded.shard = nil
        #expect(
            throws: CheckError(
                "a/report.json is not a shard's report (no --shard), but b/report.json is: merge the reports of the shards of one check"
            )
        ) {
            try ReportMerge.merge([Self.input(unsharded, "a"), Self.input(shards[1], "b"), Self.input(shards[2], "c")])
        }
    }

    /// A report of shard 1 of 2^31 - 1 (a count the reader accepts) names the first missing
    /// shards and counts the others: listing them all allocated 4 GB and aborted.
    @Test func aHugeShardCountNamesTheFirstMissingShards() {
        var report = ReportWriterTests.report
        report.results = []
        report.shard = Shard(index: 1, count: 2_147_483_647)
        #expect(
            throws: CheckError(
                "the reports of shards 2/2147483647, 3/2147483647, 4/2147483647, 5/2147483647, 6/2147483647, 7/2147483647, 8/2147483647, 9/2147483647, 10/2147483647, 11/2147483647 and 2147483636 more are missing: give the reports of all 2147483647 shards (a merged report of some shards would pass without checking the others)"
            )
        ) {
            try ReportMerge.merge([Self.input(report, "a")])
        }
    }

    /// Tens of thousands of removed baselines and file errors merge in linear time, each once
    /// in the order of the reports (each was looked up in the list built so far).
    @Test func removedBaselinesAndErrorsMergeOnceInOrder() throws {
        var a = ReportWriterTests.report
        a.results = []
        a.obsolete = (0..<30_000).map { "base/old-\($0).png" }
        a.removed = a.obsolete
        a.baselineErrors = [FileError(.write, path: "base/x.png", reason: .text("Permission denied"))]
        var b = a
        b.removed = ["base/extra.png"] + a.removed.reversed()
        let merged = try ReportMerge.merge([Self.input(a, "a"), Self.input(b, "b")])
        #expect(merged.removed == a.removed + ["base/extra.png"])
        #expect(merged.baselineErrors == a.baselineErrors)
    }

    @Test func githubAnnotationsEscapeTheirDataAndProperties() {
        #expect(ReportGitHub.data("50%\r\ndone\u{1B}[2J") == "50%25%0D%0Adone\\e[2J")
        #expect(ReportGitHub.property("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        var report = ReportWriterTests.report
        report.results[2].name = "grid,\nnew::x"
        #expect(
            ReportGitHub.annotations(report, maxChanges: 1).split(separator: "\n").map(String.init) == [
                "::error file=specs/broken.json,title=broken failed::specs/broken.json: sections[0].items: expected an array or an object, got a string",
                "::error file=specs/grid <new>.json,title=grid%2C%0Anew%3A%3Ax missing baseline::no baseline: base/grid <new>.attributes.json%0Ano baseline: base/grid <new>.png%0Aaccept: render check 'specs/grid <new>.json' --baselines base --update missing",
                "::error file=specs/list-cards.json,title=list-cards changed::content size: 120x200 -> 120x208%0A... 3 more (see the report)%0Apixels: 9373 pixels differ in the common 152 x 240 area (max channel delta 138) within 120 x 102 at (16, 146); sizes differ: expected 152 x 240, actual 152 x 248 (1216 pixels only one has)%0Aaccept: render check specs/list-cards.json --baselines base --update changed",
                "::warning file=base/old.png,title=obsolete baseline::no spec of the folders checked has this baseline; render check --prune removes it",
            ])
    }
}
