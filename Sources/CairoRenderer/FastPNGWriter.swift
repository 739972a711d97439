import CPNG
import Dispatch

/// The PNG writer behind `PNGCompression.fast`: rows unfiltered (filter type 0), deflated by zlib at
/// level `level` in independent stripes on all cores.
///
/// PNG keeps the image data in one zlib stream, but a deflate stream may be cut into pieces that
/// are compressed separately, the way `pigz` does it: every stripe but the last ends with a sync
/// flush (an empty stored block, byte-aligned, not final), so the raw deflate pieces concatenate
/// into one valid stream; the zlib header goes before them and the Adler-32 of all rows, combined
/// from the stripes' checksums, after them. A stripe starts with an empty window, which costs a few
/// hundred bytes per stripe. Stripes are cut by row count only (never by the number of cores), so
/// the same pixels always give the same bytes.
enum FastPNGWriter {
    /// zlib's fastest level: on diagrams (flat colours, few distinct rows) it writes files about as
    /// small as level 3 (libpng's fast setting) in two thirds of the time.
    static let level: Int32 = 1
    /// About 1 MB of row data per stripe.
    static let stripeBytes = 1 << 20

    /// Writes a `width` x `height` PNG of 8-bit RGB (`channels` 3) or RGBA (`channels` 4) rows.
    /// `row(y, out)` writes row `y`'s `width * channels` bytes to `out` and returns true, or returns
    /// false when the row cannot be written in this format (e.g. it is not opaque and `channels` is 3):
    /// then the result is nil. It is called from several threads at once, for different rows.
    static func encode(width: Int, height: Int, channels: Int,
                       row: (_ y: Int, _ out: UnsafeMutablePointer<UInt8>) -> Bool) throws(RenderError) -> [UInt8]? {
        precondition(width > 0 && height > 0 && (channels == 3 || channels == 4), "FastPNGWriter: bad image shape")
        let rowBytes = 1 + width * channels  // the filter byte, then the pixels
        let rowsPerStripe = max(1, stripeBytes / rowBytes)
        let stripeCount = (height + rowsPerStripe - 1) / rowsPerStripe
        var stripes = [Stripe?](repeating: nil, count: stripeCount)
        stripes.withUnsafeMutableBufferPointer { results in
            withoutActuallyEscaping(row) { row in
                // Each iteration writes its own stripe's slot and calls `row` for its own rows.
                let shared = UnsafeSendable((results, row))
                DispatchQueue.concurrentPerform(iterations: stripeCount) { s in
                    let rows = s * rowsPerStripe..<min(height, (s + 1) * rowsPerStripe)
                    shared.value.0[s] = Stripe(rows: rows, rowBytes: rowBytes, last: s == stripeCount - 1, row: shared.value.1)
                }
            }
        }
        var adler = adler32(0, nil, 0)  // 1, the checksum of no bytes
        var data: [UInt8] = [0x78, 0x01]  // zlib header: deflate, 32 KB window, fastest level
        for stripe in stripes {
            guard stripe?.rowsWritten ?? true else { return nil }
            guard let stripe, let compressed = stripe.compressed else { throw RenderError.encodingFailed("zlib could not compress the image") }
            data += compressed
            adler = adler32_combine(adler, stripe.adler, off_t(stripe.length))
        }
        data.appendBigEndian(UInt32(adler))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(data.count + 64)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]  // 8 bits, RGB(A), deflate, filter set 0, no interlace
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", data)
        png.appendChunk("IEND", [])
        return png
    }

    /// One stripe's rows, filtered (type 0) and deflated.
    private struct Stripe {
        var compressed: [UInt8]?
        var adler: UInt = 1
        var length: Int
        /// False when `row` refused a row (nothing was compressed).
        var rowsWritten = true

        init(rows: Range<Int>, rowBytes: Int, last: Bool, row: (_ y: Int, _ out: UnsafeMutablePointer<UInt8>) -> Bool) {
            let length = rows.count * rowBytes
            self.length = length
            var written = true
            var raw = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
                for (i, y) in rows.enumerated() where written {
                    buffer[i * rowBytes] = 0
                    written = row(y, buffer.baseAddress! + i * rowBytes + 1)
                }
                count = written ? length : 0
            }
            guard written else { rowsWritten = false; return }
            adler = raw.withUnsafeBufferPointer { UInt(adler32(1, $0.baseAddress, UInt32($0.count))) }
            compressed = Self.deflate(&raw, last: last)
        }

        /// Raw deflate of `input`, ending with a sync flush, or with the final block when `last`.
        private static func deflate(_ input: inout [UInt8], last: Bool) -> [UInt8]? {
            var stream = z_stream()
            guard cpng_deflate_init_raw(&stream, FastPNGWriter.level) == Z_OK else { return nil }
            defer { deflateEnd(&stream) }
            // deflateBound covers the finished stream; a sync flush adds at most an empty stored block.
            let capacity = Int(deflateBound(&stream, UInt(input.count))) + 16
            var ok = false
            let out = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                input.withUnsafeMutableBufferPointer { inBuffer in
                    stream.next_in = inBuffer.baseAddress
                    stream.avail_in = UInt32(inBuffer.count)
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(capacity)
                    let status = CPNG.deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
                    ok = (last ? status == Z_STREAM_END : status == Z_OK) && stream.avail_in == 0
                }
                count = ok ? capacity - Int(stream.avail_out) : 0
            }
            return ok ? out : nil
        }
    }
}

/// A value handed to `concurrentPerform`'s iterations, each of which touches its own part of it.
private struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

private extension [UInt8] {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)])
    }

    /// A PNG chunk: length, type, data, CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: Array(type.utf8))
        append(contentsOf: data)
        let crc = self[start...].withContiguousStorageIfAvailable { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) } ?? 0
        appendBigEndian(crc)
    }
}
