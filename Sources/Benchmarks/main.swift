import CReference
import CairoRenderer
import LayoutEngine
import LayoutScene

#if canImport(Glibc)
    import Glibc
#endif

// `make bench` (or `swift run -c release layout-bench`, with `render` built in release too).
// Prints markdown tables: every figure of issue 7, each next to its target with PASS or FAIL.
// Layout and query figures are CPU time of the benchmark thread (medians); whole processes are
// timed by the wall clock, their CPU time shown next to it. See Docs/Performance.md.

let usage = """
    usage: layout-bench [--sizes 1000,10000,100000,1000000] [--kinds aligned,flow,...] [--quick] [--no-render]
      --quick      fewer runs, and sizes 1000 and 10000 unless --sizes is given (a smoke test)
      --no-render  skip drawing, `render` and `render diff`
      --only check only `render check` at folder scale and the comparison against ImageMagick and pixelmatch
                   (--runs N: runs per figure, default 5)
      --only png   only the PNG codec: ours against libdeflate and libpng, encoding and decoding
    """

var sizes: [Int]? = nil // --sizes, else [10^3, 10^4] with --quick, else 10^3 to 10^6
var kinds: Set<String>? = nil
var quick = false
var withRender = true
var only: String? = nil // --only check: one section
var checkRuns: Int? = nil
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    switch a {
    case "--sizes": sizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--kinds": kinds = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    case "--quick": quick = true // fewer runs; sizes 10^3 and 10^4 unless --sizes says otherwise
    case "--no-render": withRender = false
    case "--only": only = arguments.popFirst()
    case "--runs": checkRuns = arguments.popFirst().flatMap { Int($0) }
    case "--peak":
        // Child mode: the peak memory of one layout, measured in a fresh process.
        guard let name = arguments.popFirst(), let n = arguments.popFirst().flatMap({ Int($0) }),
            let workload = Workload.all.first(where: { $0.name == name })
        else {
            print(usage)
            exit(64)
        }
        print(peakBytes(workload, n))
        exit(0)
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        print("layout-bench: unknown argument \(a)\n\(usage)")
        exit(64)
    }
}

if only == "png" {
    print("# layout-bench --only png")
    print()
    let machine = Measure.machine()
    print("\(machine.cpu), \(machine.cores) cores; load average \(machine.load) at the start.")
    print()
    PNGCodecBenchmark.run(snapshots: "Snapshots", quick: quick)
    print("Load average at the end: \(Measure.machine().load).")
    exit(0)
}
if let only {
    guard only == "check" else {
        print("layout-bench: --only takes `check` or `png`, got \(only)\n\(usage)")
        exit(64)
    }
    let path = String(cString: realpath("/proc/self/exe", nil))
    let render = path.split(separator: "/").dropLast().map { "/" + $0 }.joined() + "/render"
    guard access(render, X_OK) == 0 else {
        print("`\(render)` is not built; run `swift build -c release --product render` first.")
        exit(1)
    }
    print("# layout-bench --only check")
    print()
    let machine = Measure.machine()
    print("\(machine.cpu), \(machine.cores) cores; load average \(machine.load) at the start.")
    print()
    CheckBenchmark.run(render: render, fixturesDir: "Fixtures", runs: checkRuns ?? (quick ? 3 : 5))
    print("Load average at the end: \(Measure.machine().load).")
    exit(0)
}

let layoutSizes = sizes ?? (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000])

let machine = Measure.machine()
print("# layout-bench")
print()
print("\(machine.cpu), \(machine.cores) cores; load average \(machine.load) at the start.")
print("Layout and query times: CPU time of the benchmark thread, medians; guides off")
print("(`LayoutContext(includesGuides: false)`). Processes: wall time, medians of \(quick ? 3 : 11) runs.")
print(
    "Every size lays out and queries a pass of \(Pass.items) items: \(Pass.layouts(1_000)) different layouts of 10^3 items, ..., one of 10^6"
)
print(
    "(a layout repeated is learnt by the branch predictor; the old figures, one layout repeated and one queried, are beside)."
)
let tunables = getenv("GLIBC_TUNABLES").map { String(cString: $0) } ?? ""
print(
    "malloc on transparent huge pages (GLIBC_TUNABLES=glibc.malloc.hugetlb=1, as `make bench` sets): \(tunables.contains("glibc.malloc.hugetlb=1") ? "yes" : "no")."
)
print()

