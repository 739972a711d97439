import FuzzDriver

// The entry points (FuzzSpec has two files so that SwiftPM compiles it as a library, with
// `FuzzSpec_main` as the executable's entry: libFuzzer's driver under `make fuzz`, else a replay).

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSpecEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { fuzzInput(data, size, fuzzSpecOneInput) }

@_cdecl("FuzzSpec_main")
func fuzzSpecMain(_ argc: Int32, _ argv: FuzzArguments) -> Int32 { runFuzzer(argc, argv, fuzzSpecEntry) }
