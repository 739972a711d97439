import Testing

@testable import LayoutEngine

/// `FlowLines`' shortcuts checked against the plain rules (plugin.md §4): a reference that places
/// every item with the original's expressions, in the original's order, and compares frames bit
/// for bit, on edge cases the fingerprints do not hold (insets and sizes of -0, lines across
/// batches); the overflow threshold against the test it replaces; the batch size check against
/// `isValid`.
@Suite struct FlowLinesTests {
    /// The cells of one flow section laid out by the rules, vertical or horizontal (a horizontal
    /// section is the vertical one with the axes swapped), from `start` along the scroll axis.
    static func reference(
        _ sizes: [Size], alignment: FlowLayoutAlignment, insets: EdgeInsets, itemSpacing: Double,
        crossLength: Double, start: Double, _ d: ScrollDirection
    ) -> [Rect] {
        let lead = insets.crossStart(d)
        let trail = insets.crossEnd(d)
        let available = crossLength - lead - trail
        var frames: [Rect] = []
        var line: [Int] = []
        var lineStart = start
        var lineEnd = start
        func realign(last: Bool) {
            guard !line.isEmpty, !(last && alignment == .default) else { return }
            let far = line.map { frames[$0].maxCross(d) }.max()!
            let thisLineEnd = line.map { frames[$0].maxMain(d) }.max()!
            let delta = available - far + lead
            for (k, i) in line.enumerated() {
                let shift: Double
                switch alignment {
                case .start: shift = 0
                case .center: shift = delta / 2
                case .end: shift = delta
                case .default: shift = line.count < 2 ? delta / 2 : Double(k) * (delta / Double(line.count - 1))
                }
                frames[i] = frames[i].offsetBy(main: (thisLineEnd - frames[i].maxMain(d)) / 2, cross: shift, d)
            }
        }
        for (i, s) in sizes.enumerated() {
            if i == 0 {
                frames.append(Rect(main: lineEnd, cross: lead, mainLength: s.main(d), crossLength: s.cross(d), d))
                line = [i]
            } else {
                let candidate = frames[i - 1].maxCross(d) + itemSpacing
                if (candidate + s.cross(d)) + trail - crossLength >= FlowLines.tolerance {
                    realign(last: false)
                    lineStart = lineEnd + 10 // minimumLineSpacing
                    frames.append(Rect(main: lineStart, cross: lead, mainLength: s.main(d), crossLength: s.cross(d), d))
                    line = [i]
                } else {
                    frames.append(
                        Rect(main: lineStart, cross: candidate, mainLength: s.main(d), crossLength: s.cross(d), d))
                    line.append(i)
                }
            }
            lineEnd = Swift.max(lineEnd, frames[i].maxMain(d))
        }
        realign(last: true)
        return frames
    }

    static func bits(_ frames: [Rect]) -> [UInt64] {
        frames.flatMap {
            [$0.origin.x.bitPattern, $0.origin.y.bitPattern, $0.size.width.bitPattern, $0.size.height.bitPattern]
        }
    }

    /// Sizes with zeros of both signs, fractions, items longer than the line and runs of
    /// zero-width items (lines longer than a batch).
    static func sizes(_ n: Int, _ rng: inout SplitMix64) -> [Size] {
        var out: [Size] = []
        while out.count < n {
            switch Int.random(in: 0..<40, using: &rng) {
            case 0: out.append(Size(width: -0.0, height: -0.0))
            case 1: out.append(Size(width: 0, height: -0.0))
            case 2: out.append(Size(width: 900, height: 30))
            case 3: out += Array(repeating: Size(width: -0.0, height: 3), count: Int.random(in: 1...700, using: &rng))
            default:
                out.append(
                    Size(
                        width: Double.random(in: 0...250, using: &rng), height: Double.random(in: 0...120, using: &rng))
                )
            }
        }
        return out
    }