// MARK: C reference

/// The C programs' loops, measured now: what this machine does per item at the moment, at 10^6
/// items (the issue's figures) and at 10^3 (measured as the layouts are: a pass of 10^6 items as
/// 1,000 different layouts, see `Pass`); and a C viewport query (binary search and scan) over the
/// flow loop's frames at both sizes: what "flat in n" looks like for the simplest correct query.
struct CReferenceFigures {
    /// ns per item at 10^3 and at 10^6 items.
    var waterfall: (small: Double, large: Double)
    var flow: (small: Double, large: Double)
    /// µs per 1024 x 800 viewport query at 10^3 and 10^6 items.
    var query: (small: Double, large: Double)
}

func cReference(samples: Int) -> CReferenceFigures {
    typealias Loop =
        @convention(c) (UnsafePointer<Double>?, UnsafePointer<Double>?, Int, UnsafeMutablePointer<Double>?) -> Double
    let (widths, heights) = Workload.randomSizes(Pass.items, seed: 7)
    /// ns per item of `loop` over layouts of n items: one pass lays out the `Pass.items` sizes as
    /// `Pass.layouts(n)` different layouts of n in turn, into one frame array of n (allocated
    /// once, as the C programs do). Then every layout of the pass once more, each into its own
    /// part of `frames`, for the queries; `heights` are their content heights.
    func measure(_ loop: Loop, _ n: Int) -> (ns: Double, frames: [Double], heights: [Double]) {
        let layouts = Pass.layouts(n)
        var frames = [Double](repeating: 0, count: 4 * n)
        var all = [Double](repeating: 0, count: 4 * layouts * n)
        var contentHeights: [Double] = []
        let seconds = widths.withUnsafeBufferPointer { w in
            heights.withUnsafeBufferPointer { h in
                let (w, h) = (w.baseAddress!, h.baseAddress!)
                let seconds = Measure.medianCPU(samples: samples) {
                    frames.withUnsafeMutableBufferPointer { out in
                        for k in 0..<layouts { _ = loop(w + k * n, h + k * n, n, out.baseAddress!) }
                    }
                }
                all.withUnsafeMutableBufferPointer { out in
                    contentHeights = (0..<layouts).map { k in
                        loop(w + k * n, h + k * n, n, out.baseAddress! + 4 * k * n)
                    }
                }
                return seconds
            }
        }
        return (seconds / Double(layouts * n) * 1e9, all, contentHeights)
    }
    /// µs per viewport query over the frames of the flow loop: each query over one of the pass's
    /// layouts picked at random, at a random offset (the same generator as the layouts' queries).
    func query(_ frames: [Double], heights: [Double], n: Int) -> Double {
        var rng = SplitMix64(seed: 42)
        let viewports = (0..<2_000).map { _ in
            let k = Int.random(in: 0..<heights.count, using: &rng)
            return (layout: k, top: Double.random(in: 0...max(0, heights[k] - 800), using: &rng))
        }
        var hits = [Int](repeating: 0, count: n)
        var found = 0
        let seconds = Measure.medianCPU(samples: samples) {
            frames.withUnsafeBufferPointer { f in
                hits.withUnsafeMutableBufferPointer { h in
                    for v in viewports {
                        found &+= creference_query(
                            f.baseAddress! + 4 * v.layout * n, n, 300, v.top, v.top + 800, h.baseAddress!)
                    }
                }
            }
        }
        precondition(found > 0, "C queries found nothing")
        return seconds / Double(viewports.count) * 1e6
    }
    let smallFlow = measure(creference_flow, 1_000)
    let largeFlow = measure(creference_flow, 1_000_000)
    return CReferenceFigures(
        waterfall: (measure(creference_waterfall, 1_000).ns, measure(creference_waterfall, 1_000_000).ns),
        flow: (smallFlow.ns, largeFlow.ns),
        query: (
            query(smallFlow.frames, heights: smallFlow.heights, n: 1_000),
            query(largeFlow.frames, heights: largeFlow.heights, n: 1_000_000)
        ))
}
let cFigures = cReference(samples: quick ? 3 : 7)
let c = (waterfall: cFigures.waterfall.large, flow: cFigures.flow.large)
print(
    "C loops measured now, 10^6 items: waterfall \(format(c.waterfall, 2)) ns/item (issue: \(Targets.cWaterfall)), flow \(format(c.flow, 2)) ns/item (issue: \(Targets.cFlow))."
)
print(
    "The same C loops at 10^3 items (a pass of 1,000 different layouts, see `Pass`): waterfall \(format(cFigures.waterfall.small, 2)) ns/item (growth to 10^6: \(format(cFigures.waterfall.large / cFigures.waterfall.small, 2))x), flow \(format(cFigures.flow.small, 2)) (growth \(format(cFigures.flow.large / cFigures.flow.small, 2))x)."
)
print(
    "C viewport query (binary search and scan over the flow loop's frames, 1024 x 800, spread over the pass's layouts): \(format(cFigures.query.small, 3)) µs at 10^3 items, \(format(cFigures.query.large, 3)) µs at 10^6 (growth \(format(cFigures.query.large / cFigures.query.small, 2))x)."
)
print()

