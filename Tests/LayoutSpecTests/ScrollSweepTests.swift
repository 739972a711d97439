import LayoutEngine
import Testing

@testable import LayoutSpec

@Suite struct ScrollSweepTests {
    @Test func offsetsReplaceTheScrollAxisCoordinate() throws {
        let vertical = try SpecDocument(
            json: pluginSpec("flow", #""contentOffset": {"x": 5, "y": 99}, "sections": []"#))
        #expect(
            try ScrollSweep.frames(offsets: [0, 200, 12.5], document: vertical, pattern: "out/f-%d.png") == [
                .init(
                    contentOffset: Point(x: 5, y: 0), viewport: Rect(x: 5, y: 0, width: 375, height: 667),
                    path: "out/f-0.png"),
                .init(
                    contentOffset: Point(x: 5, y: 200), viewport: Rect(x: 5, y: 200, width: 375, height: 667),
                    path: "out/f-200.png"),
                .init(
                    contentOffset: Point(x: 5, y: 12.5), viewport: Rect(x: 5, y: 12.5, width: 375, height: 667),
                    path: "out/f-12.5.png"),
            ])
        let horizontal = try SpecDocument(
            json: pluginSpec(
                "flow", #""scrollDirection": "horizontal", "contentOffset": {"x": 5, "y": 7}, "sections": []"#))
        #expect(
            try ScrollSweep.frames(offsets: [-40], document: horizontal, pattern: "%d.json").map(\.viewport) == [
                Rect(x: -40, y: 7, width: 375, height: 667)
            ])
    }

    @Test func parsesCommaSeparatedNumbers() throws {
        #expect(try ScrollSweep.parseOffsets("0,200, 400,-12.5") == [0, 200, 400, -12.5])
        #expect(try ScrollSweep.parseOffsets("+1e2,-0,.5") == [100, 0, 0.5])
    }

    @Test(arguments: [
        (
            "0,,400",
            #"--offsets: "" is not a number; give scroll offsets in points separated by commas, such as 0,200,400"#
        ),
        (
            "0;200",
            #"--offsets: "0;200" is not a number; give scroll offsets in points separated by commas, such as 0,200,400"#
        ),
        (
            "inf",
            #"--offsets: "inf" is not a number; give scroll offsets in points separated by commas, such as 0,200,400"#
        ),
        // Swift's Double reads hexadecimal: `0x10` was an offset of 16.
        (
            "0,0x10",
            #"--offsets: "0x10" is not a number; give scroll offsets in points separated by commas, such as 0,200,400"#
        ),
        (
            "0x1p3",
            #"--offsets: "0x1p3" is not a number; give scroll offsets in points separated by commas, such as 0,200,400"#
        ),
    ])
    func rejectsWhatIsNotANumber(text: String, message: String) {
        #expect(throws: SpecError(path: "--offsets", String(message.dropFirst("--offsets: ".count)))) {
            try ScrollSweep.parseOffsets(text)
        }
    }

    @Test func thePatternNeedsExactlyOnePlaceholder() {
        #expect(
            throws: SpecError(
                path: "--offsets", #"the output path "out.png" needs a %d where the offset goes, such as out-%d.png"#)
        ) {
            try ScrollSweep.checkPattern("out.png")
        }
        #expect(
            throws: SpecError(
                path: "--offsets", #"the output path "%d-%d.png" has 2 %d; use exactly one, such as out-%d.png"#)
        ) {
            try ScrollSweep.checkPattern("%d-%d.png")
        }
    }
}
