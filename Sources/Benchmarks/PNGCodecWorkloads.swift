@_spi(Benchmarks) @_spi(Fuzzing) import CairoRenderer
import LayoutScene

/// Issue 25's "one PNG codec": our encoder and decoder against the libraries, end to end (pixels
/// to file bytes, file bytes to pixels, and the passing check's question "does this file hold
/// these pixels?"), over the fixtures' baselines and the 2,000- and 20,000-box diagrams.
/// `layout-bench --only png` runs this section alone.
///
/// Every figure is the median of `samples` runs: wall ms and the CPU ms of all threads (ours
/// encodes on all cores), and MB/s of RGBA pixels (4 bytes a pixel) by the wall clock. "library /
/// ours" is the library's time over ours, wall and CPU: the hand-written code stays where it is at
/// least 1.3 (Docs/Performance.md, "PNG codec: ours or a library").
enum PNGCodecBenchmark {
    /// One image to encode and its files to decode.
    struct Case {
        var name: String
        var images: [RGBAImage]
        /// The files as `render` writes them (`.fast`) and as baselines are written (`.small`).
        var fastFiles: [[UInt8]]
        var smallFiles: [[UInt8]]
        var scenes: [Scene]
        var pixelBytes: Int { images.reduce(0) { $0 + $1.width * $1.height * 4 } }
    }

    /// The fixtures' baselines (`Snapshots/*.png`), and labelled boxes as `RenderWorkload` draws them.
    static func cases(snapshots: String) -> [Case] {
        let names = ((try? CheckBenchmark.listFiles(snapshots, suffix: ".png")) ?? []).sorted()
        let baselines = names.map { CheckBenchmark.readBytes("\(snapshots)/\($0)") }
        let images = baselines.compactMap { try? PNGCodec.decode($0) }
        var cases = [
            Case(
                name: "the \(images.count) fixtures' baselines", images: images,
                fastFiles: images.map { try! PNGCodec.encode($0, compression: .fast) }, smallFiles: baselines,
                scenes: [])
        ]
        for (boxes, width) in RenderWorkload.sizes {
            let (result, options) = RenderWorkload.diagram(RenderWorkload.boxesSpec(count: boxes, width: width))
            let scene = Diagram.scene(for: result, options: options)
            let image = try! SceneRenderer.image(scene)
            cases.append(
                Case(
                    name: "\(boxes) boxes, \(image.width) x \(image.height) px", images: [image],
                    fastFiles: [try! SceneRenderer.png(scene, compression: .fast)],
                    smallFiles: [try! PNGCodec.encode(image, compression: .small)], scenes: [scene]))
        }
        return cases
    }

    /// A measured candidate: wall and CPU seconds, and the bytes it wrote (encoders).
    struct Figure {
        var wall: Double
        var cpu: Double
        var bytes: Int?
    }

    static func measure(samples: Int, _ body: () -> Int?) -> Figure {
        var bytes: Int?
        let t = Measure.medianWallAndProcessCPU(samples: samples) { bytes = body() }
        return Figure(wall: t.wall, cpu: t.cpu, bytes: bytes)
    }