// MARK: Layout and queries

struct LayoutFigures {
    /// A pass of different layouts (`Pass`).
    var nanosecondsPerItem: Double
    /// One layout laid out again and again (the figure before `Pass`), for comparison.
    var repeatedNanosecondsPerItem: Double
    var retainedPerElement: Double
    var peakPerElement: Double
    /// Queries spread over a pass's layouts (`Pass`).
    var queryMicroseconds: Double
    /// Queries over one layout, 2,000 in a row (the figure before `Pass`), for comparison.
    var warmQueryMicroseconds: Double
}

/// Lays out `workload` at n items: time per item, memory per element, viewport query time.
@MainActor func measureLayout(_ workload: Workload, _ n: Int) -> LayoutFigures {
    let layouts = (0..<Pass.layouts(n)).map { k in
        var rng = Pass.generator(n, k)
        return workload.make(n, &rng)
    }
    let context = LayoutContext(
        containerSize: Workload.container, scrollDirection: workload.direction, includesGuides: false,
        layoutDirection: workload.layoutDirection)
    // Retained memory: the heap a result holds.
    let heapBefore = Measure.heapInUse()
    let result = try! layouts[0].layout(in: context)
    let retained = Double(Measure.heapInUse() - heapBefore) / Double(result.elements.count)
    // Time: one result alive at a time (each is freed before the next is made, as an app that
    // replaces its layout would do); a sample lays out every layout of the pass once.
    let samples = quick ? 3 : n >= 1_000_000 ? 5 : 7
    let seconds =
        Measure.medianCPU(samples: samples) {
            for layout in layouts { _ = try! layout.layout(in: context) }
        } / Double(layouts.count)
    // The same, one layout again and again (batches for small n).
    let batch = max(1, 100_000 / n)
    let repeated =
        Measure.medianCPU(samples: samples) {
            for _ in 0..<batch { _ = try! layouts[0].layout(in: context) }
        } / Double(batch)
    // Queries: 1024 x 800 viewports at seeded random offsets along the scroll axis, each over a
    // layout of the pass picked at random; and over the first layout only.
    let results = [result] + layouts.dropFirst().map { try! $0.layout(in: context) }
    let direction = workload.direction
    func viewports(over results: [LayoutResult], _ rng: inout SplitMix64) -> [(result: Int, rect: Rect)] {
        var rounds: [(result: Int, rect: Rect)] = []
        for _ in 0..<2_000 {
            let k = results.count == 1 ? 0 : Int.random(in: 0..<results.count, using: &rng)
            let extent = results[k].contentSize.main(direction)
            rounds.append(
                (
                    k,
                    Rect(
                        main: Double.random(in: 0...max(0, extent - 800), using: &rng), cross: 0,
                        mainLength: 800, crossLength: 1024, direction)
                ))
        }
        return rounds
    }
    var found = 0
    /// µs per query, median of `samples` rounds of 2,000 different viewports.
    func query(over results: [LayoutResult]) -> Double {
        var rng = SplitMix64(seed: 42)
        var rounds: [[(result: Int, rect: Rect)]] = []
        for _ in 0..<samples { rounds.append(viewports(over: results, &rng)) }
        var round = 0
        return Measure.medianCPU(samples: samples) {
            for v in rounds[round] { found &+= results[v.result].elementIndices(in: v.rect).count }
            round += 1
        } / 2_000 * 1e6
    }
    let pooled = query(over: results)
    let warm = query(over: [result])
    precondition(found > 0, "queries found nothing")
    return LayoutFigures(
        nanosecondsPerItem: seconds / Double(n) * 1e9, repeatedNanosecondsPerItem: repeated / Double(n) * 1e9,
        retainedPerElement: retained,
        peakPerElement: Double(peakInChild(workload, n)) / Double(result.elements.count),
        queryMicroseconds: pooled, warmQueryMicroseconds: warm)
}

