@_spi(Fuzzing) import CairoRenderer
import LayoutCheck

#if canImport(Glibc)
    import Glibc
#endif

/// `render check` at folder scale (issue 16): specs per second over 500 generated specs and over
/// the fixtures, the comparison alone against ImageMagick's `compare -metric AE` and PyPI's
/// pixelmatch over the same PNG pairs, and what `--report` adds to a run with 10 failures.
enum CheckBenchmark {
    /// Writes `count` specs (the fixtures in turn, each with its own container width so that every
    /// one is a different layout) to `dir`.
    static func generateSpecs(into dir: String, count: Int, fixtures: [(String, String)]) {
        mkdir(dir, 0o755)
        for i in 0..<count {
            let (_, text) = fixtures[i % fixtures.count]
            let width = 360 + (i / fixtures.count) % 40
            let spec = text.replacingFirst("\"width\": 375", with: "\"width\": \(width)")
            Measure.writeFile("\(dir)/gen-\(i).json", Array(spec.utf8))
        }
    }

    static func run(render: String, fixturesDir: String, runs: Int) {
        var template = Array("/tmp/check-bench-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return print("(cannot make a temporary folder)") }
        let tmp = String(cString: made)
        let names = ((try? listJSON(fixturesDir)) ?? []).sorted()
        let fixtures = names.map { ($0, Measure.readFile("\(fixturesDir)/\($0)")) }
        guard !fixtures.isEmpty else { return print("(no fixtures in \(fixturesDir); render check skipped)") }
        let specs = "\(tmp)/specs"
        generateSpecs(into: specs, count: 500, fixtures: fixtures)
        let base = "\(tmp)/base"
        _ = Measure.run([render, "check", specs, "--baselines", base, "--update", "missing", "--quiet"])
        let fixtureBase = "\(tmp)/fixture-base"
        _ = Measure.run([render, "check", fixturesDir, "--baselines", fixtureBase, "--update", "missing", "--quiet"])

        let cores = FolderCheck.processorCount
        print("## render check (medians of \(runs) runs; all \(cores) cores)")
        print()
        print(
            "specs / s is by the wall clock; on a shared machine it is what the other processes left us. The CPU time (all threads) gives the rate the \(cores) cores would reach on their own: \(cores) x specs / CPU s."
        )
        print()
        print("| run | specs | wall ms | CPU ms | specs / s | \(cores) x specs / CPU s | target |")
        print("|---|---:|---:|---:|---:|---:|---|")
        let big = Measure.medianProcess([render, "check", specs, "--baselines", base, "--quiet"], runs: runs)
        row("500 generated specs, all passing", 500, big, target: 150)
        let fx = Measure.medianProcess(
            [render, "check", fixturesDir, "--baselines", fixtureBase, "--quiet"], runs: runs)
        row("the \(fixtures.count) fixtures", fixtures.count, fx, target: 150)

        // 10 failures: the first cell of 10 specs grows by 8 points.
        for i in 0..<10 {
            let path = "\(specs)/gen-\(i * 50).json"
            let text = Measure.readFile(path)
            Measure.writeFile(path, Array(text.replacingFirst("\"height\": ", with: "\"height\": 8 + ").utf8))
            // `8 + 60` is not JSON: put the sum in instead.
            Measure.writeFile(path, Array(fixEight(Measure.readFile(path)).utf8))
        }
        // The two runs alternate, so that both meet the same load on a shared machine.
        var plain: [Measure.ProcessRun] = []
        var withReport: [Measure.ProcessRun] = []
        for _ in 0..<(2 * runs + 1) {
            plain.append(Measure.run([render, "check", specs, "--baselines", base, "--quiet"]))
            withReport.append(
                Measure.run([render, "check", specs, "--baselines", base, "--quiet", "--report", "\(tmp)/report"]))
        }
        guard (plain + withReport).allSatisfy({ $0.status == 1 }) else {
            return print("(render check with 10 failing specs did not exit with 1)")
        }
        let failing = (wall: Measure.median(plain.map(\.wall)), cpu: Measure.median(plain.map(\.cpu)))
        let reported = (wall: Measure.median(withReport.map(\.wall)), cpu: Measure.median(withReport.map(\.cpu)))
        row("500 specs, 10 failing", 500, failing, target: nil)
        row("500 specs, 10 failing, --report", 500, reported, target: nil)
        let overhead = (reported.wall / failing.wall - 1) * 100
        print()
        print(
            "--report adds \(format(overhead)) % to the run with 10 failures (target: at most 25 %): \(overhead <= 25 ? "PASS" : "FAIL")"
        )
        print()
        let reportedCPU = (reported.cpu / failing.cpu - 1) * 100
        print("By CPU time it adds \(format(reportedCPU)) %.")
        print()
        comparisons(tmp: tmp, base: fixtureBase, fixtures: names, runs: runs)
        _ = Measure.run(["/bin/rm", "-rf", tmp])
    }

    static func row(_ name: String, _ count: Int, _ t: (wall: Double, cpu: Double), target: Double?) {
        let rate = Double(count) / t.wall
        let cpuRate = Double(FolderCheck.processorCount) * Double(count) / t.cpu
        let verdict =
            target.map {
                "at least \(Int($0)) / s: wall \(rate >= $0 ? "PASS" : "FAIL"), CPU \(cpuRate >= $0 ? "PASS" : "FAIL")"
            } ?? ""
        print(
            "| \(name) | \(count) | \(format(t.wall * 1e3)) | \(format(t.cpu * 1e3)) | \(format(rate)) | \(format(cpuRate)) | \(verdict) |"
        )
    }

    /// The comparison alone over the fixtures' baselines against a changed copy of each (its first
    /// 40 rows shifted by one pixel): ours in process (decoding both PNGs and comparing), ImageMagick
    /// `compare -metric AE` once per pair, PyPI pixelmatch in one Python process (raw RGBA in, so it
    /// only compares).
    static func comparisons(tmp: String, base: String, fixtures: [String], runs: Int) {
        var pairs: [(String, String)] = []
        for name in fixtures {
            let stem = String(name.dropLast(5))
            let a = "\(base)/\(stem).png"
            guard var image = try? PNGCodec.decode(readBytes(a)) else { continue }
            for y in 0..<min(40, image.height) {
                for x in stride(from: image.width - 1, to: 0, by: -1) { image[x, y] = image[x - 1, y] }
            }
            let b = "\(tmp)/\(stem).changed.png"
            Measure.writeFile(b, (try? PNGCodec.encode(image, compression: .small)) ?? [])
            pairs.append((a, b))
        }
        print("## Comparing \(pairs.count) PNG pairs (the fixtures' baselines, each against a changed copy)")
        print()
        print("| tool | CPU ms per pair | vs ours |")
        print("|---|---:|---:|")
        let files = pairs.map { (readBytes($0.0), readBytes($0.1)) }
        let ours =
            Measure.medianCPU(samples: runs) {
                for (a, b) in files {
                    let x = try! PNGCodec.decode(a)
                    let y = try! PNGCodec.decode(b)
                    _ = ImageComparer.compare(x, y)
                }
            } / Double(pairs.count)
        let oursPM =
            Measure.medianCPU(samples: runs) {
                for (a, b) in files {
                    _ = ImageComparer.compare(
                        try! PNGCodec.decode(a), try! PNGCodec.decode(b),
                        .perceptual(threshold: 0.1, ignoreAntialiasing: true))
                }
            } / Double(pairs.count)
        let libpng =
            Measure.medianCPU(samples: runs) {
                for (a, b) in files {
                    _ = ImageComparer.compare(
                        try! PNGCodec.decodeWithLibpng(a, pixelBudget: 1 << 28, checksCRC: true),
                        try! PNGCodec.decodeWithLibpng(b, pixelBudget: 1 << 28, checksCRC: true))
                }
            } / Double(pairs.count)
        print("| ours, exact (decode both + compare, one thread) | \(format(ours * 1e3)) | 1.0 |")
        print("| ours, exact, decoding with libpng instead | \(format(libpng * 1e3)) | \(format(libpng / ours)) |")
        print(
            "| ours, --threshold 0.1 --ignore-antialiasing | \(format(oursPM * 1e3)) | \(format(oursPM / ours)) |")
        if let compare = which("compare") {
            // CPU time of the child processes (the wall clock beside it), medians of `runs` loops.
            var cpus: [Double] = []
            var walls: [Double] = []
            for _ in 0..<runs {
                var cpu = 0.0
                let t0 = Measure.now()
                for (a, b) in pairs { cpu += Measure.run([compare, "-metric", "AE", a, b, "null:"]).cpu }
                walls.append((Measure.now() - t0) / Double(pairs.count))
                cpus.append(cpu / Double(pairs.count))
            }
            let im = Measure.median(cpus)
            print(
                "| ImageMagick `compare -metric AE` (a process per pair; wall \(format(Measure.median(walls) * 1e3)) ms) | \(format(im * 1e3)) | \(format(im / ours)) (target: at least 5: \(im / ours >= 5 ? "PASS" : "FAIL")) |"
            )
        } else {
            print("| ImageMagick `compare` | not installed (apt-get install imagemagick) | |")
        }
        if let python = which("python3") {
            let subset = Array(pairs.prefix(5))
            var script = "import time, pixelmatch\npairs = []\n"
            for (i, (a, b)) in subset.enumerated() {
                let x = try! PNGCodec.decode(readBytes(a))
                let y = try! PNGCodec.decode(readBytes(b))
                Measure.writeFile("\(tmp)/p\(i).a.rgba", x.pixels)
                Measure.writeFile("\(tmp)/p\(i).b.rgba", y.pixels)
                script +=
                    "pairs.append((open('\(tmp)/p\(i).a.rgba','rb').read(), open('\(tmp)/p\(i).b.rgba','rb').read(), \(x.width), \(x.height)))\n"
            }
            script += """
                t = time.process_time()
                for a, b, w, h in pairs: pixelmatch.pixelmatch(a, b, w, h, threshold=0.1)
                print((time.process_time() - t) / len(pairs))
                """
            Measure.writeFile("\(tmp)/pm.py", Array(script.utf8))
            let r = Measure.run([python, "\(tmp)/pm.py"])
            if r.status == 0, let seconds = Double(r.output.filter { !$0.isWhitespace }) {
                print(
                    "| PyPI pixelmatch (pure Python, \(subset.count) pairs, compare only) | \(format(seconds * 1e3)) | \(format(seconds / oursPM)) vs ours with the same options |"
                )
            } else {
                print("| PyPI pixelmatch | not installed (pip install pixelmatch) | |")
            }
        }
        print()
    }

    static func readBytes(_ path: String) -> [UInt8] {
        guard let f = fopen(path, "rb") else { return [] }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        return out
    }

    static func which(_ name: String) -> String? {
        for dir in (String(cString: getenv("PATH") ?? strdup("/usr/bin")!)).split(separator: ":")
        where access("\(dir)/\(name)", X_OK) == 0 {
            return "\(dir)/\(name)"
        }
        return nil
    }

    static func listJSON(_ dir: String) throws -> [String] { try listFiles(dir, suffix: ".json") }

    /// The names in `dir` that end with `suffix`, in the folder's order.
    static func listFiles(_ dir: String, suffix: String) throws -> [String] {
        guard let d = opendir(dir) else { return [] }
        defer { closedir(d) }
        var out: [String] = []
        while let e = readdir(d) {
            // Read in place: a dirent is only as long as its name (see SafeIO's FolderWalk).
            let field = UnsafeRawPointer(e).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
            let name = String(cString: field.assumingMemoryBound(to: CChar.self))
            if name.hasSuffix(suffix) { out.append(name) }
        }
        return out
    }

    static func fixEight(_ text: String) -> String {
        guard let r = text.firstRange(of: "\"height\": 8 + ") else { return text }
        let rest = text[r.upperBound...]
        let digits = rest.prefix { $0.isNumber }
        guard let n = Int(digits) else { return text }
        return String(text[..<r.lowerBound]) + "\"height\": \(n + 8)" + rest.dropFirst(digits.count)
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = firstRange(of: target) else { return self }
        return String(self[..<r.lowerBound]) + replacement + self[r.upperBound...]
    }
}