    static func run(snapshots: String, quick: Bool) {
        print("## PNG codec: ours or a library (issue 25)")
        print()
        print(
            "Medians; wall ms / CPU ms of all threads; MB/s of RGBA pixels by the wall clock; \"library / ours\": the library's time over ours, by the wall clock and by CPU time (keep ours at 1.3 or more)."
        )
        print()
        for c in cases(snapshots: snapshots) {
            let samples = quick ? 1 : c.pixelBytes > 100_000_000 ? 3 : 7
            let mb = Double(c.pixelBytes) / 1e6
            func row(_ task: String, _ candidate: String, _ f: Figure, ours: Figure? = nil) {
                let ratio = ours.map { "\(format(f.wall / $0.wall, 2)) / \(format(f.cpu / $0.cpu, 2))" } ?? ""
                print(
                    "| \(c.name) | \(task) | \(candidate) | \(format(f.wall * 1e3)) / \(format(f.cpu * 1e3)) | \(format(mb / f.wall, 0)) | \(f.bytes.map(String.init) ?? "") | \(ratio) |"
                )
            }
            print("| workload | task | candidate | wall / CPU ms | MB/s | bytes | library / ours, wall / CPU |")
            print("|---|---|---|---:|---:|---:|---:|")

            // Encoding: pixels to file bytes.
            let oursFast = measure(samples: samples) {
                c.images.reduce(0) { $0 + (try! PNGCodec.encode($1, compression: .fast)).count }
            }
            row("encode", "ours: `.fast` (RowDeflater, stripes on all cores)", oursFast)
            for level in [1, 6] {
                let f = measure(samples: samples) {
                    c.images.reduce(0) { $0 + (try! PNGCodec.encodeWithLibdeflate($1, level: level)).count }
                }
                row("encode", "libdeflate level \(level), unfiltered, one thread", f, ours: oursFast)
            }
            let small = measure(samples: samples) {
                c.images.reduce(0) { $0 + (try! PNGCodec.encode($1, compression: .small)).count }
            }
            row("encode", "libpng: `.small` (zlib level 6, adaptive filters)", small, ours: oursFast)
            if !c.scenes.isEmpty {
                // What `render SPEC out.png` does after the layout: draw and encode.
                let banded = measure(samples: samples) {
                    c.scenes.reduce(0) { $0 + (try! SceneRenderer.png($1, compression: .fast)).count }
                }
                row("draw + encode", "ours: drawn and compressed in stripes on all cores", banded)
                let whole = measure(samples: samples) {
                    c.scenes.reduce(0) {
                        $0 + (try! PNGCodec.encodeWithLibdeflate(SceneRenderer.image($1), level: 1)).count
                    }
                }
                row("draw + encode", "drawn on one thread, then libdeflate level 1", whole, ours: banded)
                let wholeOurs = measure(samples: samples) {
                    c.scenes.reduce(0) {
                        $0 + (try! PNGCodec.encode(SceneRenderer.image($1), compression: .fast)).count
                    }
                }
                row("draw + encode", "drawn on one thread, then ours `.fast`", wholeOurs, ours: banded)
            }

            // Decoding: file bytes to pixels, for `render` output (fast) and baselines (small).
            for (kind, files) in [("`.fast` files", c.fastFiles), ("`.small` files", c.smallFiles)] {
                let ours = measure(samples: samples) {
                    files.reduce(0) { $0 + (try! PNGCodec.decode($1, pixelBudget: 1 << 30)).width }
                }
                row("decode \(kind)", "ours: PNGReader (libdeflate's inflate, our row filters)", ours)
                let libpng = measure(samples: samples) {
                    files.reduce(0) {
                        $0 + (try! PNGCodec.decodeWithLibpng($1, pixelBudget: 1 << 30, checksCRC: true)).width
                    }
                }
                row("decode \(kind)", "libpng (classic API, zlib's inflate)", libpng, ours: ours)
            }

            // The passing check: does the baseline hold the rendered pixels?
            let pairs = Array(zip(c.smallFiles, c.images))
            let matches = measure(samples: samples) {
                pairs.reduce(0) { $0 + (PNGCodec.matches($1.0, $1.1) == true ? 1 : 0) }
            }
            row("passing check", "ours: filtered rows compared (`PNGCodec.matches`)", matches)
            let decodeAndCompare = measure(samples: samples) {
                pairs.reduce(0) {
                    $0 + ((try! PNGCodec.decodeWithLibpng($1.0, pixelBudget: 1 << 30, checksCRC: true)) == $1.1 ? 1 : 0)
                }
            }
            row("passing check", "libpng decode, then pixels compared", decodeAndCompare, ours: matches)
            print()
        }
    }
}