/// The bytes by which the resident set grows while one layout of `workload` is computed, in this
/// (fresh) process. Child mode (`--peak`).
func peakBytes(_ workload: Workload, _ n: Int) -> Int {
    var rng = Pass.generator(n, 0)
    let layout = workload.make(n, &rng)
    let context = LayoutContext(
        containerSize: Workload.container, scrollDirection: workload.direction, includesGuides: false,
        layoutDirection: workload.layoutDirection)
    let before = Measure.currentRSS()
    Measure.resetPeak()
    let result = try! layout.layout(in: context)
    let peak = Measure.peakRSS() - before
    withExtendedLifetime(result) {}
    return max(0, peak)
}

let executable = String(
    decoding: Array(unsafeUninitializedCapacity: 4096) { buffer, count in
        count = max(0, readlink("/proc/self/exe", buffer.baseAddress!, 4096))
    } as [UInt8], as: UTF8.self)

@MainActor func peakInChild(_ workload: Workload, _ n: Int) -> Int {
    Int(
        Measure.run([executable, "--peak", workload.name, String(n)]).output.trimmingSpaces().split(separator: "\n")
            .last ?? "") ?? 0
}

struct Verdicts {
    var rows: [(target: String, limit: String, measured: String, verdict: String)] = []
    mutating func add(
        _ target: String, limit: Double, _ measured: Double, unit: String, detail: String = "", digits: Int = 1
    ) {
        rows.append(
            (
                target, "≤ \(format(limit, digits))" + (unit.isEmpty ? "" : " \(unit)"),
                format(measured, digits) + (detail.isEmpty ? "" : " (\(detail))"),
                Targets.verdict(measured, atMost: limit)
            ))
    }
}
var verdicts = Verdicts()

