import FuzzDriver

// The entry points (FuzzBaseline has two files so that SwiftPM compiles it as a library, with
// `FuzzBaseline_main` as the executable's entry: libFuzzer's driver under `make fuzz`, else a replay).

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzBaselineEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzInput(data, size, fuzzBaselineOneInput)
}

@_cdecl("FuzzBaseline_main")
func fuzzBaselineMain(_ argc: Int32, _ argv: FuzzArguments) -> Int32 { runFuzzer(argc, argv, fuzzBaselineEntry) }
