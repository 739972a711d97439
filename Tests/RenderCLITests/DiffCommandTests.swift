import CairoRenderer
import Foundation
import Testing

/// `render diff A.png B.png [--out diff.png] [--tolerance N]`.
@Suite struct DiffCommandTests {
    static func write(_ image: RGBAImage, to url: URL) throws {
        try Data(PNGCodec.encode(image)).write(to: url)
    }

    static func images(in dir: URL) throws -> (URL, URL) {
        var changed = RGBAImage(width: 30, height: 20, fill: (250, 250, 250, 255))
        let a = dir.appendingPathComponent("a.png")
        let b = dir.appendingPathComponent("b.png")
        try write(changed, to: a)
        changed[5, 5] = (250, 250, 240, 255)
        changed[6, 5] = (250, 250, 200, 255)
        try write(changed, to: b)
        return (a, b)
    }

    @Test func equalImagesExit0() throws {
        let dir = try CLI.temporaryDirectory()
        let (a, _) = try Self.images(in: dir)
        let run = try CLI.run(["diff", a.path, a.path])
        #expect(run.status == 0)
        #expect(run.stdout == "0 pixels differ (max channel delta 0); the files are identical\n")
    }

    @Test func differentImagesExit1WithCountDeltaAndDiffImage() throws {
        let dir = try CLI.temporaryDirectory()
        let (a, b) = try Self.images(in: dir)
        let out = dir.appendingPathComponent("diff.png")
        let run = try CLI.run(["diff", a.path, b.path, "--out", out.path])
        #expect(run.status == 1)
        #expect(
            run.stdout == "2 pixels differ (max channel delta 50) within 2 x 1 at (5, 5)\ndiff image: \(out.path)\n")
        let diff = try PNGCodec.decode([UInt8](Data(contentsOf: out)))
        #expect(diff[5, 5] == (255, 0, 0, 255) && diff[6, 5] == (255, 0, 0, 255) && diff[0, 0] != (255, 0, 0, 255))
    }

    @Test func toleranceDecidesTheExitCode() throws {
        let dir = try CLI.temporaryDirectory()
        let (a, b) = try Self.images(in: dir)
        let some = try CLI.run(["diff", a.path, b.path, "--tolerance", "10"])
        #expect(
            some.status == 1
                && some.stdout == "1 pixel differs (max channel delta 50, tolerance 10) within 1 x 1 at (6, 5)\n")
        let none = try CLI.run(["diff", a.path, b.path, "--tolerance", "50"])
        #expect(none.status == 0 && none.stdout == "0 pixels differ (max channel delta 50, tolerance 50)\n")
        #expect(try CLI.run(["diff", a.path, b.path, "--tolerance", "256"]).status == 64)
        // One rule for diff and check: a tolerance above 0 with a pixelmatch option is refused;
        // --tolerance 0 (the default) goes with anything, as it always did for diff.
        for pixelmatch in [["--threshold", "0.1"], ["--ignore-antialiasing"]] {
            let both = try CLI.run(["diff", a.path, b.path, "--tolerance", "5"] + pixelmatch)
            #expect(both.status == 64 && both.stderr.contains("--tolerance is for the exact comparison"))
            let zero = try CLI.run(["diff", a.path, b.path, "--tolerance", "0"] + pixelmatch)
            let without = try CLI.run(["diff", a.path, b.path] + pixelmatch)
            #expect(zero.status == without.status && zero.stdout == without.stdout && zero.stderr.isEmpty)
            let check = try CLI.run(
                ["check", "Fixtures/grid-rtl.json", "--baselines", "Snapshots", "--tolerance", "0"] + pixelmatch)
            #expect(check.status == 0, "\(check.stderr)")
        }
    }

    @Test func sizeMismatchDiffers() throws {
        let dir = try CLI.temporaryDirectory()
        let (a, _) = try Self.images(in: dir)
        let c = dir.appendingPathComponent("c.png")
        try Self.write(RGBAImage(width: 30, height: 21, fill: (250, 250, 250, 255)), to: c)
        let run = try CLI.run(["diff", a.path, c.path])
        #expect(run.status == 1)
        // The overlap is compared; the extra row is reported, not counted as 30 differing pixels.
        #expect(
            run.stdout
                == "0 pixels differ in the common 30 x 20 area (max channel delta 0); sizes differ: expected 30 x 20, actual 30 x 21 (30 pixels only one has)\n"
        )
    }

    @Test(arguments: ["missing", "notpng"])
    func badInputExits2(_ which: String) throws {
        let dir = try CLI.temporaryDirectory()
        let (a, _) = try Self.images(in: dir)
        let bad = dir.appendingPathComponent("bad.png")
        if which == "notpng" { try Data("hello".utf8).write(to: bad) }
        let out = dir.appendingPathComponent("diff.png")
        let run = try CLI.run(["diff", a.path, bad.path, "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: "))
        #expect(run.stderr.contains(which == "missing" ? "cannot read \(bad.path)" : "\(bad.path): not a readable PNG"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func unwritableDiffImageExits2() throws {
        let dir = try CLI.temporaryDirectory()
        let (a, b) = try Self.images(in: dir)
        let run = try CLI.run(["diff", a.path, b.path, "--out", "/nonexistent-dir/diff.png"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot write /nonexistent-dir/diff.png"))
    }

    /// The diff image of two PNGs is a PNG: `--out d.svg` (or `-`) wrote PNG bytes under that
    /// name; two folders have no diff image, and `--out` was taken and ignored.
    @Test func outIsAPNGForImagesAndRefusedForFolders() throws {
        let dir = try CLI.temporaryDirectory()
        let (a, b) = try Self.images(in: dir)
        for out in ["d.svg", "d.html", "-"] {
            let run = try CLI.run(["diff", a.path, b.path, "--out", out], in: dir)
            #expect(run.status == 64, "\(out)")
            #expect(
                run.stderr
                    == "error: --out \(out): the diff image of two PNGs is a PNG; give a path ending in .png (--out diff.png); see 'render diff --help'\n"
            )
        }
        #expect(try CLI.run(["diff", a.path, b.path, "--out", "d.PNG"], in: dir).status == 1)
        for side in ["x", "y"] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent(side), withIntermediateDirectories: true)
        }
        let folders = try CLI.run(["diff", "x", "y", "--out", "o.png"], in: dir)
        #expect(folders.status == 64)
        #expect(
            folders.stderr
                == "error: --out is the diff image of two PNGs or the change diagram of two layouts; two folders are compared file by file and list what differs: leave out --out, or compare two files; see 'render diff --help'\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path))
    }

    /// Hidden files and folders are compared too: left out, a changed `.env` and a file only
    /// one side has (`.cfg/k`) passed (`1 file: 0 differ`, exit 0).
    @Test func twoFoldersCompareTheirHiddenFiles() throws {
        let dir = try CLI.temporaryDirectory()
        for (side, env) in [("x", "1"), ("y", "2")] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent("\(side)/.cfg"), withIntermediateDirectories: true)
            try Data("same".utf8).write(to: dir.appendingPathComponent("\(side)/f"))
            try Data(env.utf8).write(to: dir.appendingPathComponent("\(side)/.env"))
        }
        try Data("k".utf8).write(to: dir.appendingPathComponent("x/.cfg/k"))
        let run = try CLI.run(["diff", "x", "y"], in: dir)
        #expect(run.status == 1)
        #expect(run.stdout == "missing  .cfg/k\nchanged  .env\n3 files: 2 differ\n")
    }

    @Test func renderedDiagramsCompareEqualToThemselvesAndNotToAnotherTheme() throws {
        let dir = try CLI.temporaryDirectory()
        let light = dir.appendingPathComponent("l.png")
        let dark = dir.appendingPathComponent("d.png")
        #expect(try CLI.run(["--layout", "aligned", light.path]).status == 0)
        #expect(try CLI.run(["--layout", "aligned", dark.path, "--theme", "dark"]).status == 0)
        #expect(try CLI.run(["diff", light.path, light.path]).status == 0)
        let run = try CLI.run(["diff", light.path, dark.path])
        #expect(run.status == 1 && run.stdout.contains("pixels differ (max channel delta"))
    }
}
