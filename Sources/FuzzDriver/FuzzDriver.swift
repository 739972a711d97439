// The driver both fuzz targets share: libFuzzer's `LLVMFuzzerRunDriver` under `make fuzz`
// (-DFUZZING), else a replay of the files named on the command line.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libFuzzer's entry: one input's bytes and count; returns 0.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

/// The command line a fuzz target's `main` gets (`argv`).
public typealias FuzzArguments = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

/// One input for a target's `oneInput` function, as libFuzzer's callback receives it; returns 0
/// (libFuzzer's "keep going").
@inline(__always)
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int, _ oneInput: (UnsafeRawBufferPointer) -> Void)
    -> Int32
{
    oneInput(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

#if FUZZING
    // libFuzzer's driver, linked by `-sanitize=fuzzer` (`make fuzz`).
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: FuzzCallback
    ) -> Int32

    /// Hands the command line to libFuzzer (`-max_total_time=60 -dict=... CORPUS`).
    public func runFuzzer(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ callback: FuzzCallback
    )
        -> Int32
    {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, callback)
    }
#else
    /// Without libFuzzer (a plain `swift build`): runs each file named on the command line once,
    /// to reproduce a finding under the debugger.
    public func runFuzzer(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ callback: FuzzCallback
    )
        -> Int32
    {
        for i in 1..<Int(argc) {
            guard let path = argv[i], let file = fopen(path, "rb") else { continue }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = fread(&buffer, 1, buffer.count, file)
                if n == 0 { break }
                bytes += buffer[..<n]
            }
            fclose(file)
            _ = bytes.withUnsafeBufferPointer { callback($0.baseAddress, $0.count) }
            print("ran \(String(cString: path)): \(bytes.count) bytes")
        }
        return 0
    }
#endif
