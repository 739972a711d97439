import Foundation
import Testing

@Suite struct PluginCLITests {
    @Test func builtInMosaicWritesToTheGivenPath() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(["--layout", "mosaic", dir.appendingPathComponent("mosaic.json").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let data = try Data(contentsOf: dir.appendingPathComponent("mosaic.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["layout"] as? String == "mosaic")
        let first = (object?["elements"] as? [[String: Any]])?.first
        #expect(first?["kind"] as? String == "header")
    }

    @Test func offsetsWriteOneFilePerOffsetWithTheStickyHeaderMoved() throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run([
            "Fixtures/flow-sticky-header-pinned.json", "--offsets", "0,120,220",
            dir.appendingPathComponent("out-%d.json").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        var headerY: [Double] = []
        for offset in [0, 120, 220] {
            let data = try Data(contentsOf: dir.appendingPathComponent("out-\(offset).json"))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let visible = object?["visible"] as? [[String: Any]] ?? []
            let header = visible.first { $0["kind"] as? String == "header" && $0["section"] as? Int == 0 }
            #expect(header?["zIndex"] as? Int == 901)
            headerY.append(((header?["frame"] as? [String: Any])?["y"] as? Double) ?? -1)
        }
        // pinned at the top, then pushed by the end of its section's cells (250 - 40)
        #expect(headerY == [0, 120, 210])
    }

    @Test(arguments: [
        (
            ["--layout", "flow", "--offsets", "0,100", "out.json"],
            #"--offsets: the output path "out.json" needs a %d where the offset goes, such as out-%d.png"#
        ),
        (
            ["--layout", "flow", "--offsets", "0,100"],
            "--offsets: needs an output path with %d where the offset goes, such as out-%d.json"
        ),
        (
            ["--layout", "flow", "--offsets", "0,top", "out-%d.json"],
            #"--offsets: "top" is not a number; give scroll offsets in points separated by commas, such as 0,200,400"#
        ),
    ])
    func badOffsetsAreUsageErrors(arguments: [String], message: String) throws {
        let dir = try CLI.temporaryDirectory()
        let run = try CLI.run(arguments, in: dir)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
