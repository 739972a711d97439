/// A zlib stream (RFC 1950/1951) inflated into a buffer of known size, for `BaselinePNG`.
///
/// Table-driven Huffman decoding, a 64-bit bit buffer refilled 7 bytes at a time, and matches
/// copied 8 bytes at a time when their distance allows (a diagram's PNG is mostly long matches,
/// which zlib copies a byte at a time). Every input read and output write is bounds-checked: a
/// damaged stream gives false, never a read or write outside the buffers. The Adler-32 checksum
/// is not verified (see `BaselinePNG`).
enum Inflater {
    /// Inflates the zlib stream `input` into `out`, which must have room for `count + 8` bytes
    /// (words may be written up to 7 bytes past a match's end).
    /// - Returns: true when the stream is valid and inflates to exactly `count` bytes.
    static func inflate(_ input: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int) -> Bool
    {
        guard input.count >= 2, let base = input.baseAddress else { return false }
        let cmf = Int(input[0])
        let flg = Int(input[1])
        guard cmf & 15 == 8, cmf >> 4 <= 7, (cmf << 8 | flg) % 31 == 0, flg & 0x20 == 0 else { return false }
        var bits = BitReader(base, input.count, position: 2)
        var o = 0
        var final = false
        while !final {
            guard bits.ensure(3) else { return false }
            final = bits.take(1) == 1
            switch bits.take(2) {
            case 0:
                guard bits.storedBlock(into: out, at: &o, limit: count) else { return false }
            case 1:
                guard let tables = Tables.fixed,
                    block(&bits, tables.literals, tables.distances, out, &o, count)
                else { return false }
            case 2:
                guard let tables = Tables(dynamic: &bits),
                    block(&bits, tables.literals, tables.distances, out, &o, count)
                else { return false }
            default: return false
            }
        }
        // Not more bits consumed than the stream has.
        return o == count && bits.position * 8 - bits.available <= input.count * 8
    }

    /// Decodes one compressed block's symbols into `out` from `o`.
    private static func block(
        _ bits: inout BitReader, _ literals: Huffman, _ distances: Huffman, _ out: UnsafeMutablePointer<UInt8>,
        _ o: inout Int, _ count: Int
    ) -> Bool {
        while true {
            // A length symbol with its extra bits and a distance with its: at most 48 bits.
            guard bits.ensure(48) else { return false }
            let symbol = literals.decode(&bits)
            if symbol < 256 {
                guard symbol >= 0, o < count else { return false }
                out[o] = UInt8(truncatingIfNeeded: symbol)
                o += 1
                continue
            }
            if symbol == 256 { return true }
            let l = symbol - 257
            guard l >= 0, l < 29 else { return false }
            let length = Int(lengthBase[l]) + Int(bits.take(Int(lengthExtra[l])))
            let d = distances.decode(&bits)
            guard d >= 0, d < 30 else { return false }
            let distance = Int(distanceBase[d]) + Int(bits.take(Int(distanceExtra[d])))
            guard distance <= o, length <= count - o else { return false }
            copy(out + o, distance: distance, length: length)
            o += length
        }
    }

    /// Copies `length` bytes from `distance` bytes back to `to` (the ranges may overlap: a
    /// distance shorter than the length repeats the pattern). Writes up to 7 bytes past the end.
    @inline(__always)
    private static func copy(_ to: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
        let from = to - distance
        if distance >= 8 {
            // Each word is read from bytes already written.
            var i = 0
            while i < length {
                UnsafeMutableRawPointer(to + i).storeBytes(
                    of: UnsafeRawPointer(from + i).loadUnaligned(as: UInt64.self), as: UInt64.self)
                i += 8
            }
        } else if distance == 1 {
            to.update(repeating: from[0], count: length)
        } else {
            for i in 0..<length { to[i] = from[i] }
        }
    }

    // Length and distance bases and extra bits (RFC 1951, 3.2.5).
    private static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The literal/length and distance codes of a block.
    private struct Tables {
        let literals: Huffman
        let distances: Huffman

        /// The fixed codes (RFC 1951, 3.2.6).
        static let fixed: Tables? = {
            var lengths = [UInt8](repeating: 8, count: 288)
            for i in 144..<256 { lengths[i] = 9 }
            for i in 256..<280 { lengths[i] = 7 }
            guard let literals = Huffman(lengths), let distances = Huffman([UInt8](repeating: 5, count: 30)) else {
                return nil
            }
            return Tables(literals: literals, distances: distances)
        }()

        init(literals: Huffman, distances: Huffman) {
            self.literals = literals
            self.distances = distances
        }

