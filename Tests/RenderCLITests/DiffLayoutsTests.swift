import Foundation
import Testing

/// `render diff` on two layouts, two folders, and with pixelmatch's options.
@Suite struct DiffLayoutsTests {
    @Test func twoSpecsGiveTheElementChangeList() throws {
        let dir = try CLI.temporaryDirectory()
        let a = dir.appendingPathComponent("a.json")
        let b = dir.appendingPathComponent("b.json")
        let text = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Fixtures/aligned-example.json"), encoding: .utf8)
        try text.write(to: a, atomically: true, encoding: .utf8)
        try text.replacingOccurrences(of: "\"width\": 60, \"height\": 60", with: "\"width\": 60, \"height\": 68")
            .write(to: b, atomically: true, encoding: .utf8)
        let run = try CLI.run(["diff", a.path, b.path])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "content size: 375x502 -> 375x510\ncell 0.0: resized 60x60 -> 60x68\ncell 0.1: moved (+0, +4)\n"))
        #expect(run.stdout.hasSuffix("\n17 element changes\n"))
        // A spec against its own attributes baseline: the same layout.
        let same = try CLI.run(["diff", "Snapshots/aligned-example.attributes.json", "Fixtures/aligned-example.json"])
        #expect(same.status == 0 && same.stdout == "the layouts are the same (18 elements)\n")
    }

    @Test func twoFoldersListNewMissingAndChangedFiles() throws {
        let dir = try CLI.temporaryDirectory()
        let a = dir.appendingPathComponent("a")
        let b = dir.appendingPathComponent("b/sub")
        try FileManager.default.createDirectory(at: a.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: b, withIntermediateDirectories: true)
        try Data("same".utf8).write(to: a.appendingPathComponent("sub/same.txt"))
        try Data("same".utf8).write(to: b.appendingPathComponent("same.txt"))
        try Data("old".utf8).write(to: a.appendingPathComponent("sub/gone.txt"))
        try Data("one".utf8).write(to: a.appendingPathComponent("sub/text.txt"))
        try Data("two".utf8).write(to: b.appendingPathComponent("text.txt"))
        try Data("new".utf8).write(to: b.appendingPathComponent("new.txt"))
        let run = try CLI.run(["diff", a.path, dir.appendingPathComponent("b").path])
        #expect(run.status == 1)
        #expect(
            run.stdout == "missing  sub/gone.txt\nnew      sub/new.txt\nchanged  sub/text.txt\n4 files: 3 differ\n")
    }

    @Test func thresholdAndAntialiasingMatchPixelmatch() throws {
        let fixtures = CLI.packageRoot.appendingPathComponent("Tests/LayoutCheckTests/pixelmatch")
        let run = try CLI.run([
            "diff", fixtures.appendingPathComponent("1a.png").path, fixtures.appendingPathComponent("1b.png").path,
            "--threshold", "0.05", "--ignore-antialiasing",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("143 pixels differ (max channel delta 255, threshold 0.05, anti-aliasing ignored"))
        #expect(try CLI.run(["diff", "a.png", "b.png", "--threshold", "1.5"]).status == 64)
    }
}
