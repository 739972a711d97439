#if os(Linux)
import Glibc
#endif
import Testing
@testable import LayoutEngine

/// The huge-page hint on large, fresh buffers (`HugePages`): the kernel must record it on the
/// buffer's mapping (`VmFlags: hg` in /proc/self/smaps), and small buffers must be left alone.
struct HugePagesTests {
    /// The `VmFlags` line of the mapping in /proc/self/smaps that holds `address`, or nil.
    static func vmFlags(containing address: Int) -> String? {
        #if os(Linux)
        guard let file = fopen("/proc/self/smaps", "r") else { return nil }
        defer { fclose(file) }
        var inside = false
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // A mapping's header: "start-end perms offset dev inode [path]", addresses in hex.
            let range = text.split(separator: " ").first?.split(separator: "-") ?? []
            if range.count == 2, let start = Int(range[0], radix: 16), let end = Int(range[1], radix: 16) {
                inside = (start..<end).contains(address)
            } else if inside && text.hasPrefix("VmFlags:") {
                return text
            }
        }
        #endif
        return nil
    }

    static var transparentHugePagesExist: Bool {
        #if os(Linux)
        return access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK) == 0
        #else
        return false
        #endif
    }

    @Test(.enabled(if: transparentHugePagesExist, "Linux with transparent huge pages"))
    func largeReservedArraysAreAdvised() throws {
        var frames: [Rect] = []
        frames.reserveCapacity(1_000_000)  // 32 MB: mmap'ed by malloc, untouched
        HugePages.adviseReserved(&frames)
        let base = Int(bitPattern: frames.withUnsafeMutableBufferPointer { $0.baseAddress })
        let inside = (base + HugePages.size) & ~(HugePages.size - 1)
        let flags = try #require(Self.vmFlags(containing: inside))
        #expect(flags.split(whereSeparator: \.isWhitespace).contains("hg"), "\(flags)")
        // The array is unchanged and still usable.
        #expect(frames.isEmpty && frames.capacity >= 1_000_000)
        frames.append(Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(frames == [Rect(x: 1, y: 2, width: 3, height: 4)])
    }

    @Test(.enabled(if: transparentHugePagesExist, "Linux with transparent huge pages"))
    func smallArraysAreLeftAlone() throws {
        var frames: [Rect] = []
        frames.reserveCapacity(1_000)  // 32 KB on the heap: advising would split its mapping
        HugePages.adviseReserved(&frames)
        let base = Int(bitPattern: frames.withUnsafeMutableBufferPointer { $0.baseAddress })
        let flags = try #require(Self.vmFlags(containing: base))
        #expect(!flags.split(whereSeparator: \.isWhitespace).contains("hg"), "\(flags)")
    }
}
