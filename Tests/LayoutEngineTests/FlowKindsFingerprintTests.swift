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
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// FNV-1a over the bit patterns of every element's frame, its id and the content size.
    static func fingerprint(_ result: LayoutResult) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ v: UInt64) { h = (h ^ v) &* 0x100_0000_01b3 }
        for e in result.elements {
            mix(e.frame.x.bitPattern)
            mix(e.frame.y.bitPattern)
            mix(e.frame.width.bitPattern)
            mix(e.frame.height.bitPattern)
            mix(UInt64(bitPattern: Int64(e.id.section)))
            mix(UInt64(bitPattern: Int64(e.id.item)))
        }
        mix(result.contentSize.width.bitPattern)
        mix(result.contentSize.height.bitPattern)
        mix(UInt64(result.elements.count))
        return h
    }

    static func layout(
        _ layout: some CollectionLayout, _ direction: ScrollDirection, width: Double = 375, height: Double = 667
    ) throws -> UInt64 {
        fingerprint(
            try layout.layout(
                in: LayoutContext(containerSize: Size(width: width, height: height), scrollDirection: direction)))
    }

    /// Sizes with fractional parts, some longer than the line, some zero.
    static func sizes(_ n: Int, _ rng: inout Seeded) -> [Size] {
        (0..<n).map { i in
            switch i % 37 {
            case 5: return Size(width: 0, height: Double.random(in: 0...50, using: &rng))
            case 11: return Size(width: 500, height: 700) // longer than the line either way
            case 17: return Size(width: 0, height: 0)
            default:
                return Size(
                    width: Double.random(in: 10...180, using: &rng), height: Double.random(in: 10...160, using: &rng))
            }
        }
    }

    static let optionSets: [PluginSectionOptions] = [
        PluginSectionOptions(),
        PluginSectionOptions(
            insets: EdgeInsets(top: 7.5, left: 16, bottom: 3, right: 12.25), minimumLineSpacing: 3.3,
            minimumInteritemSpacing: 7.1,
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
                    let sections = [
                        FlowSection(items: sizes(300, &rng), options: options),
                        FlowSection(items: [], options: options),
                        FlowSection(items: sizes(1, &rng), options: options),
                        FlowSection(items: sizes(1300, &rng), alignment: .center, options: options),
                        FlowSection(items: sizes(40, &rng), options: options),
                    ]
                    out.append(try layout(FlowLayout(sections: sections, alignment: alignment), direction))
                }
            }
        }
        // Lines of exactly equal items that must share a line despite rounding.
        for n in 1...7 {
            let w = (375.0 - 32 - Double(n - 1) * 10) / Double(n)
            let section = FlowSection(
                items: Array(repeating: Size(width: w, height: 20), count: 3 * n + 1),
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
                out.append(
                    try layout(FlowLayout(sections: [FlowSection(items: long)], alignment: alignment), direction))
            }
        }
        return out
    }

    static func fractionGridFingerprints() throws -> [UInt64] {
        var out: [UInt64] = []
        var rng = Seeded(state: 7)
        func items(_ n: Int) -> [FractionGridSection.Item] {
            (0..<n).map { i in
                .init(
                    lineFraction: i % 29 == 3
                        ? Int.random(in: 17...24, using: &rng) : Int.random(in: 1...6, using: &rng),
                    aspectRatio: Double.random(in: 0.3...3, using: &rng))
            }
        }
        for direction in [ScrollDirection.vertical, .horizontal] {
            for alignment in FlowLayoutAlignment.allCases {
                for options in optionSets {
                    let sections = [
                        FractionGridSection(items: items(400), options: options),
                        FractionGridSection(items: [], options: options),
                        FractionGridSection(items: items(1), alignment: .end, options: options),
                        FractionGridSection(items: items(1200), options: options),
                    ]
                    out.append(
                        try layout(
                            FractionGridLayout(sections: sections, alignment: alignment), direction, width: 1024,
                            height: 800))
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
                    case 3:
                        cell = .init(insets: EdgeInsets(top: 2, left: 3.5, bottom: 1, right: 4), shouldBeginLine: true)
                    case 8: cell = .init(shouldEndLine: true)
                    case 13:
                        cell = .init(
                            insets: EdgeInsets(top: -1, left: 2, bottom: 0, right: -2), startLineIndentation: true)
                    default: cell = nil
                    }
                }
                switch i % 31 {
                case 4: return AlignedLayout.Item(size: .remaining(height: 30), attributes: cell)
                case 9: return AlignedLayout.Item(size: .default, attributes: cell)
                case 14: return AlignedLayout.Item(width: 900, height: 20, attributes: cell)
                default:
                    return AlignedLayout.Item(
                        width: Double.random(in: 5...150, using: &rng).rounded() + (i % 3 == 0 ? 0.25 : 0),
                        height: Double.random(in: 5...90, using: &rng), attributes: cell)
                }
            }
        }
        for h in AlignedLayout.HorizontalAlignment.allCases {
            for v in AlignedLayout.VerticalAlignment.allCases {
                for attributes in [false, true] {
                    let section = AlignedLayout.SectionAttributes(
                        horizontalAlignment: h, verticalAlignment: v, itemSpacing: 4.5, lineSpacing: 6,
                        insets: EdgeInsets(top: 3, left: 8, bottom: 5, right: 6.5))
                    let layout = AlignedLayout(
                        sections: [
                            AlignedLayout.Section(items: items(700, attributes: attributes)),
                            AlignedLayout.Section(
                                attributes: section, headerHeight: 30, items: items(300, attributes: attributes)),
                            AlignedLayout.Section(items: []),
                        ],
                        defaultSectionAttributes: section,
                        defaultCellAttributes: attributes
                            ? .init(insets: EdgeInsets(top: 1, left: 1.5, bottom: 2, right: 0.5)) : .default)
                    out.append(try Self.layout(layout, .vertical, width: 414))
                }
            }
        }
        // The streamed path: left, top, no attributes, crossing batches.
        out.append(
            try layout(
                AlignedLayout(sections: [AlignedLayout.Section(items: items(2100, attributes: false))]), .vertical,
                width: 1024))
        return out
    }

    static let expectedFlow: [UInt64] = [
        9_829_885_874_045_083_957, 14_540_235_842_616_711_915, 10_389_504_382_397_656_039, 13_167_625_387_114_403_678,
        2_358_608_071_022_076_306, 16_906_346_003_155_689_998, 6_914_789_783_523_680_754, 10_029_105_439_711_184_255,
        1_176_687_749_910_148_586, 14_665_615_332_961_459_761, 5_541_360_761_022_306_940, 4_595_775_266_596_066_069,
        1_081_804_920_826_837_088, 2_070_955_216_715_349_640, 17_614_891_798_708_290_516, 9_493_970_644_978_570_665,
        5_396_156_766_565_532_069, 3_485_117_917_707_022_420, 15_717_414_076_373_094_746, 15_058_432_300_938_484_582,
        11_546_035_638_748_542_677, 12_319_877_470_677_599_428, 16_285_817_822_111_637_195, 2_771_643_465_227_170_977,
        8_245_770_901_469_604_971, 8_245_770_901_469_604_971, 8_245_770_901_469_604_971, 8_245_770_901_469_604_971,
        15_702_739_315_618_953_957, 15_702_739_315_618_953_957, 1_817_068_541_087_005_413, 2_155_401_463_093_213_925,
        16_464_964_398_694_461_633, 14_837_396_487_780_708_718, 12_260_618_274_838_171_705, 12_093_162_117_469_493_184,
        8_016_921_331_489_328_852, 8_016_921_331_489_328_852, 14_775_544_540_637_712_084, 4_201_937_040_501_919_444,
        8_215_930_791_643_596_306, 8_215_930_791_643_596_306, 11_320_856_091_435_212_932, 3_804_629_788_330_565_764,
        4_165_298_750_914_224_062, 4_165_298_750_914_224_062, 2_057_383_474_757_699_984, 16_591_906_847_165_843_856,
        404_969_298_713_811_223, 17_413_670_925_640_049_533, 3_103_422_335_210_673_799, 13_592_023_349_635_673_615,
        // lines longer than a batch
        16_834_897_906_833_928_999, 3_298_587_827_480_004_726, 14_334_722_843_525_904_170, 8_851_650_344_062_403_433,
        13_154_997_989_484_353_573, 9_887_569_598_528_768_910, 7_317_568_627_088_820_587, 383_593_163_745_225_722,
    ]
    static let expectedFractionGrid: [UInt64] = [
        10_743_158_069_902_557_022, 886_070_457_278_010_860, 2_168_638_425_766_083_315, 10_482_970_750_692_116_366,
        702_331_093_744_860_720, 12_497_403_399_990_087_036, 4_179_376_148_301_456_912, 3_232_163_698_753_444_477,
        12_279_081_915_252_950_314, 10_325_034_270_087_081_885, 14_396_930_874_127_514_259, 9_660_568_086_502_370_421,
        12_166_369_963_033_268_104, 10_676_999_836_850_905_171, 12_719_007_466_724_751_442, 4_054_453_341_336_080_584,
        10_065_862_802_346_288_223, 14_711_998_367_011_800_494, 2_721_044_656_260_059_915, 11_133_005_688_598_264_241,
        13_165_084_233_743_954_625, 5_999_369_918_564_260_290, 6_366_723_042_476_964_752, 1_267_066_629_487_894_045,
    ]
    static let expectedAligned: [UInt64] = [
        10_763_043_016_811_597_347, 14_874_763_849_945_567_928, 5_366_358_597_999_618_407, 12_290_307_483_724_211_555,
        16_037_205_647_005_060_166, 237_887_727_677_449_781, 2_883_768_500_391_565_692, 7_143_673_736_169_348_471,
        2_120_565_522_421_128_243, 9_647_952_263_151_904_962, 10_098_919_102_381_541_008, 1_885_565_912_106_630_707,
        2_915_857_554_272_849_886, 10_783_147_832_591_415_958, 10_750_963_688_531_004_770, 529_142_353_813_535_521,
        7_016_216_844_438_923_717, 12_900_884_473_894_916_139, 17_661_609_471_825_232_100,
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
        items[3] = Item(lineFraction: 1, aspectRatio: 1e-320) // its height overflows to infinity
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
