/// A deflate encoder (RFC 1951) made for PNG rows of diagrams, the compressor of the `fast` PNG
/// setting.
///
/// Diagrams are flat colour: most rows repeat the row above, and most pixels repeat the pixel to
/// their left. So instead of zlib's hash chains, each position tries just two earlier places: the
/// same byte one row up (distance `rowBytes`) and one pixel to the left (distance `pixelBytes`), and
/// takes the longer match if it is at least 3 bytes long, else writes a literal byte. Matches are
/// compared 8 bytes at a time. Codes are deflate's fixed Huffman codes (no code tables to build or
/// send). On 2,000 labelled boxes this writes files a little larger than zlib's fastest level in a
/// sixth of the time.
///
/// Each call makes one fixed-code block. A block that is not final is followed by an empty stored
/// block (byte-aligned, as zlib's sync flush), so independently made pieces can be concatenated
/// into one stream; matches never reach before the piece's first byte.
enum RowDeflater {
    /// The largest output for `count` input bytes: 9 bits per literal at most, plus the block ends.
    static func capacity(for count: Int) -> Int { count + count / 8 + 16 }

    /// Appends the deflate data of `input` to `out` (which has room for `capacity(for:)` bytes) and
    /// returns the number of bytes written. `final` marks the stream's last block; otherwise the
    /// data ends byte-aligned with an empty stored block.
    static func deflate(_ input: UnsafeRawBufferPointer, rowBytes: Int, pixelBytes: Int, final: Bool,
                        into out: UnsafeMutablePointer<UInt8>) -> Int {
        literalCodes.withUnsafeBufferPointer { literals in
            lengthCodes.withUnsafeBufferPointer { lengths in
                deflate(input, rowBytes: rowBytes, pixelBytes: pixelBytes, final: final, into: out, literals, lengths)
            }
        }
    }

    private static func deflate(_ input: UnsafeRawBufferPointer, rowBytes: Int, pixelBytes: Int, final: Bool,
                                into out: UnsafeMutablePointer<UInt8>,
                                _ literalCodes: UnsafeBufferPointer<Code>, _ lengthCodes: UnsafeBufferPointer<Code>) -> Int {
        var bits = BitWriter(out)
        bits.put(final ? 0b011 : 0b010, 3)  // BFINAL, then BTYPE 01 (fixed codes), least significant bit first
        let up = DistanceCode(rowBytes <= 32768 ? rowBytes : 0), left = DistanceCode(pixelBytes)
        // The last position of each 4-byte sequence seen (by a multiplicative hash), for matches
        // that are neither one row up nor one pixel left: repeated labels, boxes at a fixed pitch.
        let hashBits = 14
        let recent = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
        defer { recent.deallocate() }
        recent.initialize(repeating: -1, count: 1 << hashBits)
        let n = input.count
        var i = 0
        while i < n {
            let longest = min(258, n - i)
            var length = 0, distance = left
            if longest >= 4 {
                if up.distance > 0, i >= up.distance { length = matchLength(input, i, up.distance, longest); distance = up }
                if length < longest, i >= left.distance {
                    let l = matchLength(input, i, left.distance, longest)
                    if l > length { length = l; distance = left }
                }
                if length < 16 {
                    let key = Int((input.loadUnaligned(fromByteOffset: i, as: UInt32.self) &* 2654435761) >> UInt32(32 - hashBits))
                    let candidate = Int(recent[key])
                    recent[key] = Int32(i)
                    if candidate >= 0, i - candidate <= 32768, i - candidate != left.distance, i - candidate != up.distance {
                        let l = matchLength(input, i, i - candidate, longest)
                        if l > length && l >= 4 { length = l; distance = DistanceCode(i - candidate) }
                    }
                }
            }
            if length >= 3 {
                let code = lengthCodes[length]
                bits.put(code.bits, code.count)
                bits.put(distance.bits, distance.count)
                i += length
            } else {
                let code = literalCodes[Int(input[i])]
                bits.put(code.bits, code.count)
                i += 1
            }
        }
        bits.put(0, 7)  // end of block: symbol 256, seven zero bits
        if !final { bits.put(0, 3) }  // an empty stored block: BFINAL 0, BTYPE 00 ...
        bits.alignToByte()
        if !final { bits.putBytes([0x00, 0x00, 0xFF, 0xFF]) }  // ... LEN 0, NLEN 0xFFFF
        return bits.written
    }

