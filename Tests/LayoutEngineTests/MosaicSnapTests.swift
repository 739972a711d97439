import Testing

@testable import LayoutEngine

/// The vector loop's branch-free snap (the item's end as the minimum of `position + (end -
/// position)` over the lanes within m, NaN-tagged when there is none) gives the frames of the
/// per-lane loop bit for bit, also where the plain rule meets infinities: lengths that overflow to
/// +infinity (tiny or huge aspect ratios), lanes that end at +infinity, every lane at +infinity
/// (then every later item starts at +infinity), negative starts and -0.
@Suite struct MosaicSnapTests {
    typealias Item = MosaicSection.Item

    /// Compares both loops on one section; returns a description of the first difference.
    static func difference(
        _ section: MosaicSection, start: Double, direction: ScrollDirection,
        container: Double = 377.5
    ) throws -> String? {
        let env = PluginEnvironment(
            containerSize: Size(width: container, height: container), scrollDirection: direction, section: 0)
        var vectorCells = LayoutBuilder(scrollDirection: direction)
        var laneCells = LayoutBuilder(scrollDirection: direction)
        vectorCells.beginSection()
        laneCells.beginSection()
        let vector = try section.layoutCells(from: start, in: env, into: &vectorCells, vectorLanes: true)
        let perLane = try section.layoutCells(from: start, in: env, into: &laneCells, vectorLanes: false)
        let a = vectorCells.openSectionCells
        let b = laneCells.openSectionCells
        guard a.count == section.items.count, b.count == section.items.count else {
            return "cell counts \(a.count), \(b.count)"
        }
        if let i = Array(zip(a, b)).firstIndex(where: { (pair: (Rect, Rect)) -> Bool in
            !MosaicLaneVectorTests.sameBits(pair.0, pair.1)
        }) {
            return "item \(i): \(a[i]) vs \(b[i])"
        }
        if vector.end.bitPattern != perLane.end.bitPattern { return "end \(vector.end) vs \(perLane.end)" }
        return nil
    }

    /// `Lanes6` reads element i at byte 8 * i of the value: its `high` half must follow `low`.
    @Test func lanes6ElementsAreInOrder() {
        #expect(MemoryLayout<Lanes6>.offset(of: \Lanes6.high) == 4 * MemoryLayout<Double>.stride)
        var v = Lanes6(low: SIMD4(0, 1, 2, 3), high: SIMD2(4, 5))
        #expect((0..<6).map { v[$0] } == [0, 1, 2, 3, 4, 5])
        v[1] = 7
        v[5] = 9
        #expect((0..<6).map { v[$0] } == [0, 7, 2, 3, 4, 9])
    }

    /// Seeded sections of 1 to 8 lanes, both directions, whose aspect ratios include ones that make
    /// a length +infinity (5e-324 and 1e-310 when vertical, 1e308 when horizontal) among ordinary
    /// ones, so that some lanes end at +infinity and sometimes all of them do.
    @Test func infiniteLengthsAndEnds() throws {
        var rng = SplitMix64(seed: 77)
        let extreme: [Double] = [5e-324, 1e-310, 1e-300, 1e300, 1e308, .greatestFiniteMagnitude]
        for round in 0..<400 {
            let lanes = Int.random(in: 1...8, using: &rng)
            let direction: ScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
            let m = [0.5, 20, 50].randomElement(using: &rng)!
            let rare = [0.002, 0.02, 0.2].randomElement(using: &rng)!
            let items = (0..<Int.random(in: 0...300, using: &rng)).map { _ in
                Item(
                    aspectRatio: Double.random(in: 0..<1, using: &rng) < rare
                        ? extreme.randomElement(using: &rng)! : Double.random(in: 0.5...2, using: &rng),
                    canBeBig: Bool.random(using: &rng))
            }
            let section = MosaicSection(
                items: items, lineCount: lanes, lineMultiple: m,
                options: PluginSectionOptions(
                    minimumLineSpacing: [0, 10].randomElement(using: &rng)!,
                    minimumInteritemSpacing: [0, 10].randomElement(using: &rng)!))
            let start = [0, -0.0, -17.25, -1e6, 1e300].randomElement(using: &rng)!
            let difference = try Self.difference(section, start: start, direction: direction)
            #expect(
                difference == nil,
                "round \(round): \(lanes) lanes, m \(m), \(direction), start \(start): \(difference ?? "")")
        }
    }

    /// Sections built for ties and snaps: lanes of a whole length, a multiple that divides it, and
    /// ratios from a few simple values, so that lane ends often coincide (runs of equal lanes) and
    /// often lie within m of a target (snaps, including to a lane above the target and to the
    /// item's own run); portrait items over all lanes and canBeBig false; 1 to 8 lanes.
    @Test func tiesAndSnaps() throws {
        var rng = SplitMix64(seed: 5)
        for round in 0..<400 {
            let lanes = Int.random(in: 1...8, using: &rng)
            let direction: ScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
            let m: Double = [20, 25, 50, 100].randomElement(using: &rng)!
            let ratios: [Double] = [[1, 2, 0.5], [1, 0.75, 1.5, 3], [0.5, 0.6, 0.9], [1, 1.01, 0.99, 4]].randomElement(
                using: &rng)!
            let big: Double = [0, 0.5, 1].randomElement(using: &rng)!
            let items = (0..<Int.random(in: 1...400, using: &rng)).map { _ in
                Item(
                    aspectRatio: ratios.randomElement(using: &rng)!,
                    canBeBig: Double.random(in: 0..<1, using: &rng) < big)
            }
            let section = MosaicSection(
                items: items, lineCount: lanes, lineMultiple: m,
                options: PluginSectionOptions(
                    minimumLineSpacing: [0, 5, 25].randomElement(using: &rng)!,
                    minimumInteritemSpacing: [0, 5].randomElement(using: &rng)!))
            let difference = try Self.difference(
                section, start: [0.0, 12.5].randomElement(using: &rng)!, direction: direction,
                container: Double(lanes) * 100 + Double(lanes - 1) * 5)
            #expect(
                difference == nil,
                "round \(round): \(lanes) lanes, m \(m), \(direction), ratios \(ratios): \(difference ?? "")")
        }
    }
}
