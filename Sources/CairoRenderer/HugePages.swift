#if canImport(Glibc)
    import Glibc
#endif

/// Large buffers that are about to be written whole (a decoded 1024 x 8000 image: 32 MB) ask the
/// kernel for 2 MB pages: Linux transparent huge pages, where they are enabled for `madvise`
/// (Debian's default). A fresh 32 MB buffer is then 16 page faults instead of 8,000
/// (`Docs/Performance.md`, "Huge pages").
///
/// Only a hint: the memory and its contents are the same either way, and nothing happens on other
/// systems or when the kernel declines. The layout engine makes no such call (it imports no C
/// library); large layouts get huge pages from the allocator when the application asks glibc for
/// them (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, as `make bench` does).
enum HugePages {
    /// One huge page.
    static let size = 2 << 20

    /// Advises huge pages for the whole 2 MB pages inside `start ..< start + byteCount`. Buffers of
    /// less than two huge pages are left alone (their partial pages would be most of them).
    /// The range must belong to one allocation that has not been written yet; no byte of it is read
    /// or written here.
    static func advise(_ start: UnsafeRawPointer?, byteCount: Int) {
        #if os(Linux) && canImport(Glibc)
            guard byteCount >= 2 * size, let start else { return }
            let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
            let end = (Int(bitPattern: start) + byteCount) & ~(size - 1)
            if end > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_HUGEPAGE) }
        #endif
    }
}
