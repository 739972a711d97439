import Foundation
import Testing

/// `render check --shard I/N` and `render check merge`: shards run apart and merged give what one
/// run gives; a shard's report is read as untrusted input; `--reporter github`.
@Suite struct ShardMergeTests {
    /// A small spec of one of four kinds (list, grid, flow, column), drawn at scale 1 in a
    /// 60 x 80 container, with `n` items.
    static func spec(_ i: Int, items n: Int) -> String {
        let container = "\"container\": {\"width\": 60, \"height\": 80}, \"scale\": 1"
        switch i % 4 {
        case 0:
            return
                "{\"layout\": \"list\", \(container), \"options\": {\"itemHeight\": 12}, \"sections\": [{\"items\": {\"count\": \(n)}}]}"
        case 1:
            return
                "{\"layout\": \"grid\", \(container), \"options\": {\"lineItemCount\": 3, \"lineSpacing\": 2, \"itemSpacing\": 2, \"lineSize\": 0}, \"sections\": [{\"items\": {\"count\": \(n)}}]}"
        case 2:
            let items = (0..<n).map { "{\"width\": \(10 + 5 * ($0 % 4)), \"height\": 10}" }.joined(separator: ", ")
            return "{\"layout\": \"flow\", \(container), \"sections\": [{\"items\": [\(items)]}]}"
        default:
            let items = (0..<n).map { "{\"height\": \(8 + 2 * ($0 % 3))}" }.joined(separator: ", ")
            return
                "{\"layout\": \"column\", \(container), \"options\": {\"columnCount\": 2}, \"sections\": [{\"items\": [\(items)]}]}"
        }
    }

    static func name(_ i: Int) -> String { String(format: "spec-%03d", i) }

