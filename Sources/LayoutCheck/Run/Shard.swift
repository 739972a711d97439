import CairoRenderer

/// One of `count` parts of a check (`render check --shard 2/4`), for running a large suite on
/// several machines at once and merging their reports (`render check merge`).
///
/// A spec belongs to shard `mix(fnv1a64(name)) % count + 1`: the same spec always lands in the
/// same shard, on every machine and in every run (FNV-1a is a fixed hash of the name's UTF-8
/// bytes, unlike Swift's `Hasher`, which is seeded per process), and adding or removing a spec
/// never moves another one. `mix` (MurmurHash3's 64-bit finalizer) spreads every bit of the hash
/// over all of them: FNV-1a alone keeps names that differ in their last letters (`spec-001`,
/// `spec-002`) in a few shards. Each shard holds about `1/count` of the specs.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// This shard's number, `1...count`.
    public let index: Int
    /// The number of shards.
    public let count: Int

    /// The most shards: `Int32.max`, the largest count a shard's `report.json` may give
    /// (`render check merge` reads it).
    public static let maxCount = Int(Int32.max)

    /// A shard; nil unless `1 <= index <= count <= maxCount`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Shard.maxCount, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard written `I/N` (`2/4`).
    /// - Throws: a message naming the value and the form it must take.
    public static func parse(_ text: String) throws(CheckError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), let shard = Shard(index: i, count: n) {
            return shard
        }
        throw CheckError(
            "--shard takes I/N, this machine's part I of N parts with 1 <= I <= N <= \(maxCount) (--shard 2/4), got \(ShellWord.quoted(text))"
        )
    }

    /// Whether the spec named `name` is in this shard.
    public func contains(_ name: String) -> Bool {
        Int(Shard.mix(Shard.fnv1a64(name)) % UInt64(count)) + 1 == index
    }

    /// MurmurHash3's 64-bit finalizer (`fmix64`): each bit of `hash` changes about half of the
    /// result's bits.
    public static func mix(_ hash: UInt64) -> UInt64 {
        var k = hash
        k ^= k >> 33
        k = k &* 0xff51_afd7_ed55_8ccd
        k ^= k >> 33
        k = k &* 0xc4ce_b9fe_1a85_ec53
        k ^= k >> 33
        return k
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes (offset basis 0xcbf29ce484222325, prime
    /// 0x100000001b3).
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
