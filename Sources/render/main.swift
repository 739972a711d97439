import RenderCommands
import SafeIO

// The whole program: parse the arguments, run, map the outcome to an exit code (RenderCommands'
// CLIError.swift). SIGINT, SIGTERM and SIGHUP remove the temporary file of an output being written,
// then end the process as they would have (the shell reports 128 + n): an interrupted run writes
// nothing. SIGXFSZ (a file-size limit, `ulimit -f`) is ignored: a write past the limit fails (exit
// 73, the temporary file removed, the target untouched).
AtomicFile.removeTemporaryFilesOnSignals()
RenderRoot.main()
