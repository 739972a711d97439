import Testing

@testable import LayoutEngine

/// The bit-pattern aspect-ratio check equals the plain expression it replaces, on special values
/// and random values of every magnitude and sign.
@Suite struct AspectRatioCheckTests {
    static var values: [Double] {
        var values: [Double] = [
            0, -0.0, .nan, -.nan, .signalingNaN, .infinity, -.infinity, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, -1, 0.5, 1e300, -1e-300,
        ]
        var rng = SplitMix64(seed: 7)
        for _ in 0..<20_000 { values.append(Double(bitPattern: rng.next())) }
        return values
    }

    @Test func aspectRatioCheckIsFiniteAndPositive() {
        let env = PluginEnvironment(
            containerSize: Size(width: 100, height: 100), scrollDirection: .vertical, section: 0)
        for x in Self.values {
            let passes = (try? checkAspectRatio(x, item: 0, in: env)) != nil
            #expect(passes == (x.isFinite && x > 0), "\(x) \(String(x.bitPattern, radix: 16))")
        }
    }
}
