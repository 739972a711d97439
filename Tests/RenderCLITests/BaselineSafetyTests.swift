import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `render check` never loses data through its baselines or its report (issue 24, defects 6, 7, 8,
/// 14 and the report part of 22): a baseline is read and written only as a regular file inside the
/// baselines folder, nothing is removed unless `--prune` asks, and the report, JUnit file and exit
/// code survive whatever the results.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct BaselineSafetyTests {
    /// `CheckCommandTests`' three fixtures in `specs/`, recorded in `base/`.
    static func recorded() throws -> URL {
        let dir = try CheckCommandTests.workspace()
        let record = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(record.status == 0, "\(record.stderr)")
        return dir
    }

    static func bytes(_ url: URL) -> Data? { try? Data(contentsOf: url) }

    static func linkTarget(_ url: URL) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
    }

    // MARK: Defect 6: links are never followed

    @Test func aBaselineThatIsASymbolicLinkFailsItsSpecAndTheFileOutsideIsUntouched() throws {
        let dir = try Self.recorded()
        let base = dir.appendingPathComponent("base")
        // Files outside the folder that a followed link would overwrite: another spec's valid
        // baselines, so that an old `render` sees a change and writes through the links.
        let outsidePNG = dir.appendingPathComponent("outside.png")
        let outsideJSON = dir.appendingPathComponent("outside.attributes.json")
        try FileManager.default.copyItem(at: base.appendingPathComponent("grid-device-pixels.png"), to: outsidePNG)
        try FileManager.default.copyItem(
            at: base.appendingPathComponent("grid-device-pixels.attributes.json"), to: outsideJSON)
        let before = (Self.bytes(outsidePNG), Self.bytes(outsideJSON))
        for (file, target) in [
            ("list-cards.png", "../outside.png"), ("list-cards.attributes.json", "../outside.attributes.json"),
        ] {
            try FileManager.default.removeItem(at: base.appendingPathComponent(file))
            try FileManager.default.createSymbolicLink(
                atPath: base.appendingPathComponent(file).path, withDestinationPath: target)
        }

        let run = try CLI.run(
            [
                "check", "specs", "--baselines", "base", "--update", "changed", "--report", "report", "--junit",
                "junit.xml",
            ],
            in: dir)
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "failed   list-cards: baseline base/list-cards.attributes.json is a symbolic link (to ../outside.attributes.json), not followed: baselines are read and written only as regular files inside the baselines folder; replace the link with a copy of the file, or remove it and record with --update missing; baseline base/list-cards.png is a symbolic link (to ../outside.png), not followed: "
            ))
        #expect(run.stdout.hasSuffix("3 specs: 2 passed, 1 failed\nreport: report/index.html\n"))
        #expect(Self.bytes(outsidePNG) == before.0 && Self.bytes(outsideJSON) == before.1)
        #expect(Self.linkTarget(base.appendingPathComponent("list-cards.png")) == "../outside.png")
        #expect(
            Self.linkTarget(base.appendingPathComponent("list-cards.attributes.json")) == "../outside.attributes.json")
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"3\" failures=\"0\" errors=\"1\""))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("report/report.json").path))
    }

    @Test func aDanglingBaselineLinkIsNeverCreatedOutsideTheFolder() throws {
        let dir = try CheckCommandTests.workspace()
        let base = dir.appendingPathComponent("base")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: base.appendingPathComponent("list-cards.png").path, withDestinationPath: "../made.png")

        let run = try CLI.run(["check", "specs", "--baselines", "base", "--update", "missing"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "failed   list-cards: baseline base/list-cards.png is a symbolic link (to ../made.png), not followed: ")
        )
        #expect(run.stdout.hasSuffix("3 specs: 0 passed, 2 missing baselines, 1 failed; 4 baselines written\n"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("made.png").path))
        #expect(
            HardeningTests.entries(base) == [
                "aligned-example.attributes.json", "aligned-example.png", "grid-device-pixels.attributes.json",
                "grid-device-pixels.png", "list-cards.png",
            ])
        #expect(Self.linkTarget(base.appendingPathComponent("list-cards.png")) == "../made.png")
    }

    // MARK: Defect 14: a folder where a baseline should be

    @Test func aFolderNamedLikeABaselineFailsOnlyItsSpecAndTheRunGoesOn() throws {
        let dir = try CheckCommandTests.workspace()
        let base = dir.appendingPathComponent("base")
        // One in place of a spec's baseline, one of no spec (an old run removed `*.png` it found).
        for folder in ["list-cards.png", "team.png"] {
            try FileManager.default.createDirectory(
                at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let run = try CLI.run(
            ["check", "specs", "--baselines", "base", "--update", "all", "--report", "report", "--junit", "junit.xml"],
            in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == "")
        #expect(
            run.stdout.contains(
                "failed   list-cards: baseline base/list-cards.png is a folder, not a baseline file: move or rename it (baselines are regular files), then record with --update missing\n"
            ))
        #expect(run.stdout.contains("wrote    base/grid-device-pixels.png\n"))
        #expect(
            run.stdout.hasSuffix(
                "3 specs: 0 passed, 2 missing baselines, 1 failed; 4 baselines written\nreport: report/index.html\n"))
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"3\" failures=\"0\" errors=\"1\""))
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: base.appendingPathComponent("team.png").path, isDirectory: &isFolder)
        )
        #expect(isFolder.boolValue)
    }

    // MARK: Defect 7: nothing is removed unless --prune asks, and only baselines

    @Test func updateAllOnOneSpecListsAndRemovesNothingElse() throws {
        let dir = try Self.recorded()
        let base = dir.appendingPathComponent("base")
        try Data([1, 2, 3]).write(to: base.appendingPathComponent("team-logo.png"))
        let before = HardeningTests.entries(base)
        let run = try CLI.run(["check", "specs/list-cards.json", "--baselines", "base", "--update", "all"], in: dir)
        #expect(run.status == 0)
        #expect(run.stdout == "1 spec: 1 passed\n")
        #expect(HardeningTests.entries(base) == before)
        // A whole folder with --update all lists the obsolete baselines and still removes nothing.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("specs/list-cards.json"))
        let folder = try CLI.run(["check", "specs", "--baselines", "base", "--update", "all"], in: dir)
        #expect(folder.status == 0)
        #expect(
            folder.stdout
                == "obsolete base/list-cards.attributes.json\nobsolete base/list-cards.png\n2 specs: 2 passed; 2 obsolete baselines\n"
        )
        #expect(HardeningTests.entries(base) == before)
    }

    @Test func pruneRemovesOnlyTheFilesTheCheckWritesForSpecsMissingFromTheFolders() throws {
        let dir = try Self.recorded()
        let base = dir.appendingPathComponent("base")
        let png = try Data(contentsOf: base.appendingPathComponent("list-cards.png"))
        let json = try Data(contentsOf: base.appendingPathComponent("list-cards.attributes.json"))
        // A recognised baseline of a removed spec (with the snapshot tests' SVG), and files that
        // are not baselines: a PNG and SVGs with no attributes beside them, a link, a text file.
        try json.write(to: base.appendingPathComponent("old.attributes.json"))
        try png.write(to: base.appendingPathComponent("old.png"))
        try Data("<svg/>".utf8).write(to: base.appendingPathComponent("old.svg"))
        try png.write(to: base.appendingPathComponent("team-logo.png"))
        try Data("<svg/>".utf8).write(to: base.appendingPathComponent("team-logo.svg"))
        try Data("notes".utf8).write(to: base.appendingPathComponent("README.txt"))
        try json.write(to: dir.appendingPathComponent("elsewhere.attributes.json"))
        try FileManager.default.createSymbolicLink(
            atPath: base.appendingPathComponent("linked.attributes.json").path,
            withDestinationPath: "../elsewhere.attributes.json")

        let run = try CLI.run(["check", "specs", "--baselines", "base", "--prune"], in: dir)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "removed  base/old.attributes.json\nremoved  base/old.png\nremoved  base/old.svg\n3 specs: 3 passed; 3 obsolete baselines removed\n"
        )
        #expect(
            HardeningTests.entries(base) == [
                "README.txt", "aligned-example.attributes.json", "aligned-example.png",
                "grid-device-pixels.attributes.json", "grid-device-pixels.png", "linked.attributes.json",
                "list-cards.attributes.json", "list-cards.png", "team-logo.png", "team-logo.svg",
            ])
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("elsewhere.attributes.json").path))
    }

    /// Names that are not UTF-8 are no spec's baselines and are left alone: read with U+FFFD for
    /// their bytes, `\xff.attributes.json` and `\xfe.attributes.json` were three "removed" lines
    /// with the real `\u{FFFD}.attributes.json`, which alone was removed, in their stead.
    @Test func pruneLeavesNamesThatAreNotUTF8() throws {
        let dir = try Self.recorded()
        let run = try CLI.runThroughShell(
            #"for n in "$(printf '\377')" "$(printf '\376')" "$(printf '\357\277\275')"; do echo '{}' > "base/$n.attributes.json"; done; exec "$0" check specs --baselines base --prune"#,
            in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == "removed  base/\u{FFFD}.attributes.json\n3 specs: 3 passed; 1 obsolete baseline removed\n")
        let left = try CLI.runThroughShell(#"LC_ALL=C ls base | LC_ALL=C od -An -tx1 | tr -d ' \n'"#, in: dir)
        #expect(left.stdout.hasSuffix("fe2e617474726962757465732e6a736f6e0aff2e617474726962757465732e6a736f6e0a"))
    }

    /// On macOS's and Windows' case-insensitive file systems, `List-Cards.png` is `list-cards.png`:
    /// after `List-Cards.json` was renamed `list-cards.json`, the folder lists the old name, which
    /// was taken for an obsolete baseline, and `--prune` removed the live one. Hard links stand for
    /// that file system here (two names, one file); other files of such a name are still obsolete.
    @Test func aBaselineNamedButForLetterCaseIsKeptWhenItIsTheSpecsOwnFile() throws {
        let dir = try Self.recorded()
        let base = dir.appendingPathComponent("base")
        for file in ["list-cards.attributes.json", "list-cards.png"] {
            try FileManager.default.moveItem(
                at: base.appendingPathComponent(file),
                to: base.appendingPathComponent(file.replacingOccurrences(of: "list-cards", with: "List-Cards")))
            try FileManager.default.linkItem(
                at: base.appendingPathComponent(file.replacingOccurrences(of: "list-cards", with: "List-Cards")),
                to: base.appendingPathComponent(file))
        }
        try Data("other".utf8).write(to: base.appendingPathComponent("LIST-CARDS.attributes.json"))
        try FileManager.default.copyItem(
            at: base.appendingPathComponent("list-cards.png"), to: base.appendingPathComponent("LIST-CARDS.png"))
        let run = try CLI.run(["check", "specs", "--baselines", "base", "--prune"], in: dir)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "removed  base/LIST-CARDS.attributes.json\nremoved  base/LIST-CARDS.png\n3 specs: 3 passed; 2 obsolete baselines removed\n"
        )
        #expect(
            HardeningTests.entries(base) == [
                "List-Cards.attributes.json", "List-Cards.png", "aligned-example.attributes.json",
                "aligned-example.png", "grid-device-pixels.attributes.json", "grid-device-pixels.png",
                "list-cards.attributes.json", "list-cards.png",
            ])
    }

    @Test func pruneNeedsEveryInputToBeAFolder() throws {
        let dir = try Self.recorded()
        let run = try CLI.run(["check", "specs/list-cards.json", "--baselines", "base", "--prune"], in: dir)
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: --prune removes the baselines of specs missing from the folders checked, so every input must be a folder; specs/list-cards.json is a file: give its folder, or leave out --prune; see 'render check --help'\n"
        )
        #expect(HardeningTests.entries(dir.appendingPathComponent("base")).count == 6)
    }

    // MARK: Defect 8: the report folder is made whatever the results

    @Test func aNewReportFolderIsCreatedOnAnAllPassingRunAndTheExitCodeIsTheRuns() throws {
        let dir = try Self.recorded()
        let pass = try CLI.run(
            ["check", "specs", "--baselines", "base", "--report", "new/report", "--junit", "junit.xml"], in: dir)
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(pass.stdout == "3 specs: 3 passed\nreport: new/report/index.html\n")
        #expect(HardeningTests.entries(dir.appendingPathComponent("new/report")) == ["index.html", "report.json"])
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("junit.xml").path))

        // A bad spec: exit 2, not masked, and both reports still written.
        try Data("{\"layout\": \"grid\"".utf8).write(to: dir.appendingPathComponent("specs/broken.json"))
        let bad = try CLI.run(
            ["check", "specs", "--baselines", "base", "--report", "other", "--junit", "other.xml"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stdout.hasSuffix("4 specs: 3 passed, 1 failed\nreport: other/index.html\n"))
        #expect(HardeningTests.entries(dir.appendingPathComponent("other")) == ["index.html", "report.json"])
        let junit = try String(contentsOf: dir.appendingPathComponent("other.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"4\" failures=\"0\" errors=\"1\""))
    }

    // MARK: Defect 22: an output that cannot be written keeps the spec's status, exit 73

    /// The aligned-example spec with its first cell 8 points taller (a change against `base/`).
    static func changeAlignedExample(in dir: URL) throws {
        let spec = dir.appendingPathComponent("specs/aligned-example.json")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "\"width\": 60, \"height\": 60", with: "\"width\": 60, \"height\": 68")
            .write(to: spec, atomically: true, encoding: .utf8)
    }

    @Test func reportImagesThatCannotBeWrittenKeepTheChangedStatusAndExit73() throws {
        let dir = try Self.recorded()
        try Self.changeAlignedExample(in: dir)
        // A file where the report's images/ folder goes: every image write fails (as on a full disk;
        // a read-only folder would not stop root).
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("report"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: dir.appendingPathComponent("report/images"))
        let run = try CLI.run(
            ["check", "specs", "--baselines", "base", "--report", "report", "--junit", "junit.xml"], in: dir)
        #expect(run.status == 73)
        #expect(run.stdout.contains("changed  aligned-example: content size: 375x502 -> 375x510"))
        #expect(run.stdout.hasSuffix("3 specs: 2 passed, 1 changed\nreport: report/index.html\n"))
        #expect(run.stderr == "error: cannot write report/images: it is not a folder\n")
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"3\" failures=\"1\" errors=\"0\""))
    }

    /// Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN, as in CI).
    static let canMountTmpfs: Bool = {
        guard let dir = try? CLI.temporaryDirectory() else { return false }
        guard mount("tmpfs", dir.path, "tmpfs", 0, "size=16k") == 0 else { return false }
        umount2(dir.path, 0)
        return true
    }()

    @Test(.enabled(if: canMountTmpfs))
    func aFullDiskUnderTheReportKeepsTheChangedStatusAndExits73() throws {
        let dir = try Self.recorded()
        try Self.changeAlignedExample(in: dir)
        let report = dir.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try #require(mount("tmpfs", report.path, "tmpfs", 0, "size=64k") == 0)
        defer { umount2(report.path, 2) } // MNT_DETACH
        // Fill it to the last block.
        #expect(FileManager.default.createFile(atPath: report.path + "/filler", contents: nil))
        let filler = try #require(FileHandle(forWritingAtPath: report.path + "/filler"))
        while (try? filler.write(contentsOf: Data(count: 4096))) != nil {}
        try? filler.close()

        let run = try CLI.run(
            ["check", "specs", "--baselines", "base", "--report", "report", "--junit", "junit.xml"], in: dir)
        #expect(run.status == 73)
        #expect(run.stdout.contains("changed  aligned-example: "))
        #expect(run.stdout.hasSuffix("3 specs: 2 passed, 1 changed\n"))
        #expect(
            run.stderr.contains(
                "error: cannot write report/images/aligned-example.actual.png: No space left on device\n"))
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"3\" failures=\"1\" errors=\"0\""))
        #expect(HardeningTests.entries(report).filter { $0.hasSuffix(".tmp") } == [])
    }
}