    /// How many bytes from `i` on repeat the bytes `distance` earlier, at most `longest`.
    @inline(__always)
    private static func matchLength(_ input: UnsafeRawBufferPointer, _ i: Int, _ distance: Int, _ longest: Int) -> Int {
        var length = 0
        while length + 8 <= longest {
            let a = input.loadUnaligned(fromByteOffset: i + length, as: UInt64.self)
            let b = input.loadUnaligned(fromByteOffset: i + length - distance, as: UInt64.self)
            if a != b { return length + (a ^ b).trailingZeroBitCount / 8 }  // little-endian: first differing byte
            length += 8
        }
        while length < longest, input[i + length] == input[i + length - distance] { length += 1 }
        return length
    }

    /// A code already in output order (deflate sends Huffman codes most significant bit first
    /// into a least-significant-first bit stream), with the extra bits after it.
    struct Code {
        var bits: UInt32
        var count: Int
    }

    /// A match distance's code: its fixed 5-bit code and extra bits.
    private struct DistanceCode {
        var distance: Int
        var bits: UInt32 = 0
        var count = 0

        init(_ distance: Int) {
            self.distance = distance
            guard distance > 0 else { return }
            // Symbols 0-3 are distances 1-4; then each pair of symbols doubles the range, with one
            // more extra bit: symbol 2k+2 and 2k+3 start at 2^k + 1 and 3 * 2^(k-1) + 1 (k >= 1).
            let d = distance - 1
            let symbol: Int, base: Int, extra: Int
            if d < 4 {
                symbol = d; base = distance; extra = 0
            } else {
                let k = Int.bitWidth - 1 - d.leadingZeroBitCount  // 2^k <= d < 2^(k+1)
                let half = (d >> (k - 1)) & 1
                symbol = 2 * k + half
                extra = k - 1
                base = (1 << k) + half * (1 << (k - 1)) + 1
            }
            bits = reversed(UInt32(symbol), 5) | UInt32(distance - base) << 5
            count = 5 + extra
        }
    }

    /// Fixed literal codes: 0-143 in 8 bits from 0x30, 144-255 in 9 bits from 0x190.
    static let literalCodes: [Code] = (0..<256).map { (v: Int) -> Code in
        if v < 144 { return Code(bits: reversed(UInt32(0x30 + v), 8), count: 8) }
        return Code(bits: reversed(UInt32(0x190 + v - 144), 9), count: 9)
    }

    /// Length 3...258 -> its symbol's fixed code (256-279 in 7 bits from 0, 280-287 in 8 bits from
    /// 0xC0) followed by the length's extra bits.
    static let lengthCodes: [Code] = {
        let bases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        var codes = [Code](repeating: Code(bits: 0, count: 0), count: 259)
        for (k, base) in bases.enumerated() {
            let symbol = 257 + k
            let extra = k < 8 || k == 28 ? 0 : (k - 4) / 4
            let code = symbol < 280 ? Code(bits: reversed(UInt32(symbol - 256), 7), count: 7)
                                    : Code(bits: reversed(UInt32(0xC0 + symbol - 280), 8), count: 8)
            let top = k == 28 ? 258 : k == 27 ? 257 : bases[k + 1] - 1  // 258 has its own symbol, 285
            for length in base...top {
                codes[length] = Code(bits: code.bits | UInt32(length - base) << code.count, count: code.count + extra)
            }
        }
        return codes
    }()

    private static func reversed(_ code: UInt32, _ count: Int) -> UInt32 {
        var r: UInt32 = 0
        for k in 0..<count where code & (1 << k) != 0 { r |= 1 << (count - 1 - k) }
        return r
    }

    /// Bits least significant first, into bytes.
    private struct BitWriter {
        let out: UnsafeMutablePointer<UInt8>
        var written = 0
        var buffer: UInt64 = 0
        var count = 0

        init(_ out: UnsafeMutablePointer<UInt8>) { self.out = out }

        @inline(__always)
        mutating func put(_ bits: UInt32, _ n: Int) {
            buffer |= UInt64(bits) << count
            count += n
            if count >= 32 {
                UnsafeMutableRawPointer(out + written).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
                written += 4
                buffer >>= 32
                count -= 32
            }
        }

        mutating func alignToByte() {
            while count > 0 {
                out[written] = UInt8(truncatingIfNeeded: buffer)
                written += 1
                buffer >>= 8
                count = max(0, count - 8)
            }
        }

        mutating func putBytes(_ bytes: [UInt8]) {
            for b in bytes { out[written] = b; written += 1 }
        }
    }
}
