#if canImport(Glibc)
import Glibc
#endif

/// Large buffers that are about to be written whole (a layout's frames at 10^5-10^6 elements, a
/// decoded image) ask the kernel for 2 MB pages: Linux transparent huge pages, where they are
/// enabled for `madvise` (Debian's default). A fresh 32 MB buffer is then 16 page faults instead of
/// 8,000; in this VM each 4 KB fault cost about as much as writing 2 KB of frames
/// (`Docs/Performance.md`, "Huge pages").
///
/// Only a hint: the memory and its contents are the same either way, and nothing happens on other
/// systems or when the kernel declines. This is the engine's one call into the C library (it
/// imports nothing else); it is `package` API, shared with the renderer's PNG decoder.
package enum HugePages {
    /// One huge page.
    package static let size = 2 << 20

    /// Advises huge pages for the whole 2 MB pages inside `start ..< start + byteCount`. Buffers of
    /// less than two huge pages are left alone (their partial pages would be most of them).
    /// The range must belong to one allocation that has not been written yet; no byte of it is read
    /// or written here.
    package static func advise(_ start: UnsafeRawPointer?, byteCount: Int) {
        #if os(Linux) && canImport(Glibc)
        guard byteCount >= 2 * size, let start else { return }
        let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: start) + byteCount) & ~(size - 1)
        if end > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_HUGEPAGE) }
        #endif
    }

    /// Advises huge pages for the storage `array` has reserved beyond its elements (its capacity),
    /// before the storage is written. Call it right after `reserveCapacity`.
    package static func adviseReserved<T>(_ array: inout [T]) {
        let capacity = array.capacity
        guard capacity * MemoryLayout<T>.stride >= 2 * size else { return }
        let base = array.withUnsafeMutableBufferPointer { UnsafeRawPointer($0.baseAddress) }
        advise(base, byteCount: capacity * MemoryLayout<T>.stride)
    }
}
