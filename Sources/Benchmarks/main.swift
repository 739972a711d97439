import LayoutEngine
#if canImport(Glibc)
import Glibc
#endif

// `swift run -c release layout-bench [--sizes 1000,10000,100000,1000000] [--kinds a,b]`
// Prints, per layout kind and size: layout time per item, retained and peak memory per element,
// and the time of one 1024 x 800 viewport query at random offsets.

var sizes = [1_000, 10_000, 100_000, 1_000_000]
var kinds: Set<String>? = nil
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    switch a {
    case "--sizes": sizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--kinds": kinds = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    case "--help", "-h":
        print("usage: layout-bench [--sizes 1000,10000,100000,1000000] [--kinds aligned,waterfall,...]")
        exit(0)
    default:
        print("layout-bench: unknown argument \(a); see --help")
        exit(64)
    }
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
func fmt(_ v: Double, _ digits: Int = 1) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (v * p).rounded() / p
    return digits == 0 ? String(Int(r)) : "\(r)"
}

print("| kind | items | layout ns/item | retained B/element | peak B/element | query us (1024x800) |")
print("|---|---:|---:|---:|---:|---:|")
for workload in Workload.all where kinds?.contains(workload.name) ?? true {
    for n in sizes {
        var rng = SplitMix64(seed: UInt64(n))
        let layout = workload.make(n, &rng)
        let context = LayoutContext(containerSize: Workload.container, scrollDirection: workload.direction, includesGuides: false)
        let runs = n >= 1_000_000 ? 3 : n >= 100_000 ? 5 : n >= 10_000 ? 15 : 101
        // memory: retained by one result, and the peak while computing it
        let heapBefore = Measure.heapInUse()
        Measure.resetPeak()
        let rssBefore = Measure.currentRSS()
        var result = try! layout.layout(in: context)
        let peak = Measure.peakRSS() - rssBefore
        let retained = Measure.heapInUse() - heapBefore
        let elements = result.elements.count
        let time = Measure.median(runs: runs) { result = try! layout.layout(in: context) }
        // queries at random offsets along the scroll axis
        let extent = result.contentSize.main(workload.direction)
        var qrng = SplitMix64(seed: 42)
        let queries = 2_000
        let offsets = (0..<queries).map { _ in Double.random(in: 0...max(0, extent - 800), using: &qrng) }
        var found = 0
        let t0 = Measure.now()
        for o in offsets {
            let rect = workload.direction == .vertical ? Rect(x: 0, y: o, width: 1024, height: 800) : Rect(x: o, y: 0, width: 1024, height: 800)
            found &+= result.elementIndices(in: rect).count
        }
        let query = (Measure.now() - t0) / Double(queries)
        precondition(found > 0 || n == 0)
        print("| \(workload.name) | \(pad(String(n), 7)) | \(pad(fmt(time / Double(n) * 1e9), 6)) | \(pad(fmt(Double(retained) / Double(elements), 1), 5)) | \(pad(fmt(Double(max(0, peak)) / Double(elements), 1), 6)) | \(pad(fmt(query * 1e6, 2), 6)) |")
    }
}
