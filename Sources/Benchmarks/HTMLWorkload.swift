import CairoRenderer
import LayoutEngine
import LayoutScene

/// The interactive HTML diagram of 2,000 labelled boxes: its size and the time to write it
/// (layout excluded; scene, SVG and page included), against the targets of the HTML diagram
/// (at most 1.5 MB and 150 ms).
enum HTMLWorkload {
    static let maximumBytes = 1_500_000.0
    static let maximumMilliseconds = 150.0

    /// Measures and prints one table row, adding the two verdicts.
    static func run(samples: Int, verdicts: inout Verdicts) {
        let (result, options) = RenderWorkload.diagram(RenderWorkload.boxesSpec(count: 2_000, width: 992))
        var page = ""
        let time = Measure.medianCPU(samples: samples) {
            do { page = try HTMLDiagram.render(result: result, options: options) } catch {
                fatalError("layout-bench: the HTML diagram failed: \(error)")
            }
        }
        let bytes = Double(page.utf8.count)
        print("## The interactive HTML diagram (library, medians; CPU ms of the calling thread)")
        print()
        print("| boxes | page bytes | write ms | targets |")
        print("|---:|---:|---:|---|")
        print(
            "| 2000 | \(page.utf8.count) | \(format(time * 1e3)) | \(Targets.checked(bytes / 1e6, atMost: maximumBytes / 1e6)) MB, \(Targets.checked(time * 1e3, atMost: maximumMilliseconds)) ms |"
        )
        print()
        verdicts.add("HTML diagram of 2,000 boxes: size", limit: maximumBytes / 1e6, bytes / 1e6, unit: "MB", digits: 2)
        verdicts.add("HTML diagram of 2,000 boxes: write", limit: maximumMilliseconds, time * 1e3, unit: "ms")
    }
}