    @Test func framesFollowTheRulesBitForBit() throws {
        var rng = SplitMix64(seed: 7)
        let insetSets = [
            EdgeInsets.zero, EdgeInsets(top: -0.0, left: -0.0, bottom: -0.0, right: -0.0),
            EdgeInsets(top: 3, left: 16.5, bottom: 0, right: 12.25),
        ]
        for d in [ScrollDirection.vertical, .horizontal] {
            for alignment in FlowLayoutAlignment.allCases {
                for insets in insetSets {
                    for spacing in [10.0, -0.0, 0.1] {
                        let items = Self.sizes(Int.random(in: 1...1500, using: &rng), &rng)
                        let options = PluginSectionOptions(
                            insets: insets, minimumLineSpacing: 10, minimumInteritemSpacing: spacing)
                        let container = Size(width: 375, height: 500)
                        let result = try FlowLayout(sections: [
                            FlowSection(items: items, alignment: alignment, options: options)
                        ])
                        .layout(in: LayoutContext(containerSize: container, scrollDirection: d))
                        let expected = Self.reference(
                            items, alignment: alignment, insets: insets, itemSpacing: spacing,
                            crossLength: container.cross(d), start: 0 + insets.mainStart(d), d)
                        #expect(
                            Self.bits(result.cellFrames()) == Self.bits(expected),
                            "\(d) \(alignment) \(insets) \(spacing)")
                    }
                }
            }
        }
    }

    /// `writeLine` centres an item with the line's end taken as `lineStart + thickness` (the
    /// largest length), where the rules take the largest `lineStart + length`: the same double,
    /// since rounding is monotone, and so the same start along the scroll axis, bit for bit, for
    /// line starts >= +0 (as every line's is) and lengths with zeros of both signs, subnormals
    /// and lengths far smaller or larger than the start.
    @Test func lineEndFromTheThicknessIsTheLargestEnd() {
        var rng = SplitMix64(seed: 11)
        let starts: [Double] = [0, 0 + -0.0, .leastNonzeroMagnitude, 1, 10.5, 1e-300, 1e16, 1e300, 7.0e15 + 0.5]
        let special: [Double] = [0, -0.0, .leastNonzeroMagnitude, .ulpOfOne, 0.1, 1, 120, 1e-17, 1e20]
        for round in 0..<20_000 {
            let lineStart = round < starts.count ? starts[round] : Double.random(in: 0...1e6, using: &rng)
            let lengths = (0..<Int.random(in: 1...9, using: &rng)).map { _ in
                Bool.random(using: &rng) ? special.randomElement(using: &rng)! : Double.random(in: 0...200, using: &rng)
            }
            let largestEnd = lengths.map { lineStart + $0 }.max()!
            // The thickness as `FlowLines` keeps it (`a > b ? a : b`, in item order).
            let thickness = lengths.dropFirst().reduce(lengths[0]) { $0 > $1 ? $0 : $1 }
            let lineEnd = lineStart + thickness
            #expect(lineEnd.bitPattern == largestEnd.bitPattern, "\(lineStart) \(lengths)")
            for h in lengths {
                let rule = lineStart + (largestEnd - (lineStart + h)) / 2
                let placed = lineStart + (lineEnd - (lineStart + h)) / 2
                #expect(placed.bitPattern == rule.bitPattern, "\(lineStart) \(lengths) \(h)")
            }
        }
    }

    /// Sizes whose lines end within rounding of the overflow threshold: each line's last item is
    /// chosen so that its exact far edge (the original's additions) is the threshold itself or the
    /// double below it, where `joinGuessing`'s guess (summed in another order) may fall on the
    /// other side and the line must be laid out again with the exact tests.
    static func edgeSizes(
        _ lines: Int, lead: Double, trail: Double, spacing: Double, lineLength: Double,
        _ d: ScrollDirection, _ rng: inout SplitMix64, disagreements: inout Int
    ) -> [Size] {
        let threshold = FlowLines.overflowThreshold(trail: trail, lineLength: lineLength)
        let fractions: [Double] = [0.1, 0.2, 0.3, 1.0 / 3, 0.7, 1.1, 2.9, 13.37]
        var out: [Size] = []
        for _ in 0..<lines {
            let first = fractions.randomElement(using: &rng)!
            var far = lead + first
            var guess = far
            out.append(Size(main: 20, cross: first, d))
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                let cross = fractions.randomElement(using: &rng)!
                let reach = (far + spacing) + cross
                guard reach < threshold.nextDown else { break }
                out.append(Size(main: Double.random(in: 1...30, using: &rng), cross: cross, d))
                far = reach
                guess = guess + (spacing + cross)
            }
            // The last item's far edge on the threshold (it does not fit) or just below (it fits).
            let target = Bool.random(using: &rng) ? threshold : threshold.nextDown
            let position = far + spacing
            var cross = target - position
            for candidate in [cross, cross.nextUp, cross.nextDown, cross.nextUp.nextUp, cross.nextDown.nextDown]
            where candidate >= 0 && position + candidate == target {
                cross = candidate
                break
            }
            cross = Swift.max(0, cross)
            out.append(Size(main: Double.random(in: 1...30, using: &rng), cross: cross, d))
            // Whether the guess (as `joinGuessing` sums it) and the exact test disagree.
            if ((far + spacing) + cross >= threshold) != (guess + (spacing + cross) >= threshold) { disagreements += 1 }
        }
        return out
    }

    /// Guessed line breaks (`joinGuessing`, used for large sections: here for every one) give the
    /// rules' frames bit for bit, on random sizes and on lines that end within rounding of the
    /// threshold, in batches of any size; and a bad size is still refused by its item.
    @Test func guessedLineBreaksGiveTheSameFrames() throws {
        var rng = SplitMix64(seed: 31)
        var disagreements = 0
        let container = Size(width: 375, height: 500)
        let insetSets = [
            EdgeInsets.zero, EdgeInsets(top: -0.0, left: -0.0, bottom: -0.0, right: -0.0),
            EdgeInsets(top: 3, left: 16.5, bottom: 0, right: 12.25),
        ]
        for d in [ScrollDirection.vertical, .horizontal] {
            for alignment in FlowLayoutAlignment.allCases {
                for insets in insetSets {
                    for spacing in [10.0, -0.0, 0.1, 0] {
                        let lead = insets.crossStart(d)
                        let trail = insets.crossEnd(d)
                        let items =
                            Self.sizes(Int.random(in: 1...900, using: &rng), &rng)
                            + Self.edgeSizes(
                                150, lead: lead, trail: trail, spacing: spacing, lineLength: container.cross(d), d,
                                &rng,
                                disagreements: &disagreements)
                            + Self.sizes(50, &rng)
                        let options = PluginSectionOptions(
                            insets: insets, minimumLineSpacing: 10, minimumInteritemSpacing: spacing)
                        let env = PluginEnvironment(containerSize: container, scrollDirection: d, section: 0)
                        let expected = Self.reference(
                            items, alignment: alignment, insets: insets, itemSpacing: spacing,
                            crossLength: container.cross(d), start: 5, d)
                        for batchSize in [3, 64, FlowLines.batchSize] {
                            var builder = LayoutBuilder(
                                scrollDirection: d, capacity: items.count, includesGuides: false)
                            builder.beginSection()
                            _ = try items.withUnsafeBufferPointer { (buffer) throws(LayoutError) in
                                try FlowLines(options, alignment: alignment, in: env).place(
                                    count: buffer.count, from: 5, into: &builder,
                                    sizes: FlowSection.Sizes(items: buffer, env: env),
                                    batchSize: batchSize, guessingCount: 0)
                            }
                            builder.endSection(frame: .zero)
                            let result = builder.finish(contentSize: container)
                            #expect(
                                Self.bits(result.cellFrames()) == Self.bits(expected),
                                "\(d) \(alignment) \(insets) \(spacing) batches of \(batchSize)")
                        }
                    }
                }
            }
        }
        #expect(disagreements > 100, "lines where the guess and the exact test disagree: \(disagreements)")
        var sizes = Array(repeating: Size(width: 50, height: 20), count: 40)
        sizes[17] = Size(width: 50, height: -3)
        sizes[30] = Size(width: .nan, height: 1)
        let env = PluginEnvironment(containerSize: container, scrollDirection: .vertical, section: 2)
        for batchSize in [1, 3, 16, 17, 18, 64] {
            var builder = LayoutBuilder(scrollDirection: .vertical, capacity: sizes.count, includesGuides: false)
            builder.beginSection()
            do {
                _ = try sizes.withUnsafeBufferPointer { (buffer) throws(LayoutError) in
                    try FlowLines(PluginSectionOptions(), alignment: .start, in: env).place(
                        count: buffer.count, from: 0, into: &builder, sizes: FlowSection.Sizes(items: buffer, env: env),
                        batchSize: batchSize, guessingCount: 0)
                }
                Issue.record("expected an error, batches of \(batchSize)")
            } catch {
                #expect(error.path == "sections[2].items[17]", "batches of \(batchSize)")
            }
        }
    }

    /// `reach >= overflowThreshold(...)` is the original test on every double tried: random
    /// reaches near the boundary and anywhere, the boundary's neighbours, zeros, infinities, NaN.
    @Test func overflowThresholdIsTheOriginalTest() {
        var rng = SplitMix64(seed: 11)
        let cases: [(trail: Double, length: Double)] = [
            (0, 375), (12.25, 375), (-0.0, 0), (0, 0), (16, 1024), (0.1, 1e-9),
            (3, 1e300), (0, .infinity), (1e-320, 7), (0, 1e-6),
        ]
        for (trail, length) in cases {
            let threshold = FlowLines.overflowThreshold(trail: trail, lineLength: length)
            func original(_ reach: Double) -> Bool { (reach + trail) - length >= FlowLines.tolerance }
            var reaches: [Double] = [
                0, -0.0, .infinity, -.infinity, .nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                .leastNonzeroMagnitude,
            ]
            if threshold.isFinite {
                var x = threshold
                for _ in 0..<20 { x = x.nextDown }
                for _ in 0..<40 {
                    reaches.append(x)
                    x = x.nextUp
                }
            }
            for _ in 0..<5000 {
                reaches.append(length + Double.random(in: -1e-5...1e-5, using: &rng))
                reaches.append(Double.random(in: -2000...2000, using: &rng))
                reaches.append(Double(bitPattern: rng.next()))
            }
            for reach in reaches {
                #expect((reach >= threshold) == original(reach), "trail \(trail) length \(length) reach \(reach)")
            }
        }
    }

    /// The batch summary refuses exactly the batches with a size `isValid` refuses, except that
    /// huge finite sizes may raise a false alarm (the search then finds nothing to refuse).
    @Test func sizeCheckAgreesWithIsValid() {
        let specials: [Double] = [
            0, -0.0, 1, 1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            -1, .infinity, -.infinity, .nan, -.nan,
        ]
        for w in specials {
            for h in specials {
                let size = Size(width: w, height: h)
                var check = FlowLines.SizeCheck(neverNegative: false)
                check.add(Size(width: 5, height: 5))
                check.add(size)
                check.add(Size(width: 1, height: 2))
                if !FlowLines.isValid(size) { #expect(!check.mayBeValid, "\(size)") }
                if FlowLines.isValid(size) && w < 1e300 && h < 1e300 { #expect(check.mayBeValid, "\(size)") }
            }
        }
    }

    /// The first bad size is the one named, in the first batch or a later one, whatever its side
    /// and value; huge finite sizes that overflow a batch's sum are laid out, not refused.
    @Test func errorsNameTheFirstBadSize() throws {
        let context = LayoutContext(containerSize: Size(width: 375, height: 667))
        for bad in [Double.nan, .infinity, -.infinity, -1, -.leastNonzeroMagnitude] {
            for at in [0, 5, 511, 512, 1400] {
                for side in 0..<2 {
                    var sizes = Array(repeating: Size(width: 50, height: 20), count: 1500)
                    sizes[at] = side == 0 ? Size(width: bad, height: 20) : Size(width: 50, height: bad)
                    sizes[1450] = Size(width: .nan, height: .nan)
                    do {
                        _ = try FlowLayout(sections: [FlowSection(items: sizes)]).layout(in: context)
                        Issue.record("expected an error for \(bad) at \(at)")
                    } catch {
                        #expect(error.path == "sections[0].items[\(at)]")
                        #expect(error.message.hasPrefix("the item's size must be finite and >= 0"))
                    }
                }
            }
        }
        let huge = Array(repeating: Size(width: 1e308, height: .greatestFiniteMagnitude), count: 600)
        let result = try FlowLayout(sections: [FlowSection(items: huge)]).layout(in: context)
        #expect(result.cellFrames().count == 600)
    }

    /// Batches of any size give the same frames (a line that does not fit in its batch is taken
    /// back and opens the next one), and the first bad size is refused whatever batch holds it:
    /// `FlowLines.place` directly, with batches of 1 to 700 cells.
    @Test func batchesOfAnySizeGiveTheSameFrames() throws {
        var rng = SplitMix64(seed: 23)
        for d in [ScrollDirection.vertical, .horizontal] {
            for alignment in FlowLayoutAlignment.allCases {
                let items = Self.sizes(900, &rng)
                let insets = EdgeInsets(top: 2, left: 8, bottom: 1, right: 4.5)
                let options = PluginSectionOptions(insets: insets, minimumLineSpacing: 10, minimumInteritemSpacing: 10)
                let container = Size(width: 375, height: 500)
                let env = PluginEnvironment(containerSize: container, scrollDirection: d, section: 0)
                let expected = Self.reference(
                    items, alignment: alignment, insets: insets, itemSpacing: 10,
                    crossLength: container.cross(d), start: 5, d)
                for batchSize in [1, 2, 3, 7, 64, 700] {
                    var builder = LayoutBuilder(scrollDirection: d, capacity: items.count, includesGuides: false)
                    builder.beginSection()
                    _ = try items.withUnsafeBufferPointer { (buffer) throws(LayoutError) in
                        try FlowLines(options, alignment: alignment, in: env).place(
                            count: buffer.count, from: 5, into: &builder,
                            sizes: FlowSection.Sizes(items: buffer, env: env),
                            batchSize: batchSize)
                    }
                    builder.endSection(frame: .zero)
                    let result = builder.finish(contentSize: container)
                    #expect(
                        Self.bits(result.cellFrames()) == Self.bits(expected),
                        "\(d) \(alignment) batches of \(batchSize)")
                }
            }
        }
        var sizes = Array(repeating: Size(width: 50, height: 20), count: 40)
        sizes[17] = Size(width: 50, height: -3)
        sizes[30] = Size(width: .nan, height: 1)
        let env = PluginEnvironment(
            containerSize: Size(width: 375, height: 500), scrollDirection: .vertical, section: 2)
        for batchSize in [1, 3, 16, 17, 18, 64] {
            var builder = LayoutBuilder(scrollDirection: .vertical, capacity: sizes.count, includesGuides: false)
            builder.beginSection()
            do {
                _ = try sizes.withUnsafeBufferPointer { (buffer) throws(LayoutError) in
                    try FlowLines(PluginSectionOptions(), alignment: .start, in: env).place(
                        count: buffer.count, from: 0, into: &builder, sizes: FlowSection.Sizes(items: buffer, env: env),
                        batchSize: batchSize)
                }
                Issue.record("expected an error, batches of \(batchSize)")
            } catch {
                #expect(error.path == "sections[2].items[17]", "batches of \(batchSize)")
            }
        }
    }
}
