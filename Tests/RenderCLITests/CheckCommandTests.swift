import Foundation
import Testing

/// `render check` end to end, as a user runs it: record, check, change, report, update, obsolete
/// baselines, bad input.
@Suite struct CheckCommandTests {
    static let names = ["aligned-example", "grid-device-pixels", "list-cards"]

    /// A folder `specs/` with three fixtures; baselines go to `base/`.
    static func workspace() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(
                at: CLI.packageRoot.appendingPathComponent("Fixtures/\(name).json"),
                to: specs.appendingPathComponent("\(name).json"))
        }
        return dir
    }

    static func files(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    /// A file where `--baselines` or `--report` (or a folder above it) should be is refused before
    /// any spec is checked. Each spec failed on its own (`cannot read bfile/a.attributes.json: Not a
    /// directory`), and a report folder that was a file was found only after the whole run.
    @Test(arguments: [
        (
            ["--baselines", "file"],
            "error: --baselines file: file is a file, not a folder; give the folder of baselines (NAME.png and NAME.attributes.json)\n",
            Int32(2)
        ),
        (
            ["--baselines", "file/base", "--update", "all"],
            "error: --baselines file/base: file is a file, not a folder; give the folder of baselines (NAME.png and NAME.attributes.json)\n",
            2
        ),
        (
            ["--baselines", "base", "--report", "file/report"],
            "error: cannot write file: it is not a folder (--report file/report); nothing was written\n", 73
        ),
        (
            ["--baselines", "base", "--junit", "file/junit.xml"],
            "error: cannot write file: it is not a folder (--junit file/junit.xml); nothing was written\n", 73
        ),
        // A symbolic link that leads nowhere: the baselines were all 'missing' (and --update
        // failed on each), the report was 'not a folder' at the end of the run, a loop of links
        // failed each spec in a file's words.
        (
            ["--baselines", "dangling"],
            "error: --baselines dangling: dangling: it is a symbolic link to gone, which does not exist; make that folder, or remove the link\n",
            2
        ),
        (
            ["--baselines", "loop/base"],
            "error: --baselines loop/base: loop: it is a symbolic link in a loop of links that never leads to a folder; remove the link\n",
            2
        ),
        (
            ["--baselines", "base", "--report", "dangling"],
            "error: cannot write dangling: it is a symbolic link to gone, which does not exist; make that folder, or remove the link (--report dangling); nothing was written\n",
            73
        ),
        (
            ["--baselines", "base", "--junit", "loop/j.xml"],
            "error: cannot write loop: it is a symbolic link in a loop of links that never leads to a folder; remove the link (--junit loop/j.xml); nothing was written\n",
            73
        ),
    ])
    func aFileWhereAFolderShouldBeIsRefusedFirst(arguments: [String], message: String, status: Int32) throws {
        let dir = try Self.workspace()
        try Data("a file".utf8).write(to: dir.appendingPathComponent("file"))
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("dangling").path, withDestinationPath: "gone")
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("loop").path, withDestinationPath: "loop")
        let run = try CLI.run(["check", "specs"] + arguments, in: dir)
        #expect(run.status == status)
        #expect(run.stdout == "" && run.stderr == message)
        #expect(try String(contentsOf: dir.appendingPathComponent("file"), encoding: .utf8) == "a file")
    }

    /// `SNAPSHOT_ARTIFACTS` that is a file (or under one) is refused first too; before, the failing
    /// specs' images could not be written, found only at the end of the run, in words that did
    /// not name the variable. A process of its own: the variable is the process's.
    @Test(.tags(.process)) func anArtifactsFolderThatIsAFileIsRefusedFirst() throws {
        let dir = try Self.workspace()
        let file = dir.appendingPathComponent("file").path
        try Data("a file".utf8).write(to: URL(fileURLWithPath: file))
        let run = try HardeningTests.run(
            ["check", dir.path + "/specs", "--baselines", dir.path + "/base"],
            environment: ["SNAPSHOT_ARTIFACTS": file + "/artifacts"])
        #expect(run.status == 73)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "error: cannot write \(file): it is not a folder (SNAPSHOT_ARTIFACTS=\(file)/artifacts, where the failing specs' images go); set it to a folder, or unset it; nothing was written\n"
        )
        #expect(Self.files(dir) == ["file", "specs"])
        // Not UTF-8: read with U+FFFD for its bytes, it named another folder, which was made.
        let raw = try CLI.runThroughShell(
            #"SNAPSHOT_ARTIFACTS="$(printf 'ar\377t')" exec "$0" check specs --baselines base"#, in: dir)
        #expect(raw.status == 73)
        #expect(
            raw.stderr
                == "error: cannot write ar\u{FFFD}t: SNAPSHOT_ARTIFACTS is not UTF-8 text, and read with \u{FFFD} for its bytes it names another folder; set it to a folder named in UTF-8, or unset it; nothing was written\n"
        )
        #expect(Self.files(dir) == ["file", "specs"])
    }

    /// A folder the check writes images into that is the baselines folder is refused before
    /// anything is written: `SNAPSHOT_ARTIFACTS=base` wrote `base/x.actual.png`, which is the
    /// baseline of a spec `x.actual`, without `--update`; so did `--report out` with
    /// `--baselines out/images`. A process of its own: the variable is the process's.
    @Test(.tags(.process)) func anImagesFolderThatIsTheBaselinesFolderIsRefused() throws {
        let dir = try Self.workspace()
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.copyItem(
            at: specs.appendingPathComponent("list-cards.json"), to: specs.appendingPathComponent("grid.actual.json"))
        _ = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        _ = try CLI.run(["check", "specs", "--baselines", "out/images", "--update", "missing"], in: dir)
        let text = try String(contentsOf: specs.appendingPathComponent("aligned-example.json"), encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"width\": 375", with: "\"width\": 300").utf8).write(
            to: specs.appendingPathComponent("grid.json"))
        let base = dir.appendingPathComponent("base")
        let before = try Self.files(base).map { try Data(contentsOf: base.appendingPathComponent($0)) }
        let run = try HardeningTests.run(
            ["check", dir.path + "/specs", "--baselines", dir.path + "/base"],
            environment: ["SNAPSHOT_ARTIFACTS": dir.path + "/./base"])
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: SNAPSHOT_ARTIFACTS would write images into \(dir.path)/./base, which is the folder of baselines \(dir.path)/base; an image NAME.actual.png there would replace the baseline of a spec NAME.actual, and render check writes baselines only with --update. Set SNAPSHOT_ARTIFACTS to a folder of its own (SNAPSHOT_ARTIFACTS=artifacts); see 'render check --help'\n"
        )
        #expect(try Self.files(base).map { try Data(contentsOf: base.appendingPathComponent($0)) } == before)
        let report = try CLI.run(["check", "specs", "--baselines", "out/images", "--report", "out"], in: dir)
        #expect(report.status == 64)
        #expect(
            report.stderr
                == "error: --report would write images into out/images, which is the folder of baselines out/images; an image NAME.actual.png there would replace the baseline of a spec NAME.actual, and render check writes baselines only with --update. Write the report to a folder of its own (--report report), not the folder above the baselines; see 'render check --help'\n"
        )
        #expect(Self.files(dir.appendingPathComponent("out")) == ["images"])
    }

    /// A baseline that cannot be written (the file-size limit, a full disk) leaves its spec
    /// failing: the attributes written and the image not, the line said `updated`, and the JUnit
    /// file had no failure; only the exit code (73) told.
    @Test(.tags(.process)) func aBaselineThatCannotBeWrittenLeavesItsSpecFailing() throws {
        let dir = try CLI.temporaryDirectory()
        // Attributes of 588 bytes, an image of more than 1 KiB (`ulimit -f 2`: 2 blocks of 512).
        try Data(
            #"{"layout": "list", "container": {"width": 100, "height": 100}, "options": {"itemHeight": 20}, "sections": [{"items": {"count": 2}}]}"#
                .utf8
        ).write(to: dir.appendingPathComponent("ok.json"))
        let run = try CLI.runThroughShell(
            #"ulimit -f 2; exec "$0" check ok.json --baselines base --update missing --junit j.xml"#, in: dir)
        #expect(run.status == 73)
        #expect(
            run.stdout
                == "missing  ok: no baseline base/ok.attributes.json, base/ok.png\nwrote    base/ok.attributes.json\n1 spec: 0 passed, 1 missing baseline; 1 baseline written\n"
        )
        #expect(
            run.stderr.hasPrefix("error: cannot write base/ok.png: the file would be larger than the file-size limit"))
        let junit = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(junit.contains("<failure"))
    }

    /// `--junit` in a folder that does not exist makes it, as `--report` does, for `check` and
    /// `check merge`: the report was written, then the JUnit file failed, 'the folder ... does not
    /// exist; ... nothing was written' (exit 73).
    @Test func aJUnitFileMakesItsFolders() throws {
        let dir = try CLI.temporaryDirectory()
        try Data(
            #"{"layout": "list", "container": {"width": 100, "height": 100}, "sections": [{"items": {"count": 2}}]}"#
                .utf8
        ).write(to: dir.appendingPathComponent("ok.json"))
        let check = try CLI.run(
            [
                "check", "ok.json", "--baselines", "base", "--update", "missing", "--report", "shard",
                "--junit", "results/check/junit.xml",
            ], in: dir)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.isEmpty)
        let merge = try CLI.run(
            ["check", "merge", "shard", "--report", "merged", "--junit", "merged-results/j.xml"], in: dir)
        #expect(merge.status == 0, "\(merge.stderr)")
        for path in ["results/check/junit.xml", "merged-results/j.xml"] {
            let junit = try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
            #expect(junit.contains("<testsuite"), "\(path)")
        }
    }

    /// A spec whose baseline `NAME.attributes.json` would be over 255 bytes is refused before any
    /// spec is checked, with the longest name it may have; it failed on reading its baseline, in the
    /// system's words ("File name too long"). At 239 bytes it has baselines.
    @Test func aNameTooLongForItsBaselinesIsRefusedFirst() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Fixtures/list-cards.json"), encoding: .utf8)
        let long = String(repeating: "a", count: 240)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try spec.write(to: dir.appendingPathComponent("specs/\(long).json"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: specs/\(long).json: the name is 240 bytes, too long for its baseline NAME.attributes.json (a file name is at most 255 bytes); rename the spec to at most 239 bytes\n"
        )
        #expect(Self.files(dir) == ["specs"])
        try FileManager.default.moveItem(
            at: dir.appendingPathComponent("specs/\(long).json"),
            to: dir.appendingPathComponent("specs/\(long.dropLast()).json"))
        let fits = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(fits.status == 0, "\(fits.stdout)")
        #expect(Self.files(dir.appendingPathComponent("base")).count == 2)
    }

    /// Two specs of one name (`list-cards.json`, `list-cards.yaml`) would share their baselines:
    /// refused before any spec is checked.
    @Test func twoSpecsOfOneNameAreRefused() throws {
        let dir = try Self.workspace()
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("specs/list-cards.json"),
            to: dir.appendingPathComponent("specs/list-cards.yaml"))
        let run = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: two specs are named list-cards (specs/list-cards.json and specs/list-cards.yaml); their baselines would collide, rename one\n"
        )
        #expect(Self.files(dir) == ["specs"])
        // Names that differ only in letter case, in two folders: one baseline on a Mac.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("specs/list-cards.yaml"))
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("more"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("specs/list-cards.json"),
            to: dir.appendingPathComponent("more/List-Cards.json"))
        let cased = try CLI.run(["check", "specs", "more", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(cased.status == 2)
        #expect(
            cased.stderr
                == "error: two specs are named list-cards (specs/list-cards.json and more/List-Cards.json), but for letter case (list-cards, List-Cards): one file name on a case-insensitive file system, macOS's and Windows' default; their baselines would collide, rename one\n"
        )
        #expect(Self.files(dir) == ["more", "specs"])
    }

    /// One spec given twice (`specs specs/`, or the folder and a spec in it) is said to be given
    /// twice: "two specs are named ..., rename one" fitted two files, not one. A batch says the
    /// same, and of standard input given twice (the message lost its words as a list item).
    @Test func oneSpecGivenTwiceIsSaidToBeGivenTwice() throws {
        let dir = try Self.workspace()
        let run = try CLI.run(["check", "specs", "specs/", "--baselines", "base"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == "error: specs/aligned-example.json is given twice; give it once\n")
        let file = try CLI.run(["check", "specs", "./specs/list-cards.json", "--baselines", "base"], in: dir)
        #expect(file.status == 2)
        #expect(
            file.stderr
                == "error: specs/list-cards.json and ./specs/list-cards.json are one file, given twice; give it once\n")
        let batch = try CLI.run(["specs", "specs/list-cards.json", "--out-dir", "out"], in: dir)
        #expect(batch.status == 64)
        #expect(
            batch.stderr
                == "error: specs/list-cards.json is given twice; give it once; see 'render draw --help'\n"
        )
        let input = try CLI.run(["-", "-", "--out-dir", "out"], in: dir)
        #expect(input.status == 64)
        #expect(input.stderr == "error: standard input (-) is given twice; give it once; see 'render draw --help'\n")
        #expect(Self.files(dir) == ["specs"])
    }

    /// `--junit` or `--report` naming a baseline is refused before anything is written: `--junit
    /// base/list-cards.png` replaced that baseline with the JUnit XML, without `--update`. By its
    /// path, another path to it, a link to it, or a baseline of no spec checked.
    @Test func aReportOrJUnitFileThatIsABaselineIsRefused() throws {
        let dir = try Self.workspace()
        _ = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        let base = dir.appendingPathComponent("base")
        try Data("old".utf8).write(to: base.appendingPathComponent("removed-spec.svg"))
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("link.xml").path, withDestinationPath: "base/list-cards.png")
        let names = Self.files(base)
        let before = try names.map { try Data(contentsOf: base.appendingPathComponent($0)) }
        for (arguments, written, baseline) in [
            (["--junit", "base/list-cards.png"], "base/list-cards.png", "base/list-cards.png"),
            (
                ["--junit", "./base/../base/grid-device-pixels.attributes.json"],
                "./base/../base/grid-device-pixels.attributes.json", "base/grid-device-pixels.attributes.json"
            ),
            (["--junit", "link.xml"], "link.xml", "base/list-cards.png"),
            (["--junit", "base/removed-spec.svg"], "base/removed-spec.svg", "base/removed-spec.svg"),
            (["--junit", "base/aligned-example.svg"], "base/aligned-example.svg", "base/aligned-example.svg"),
        ] {
            let run = try CLI.run(["check", "specs", "--baselines", "base"] + arguments, in: dir)
            #expect(run.status == 64, "\(arguments)")
            #expect(
                run.stderr
                    == "error: --junit would write \(written), which is the baseline \(baseline); render check writes baselines only with --update. Choose another path for --junit; see 'render check --help'\n"
            )
        }
        #expect(try names.map { try Data(contentsOf: base.appendingPathComponent($0)) } == before)
        // Files that are not baselines may go there (index.html, report.json, images/, junit.xml).
        let inside = try CLI.run(
            ["check", "specs", "--baselines", "base", "--report", "base", "--junit", "base/junit.xml"], in: dir)
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(try names.map { try Data(contentsOf: base.appendingPathComponent($0)) } == before)
    }

    @Test func recordCheckChangeReportAndUpdate() throws {
        let dir = try Self.workspace()
        let base = dir.appendingPathComponent("base")

        // No baselines: every spec fails, nothing is written.
        let first = try CLI.run(["check", "specs", "--baselines", "base"], in: dir)
        #expect(first.status == 1)
        #expect(first.stdout.hasSuffix("3 specs: 0 passed, 3 missing baselines\n"))
        #expect(
            first.stdout.contains(
                "missing  list-cards: no baseline base/list-cards.attributes.json, base/list-cards.png\n"))
        #expect(!FileManager.default.fileExists(atPath: base.path))

        // Record.
        let record = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(record.status == 0)
        #expect(
            record.stdout.contains("wrote    base/aligned-example.attributes.json\nwrote    base/aligned-example.png\n")
        )
        #expect(record.stdout.hasSuffix("3 specs: 0 passed, 3 missing baselines; 6 baselines written\n"))
        #expect(Self.files(base).count == 6)
        // The recorded image is the project's own baseline, byte for byte.
        #expect(
            try Data(contentsOf: base.appendingPathComponent("list-cards.png"))
                == Data(contentsOf: CLI.packageRoot.appendingPathComponent("Snapshots/list-cards.png")))

        // Check: all pass, quietly.
        let pass = try CLI.run(["check", "specs", "--baselines", "base"], in: dir)
        #expect(pass.status == 0 && pass.stdout == "3 specs: 3 passed\n")

        // A change: the first cell of aligned-example grows by 8 points.
        let spec = dir.appendingPathComponent("specs/aligned-example.json")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "\"width\": 60, \"height\": 60", with: "\"width\": 60, \"height\": 68")
            .write(to: spec, atomically: true, encoding: .utf8)
        let baselineBefore = try Data(contentsOf: base.appendingPathComponent("aligned-example.png"))
        let artifacts = dir.appendingPathComponent("ci-artifacts")
        let changed = try CLI.run(
            ["check", "specs", "--baselines", "base", "--report", "report", "--junit", "junit.xml"], in: dir,
            environment: ["SNAPSHOT_ARTIFACTS": artifacts.path])
        #expect(changed.status == 1)
        #expect(
            changed.stdout.contains(
                "changed  aligned-example: content size: 375x502 -> 375x510 and 17 more geometry changes; 61890 pixels differ (max channel delta 255) within 383 x 543 at (16, 27)\n"
                    + "           cell 0.0: resized 60x60 -> 60x68\n           cell 0.1: moved (+0, +4)\n"))
        #expect(changed.stdout.contains("\n           ... 7 more (see the report or changes.txt)\n"))
        #expect(changed.stdout.hasSuffix("3 specs: 2 passed, 1 changed\nreport: report/index.html\n"))
        #expect(try Data(contentsOf: base.appendingPathComponent("aligned-example.png")) == baselineBefore)
        #expect(
            Self.files(artifacts) == [
                "aligned-example.actual.png", "aligned-example.changes.txt", "aligned-example.diff.png",
            ])
        #expect(
            Self.files(dir.appendingPathComponent("report/images")) == [
                "aligned-example.actual.png", "aligned-example.diff.png", "aligned-example.expected.png",
            ])
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(
            html.contains(
                "<li class=\"change\" data-before=\"29 105 60 60\" data-after=\"29 105 60 68\">cell 0.0: resized 60x60 -&gt; 60x68</li>"
            ))
        #expect(html.contains("render check specs/aligned-example.json --baselines base --update changed"))
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: dir.appendingPathComponent("report/report.json")))
        let specs = try #require((json as? [String: Any])?["specs"] as? [[String: Any]])
        #expect(specs.map { $0["status"] as? String } == ["changed", "passed", "passed"])
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"render check\" tests=\"3\" failures=\"1\" errors=\"0\">"))

        // An obsolete baseline is listed, --update all accepts the change and removes nothing, and
        // --prune removes it.
        for file in ["list-cards.png", "list-cards.attributes.json"] {
            try FileManager.default.copyItem(
                at: base.appendingPathComponent(file),
                to: base.appendingPathComponent(file.replacingOccurrences(of: "list-cards", with: "old")))
        }
        let listed = try CLI.run(["check", "specs", "--baselines", "base", "--quiet"], in: dir)
        #expect(listed.stdout.contains("obsolete base/old.attributes.json\nobsolete base/old.png\n"))
        let all = try CLI.run(["check", "specs", "--baselines", "base", "--update", "all"], in: dir)
        #expect(all.status == 0)
        #expect(all.stdout.contains("updated  aligned-example: "))
        #expect(
            all.stdout.contains(
                "wrote    base/aligned-example.attributes.json\nwrote    base/aligned-example.png\nobsolete base/old.attributes.json\n"
            ))
        #expect(all.stdout.hasSuffix("3 specs: 2 passed, 1 changed; 2 baselines written; 2 obsolete baselines\n"))
        let prune = try CLI.run(["check", "specs", "--baselines", "base", "--prune"], in: dir)
        #expect(
            prune.stdout
                == "removed  base/old.attributes.json\nremoved  base/old.png\n3 specs: 3 passed; 2 obsolete baselines removed\n"
        )
        #expect(
            try CLI.run(["check", "specs", "--baselines", "base", "--jobs", "1"], in: dir).stdout
                == "3 specs: 3 passed\n")
    }

    @Test func perceptualComparisonOptions() throws {
        let dir = try Self.workspace()
        _ = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        let run = try CLI.run(
            ["check", "specs/list-cards.json", "--baselines", "base", "--threshold", "0.1", "--ignore-antialiasing"],
            in: dir)
        // A spec named on its own checks a subset: the other specs' baselines are not obsolete.
        #expect(run.status == 0 && run.stdout == "1 spec: 1 passed\n")
    }

    /// Baselines drawn by `render SPEC out.png` with diagram options are checked with the same
    /// options: exit 0 with them, 1 without; the options are in report.json and the accept command.
    @Test func diagramOptionsAsRenderDrawsThem() throws {
        let dir = try Self.workspace()
        let base = dir.appendingPathComponent("base")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let options = ["--theme", "dark", "--scale", "1", "--labels", "index", "--hide", "spacing,legend"]
        for name in Self.names {
            // The baselines as a user makes them with `render` (PNG with its default, fast encoder).
            let png = try CLI.run(["specs/\(name).json", "base/\(name).png"] + options, in: dir)
            let json = try CLI.run(["specs/\(name).json", "-o", "base/\(name).attributes.json"], in: dir)
            #expect(png.status == 0 && json.status == 0)
        }
        let same = try CLI.run(["check", "specs", "--baselines", "base"] + options, in: dir)
        #expect(same.status == 0)
        #expect(same.stdout == "3 specs: 3 passed\n")
        // Without the options the diagrams differ (light theme, spec scale 2 for some, legend).
        let plain = try CLI.run(["check", "specs", "--baselines", "base"], in: dir)
        #expect(plain.status == 1)
        #expect(plain.stdout.hasSuffix("3 specs: 0 passed, 3 changed\n"))
        // --clip viewport against a baseline drawn with it.
        let clip = ["--clip", "viewport", "--scale", "1"]
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("clipped"), withIntermediateDirectories: true)
        #expect(try CLI.run(["specs/list-cards.json", "clipped/list-cards.png"] + clip, in: dir).status == 0)
        #expect(
            try CLI.run(["specs/list-cards.json", "-o", "clipped/list-cards.attributes.json"], in: dir).status == 0)
        let clipped = ["check", "specs/list-cards.json", "--baselines", "clipped"]
        #expect(try CLI.run(clipped + clip, in: dir).status == 0)
        #expect(try CLI.run(clipped + ["--scale", "1"], in: dir).status == 1)
        #expect(try CLI.run(clipped + clip + ["--no-guides"], in: dir).status == 1)
        // A change with a report: the options recorded, and in the command that accepts it.
        let spec = dir.appendingPathComponent("specs/grid-device-pixels.json")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingFirstNumber(after: "\"count\": ").write(to: spec, atomically: true, encoding: .utf8)
        let run = try CLI.run(["check", "specs", "--baselines", "base", "--report", "report"] + options, in: dir)
        #expect(run.status == 1)
        let report = try String(contentsOf: dir.appendingPathComponent("report/report.json"), encoding: .utf8)
        let hidden = ["legend", "spacing"]
        #expect(
            report.contains(
                """
                  "diagram": {
                    "scale": 1,
                    "theme": "dark",
                    "labels": "index",
                    "hidden": [
                \(hidden.map { "      \"\($0)\"" }.joined(separator: ",\n"))
                    ],
                    "clip": "none",
                    "title": null,
                    "arguments": [
                \(["--scale", "1", "--theme", "dark", "--labels", "index", "--hide", hidden.joined(separator: ",")].map { "      \"\($0)\"" }.joined(separator: ",\n"))
                    ]
                  },
                """))
        let accept =
            "render check specs/grid-device-pixels.json --baselines base --update changed --scale 1 --theme dark --labels index --hide legend,spacing"
        #expect(report.contains("\"accept\": \"\(accept)\""))
        // Accepting with that command makes the check pass again.
        let words = accept.split(separator: " ").dropFirst().map(String.init)
        #expect(try CLI.run(words, in: dir).status == 0)
        #expect(try CLI.run(["check", "specs", "--baselines", "base"] + options, in: dir).status == 0)
    }

    @Test func badInputExits2AndBadOptions64() throws {
        let dir = try Self.workspace()
        let missing = try CLI.run(["check", "nope", "--baselines", "base"], in: dir)
        #expect(missing.status == 2 && missing.stderr == "error: cannot read nope: No such file or directory\n")
        try "{\"layout\": \"grid\"".write(
            to: dir.appendingPathComponent("specs/broken.json"), atomically: true, encoding: .utf8)
        let broken = try CLI.run(["check", "specs", "--baselines", "base"], in: dir)
        #expect(broken.status == 2)
        #expect(broken.stdout.contains("failed   broken: specs/broken.json: "))
        #expect(broken.stdout.hasSuffix("4 specs: 0 passed, 3 missing baselines, 1 failed\n"))
        let threshold = try CLI.run(["check", "specs", "--baselines", "base", "--threshold", "2"], in: dir)
        #expect(threshold.status == 64 && threshold.stderr.contains("--threshold must be between 0 and 1, got 2.0"))
        let both = try CLI.run(
            ["check", "specs", "--baselines", "base", "--threshold", "0.1", "--tolerance", "3"], in: dir)
        #expect(both.status == 64)
        let empty = try CLI.run(["check", "--baselines", "base"], in: dir)
        #expect(empty.status == 64)
    }
}

extension String {
    /// The text with the number after the first `marker` increased by 8.
    fileprivate func replacingFirstNumber(after marker: String) -> String {
        guard let r = range(of: marker) else { return self }
        let digits = self[r.upperBound...].prefix { $0.isNumber }
        guard let n = Int(digits) else { return self }
        return String(self[..<r.upperBound]) + "\(n + 8)" + self[r.upperBound...].dropFirst(digits.count)
    }
}
