import FuzzDriver

// The entry points (FuzzPNG has two files so that SwiftPM compiles it as a library, with
// `FuzzPNG_main` as the executable's entry: libFuzzer's driver under `make fuzz`, else a replay).

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPNGEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { fuzzInput(data, size, fuzzPNGOneInput) }

@_cdecl("FuzzPNG_main")
func fuzzPNGMain(_ argc: Int32, _ argv: FuzzArguments) -> Int32 { runFuzzer(argc, argv, fuzzPNGEntry) }