        /// Reads a dynamic block's code lengths (RFC 1951, 3.2.7).
        init?(dynamic bits: inout BitReader) {
            guard bits.ensure(14) else { return nil }
            let hlit = Int(bits.take(5)) + 257
            let hdist = Int(bits.take(5)) + 1
            let hclen = Int(bits.take(4)) + 4
            guard hlit <= 286, hdist <= 30 else { return nil }
            let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
            var codeLengths = [UInt8](repeating: 0, count: 19)
            for i in 0..<hclen {
                guard bits.ensure(3) else { return nil }
                codeLengths[order[i]] = UInt8(bits.take(3))
            }
            guard let lengthCode = Huffman(codeLengths) else { return nil }
            var lengths = [UInt8](repeating: 0, count: hlit + hdist)
            var i = 0
            while i < lengths.count {
                guard bits.ensure(16) else { return nil }
                let symbol = lengthCode.decode(&bits)
                switch symbol {
                case 0..<16:
                    lengths[i] = UInt8(symbol)
                    i += 1
                case 16:
                    guard i > 0 else { return nil }
                    let n = 3 + Int(bits.take(2))
                    guard i + n <= lengths.count else { return nil }
                    for k in 0..<n { lengths[i + k] = lengths[i - 1] }
                    i += n
                case 17, 18:
                    let n = symbol == 17 ? 3 + Int(bits.take(3)) : 11 + Int(bits.take(7))
                    guard i + n <= lengths.count else { return nil }
                    i += n // already zero
                default: return nil
                }
            }
            guard lengths[256] > 0, let literals = Huffman(Array(lengths[0..<hlit])),
                let distances = Huffman(Array(lengths[hlit...]))
            else { return nil }
            self.literals = literals
            self.distances = distances
        }
    }
}

/// A canonical Huffman code as a lookup table indexed by the next `bits` input bits (first bit
/// lowest): each entry is `symbol << 4 | code length`, 0 where no code starts with those bits.
private struct Huffman {
    let table: [UInt32]
    let bits: Int

    /// The code with these code lengths (0: symbol unused); nil when the lengths over-subscribe.
    init?(_ lengths: [UInt8]) {
        var counts = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 {
            guard l <= 15 else { return nil }
            counts[Int(l)] += 1
        }
        let maxBits = counts.lastIndex { $0 > 0 } ?? 0
        // Over-subscribed code lengths describe no prefix code; incomplete ones are allowed (a
        // single distance code), their unused entries stay 0 and fail to decode.
        var left = 1
        for l in 1...15 {
            left = left << 1 - counts[l]
            if left < 0 { return nil }
        }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for l in 1...15 {
            code = (code + counts[l - 1]) << 1
            next[l] = code
        }
        next[0] = 0
        bits = max(1, maxBits)
        var table = [UInt32](repeating: 0, count: 1 << bits)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            let length = Int(l)
            let c = next[length]
            next[length] += 1
            var reversed = 0
            for k in 0..<length where c & (1 << k) != 0 { reversed |= 1 << (length - 1 - k) }
            var j = reversed
            while j < table.count {
                table[j] = UInt32(symbol) << 4 | UInt32(length)
                j += 1 << length
            }
        }
        self.table = table
    }

    /// The next symbol, or -1 for bits that start no code. The reader must hold at least 15 bits.
    @inline(__always)
    func decode(_ reader: inout BitReader) -> Int {
        let entry = table.withUnsafeBufferPointer { $0[Int(reader.peek(bits))] }
        let length = Int(entry & 15)
        guard length > 0 else { return -1 }
        reader.drop(length)
        return Int(entry >> 4)
    }
}

/// Bits of a byte buffer, first bit lowest (deflate's order), from a 64-bit buffer. Past the end
/// it reads zero bytes and sets `overrun` once more than 8 bytes were made up.
private struct BitReader {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    var position: Int
    var buffer: UInt64 = 0
    var available = 0
    var overrun = false

    init(_ bytes: UnsafePointer<UInt8>, _ count: Int, position: Int) {
        self.bytes = bytes
        self.count = count
        self.position = position
    }

    /// Makes at least `n` (at most 56) bits available; false once the input is far overrun.
    @inline(__always)
    mutating func ensure(_ n: Int) -> Bool {
        if available >= n { return true }
        if position + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self))
            let take = (63 - available) >> 3
            buffer |= (word << UInt64(available)) & ((1 << UInt64(available + take * 8)) - 1)
            position += take
            available += take * 8
            return true
        }
        while available <= 56 {
            let byte: UInt64 = position < count ? UInt64(bytes[position]) : 0
            buffer |= byte << UInt64(available)
            position += 1
            available += 8
        }
        if position > count + 8 { overrun = true }
        return !overrun
    }

    @inline(__always) func peek(_ n: Int) -> UInt64 { buffer & ((1 << UInt64(n)) - 1) }

    @inline(__always) mutating func drop(_ n: Int) {
        buffer >>= UInt64(n)
        available -= n
    }

    /// The next `n` bits (n <= available).
    @inline(__always) mutating func take(_ n: Int) -> UInt64 {
        let v = peek(n)
        drop(n)
        return v
    }

    /// A stored block: to the next byte boundary, LEN and NLEN, then LEN bytes copied.
    mutating func storedBlock(into out: UnsafeMutablePointer<UInt8>, at o: inout Int, limit: Int) -> Bool {
        drop(available % 8)
        // Back to the first byte not yet consumed; the bit buffer is emptied.
        let start = position - available / 8
        buffer = 0
        available = 0
        guard start >= 0, start + 4 <= count else { return false }
        let length = Int(bytes[start]) | Int(bytes[start + 1]) << 8
        let check = Int(bytes[start + 2]) | Int(bytes[start + 3]) << 8
        guard length ^ 0xFFFF == check, start + 4 + length <= count, length <= limit - o else { return false }
        (out + o).update(from: bytes + start + 4, count: length)
        o += length
        position = start + 4 + length
        return true
    }
}
