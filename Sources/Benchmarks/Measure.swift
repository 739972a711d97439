#if canImport(Glibc)
import Glibc
#endif
import CHeapInfo

/// Wall-clock and memory measurement for the benchmark table. Effects live here and in main.swift.
enum Measure {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Median wall time of `runs` calls of `body`, in seconds.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let t0 = now()
            try body()
            times.append(now() - t0)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// Bytes currently allocated through malloc.
    static func heapInUse() -> Int {
        Int(cheapinfo_heap_in_use())
    }

    /// Resets the peak resident set size (Linux `clear_refs` 5), so `peakRSS()` measures from now.
    static func resetPeak() {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        if fd >= 0 { _ = write(fd, "5", 1); close(fd) }
    }

    /// Peak resident set size in bytes (VmHWM).
    static func peakRSS() -> Int { statusField("VmHWM:") }
    static func currentRSS() -> Int { statusField("VmRSS:") }

    private static func statusField(_ name: String) -> Int {
        guard let f = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, 256, f) != nil {
            let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let s = String(decoding: bytes, as: UTF8.self)
            if s.hasPrefix(name) {
                let digits = s.dropFirst(name.count).filter { $0.isNumber }
                return (Int(digits) ?? 0) * 1024
            }
        }
        return 0
    }
}
