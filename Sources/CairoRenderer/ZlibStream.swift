import CDeflate

/// A PNG's image data as one zlib stream (RFC 1950), inflated and deflated by libdeflate in one
/// call over whole buffers (faster than zlib both ways: zlib's inflate copies a match a byte at a
/// time, and a diagram's PNG is almost all long matches).
enum ZlibStream {
    /// Inflates `input` into `out`, which has room for `count` bytes.
    /// - Returns: true when the stream is valid, its Adler-32 matches and it inflates to exactly
    ///   `count` bytes; false otherwise (nothing is ever written past `count` bytes).
    static func inflate(_ input: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int) -> Bool
    {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var written = 0
        let result = libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, out, count, &written)
        return result == LIBDEFLATE_SUCCESS && written == count
    }

    /// `input` compressed at libdeflate's `level` (1, fastest, to 12, smallest); nil when
    /// libdeflate cannot start.
    static func deflate(_ input: UnsafeRawBufferPointer, level: Int32) -> [UInt8]? {
        guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        let out = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, buffer.baseAddress, bound)
        }
        return out.isEmpty ? nil : Array(out[...]) // without the spare room
    }
}
