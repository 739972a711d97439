import Testing
@testable import LayoutEngine

/// Frames of `flow`, `fraction-grid` and `aligned` must stay bit for bit what they were before
/// their hot loops were rewritten for speed: seeded workloads (several parameter combinations,
/// both directions, every alignment, edge cases such as items longer than the line, zero sizes,
/// large fractions and sections crossing the builder's batches) are hashed over the bit patterns of
/// every element's frame and the content size, against checksums recorded from the code before.
@Suite struct FlowKindsFingerprintTests {
    /// SplitMix64: the same items on every run.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
    }

    /// FNV-1a over the bit patterns of every element's frame, its id and the content size.
    static func fingerprint(_ result: LayoutResult) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        func mix(_ v: UInt64) { h = (h ^ v) &* 0x100000001b3 }
        for e in result.elements {
            mix(e.frame.x.bitPattern); mix(e.frame.y.bitPattern)
            mix(e.frame.width.bitPattern); mix(e.frame.height.bitPattern)
            mix(UInt64(bitPattern: Int64(e.id.section))); mix(UInt64(bitPattern: Int64(e.id.item)))
        }
        mix(result.contentSize.width.bitPattern); mix(result.contentSize.height.bitPattern)
        mix(UInt64(result.elements.count))
        return h
    }

    static func layout(_ layout: some CollectionLayout, _ direction: ScrollDirection, width: Double = 375, height: Double = 667) throws -> UInt64 {
        fingerprint(try layout.layout(in: LayoutContext(containerSize: Size(width: width, height: height), scrollDirection: direction)))
    }

    /// Sizes with fractional parts, some longer than the line, some zero.
    static func sizes(_ n: Int, _ rng: inout Seeded) -> [Size] {
        (0..<n).map { i in
            switch i % 37 {
            case 5: return Size(width: 0, height: Double.random(in: 0...50, using: &rng))
            case 11: return Size(width: 500, height: 700)   // longer than the line either way
            case 17: return Size(width: 0, height: 0)
            default: return Size(width: Double.random(in: 10...180, using: &rng), height: Double.random(in: 10...160, using: &rng))
            }
        }
    }

    static let optionSets: [PluginSectionOptions] = [
        PluginSectionOptions(),
        PluginSectionOptions(insets: EdgeInsets(top: 7.5, left: 16, bottom: 3, right: 12.25), minimumLineSpacing: 3.3, minimumInteritemSpacing: 7.1,
                             header: Size(width: 10, height: 44)),
        PluginSectionOptions(insets: EdgeInsets(all: 0), minimumLineSpacing: 0, minimumInteritemSpacing: 0),
    ]

    /// Every combination's fingerprint, in a fixed order.
    static func flowFingerprints() throws -> [UInt64] {
        var out: [UInt64] = []
        var rng = Seeded(state: 42)
        for direction in [ScrollDirection.vertical, .horizontal] {
            for alignment in FlowLayoutAlignment.allCases {
                for options in optionSets {
                    let sections = [FlowSection(items: sizes(300, &rng), options: options),
                                    FlowSection(items: [], options: options),
                                    FlowSection(items: sizes(1, &rng), options: options),
                                    FlowSection(items: sizes(1300, &rng), alignment: .center, options: options),
                                    FlowSection(items: sizes(40, &rng), options: options)]
                    out.append(try layout(FlowLayout(sections: sections, alignment: alignment), direction))
                }
            }
        }
        // Lines of exactly equal items that must share a line despite rounding.
        for n in 1...7 {
            let w = (375.0 - 32 - Double(n - 1) * 10) / Double(n)
            let section = FlowSection(items: Array(repeating: Size(width: w, height: 20), count: 3 * n + 1),
                                      options: PluginSectionOptions(insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)))
            for alignment in FlowLayoutAlignment.allCases {
                out.append(try layout(FlowLayout(sections: [section], alignment: alignment), .vertical))
            }
        }
        // Lines longer than the builder's batches (items of width 0 share a line without end).
        let thin = (0..<700).map { Size(width: 0, height: Double($0 % 13)) }
        let long = thin + sizes(30, &rng) + thin + thin + sizes(600, &rng) + [Size(width: 0, height: 5)]
        for alignment in FlowLayoutAlignment.allCases {
            for direction in [ScrollDirection.vertical, .horizontal] {
                out.append(try layout(FlowLayout(sections: [FlowSection(items: long)], alignment: alignment), direction))
            }
        }
        return out
    }

    static func fractionGridFingerprints() throws -> [UInt64] {
        var out: [UInt64] = []
        var rng = Seeded(state: 7)
        func items(_ n: Int) -> [FractionGridSection.Item] {
            (0..<n).map { i in
                .init(lineFraction: i % 29 == 3 ? Int.random(in: 17...24, using: &rng) : Int.random(in: 1...6, using: &rng),
                      aspectRatio: Double.random(in: 0.3...3, using: &rng))
            }
        }
        for direction in [ScrollDirection.vertical, .horizontal] {
            for alignment in FlowLayoutAlignment.allCases {
                for options in optionSets {
                    let sections = [FractionGridSection(items: items(400), options: options),
                                    FractionGridSection(items: [], options: options),
                                    FractionGridSection(items: items(1), alignment: .end, options: options),
                                    FractionGridSection(items: items(1200), options: options)]
                    out.append(try layout(FractionGridLayout(sections: sections, alignment: alignment), direction, width: 1024, height: 800))
                }
            }
        }
        return out
    }

    static func alignedFingerprints() throws -> [UInt64] {
        var out: [UInt64] = []
        var rng = Seeded(state: 99)
        func items(_ n: Int, attributes: Bool) -> [AlignedLayout.Item] {
            (0..<n).map { i in
                var cell: AlignedLayout.CellAttributes?
                if attributes {
                    switch i % 23 {
                    case 3: cell = .init(insets: EdgeInsets(top: 2, left: 3.5, bottom: 1, right: 4), shouldBeginLine: true)
                    case 8: cell = .init(shouldEndLine: true)
                    case 13: cell = .init(insets: EdgeInsets(top: -1, left: 2, bottom: 0, right: -2), startLineIndentation: true)
                    default: cell = nil
                    }
                }
                switch i % 31 {
                case 4: return AlignedLayout.Item(size: .remaining(height: 30), attributes: cell)
                case 9: return AlignedLayout.Item(size: .default, attributes: cell)
                case 14: return AlignedLayout.Item(width: 900, height: 20, attributes: cell)
                default:
                    return AlignedLayout.Item(width: Double.random(in: 5...150, using: &rng).rounded() + (i % 3 == 0 ? 0.25 : 0),
                                              height: Double.random(in: 5...90, using: &rng), attributes: cell)
                }
            }
        }
        for h in AlignedLayout.HorizontalAlignment.allCases {
            for v in AlignedLayout.VerticalAlignment.allCases {
                for attributes in [false, true] {
                    let section = AlignedLayout.SectionAttributes(horizontalAlignment: h, verticalAlignment: v, itemSpacing: 4.5, lineSpacing: 6,
                                                                  insets: EdgeInsets(top: 3, left: 8, bottom: 5, right: 6.5))
                    let layout = AlignedLayout(sections: [AlignedLayout.Section(items: items(700, attributes: attributes)),
                                                          AlignedLayout.Section(attributes: section, headerHeight: 30, items: items(300, attributes: attributes)),
                                                          AlignedLayout.Section(items: [])],
                                               defaultSectionAttributes: section,
                                               defaultCellAttributes: attributes ? .init(insets: EdgeInsets(top: 1, left: 1.5, bottom: 2, right: 0.5)) : .default)
                    out.append(try Self.layout(layout, .vertical, width: 414))
                }
            }
        }
        // The streamed path: left, top, no attributes, crossing batches.
        out.append(try layout(AlignedLayout(sections: [AlignedLayout.Section(items: items(2100, attributes: false))]), .vertical, width: 1024))
        return out
    }

    static let expectedFlow: [UInt64] = [
        9829885874045083957, 14540235842616711915, 10389504382397656039, 13167625387114403678,
        2358608071022076306, 16906346003155689998, 6914789783523680754, 10029105439711184255,
        1176687749910148586, 14665615332961459761, 5541360761022306940, 4595775266596066069,
        1081804920826837088, 2070955216715349640, 17614891798708290516, 9493970644978570665,
        5396156766565532069, 3485117917707022420, 15717414076373094746, 15058432300938484582,
        11546035638748542677, 12319877470677599428, 16285817822111637195, 2771643465227170977,
        8245770901469604971, 8245770901469604971, 8245770901469604971, 8245770901469604971,
        15702739315618953957, 15702739315618953957, 1817068541087005413, 2155401463093213925,
        16464964398694461633, 14837396487780708718, 12260618274838171705, 12093162117469493184,
        8016921331489328852, 8016921331489328852, 14775544540637712084, 4201937040501919444,
        8215930791643596306, 8215930791643596306, 11320856091435212932, 3804629788330565764,
        4165298750914224062, 4165298750914224062, 2057383474757699984, 16591906847165843856,
        404969298713811223, 17413670925640049533, 3103422335210673799, 13592023349635673615,
        // lines longer than a batch
        16834897906833928999, 3298587827480004726, 14334722843525904170, 8851650344062403433,
        13154997989484353573, 9887569598528768910, 7317568627088820587, 383593163745225722,
    ]
    static let expectedFractionGrid: [UInt64] = [
        10743158069902557022, 886070457278010860, 2168638425766083315, 10482970750692116366,
        702331093744860720, 12497403399990087036, 4179376148301456912, 3232163698753444477,
        12279081915252950314, 10325034270087081885, 14396930874127514259, 9660568086502370421,
        12166369963033268104, 10676999836850905171, 12719007466724751442, 4054453341336080584,
        10065862802346288223, 14711998367011800494, 2721044656260059915, 11133005688598264241,
        13165084233743954625, 5999369918564260290, 6366723042476964752, 1267066629487894045,
    ]
    static let expectedAligned: [UInt64] = [
        10763043016811597347, 14874763849945567928, 5366358597999618407, 12290307483724211555,
        16037205647005060166, 237887727677449781, 2883768500391565692, 7143673736169348471,
        2120565522421128243, 9647952263151904962, 10098919102381541008, 1885565912106630707,
        2915857554272849886, 10783147832591415958, 10750963688531004770, 529142353813535521,
        7016216844438923717, 12900884473894916139, 17661609471825232100,
    ]

    @Test func flowFramesUnchanged() throws {
        let got = try Self.flowFingerprints()
        #expect(got == Self.expectedFlow)
    }

    @Test func fractionGridFramesUnchanged() throws {
        let got = try Self.fractionGridFingerprints()
        #expect(got == Self.expectedFractionGrid)
    }

    @Test func alignedFramesUnchanged() throws {
        let got = try Self.alignedFingerprints()
        #expect(got == Self.expectedAligned)
    }

    /// Errors name the same item as before the sizes were streamed: fraction-grid reports a bad
    /// parameter of any item before a size that is not finite (it checked all parameters first);
    /// flow reports the first bad size, also when it lies in a later batch.
    @Test func errorsNameTheSameItem() throws {
        typealias Item = FractionGridSection.Item
        var items = Array(repeating: Item(lineFraction: 2, aspectRatio: 1), count: 1200)
        items[3] = Item(lineFraction: 1, aspectRatio: 1e-320)   // its height overflows to infinity
        items[900] = Item(lineFraction: 0, aspectRatio: 1)
        let context = LayoutContext(containerSize: Size(width: 375, height: 667))
        do {
            _ = try FractionGridLayout(sections: [FractionGridSection(items: items)]).layout(in: context)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "sections[0].items[900].lineFraction")
        }
        items[900] = Item(lineFraction: 2, aspectRatio: 1)
        do {
            _ = try FractionGridLayout(sections: [FractionGridSection(items: items)]).layout(in: context)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "sections[0].items[3]")
            #expect(error.message.hasPrefix("the item's size must be finite and >= 0"))
        }
        var sizes = Array(repeating: Size(width: 50, height: 20), count: 1500)
        sizes[1100] = Size(width: -1, height: 20)
        sizes[1300] = Size(width: .nan, height: 20)
        do {
            _ = try FlowLayout(sections: [FlowSection(items: sizes)]).layout(in: context)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "sections[0].items[1100]")
        }
    }
}