print("## Layout and viewport queries")
print()
print(
    "| kind | items | layouts per pass | layout ns/item | one layout repeated | growth per item vs 10^3 | retained B/element | peak B/element | query µs (1024 x 800) | one layout queried | query growth vs 10^3 |"
)
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
var slowest = (kind: "", ns: 0.0)
var worstGrowth = (kind: "", ratio: 0.0)
var worstMemory = (kind: "", bytes: 0.0)
var worstQuery = (kind: "", us: 0.0)
var worstQueryGrowth = (kind: "", ratio: 0.0)
for workload in Workload.all where kinds?.contains(workload.name) ?? true {
    var first: LayoutFigures?
    for n in layoutSizes {
        let f = measureLayout(workload, n)
        if first == nil { first = f }
        let largest = n == layoutSizes.last && n >= 1_000_000
        let time =
            largest
            ? Targets.checked(f.nanosecondsPerItem, atMost: Targets.layoutNanoseconds(workload.name))
            : format(f.nanosecondsPerItem)
        var growth = ""
        var queryGrowth = ""
        if let base = first, n == layoutSizes.last, n > layoutSizes[0] {
            let ratio = f.nanosecondsPerItem / base.nanosecondsPerItem
            let qRatio = f.queryMicroseconds / base.queryMicroseconds
            growth = Targets.checked(ratio, atMost: Targets.growth, digits: 2)
            queryGrowth = Targets.checked(qRatio, atMost: Targets.queryGrowth, digits: 2)
            if ratio > worstGrowth.ratio { worstGrowth = (workload.name, ratio) }
            if qRatio > worstQueryGrowth.ratio { worstQueryGrowth = (workload.name, qRatio) }
        }
        print(
            "| \(workload.name) | \(n) | \(Pass.layouts(n)) | \(time) | \(format(f.repeatedNanosecondsPerItem)) | \(growth) | \(Targets.checked(f.retainedPerElement, atMost: Targets.bytesPerElement)) | \(format(f.peakPerElement)) | \(Targets.checked(f.queryMicroseconds, atMost: Targets.queryMicroseconds, digits: 2)) | \(format(f.warmQueryMicroseconds, 2)) | \(queryGrowth) |"
        )
        if largest {
            if let comparison = Targets.cComparison(workload.name) {
                let now = comparison.loop == "flow" ? c.flow : c.waterfall
                verdicts.add(
                    "\(workload.name) layout at 10^6 items (2x C \(comparison.loop))",
                    limit: Targets.layoutNanoseconds(workload.name),
                    f.nanosecondsPerItem, unit: "ns/item",
                    detail: "\(format(f.nanosecondsPerItem / now))x the C loop now")
            }
            if f.nanosecondsPerItem > slowest.ns { slowest = (workload.name, f.nanosecondsPerItem) }
            if f.queryMicroseconds > worstQuery.us { worstQuery = (workload.name, f.queryMicroseconds) }
        }
        if f.retainedPerElement > worstMemory.bytes { worstMemory = (workload.name, f.retainedPerElement) }
    }
}
print()
if layoutSizes.last ?? 0 >= 1_000_000 && !slowest.kind.isEmpty {
    verdicts.add("every kind at 10^6 items", limit: 25, slowest.ns, unit: "ns/item", detail: "slowest: \(slowest.kind)")
    verdicts.add(
        "query at 10^6 items, every kind", limit: Targets.queryMicroseconds, worstQuery.us, unit: "µs",
        detail: "slowest: \(worstQuery.kind)", digits: 2)
}
if !worstGrowth.kind.isEmpty {
    // Each growth beside the C loop's: the worst kind's cost at the largest size over that at 10^3
    // (target, limit, worst kind, C loop, C figures).
    let growths = [
        ("linear growth: per-item cost", Targets.growth, worstGrowth, "flow loop", cFigures.flow),
        ("queries flat in n:", Targets.queryGrowth, worstQueryGrowth, "query", cFigures.query),
    ]
    for (target, limit, worst, loop, figure) in growths {
        verdicts.add(
            "\(target) at \(layoutSizes.last!) / at \(layoutSizes[0])", limit: limit, worst.ratio, unit: "",
            detail: "worst: \(worst.kind); the C \(loop), 10^6 / 10^3: \(format(figure.large / figure.small, 2))x",
            digits: 2)
    }
}
if !worstMemory.kind.isEmpty {
    verdicts.add(
        "retained memory, every kind and size", limit: Targets.bytesPerElement, worstMemory.bytes, unit: "B/element",
        detail: "most: \(worstMemory.kind)")
}

// MARK: Drawing

