#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pixels a whole run may hold at once (`--max-pixels` of `render check` and `render diff`),
/// shared by all its jobs: every image a job holds counts (the expected and actual images, the
/// diff image, the buffers of decoding and encoding, a PNG file's bytes at 4 bytes a pixel).
///
/// A job reserves what it will hold before it allocates any of it, in one call: it waits while
/// other jobs hold too much, and is refused when it needs more than the whole budget. Reserving
/// once per job (never while holding a reservation) is what keeps jobs from waiting on each other
/// for ever. The default, 2^28 pixels (1 GiB at 4 bytes a pixel), keeps the images of a run
/// under 1 GiB whatever the PNGs claim and whatever the number of jobs (`scripts/peak-memory.sh`).
public final class PixelBudget: @unchecked Sendable {
    /// The default budget: 2^28 pixels (1 GiB at 4 bytes a pixel).
    public static let defaultLimit = 1 << 28

    /// The pixels the jobs may hold together.
    public let limit: Int

    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let freed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var reserved = 0 // guarded by `lock`

    /// A budget of `limit` pixels (at least 1).
    public init(limit: Int = PixelBudget.defaultLimit) {
        self.limit = Swift.max(1, limit)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(freed, nil)
    }

    deinit {
        pthread_cond_destroy(freed)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        freed.deallocate()
    }

    /// Pixels reserved now (for tests and reports).
    public var inUse: Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return reserved
    }

    /// Runs `body` with `pixels` reserved, waiting first while the other jobs hold too much.
    /// Never call it from inside another reservation's `body` (it could wait for itself).
    /// - Returns: `body`'s result, or nil without running it when `pixels` exceeds the whole
    ///   budget (the caller refuses the job, naming `--max-pixels`).
    public func withReservation<T, E: Error>(_ pixels: Int, _ body: () throws(E) -> T) throws(E) -> T? {
        let pixels = Swift.max(0, pixels)
        guard pixels <= limit else { return nil }
        pthread_mutex_lock(lock)
        while reserved + pixels > limit { pthread_cond_wait(freed, lock) }
        reserved += pixels
        pthread_mutex_unlock(lock)
        defer {
            pthread_mutex_lock(lock)
            reserved -= pixels
            pthread_cond_broadcast(freed)
            pthread_mutex_unlock(lock)
        }
        return try body()
    }

    /// The pixel-equivalent of `byteCount` bytes held in memory (a file's bytes, 4 to a pixel).
    public static func pixels(ofBytes byteCount: Int) -> Int { (Swift.max(0, byteCount) + 3) / 4 }

    /// `a + b`, or `Int.max` when the sum overflows: needs are added without trapping.
    public static func sum(_ terms: Int...) -> Int {
        var total = 0
        for t in terms {
            let (s, overflow) = total.addingReportingOverflow(Swift.max(0, t))
            if overflow { return Int.max }
            total = s
        }
        return total
    }

    /// `width * height`, or `Int.max` when it overflows.
    public static func area(_ width: Int, _ height: Int) -> Int {
        let (p, overflow) = Swift.max(0, width).multipliedReportingOverflow(by: Swift.max(0, height))
        return overflow ? Int.max : p
    }
}

extension PNGCodec {
    /// The width and height a PNG's header (IHDR) claims, read from its first 24 bytes without
    /// decoding; nil when `data` does not start like a PNG.
    public static func claimedSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        guard data.count >= 24, data.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            data[12...15].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func u32(_ i: Int) -> Int {
            Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3])
        }
        return (u32(16), u32(20))
    }

    /// The size a PNG's header claims (`claimedSize`) when a file of `fileBytes` bytes can hold it
    /// (`canHold`); nil otherwise: what a budget is reserved for before decoding, the decoder
    /// naming a damaged file.
    public static func holdableSize(_ header: [UInt8], fileBytes: Int) -> (width: Int, height: Int)? {
        guard let claimed = claimedSize(header),
            canHold(width: claimed.width, height: claimed.height, fileBytes: fileBytes)
        else { return nil }
        return claimed
    }

    /// Whether a PNG file of `fileBytes` bytes can hold a `width` x `height` image at all: deflate
    /// expands a byte at most 1,032-fold (258-byte matches in 2 bits), and a 1-bit image holds 8
    /// pixels a byte, so such a file decodes to at most 8,256 pixels a byte (and a few for its
    /// first bytes). A header claiming more is damaged or cut short, however large the budget:
    /// it is named as such instead of asking for a larger budget.
    public static func canHold(width: Int, height: Int, fileBytes: Int) -> Bool {
        let bytes = Swift.max(0, fileBytes)
        guard bytes < Int.max / (8 * 1032) - 8 else { return true }
        return PixelBudget.area(width, height) <= (bytes + 8) * 8 * 1032
    }
}
