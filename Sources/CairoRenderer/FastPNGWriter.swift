import CPNG
import Dispatch

/// The PNG writer behind `PNGCompression.fast`: rows unfiltered (filter type 0), deflated by
/// `RowDeflater` (matches one row up or one pixel left) in independent stripes, on all cores.
///
/// PNG keeps the image data in one zlib stream, but a deflate stream may be cut into pieces that
/// are compressed separately, the way `pigz` does it: every stripe but the last ends with an empty
/// stored block (byte-aligned, not final, as zlib's sync flush), so the pieces concatenate into one
/// valid stream; the zlib header goes before them and the Adler-32 of all rows, combined from the
/// stripes' checksums, after them. A stripe's matches never reach into the stripe before it.
/// Stripes are cut by row count only (never by the number of cores), so the same pixels always give
/// the same bytes.
///
/// Use: `Plan` cuts the rows into stripes, `compress` deflates one stripe (any thread), `assemble`
/// makes the file; `encode` does all three for rows that already exist.
enum FastPNGWriter {
    /// About 1 MB of row data per stripe.
    static let stripeBytes = 1 << 20

    /// Writes row `y`'s pixels (`width * channels` bytes) to `out` and returns true, or returns false
    /// when the row cannot be written in this format (e.g. it is not opaque and `channels` is 3).
    /// Called from several threads at once, for different rows.
    typealias RowWriter = (_ y: Int, _ out: UnsafeMutablePointer<UInt8>) -> Bool

    /// The image's shape and its stripes.
    struct Plan {
        let width: Int, height: Int, channels: Int
        /// Bytes per filtered row: the filter byte, then the pixels.
        let rowBytes: Int
        let rowsPerStripe: Int

        /// `stripeBytes` is a parameter for the tests only: it changes the bytes of the file.
        init(width: Int, height: Int, channels: Int, stripeBytes: Int = FastPNGWriter.stripeBytes) {
            precondition(width > 0 && height > 0 && (channels == 3 || channels == 4), "FastPNGWriter: bad image shape")
            self.width = width
            self.height = height
            self.channels = channels
            rowBytes = 1 + width * channels
            rowsPerStripe = max(1, stripeBytes / rowBytes)
        }

        var stripeCount: Int { (height + rowsPerStripe - 1) / rowsPerStripe }
        func rows(ofStripe s: Int) -> Range<Int> { s * rowsPerStripe..<min(height, (s + 1) * rowsPerStripe) }
    }

    /// One stripe's rows, filtered and deflated; nil `compressed` when a row was refused or zlib failed.
    struct Stripe {
        var compressed: [UInt8]?
        var adler: UInt = 1
        var length = 0
        var refused = false
    }

    /// Writes a PNG of rows that `row` provides (see `RowWriter`): stripes compressed on all cores.
    /// Nil when `row` refused a row.
    static func encode(width: Int, height: Int, channels: Int, row: RowWriter) throws(RenderError) -> [UInt8]? {
        let plan = Plan(width: width, height: height, channels: channels)
        var stripes = [Stripe](repeating: Stripe(), count: plan.stripeCount)
        stripes.withUnsafeMutableBufferPointer { results in
            withoutActuallyEscaping(row) { row in
                // Each iteration writes its own stripe's slot and calls `row` for its own rows.
                let shared = UnsafeSendable((results, row))
                DispatchQueue.concurrentPerform(iterations: plan.stripeCount) { s in
                    shared.value.0[s] = compress(plan, stripe: s, scratch: Scratch(plan), row: shared.value.1)
                }
            }
        }
        return try assemble(plan, stripes)
    }

    /// The buffers one thread compresses stripes with, made once and used for all its stripes
    /// (fresh megabytes per stripe cost page faults): a stripe's filtered rows, `RowDeflater`'s
    /// tokens and hash table, and the deflate output.
    final class Scratch {
        let raw: UnsafeMutableRawBufferPointer
        let tokens: UnsafeMutablePointer<UInt32>
        let recent: UnsafeMutablePointer<Int32>
        let out: UnsafeMutablePointer<UInt8>

        init(_ plan: Plan) {
            let bytes = plan.rowsPerStripe * plan.rowBytes
            raw = .allocate(byteCount: bytes, alignment: 8)
            tokens = .allocate(capacity: bytes + 1)
            recent = .allocate(capacity: RowDeflater.hashSize)
            out = .allocate(capacity: RowDeflater.capacity(for: bytes))
        }

        deinit {
            raw.deallocate()
            tokens.deallocate()
            recent.deallocate()
            out.deallocate()
        }
    }

    /// Filters and deflates stripe `s` (`RowDeflater`), in `scratch`'s buffers.
    static func compress(_ plan: Plan, stripe s: Int, scratch: Scratch, row: RowWriter) -> Stripe {
        let rows = plan.rows(ofStripe: s)
        let last = s == plan.stripeCount - 1
        var result = Stripe(length: rows.count * plan.rowBytes)
        let base = scratch.raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
        for (i, y) in rows.enumerated() {
            base[i * plan.rowBytes] = 0
            guard row(y, base + i * plan.rowBytes + 1) else {
                result.refused = true
                return result
            }
        }
        result.adler = adler32(1, base, UInt32(result.length))
        let count = RowDeflater.deflate(
            UnsafeRawBufferPointer(rebasing: scratch.raw[..<result.length]), rowBytes: plan.rowBytes,
            pixelBytes: plan.channels, final: last, into: scratch.out,
            tokens: scratch.tokens, recent: scratch.recent)
        result.compressed = Array(UnsafeBufferPointer(start: scratch.out, count: count))
        return result
    }

    /// The PNG file of compressed stripes; nil when a row was refused.
    static func assemble(_ plan: Plan, _ stripes: [Stripe]) throws(RenderError) -> [UInt8]? {
        guard !stripes.contains(where: \.refused) else { return nil }
        var adler = adler32(0, nil, 0) // 1, the checksum of no bytes
        var data: [UInt8] = [0x78, 0x01] // zlib header: deflate, 32 KB window, fastest level
        for stripe in stripes {
            guard let compressed = stripe.compressed else {
                throw RenderError.encodingFailed("zlib could not compress the image")
            }
            data += compressed
            adler = adler32_combine(adler, stripe.adler, off_t(stripe.length))
        }
        data.appendBigEndian(UInt32(adler))
        return file(width: plan.width, height: plan.height, channels: plan.channels, imageData: data)
    }

    /// A PNG file of 8-bit RGB (`channels` 3) or RGBA (4) rows whose zlib stream is `imageData`:
    /// the signature, IHDR, one IDAT, IEND.
    static func file(width: Int, height: Int, channels: Int, imageData: [UInt8]) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(imageData.count + 64)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0] // 8 bits, RGB(A), deflate, filter set 0, no interlace
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", imageData)
        png.appendChunk("IEND", [])
        return png
    }
}

/// A value handed to `concurrentPerform`'s iterations, each of which touches its own part of it.
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [
            UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8),
            UInt8(truncatingIfNeeded: v),
        ])
    }

    /// A PNG chunk: length, type, data, CRC-32 of type and data.
    fileprivate mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: Array(type.utf8))
        append(contentsOf: data)
        let crc =
            self[start...].withContiguousStorageIfAvailable { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) } ?? 0
        appendBigEndian(crc)
    }
}
