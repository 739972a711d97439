import Testing

@testable import LayoutEngine

/// Mosaic's two item loops (lane ends in one vector for up to 8 lanes, or one lane at a time) and
/// `roundedUp` (rounding without the library call) give exactly the results of the plain code.
@Suite struct MosaicLaneVectorTests {
    typealias Item = MosaicSection.Item

    /// Every frame of both paths, bit for bit, on many seeded sections of 1 to 8 lanes.
    @Test func vectorAndPerLaneLoopsGiveTheSameFrames() throws {
        var rng = SplitMix64(seed: 2024)
        for round in 0..<300 {
            let lanes = Int.random(in: 1...8, using: &rng)
            let direction: ScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
            let m = [0.001, 0.5, 1, 3, 7.3, 20, 50, 120].randomElement(using: &rng)!
            let spreads: [ClosedRange<Double>] = [0.5...2, 0.99...1.01, 1...1, 0.01...100, 1e-17...1e-13]
            let ratios = spreads.randomElement(using: &rng)!
            let big = Double.random(in: 0...1, using: &rng)
            let items = (0..<Int.random(in: 0...700, using: &rng)).map { _ in
                Item(
                    aspectRatio: Double.random(in: ratios, using: &rng),
                    canBeBig: Double.random(in: 0..<1, using: &rng) < big)
            }
            let section = MosaicSection(
                items: items, lineCount: lanes, lineMultiple: m,
                options: PluginSectionOptions(
                    minimumLineSpacing: [0, 2.5, 10].randomElement(using: &rng)!,
                    minimumInteritemSpacing: [0, 1.25, 10].randomElement(using: &rng)!))
            let env = PluginEnvironment(
                containerSize: Size(width: 377.5, height: 377.5), scrollDirection: direction, section: 0)
            let start = [0, 17.25, 1e6].randomElement(using: &rng)!
            var vectorCells = LayoutBuilder(scrollDirection: direction)
            var laneCells = LayoutBuilder(scrollDirection: direction)
            vectorCells.beginSection()
            laneCells.beginSection()
            let vector = try section.layoutCells(from: start, in: env, into: &vectorCells, vectorLanes: true)
            let perLane = try section.layoutCells(from: start, in: env, into: &laneCells, vectorLanes: false)
            #expect(vector.end.bitPattern == perLane.end.bitPattern, "round \(round)")
            let a = vectorCells.openSectionCells
            let b = laneCells.openSectionCells
            #expect(a.count == items.count && b.count == items.count)
            let firstDifference = Array(zip(a, b)).firstIndex { (pair: (Rect, Rect)) -> Bool in
                !Self.sameBits(pair.0, pair.1)
            }
            #expect(firstDifference == nil, "round \(round): \(lanes) lanes, m \(m), \(direction), ratios \(ratios)")
        }
    }

    static func sameBits(_ a: Rect, _ b: Rect) -> Bool {
        let x: [UInt64] = [a.minX.bitPattern, a.minY.bitPattern, a.width.bitPattern, a.height.bitPattern]
        let y: [UInt64] = [b.minX.bitPattern, b.minY.bitPattern, b.width.bitPattern, b.height.bitPattern]
        return x == y
    }
}
