import Foundation
import Testing

/// `render --layout list|styled-flow|grid` prints the built-in examples' attributes.
@Suite struct ListStyledFlowGridCLITests {
    @Test(arguments: [("list", 12, 9), ("styled-flow", 19, 19), ("grid", 25, 25)])
    func builtInExamplePrintsAttributesJSON(kind: String, elements: Int, visible: Int) throws {
        let run = try CLI.run(["--layout", kind, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["layout"] as? String == kind)
        #expect((object?["elements"] as? [Any])?.count == elements)
        #expect((object?["visible"] as? [Any])?.count == visible)
    }

    /// `render --layout KIND out.png` writes a PNG of the built-in example, at the spec's scale
    /// (the grid example is at 2x: twice as many pixels as with `--scale 1`).
    @Test(arguments: [("list", 1), ("styled-flow", 1), ("grid", 2)])
    func builtInExampleRendersAPNG(kind: String, scale: Int) throws {
        let dir = try CLI.temporaryDirectory()
        func render(_ extra: [String]) throws -> (width: Int, height: Int) {
            let out = dir.appendingPathComponent("\(kind)\(extra.count).png")
            let run = try CLI.run(["--layout", kind, out.path] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            let bytes = try [UInt8](Data(contentsOf: out))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (be32(16), be32(20))
        }
        let atSpecScale = try render([])
        let atOne = try render(["--scale", "1"])
        #expect(atSpecScale.width == atOne.width * scale && atSpecScale.height == atOne.height * scale)
    }

    @Test func listLayoutsNamesTheKinds() throws {
        let run = try CLI.run(["--list-layouts"])
        #expect(run.status == 0)
        for kind in ["list", "styled-flow", "grid"] { #expect(run.stdout.contains("\n\(kind) ")) }
    }

    @Test func invalidGridSpecExitsWith65() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir.appendingPathComponent("bad.json")
        try Data(
            #"{ "layout": "grid", "container": { "width": 320, "height": 480 }, "options": { "lineItemCount": 0 }, "sections": [] }"#
                .utf8
        ).write(to: spec)
        let run = try CLI.run([spec.path])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("options.lineItemCount: must be at least 1, got 0; set it to 1 or more"))
    }
}
