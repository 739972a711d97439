import CHeapInfo

#if canImport(Glibc)
    import Glibc
#endif

/// Time, memory and child processes for the benchmark. Effects live here and in main.swift.
enum Measure {
    static func now() -> Double { clock(CLOCK_MONOTONIC) }

    /// CPU time of the calling thread: unlike wall time, it does not count the time other
    /// sessions on this shared machine keep the core (they still share its caches).
    static func cpuTime() -> Double { clock(CLOCK_THREAD_CPUTIME_ID) }

    private static func clock(_ id: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(id, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The median CPU time of `samples` runs of `body`, in seconds.
    static func medianCPU(samples: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<samples {
            let t0 = cpuTime()
            try body()
            times.append(cpuTime() - t0)
        }
        return median(times)
    }

    /// The median wall time and process CPU time (all threads) of `samples` runs of `body`, in
    /// seconds: for work spread over several cores.
    static func medianWallAndProcessCPU(samples: Int, _ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double)
    {
        var walls: [Double] = []
        var cpus: [Double] = []
        for _ in 0..<samples {
            let t0 = now()
            let c0 = clock(CLOCK_PROCESS_CPUTIME_ID)
            try body()
            walls.append(now() - t0)
            cpus.append(clock(CLOCK_PROCESS_CPUTIME_ID) - c0)
        }
        return (median(walls), median(cpus))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    /// Bytes currently allocated through malloc.
    static func heapInUse() -> Int { Int(cheapinfo_heap_in_use()) }

    /// Resets the peak resident set size (Linux `clear_refs` 5), so `peakRSS()` measures from now.
    static func resetPeak() {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        if fd >= 0 {
            _ = write(fd, "5", 1)
            close(fd)
        }
    }

    /// Peak resident set size in bytes (VmHWM).
    static func peakRSS() -> Int { statusField("VmHWM:") }
    static func currentRSS() -> Int { statusField("VmRSS:") }

    private static func statusField(_ name: String) -> Int {
        readFile("/proc/self/status").split(separator: "\n").first { $0.hasPrefix(name) }
            .map { line in (Int(line.dropFirst(name.count).filter(\.isNumber)) ?? 0) * 1024 } ?? 0
    }

    /// The machine: CPU model, core count and load averages, for the table's header.
    static func machine() -> (cpu: String, cores: Int, load: String) {
        let model =
            readFile("/proc/cpuinfo").split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingSpaces() } ?? "unknown CPU"
        let load = readFile("/proc/loadavg").split(separator: " ").prefix(3).joined(separator: " ")
        return (model, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), load)
    }

    static func readFile(_ path: String) -> String {
        guard let f = fopen(path, "r") else { return "" }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) {
        guard let f = fopen(path, "w") else { fatalError("layout-bench: cannot write \(path)") }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
    }

    /// One run of a child process: its wall time, its CPU time (user + system), its exit status
    /// and what it printed on standard output.
    struct ProcessRun {
        var wall: Double
        var cpu: Double
        var status: Int32
        var output: String
    }

    /// Runs `arguments[0]` with `arguments`, standard output captured, standard error discarded.
    static func run(_ arguments: [String]) -> ProcessRun {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { fatalError("layout-bench: pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let t0 = now()
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
            fatalError("layout-bench: cannot run \(arguments[0])")
        }
        close(pipe[1])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(pipe[0], &buffer, buffer.count)
            if n <= 0 { break }
            output += buffer[0..<n]
        }
        close(pipe[0])
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let wall = now() - t0
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return ProcessRun(
            wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            status: (status >> 8) & 0xFF, output: String(decoding: output, as: UTF8.self))
    }

    /// The median wall and CPU times of `count` runs of a process; the exit status must be one of
    /// `expecting`.
    static func medianProcess(_ arguments: [String], runs count: Int, expecting: Set<Int32> = [0]) -> (
        wall: Double, cpu: Double
    ) {
        var walls: [Double] = []
        var cpus: [Double] = []
        for _ in 0..<count {
            let r = run(arguments)
            guard expecting.contains(r.status) else {
                fatalError("layout-bench: \(arguments.joined(separator: " ")) exited with \(r.status)")
            }
            walls.append(r.wall)
            cpus.append(r.cpu)
        }
        return (median(walls), median(cpus))
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
