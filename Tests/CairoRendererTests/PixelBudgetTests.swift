import CairoRenderer
import Dispatch
import Foundation
import Synchronization
import Testing

/// The pixel budget that the jobs of `render check` share (`--max-pixels`).
@Suite struct PixelBudgetTests {
    @Test func aNeedOverTheWholeBudgetIsRefusedWithoutRunningTheJob() {
        let budget = PixelBudget(limit: 100)
        var ran = false
        let result: Int? = budget.withReservation(101) {
            ran = true
            return 1
        }
        #expect(result == nil && !ran)
        #expect(budget.withReservation(100) { budget.inUse } == 100)
        #expect(budget.inUse == 0)
    }

    @Test func jobsThatDoNotFitTogetherWaitSoTheHeldPixelsNeverExceedTheBudget() {
        let budget = PixelBudget(limit: 100)
        let peak = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            _ = budget.withReservation(40 + i) {
                let held = budget.inUse
                _ = peak.max(held, ordering: .relaxed)
                usleep(20_000)
            }
        }
        #expect(peak.load(ordering: .relaxed) <= 100)
        #expect(peak.load(ordering: .relaxed) >= 40)
        #expect(budget.inUse == 0)
    }

    @Test func needsAreAddedAndMultipliedWithoutTrapping() {
        #expect(PixelBudget.area(1 << 40, 1 << 40) == Int.max)
        #expect(PixelBudget.area(16384, 16384) == 268_435_456)
        #expect(PixelBudget.sum(Int.max, 1) == Int.max)
        #expect(PixelBudget.pixels(ofBytes: 5) == 2)
    }

    @Test func theClaimedSizeIsReadFromTheHeaderAlone() {
        let header: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x40, 0, 0xFF,
            0xFF, 0xFF, 0xFF,
        ]
        #expect(PNGCodec.claimedSize(header).map { [$0.width, $0.height] } == [16384, 4_294_967_295])
        #expect(PNGCodec.claimedSize(Array(header.prefix(23))) == nil)
    }

    /// Deflate expands a byte at most 1,032-fold, a 1-bit image packs 8 pixels a byte: a file of
    /// n bytes holds at most (n + 8) x 8,256 pixels. A header claiming more is damaged: `decode`
    /// says so instead of 'over the pixel budget' (which a larger budget could not fix).
    @Test func aFileTooShortForItsClaimedImageIsDamagedNotOverTheBudget() throws {
        #expect(PNGCodec.canHold(width: 16384, height: 16384, fileBytes: 32_506))
        #expect(!PNGCodec.canHold(width: 16384, height: 16384, fileBytes: 32_505))
        #expect(PNGCodec.canHold(width: 1, height: 1, fileBytes: 0))
        #expect(PNGCodec.canHold(width: Int.max, height: Int.max, fileBytes: Int.max))
        let header: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        #expect(
            throws: RenderError.invalidPNG(
                "its 33 bytes cannot hold the 16384 x 16384 image its header claims: the file is cut short or damaged")
        ) { try PNGCodec.decode(header, pixelBudget: 1 << 40) }
        // A real image is never refused: the smallest file of the largest default image.
        let image = RGBAImage(width: 4096, height: 4096, pixels: [UInt8](repeating: 0, count: 4096 * 4096 * 4))
        let png = try PNGCodec.encode(image, compression: .small)
        #expect(PNGCodec.canHold(width: 4096, height: 4096, fileBytes: png.count))
        #expect(try PNGCodec.decode(png) == image)
    }
}
