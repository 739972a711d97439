import Testing

@testable import LayoutEngine

/// Waterfall's and column's shortest-column loops (column heights in one vector for up to
/// `ColumnLanes.capacity` columns, or in an array) give the same frames bit for bit.
@Suite struct WaterfallLaneVectorTests {
    static func sameBits(_ a: Rect, _ b: Rect) -> Bool {
        let x: [UInt64] = [a.minX.bitPattern, a.minY.bitPattern, a.width.bitPattern, a.height.bitPattern]
        let y: [UInt64] = [b.minX.bitPattern, b.minY.bitPattern, b.width.bitPattern, b.height.bitPattern]
        return x == y
    }

    /// Every element of two results, bit for bit (frames, kinds, sections), and the content size.
    static func expectSame(
        _ a: LayoutResult, _ b: LayoutResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            a.contentSize.width.bitPattern == b.contentSize.width.bitPattern
                && a.contentSize.height.bitPattern == b.contentSize.height.bitPattern, "\(what): content size",
            sourceLocation: sourceLocation)
        let x = a.elements
        let y = b.elements
        #expect(x.count == y.count, "\(what): element count", sourceLocation: sourceLocation)
        let firstDifference = Array(zip(x, y)).firstIndex { pair in
            !sameBits(pair.0.frame, pair.1.frame) || pair.0.kind != pair.1.kind || pair.0.section != pair.1.section
        }
        #expect(firstDifference == nil, "\(what): element \(firstDifference ?? -1)", sourceLocation: sourceLocation)
    }

    /// Sizes with many ties (a few heights, equal ratios), zero sides, and the benchmark's range.
    static func suggestedSize(_ mode: Int, _ rng: inout SplitMix64) -> Size {
        switch mode {
        case 0:
            return Size(
                width: Double(Int.random(in: 60...200, using: &rng)),
                height: Double(Int.random(in: 60...300, using: &rng)))
        case 1: return Size(width: 100, height: [0, 50, 100, 150].randomElement(using: &rng)!)
        case 2:
            return Size(
                width: [0, 1, 3, 7].randomElement(using: &rng)!, height: [0, 1, 2, 3.5].randomElement(using: &rng)!)
        case 3:
            return Size(
                width: Double.random(in: 0.001...1000, using: &rng), height: Double.random(in: 0...1000, using: &rng))
        default:
            // Huge heights: columns reach +infinity (ties at infinity).
            return Size(
                width: [1e-300, 1, 100].randomElement(using: &rng)!,
                height: [1e300, 1e308, 50].randomElement(using: &rng)!)
        }
    }

    @Test func waterfallVectorAndArrayLoopsGiveTheSameLayouts() throws {
        typealias W = WaterfallLayout
        var rng = SplitMix64(seed: 4711)
        for round in 0..<400 {
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ -> W.Section in
                let mode = Int.random(in: 0...4, using: &rng)
                let custom = Int.random(in: 0..<8, using: &rng) == 0
                let items = (0..<Int.random(in: 0...700, using: &rng)).map { _ -> W.Item in
                    let size = Self.suggestedSize(mode, &rng)
                    return custom
                        ? W.Item(size: .custom { w in Size(width: size.width, height: size.height + w / 1000) })
                        : W.Item(size: .suggested(size))
                }
                return W.Section(
                    items: items,
                    columnCount: Bool.random(using: &rng) ? Int.random(in: 1...10, using: &rng) : nil,
                    minimumInteritemSpacing: [nil, 0, 2.5, 10, -0.0].randomElement(using: &rng)!,
                    sectionInset: Bool.random(using: &rng) ? EdgeInsets(top: 3.25, left: 7, bottom: 1, right: 5) : nil,
                    headerHeight: [nil, 0, 20.5].randomElement(using: &rng)!,
                    itemRenderDirection: W.ItemRenderDirection.allCases.randomElement(using: &rng)!)
            }
            let layout = W(
                sections: sections, columnCount: Int.random(in: 1...9, using: &rng),
                minimumColumnSpacing: [0, 1.5, 10].randomElement(using: &rng)!,
                minimumInteritemSpacing: [0, 1.25, 10].randomElement(using: &rng)!,
                headerInset: [EdgeInsets.zero, EdgeInsets(top: -0.0, left: 0, bottom: 0, right: 0)].randomElement(
                    using: &rng)!)
            let width = [1024, 377.5, 320].randomElement(using: &rng)!
            let context = LayoutContext(
                containerSize: Size(width: width, height: 600), scale: [1, 2, 3].randomElement(using: &rng)!,
                includesGuides: false)
            let vector = try layout.layout(in: context, vectorLanes: true)
            let array = try layout.layout(in: context, vectorLanes: false)
            Self.expectSame(vector, array, "round \(round)")
            // The collected path (guides) has the same cells too.
            if round % 10 == 0 {
                var guided = context
                guided.includesGuides = true
                let withGuides = try layout.layout(in: guided)
                let cells = { (r: LayoutResult) in r.elements.filter { $0.kind == .cell }.map { $0.frame } }
                #expect(cells(withGuides) == cells(vector), "round \(round): guides")
            }
        }
    }

    /// An error in a later item is the same error on both paths (and the public one).
    @Test func waterfallErrorsAreTheSame() {
        typealias W = WaterfallLayout
        let layout = W(
            sections: [
                W.Section(items: [
                    W.Item(width: 10, height: 10), W.Item(width: 10, height: 10), W.Item(width: .nan, height: 10),
                ])
            ], columnCount: 3)
        let context = LayoutContext(containerSize: Size(width: 320, height: 600), includesGuides: false)
        func message(_ vectorLanes: Bool) -> String {
            let result = Result { () throws(LayoutError) -> LayoutResult in
                try layout.layout(in: context, vectorLanes: vectorLanes)
            }
            if case .failure(let error) = result { return "\(error)" }
            return "no error"
        }
        let a = message(true)
        let b = message(false)
        #expect(a == b)
        #expect(a.contains("sections[0].items[2].width"))
    }

    @Test func columnVectorAndArrayLoopsGiveTheSameLayouts() throws {
        typealias C = ColumnLayout
        var rng = SplitMix64(seed: 815)
        for round in 0..<400 {
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ -> C.Section in
                let mode = Int.random(in: 0...4, using: &rng)
                let items = (0..<Int.random(in: 0...700, using: &rng)).map { _ -> C.Item in
                    let size = Self.suggestedSize(mode, &rng)
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0: return C.Item(height: size.height)
                    case 1: return C.Item(aspectRatio: size)
                    case 2: return C.Item(aspectRatio: size, height: [0, -0.0, 7.5].randomElement(using: &rng)!)
                    default: return C.Item()
                    }
                }
                return C.Section(
                    items: items,
                    columnCount: Bool.random(using: &rng) ? Int.random(in: 1...10, using: &rng) : nil,
                    interitemSpacing: [nil, 0, 2.5, 10, -0.0].randomElement(using: &rng)!,
                    sectionInset: Bool.random(using: &rng) ? EdgeInsets(top: 3.25, left: 7, bottom: 1, right: 5) : nil,
                    headerHeight: [nil, 0, 20.5, 1e-10].randomElement(using: &rng)!,
                    itemHeight: [nil, 0, 33.3].randomElement(using: &rng)!,
                    layoutStrategy: C.LayoutStrategy.allCases.randomElement(using: &rng)!)
            }
            let layout = C(
                sections: sections, columnCount: Int.random(in: 1...9, using: &rng),
                columnSpacing: [0, 1.5, 8].randomElement(using: &rng)!,
                interitemSpacing: [0, 1.25, 8].randomElement(using: &rng)!,
                headerHeight: [0, 12].randomElement(using: &rng)!,
                insetSupplementaryViews: Bool.random(using: &rng),
                layoutStrategy: [.shortestFirst, .shortestFirst, .leftToRight, .rightToLeft].randomElement(using: &rng)!
            )
            let width = [1024, 377.5, 320].randomElement(using: &rng)!
            let context = LayoutContext(
                containerSize: Size(width: width, height: 600), scale: [1, 2, 3].randomElement(using: &rng)!,
                includesGuides: Bool.random(using: &rng))
            let vector = try layout.layout(in: context, vectorLanes: true)
            let array = try layout.layout(in: context, vectorLanes: false)
            Self.expectSame(vector, array, "round \(round)")
        }
    }

    /// `ColumnLanes.lowest` finds the lowest value and the first lane holding it, for every
    /// pattern of ties among four lanes.
    @Test func lowestLaneIsTheFirstOfTheLowest() {
        let values: [Double] = [0, 1, 2, .infinity]
        for a in values {
            for b in values {
                for c in values {
                    for d in values {
                        let v = ColumnLanes.Vector(a, b, c, d)
                        var best = 0
                        var lowest = v[0]
                        for k in 1..<4 where v[k] < lowest {
                            best = k
                            lowest = v[k]
                        }
                        let (value, first) = ColumnLanes.lowest(v)
                        #expect(value == lowest && ColumnLanes.lane(first) == best, "\(v)")
                        #expect((0..<4).filter { first[$0] != 0 } == [best], "\(v)")
                        #expect(ColumnLanes.firstLane(v, equalTo: value) == best, "\(v)")
                    }
                }
            }
        }
    }

    /// The same for eight lanes, on 50,000 seeded patterns of few values (many ties) and every
    /// single-lane minimum.
    @Test func lowestOfEightLanesIsTheFirstOfTheLowest() {
        var rng = SplitMix64(seed: 88)
        let values: [Double] = [0, 1, 2, .infinity]
        var patterns = (0..<50_000).map { _ in (0..<8).map { _ in values.randomElement(using: &rng)! } }
        for k in 0..<8 { patterns.append((0..<8).map { $0 == k ? 1 : 2 }) }
        patterns.append([Double](repeating: .infinity, count: 8))
        for p in patterns {
            let v = ColumnLanes8.Vector(p)
            var best = 0
            var lowest = v[0]
            for k in 1..<8 where v[k] < lowest {
                best = k
                lowest = v[k]
            }
            let (value, first) = ColumnLanes8.lowest(v)
            #expect(value == lowest && ColumnLanes8.lane(first) == best, "\(p)")
            #expect((0..<8).filter { first[$0] != 0 } == [best], "\(p)")
            #expect(ColumnLanes8.firstLane(v, equalTo: value) == best, "\(p)")
        }
    }
}