    static func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }

    static func data(_ dir: URL, _ path: String) throws -> Data {
        try Data(contentsOf: dir.appendingPathComponent(path))
    }

    @Test func fourShardsOf400SpecsMergedGiveTheReportAndJUnitOfOneRun() throws {
        let dir = try CLI.temporaryDirectory()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for i in 0..<400 {
            try Self.write(Self.spec(i, items: 1 + i % 5), specs.appendingPathComponent("\(Self.name(i)).json"))
        }
        let record = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(record.status == 0)
        #expect(record.stdout.hasSuffix("400 specs: 0 passed, 400 missing baselines; 800 baselines written\n"))

        // 40 specs change (one item more), 16 lose their image baseline, one cannot be read, and
        // one baseline belongs to no spec.
        for i in stride(from: 0, to: 400, by: 10) {
            try Self.write(Self.spec(i, items: 2 + i % 5), specs.appendingPathComponent("\(Self.name(i)).json"))
        }
        for i in stride(from: 3, to: 400, by: 25) {
            try FileManager.default.removeItem(at: dir.appendingPathComponent("base/\(Self.name(i)).png"))
        }
        try Self.write("{\"layout\": \"list\",", specs.appendingPathComponent("spec-399.json"))
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("base/spec-001.attributes.json"),
            to: dir.appendingPathComponent("base/gone.attributes.json"))

        let whole = try CLI.run(
            ["check", "specs", "--baselines", "base", "--report", "whole", "--junit", "whole.xml"], in: dir)
        #expect(whole.status == 2)
        let summary = "400 specs: 343 passed, 40 changed, 16 missing baselines, 1 failed; 1 obsolete baseline\n"
        #expect(whole.stdout.hasSuffix(summary + "report: whole/index.html\n"))

        var shardSummaries: [String] = []
        for i in 1...4 {
            let shard = try CLI.run(
                [
                    "check", "specs", "--baselines", "base", "--shard", "\(i)/4", "--report", "shard-\(i)", "--junit",
                    "shard-\(i).xml",
                ],
                in: dir)
            #expect(shard.status == (i == 4 ? 2 : 1), "\(shard.stderr)")
            // Every shard lists the obsolete baseline: it is no spec's of the whole folder.
            #expect(shard.stdout.contains("obsolete base/gone.attributes.json\n"))
            shardSummaries.append(shard.stdout.split(separator: "\n").dropLast().last.map(String.init) ?? "")
        }
        #expect(
            shardSummaries == [
                "shard 1/4: 98 specs: 87 passed, 6 changed, 5 missing baselines; 1 obsolete baseline",
                "shard 2/4: 96 specs: 82 passed, 11 changed, 3 missing baselines; 1 obsolete baseline",
                "shard 3/4: 98 specs: 84 passed, 10 changed, 4 missing baselines; 1 obsolete baseline",
                "shard 4/4: 108 specs: 90 passed, 13 changed, 4 missing baselines, 1 failed; 1 obsolete baseline",
            ])

        let merge = try CLI.run(
            [
                "check", "merge", "shard-1", "shard-2", "shard-3", "shard-4", "--report", "merged", "--junit",
                "merged.xml",
            ],
            in: dir)
        #expect(merge.status == 2, "\(merge.stderr)")
        #expect(merge.stderr == "")
        #expect(
            merge.stdout
                == whole.stdout.replacingOccurrences(of: "report: whole/index.html", with: "report: merged/index.html"))
        // The same report, byte for byte (it holds no timings), the same page and JUnit file.
        #expect(try Self.data(dir, "merged/report.json") == Self.data(dir, "whole/report.json"))
        #expect(try Self.data(dir, "merged/index.html") == Self.data(dir, "whole/index.html"))
        #expect(try Self.data(dir, "merged.xml") == Self.data(dir, "whole.xml"))
        let images = try FileManager.default.contentsOfDirectory(
            atPath: dir.appendingPathComponent("whole/images").path
        )
        .sorted()
        #expect(images.count == 136) // 40 changed x 3, 16 missing x 1
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("merged/images").path)
                .sorted()
                == images)
        for image in images {
            #expect(try Self.data(dir, "merged/images/\(image)") == Self.data(dir, "whole/images/\(image)"))
        }
    }

    /// Six small specs, their baselines recorded, two changed; the check run in two shards.
    static func shardedWorkspace() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for i in 0..<6 {
            try Self.write(Self.spec(i, items: 2), specs.appendingPathComponent("\(Self.name(i)).json"))
        }
        _ = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        for i in [0, 1] {
            try Self.write(Self.spec(i, items: 3), specs.appendingPathComponent("\(Self.name(i)).json"))
        }
        for i in 1...2 {
            _ = try CLI.run(
                ["check", "specs", "--baselines", "base", "--shard", "\(i)/2", "--report", "shard-\(i)"], in: dir)
        }
        return dir
    }

    @Test func mergeWithAShardMissingFailsAndWritesNothing() throws {
        let dir = try Self.shardedWorkspace()
        let run = try CLI.run(["check", "merge", "shard-1", "--report", "merged", "--junit", "merged.xml"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: the report of shard 2/2 is missing: give the reports of all 2 shards (a merged report of some shards would pass without checking the others)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged.xml").path))
        let twice = try CLI.run(["check", "merge", "shard-1", "shard-1/report.json", "--report", "merged"], in: dir)
        #expect(twice.status == 2)
        #expect(
            twice.stderr
                == "error: shard-1/report.json and shard-1/report.json are both shard 1/2: give each shard's report once\n"
        )
    }

    @Test func mergeNeverWritesOverTheReportsItReads() throws {
        let dir = try Self.shardedWorkspace()
        let before = try Self.data(dir, "shard-1/report.json")
        for arguments in [
            ["check", "merge", "shard-1", "shard-2", "--report", "shard-1"],
            ["check", "merge", "shard-1", "shard-2", "--report", "./shard-2/"],
            ["check", "merge", "shard-1", "shard-2", "--report", "merged", "--junit", "shard-2/report.json"],
        ] {
            let run = try CLI.run(arguments, in: dir)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.contains("being merged; writing it would replace that shard's report"), "\(run.stderr)")
        }
        #expect(try Self.data(dir, "shard-1/report.json") == before)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged").path))
    }

    @Test func mergeRefusesAnImagePathOutsideTheReportFolder() throws {
        let dir = try Self.shardedWorkspace()
        let json = dir.appendingPathComponent("shard-1/report.json")
        let text = try String(contentsOf: json, encoding: .utf8)
        let name = text.contains("images/spec-000.actual.png") ? "spec-000" : "spec-001"
        try Self.write(
            text.replacingOccurrences(of: "\"images/\(name).actual.png\"", with: "\"../../secret.png\""), json)
        let run = try CLI.run(["check", "merge", "shard-1", "shard-2", "--report", "merged"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: shard-1/report.json: $.specs["))
        #expect(
            run.stderr.contains(
                "].images.actual: expected \"images/\(name).actual.png\", the report's own image of the spec (inside its folder), got \"../../secret.png\"; not a report.json of this render check (run the check again)\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged").path))
    }

    @Test func mergeRefusesAnImageThatIsASymbolicLink() throws {
        let dir = try Self.shardedWorkspace()
        let images = dir.appendingPathComponent("shard-1/images")
        let image = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted()[0]
        try FileManager.default.removeItem(at: images.appendingPathComponent(image))
        try FileManager.default.createSymbolicLink(
            atPath: images.appendingPathComponent(image).path, withDestinationPath: "/etc/passwd")
        let run = try CLI.run(["check", "merge", "shard-1", "shard-2", "--report", "merged"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: shard-1/images/\(image) is a symbolic link, not followed: a report's images are read only as regular files inside its folder\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged").path))

        // The images folder itself a link to another folder.
        try FileManager.default.removeItem(at: images)
        try FileManager.default.createSymbolicLink(
            atPath: images.path, withDestinationPath: dir.appendingPathComponent("shard-2/images").path)
        let folder = try CLI.run(["check", "merge", "shard-1", "shard-2", "--report", "merged"], in: dir)
        #expect(folder.status == 2)
        #expect(
            folder.stderr
                == "error: shard-1/images is a symbolic link, not followed: a report's images are read only inside its folder\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged").path))
    }

    /// An image that is a regular file but not a PNG (a hard link to a key, which the merged
    /// report would publish) is refused before anything is written; it was copied.
    @Test func mergeRefusesAnImageThatIsNotAPNG() throws {
        let dir = try Self.shardedWorkspace()
        let images = dir.appendingPathComponent("shard-1/images")
        let image = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted()[0]
        let secret = dir.appendingPathComponent("id_ed25519")
        try Self.write("-----BEGIN OPENSSH PRIVATE KEY-----\n", secret)
        try FileManager.default.removeItem(at: images.appendingPathComponent(image))
        try FileManager.default.linkItem(at: secret, to: images.appendingPathComponent(image))
        let run = try CLI.run(["check", "merge", "shard-1", "shard-2", "--report", "merged"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: shard-1/images/\(image) is not a PNG (no PNG signature and header): a report's images are only the PNGs render check wrote; upload the report folder as the shard wrote it\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged").path))
    }

    /// The merged JUnit file may not replace a baseline of the check (its `--baselines`) either.
    @Test func mergeRefusesAJUnitFileThatIsABaseline() throws {
        let dir = try Self.shardedWorkspace()
        let baseline = dir.appendingPathComponent("base/\(Self.name(2)).png")
        let before = try Data(contentsOf: baseline)
        let run = try CLI.run(
            ["check", "merge", "shard-1", "shard-2", "--report", "merged", "--junit", "base/\(Self.name(2)).png"],
            in: dir)
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: --junit would write base/\(Self.name(2)).png, which is the baseline base/\(Self.name(2)).png; render check writes baselines only with --update. Choose another path for --junit; see 'render check merge --help'\n"
        )
        #expect(try Data(contentsOf: baseline) == before)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged").path))
    }

    @Test func mergeRefusesHugeNumbersAndMalformedReports() throws {
        let dir = try Self.shardedWorkspace()
        let json = dir.appendingPathComponent("shard-2/report.json")
        let text = try String(contentsOf: json, encoding: .utf8)
        try Self.write(
            text.replacingOccurrences(of: "\"maxChannelDelta\": 0", with: "\"maxChannelDelta\": 1e308"), json)
        let huge = try CLI.run(["check", "merge", "shard-1", "shard-2", "--report", "merged"], in: dir)
        #expect(huge.status == 2)
        #expect(huge.stderr.contains(".pixels.maxChannelDelta: expected a whole number from 0 to 255, got 1e+308;"))
        try Self.write("{\"summary\": ", json)
        let cut = try CLI.run(["check", "merge", "shard-1", "shard-2", "--report", "merged"], in: dir)
        #expect(cut.status == 2)
        #expect(
            cut.stderr
                == "error: shard-2/report.json: not a report.json of render check: malformed JSON at line 1, column 13: unexpected end of file; a value is missing\n"
        )
        let absent = try CLI.run(["check", "merge", "shard-1", "nowhere", "--report", "merged"], in: dir)
        #expect(absent.status == 2)
        #expect(
            absent.stderr
                == "error: cannot read nowhere: No such file or directory; give the folder a shard's --report wrote (it holds report.json)\n"
        )
    }

    @Test func mergeExitsWith73WhenTheMergedReportCannotBeWritten() throws {
        let dir = try Self.shardedWorkspace()
        try Self.write("a file", dir.appendingPathComponent("taken"))
        let run = try CLI.run(["check", "merge", "shard-1", "shard-2", "--report", "taken/merged"], in: dir)
        #expect(run.status == 73)
        #expect(run.stderr == "error: cannot write taken: it is not a folder\n")
        #expect(run.stdout.hasSuffix("6 specs: 4 passed, 2 changed\n"))
    }

    @Test func shardAndReporterOptionsAreCheckedAndHelpStaysTheChecks() throws {
        let dir = try Self.shardedWorkspace()
        for (value, shown) in [
            ("0/4", "0/4"), ("5/4", "5/4"), ("1/0", "1/0"), ("99999999999999999999/2", "99999999999999999999/2"),
            ("a b", "'a b'"), ("1/2147483648", "1/2147483648"),
        ] {
            let run = try CLI.run(["check", "specs", "--baselines", "base", "--shard", value], in: dir)
            #expect(run.status == 64)
            #expect(
                run.stderr
                    == "error: --shard takes I/N, this machine's part I of N parts with 1 <= I <= N <= 2147483647 (--shard 2/4), got \(shown); see 'render check --help'\n"
            )
        }
        let prune = try CLI.run(["check", "specs", "--baselines", "base", "--shard", "1/2", "--prune"], in: dir)
        #expect(prune.status == 64)
        #expect(
            prune.stderr
                == "error: --prune with --shard: every shard would remove the same baselines; prune in one unsharded run (render check FOLDER --baselines DIR --prune); see 'render check --help'\n"
        )
        let help = try CLI.run(["check", "--help"], in: dir)
        #expect(help.status == 0)
        #expect(help.stdout.contains("  --baselines <dir>       The folder of baselines"))
        #expect(help.stdout.contains("  --shard <i/n>           Check part I of N"))
        #expect(help.stdout.contains("render check merge <report> ... --report <dir>"))
        let bogus = try CLI.run(["check", "specs", "--baselines", "base", "--bogus"], in: dir)
        #expect(bogus.stderr == "error: Unknown option '--bogus'. Did you mean '--jobs'?; see 'render check --help'\n")
        let noReport = try CLI.run(["check", "merge", "shard-1"], in: dir)
        #expect(noReport.status == 64)
        #expect(
            noReport.stderr == "error: Missing expected argument '--report <dir>'; see 'render check merge --help'\n")
    }

    @Test func githubReporterAnnotatesEachFailingSpecBesideTheLines() throws {
        let dir = try Self.shardedWorkspace()
        let run = try CLI.run(["check", "specs", "--baselines", "base", "--reporter", "github"], in: dir)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("6 specs: 4 passed, 2 changed"))
        let annotations = lines.filter { $0.hasPrefix("::") }
        #expect(annotations.count == 2)
        #expect(
            annotations[0]
                == "::error file=specs/spec-000.json,title=spec-000 changed::cell 0.2: new (x=0 y=24 w=60 h=12)%0Apixels: 776 pixels differ (max channel delta 228) within 60 x 97 at (16, 28)%0Aaccept: render check specs/spec-000.json --baselines base --update changed"
        )
        let merged = try CLI.run(
            ["check", "merge", "shard-1", "shard-2", "--report", "merged", "--reporter", "github"], in: dir)
        #expect(merged.status == 1)
        #expect(merged.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }.map(String.init) == annotations)
    }
}
