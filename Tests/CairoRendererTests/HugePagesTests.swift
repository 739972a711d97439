import Testing

@testable import CairoRenderer

#if os(Linux)
    import Glibc
#endif

/// The huge-page hint on large, fresh buffers (`HugePages`, used by `PNGCodec.decode`): the kernel
/// must record it on the buffer's mapping (`VmFlags: hg` in /proc/self/smaps), and small buffers must be left alone.
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
    func largeFreshBuffersAreAdvised() throws {
        // As PNGCodec.decode does: 32 MB, mmap'ed by malloc, advised before it is written.
        var inside = 0
        var flags: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: 32 << 20) { buffer, count in
            HugePages.advise(buffer.baseAddress, byteCount: buffer.count)
            inside = (Int(bitPattern: buffer.baseAddress) + HugePages.size) & ~(HugePages.size - 1)
            flags = Self.vmFlags(containing: inside)
            buffer.initialize(repeating: 7)
            count = buffer.count
        }
        let found = try #require(flags)
        #expect(found.split(whereSeparator: \.isWhitespace).contains("hg"), "\(found)")
        // The buffer is unchanged and usable.
        #expect(bytes.count == 32 << 20 && bytes.first == 7 && bytes.last == 7)
    }

    @Test(.enabled(if: transparentHugePagesExist, "Linux with transparent huge pages"))
    func smallBuffersAreLeftAlone() throws {
        #if os(Linux)
            // A fresh mapping of its own: a small array from malloc may sit in heap memory that an
            // earlier large array (freed, then reused by malloc) had advised, so the test maps its own.
            let byteCount = 2 * HugePages.size - 4096
            let memory = try #require(mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
            try #require(memory != MAP_FAILED)
            defer { munmap(memory, byteCount) }
            HugePages.advise(memory, byteCount: byteCount)
            let flags = try #require(Self.vmFlags(containing: Int(bitPattern: memory)))
            #expect(!flags.split(whereSeparator: \.isWhitespace).contains("hg"), "\(flags)")
        #endif
    }
}