let directory: String = {
    var template = Array("/tmp/layout-bench-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("layout-bench: cannot make a temporary directory") }
    return String(cString: made)
}()
let render = executable.split(separator: "/").dropLast().joined(separator: "/").withSlash + "render"
let renderBuilt = access(render, X_OK) == 0
let runs = quick ? 3 : 11

if withRender {
    print("## Drawing labelled boxes (library, medians; CPU ms of the calling thread unless marked)")
    print()
    print(
        "| boxes | image px | layout + scene | Cairo drawing (one thread) | PNG fast (default): drawing + encoding on all cores, wall / CPU of all threads | PNG encoding, small | PNG bytes fast / small | SVG | SVG bytes |"
    )
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|")
    for (boxes, width) in RenderWorkload.sizes {
        let spec = RenderWorkload.boxesSpec(count: boxes, width: width)
        let samples = quick ? 1 : boxes > 10_000 ? 3 : 7
        var scene: Scene!
        let build = Measure.medianCPU(samples: samples) {
            let (result, options) = RenderWorkload.diagram(spec)
            scene = Diagram.scene(for: result, options: options)
        }
        var image: RGBAImage!
        let draw = Measure.medianCPU(samples: samples) { image = try! SceneRenderer.image(scene) }
        var fast: [UInt8] = []
        var small: [UInt8] = []
        let fastPNG = Measure.medianWallAndProcessCPU(samples: samples) {
            fast = try! SceneRenderer.png(scene, compression: .fast)
        }
        let encodeSmall = Measure.medianCPU(samples: samples) {
            small = try! PNGCodec.encode(image, compression: .small)
        }
        var svg = ""
        let svgTime = Measure.medianCPU(samples: samples) { svg = try! SceneRenderer.svg(scene) }
        print(
            "| \(boxes) | \(scene.pixelWidth) x \(scene.pixelHeight) | \(format(build * 1e3)) | \(format(draw * 1e3)) | \(format(fastPNG.wall * 1e3)) / \(format(fastPNG.cpu * 1e3)) | \(format(encodeSmall * 1e3)) | \(fast.count) / \(small.count) | \(format(svgTime * 1e3)) | \(svg.utf8.count) |"
        )
    }
    print(
        "| C (issue) | 1024 x 4000 | | \(format(Targets.cDraw)) | \(format(Targets.cDraw + Targets.cEncodeFast)) (one thread, libpng fast) | \(format(Targets.cEncodeDefault)) (zlib default) | | | |"
    )
    print()

    HTMLWorkload.run(samples: quick ? 1 : 7, verdicts: &verdicts)

    print("## Whole processes (wall ms, medians of \(runs); CPU ms beside)")
    print()
    if !renderBuilt {
        print("`\(render)` is not built; run `swift build -c release --product render` (or `make bench`).")
        print()
    } else {
        let spec = "\(directory)/boxes-2000.json"
        Measure.writeFile(spec, Array(RenderWorkload.boxesSpec(count: 2_000, width: 992).utf8))
        let (a, b) = RenderWorkload.diffPair()
        Measure.writeFile("\(directory)/a.png", a)
        Measure.writeFile("\(directory)/b.png", b)
        print("| command | wall ms | CPU ms | target |")
        print("|---|---:|---:|---|")
        let commands: [(label: String, arguments: [String], limit: Double?, expecting: Set<Int32>)] = [
            ("render boxes-2000.json out.png", [render, spec, "\(directory)/out.png"], Targets.renderPNG, [0]),
            ("render boxes-2000.json out.svg", [render, spec, "\(directory)/out.svg"], Targets.renderSVG, [0]),
            (
                "render boxes-2000.json out.png --compression small",
                [render, spec, "\(directory)/small.png", "--compression", "small"], nil, [0]
            ),
            (
                "render diff a.png b.png (1024 x 8000 px)",
                [render, "diff", "\(directory)/a.png", "\(directory)/b.png"], Targets.diff, [1]
            ),
        ]
        for command in commands {
            let t = Measure.medianProcess(command.arguments, runs: runs, expecting: command.expecting)
            let target = command.limit.map { Targets.checked(t.wall * 1e3, atMost: $0) } ?? "–"
            print("| `\(command.label)` | \(format(t.wall * 1e3)) | \(format(t.cpu * 1e3)) | \(target) |")
            if let limit = command.limit {
                verdicts.add(
                    "`\(command.label)`", limit: limit, t.wall * 1e3, unit: "ms",
                    detail: "CPU \(format(t.cpu * 1e3)) ms")
            }
        }
        print()
    }
}
if withRender && renderBuilt {
    BatchWorkload.measure(render: render, directory: directory, runs: quick ? 1 : 3, verdicts: &verdicts)
}
for file in ["boxes-2000.json", "a.png", "b.png", "out.png", "out.svg", "small.png"] { unlink("\(directory)/\(file)") }
rmdir(directory)

if withRender { PNGCodecBenchmark.run(snapshots: "Snapshots", quick: quick) }

// render check at folder scale, and the comparison against ImageMagick and pixelmatch.
if withRender && renderBuilt { CheckBenchmark.run(render: render, fixturesDir: "Fixtures", runs: quick ? 3 : 5) }

// MARK: Summary

print("## Targets")
print()
print("| target | limit | measured | result |")
print("|---|---|---|---|")
for row in verdicts.rows { print("| \(row.target) | \(row.limit) | \(row.measured) | \(row.verdict) |") }
print()
print("Load average at the end: \(Measure.machine().load).")

extension String {
    var withSlash: String { isEmpty ? "" : "/" + self + "/" }
}
