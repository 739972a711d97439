import CairoRenderer
import Foundation
import Testing

/// `render SPEC out.png|out.svg`: diagrams written by the built binary.
@Suite struct DiagramOutputTests {
    static let fixture = CLI.packageRoot.appendingPathComponent("Fixtures/aligned-pinned-header.json").path

    /// A spec 3000 cells long: 60,000 pt, over Cairo's 32767 px limit at any scale >= 1.
    static let longSpec =
        #"{"layout": "aligned", "container": {"width": 320, "height": 480}, "contentOffset": {"x": 0, "y": 30000}, "sections": [{"header": {"height": 40}, "items": {"count": 3000, "width": 300, "height": 15}}]}"#

    @Test func pngAndSVGAreWrittenFromTheExtension() throws {
        let dir = try CLI.temporaryDirectory()
        let png = dir.appendingPathComponent("d.png")
        let svg = dir.appendingPathComponent("d.svg")
        #expect(try CLI.run([Self.fixture, png.path]).status == 0)
        #expect(try CLI.run([Self.fixture, svg.path]).status == 0)
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: png)))
        #expect(image.width == 352 && image.height == 732)
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.hasPrefix("<?xml") && text.contains(#"width="352px" height="732px""#))
        // --format wins over the extension.
        let forced = dir.appendingPathComponent("d.out")
        #expect(try CLI.run([Self.fixture, forced.path, "--format", "svg"]).status == 0)
        #expect(try String(contentsOf: forced, encoding: .utf8) == text)
    }

    @Test func builtInExampleRendersAtTheRequestedScaleAndTheme() throws {
        let dir = try CLI.temporaryDirectory()
        let one = dir.appendingPathComponent("one.png")
        let two = dir.appendingPathComponent("two.png")
        #expect(try CLI.run(["--layout", "aligned", one.path]).status == 0)
        #expect(
            try CLI.run(["--layout", "aligned", two.path, "--scale", "2", "--theme", "dark", "--labels", "index"])
                .status == 0)
        let a = try PNGCodec.decode([UInt8](Data(contentsOf: one)))
        let b = try PNGCodec.decode([UInt8](Data(contentsOf: two)))
        #expect(b.width == 2 * a.width && b.height == 2 * a.height)
        // Backgrounds: light #ECEEF2 and dark #16181C (Cairo's 16-bit colour path may round down a level).
        func near(_ p: (UInt8, UInt8, UInt8, UInt8), _ q: (Int, Int, Int)) -> Bool {
            abs(Int(p.0) - q.0) <= 1 && abs(Int(p.1) - q.1) <= 1 && abs(Int(p.2) - q.2) <= 1 && p.3 == 255
        }
        #expect(near(a[0, 0], (0xEC, 0xEE, 0xF2)))
        #expect(near(b[0, 0], (0x16, 0x18, 0x1C)))
    }

    /// Two processes, same spec: the same bytes (fonts from their files, no timestamps).
    @Test(arguments: ["png", "svg"])
    func twoProcessesGiveByteIdenticalFiles(_ ext: String) throws {
        let dir = try CLI.temporaryDirectory()
        let a = dir.appendingPathComponent("a.\(ext)")
        let b = dir.appendingPathComponent("b.\(ext)")
        #expect(try CLI.run([Self.fixture, a.path, "--scale", "2"]).status == 0)
        #expect(try CLI.run([Self.fixture, b.path, "--scale", "2"]).status == 0)
        let x = try Data(contentsOf: a)
        let y = try Data(contentsOf: b)
        #expect(!x.isEmpty && x == y)
    }

    @Test func guidesCanBeHiddenAndUnknownPartsAreRejected() throws {
        let dir = try CLI.temporaryDirectory()
        let all = dir.appendingPathComponent("all.svg")
        let some = dir.appendingPathComponent("some.svg")
        let none = dir.appendingPathComponent("none.svg")
        #expect(try CLI.run([Self.fixture, all.path]).status == 0)
        #expect(try CLI.run([Self.fixture, some.path, "--hide", "spacing,legend", "--hide", "viewport"]).status == 0)
        #expect(try CLI.run([Self.fixture, none.path, "--no-guides"]).status == 0)
        let sizes = try [all, some, none].map { try Data(contentsOf: $0).count }
        #expect(sizes[1] < sizes[0] && sizes[2] < sizes[0])
        let bad = try CLI.run([Self.fixture, all.path, "--hide", "spacing,grid"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--hide"))
    }

    @Test func tooLargeDiagramsAreRefusedWithTheFixAndLeaveNoFile() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("long.json")
        try Data(Self.longSpec.utf8).write(to: spec)
        let out = dir.appendingPathComponent("long.png")
        let run = try CLI.run([spec.path, out.path])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "error: the diagram would be 352 x 60199 px at scale 1, over Cairo's limit of 32767 px per side; "
                + "draw only the viewport with --clip viewport or a lower scale (--scale 0.54 fits); nothing was written\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.json"])
        // The suggested fixes work.
        #expect(try CLI.run([spec.path, out.path, "--clip", "viewport", "--scale", "2"]).status == 0)
        let clipped = try PNGCodec.decode([UInt8](Data(contentsOf: out)))
        #expect(clipped.width == 2 * 352 && clipped.height < 2 * 640)
        let svg = dir.appendingPathComponent("long.svg")
        #expect(try CLI.run([spec.path, svg.path, "--scale", "0.54"]).status == 0)
    }

    @Test func aFailedRenderNeverTouchesAnExistingFile() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("long.json")
        try Data(Self.longSpec.utf8).write(to: spec)
        let out = dir.appendingPathComponent("keep.png")
        try Data("precious".utf8).write(to: out)
        #expect(try CLI.run([spec.path, out.path]).status == 65)
        #expect(try String(contentsOf: out, encoding: .utf8) == "precious")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["keep.png", "long.json"])
    }

    @Test func badScaleIsAUsageError() throws {
        let run = try CLI.run(["--layout", "aligned", "x.png", "--scale", "0"])
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: --scale must be a number greater than 0 and at most 16, got 0.0; see 'render draw --help'\n")
        #expect(!FileManager.default.fileExists(atPath: "x.png"))
    }

    @Test func helpDescribesTheDiagramOptions() throws {
        let run = try CLI.run(["draw", "--help"])
        for option in ["--scale", "--theme", "--labels", "--hide", "--no-guides", "--clip", "--compression"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }

    @Test func offsetSweepsDrawTheViewportAtEachOffset() throws {
        let dir = try CLI.temporaryDirectory()
        let pattern = dir.appendingPathComponent("sweep-%d.png").path
        let run = try CLI.run([Self.fixture, "--offsets", "0,170", pattern])
        #expect(run.status == 0, "\(run.stderr)")
        let zero = try Data(contentsOf: dir.appendingPathComponent("sweep-0.png"))
        let sweep = try Data(contentsOf: dir.appendingPathComponent("sweep-170.png"))
        // The fixture's own contentOffset is 170: the same diagram as rendering it directly.
        let direct = dir.appendingPathComponent("direct.png")
        #expect(try CLI.run([Self.fixture, direct.path]).status == 0)
        #expect(try Data(contentsOf: direct) == sweep)
        #expect(zero != sweep)
    }

    /// A list that starts with a minus (overscroll) is the option's value; it was read as an
    /// unknown option (`Missing value for '--offsets <list>'`), so only `--offsets=-100,0` worked.
    @Test func negativeOffsetsNeedNoEqualsSign() throws {
        let dir = try CLI.temporaryDirectory()
        let pattern = dir.appendingPathComponent("sweep-%d.json").path
        let run = try CLI.run([Self.fixture, "--offsets", "-100,0", pattern])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("sweep--100.json").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("sweep-0.json").path))
    }
}
