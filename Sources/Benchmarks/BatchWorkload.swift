import LayoutSpec

#if canImport(Glibc)
    import Glibc
#endif

/// Many specs to PNG: `render DIR --out-dir OUT` (one process, all cores) against one `render`
/// process per spec, run one after the other as a shell loop runs them.
enum BatchWorkload {
    /// The number of specs: the built-in examples of every kind, in turn.
    static let count = 200

    /// Writes the specs into `directory/specs` and returns their paths.
    static func writeSpecs(into directory: String) -> [String] {
        mkdir("\(directory)/specs", 0o755)
        return (0..<count).map { i in
            let kind = LayoutKinds.all[i % LayoutKinds.all.count]
            let path = "\(directory)/specs/\(kind.name)-\(i).json"
            Measure.writeFile(path, Array(kind.example.utf8))
            return path
        }
    }

    /// Measures both ways (medians of `runs`) and records the target: the batch at most a third of
    /// the separate processes' wall time (3x faster).
    static func measure(render: String, directory: String, runs: Int, verdicts: inout Verdicts) {
        let specs = writeSpecs(into: directory)
        let out = "\(directory)/batch-out"
        var batchWalls: [Double] = []
        var separateWalls: [Double] = []
        var batchCPU: [Double] = []
        var separateCPU: [Double] = []
        for _ in 0..<runs {
            let batch = Measure.run([render, "\(directory)/specs", "--out-dir", out, "--format", "png"])
            guard batch.status == 0 else { fatalError("layout-bench: the batch render exited with \(batch.status)") }
            batchWalls.append(batch.wall)
            batchCPU.append(batch.cpu)
            var wall = 0.0
            var cpu = 0.0
            for spec in specs {
                let one = Measure.run([render, spec, "\(out)/one.png"])
                guard one.status == 0 else { fatalError("layout-bench: render \(spec) exited with \(one.status)") }
                wall += one.wall
                cpu += one.cpu
            }
            separateWalls.append(wall)
            separateCPU.append(cpu)
        }
        let batch = Measure.median(batchWalls)
        let separate = Measure.median(separateWalls)
        print("## \(count) specs to PNG (wall ms, medians of \(runs); CPU ms beside)")
        print()
        print("| command | wall ms | CPU ms | speed-up |")
        print("|---|---:|---:|---:|")
        print(
            "| `render specs --out-dir out` (one process) | \(format(batch * 1e3)) | \(format(Measure.median(batchCPU) * 1e3)) | \(format(separate / batch, 2))x |"
        )
        print(
            "| `render spec-N.json out.png` x \(count) | \(format(separate * 1e3)) | \(format(Measure.median(separateCPU) * 1e3)) | 1x |"
        )
        print()
        verdicts.add(
            "\(count) specs in one batch, wall time / \(count) processes", limit: 1.0 / 3, batch / separate, unit: "",
            detail: "\(format(separate / batch, 2))x faster", digits: 2)
        for spec in specs {
            unlink(spec)
            unlink("\(out)/\(BatchName.stem(spec)).png")
        }
        unlink("\(out)/one.png")
        rmdir(out)
        rmdir("\(directory)/specs")
    }
}

enum BatchName {
    /// `dir/name.json` -> `name`.
    static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }
}
